import * as assert from 'assert';
import { SearchStats } from '../../../core/search/exactCover';
import { SearchClock } from '../../../core/search/searchClock';

/** Runs `nodes` search nodes of the given cost (ms each) on a clock the test drives; records each poll's time. */
function run(costs: { nodes: number; ms: number }[], cancelAtPoll = Infinity) {
  let now = 1000;
  const polls: number[] = [];
  const progress: SearchStats[] = [];
  const clock = new SearchClock({
    mode: 'count',
    clock: () => now,
    shouldStop: () => polls.push(now) >= cancelAtPoll,
    onProgress: (s) => progress.push(s),
  });
  let ticks = 0;
  let stopped = false;
  for (const { nodes, ms } of costs) {
    for (let n = 0; n < nodes && !stopped; n++) {
      now += ms;
      ticks++;
      stopped = clock.tick();
    }
  }
  const gaps = polls.slice(1).map((t, k) => t - polls[k]);
  return { clock, polls, gaps, progress, ticks, stopped, now };
}

describe('search clock', () => {
  it('polls every 5-20 ms once it has found how long a node takes', () => {
    for (const ms of [0.0005, 0.01, 0.3, 4]) {
      const { gaps } = run([{ nodes: Math.max(Math.ceil(2000 / ms), 5000), ms }]);
      // The first polls double or halve the interval; then every gap is inside the band.
      const settled = gaps.slice(gaps.length >> 1);
      assert.ok(settled.length >= 20, `${ms} ms a node: ${gaps.length} gaps`);
      for (const gap of settled) assert.ok(gap >= 5 - 1e-9 && gap <= 20 + 1e-9, `${ms} ms a node: a gap of ${gap} ms`);
    }
  });

  it('follows a search whose nodes get slower, and polls at every node when one takes longer than 20 ms', () => {
    const { gaps } = run([{ nodes: 200_000, ms: 0.001 }, { nodes: 20_000, ms: 0.05 }, { nodes: 600, ms: 30 }]);
    assert.deepStrictEqual(gaps.slice(-10).map((g) => Math.round(g)), Array(10).fill(30));
    const { gaps: faster } = run([{ nodes: 20_000, ms: 0.05 }, { nodes: 400_000, ms: 0.001 }]);
    for (const gap of faster.slice(-20)) assert.ok(gap >= 5 - 1e-9 && gap <= 20 + 1e-9, `a gap of ${gap} ms`);
  });

  it('reports progress at least 100 ms apart, with the figures so far', () => {
    const { progress, now, clock } = run([{ nodes: 100_000, ms: 0.01 }]);
    // 1000 ms of search: a report every 100 ms or a little more (at the first poll after).
    assert.ok(progress.length >= 8 && progress.length <= 10, `${progress.length} reports`);
    progress.forEach((p, k) => assert.ok(p.ms - (k === 0 ? 0 : progress[k - 1].ms) >= 100, `report ${k} at ${p.ms} ms`));
    assert.strictEqual(clock.finish().ms, now - 1000);
  });

  it('stops at the poll where shouldStop first says yes', () => {
    const { polls, stopped, ticks, clock } = run([{ nodes: 1_000_000, ms: 0.001 }], 7);
    assert.strictEqual(stopped, true);
    assert.strictEqual(polls.length, 7);
    assert.strictEqual(clock.stats.cancelled, true);
    assert.ok(ticks < 1_000_000);
  });
});

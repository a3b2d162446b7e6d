// A solve run on the real worker bundle (dist/worker.js, built by `npm run build`), without VS Code.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { SolveEvent } from '../../core/protocol';
import { SolveParameters, SolveSession } from '../../client/solveSession';
import { bigLinkpix } from '../core/linkpix/bigLinkpix';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';
import { formatNonogramBlock } from '../../core/nonogram/block';

const root = path.join(__dirname, '../../..');
const workerPath = path.join(root, 'dist', 'worker.js');
const pentominoes = readFileSync(path.join(root, 'examples', 'pentomino-6x10.logel'), 'utf8');

function session(parameters: Partial<SolveParameters>, terminateAfterMs?: number): { session: SolveSession; events: SolveEvent[] } {
  const s = new SolveSession({ file: 'test', text: pentominoes, form: 'Rectangle6x10', mode: 'all', symmetry: true, keep: 20000, ...parameters }, workerPath, terminateAfterMs);
  const events: SolveEvent[] = [];
  s.onEvent((e) => events.push(e));
  return { session: s, events };
}

describe('solve session (worker thread)', function () {
  this.timeout(60_000);

  it('a cancel stops the search by itself: the worker sends the figures of a cut-off search', async () => {
    // The terminate backstop is an hour away, so only the search seeing the flag ends this run.
    const { session: s, events } = session({}, 3_600_000);
    const first = new Promise<void>((resolve) => s.onEvent((e) => { if (e.type === 'solutions') resolve(); }));
    s.start();
    await first;
    s.cancel();
    assert.strictEqual(s.state, 'cancelled');
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    assert.strictEqual(s.result?.search.cancelled, true);
    assert.ok(s.result.solutions.unique < 2339, `${s.result.solutions.unique} solutions before the cancel`);
    assert.deepStrictEqual(events.slice(0, 1).map((e) => e.type), ['prepared']);
  });

  it('every figure the worker sends agrees with the solutions sent so far: 2,339 pentomino solutions', async () => {
    const { session: s, events } = session({});
    s.start();
    assert.strictEqual(await s.settled, 'done');
    let received = 0;
    let figured = 0;
    for (const e of events) {
      if (e.type === 'solutions') received += e.solutions.length;
      const figures = e.type === 'progress' || e.type === 'solutions' ? e.figures : undefined;
      if (!figures) continue;
      figured++;
      assert.strictEqual(figures.unique, received, `figures of ${figures.unique} beside ${received} solutions`);
      assert.strictEqual(figures.total, 4 * received);
    }
    assert.strictEqual(received, 2339);
    assert.ok(figured > 0);
    // The last batch went out with the final figures, before 'done'.
    const last = events.filter((e) => e.type === 'solutions').pop();
    assert.deepStrictEqual(last?.type === 'solutions' && last.figures?.unique, 2339);
    assert.deepStrictEqual(events[events.length - 1].type, 'done');
  });

  it("'first' stops at one solution", async () => {
    const { session: s, events } = session({ mode: 'first' });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    assert.deepStrictEqual([s.result?.solutions.unique, s.result?.search.cancelled], [1n, false]);
    assert.strictEqual(events.filter((e) => e.type === 'solutions').flatMap((e) => (e.type === 'solutions' ? e.solutions : [])).length, 1);
  });

  it('a form the text does not have fails with a sentence', async () => {
    const { session: s } = session({ form: 'Nowhere' });
    s.start();
    assert.strictEqual(await s.settled, 'failed');
    assert.strictEqual(s.error, "there is no form 'Nowhere' in this file");
  });

  it('a Link-a-Pix block: the puzzle, then the solution with the pipeline numbers', async () => {
    const { session: s, events } = session({ text: 'linkpix Two {\n  3 . 1\n  . . .\n  3 . 1\n}\n', form: 'Two', linkpix: true });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    assert.deepStrictEqual(events.map((e) => e.type).filter((t) => t !== 'linkpixProgress'), ['linkpixPuzzle', 'linkpixDone']);
    const r = s.linkpixResult!;
    assert.deepStrictEqual([r.complete, r.unique, r.difficulty, r.solutions.map((paths) => paths.map((p) => p.join(' ')).sort())], [true, true, 'exclusions', [['0 3 6', '2', '8']]]);
    assert.deepStrictEqual(r.pipeline, { generated: 3, afterExclusions: 3, searched: 0 });
  });

  it('a cancel stops a Link-a-Pix solve by itself', async () => {
    const { session: s } = session({ text: bigLinkpix(), form: 'Big', linkpix: true }, 3_600_000);
    const puzzle = new Promise<void>((resolve) => s.onEvent((e) => { if (e.type === 'linkpixPuzzle') resolve(); }));
    s.start();
    await puzzle;
    s.cancel();
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    assert.deepStrictEqual([s.linkpixResult?.cancelled, s.linkpixResult?.unique], [true, null]);
  });

  it('a nonogram that needs the SAT search: both solutions, found by CaDiCaL beside the worker bundle', async () => {
    const { puzzle, solutions } = staircaseAndDiagonal(7);   // the depth-first search alone: over 200,000 nodes
    const { session: s } = session({ text: formatNonogramBlock(puzzle), form: puzzle.name, nonogram: true });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    const r = s.nonogramResult!;
    assert.deepStrictEqual([r.complete, new Set(r.solutions)], [true, new Set(solutions)]);
    assert.ok(r.stats.searchNodes <= 101, `the depth-first search hands over after 100 nodes, not ${r.stats.searchNodes}`);
  });

  it('a cancel in the SAT search stops it by itself, after progress from inside it', async () => {
    const { puzzle } = staircaseAndDiagonal(15);   // CaDiCaL needs some 200,000 conflicts
    const { session: s } = session({ text: formatNonogramBlock(puzzle), form: puzzle.name, nonogram: true }, 3_600_000);
    const inSat = new Promise<void>((resolve) => s.onEvent((e) => { if (e.type === 'nonogramProgress' && e.progress.searchNodes >= 100) resolve(); }));
    s.start();
    await inSat;
    s.cancel();
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    assert.deepStrictEqual([s.nonogramResult?.cancelled, s.nonogramResult?.complete], [true, false]);
  });

  it('a linkpix block with errors fails with a sentence naming the first', async () => {
    const { session: s } = session({ text: 'linkpix Bad {\n  2 . 3\n}\n', form: 'Bad', linkpix: true });
    s.start();
    assert.strictEqual(await s.settled, 'failed');
    assert.match(s.error!, /^linkpix Bad has errors; first, line 2: the clue 2 occurs 1 times/);
  });
});

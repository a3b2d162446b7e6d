// A solve run on the real worker bundle (dist/worker.js, built by `npm run build`), without VS Code.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { SolutionMessage, SolveEvent } from '../../core/protocol';
import { SolveParameters, SolveSession } from '../../client/solveSession';
import { bigLinkpix } from '../core/linkpix/bigLinkpix';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';
import { formatNonogramBlock } from '../../core/nonogram/block';
import { memoryStopMessage, runStop, STOPPED_BY_HOST, STOPPED_BY_MEMORY } from '../../client/runStop';

const root = path.join(__dirname, '../../..');
const workerPath = path.join(root, 'dist', 'worker.js');
const pentominoes = readFileSync(path.join(root, 'examples', 'pentomino-6x10.logel'), 'utf8');

/** A run of the pentomino rectangle, or of what `parameters` say. */
function session(parameters: Partial<SolveParameters>, terminateAfterMs?: number): { session: SolveSession; events: SolveEvent[] } {
  const s = new SolveSession({ file: 'test', text: pentominoes, kind: 'form', name: 'Rectangle6x10', options: { mode: 'all', symmetry: true, keep: 20000 }, memoryMb: 1024, ...parameters } as SolveParameters, workerPath, terminateAfterMs);
  const events: SolveEvent[] = [];
  s.onEvent((e) => events.push(e));
  return { session: s, events };
}

/** The solutions a tiling run's event carries. */
function solutionsIn(e: SolveEvent): SolutionMessage[] {
  return e.type === 'runProgress' && e.kind === 'form' ? e.progress.solutions ?? [] : [];
}

describe('solve session (worker thread)', function () {
  this.timeout(60_000);

  it('a cancel stops the search by itself: the worker sends the figures of a cut-off search', async () => {
    // The terminate backstop is an hour away, so only the search seeing the flag ends this run.
    const { session: s, events } = session({}, 3_600_000);
    const first = new Promise<void>((resolve) => s.onEvent((e) => { if (solutionsIn(e).length > 0) resolve(); }));
    s.start();
    await first;
    s.cancel();
    assert.strictEqual(s.state, 'cancelled');
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    const result = s.resultOf('form');
    assert.strictEqual(result?.search.cancelled, true);
    assert.ok(result.solutions.unique < 2339, `${result.solutions.unique} solutions before the cancel`);
    assert.deepStrictEqual(events.slice(0, 1).map((e) => e.type), ['runPuzzle']);
  });

  it('every figure the worker sends agrees with the solutions sent so far: 2,339 pentomino solutions', async () => {
    const { session: s, events } = session({});
    s.start();
    assert.strictEqual(await s.settled, 'done');
    let received = 0;
    let figured = 0;
    for (const e of events) {
      received += solutionsIn(e).length;
      const figures = e.type === 'runProgress' && e.kind === 'form' ? e.progress.figures : undefined;
      if (!figures) continue;
      figured++;
      assert.strictEqual(figures.unique, received, `figures of ${figures.unique} beside ${received} solutions`);
      assert.strictEqual(figures.total, 4 * received);
    }
    assert.strictEqual(received, 2339);
    assert.ok(figured > 0);
    // The last batch went out with the final figures, before 'done'.
    const last = events.filter((e) => solutionsIn(e).length > 0).pop();
    assert.deepStrictEqual(last?.type === 'runProgress' && last.kind === 'form' && last.progress.figures?.unique, 2339);
    assert.deepStrictEqual(events[events.length - 1].type, 'runDone');
  });

  it("'first' stops at one solution", async () => {
    const { session: s, events } = session({ options: { mode: 'first', symmetry: true, keep: 20000 } });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    assert.deepStrictEqual([s.resultOf('form')?.solutions.unique, s.resultOf('form')?.search.cancelled], [1n, false]);
    assert.strictEqual(events.flatMap(solutionsIn).length, 1);
  });

  it('a form the text does not have fails with a sentence', async () => {
    const { session: s } = session({ name: 'Nowhere' });
    s.start();
    assert.strictEqual(await s.settled, 'failed');
    assert.strictEqual(s.error, "there is no form 'Nowhere' in this file");
  });

  it('a Link-a-Pix block: the puzzle, then the solution with the pipeline numbers', async () => {
    const { session: s, events } = session({ text: 'linkpix Two {\n  3 . 1\n  . . .\n  3 . 1\n}\n', kind: 'linkpix', name: 'Two', options: {} });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    assert.deepStrictEqual(events.map((e) => e.type).filter((t) => t !== 'runProgress'), ['runPuzzle', 'runDone']);
    assert.ok(events.every((e) => !('kind' in e) || e.kind === 'linkpix'));
    const r = s.resultOf('linkpix')!;
    assert.deepStrictEqual([r.complete, r.unique, r.difficulty, r.solutions.map((paths) => paths.map((p) => p.join(' ')).sort())], [true, true, 'exclusions', [['0 3 6', '2', '8']]]);
    assert.deepStrictEqual(r.pipeline, { generated: 3, afterExclusions: 3, searched: 0 });
  });

  it('a cancel stops a Link-a-Pix solve by itself', async () => {
    const { session: s } = session({ text: bigLinkpix(), kind: 'linkpix', name: 'Big', options: {} }, 3_600_000);
    const puzzle = new Promise<void>((resolve) => s.onEvent((e) => { if (e.type === 'runPuzzle') resolve(); }));
    s.start();
    await puzzle;
    s.cancel();
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    assert.deepStrictEqual([s.resultOf('linkpix')?.cancelled, s.resultOf('linkpix')?.unique], [true, null]);
  });

  it('a nonogram that needs the SAT search: both solutions, found by CaDiCaL beside the worker bundle', async () => {
    const { puzzle, solutions } = staircaseAndDiagonal(10);   // the depth-first search alone: over 4 million nodes
    const { session: s } = session({ text: formatNonogramBlock(puzzle), kind: 'nonogram', name: puzzle.name, options: {} });
    s.start();
    assert.strictEqual(await s.settled, 'done');
    const r = s.resultOf('nonogram')!;
    assert.deepStrictEqual([r.complete, new Set(r.solutions)], [true, new Set(solutions)]);
    assert.ok(r.stats.searchNodes <= 101, `the depth-first search hands over after 100 nodes, not ${r.stats.searchNodes}`);
  });

  it('a cancel in the SAT search stops it by itself, after progress from inside it', async () => {
    const { puzzle } = staircaseAndDiagonal(15);   // CaDiCaL needs some 200,000 conflicts
    const { session: s } = session({ text: formatNonogramBlock(puzzle), kind: 'nonogram', name: puzzle.name, options: {} }, 3_600_000);
    const inSat = new Promise<void>((resolve) => s.onEvent((e) => { if (e.type === 'runProgress' && e.kind === 'nonogram' && e.progress.searchNodes >= 100) resolve(); }));
    s.start();
    await inSat;
    s.cancel();
    await s.stopped;
    assert.strictEqual(await s.settled, 'cancelled');
    assert.deepStrictEqual([s.resultOf('nonogram')?.cancelled, s.resultOf('nonogram')?.complete], [true, false]);
  });

  it('a linkpix block with errors fails with a sentence naming the first', async () => {
    const { session: s } = session({ text: 'linkpix Bad {\n  2 . 3\n}\n', kind: 'linkpix', name: 'Bad', options: {} });
    s.start();
    assert.strictEqual(await s.settled, 'failed');
    assert.match(s.error!, /^linkpix Bad has errors; first, line 2: the clue 2 occurs 1 times/);
  });

  it('a run that passes its memory bound stops and says so, in the words of the setting', async function () {
    this.timeout(180_000);
    // 3,600 cells of pentominoes, 60 of each: their positions and their pruning take the worker past 128 MB.
    const rows = Array.from({ length: 60 }, () => `  ${'#'.repeat(60)}`).join('\n');
    const text = `use pentominoes\nform Big uses pentominoes {\n  tiles ${[...'FILNPTUVWXYZ'].map((t) => `${t} x60`).join(' ')}\n${rows}\n}\n`;
    const { session: s, events } = session({ text, name: 'Big', memoryMb: 128 });
    s.start();
    assert.strictEqual(await s.settled, 'failed');
    assert.strictEqual(s.error, memoryStopMessage(128));
    assert.deepStrictEqual(events.at(-1), { type: 'runFailed', message: memoryStopMessage(128) });
  });
});

describe("a run's stop (client/runStop.ts)", () => {
  it('stops when the host raises the flag, or when the isolate passes the bound, and says which', () => {
    const host = new SharedArrayBuffer(4);
    const roomy = runStop(host, 1 << 20);
    assert.strictEqual(roomy(), false);
    Atomics.store(new Int32Array(host), 0, STOPPED_BY_HOST);
    assert.strictEqual(roomy(), true);
    const tight = new SharedArrayBuffer(4);
    assert.strictEqual(runStop(tight, 1)(), true);   // every isolate holds more than 1 MB
    assert.strictEqual(Atomics.load(new Int32Array(tight), 0), STOPPED_BY_MEMORY);
  });
});

// A fixed slice of `npm run fuzz`'s new surfaces (test/fuzz/surfaces.ts): merge with forged shares, the
// exports, the panel's messages and the .nin and TAAI readers; and the oracles it rests on.
import * as assert from 'assert';
import { rmSync } from 'fs';
import { RunState } from '../../webview/state';
import { runSurfaceInput, surfaceOf, surfaceSetup } from '../fuzz/surfaces';
import { injectionIn } from '../fuzz/svgOracle';
import { hostileGeometry } from '../fuzz/hostileDrawing';

describe('fuzzing the new surfaces (a slice of npm run fuzz)', function () {
  this.timeout(300_000);

  it('the injection oracle names what the renderers never write', () => {
    const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>a &lt;b&gt;</title><g class="x"><path d="M0 0Z" fill="#000"/></g></svg>';
    assert.strictEqual(injectionIn(ok), undefined);
    assert.deepStrictEqual([
      '<svg><script>x</script></svg>',
      '<svg><path d="M0" onload="x"/></svg>',
      '<svg><path fill="url(http://127.0.0.1/x)"/></svg>',
      '<svg><title>a <b</title></svg>',
      '<svg><g></svg>',
      '<svg>&bogus;</svg>',
    ].map(injectionIn), [
      'element <script>', 'attribute onload on <path>', 'fill="url(http://127.0.0.1/x)" on <path>', 'a malformed tag at 14: "<b</title></svg>"', '</svg> closes nothing open', "text with '&' at 5",
    ]);
  });

  it('the panel drops a message that does not have its type\'s shape', () => {
    const state = new RunState();
    state.apply({ type: 'runStarted', kind: 'form', run: 1, name: 'F', file: 'f.logel', options: { mode: 'all' } as never });
    const forged = { ...hostileGeometry('T'), positions: [{ tile: 0, name: 'T', atoms: [0], outline: 'M0 0Z', labels: [[0, '1' as unknown as number] as [number, number]] }] };
    assert.strictEqual(state.apply({ type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: {} as never, geometry: forged } }), undefined);
    assert.strictEqual(state.apply({ type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: {} as never, geometry: null as never } }), undefined);
    assert.strictEqual(state.apply({ type: 'runDone', kind: 'form', run: 1, result: { search: null } as never }), undefined);
    assert.strictEqual(state.apply({ type: 'runDone', kind: 'form', run: 1, result: { search: { placements: 1, deadEnds: 0, ms: 1 }, solutions: { unique: '1.5', total: '2' } } as never }), undefined);
    assert.strictEqual(state.apply({ type: 'runProgress', kind: 'form', run: 1, progress: { figures: 'x' as never } }), undefined);
    assert.deepStrictEqual([state.geometry, state.result, state.figures, state.status], [undefined, undefined, undefined, 'running']);
    assert.ok(state.apply({ type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: {} as never, geometry: hostileGeometry('T') } }) === undefined, 'a tile that is no index');
    const geometry = { ...hostileGeometry('T'), positions: hostileGeometry('T').positions.slice(0, 2).map((p) => ({ ...p, labels: [] })) };
    assert.deepStrictEqual(state.apply({ type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: {} as never, geometry } }), { header: false, figures: false, pipeline: true, gallery: true });
    // An image that is not a list of positions is left out (fuzz seed 15, input 2146: the card threw).
    state.apply({ type: 'runProgress', kind: 'form', run: 1, progress: { solutions: [{ positions: [0], images: [null as never, [1]] }] } });
    assert.deepStrictEqual([state.count(true), state.item(true, 1)], [2, { positions: [1], caption: '#1 · 2', name: '1-2' }]);
    state.apply({ type: 'runFailed', run: 1, message: { toString: null } as never });
    assert.deepStrictEqual([state.status, state.error], ['error', 'the solve failed']);
  });

  it('1,000 inputs: no crash, no internal error, no wrong answer, no injection', async () => {
    const { dir, merging } = await surfaceSetup();
    const failures = [];
    const bySurface: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const r = await runSurfaceInput(31, i, dir, merging);
      bySurface[surfaceOf(i)] = (bySurface[surfaceOf(i)] ?? 0) + 1;
      if (r.verdict !== 'ok') failures.push(r);
    }
    rmSync(dir, { recursive: true, force: true });
    assert.deepStrictEqual(failures, []);
    assert.deepStrictEqual(bySurface, { merge: 300, export: 300, panel: 200, nin: 100, taai: 100 });
  });
});

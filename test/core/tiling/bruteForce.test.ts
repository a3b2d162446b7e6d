// Small random forms solved by the engine and by a plain brute-force tiler written here, which knows
// nothing of positions, symmetry or pruning: it rotates and mirrors cell lists itself.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { countBothWays } from './countBothWays';
import { Pt, randomRegion, seeded, shapeArt, squareSymmetries, tilingClasses, tilings } from './squareCells';

const pieces: Record<string, Pt[]> = {
  I: [[0, 0], [1, 0], [2, 0]],
  L: [[0, 0], [1, 0], [0, 1]],
  D: [[0, 0], [1, 0]],
  O: [[0, 0], [1, 0], [0, 1], [1, 1]],
  T: [[0, 0], [1, 0], [2, 0], [1, 1]],
  S: [[0, 0], [1, 0], [1, 1], [2, 1]],
};

describe('engine against a brute-force tiler on small random forms', () => {
  const tileset = ['tileset small on square {', ...Object.entries(pieces).map(([n, pts]) => `  tile ${n} {\n${shapeArt(pts).map((r) => '    ' + r).join('\n')}\n  }`), '}'].join('\n');
  const rnd = seeded(20261122);
  for (let trial = 0; trial < 24; trial++) {
    // A random subset of pieces and a random region of the right area, grown from (0,0).
    const names = Object.keys(pieces).filter(() => rnd() < 0.6);
    if (names.length < 2) names.push('D', 'L');
    // Every fourth trial places one tile twice (a multiplicity).
    if (trial % 4 === 1) names.push(names[0]);
    const area = names.reduce((s, n) => s + pieces[n].length, 0);
    const pts = randomRegion(area, trial % 2 === 0, rnd);
    const normCells = new Set(pts.map((p) => p.join(',')));
    it(`trial ${trial}: ${names.join(' ')} in ${area} cells`, () => {
      const counts = [...new Set(names)].map((n) => { const k = names.filter((m) => m === n).length; return k > 1 ? `${n} x${k}` : n; });
      const text = `${tileset}\nform F uses small {\n  tiles ${counts.join(' ')}\n${shapeArt(pts).map((r) => '  ' + r).join('\n')}\n}`;
      const model = buildModel(text, standardLibrary);
      assert.deepStrictEqual(model.diagnostics.filter((d) => d.severity === 'error'), []);
      const found = tilings(pieces, normCells, names);
      const plain = solvePrepared(prepareForm(model.forms[0], { symmetry: false }), { mode: 'count' });
      assert.strictEqual(plain.solutions.total, BigInt(found.length));
      assert.deepStrictEqual(countBothWays(prepareForm(model.forms[0])), { unique: BigInt(tilingClasses(squareSymmetries(normCells), found)), total: BigInt(found.length) });
    });
  }
});

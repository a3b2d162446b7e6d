// The triangle, hex and cube grids and the standard tile sets: shapes, art, and known puzzle counts.
// Expected counts are the ones David Goodger's Polyform Puzzler ("PP", puzzler.sourceforge.net, GPL-2)
// gives in the docstrings of its puzzle classes, named in each test (read in the Python 3 fork
// github.com/johnrudge/puzzler @ 3d589363, puzzler/puzzler/puzzles/); PP counts up to the board's symmetry.
// Puzzles that take more than a few seconds, and the rotated copies of the slower forms, are in
// bench/polyforms.mjs instead.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { drawArt } from '../../../core/grids/art';
import { Grid } from '../../../core/grids/grid';
import { standardLibrary } from '../../../core/language/library';
import { Form, Model } from '../../../core/language/model';
import { Cell, distinctShapes, transformCells } from '../../../core/grids/shape';
import { prepareForm } from '../../../core/tiling/solve';
import { countBothWays } from '../tiling/countBothWays';

function model(text: string): Model {
  const m = buildModel(text, standardLibrary);
  assert.deepStrictEqual(m.diagnostics.map((d) => d.message), []);
  return m;
}

function formOf(set: string, art: string[]): Form {
  return model(`use ${set}\nform F uses ${set} {\n${art.map((l) => '  ' + l).join('\n')}\n}\n`).forms[0];
}

function count(form: Form, symmetry?: boolean): { unique: bigint; total: bigint } {
  return countBothWays(prepareForm(form, { symmetry }));
}

/** The form's cells moved by grid transform `t` and drawn again as art (cube layers as `layer` lines). */
function redrawn(form: Form, t: number): string[] {
  const lines = drawArt(form.grid, transformCells(form.grid.transforms[t], form.cells), '.');
  return form.grid.dims === 3 ? lines.slice(1).map((l) => (l.startsWith('layer') ? 'layer' : l)) : lines;
}

/** Counts the form, then the form turned by the grid's first rotation (`rotation`) and its mirror image. */
function countTurned(set: string, art: string[], rotation = 1): { unique: bigint; total: bigint }[] {
  const form = formOf(set, art);
  const mirror = form.grid.rotations.length;
  return [count(form), count(formOf(set, redrawn(form, rotation))), count(formOf(set, redrawn(form, mirror)))];
}

const rect = (w: number, h: number) => Array.from({ length: h }, () => '#'.repeat(w));
const box = (w: number, h: number, layers: number) => Array.from({ length: layers }, (_, i) => [...(i ? ['layer'] : []), ...rect(w, h)]).flat();

function shapeCounts(set: string): Record<string, number> {
  return Object.fromEntries(standardLibrary.tileSet(set)!.tiles.map((t) => [t.name, t.shapes.length]));
}

const grid = (name: string): Grid => standardLibrary.grid(name)!;
const cells = (...list: [number, number[]][]): Cell[] => list.map(([kind, c]) => ({ kind, c, mask: 1 }));

describe('grids: triangle, hex, cube', () => {
  it('have 6, 6 and 24 rotations, and twice as many transforms with the mirror', () => {
    assert.deepStrictEqual(['triangle', 'hex', 'cube'].map((n) => [grid(n).rotations.length, grid(n).transforms.length]), [[6, 12], [6, 12], [24, 48]]);
  });

  it('triangle: a row alternates ▲▼, each row half a triangle right of the row below; either kind may start a row', () => {
    const m = model(['tileset T on triangle {', '  tile A { ▼▲▼ }', '  tile B { ▲▼', '           ▼▲ }', '  tile C { v^v^ }', '}'].join('\n'));
    const [a, b, c] = m.tileSets.get('T')!.tiles;
    // ▼▲▼ starts on a down triangle: the art's origin moves so that it reads as drawn.
    assert.deepStrictEqual(a.shapes[0], cells([1, [0, 0]], [0, [1, 0]], [1, [1, 0]]));
    assert.deepStrictEqual(drawArt(grid('triangle'), a.shapes[0]), ['▼▲▼']);
    assert.deepStrictEqual(b.shapes[0], cells([1, [0, 0]], [0, [1, 0]], [0, [0, 1]], [1, [0, 1]]));
    assert.deepStrictEqual([a.shapes.length, b.shapes.length, c.shapes.length], [6, 6, 6]);
    assert.deepStrictEqual(c.shapes[0], cells([1, [0, 0]], [0, [1, 0]], [1, [1, 0]], [0, [2, 0]]));
  });

  it('triangle: two ▼ one above the other cannot both be cells', () => {
    const m = buildModel(['tileset T on triangle {', '  tile A { ▲▼', '           .▼ }', '}'].join('\n'), standardLibrary);
    assert.deepStrictEqual(m.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.message]), [
      ['misplaced-glyph', 2, 12, 'no down cell of grid triangle sits at this place in the art'],
    ]);
  });

  it('hex: rows offset by one column with spaces between cells; gaps inside a shape show as ·', () => {
    const m = model(['tileset H on hex {', '  tile Y {', '       ●', '    ● ●', '       ●', '  }', '  tile U { #   #', '            # # }', '}'].join('\n'));
    const [y, u] = m.tileSets.get('H')!.tiles;
    assert.deepStrictEqual(y.shapes[0], cells([0, [2, 0]], [0, [0, 1]], [0, [1, 1]], [0, [1, 2]]));
    assert.deepStrictEqual(drawArt(grid('hex'), y.shapes[0]), [' · ●', '● ●', ' · ●']);
    assert.deepStrictEqual(drawArt(grid('hex'), u.shapes[0]), ['● · ●', ' ● ●']);
    assert.deepStrictEqual([y.shapes.length, u.shapes.length], [2, 6]);
  });

  it('hex: a cell between two columns of cells is misplaced', () => {
    const m = buildModel(['tileset H on hex {', '  tile A { ● ●● }', '}'].join('\n'), standardLibrary);
    assert.deepStrictEqual(m.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.message]), [
      ['misplaced-glyph', 1, 14, 'no hex cell of grid hex sits at this place in the art'],
    ]);
  });

  it('cube: layers bottom first, separated by `layer`; hovers draw each layer under its number', () => {
    const soma = standardLibrary.tileSet('soma')!;
    const a = soma.tiles.find((t) => t.name === 'A')!;
    assert.deepStrictEqual(a.shapes[0], [{ kind: 0, c: [0, 0, 0], mask: 1 }, { kind: 0, c: [1, 0, 0], mask: 1 }, { kind: 0, c: [0, 1, 0], mask: 1 }, { kind: 0, c: [1, 0, 1], mask: 1 }]);
    assert.deepStrictEqual(drawArt(soma.grid, a.shapes[0]), ['layer 1', '█·', '██', 'layer 2', '··', '·█']);
  });
});

describe('standard tile sets', () => {
  it('load without a diagnostic', () => {
    for (const file of ['triangle', 'hex', 'cube', 'polyominoes', 'one_sided_pentominoes', 'hexominoes', 'hexiamonds', 'polyhexes', 'polytans', 'polycubes']) {
      assert.deepStrictEqual(buildModel(standardLibrary.fileText(file)!, standardLibrary).diagnostics.map((d) => d.message), [], file);
    }
  });

  it('polyominoes: 1, 2, 6, 19, 63 and 216 fixed shapes of sizes 1 to 6 (free), 19 and 63 one-sided', () => {
    const fixed = (set: string) => Object.values(shapeCounts(set)).reduce((a, b) => a + b, 0);
    assert.deepStrictEqual(['monominoes', 'dominoes', 'trominoes', 'tetrominoes', 'pentominoes', 'hexominoes'].map(fixed), [1, 2, 6, 19, 63, 216]);
    assert.strictEqual(standardLibrary.tileSet('hexominoes')!.tiles.length, 35);
    assert.deepStrictEqual(shapeCounts('one_sided_tetrominoes'), { I4: 2, L4: 4, l4: 4, O4: 1, T4: 4, Z4: 2, z4: 2 });
    assert.deepStrictEqual(shapeCounts('one_sided_pentominoes'), { F: 4, f: 4, I: 2, L: 4, l: 4, N: 4, n: 4, P: 4, p: 4, T: 4, U: 4, V: 4, W: 4, X: 1, Y: 4, y: 4, Z: 2, z: 2 });
  });

  it('hexiamonds: 12 free, 94 fixed, 19 one-sided', () => {
    const set = standardLibrary.tileSet('hexiamonds')!;
    assert.deepStrictEqual(shapeCounts('hexiamonds'), { C6: 6, E6: 6, F6: 12, G6: 12, H6: 12, I6: 6, J6: 12, O6: 1, P6: 12, S6: 6, V6: 6, X6: 3 });
    // One-sided, a tile that is not its own mirror image counts twice: once per class of shapes under turning.
    const oneSided = set.tiles.reduce((n, t) => n + t.shapes.length / distinctShapes(set.grid, t.shapes[0], set.grid.rotations).length, 0);
    assert.strictEqual(oneSided, 19);
  });

  it('polyhexes: 1, 3, 11 and 44 fixed shapes of sizes 1 to 4', () => {
    assert.deepStrictEqual(shapeCounts('tetrahexes'), { I4: 3, J4: 12, O4: 3, P4: 12, S4: 6, U4: 6, Y4: 2 });
    assert.deepStrictEqual(shapeCounts('polyhexes_1234'), { H1: 1, I2: 3, I3: 3, V3: 6, A3: 2, I4: 3, J4: 12, O4: 3, P4: 12, S4: 6, U4: 6, Y4: 2 });
  });

  it('polytans: tritans and tetratans are the two parts of tritetratans', () => {
    assert.deepStrictEqual({ ...shapeCounts('tritans'), ...shapeCounts('tetratans') }, shapeCounts('tritetratans'));
    assert.deepStrictEqual([standardLibrary.tileSet('tritans')!.tiles.length, standardLibrary.tileSet('tetratans')!.tiles.length], [4, 14]);
  });

  it('polycubes: 24 rotations over each piece\'s own symmetries (86 fixed tetracubes)', () => {
    assert.deepStrictEqual(shapeCounts('soma'), { V: 12, L: 24, T: 12, Z: 12, A: 12, B: 12, P: 8 });
    assert.deepStrictEqual(shapeCounts('tetracubes'), { I4: 3, L4: 24, T4: 12, S4: 12, O4: 3, A4: 12, B4: 12, P4: 8 });
    assert.deepStrictEqual(shapeCounts('solid_pentominoes'), { F: 24, I: 3, L: 24, N: 24, P: 24, T: 12, U: 12, V: 12, W: 12, X: 3, Y: 24, Z: 12 });
  });
});

describe('known puzzle counts (Polyform Puzzler), the same for the form turned and mirrored', function () {
  this.timeout(120000);

  it('hexiamonds in the 6×6 rhombus: 156 distinct, 624 in all (PP Hexiamonds6x6)', () => {
    const rhombus = ['     ############', '    ############', '   ############', '  ############', ' ############', '############'];
    assert.deepStrictEqual(countTurned('hexiamonds', rhombus), Array(3).fill({ unique: 156n, total: 624n }));
  });

  it('hexiamonds in the 4×9 parallelogram: 74 distinct (PP Hexiamonds4x9)', () => {
    const parallelogram = ['   ▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼', '  ▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼', ' ▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼', '▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼▲▼'];
    assert.deepStrictEqual(countTurned('hexiamonds', parallelogram), Array(3).fill({ unique: 74n, total: 148n }));
  });

  it('tetrahexes in the 4×7 parallelogram: 9 distinct (PP Tetrahexes4x7)', () => {
    const parallelogram = ['   ● ● ● ● ● ● ●', '  ● ● ● ● ● ● ●', ' ● ● ● ● ● ● ●', '● ● ● ● ● ● ●'];
    assert.deepStrictEqual(countTurned('tetrahexes', parallelogram), Array(3).fill({ unique: 9n, total: 18n }));
  });

  it('Soma cube 3×3×3: 240 distinct, 11,520 in all (PP Soma3x3x3)', () => {
    assert.deepStrictEqual(countTurned('soma', box(3, 3, 3), 2), Array(3).fill({ unique: 240n, total: 11520n }));
  });

  it('tetracubes in 2×4×4: 1,390 up to the box\'s 8 rotations (PP Tetracubes2x4x4), 695 up to its 16 symmetries', () => {
    // PP keeps the mirror pair A4, B4 apart, so it does not identify a solution with its mirror image:
    // 11,120 solutions in all / 8 rotations = 1,390 (`symmetry rotations`). By default Logel's symmetries
    // include the mirrors that swap A4 and B4, so it reports 11,120 / 16 = 695.
    const form = formOf('tetracubes', box(4, 4, 2));
    assert.deepStrictEqual(count(form, false), { unique: 11120n, total: 11120n });
    const rotationsOnly = formOf('tetracubes', ['symmetry rotations', ...box(4, 4, 2)]);
    assert.deepStrictEqual(count(rotationsOnly), { unique: 1390n, total: 11120n });
    assert.deepStrictEqual(countTurned('tetracubes', box(4, 4, 2), 2), Array(3).fill({ unique: 695n, total: 11120n }));
  });

  it('solid pentominoes in 2×5×6: 264 distinct (PP SolidPentominoes2x5x6)', () => {
    assert.deepStrictEqual(count(formOf('solid_pentominoes', box(6, 5, 2))), { unique: 264n, total: 2112n });
  });

  it('pentominoes in the 6×10, 5×12, 4×15 and 3×20 rectangles: 2,339, 1,010, 368 and 2 distinct', () => {
    assert.deepStrictEqual(count(formOf('pentominoes', rect(10, 6))), { unique: 2339n, total: 9356n });
    assert.deepStrictEqual(count(formOf('pentominoes', rect(12, 5))), { unique: 1010n, total: 4040n });
    assert.deepStrictEqual(count(formOf('pentominoes', rect(15, 4))), { unique: 368n, total: 1472n });
    assert.deepStrictEqual(countTurned('pentominoes', rect(20, 3)), Array(3).fill({ unique: 2n, total: 8n }));
  });

  it('pentominoes in the 8×8 square without its centre 2×2: 65 distinct, 520 in all (PP Pentominoes8x8CenterHole)', () => {
    const square = [...rect(8, 3), '###..###', '###..###', ...rect(8, 3)];
    assert.deepStrictEqual(countTurned('pentominoes', square), Array(3).fill({ unique: 65n, total: 520n }));
  });

  it('free tetrominoes in 4×5: none (chessboard parity)', () => {
    assert.deepStrictEqual(countTurned('tetrominoes', rect(5, 4)), Array(3).fill({ unique: 0n, total: 0n }));
  });
});

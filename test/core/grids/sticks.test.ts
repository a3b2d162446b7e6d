// Edge grids (polysticks): the sticks grid, its junctions (pieces touch but never cross), the standard
// polystick sets against the known enumerations, and Polyform Puzzler's small counts from
// examples/polysticks.logel (PP counts up to the board's symmetry; the slower ones are in bench/polyforms.mjs).
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { BackgroundChecks, buildModel } from '../../../core/document';
import { drawArt } from '../../../core/grids/art';
import { standardLibrary } from '../../../core/language/library';
import { count, model } from './edgeForms';
import { prepareForm } from '../../../core/tiling/solve';

const sticks = standardLibrary.grid('sticks')!;

describe('edge grids: polysticks', () => {
  it('the sticks grid has 4 rotations and 8 transforms; `+` is read as nothing and drawn at the ends of segments', () => {
    assert.deepStrictEqual([sticks.rotations.length, sticks.transforms.length], [4, 8]);
    const m = model('tileset T on sticks {\n  tile A {\n    +\n    |\n    +-+-+ }\n}\n');
    const shape = m.tileSets.get('T')!.tiles[0].shapes[0];
    assert.deepStrictEqual(shape.map((c) => [sticks.kinds[c.kind].name, ...c.c]), [['h', 0, 0], ['v', 0, 0], ['h', 1, 0]]);
    assert.deepStrictEqual(drawArt(sticks, shape), ['+', '│', '+─+─+']);
  });

  it('the standard sets hold the 1, 2, 5, 16 and 55 free polysticks of 1 to 5 segments: 2, 6, 22, 88 and 372 fixed', () => {
    const bySize = new Map<number, { free: number; fixed: number }>();
    for (const set of ['polysticks_123', 'tetrasticks', 'pentasticks']) {
      for (const t of standardLibrary.tileSet(set)!.tiles) {
        const n = bySize.get(t.atomCount) ?? { free: 0, fixed: 0 };
        n.free++;
        n.fixed += t.shapes.length;
        bySize.set(t.atomCount, n);
      }
    }
    assert.deepStrictEqual([1, 2, 3, 4, 5].map((n) => bySize.get(n)), [{ free: 1, fixed: 2 }, { free: 2, fixed: 6 }, { free: 5, fixed: 22 }, { free: 16, fixed: 88 }, { free: 55, fixed: 372 }]);
    // No two pentasticks are the same piece: their 372 normalized shapes are all different.
    assert.strictEqual(new Set(standardLibrary.tileSet('pentasticks')!.tiles.flatMap((t) => t.shapes.map((c) => JSON.stringify(c)))).size, 372);
    // One-sided: the 16 and the mirror images of the 9 that differ from theirs.
    assert.strictEqual(standardLibrary.tileSet('one_sided_tetrasticks')!.tiles.length, 25);
  });

  it('two pieces may touch at a point but not cross there', () => {
    const plus = '  +\n  |\n+-+-+\n  |\n  +';
    const m = model(`tileset T on sticks {\n  tile S x2 { +-+-+ }\n  tile V x2 {\n    +\n    |\n    +-+ }\n}\n` +
      `form Straight uses T {\n  tiles S\n  symmetry off\n${plus}\n}\nform Turns uses T {\n  tiles V\n  symmetry off\n${plus}\n}\n`);
    // Two straight pieces through the point would cross; two turns touch (north-east with south-west, or the other pair).
    assert.deepStrictEqual(count(m, 'Straight'), { unique: 0n, total: 0n });
    assert.deepStrictEqual(count(m, 'Turns'), { unique: 2n, total: 2n });
  });

  it('a junction is one secondary item: only a piece going straight through a point claims it, and a piece with three of its four segments claims nothing', () => {
    const m = model(`tileset T on sticks {\n  tile S { +-+-+ }\n  tile T {\n      +\n      |\n    +-+-+ }\n}\nform F uses T {\n  tiles S T\n  symmetry off\n  +-+-+\n  | | |\n  +-+-+\n  | | |\n  +-+-+\n}\n`);
    const p = prepareForm(m.forms[0]);
    const claims = new Map(p.positions.map((q) => [q.name, Array.from(q.junctions ?? []).map((j) => p.atoms.junctions.names[j])]));
    // The middle point (2, 2) is the form's only point where four segments meet.
    assert.deepStrictEqual([...claims].filter(([, c]) => c.length > 0).map(([name, c]) => `${name} ${c.join(' ')}`).sort(),
      ['S.1@1.2 2.2^1', 'S.2@2.1 2.2^1']);
    assert.ok([...claims.keys()].some((n) => n.startsWith('T.')), 'T has positions');
  });

  it('the six cases of the 5×5 diamond lattice place X once in each of its six orbits, and only A and C keep a symmetry (the mirror in a diagonal)', () => {
    const m = model(readFileSync(join(__dirname, '../../../../examples/polysticks.logel'), 'utf8'));
    const whole = prepareForm(m.forms.find((f) => f.name === 'OneSidedTetrasticks5x5DiamondLattice')!);
    const isX = (i: number) => whole.form.tiles[whole.positions[i].tile].tile.name === 'X';
    const orbitOf = new Map<string, string>();
    for (let i = 0; i < whole.positions.length; i++) {
      if (!isX(i)) continue;
      const orbit = [...new Set(whole.group.elements.map((g) => whole.positions[g.positions[i]].name))].sort();
      orbitOf.set(whole.positions[i].name, orbit[0]);
    }
    assert.strictEqual(new Set(orbitOf.values()).size, 6);
    const cases = 'ABCDEF'.split('').map((k) => prepareForm(m.forms.find((f) => f.name === `OneSidedTetrasticks5x5DiamondLattice_${k}`)!));
    const placedX = cases.map((c) => c.positions[c.placed[0]].name);
    assert.deepStrictEqual(placedX, ['X.1@6.5', 'X.1@6.6', 'X.1@7.6', 'X.1@6.7', 'X.1@7.7', 'X.1@6.8']);
    assert.strictEqual(new Set(placedX.map((n) => orbitOf.get(n))).size, 6);
    assert.deepStrictEqual(cases.map((c) => Math.max(1, c.group.elements.length)), [2, 1, 2, 1, 1, 1]);
    // The whole count keeps X to one place per orbit (symmetry tile X): the same six cases.
    assert.deepStrictEqual([whole.numbers.symmetry.restrictedTile, whole.numbers.positions.perTile.X.afterSymmetry], ['X', 6]);
  });

  it("reproduces Polyform Puzzler's small polystick counts (examples/polysticks.logel)", function () {
    this.timeout(60_000); // ~18 s at load ~7: past 20 s at load ~17
    const m = model(readFileSync(join(__dirname, '../../../../examples/polysticks.logel'), 'utf8'));
    assert.deepStrictEqual(count(m, 'Polysticks123_4x4ClippedCorners1'), { unique: 21n, total: 84n });
    assert.deepStrictEqual(count(m, 'Polysticks123_4x4ClippedCorners2'), { unique: 132n, total: 264n });
    assert.deepStrictEqual(count(m, 'OneSidedWeldedTetrasticks5x5'), { unique: 3n, total: 16n });
    assert.deepStrictEqual(count(m, 'OneSidedWeldedTetrasticksTriangle'), { unique: 9n, total: 18n });
    assert.deepStrictEqual(count(m, 'Tetrasticks7x7Unbordered'), { unique: 0n, total: 0n });
    assert.deepStrictEqual(count(m, 'OneSidedWeldedTetrasticks6x6Unbordered'), { unique: 0n, total: 0n });
    assert.deepStrictEqual(count(m, 'OneSidedWeldedTetrasticksTrapezoid'), { unique: 7n, total: 14n });
    assert.deepStrictEqual(count(m, 'OneSidedWeldedTetrasticks5x2DiamondLattice'), { unique: 0n, total: 0n });
    assert.deepStrictEqual(count(m, 'Tetrasticks3x5DiamondLattice'), { unique: 0n, total: 0n });
  });
});

describe('edge grids: junction statements', () => {
  const diagnostics = (junction: string) => buildModel(`grid g {\n  cell h: s\n  cell v: s\n  ${junction}\n}\n`, standardLibrary).diagnostics
    .map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.character} ${d.message}`);

  it('reports a cell kind the grid does not have, a cell named twice, and a junction of one cell, at the place', () => {
    assert.deepStrictEqual(diagnostics('junction h (x, y)  w (x, y)'), [`3:21-22 unknown cell kind 'w'`]);
    assert.deepStrictEqual(diagnostics('junction h (x, y)  h (x, y)'), ['3:21-29 this cell is named twice in the junction']);
    assert.deepStrictEqual(diagnostics('junction v (2x, y)  h (x, y)'), ["3:11-20 a junction's cell is written as the point plus a fixed offset, like (x - 1, y)"]);
    assert.strictEqual(diagnostics('junction h (x, y)').length, 1);
    assert.match(diagnostics('junction h (x, y)')[0], /^3:\d+-\d+ a junction names the cells that meet at a lattice point/);
  });
});

describe('edge grids: polytrigs', () => {
  const trigs = standardLibrary.grid('trigs')!;

  it('the trigs grid has 6 rotations and 12 transforms; the 12 tritrigs have 91 fixed shapes; art draws the points', () => {
    assert.deepStrictEqual([trigs.rotations.length, trigs.transforms.length], [6, 12]);
    const tiles = standardLibrary.tileSet('tritrigs')!.tiles;
    assert.deepStrictEqual([tiles.length, tiles.reduce((n, t) => n + t.shapes.length, 0)], [12, 91]);
    assert.deepStrictEqual(drawArt(trigs, tiles.find((t) => t.name === 'Y3')!.shapes[0]), ['      +', '     ╱', '+ ─ +', '     ╲', '      +']);
  });

  it('the standard sets hold the 1, 3 and 12 free polytrigs of 1 to 3 segments: 3, 15 and 91 fixed; polytrigs_23 leaves out the monotrig', () => {
    const bySize = new Map<number, { free: number; fixed: number }>();
    for (const t of standardLibrary.tileSet('polytrigs_123')!.tiles) {
      const n = bySize.get(t.atomCount) ?? { free: 0, fixed: 0 };
      n.free++;
      n.fixed += t.shapes.length;
      bySize.set(t.atomCount, n);
    }
    assert.deepStrictEqual([...bySize].sort((a, b) => a[0] - b[0]), [[1, { free: 1, fixed: 3 }], [2, { free: 3, fixed: 15 }], [3, { free: 12, fixed: 91 }]]);
    assert.deepStrictEqual(standardLibrary.tileSet('polytrigs_23')!.tiles.map((t) => t.name), standardLibrary.tileSet('polytrigs_123')!.tiles.map((t) => t.name).filter((n) => n !== 'I1'));
  });

  it('the 9 quasi-ditrigs have 60 fixed shapes: the 3 ditrigs 15, and of the 6 whose segments lie a unit apart, I12 3, C12 S12 Z12 6 each, L12 P12 12 each', () => {
    const fixed = new Map(standardLibrary.tileSet('quasi_ditrigs')!.tiles.map((t) => [t.name, t.shapes.length]));
    assert.deepStrictEqual(Object.fromEntries(fixed), { I02: 3, L02: 6, V02: 6, C12: 6, I12: 3, L12: 12, P12: 12, S12: 6, Z12: 6 });
    assert.deepStrictEqual(standardLibrary.tileSet('quasi_polytrigs_12')!.tiles.map((t) => t.name).sort(), ['I1', ...fixed.keys()].sort());
  });

  it("reproduces Polyform Puzzler's tritrig, polytrig (orders 2–3) and quasi-polytrig counts, where six segments meet at a point (examples/polytrigs.logel)", () => {
    const m = model(readFileSync(join(__dirname, '../../../../examples/polytrigs.logel'), 'utf8'));
    assert.deepStrictEqual(count(m, 'TritrigsParallelogram5x2'), { unique: 9n, total: 18n });
    assert.deepStrictEqual(count(m, 'TritrigsHexagon1'), { unique: 5n, total: 30n });
    assert.deepStrictEqual(count(m, 'TritrigsHexagon2'), { unique: 10n, total: 60n });
    assert.deepStrictEqual(count(m, 'TritrigsHexagon3'), { unique: 9n, total: 54n });
    assert.deepStrictEqual(count(m, 'Polytrigs23Hexagon'), { unique: 1118n, total: 13416n });
    assert.deepStrictEqual(count(m, 'Polytrigs23TriangleRing'), { unique: 821n, total: 4926n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsTriangle'), { unique: 266n, total: 1596n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsTriangleStack'), { unique: 63n, total: 378n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsTwoTriangles2'), { unique: 48n, total: 96n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsStarburst'), { unique: 298n, total: 3576n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsSatellite'), { unique: 24n, total: 144n });
    assert.deepStrictEqual(count(m, 'QuasiPolytrigs12ElongatedHexagon2x1'), { unique: 542n, total: 2168n });
    assert.deepStrictEqual(count(m, 'QuasiPolytrigs12Trapezoid5x1'), { unique: 358n, total: 716n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsTwoTriangles1'), { unique: 8n, total: 32n });
    assert.deepStrictEqual(count(m, 'QuasiDitrigsTwoTriangles3'), { unique: 7n, total: 14n });
    assert.deepStrictEqual(count(m, 'Polytrigs23Trefoil1'), { unique: 4548n, total: 13644n });
    assert.deepStrictEqual(count(m, 'Polytrigs23Trefoil2'), { unique: 70n, total: 210n });
    assert.deepStrictEqual(count(m, 'Polytrigs23Trefoil3'), { unique: 28n, total: 84n });
    assert.deepStrictEqual(count(m, 'Polytrigs23TriangleStack_x'), { unique: 0n, total: 0n });
  });

  it("reproduces the rest of Polyform Puzzler's tritrig counts (examples/polytrigs.logel)", () => {
    const m = model(readFileSync(join(__dirname, '../../../../examples/polytrigs.logel'), 'utf8'));
    const counts = Object.fromEntries(m.forms.filter((f) => f.name.startsWith('Tritrigs') && !/Parallelogram5x2|Hexagon\d/.test(f.name))
      .map((f) => [f.name, count(m, f.name).unique]));
    assert.deepStrictEqual(counts, {
      TritrigsHex2Ring: 0n, TritrigsHex3x1Ring: 1n, TritrigsTrapezoid5x3Ring: 1n, TritrigsStackedElongatedHexagons2x2x1: 9n,
      TritrigsJaggedTrapezoid5x3: 1n, TritrigsSpikedTriangle1: 6n, TritrigsSpikedTriangle2: 0n, TritrigsTrapezoid6x2: 8n,
      TritrigsTrefoil1: 0n, TritrigsTrefoil2: 0n, TritrigsWhorl: 0n, TritrigsTriangle1: 1n, TritrigsTriangle2: 4n,
      TritrigsTriangle3: 6n, TritrigsTriangle4: 1n, TritrigsHeart1: 50n, TritrigsHeart2: 52n,
      TritrigsTriangle_x2: 0n, TritrigsTriangle_x3: 0n, TritrigsTriangle_x4: 0n, TritrigsTriangle_x5: 0n,
      TritrigsTriangle_x6: 0n, TritrigsTriangle_x7: 0n, TritrigsTriangle_x9: 0n,
      TritrigsSpinner1: 6n, TritrigsSpinner2: 0n, TritrigsSpinner3: 0n,
    });
  });

  it('TritrigsTriangle_x1 and _x8 have no solution because Y3 fits nowhere in them (the check says so at the form)', () => {
    // Polyform Puzzler's triangle of side 5 without its inner triangle of side 2 (_x1), and without nine other segments (_x8).
    const boards = {
      TritrigsTriangle_x1: ['            +', '           / \\', '          + - +', '         / \\ / \\', '        + - + - +', '       / \\     / \\',
        '      + - +   + - +', '     / \\         / \\', '    + - +   +   + - +', '   / \\ / \\ / \\ / \\ / \\', '  + - + - + - + - + - +'],
      TritrigsTriangle_x8: ['            +', '           / \\', '          + - +', '         /   / \\', '        + - + - +', '       / \\ /   / \\',
        '      + - +   + - +', '     / \\       \\ / \\', '    + - + - +   +   +', '   / \\   \\ / \\ / \\ / \\', '  + - + - + - + - + - +'],
    };
    for (const [name, art] of Object.entries(boards)) {
      const text = `use tritrigs\nform ${name} uses tritrigs {\n${art.join('\n')}\n}\n`;
      assert.deepStrictEqual(new BackgroundChecks(standardLibrary).count(text, name)!.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.character} ${d.code} ${d.message}`),
        [`1:5-${5 + name.length} tile-fits-nowhere tile Y3 fits nowhere in form ${name}`], name);
    }
  });

  it('the 19 one-sided tritrigs: the 12 turned only, with the mirror images of the seven unlike theirs; OneSidedTritrigsTrilobedCuboid 9, and its _x variant 0 because O3 fits nowhere', () => {
    const tiles = standardLibrary.tileSet('one_sided_tritrigs')!.tiles;
    assert.deepStrictEqual(tiles.map((t) => t.name).join(' '), 'I3 L3 J3 T3 S3 C3 U3 P3 E3 Y3 Z3 O3 l3 j3 t3 s3 u3 p3 z3');
    // A piece and its lower-case mirror image have between them the shapes of the free piece, each once.
    const shapes = (list: readonly { shapes: unknown[] }[]) => list.flatMap((t) => t.shapes.map((c) => JSON.stringify(c))).sort();
    for (const free of standardLibrary.tileSet('tritrigs')!.tiles) {
      assert.deepStrictEqual(shapes(tiles.filter((t) => t.name.toUpperCase() === free.name)), shapes([free]), free.name);
    }
    const m = model(readFileSync(join(__dirname, '../../../../examples/polytrigs.logel'), 'utf8'));
    assert.deepStrictEqual(count(m, 'OneSidedTritrigsTrilobedCuboid'), { unique: 9n, total: 54n });
    const x = ["      + - + - +", "     / \\   \\   \\", "    +   + - + - + - +", "   / \\ / \\   \\   \\   \\", "  +   +   + - + - + - +", "   \\ / \\ / \\   \\   \\   \\", "    +   +   + - + - + - +", "   / \\ / \\ /   /   /   /", "  +   +   + - + - + - +", "   \\ / \\ /   /   /   /", "    +   + - + - + - +", "     \\ /   /   /", "      + - + - +"];
    const text = `use one_sided_tritrigs\nform OneSidedTritrigsTrilobedCuboid_x uses one_sided_tritrigs {\n${x.join('\n')}\n}\n`;
    assert.deepStrictEqual(new BackgroundChecks(standardLibrary).count(text, 'OneSidedTritrigsTrilobedCuboid_x')!.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.message}`),
      ['1:5 tile O3 fits nowhere in form OneSidedTritrigsTrilobedCuboid_x']);
  });

  it("QuasiDitrigsHexagram has no solution, as Polyform Puzzler says: the check finds S12 and Z12 fit nowhere", () => {
    const hexagram = ['        +', '       / \\', '  + - + - + - +', '   \\ /     \\ /', '    +       +', '   / \\     / \\', '  + - + - + - +', '       \\ /', '        +'];
    const text = `use quasi_ditrigs\nform QuasiDitrigsHexagram uses quasi_ditrigs {\n${hexagram.join('\n')}\n}\n`;
    const m = model(text);
    assert.deepStrictEqual(new BackgroundChecks(standardLibrary).count(text, 'QuasiDitrigsHexagram')!.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.character} ${d.message}`),
      ['1:5-25 tile S12 fits nowhere in form QuasiDitrigsHexagram', '1:5-25 tile Z12 fits nowhere in form QuasiDitrigsHexagram']);
    assert.deepStrictEqual(count(m, 'QuasiDitrigsHexagram'), { unique: 0n, total: 0n });
  });
});

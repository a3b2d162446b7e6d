// Edge grids (polytwigs): the twigs grid (the honeycomb's edges), the standard polytwig sets against
// the known enumerations, and Polyform Puzzler's counts from examples/polytwigs.logel (PP counts up
// to the board's symmetry).
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { drawArt } from '../../../core/grids/art';
import { Cell } from '../../../core/grids/shape';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm } from '../../../core/tiling/solve';
import { count, model } from './edgeForms';

describe('edge grids: polytwigs', () => {
  const twigs = standardLibrary.grid('twigs')!;
  const examples = readFileSync(join(__dirname, '../../../../examples/polytwigs.logel'), 'utf8');

  it('the twigs grid has 6 rotations and 12 transforms; art draws the points where three segments meet', () => {
    assert.deepStrictEqual([twigs.rotations.length, twigs.transforms.length], [6, 12]);
    const y3 = standardLibrary.tileSet('polytwigs_123')!.tiles.find((t) => t.name === 'Y3')!;
    assert.deepStrictEqual(drawArt(twigs, y3.shapes[0]), ['+', ' ╲', '  + ─ +', ' ╱', '+']);
  });

  it('the standard sets hold the 1, 1, 3, 4, 12 and 27 free polytwigs of 1 to 6 segments (1, 1, 4, 6 and 19 one-sided up to 5)', () => {
    const sizes = (set: string) => {
      const bySize = new Map<number, { pieces: number; fixed: number }>();
      for (const t of standardLibrary.tileSet(set)!.tiles) {
        const n = bySize.get(t.atomCount) ?? { pieces: 0, fixed: 0 };
        n.pieces++;
        n.fixed += t.shapes.length;
        bySize.set(t.atomCount, n);
      }
      return [...bySize].sort((a, b) => a[0] - b[0]).map(([k, v]) => [k, v.pieces, v.fixed]);
    };
    // Fixed: every free piece's distinct orientations, 3, 6, 14, 36 and 99 in all.
    assert.deepStrictEqual([...sizes('polytwigs_123'), ...sizes('tetratwigs'), ...sizes('pentatwigs')],
      [[1, 1, 3], [2, 1, 6], [3, 3, 14], [4, 4, 36], [5, 12, 99]]);
    assert.deepStrictEqual([...sizes('one_sided_polytwigs_123'), ...sizes('one_sided_tetratwigs'), ...sizes('one_sided_pentatwigs')],
      [[1, 1, 3], [2, 1, 6], [3, 4, 14], [4, 6, 36], [5, 19, 99]]);
    assert.deepStrictEqual(sizes('polytwigs_1234'), [[1, 1, 3], [2, 1, 6], [3, 3, 14], [4, 4, 36]]);
    assert.deepStrictEqual(sizes('polytwigs_45'), [[4, 4, 36], [5, 12, 99]]);
    assert.deepStrictEqual(sizes('hexatwigs'), [[6, 27, 281]]);
  });

  it("reproduces Polyform Puzzler's tetratwig and polytwig counts (examples/polytwigs.logel)", () => {
    const m = model(examples);
    const unique = (form: string) => Number(count(m, form).unique);
    const published: [string, number][] = [
      ['Tetratwigs3x1', 0], ['TetratwigsArch', 2], ['OneSidedTetratwigsButterfly', 0],
      ['OneSidedTetratwigs3x2_1', 0], ['OneSidedTetratwigs3x2_2', 0],
      ['OneSidedTetratwigsTriangle_1', 2], ['OneSidedTetratwigsTriangle_2', 1], ['OneSidedTetratwigsTriangle_3', 2],
      ['OneSidedTetratwigsTriangle_4', 1], ['OneSidedTetratwigsTriangle_5', 0],
      ['OneSidedTetratwigsArch_1', 1], ['OneSidedTetratwigsArch_2', 1], ['OneSidedTetratwigsArch_3', 1],
      ['OneSidedTetratwigsArch_4', 1], ['OneSidedTetratwigsArch_5', 0],
      ['Polytwigs1234Hex1', 1175], ['Polytwigs1234Hex2', 1506], ['Polytwigs1234UnborderedTrapezoid5x4', 0],
      ['Polytwigs1234InsetRectangle4x2', 5755],
    ];
    assert.deepStrictEqual(published.map(([f]) => [f, unique(f)]), published);
    assert.deepStrictEqual(count(m, 'Polytwigs1234Hex1'), { unique: 1175n, total: 4700n });
  });

  it('HexatwigsTriangle: the 27 hexatwigs have 9,731 positions in the triangle of 162 segments (docs/grids.md)', () => {
    const p = prepareForm(model(examples).forms.find((f) => f.name === 'HexatwigsTriangle')!);
    assert.deepStrictEqual([p.atoms.count, p.form.tiles.length, p.numbers.positions.generated], [162, 27, 9731]);
  });

  it('HexatwigsTriangle: the hexatwigs have 92 ends, and the triangle 88 points where three segments meet (docs/edge-counts.md)', () => {
    // Points where a piece or the board has 1, 2 or 3 segments, read off the drawn art: a glyph stands
    // halfway between the two points of its segment.
    const degrees = (cells: Cell[]) => {
      const degree = new Map<string, number>();
      drawArt(twigs, cells).forEach((line, row) => [...line].forEach((g, col) => {
        const ends = g === '─' ? [[col - 2, row], [col + 2, row]] : g === '╱' ? [[col + 1, row - 1], [col - 1, row + 1]]
          : g === '╲' ? [[col - 1, row - 1], [col + 1, row + 1]] : [];
        for (const e of ends) degree.set(e.join(), (degree.get(e.join()) ?? 0) + 1);
      }));
      return [1, 2, 3].map((d) => [...degree.values()].filter((n) => n === d).length);
    };
    const form = model(examples).forms.find((f) => f.name === 'HexatwigsTriangle')!;
    assert.deepStrictEqual(degrees(form.cells), [0, 30, 88]);
    const ends = standardLibrary.tileSet('hexatwigs')!.tiles.map((t) => { const [one, , three] = degrees(t.shapes[0]); return one + three; });
    assert.deepStrictEqual([ends.reduce((a, b) => a + b, 0), ends.filter((e) => e === 0).length, ends.filter((e) => e === 6).length], [92, 1, 3]);
  });

  it("reproduces Polyform Puzzler's 30 pentatwig counts and OneSidedPolytwigs123Triangle (examples/polytwigs.logel)", () => {
    const m = model(examples);
    const published: [string, number][] = [
      ['PentatwigsTriangle', 56], ['PentatwigsTriangle2', 6], ['PentatwigsTriangle3', 2], ['Pentatwigs5x3', 194],
      ['PentatwigsChevron3x3', 115], ['PentatwigsChevron5x2', 241], ['PentatwigsTrapezoid6x3', 184],
      ['PentatwigsHexagonRing', 0], ['PentatwigsStaggeredRectangle5x3', 145], ['PentatwigsWaveStaggeredRectangle5x3', 202],
      ['PentatwigsButterfly1', 8], ['PentatwigsButterfly_X', 0], ['PentatwigsTrefoil', 4], ['Pentatwigs3Congruent1', 4],
      ['PentatwigsTrefoil_x1', 0], ['PentatwigsTrefoil_x2', 0], ['PentatwigsTrefoilRing_x', 0], ['PentatwigsMobiusStrip1', 6],
      ['Pentatwigs4x4_1', 1], ['Pentatwigs4x4_2', 8], ['PentatwigsElongatedRoundedRectangle1', 21],
      ['PentatwigsRosetteCluster1', 9], ['PentatwigsRosetteCluster2', 11], ['PentatwigsTwoHexagons', 0],
      ['PentatwigsSnowflake', 0], ['PentatwigsX1', 32], ['PentatwigsSemiregularHexagonRing_x', 0],
      ['PentatwigsElongatedHexagonRing_x', 0], ['PentatwigsElongatedHexagon5x2_1', 2], ['PentatwigsHexagram_x', 0],
      ['OneSidedPolytwigs123Triangle', 3],
    ];
    assert.deepStrictEqual(published.map(([f]) => [f, Number(count(m, f).unique)]), published);
    // The one without symmetry: Polyform Puzzler's "6?" is every solution.
    assert.deepStrictEqual(count(m, 'PentatwigsMobiusStrip1'), { unique: 6n, total: 6n });
  });

  it('Polytwigs1234Hex3-6: P4 in the three orientations Polyform Puzzler keeps gives its figures; up to symmetry they differ', () => {
    const m = model(examples);
    const forms = ['Polytwigs1234Hex3', 'Polytwigs1234Hex4', 'Polytwigs1234Hex5', 'Polytwigs1234Hex6'];
    assert.deepStrictEqual(forms.map((f) => count(m, f)), [2019n, 2007n, 958n, 962n].map((n) => ({ unique: n, total: n })));
    // The same boards with every P4 and counted up to their 2 symmetries (the figures in the example's comment).
    const full = model(examples.replace(/uses polytwigs_1234, p4_three_ways \{\n  symmetry off\n  tiles .*\n/g, 'uses polytwigs_1234 {\n'));
    assert.deepStrictEqual(forms.map((f) => count(full, f)), [[3264n, 6528n], [3238n, 6476n], [2064n, 4128n], [2567n, 5134n]].map(([unique, total]) => ({ unique, total })));
  });
});

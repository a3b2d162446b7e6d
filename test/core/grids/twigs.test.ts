// Edge grids (polytwigs): the twigs grid (the honeycomb's edges), the standard polytwig sets against
// the known enumerations, and Polyform Puzzler's counts from examples/polytwigs.logel (PP counts up
// to the board's symmetry).
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { drawArt } from '../../../core/grids/art';
import { standardLibrary } from '../../../core/language/library';
import { count, model } from './edgeForms';

describe('edge grids: polytwigs', () => {
  const twigs = standardLibrary.grid('twigs')!;

  it('the twigs grid has 6 rotations and 12 transforms; art draws the points where three segments meet', () => {
    assert.deepStrictEqual([twigs.rotations.length, twigs.transforms.length], [6, 12]);
    const y3 = standardLibrary.tileSet('polytwigs_123')!.tiles.find((t) => t.name === 'Y3')!;
    assert.deepStrictEqual(drawArt(twigs, y3.shapes[0]), ['+', ' ╲', '  + ─ +', ' ╱', '+']);
  });

  it('the standard sets hold the 1, 1, 3, 4 and 12 free polytwigs of 1 to 5 segments (1, 1, 4, 6 and 19 one-sided)', () => {
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
  });

  it("reproduces Polyform Puzzler's tetratwig and polytwig counts (examples/polytwigs.logel)", () => {
    const m = model(readFileSync(join(__dirname, '../../../../examples/polytwigs.logel'), 'utf8'));
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
});

// The prism grid (BurrTools' triangular prisms): its symmetry group, pieces turned in space, and the
// counts of examples/prisms.logel against the triangle grid and a count by hand.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { standardLibrary } from '../../../core/language/library';
import { count, model } from './edgeForms';

const prism = standardLibrary.grid('prism')!;
const example = () => model(readFileSync(join(__dirname, '../../../../examples/prisms.logel'), 'utf8'));

describe('grids: triangular prisms', () => {
  it('has 12 rotations (6 turns, each also turned over) and 24 transforms with the mirror', () => {
    assert.deepStrictEqual([prism.rotations.length, prism.transforms.length], [12, 24]);
  });

  it('a flat piece turned in space has the shapes of the free polyiamond: the 12 hexiamonds, 94 fixed (OEIS A001169)', () => {
    const prisms = example().tileSets.get('prism_hexiamonds')!.tiles;
    const plane = standardLibrary.tileSet('hexiamonds')!.tiles;
    assert.deepStrictEqual(prisms.map((t) => t.shapes.length), plane.map((t) => t.shapes.length));
    assert.strictEqual(prisms.reduce((n, t) => n + t.shapes.length, 0), 94);
  });

  it('the hexiamonds fill the 6×6 rhombus one layer high as they fill it on the triangle grid: 156', () => {
    assert.deepStrictEqual(count(example(), 'Rhombus'), { unique: 156n, total: 624n });
  });

  it('diamonds and pillars in a hexagon two layers high: 6 up to symmetry, 20 in all', () => {
    // The pillars take the same triangles of the hexagon's 6-cycle out of both layers, and each layer's
    // diamonds pair up the rest: no pillar 2·2 ways, all six 1, two neighbours 6·1, two opposite 3·1,
    // four (a neighbouring pair left) 6·1. Up to turning and mirroring: two without pillars, one each else.
    assert.deepStrictEqual(count(example(), 'HexagonTower'), { unique: 6n, total: 20n });
  });
});

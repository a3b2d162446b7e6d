// A second solution by flipping a 2×2 checkerboard (core/nonogram/swap.ts): what it returns is a
// solution, differs from the first in such a flip, and exists exactly where brute force finds one.
import * as assert from 'assert';
import { swappedSolution } from '../../../core/nonogram/swap';
import { staircaseAndDiagonal } from './needsSat';
import { bruteCount, puzzleOf, satisfies, seeded } from './random';

const open = (cells: number): Uint32Array => new Uint32Array(cells).fill(3);

describe('nonogram 2×2 swap', () => {
  it('on 300 random pictures of up to 5×5: every swap found is another solution, four cells of a 2×2 checkerboard away; none on unique puzzles', () => {
    const random = seeded(17);
    let found = 0, unique = 0;
    for (let trial = 0; trial < 300; trial++) {
      const width = 2 + Math.floor(random() * 4), height = 2 + Math.floor(random() * 4);
      const picture = Uint8Array.from({ length: width * height }, () => random() < 0.5 ? 1 : 0);
      const p = puzzleOf(picture, width, height);
      const other = swappedSolution(width, height, picture, open(width * height));
      if (bruteCount(p, 2) === 1) { unique++; assert.strictEqual(other, null, `trial ${trial}`); continue; }
      if (!other) continue;
      found++;
      assert.ok(satisfies(p, other), `trial ${trial}`);
      const changed = [...other.keys()].filter((i) => other[i] !== picture[i]);
      assert.strictEqual(changed.length, 4, `trial ${trial}`);
      const xs = new Set(changed.map((i) => i % width)), ys = new Set(changed.map((i) => Math.floor(i / width)));
      assert.deepStrictEqual([xs.size, ys.size], [2, 2], `trial ${trial}`);
    }
    assert.ok(found > 20 && unique > 20, `${found} swaps found, ${unique} unique puzzles`);
  });

  it("finds the staircase's other diagonal, and none when the diagonal's cells are given as hints", () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9);
    const first = Uint8Array.from(solutions[0].split(''), Number);
    assert.strictEqual(swappedSolution(p.width, p.height, first, open(p.width * p.height))?.join(''), solutions[1]);
    const cells = open(p.width * p.height);
    const corner = (p.width - 2) * p.width + p.width - 2;     // the diagonal's top-left cell
    cells[corner] = first[corner] ? 2 : 1;
    assert.strictEqual(swappedSolution(p.width, p.height, first, cells), null);
  });
});

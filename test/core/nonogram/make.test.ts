// Making nonograms from pictures: each made puzzle is checked here by the solver on its own clues
// (unique, paints the changed picture, at the rating asked for), the changes are counted against
// the picture, and minimal and smallest are checked by taking changes back and by brute force.
import * as assert from 'assert';
import { makeNonogram, MadeNonogram, puzzleOfPicture } from '../../../core/nonogram/make';
import { Picture, pictureFromText } from '../../../core/nonogram/picture';
import { Rating, solveNonogram } from '../../../core/nonogram/solve';
import { designedPicture } from './pictures';

const rank: Record<Rating, number> = { line: 0, probing: 1, search: 2 };

function good(picture: Picture, rating: Rating): boolean {
  const r = solveNonogram(puzzleOfPicture(picture, 'P'), { limit: 2 });
  return r.complete && r.solutions.length === 1 && rank[r.rating!] <= rank[rating];
}

/** Checks what a made nonogram claims, by the solver and by counting. */
function checkMade(picture: Picture, made: MadeNonogram, rating: Rating = 'search'): void {
  const goal = made.puzzle.goal!;
  const differing = [...goal.keys()].filter((i) => goal[i] !== picture.cells[i]);
  assert.deepEqual(made.changes.map((c) => [c.cell, c.from, c.to]), differing.map((i) => [i, picture.cells[i], goal[i]]));
  const r = solveNonogram(made.puzzle, { limit: 2 });
  assert.equal(r.solutions.length, 1);
  assert.ok(r.complete);
  assert.deepEqual([...r.solutions[0]], [...goal]);
  assert.equal(made.unique, true);
  assert.equal(made.rating, r.rating);
  assert.ok(rank[r.rating!] <= rank[rating], `rating ${r.rating} is harder than ${rating}`);
  if (made.minimal) {
    for (const c of made.changes) {
      const back = { ...picture, cells: goal.slice() };
      back.cells[c.cell] = c.from;
      assert.ok(!good(back, rating), `taking back the change at cell ${c.cell} keeps the puzzle unique`);
    }
  }
}

describe('nonogram: making a puzzle from a picture', () => {
  it('a 2x2 swap: one change, proved the fewest', () => {
    const picture = pictureFromText('#..\n.#.\n...\n');
    assert.equal(good(picture, 'search'), false);
    const made = makeNonogram(picture, 'Swap');
    checkMade(picture, made);
    assert.equal(made.changes.length, 1);
    assert.deepEqual([made.minimal, made.smallest.proved], [true, true]);
  });

  it('a picture that is unique as it is: no change', () => {
    const picture = pictureFromText('.##\n#.#\n###');
    const made = makeNonogram(picture, 'Duck');
    checkMade(picture, made);
    assert.deepEqual([made.changes.length, made.rating, made.smallest.how], [0, 'line', 'the picture is unique as it is']);
  });

  it('proves the fewest changes by trying every smaller set when there are few', () => {
    // two diagonal pairs in an empty board: every way of placing one cell per row and column fits
    const picture = pictureFromText('#.....\n.#....\n......\n......\n....#.\n.....#');
    const made = makeNonogram(picture, 'Pairs', { proofBudget: 10_000 });
    checkMade(picture, made);
    assert.equal(made.smallest.proved, true);
    assert.equal(made.minimal, true);
    // brute force: no set of fewer changes makes it unique
    if (made.changes.length >= 2) {
      for (let i = 0; i < picture.cells.length; i++) {
        const cells = picture.cells.slice();
        cells[i] = 1 - cells[i];
        assert.ok(!good({ ...picture, cells }, 'search'), `one change at cell ${i} would do`);
      }
    }
    assert.ok(made.changes.length >= 2);
  });

  it('at most the rating asked for: line logic alone solves the repaired puzzle', () => {
    const picture = designedPicture(7, 20, 20, { swaps: 3, noise: 3, stripes: 1 });
    const made = makeNonogram(picture, 'Line', { rating: 'line' });
    checkMade(picture, made, 'line');
    assert.equal(made.rating, 'line');
  });

  it('colour pictures: unique after changes to other colours of the picture', () => {
    const picture = pictureFromText('r = #ff0000\nb = #0000ff\nrb.rr\nbr.rr\n..bbb\nrrbrb\n');
    const made = makeNonogram(picture, 'Colours');
    checkMade(picture, made);
    assert.ok(made.changes.every((c) => c.to < picture.colours.length));
  });

  it('seeded pictures with 2x2 swaps, noise and thin stripes come out unique with changes to under 5 % of the cells', () => {
    for (const [size, seeds] of [[20, 10], [30, 3]]) {
      for (let seed = 1; seed <= seeds; seed++) {
        const picture = designedPicture(seed, size, size, { swaps: 2, noise: 2, stripes: 1 });
        const made = makeNonogram(picture, 'P');
        checkMade(picture, made);
        assert.equal(made.minimal, true, `seed ${seed}`);
        assert.ok(made.changes.length < 0.05 * size * size, `seed ${seed}, ${size}x${size}: ${made.changes.length} changes`);
      }
    }
  });
});

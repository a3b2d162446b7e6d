// Making nonograms from pictures: each made puzzle is checked here by the solver on its own clues
// (unique, paints the changed picture, at the rating asked for), the changes are counted against
// the picture, and minimal and smallest are checked by taking changes back and by brute force.
import * as assert from 'assert';
import { makeNonogram, makeNonogramHints, MadeNonogram, puzzleOfPicture } from '../../../core/nonogram/make';
import { Picture, pictureFromText } from '../../../core/nonogram/picture';
import { Rating, solveNonogram } from '../../../core/nonogram/solve';
import { designedPicture } from './pictures';
import { seeded } from './random';
import { BLACK_AND_WHITE } from '../../../core/nonogram/puzzle';

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

/** A picture's puzzle with the given cells as starting hints. */
function withHints(picture: Picture, cells: number[]) {
  const hints = new Int8Array(picture.cells.length).fill(-1);
  for (const c of cells) hints[c] = picture.cells[c];
  return { ...puzzleOfPicture(picture, 'P'), hints };
}

function goodWithHints(picture: Picture, cells: number[], rating: Rating): boolean {
  const r = solveNonogram(withHints(picture, cells), { limit: 2 });
  return r.complete && r.solutions.length === 1 && rank[r.rating!] <= rank[rating];
}

/** Checks what a nonogram made with hints claims: the picture unchanged, unique from its hints at the rating, minimal. */
function checkHinted(picture: Picture, made: MadeNonogram, rating: Rating = 'search'): void {
  assert.deepEqual(made.changes, []);
  assert.deepEqual([...made.puzzle.goal!], [...picture.cells]);
  assert.deepEqual([...made.puzzle.hints!].flatMap((h, i) => (h >= 0 ? [[i, h]] : [])), made.hints.map((i) => [i, picture.cells[i]]));
  const r = solveNonogram(made.puzzle, { limit: 2 });
  assert.deepEqual([r.complete, r.solutions.length, made.unique, made.rating], [true, 1, true, r.rating]);
  assert.deepEqual([...r.solutions[0]], [...picture.cells]);
  assert.ok(rank[r.rating!] <= rank[rating], `rating ${r.rating} is harder than ${rating}`);
  assert.equal(made.minimal, true);
  for (const c of made.hints) assert.ok(!goodWithHints(picture, made.hints.filter((h) => h !== c), rating), `the hint at cell ${c} can go`);
}

describe('nonogram: starting hints instead of changes', () => {
  it('a 2x2 swap: one hint, proved the fewest, the picture unchanged', () => {
    const picture = pictureFromText('#..\n.#.\n...\n');
    const made = makeNonogramHints(picture, 'Swap');
    checkHinted(picture, made);
    assert.equal(made.hints.length, 1);
    assert.deepEqual([made.smallest.proved, made.smallest.how], [true, 'every set of fewer hints among the 4 cells line logic and probing leave unknown fails: 1 solved, the rest ruled out by the 1 other solution found']);
  });

  it('a unique picture needs none', () => {
    const picture = pictureFromText('.##\n#.#\n###');
    const made = makeNonogramHints(picture, 'Duck');
    checkHinted(picture, made);
    assert.deepEqual([made.hints, made.rating, made.smallest.how], [[], 'line', 'the picture is unique as it is']);
  });

  it('the proof of fewest agrees with brute force over every smaller set of cells', () => {
    // one cell in each of rows and columns 1, 2, 5 and 6: any of the 4! ways to match them fits, so three hints are needed
    const picture = pictureFromText('#.....\n.#....\n......\n......\n....#.\n.....#');
    const made = makeNonogramHints(picture, 'Pairs');
    checkHinted(picture, made);
    assert.deepEqual([made.smallest.proved, made.smallest.how], [true, 'every set of fewer hints among the 16 cells line logic and probing leave unknown fails: 1 solved, the rest ruled out by the 19 other solutions found']);
    const n = picture.cells.length;
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) assert.ok(!goodWithHints(picture, [a, b], 'search'), `hints at ${a} and ${b} would do`);
    assert.equal(made.hints.length, 3);
  });

  it('--rating is honoured: line logic alone solves the puzzle with hints made for line, probing needs fewer', () => {
    // a random 15x15 picture, half black: not unique, and probing decides more than line logic
    const random = seeded(4);
    const cells = new Uint8Array(15 * 15).map(() => (random() < 0.5 ? 1 : 0));
    const picture: Picture = { width: 15, height: 15, colours: [...BLACK_AND_WHITE], cells };
    assert.equal(good(picture, 'search'), false);
    const line = makeNonogramHints(picture, 'Line', { rating: 'line' });
    checkHinted(picture, line, 'line');
    const probing = makeNonogramHints(picture, 'Probing', { rating: 'probing' });
    checkHinted(picture, probing, 'probing');
    const search = makeNonogramHints(picture, 'Search', { rating: 'search' });
    checkHinted(picture, search, 'search');
    assert.deepEqual([line.rating, line.hints.length, probing.rating, probing.hints.length, search.hints.length], ['line', 6, 'probing', 1, 1]);
    assert.deepEqual([probing.smallest.proved, search.smallest.proved], [true, true]);
  });

  it('seeded pictures with 2x2 swaps, noise and thin stripes come out unique with hints on under 5 % of the cells', () => {
    const pictures = [1, 2, 3, 4, 5, 6].map((seed) => designedPicture(seed, 20, 20, { swaps: 2, noise: 2, stripes: 1 }))
      .concat([1, 3, 4].map((seed) => designedPicture(seed, 30, 30, { swaps: 6, noise: 10, stripes: 2 })));
    let hinted = 0;
    for (const [i, picture] of pictures.entries()) {
      const made = makeNonogramHints(picture, 'P');
      checkHinted(picture, made);
      if (made.hints.length > 0) hinted++;
      assert.ok(made.hints.length < 0.05 * picture.cells.length, `picture ${i}: ${made.hints.length} hints`);
    }
    assert.ok(hinted >= 6, `only ${hinted} pictures needed hints`);
  });
});

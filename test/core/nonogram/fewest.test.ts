// The proof of fewest changes (and hints), core/nonogram/fewest.ts, against brute force: on small
// seeded random pictures whose clues are not unique, every set of fewer cells than the made puzzle's
// is solved here, and none may work when the made puzzle says its set is proved the fewest.
import * as assert from 'assert';
import { makeNonogram, makeNonogramHints, MadeNonogram, puzzleOfPicture } from '../../../core/nonogram/make';
import type { Picture } from '../../../core/nonogram/picture';
import { BLACK_AND_WHITE, type NonogramPuzzle } from '../../../core/nonogram/puzzle';
import { Rating, solveNonogram } from '../../../core/nonogram/solve';
import { seeded } from './random';

const rank: Record<Rating, number> = { line: 0, probing: 1, search: 2 };

/** Unique, and solved at most at the rating. */
function works(puzzle: NonogramPuzzle, rating: Rating): boolean {
  const r = solveNonogram(puzzle, { limit: 2 });
  return r.complete && r.solutions.length === 1 && rank[r.rating!] <= rank[rating];
}

/** Calls `each` with every set of `k` of the numbers below `n`, until it returns true; true when one did. */
function someSet(n: number, k: number, each: (set: number[]) => boolean, from = 0, set: number[] = []): boolean {
  if (set.length === k) return each(set);
  for (let i = from; i <= n - (k - set.length); i++) {
    set.push(i);
    if (someSet(n, k, each, i + 1, set)) return true;
    set.pop();
  }
  return false;
}

/** Every way to give each cell of `set` another colour than the picture's; true when `each` returned true for one. */
function someRecolouring(picture: Picture, set: number[], each: (cells: Uint8Array) => boolean): boolean {
  const cells = picture.cells.slice();
  const visit = (i: number): boolean => {
    if (i === set.length) return each(cells);
    for (let c = 0; c < picture.colours.length; c++) {
      if (c === picture.cells[set[i]]) continue;
      cells[set[i]] = c;
      if (visit(i + 1)) return true;
    }
    cells[set[i]] = picture.cells[set[i]];
    return false;
  };
  return visit(0);
}

/** The smallest number of changes, below `below`, that makes the picture unique at the rating; `below` when none. */
function fewestChangesByBruteForce(picture: Picture, rating: Rating, below: number): number {
  for (let k = 0; k < below; k++) {
    if (someSet(picture.cells.length, k, (set) => someRecolouring(picture, set, (cells) => works(puzzleOfPicture({ ...picture, cells }, 'P'), rating)))) return k;
  }
  return below;
}

/** The same for starting hints (any cells, in the picture's colours). */
function fewestHintsByBruteForce(picture: Picture, rating: Rating, below: number): number {
  const puzzle = puzzleOfPicture(picture, 'P');
  for (let k = 0; k < below; k++) {
    const found = someSet(picture.cells.length, k, (set) => {
      const hints = new Int8Array(picture.cells.length).fill(-1);
      for (const cell of set) hints[cell] = picture.cells[cell];
      return works({ ...puzzle, hints }, rating);
    });
    if (found) return k;
  }
  return below;
}

function randomPicture(seed: number, width: number, height: number, density: number, colours = 2): Picture {
  const random = seeded(seed);
  const cells = new Uint8Array(width * height).map(() => (random() < density ? 1 + Math.floor(random() * (colours - 1)) : 0));
  const palette = colours === 2 ? [...BLACK_AND_WHITE] : [BLACK_AND_WHITE[0], { name: 'r', rgb: '#d52b1e' }, { name: 'b', rgb: '#1e6fd5' }];
  return { width, height, colours: palette, cells };
}

/** The seeded pictures of these sizes and densities whose clues have more than one solution. */
function ambiguousPictures(sizes: [number, number][], densities: number[], seeds: number, colours = 2): Picture[] {
  const out: Picture[] = [];
  for (const [width, height] of sizes) {
    for (const density of densities) {
      for (let seed = 1; seed <= seeds; seed++) {
        const picture = randomPicture(seed, width, height, density, colours);
        if (!works(puzzleOfPicture(picture, 'P'), 'search')) out.push(picture);
      }
    }
  }
  return out;
}

/** A proof with room to finish on these small pictures, so that the result does not depend on the clock. */
const unbounded = { proofBudget: 1_000_000, proofMs: 3_600_000 };

/** What the made puzzle claims about its set, against brute force; answers the number of cells in its set. */
function checkFewest(picture: Picture, made: MadeNonogram, size: number, rating: Rating, brute: (below: number) => number): number {
  const where = `${picture.width}x${picture.height} ${[...picture.cells].join('')}`;
  assert.deepStrictEqual([made.unique, made.minimal, made.smallest.proved], [true, true, true], `${where}: ${made.smallest.how}`);
  assert.ok(rank[made.rating!] <= rank[rating], where);
  assert.ok(works(made.puzzle, rating), where);
  assert.strictEqual(brute(size), size, `${where}: a set of fewer than ${size} works`);
  return size;
}

describe('nonogram: the proof of fewest against brute force', function () {
  // Each test is 1-2.5 s of CPU (thousands of small solves): room for a machine shared by many.
  this.timeout(120_000);

  it('changes: on random 5x5 and 6x6 pictures no set of fewer changes than the proved fewest works', () => {
    const pictures = [...ambiguousPictures([[5, 5]], [0.25, 0.5], 30), ...ambiguousPictures([[6, 6]], [0.2, 0.3], 30)];
    const sizes = pictures.map((picture) => {
      const made = makeNonogram(picture, 'P', unbounded);
      return checkFewest(picture, made, made.changes.length, 'search', (below) => fewestChangesByBruteForce(picture, 'search', below));
    });
    // Not only the pictures where one change is trivially the fewest.
    assert.ok(pictures.length >= 40, `${pictures.length} pictures`);
    assert.ok(sizes.filter((n) => n >= 2).length >= 15 && sizes.some((n) => n >= 3), `sizes ${sizes.join(' ')}`);
  });

  it('changes at rating line: fewer changes never give a puzzle that line logic alone solves', () => {
    const pictures = ambiguousPictures([[5, 5]], [0.3, 0.5], 20);
    const sizes = pictures.map((picture) => {
      const made = makeNonogram(picture, 'P', { ...unbounded, rating: 'line' });
      return checkFewest(picture, made, made.changes.length, 'line', (below) => fewestChangesByBruteForce(picture, 'line', below));
    });
    assert.ok(sizes.some((n) => n >= 2), `sizes ${sizes.join(' ')}`);
  });

  it('changes in colour pictures: every other colour of every cell counts', () => {
    const pictures = ambiguousPictures([[5, 5]], [0.3, 0.5], 30, 3);
    const sizes = pictures.map((picture) => {
      const made = makeNonogram(picture, 'P', unbounded);
      return checkFewest(picture, made, made.changes.length, 'search', (below) => fewestChangesByBruteForce(picture, 'search', below));
    });
    assert.ok(pictures.length >= 5 && sizes.some((n) => n >= 2), `sizes ${sizes.join(' ')}`);
  });

  it('hints: on random 5x5 and 6x6 pictures no set of fewer starting hints, on any cells, works', () => {
    const pictures = ambiguousPictures([[5, 5], [6, 6]], [0.2, 0.3], 20);
    const sizes = pictures.map((picture) => {
      const made = makeNonogramHints(picture, 'P', unbounded);
      return checkFewest(picture, made, made.hints.length, 'search', (below) => fewestHintsByBruteForce(picture, 'search', below));
    });
    assert.ok(sizes.some((n) => n >= 3), `sizes ${sizes.join(' ')}`);
  });
});

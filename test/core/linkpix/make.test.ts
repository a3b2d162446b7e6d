// Link-a-Pix made from pictures (core/linkpix/make.ts): on seeded random pictures of several sizes
// and colour counts the made puzzle is unique (solved again here), its paths keep the rules
// (checked by verify.ts, not the solver), paint exactly the picture and obey --max-length; the
// re-split of a non-unique puzzle is unique and only splits the paths of one of its solutions.
import * as assert from 'assert';
import { makeLinkpix, pathFigures, resplitEdit, resplitLinkpix } from '../../../core/linkpix/make';
import { linkpixBlocksOf } from '../../../core/linkpix/language';
import { parse } from '../../../core/read';
import { makePuzzle, pathKey } from '../../../core/linkpix/puzzle';
import { solveLinkpix } from '../../../core/linkpix/solve';
import { ruleBroken } from '../../../core/linkpix/verify';
import type { Picture } from '../../../core/nonogram/picture';
import { seeded } from '../../seeded';
import { walkedPuzzle } from './walkedPuzzle';

/** Blobs of `colours` colours on a blank ground: rectangles and discs, some cells noise. */
function randomPicture(seed: number, width: number, height: number, colours: number): Picture {
  const random = seeded(seed);
  const int = (n: number) => Math.floor(random() * n);
  const cells = new Uint8Array(width * height);
  for (let s = 0; s < 3 + int(4); s++) {
    const colour = 1 + int(colours), cx = int(width), cy = int(height), rx = 1 + int(Math.max(1, width / 3)), ry = 1 + int(Math.max(1, height / 3));
    const disc = random() < 0.5;
    for (let y = Math.max(0, cy - ry); y <= Math.min(height - 1, cy + ry); y++) {
      for (let x = Math.max(0, cx - rx); x <= Math.min(width - 1, cx + rx); x++) {
        if (!disc || ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) cells[y * width + x] = colour;
      }
    }
  }
  for (let i = 0; i < (width * height) / 20; i++) cells[int(width * height)] = int(colours + 1);
  const rgb = ['#ffffff', '#000000', '#d52b1e', '#1e6fd5', '#2a9d3a'];
  return { width, height, cells, colours: rgb.slice(0, colours + 1).map((c, i) => ({ name: i === 0 ? 'blank' : String.fromCharCode(96 + i), rgb: c })) };
}

/** The picture the paths paint: per cell the colour of the path through it, 0 elsewhere. */
function painted(width: number, height: number, paths: ReadonlyArray<Int32Array>, colourOf: (cell: number) => number): Uint8Array {
  const cells = new Uint8Array(width * height);
  for (const p of paths) for (const c of p) cells[c] = colourOf(p[0]);
  return cells;
}

describe('making Link-a-Pix from a picture', () => {
  // One try each (the tries differ only by seed; the first case keeps the default, 24 on 36 cells):
  // what is checked holds for every try, and the best of many is the quality the conformance measures.
  const cases: [number, number, number, number, number | undefined, number | undefined][] = [
    // seed, width, height, colours, --max-length, tries
    [1, 6, 6, 1, undefined, undefined], [2, 10, 8, 1, undefined, 1], [3, 12, 12, 3, undefined, 1], [4, 20, 15, 2, undefined, 1],
    [5, 15, 15, 1, 4, 1], [6, 12, 10, 4, 6, 1], [7, 25, 20, 3, undefined, 1],
  ];
  for (const [seed, width, height, colours, maxLength, tries] of cases) {
    it(`seed ${seed}, ${width}×${height}, ${colours} colour${colours > 1 ? 's' : ''}${maxLength ? `, max length ${maxLength}` : ''}${tries ? `, ${tries} try` : ''}: unique, paints the picture, obeys the length`, () => {
      const picture = randomPicture(seed, width, height, colours);
      const made = makeLinkpix(picture, 'P', { seed, maxLength, tries });
      assert.strictEqual(made.unique, true);
      assert.strictEqual(ruleBroken(made.puzzle, made.paths), undefined);
      assert.deepStrictEqual(painted(width, height, made.paths, (c) => made.puzzle.colours[c]), picture.cells);
      const again = solveLinkpix(made.puzzle, { limit: 2 });
      assert.deepStrictEqual([again.unique, again.solutions.length], [true, 1]);
      assert.deepStrictEqual(again.solutions[0].map(pathKey).sort(), made.paths.map(pathKey).sort());
      assert.ok(made.paths.every((p) => p.length <= (maxLength ?? 16)), `a path longer than ${maxLength ?? 16}`);
      if (maxLength === undefined) assert.ok(pathFigures(made.paths).meanLength > 2, `mean length ${pathFigures(made.paths).meanLength}`);
    });
  }

  // With tiles of 5, both pictures' tiles together have a second solution (paths across the tiles), so the whole must be split.
  it('made in tiles, then as a whole: unique and paints the picture', () => {
    for (const seed of [31, 32]) {
      const picture = randomPicture(seed, 21, 17, 2);
      const made = makeLinkpix(picture, 'P', { seed, tile: 5, tries: 1 });
      assert.strictEqual(made.unique, true);
      assert.strictEqual(ruleBroken(made.puzzle, made.paths), undefined);
      assert.deepStrictEqual(painted(21, 17, made.paths, (c) => made.puzzle.colours[c]), picture.cells);
      const again = solveLinkpix(made.puzzle, { limit: 2 });
      assert.deepStrictEqual(again.solutions[0].map(pathKey).sort(), made.paths.map(pathKey).sort());
      assert.strictEqual(again.unique, true);
    }
  });

  it('made in tiles and stopped in a tile: the tiles made so far are kept, the rest 1s, and the whole proved unique', () => {
    const picture = randomPicture(31, 21, 17, 2);
    let all = 0;
    makeLinkpix(picture, 'P', { seed: 31, tile: 5, tries: 1, shouldStop: () => { all++; return false; } });
    // Stopped a third of the way through the polls of the whole make: within the tiles.
    let polls = 0;
    const made = makeLinkpix(picture, 'P', { seed: 31, tile: 5, tries: 1, shouldStop: () => ++polls >= all / 3 });
    assert.strictEqual(made.stopped, true);
    assert.strictEqual(made.unique, true);
    assert.deepStrictEqual(painted(21, 17, made.paths, (c) => made.puzzle.colours[c]), picture.cells);
    const again = solveLinkpix(made.puzzle, { limit: 2 });
    assert.deepStrictEqual([again.unique, again.solutions[0].map(pathKey).sort()], [true, made.paths.map(pathKey).sort()]);
    // The first tiles' longer paths survive the stop; the last tile's cells are 1s.
    assert.ok(made.paths.some((p) => p.length > 1), 'every cell a 1');
    const lastTile = made.paths.filter((p) => p.some((c) => c >= 15 * 21 && c % 21 >= 20));
    assert.ok(lastTile.length > 0 && lastTile.every((p) => p.length === 1), 'the last tile was made');
  });

  it('--difficulty exclusions: the made puzzle is solved by the exclusions alone', () => {
    for (const seed of [11, 12, 13]) {
      const made = makeLinkpix(randomPicture(seed, 14, 14, 2), 'P', { seed, difficulty: 'exclusions', tries: 2 });
      const again = solveLinkpix(made.puzzle, { limit: 2 });
      assert.deepStrictEqual([made.unique, made.solvedByExclusions, again.unique, again.difficulty], [true, true, true, 'exclusions']);
    }
  });

  it('is the same for the same seed', () => {
    const picture = randomPicture(21, 12, 9, 2);
    const a = makeLinkpix(picture, 'P', { seed: 5, tries: 3 }), b = makeLinkpix(picture, 'P', { seed: 5, tries: 3 });
    assert.deepStrictEqual(Array.from(a.puzzle.clues), Array.from(b.puzzle.clues));
  });

  it('a time limit stops the splits, merges and solves: the answer is the last partition proved unique', () => {
    const picture = randomPicture(41, 25, 20, 3);
    // The limit as a budget of polls: stop from the K-th on; past it the maker must only return.
    for (const budget of [1, 20, 100]) {
      let polls = 0, after = 0;
      const made = makeLinkpix(picture, 'P', { seed: 3, shouldStop: () => { polls++; if (polls >= budget) after++; return polls >= budget; } });
      assert.ok(made.stopped, `budget ${budget}: not stopped`);
      assert.ok(after <= 3, `budget ${budget}: polled ${after} times after the stop`);
      assert.strictEqual(made.unique, true);
      assert.deepStrictEqual(painted(25, 20, made.paths, (c) => made.puzzle.colours[c]), picture.cells);
      const again = solveLinkpix(made.puzzle, { limit: 2 });
      assert.deepStrictEqual(again.solutions[0].map(pathKey).sort(), made.paths.map(pathKey).sort());
      if (budget === 1) assert.ok(made.paths.every((p) => p.length === 1), 'stopped before any solve: every cell a 1');
    }
  });

  it('a --max-length of 1 gives every painted cell its own 1', () => {
    const picture = randomPicture(31, 8, 8, 2);
    const made = makeLinkpix(picture, 'P', { maxLength: 1 });
    assert.strictEqual(made.paths.length, picture.cells.filter((c) => c > 0).length);
    assert.ok(made.unique && made.paths.every((p) => p.length === 1));
  });

  it('the re-split of a non-unique puzzle is unique, paints the same, and only splits paths', () => {
    // Two 3s on a diagonal of a 2×2 square: joined over either of the other corners.
    const small = makePuzzle('Two', 3, 2, [{ row: 0, col: 0, value: 3, colour: 1 }, { row: 1, col: 1, value: 3, colour: 1 }, { row: 0, col: 2, value: 1, colour: 1 }]);
    const before = solveLinkpix(small, { limit: 2 });
    assert.strictEqual(before.unique, false);
    const fixed = resplitLinkpix(small, before.solutions[0]);
    assert.strictEqual(fixed.unique, true);
    assert.strictEqual(fixed.puzzle.clues[2], 1);  // the 1 whose path did not differ is kept
    assert.deepStrictEqual(painted(3, 2, fixed.paths, () => 1), painted(3, 2, before.solutions[0], () => 1));
    let checked = 0;
    for (let seed = 1; checked < 4 && seed < 40; seed++) {
      const puzzle = walkedPuzzle(8, 8, seed, 9);
      const r = solveLinkpix(puzzle, { limit: 2 });
      if (r.unique !== false || r.solutions.length < 2) continue;
      checked++;
      const made = resplitLinkpix(puzzle, r.solutions[0]);
      assert.strictEqual(made.unique, true);
      assert.strictEqual(ruleBroken(made.puzzle, made.paths), undefined);
      assert.deepStrictEqual(painted(8, 8, made.paths, () => 1), painted(8, 8, r.solutions[0], () => 1));
      // Only split: every path made lies inside one of the kept solution's paths.
      const pathOf = new Int32Array(64);
      r.solutions[0].forEach((p, i) => p.forEach((c) => { pathOf[c] = i; }));
      assert.ok(made.paths.every((p) => p.every((c) => pathOf[c] === pathOf[p[0]])));
      assert.ok(made.paths.length > r.solutions[0].length);
    }
    assert.strictEqual(checked, 4);
  });

  it('the quick fix rewrites the clue rows of a non-unique block, keeping the solution that paints its goal', () => {
    const text = ['linkpix Two {', '  palette {', '    r = #ff0000', '    g = #00ff00', '  }', '    3r .  1g', '    .  3r .', '  goal {', '    r.g', '    rr.', '  }', '}'].join('\n');
    const block = linkpixBlocksOf(parse(text).tree)[0];
    const edit = resplitEdit(block)!;
    assert.deepStrictEqual(edit.range, { start: { line: 5, character: 4 }, end: { line: 6, character: 11 } });
    const lines = text.split('\n');
    const fixed = [...lines.slice(0, 5), `    ${edit.newText}`, ...lines.slice(7)].join('\n');
    const back = linkpixBlocksOf(parse(fixed).tree)[0].puzzle!;
    const r = solveLinkpix(back, { limit: 2 });
    assert.strictEqual(r.unique, true);
    // The goal's solution: the 3 over the lower left corner, split; the 1 kept.
    assert.strictEqual(back.clues[2], 1);
    assert.deepStrictEqual(painted(3, 2, r.solutions[0], (c) => back.colours[c]), Uint8Array.from([1, 0, 2, 1, 1, 0]));
    const unique = linkpixBlocksOf(parse(fixed).tree)[0];
    assert.strictEqual(resplitEdit(unique), undefined);
  });
});

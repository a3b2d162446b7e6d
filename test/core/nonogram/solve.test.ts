import { nonogramsOf } from '../../../core/nonogram/build';
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { solveNonogram, type SearchGuess } from '../../../core/nonogram/solve';
import { pictureRows } from '../../../core/nonogram/block';
import { standardLibrary } from '../../../core/language/library';
import { needsSearchBlock, needsSearchSolution } from './needsSearch';
import type { SatSolverFactory } from '../../../core/nonogram/satSearch';
import { loadCadical } from '../../../threads/cadical';
import { BLACK_AND_WHITE, type NonogramPuzzle } from '../../../core/nonogram/puzzle';
import { bruteCount, puzzleOf, satisfies, seeded } from './random';

const dancer: NonogramPuzzle = {   // webpbn #1 (CC-BY-3.0, Jan Wolter)
  name: 'Dancer', width: 5, height: 10, colours: BLACK_AND_WHITE,
  rows: [[2], [2, 1], [1, 1], [3], [1, 1], [1, 1], [2], [1, 1], [1, 2], [2]].map((c) => c.map((length) => ({ length, colour: 1 }))),
  columns: [[2, 1], [2, 1, 3], [7], [1, 3], [2, 1]].map((c) => c.map((length) => ({ length, colour: 1 }))),
};

describe('nonogram solver', () => {
  let satSolver: SatSolverFactory;
  before(async () => { satSolver = await loadCadical(); });

  it('solves webpbn #1 by line logic alone, with a replay of every cell', () => {
    const r = solveNonogram(dancer, { recordSteps: true });
    assert.strictEqual(r.rating, 'line');
    assert.strictEqual(r.solutions.length, 1);
    assert.strictEqual(Array.from(r.solutions[0]).join(''), '01100011010010101110101001010000110010100101111000');
    const decided = r.steps.flatMap((s) => s.cells);
    assert.deepStrictEqual([...decided].sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i), 'each cell decided once');
    for (const s of r.steps) s.cells.forEach((c, i) => assert.strictEqual(s.colours[i], r.solutions[0][c]));
  });
  it('finds solutions that satisfy the clues and decides uniqueness as brute force does, on 300 random pictures', () => {
    const random = seeded(7);
    const seen = { unique: 0, several: 0, search: 0 };
    for (let trial = 0; trial < 300; trial++) {
      const colours = trial % 2 === 0 ? 2 : 3;
      const width = 2 + Math.floor(random() * 3), height = 2 + Math.floor(random() * (colours === 2 ? 3 : 2));
      const picture = Uint8Array.from({ length: width * height }, () => random() < 0.5 ? 0 : 1 + Math.floor(random() * (colours - 1)));
      const p = puzzleOf(picture, width, height, colours);
      const r = solveNonogram(p, { limit: 2 });
      const expected = bruteCount(p, 2);
      assert.ok(r.complete);
      assert.strictEqual(r.solutions.length, expected, `trial ${trial}`);
      for (const s of r.solutions) assert.ok(satisfies(p, s));
      assert.notDeepStrictEqual(r.solutions[0], r.solutions[1]);
      assert.strictEqual(r.rating === null, expected !== 1);
      if (expected === 1) seen.unique++; else seen.several++;
      if (r.rating === 'search' || r.stats.searchNodes > 0) seen.search++;
    }
    assert.ok(seen.unique > 50 && seen.several > 20 && seen.search > 20, JSON.stringify(seen));
  });
  it('counts all solutions when asked', () => {
    // two diagonal 1s in a 2x2: 2 solutions; a 3x3 permutation pattern: 6
    const one = [{ length: 1, colour: 1 }];
    const perm = (n: number): NonogramPuzzle => ({ name: 'p', width: n, height: n, colours: BLACK_AND_WHITE, rows: new Array(n).fill(one), columns: new Array(n).fill(one) });
    assert.strictEqual(solveNonogram(perm(3), { limit: Infinity }).solutions.length, 6);
    assert.strictEqual(solveNonogram(perm(4), { limit: Infinity }).solutions.length, 24);
    // past the depth-first budget the SAT search takes over and counts as well
    const six = solveNonogram(perm(6), { limit: Infinity, satSolver });
    assert.deepStrictEqual([six.solutions.length, six.complete, new Set(six.solutions.map((s) => s.join(''))).size], [720, true, 720]);
    assert.ok(six.stats.searchNodes >= 100 && six.stats.conflicts > 0, JSON.stringify(six.stats));
    const two = solveNonogram(perm(4));
    assert.deepStrictEqual([two.solutions.length, two.complete, two.rating], [2, true, null]);
  });
  it('replays a search as guesses, each followed by what line logic and probing force, explaining every cell', () => {
    const model = buildModel(needsSearchBlock, standardLibrary);
    const { puzzle } = nonogramsOf(model)[0];
    const r = solveNonogram(puzzle, { recordSteps: true });
    assert.deepStrictEqual([r.rating, r.solutions.length, Math.round(r.probeKnownPercent)], ['search', 1, 15]);
    assert.deepStrictEqual(pictureRows(puzzle, r.solutions[0]), needsSearchSolution);
    const decided = r.steps.flatMap((s) => s.cells);
    assert.deepStrictEqual([...decided].sort((a, b) => a - b), Array.from({ length: 143 }, (_, i) => i), 'each cell decided once');
    for (const s of r.steps) s.cells.forEach((c, i) => assert.strictEqual(s.colours[i], r.solutions[0][c]));
    const guesses = r.steps.flatMap((s, i) => (s.by.kind === 'guess' ? [i] : []));
    assert.ok(guesses.length > 0);
    assert.ok(r.steps.every((s) => s.by.kind !== 'search'), 'nothing lumped into one search step');
    assert.strictEqual(r.steps.slice(0, guesses[0]).flatMap((s) => s.cells).length, 22, 'before the first guess: what line logic and probing know');
    guesses.forEach((g, k) => {
      const by = r.steps[g].by as SearchGuess;
      assert.deepStrictEqual([r.steps[g].cells, r.steps[g].colours], [[by.cell], [by.colour]]);
      const following = r.steps.slice(g + 1, guesses[k + 1] ?? r.steps.length);
      assert.ok(following.every((s) => s.by.kind !== 'guess'));
      assert.strictEqual(following.flatMap((s) => s.cells).length, by.forced, `guess ${k}: forced cells`);
    });
    const plain = solveNonogram(puzzle);
    assert.deepStrictEqual([plain.stats.lineSolves, plain.stats.probes], [r.stats.lineSolves, r.stats.probes], 'the replay is not counted as work');
  });
  it('cuts the replay short after the guess limit: the rest is one search step, and the replay still ends at the solution', () => {
    const { puzzle } = nonogramsOf(buildModel(needsSearchBlock, standardLibrary))[0];
    const full = solveNonogram(puzzle, { recordSteps: true });
    const guessesIn = (steps: typeof full.steps): number => steps.filter((s) => s.by.kind === 'guess').length;
    assert.ok(guessesIn(full.steps) >= 3, 'the puzzle needs several guesses');
    const limit = 2;
    const cut = solveNonogram(puzzle, { recordSteps: true, maxRecordedGuesses: limit });
    assert.deepStrictEqual([cut.rating, cut.solutions, cut.complete], [full.rating, full.solutions, full.complete]);
    assert.strictEqual(guessesIn(cut.steps), limit);
    // the same steps as the full replay up to the guess after the limit, then one lumped step
    const cutAt = full.steps.findIndex((s, i) => s.by.kind === 'guess' && guessesIn(full.steps.slice(0, i)) === limit);
    assert.deepStrictEqual(cut.steps.slice(0, -1), full.steps.slice(0, cutAt));
    const lumped = cut.steps[cut.steps.length - 1];
    assert.strictEqual(lumped.by.kind, 'search');
    const decidedAfter = full.steps.slice(cutAt).flatMap((s) => s.cells);
    assert.deepStrictEqual(lumped.cells, [...decidedAfter].sort((a, b) => a - b), 'the lumped step holds every cell the cut-off guesses decided');
    lumped.cells.forEach((c, i) => assert.strictEqual(lumped.colours[i], full.solutions[0][c]));
    const picture = new Int8Array(puzzle.width * puzzle.height).fill(-1);
    for (const s of cut.steps) s.cells.forEach((c, i) => { assert.strictEqual(picture[c], -1, `cell ${c} decided twice`); picture[c] = s.colours[i]; });
    assert.deepStrictEqual([...picture], [...full.solutions[0]], 'replayed to the end, the steps give the solution');
  });
  it('names the contradictory line', () => {
    const p: NonogramPuzzle = { ...dancer, rows: dancer.rows.map((c, i) => i === 3 ? [{ length: 6, colour: 1 }] : c) };
    const r = solveNonogram(p);
    assert.deepStrictEqual([r.solutions.length, r.complete, r.contradiction], [0, true, { kind: 'row', index: 3 }]);
  });
  it('stops a 2000×2000 puzzle with clues of a thousand blocks when asked', () => {
    const clue = Array.from({ length: 1000 }, () => ({ length: 1, colour: 1 }));
    const p: NonogramPuzzle = { name: 'huge', width: 2000, height: 2000, colours: BLACK_AND_WHITE, rows: new Array(2000).fill(clue), columns: new Array(2000).fill(clue) };
    let polls = 0;
    const r = solveNonogram(p, { shouldStop: () => ++polls > 3 });
    assert.strictEqual(r.complete, false);
    assert.strictEqual(r.solutions.length, 0);
  });
  it('a stop inside a probe leaves the known cells as line logic and probing found them', () => {
    // every line half black: line logic and probing decide nothing, and one probe decides about
    // the whole board, over several polls
    const half = [{ length: 100, colour: 1 }];
    const p: NonogramPuzzle = { name: 'half', width: 200, height: 200, colours: BLACK_AND_WHITE, rows: new Array(200).fill(half), columns: new Array(200).fill(half) };
    for (let stopAt = 2; stopAt <= 8; stopAt++) {
      let polls = 0;
      const r = solveNonogram(p, { shouldStop: () => ++polls >= stopAt });
      assert.deepStrictEqual([r.complete, r.stats.probes > 0, r.known.filter((c) => c !== -1).length], [false, true, 0], `stopped at poll ${stopAt}`);
    }
  });
});

// Hostile Link-a-Pix puzzles (issue 31), each made here: the cheap refutations answer before any
// path is listed, and a solve never holds more paths than its memory bound allows.
import * as assert from 'assert';
import { balanceProblems, parityProblems } from '../../../core/linkpix/check';
import { parseConceptisXml, parseInf421 } from '../../../core/linkpix/formats';
import { makePuzzle } from '../../../core/linkpix/puzzle';
import { LINKPIX_MEMORY_BYTES, solveLinkpix } from '../../../core/linkpix/solve';
import { ruleBroken } from '../../../core/linkpix/verify';
import { oneTwoChanged, sparseConceptis, walkedPuzzle } from './walkedPuzzle';

describe('linkpix: cheap refutations first', () => {
  it('a 20×20 puzzle with one 2 changed to 1: no solution at once, on the parity of the 2s, before any path is listed', () => {
    const { solvable, puzzle } = oneTwoChanged();
    const r0 = solveLinkpix(solvable);
    assert.strictEqual(r0.solutions.length >= 1 && ruleBroken(solvable, r0.solutions[0]), undefined);
    const twos = Array.from(puzzle.clues).flatMap((v, c) => (v === 2 ? [c] : []));
    assert.deepStrictEqual(parityProblems(puzzle).map((p) => p.cells), [twos]);
    const r = solveLinkpix(puzzle);
    assert.deepStrictEqual([r.unique, r.complete, r.pipeline.generated, r.solutions.length, r.problem?.cell], [false, true, 0, 0, twos[0]]);
    assert.strictEqual(r.problem!.message, `the clue 2 occurs ${twos.length} times, an odd number: one of them has no partner`);
  });

  it('clues that do not balance on the checkerboard: an even clue joins a dark and a light square, an odd one two of one shade', () => {
    // Four 4s, each within reach of the light one at row 0, col 1: three dark squares, one light.
    const fours = parseInf421('3\n2\n4 4 4\n0 4 0\n', 'fours');
    assert.deepStrictEqual(parityProblems(fours), []);
    assert.deepStrictEqual(balanceProblems(fours).map((p) => p.cells), [[0, 2, 4]]);
    const r = solveLinkpix(fours);
    assert.deepStrictEqual([r.unique, r.complete, r.pipeline.generated, r.problem?.cell], [false, true, 0, 0]);
    assert.strictEqual(r.problem!.message, 'the clue 4 stands on 3 dark and 1 light squares of a checkerboard; a path of an even number of cells joins a dark square to a light one, so one of them has no partner');
    // Six 3s, three on dark squares and three on light ones, each with a 3 of its shade two cells away.
    const threes = parseInf421('6\n1\n3 3 3 3 3 3\n', 'threes');
    assert.deepStrictEqual(balanceProblems(threes).map((p) => p.cells), [[0, 1, 2, 3, 4, 5]]);
    assert.deepStrictEqual([solveLinkpix(threes).unique, solveLinkpix(threes).pipeline.generated], [false, 0]);
    // Balanced: four 3s, two on each shade, joined in pairs.
    const fine = parseInf421('6\n1\n3 0 3 3 0 3\n', 'fine');
    assert.deepStrictEqual([balanceProblems(fine), solveLinkpix(fine).unique], [[], true]);
  });
});

describe('linkpix: every solve bounded in memory', () => {
  const MB = 1 << 20;
  it('a 100×100 board with one pair of 101s: stopped, naming the clue (from 1), before it holds a path', () => {
    const puzzle = makePuzzle('far', 100, 100, [{ row: 50, col: 50, value: 101, colour: 1 }, { row: 50, col: 52, value: 101, colour: 1 }]);
    const r = solveLinkpix(puzzle);
    assert.deepStrictEqual([r.unique, r.complete, r.problem?.cell, r.problem?.bound, r.pipeline.generated], [null, false, 5050, 'memory', 0]);
    assert.match(r.problem!.message, /^stopped: more than [\d,]+ paths for clue \(51, 51\) \(row, column from 1\), a 101, to its partner at \(51, 53\): they would pass the memory bound of 1,024 MB$/);
    // Half the memory, fewer paths before the stop.
    const half = solveLinkpix(puzzle, { memoryBytes: LINKPIX_MEMORY_BYTES / 2 });
    const more = (m: string) => Number(/more than ([\d,]+) paths/.exec(m)![1].replace(/,/g, ''));
    assert.ok(more(half.problem!.message) < more(r.problem!.message) && /bound of 512 MB$/.test(half.problem!.message), half.problem!.message);
  });

  it('a pair of 17s with 82,164 paths: stopped under 160 MB, solved (more than one solution) under the default', () => {
    const puzzle = makePuzzle('open', 30, 30, [{ row: 15, col: 15, value: 17, colour: 1 }, { row: 15, col: 17, value: 17, colour: 1 }]);
    const small = solveLinkpix(puzzle, { memoryBytes: 160 * MB });
    assert.deepStrictEqual([small.unique, small.problem?.bound, small.problem?.cell], [null, 'memory', 15 * 30 + 15]);
    const r = solveLinkpix(puzzle);
    assert.deepStrictEqual([r.unique, r.solutions.length, r.pipeline.generated, r.problem], [false, 2, 82_164, undefined]);
    for (const s of r.solutions) assert.strictEqual(ruleBroken(puzzle, s), undefined);
  });

  it('60×60 with 100 pairs of 15 whose reaches overlap: stopped by the bound after the paths that fit, naming a clue', () => {
    const clues = [];
    for (let i = 0; i < 10; i++) for (let j = 0; j < 10; j++) clues.push({ row: 6 * i + 1, col: 6 * j, value: 15, colour: 1 }, { row: 6 * i + 5, col: 6 * j, value: 15, colour: 1 });
    const r = solveLinkpix(makePuzzle('hundred', 60, 60, clues), { memoryBytes: 200 * MB });
    assert.deepStrictEqual([r.unique, r.problem?.bound], [null, 'memory']);
    assert.ok(r.pipeline.generated > 10_000, `${r.pipeline.generated} paths`);
    assert.match(r.problem!.message, /^stopped: more than [\d,]+ paths for clue \(\d+, \d+\) \(row, column from 1\), a 15, to its partner at \(\d+, \d+\): they would pass, with the [\d,]+ paths listed before them, the memory bound of 200 MB$/);
  });

  it('a 40×60 Conceptis board with 28 sparse pairs: stopped by the bound, at a clue the file places', () => {
    const puzzle = parseConceptisXml(sparseConceptis(40, 60, 28, 3), 'sparse');
    const r = solveLinkpix(puzzle, { memoryBytes: 256 * MB });
    assert.deepStrictEqual([r.unique, r.complete, r.problem?.bound], [null, false, 'memory']);
    assert.ok(puzzle.clues[r.problem!.cell] > 1 && puzzle.sourceOf!(r.problem!.cell)!.line >= 3);
    assert.match(r.problem!.message, /^stopped: more than [\d,]+ paths for clue \(\d+, \d+\) \(row, column from 1\), a \d+, to its partner at \(\d+, \d+\): they would pass(, with the [\d,]+ paths listed before them,)? the memory bound of 256 MB$/);
  });
});

describe('linkpix: a bound on the search', () => {
  it('maxPlacements leaves a puzzle whose search needs more undecided, with the bound named, not cancelled', () => {
    // Random walks of up to 20 cells over 15×15: its search finds a second solution after about 1,500 placements.
    const puzzle = walkedPuzzle(15, 15, 28, 20);
    const free = solveLinkpix(puzzle, { limit: 2 });
    assert.deepStrictEqual([free.unique, free.solutions.length, free.stats.search.placements > 1000], [false, 2, true]);
    const bounded = solveLinkpix(puzzle, { limit: 2, maxPlacements: 100 });
    assert.deepStrictEqual([bounded.unique, bounded.complete, bounded.cancelled, bounded.problem?.bound, bounded.problem?.message],
      [null, false, false, 'work', 'stopped: more than 100 placements of the search']);
    // Polled by time: stopped within a poll's placements of the bound, far short of the whole search.
    assert.ok(bounded.stats.search.placements < free.stats.search.placements, `${bounded.stats.search.placements} placements`);
  });
});

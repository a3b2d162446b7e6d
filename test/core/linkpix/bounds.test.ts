// Hostile Link-a-Pix puzzles (issue 31), each made here: the cheap refutations answer before any
// path is listed, and a solve never holds more paths than its memory bound allows.
import * as assert from 'assert';
import { balanceProblems, parityProblems } from '../../../core/linkpix/check';
import { parseInf421 } from '../../../core/linkpix/formats';
import { solveLinkpix } from '../../../core/linkpix/solve';
import { ruleBroken } from '../../../core/linkpix/verify';
import { oneTwoChanged } from './walkedPuzzle';

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

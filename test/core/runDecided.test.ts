// A Solve run that ran to its end stands for a puzzle's background examination (core/kind.ts
// ExamineOptions.decided), for every kind: the findings are made from the run's result, not from a
// solve within the budget, and a run that did not decide is not taken.
import * as assert from 'assert';
import { BackgroundChecks } from '../../core/document';
import { formatNonogramBlock } from '../../core/nonogram/block';
import { standardLibrary } from '../../core/language/library';
import type { LinkpixRunResult, NonogramRunResult } from '../../core/protocol';
import { staircaseAndDiagonal } from './nonogram/needsSat';

const stopAtOnce = () => true;

describe('a Solve run\'s result stands for the background examination', () => {
  it('nonogram: the two solutions of a run make the not-unique warning; the examination alone, stopped, is undecided', () => {
    // 12 dominoes: the search goes past its first poll, where the examination is stopped
    const { puzzle, solutions } = staircaseAndDiagonal(12);
    const text = formatNonogramBlock(puzzle);
    const checks = new BackgroundChecks(standardLibrary);
    const run: NonogramRunResult = {
      solutions, complete: true, cancelled: false, rating: null, lineKnownPercent: 0, probeKnownPercent: 0,
      known: '-'.repeat(puzzle.width * puzzle.height), steps: [], stats: { lineSolves: 0, probes: 0, searchNodes: 100, ms: 9000 },
    };
    const alone = checks.examine(text, 'nonogram', puzzle.name, stopAtOnce)!;
    assert.deepStrictEqual([alone.unique, alone.diagnostics], [null, []]);
    const stopped = checks.examine(text, 'nonogram', puzzle.name, stopAtOnce, { ...run, complete: false, solutions: [] })!;
    assert.deepStrictEqual([stopped.unique, stopped.diagnostics], [null, []]);
    const decided = checks.examine(text, 'nonogram', puzzle.name, stopAtOnce, run)!;
    assert.deepStrictEqual([decided.unique, decided.solutions, decided.diagnostics.map((d) => [d.code, d.message])], [false, 2, [
      ['not-unique', 'nonogram Staircase12 has more than one solution: two differ in 4 cells, first at row 26, column 26'],
    ]]);
  });

  it('Link-a-Pix: the findings are the run\'s, whatever a solve would say', () => {
    // Two pairs of 2s side by side have two solutions; a run that says it found one, by search, is believed
    const text = 'linkpix Twice {\n  2 2\n  2 2\n}\n';
    const checks = new BackgroundChecks(standardLibrary);
    assert.deepStrictEqual(checks.examine(text, 'linkpix', 'Twice')!.diagnostics.map((d) => d.code), ['not-unique']);
    const run: LinkpixRunResult = {
      solutions: [[[0, 1], [2, 3]]], complete: true, cancelled: false, unique: true, difficulty: 'search',
      pipeline: { generated: 4, afterExclusions: 4, searched: 4 }, stats: { pathsMs: 0, exclusionsMs: 0, placements: 2, ms: 1 },
    };
    const decided = checks.examine(text, 'linkpix', 'Twice', stopAtOnce, run)!;
    assert.deepStrictEqual([decided.unique, decided.solutions, decided.diagnostics.map((d) => [d.code, d.message])], [true, 1, [
      ['needs-search', 'needs search: the exclusions leave 4 paths to search'],
    ]]);
  });
});

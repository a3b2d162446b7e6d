// The checks of a nonogram that need the solver, run in the background like the position counts of
// forms: a line contradictory after the line-solver fixpoint, no solution, more than one solution
// (with the cells where two differ), and how far line logic and probing get (the rating).
import { Diagnostic, diagnostic, RelatedInformation } from '../language/diagnostics';
import { Range } from '../language/text';
import { Nonogram } from './build';
import { Rating, solveNonogram } from './solve';
import type { SatSolverFactory } from './satSearch';
import { examineBudgetMs } from '../kind';

/** What the background solve of one nonogram found; `diagnostics` carry the model's ranges. */
export interface NonogramFindings {
  nonogram: string;
  /** The weakest method that solves it; null when it has no or several solutions, or was not decided. */
  rating: Rating | null;
  /** true: exactly one solution; false: none or several; null: not decided within the time allowed. */
  unique: boolean | null;
  solutions: number;
  lineKnownPercent: number;
  probeKnownPercent: number;
  diagnostics: Diagnostic[];
}

/** Cells listed in a not-unique warning's related information, at most. */
const maxDifferingCells = 10;

/** `satSolver`: the SAT solver for the search, when the thread has one (see solveNonogram). */
export function examineNonogram(nonogram: Nonogram, shouldStop: () => boolean = () => false, satSolver?: SatSolverFactory): NonogramFindings {
  const { puzzle } = nonogram;
  const started = Date.now();
  const result = solveNonogram(puzzle, { limit: 2, satSolver, shouldStop: () => shouldStop() || Date.now() - started > examineBudgetMs });
  const diagnostics: Diagnostic[] = [];
  const percent = (p: number) => (p >= 99.5 && p < 100 ? 99 : Math.round(p));
  if (result.contradiction) {
    const { kind, index } = result.contradiction;
    const ranges = kind === 'row' ? nonogram.rowRanges : nonogram.columnRanges;
    diagnostics.push(diagnostic('contradictory-line', ranges[index],
      `${kind} ${index + 1} cannot be placed: after line logic on the whole nonogram its clue contradicts the cells other lines decide`));
  } else if (result.complete && result.solutions.length === 0) {
    diagnostics.push(diagnostic('no-solution', nonogram.nameRange, `nonogram ${nonogram.name} has no solution: every way of painting it breaks a clue`));
  }
  if (result.solutions.length >= 2) {
    const [a, b] = result.solutions;
    const differing: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing.push(i);
    const at = (cell: number) => `row ${Math.floor(cell / puzzle.width) + 1}, column ${(cell % puzzle.width) + 1}`;
    const related: RelatedInformation[] = differing.slice(0, maxDifferingCells).map((cell) => ({ message: `the two solutions differ at ${at(cell)}`, range: cellRange(nonogram, cell) }));
    diagnostics.push(diagnostic('not-unique', nonogram.nameRange,
      `nonogram ${nonogram.name} has more than one solution: two differ in ${differing.length} cell${differing.length === 1 ? '' : 's'}, first at ${at(differing[0])}`, related));
  } else if (result.rating === 'search') {
    diagnostics.push(diagnostic('needs-search', nonogram.nameRange,
      `needs search: line logic and probing stop at ${percent(result.probeKnownPercent)} % of the cells`));
  }
  const decided = result.complete;
  return {
    nonogram: nonogram.name,
    rating: result.rating,
    unique: decided ? result.solutions.length === 1 : null,
    solutions: result.solutions.length,
    lineKnownPercent: result.lineKnownPercent,
    probeKnownPercent: result.probeKnownPercent,
    diagnostics,
  };
}

/** Where a cell is in the source: its glyph in the goal when there is one, else its row's clue. */
function cellRange(nonogram: Nonogram, cell: number): Range {
  const { width } = nonogram.puzzle;
  const y = Math.floor(cell / width), x = cell % width;
  const corner = nonogram.goalCorner;
  if (!corner) return nonogram.rowRanges[y];
  const line = corner.line + y, character = corner.character + x;
  return { start: { line, character }, end: { line, character: character + 1 } };
}

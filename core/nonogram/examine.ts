// The checks of a nonogram that need the solver, run in the background like the position counts of
// forms: a line contradictory after the line-solver fixpoint, no solution, more than one solution
// (with the cells where two differ, and the changes or hints that would make it unique), and how far line logic and probing get (the rating).
import { Diagnostic, diagnostic, RelatedInformation } from '../language/diagnostics';
import { Range } from '../language/text';
import { cellRangeAt, clueText, Nonogram } from './build';
import { solveLine } from './line';
import { NonogramProposal, proposalMarks, proposeRepairs } from './proposals';
import { NonogramResult, Rating, solveNonogram } from './solve';
import { pictureCells } from './pictureString';
import type { NonogramRunResult } from '../protocol';
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
  /** When not unique: changes to the goal, and starting hints, that make it unique (proposals.ts). */
  proposals: NonogramProposal[];
}

/** Cells listed in a not-unique warning's related information, at most. */
const maxDifferingCells = 10;

/** `satSolver`: the SAT solver for the search, when the thread has one (see solveNonogram); `decided`:
 *  a Solve run's result, which stands for the solve when it ran to its end. */
export function examineNonogram(nonogram: Nonogram, shouldStop: () => boolean = () => false, satSolver?: SatSolverFactory, decided?: NonogramRunResult): NonogramFindings {
  const { puzzle } = nonogram;
  const started = Date.now();
  const contradicting = hintsAgainstClues(nonogram);
  if (contradicting.length > 0) return { nonogram: nonogram.name, rating: null, unique: false, solutions: 0, lineKnownPercent: 0, probeKnownPercent: 0, diagnostics: contradicting, proposals: [] };
  const stop = () => shouldStop() || Date.now() - started > examineBudgetMs;
  const result: Pick<NonogramResult, 'solutions' | 'complete' | 'contradiction' | 'rating' | 'lineKnownPercent' | 'probeKnownPercent'> = decided?.complete
    ? { ...decided, solutions: decided.solutions.map((s) => Uint8Array.from(pictureCells(s))) }
    : solveNonogram(puzzle, { limit: 2, satSolver, shouldStop: stop });
  let proposals: NonogramProposal[] = [];
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
    // What would make it unique, within what is left of the time: the quick fixes apply these.
    proposals = proposeRepairs(nonogram, { satSolver, shouldStop: stop });
    for (const p of proposals) related.push(...proposalMarks(nonogram, p).slice(0, maxDifferingCells));
    diagnostics.push(diagnostic('not-unique', nonogram.nameRange,
      `nonogram ${nonogram.name} has more than one solution: two differ in ${differing.length} cell${differing.length === 1 ? '' : 's'}, first at ${at(differing[0])}`, related));
  } else if (result.rating === 'search') {
    diagnostics.push(diagnostic('needs-search', nonogram.nameRange,
      `needs search: line logic and probing stop at ${percent(result.probeKnownPercent)} % of the cells`));
  }
  return {
    nonogram: nonogram.name,
    rating: result.rating,
    unique: result.complete ? result.solutions.length === 1 : null,
    solutions: result.solutions.length,
    lineKnownPercent: result.lineKnownPercent,
    probeKnownPercent: result.probeKnownPercent,
    diagnostics,
    proposals,
  };
}

/** Where a cell is in the source: its glyph in the goal when there is one, else its row's clue. */
function cellRange(nonogram: Nonogram, cell: number): Range {
  const corner = nonogram.goalCorner;
  return corner ? cellRangeAt(corner, nonogram.puzzle.width, cell) : nonogram.rowRanges[Math.floor(cell / nonogram.puzzle.width)];
}

/**
 * The lines whose hints their clue alone cannot paint (the line solver on the line with its hints):
 * an error on the line's first hint, related to its clue. The solve would only say "contradictory".
 */
export function hintsAgainstClues(nonogram: Nonogram): Diagnostic[] {
  const { puzzle, hintsCorner } = nonogram;
  const hints = puzzle.hints;
  if (!hints || !hintsCorner) return [];
  const { width, height, colours } = puzzle;
  const all = colours.length >= 32 ? 0xffffffff : (1 << colours.length) - 1;
  const out: Diagnostic[] = [];
  const check = (kind: 'row' | 'column', index: number, length: number, cellAt: (i: number) => number) => {
    const line = new Uint32Array(length);
    let first = -1;
    for (let i = 0; i < length; i++) {
      const h = hints[cellAt(i)];
      line[i] = h < 0 ? all : 1 << h;
      if (h >= 0 && first < 0) first = cellAt(i);
    }
    if (first < 0 || solveLine((kind === 'row' ? puzzle.rows : puzzle.columns)[index], line, colours.length)) return;
    const clueRange = (kind === 'row' ? nonogram.rowRanges : nonogram.columnRanges)[index];
    out.push(diagnostic('hint-contradicts', cellRangeAt(hintsCorner, width, first),
      `the hints of ${kind} ${index + 1} contradict its clue: no painting of ${clueText((kind === 'row' ? puzzle.rows : puzzle.columns)[index], colours)} gives them`,
      [{ message: `the clue of ${kind} ${index + 1}`, range: clueRange }]));
  };
  for (let y = 0; y < height; y++) check('row', y, width, (i) => y * width + i);
  for (let x = 0; x < width; x++) check('column', x, height, (i) => i * width + x);
  return out;
}

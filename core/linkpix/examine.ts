// The checks of a linkpix block that need the solver, run in the background like those of nonograms:
// a clue whose every path is excluded, a goal the clues do not give, more than one solution (with the
// clues whose paths differ), and the difficulty (solved by the exclusions alone, or needs the search).
import { Diagnostic } from '../language/diagnostics';
import { examineBudgetMs } from '../kind';
import { LinkpixBlock, solverDiagnostics } from './language';
import { LINKPIX_MEMORY_BYTES, solveLinkpix } from './solve';
import type { LinkpixRunResult } from '../protocol';

/** What the background solve of one linkpix block found; `diagnostics` carry the document's ranges. */
export interface LinkpixFindings {
  linkpix: string;
  /** true: exactly one solution; false: none or several; null: not decided within the time allowed. */
  unique: boolean | null;
  solutions: number;
  /** How the unique solution was reached; null when it is not unique or not decided. */
  difficulty: 'exclusions' | 'search' | null;
  diagnostics: Diagnostic[];
}

/** `decided`: a Solve run's result, which stands for the solve when it ran to its end. */
export function examineLinkpix(block: LinkpixBlock, shouldStop: () => boolean = () => false, decided?: LinkpixRunResult): LinkpixFindings | undefined {
  const puzzle = block.puzzle;
  if (!puzzle) return undefined;
  const started = Date.now();
  // a Solve run that ran to its end stands for the solve
  const r = decided?.complete ? { ...decided, solutions: decided.solutions.map((paths) => paths.map((p) => Int32Array.from(p))) }
    : solveLinkpix(puzzle, { memoryBytes: LINKPIX_MEMORY_BYTES, shouldStop: () => shouldStop() || Date.now() - started > examineBudgetMs });
  return {
    linkpix: block.name.text,
    unique: r.unique,
    solutions: r.solutions.length,
    difficulty: r.unique ? r.difficulty : null,
    diagnostics: r.cancelled ? [] : solverDiagnostics(block, r),
  };
}

/** The lens's word on it: "solved by exclusions alone", "needs search", "more than one solution", ... */
export function linkpixSummary(f: LinkpixFindings | undefined): string {
  if (!f || f.unique === null) return 'not decided in the background';
  if (f.unique) return f.difficulty === 'exclusions' ? 'solved by exclusions alone' : 'needs search';
  return f.solutions >= 2 ? 'more than one solution' : 'no solution';
}

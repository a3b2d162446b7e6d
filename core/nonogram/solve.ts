// Solving a nonogram: line solver to a fixpoint, then probing, then a complete search that
// stops at `maxSolutions`, so that every finished run decides uniqueness.
import type { NonogramPuzzle } from './puzzle';

export type Rating = 'line' | 'probing' | 'search';

export interface Deduction {                                     // one step of the replay
  by: { kind: 'row' | 'column'; index: number } | { kind: 'probe'; cell: number; colour: number } | { kind: 'search' };
  cells: number[];          // row-major cell indices decided by this step
  colours: number[];        // the colour each got (0 = blank)
}

export interface NonogramSolveOptions {
  maxSolutions?: number;                // default 2: decides uniqueness
  shouldStop?: () => boolean;           // polled; cancellation
  onProgress?: (p: { stage: Rating; knownCells: number; cells: number; searchNodes: number }) => void;
  recordSteps?: boolean;                // fill `steps` (the replay)
  stopAfter?: Rating;                   // e.g. 'line': only the line-solver fixpoint (for hovers, diagnostics)
}

export interface NonogramResult {
  solutions: Uint8Array[];              // row-major colour index per cell
  complete: boolean;                    // the search finished (false: stopped or cancelled)
  contradiction?: { kind: 'row' | 'column'; index: number };  // the line found contradictory, if any
  rating: Rating | null;                // weakest method that solves it; null when no or several solutions
  lineKnownPercent: number; probeKnownPercent: number;
  known: Int8Array;                     // after line logic (and probing, unless stopAfter 'line'): colour or -1
  steps: Deduction[];
  stats: { lineSolves: number; probes: number; searchNodes: number; ms: number };
}

export function solveNonogram(puzzle: NonogramPuzzle, options: NonogramSolveOptions = {}): NonogramResult {
  void puzzle; void options;
  throw new Error('not implemented');
}

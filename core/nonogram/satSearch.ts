// The search for black-and-white puzzles that line logic and probing leave open, as SAT:
// each line is the automaton of its clue (states = how much of the pattern "1^a 0 1^b 0 ..."
// has been read), unrolled over the line's cells (Bacchus' encoding of the `regular`
// constraint, so unit propagation is as strong as the exact line solver). States that the
// cells already known rule out are never created. The SAT solver then learns from conflicts,
// which the depth-first search cannot; further solutions are found by blocking the ones found.
// The first solve starts from phase hints (phaseHints.ts: each variable's likelier value by
// belief propagation between the lines), withdrawn once it has found a solution; the second
// solution is first looked for as a 2×2 flip of the first (swap.ts), without a solve. A further
// solution the automaton does not find within a few hundred conflicts is looked for, or proved
// not to be, over block starts (blockStarts.ts) in a fresh solver.
// The solver itself is not in core: the caller passes one in (threads/cadical.ts: CaDiCaL,
// compiled to WebAssembly), so that core stays pure TypeScript.
import type { NonogramPuzzle } from './puzzle';
import { swappedSolution } from './swap';
import { encodeBlockStarts } from './blockStarts';
import { blackMessages, forwardBackward, linePattern, nextState, type BlackMessages } from './phaseHints';

const BLANK = 1, BLACK = 2;     // cell bit sets, as in solve.ts

/** What the search needs of a SAT solver, in DIMACS terms: variables are numbered from 1, the
 *  literal v says that variable v is true and -v that it is false. Of variables it knows nothing
 *  else about, it decides the lower-numbered first. */
export interface SatSolver {
  /** `count` fresh variables; returns the first. */
  newVariables(count: number): number;
  addClause(literals: readonly number[]): void;
  /** true: satisfiable (read the model with `value`); false: unsatisfiable; null: stopped because
   *  `shouldStop`, polled every few milliseconds, said so, or after `conflictLimit` conflicts of
   *  this solve. Clauses may be added between solves. */
  solve(shouldStop: () => boolean, conflictLimit?: number): boolean | null;
  value(variable: number): boolean;
  /** The value to try first for the literal's variable (the literal true), until unphased. */
  phase(literal: number): void;
  /** Back to the solver's own choice of value for the literal's variable. */
  unphase(literal: number): void;
  /** Conflicts so far, over every solve. */
  conflicts(): number;
  /** Frees the solver's memory now. */
  dispose(): void;
}

export type SatSolverFactory = () => SatSolver;

export interface SatOutcome { solutions: Uint8Array[]; complete: boolean; conflicts: number }

// `cells`: per cell the colours still possible (bit 0 blank, bit 1 black); `messages`: belief
// propagation on these cells when the caller has it already (the depth-first search's restart).
// `automatonConflicts`: how long the automaton may look for a further solution before the search
// goes on over block starts; 0: it goes on there right after the first solution.
export function satSearch(puzzle: NonogramPuzzle, cells: Uint32Array, limit: number, shouldStop: () => boolean,
  newSolver: SatSolverFactory, messages?: BlackMessages, automatonConflicts = AUTOMATON_CONFLICTS): SatOutcome {
  const { width, height } = puzzle;
  const phases = messages ?? blackMessages(width, height, puzzle.rows.map((r) => r.map((b) => b.length)), puzzle.columns.map((c) => c.map((b) => b.length)), cells);
  const lines: Line[] = [];
  for (let y = 0; y < height; y++) lines.push({ clue: puzzle.rows[y].map((b) => b.length), cells: Array.from({ length: width }, (_, x) => y * width + x), crossing: phases.column });
  for (let x = 0; x < width; x++) lines.push({ clue: puzzle.columns[x].map((b) => b.length), cells: Array.from({ length: height }, (_, y) => y * width + x), crossing: phases.row });
  let solver = newSolver(), conflictsBefore = 0;
  const conflicts = (): number => conflictsBefore + solver.conflicts();
  try {
    let variable = numberCells(solver, cells, phases);
    const cellLit = (cell: number, black: boolean): number => black ? variable[cell] : -variable[cell];
    // the hints guide the first solution only: a further one is likelier near it, where the
    // solver's own saved phases are (9-Dom's proof of uniqueness: 6,921 conflicts with the hints
    // kept, 3,425 without)
    const hinted: number[] = [];
    const hint = (literal: number): void => { solver.phase(literal); hinted.push(literal); };
    for (const line of lines) {
      // (#22336: 0.8 s for all its lines)
      if (shouldStop()) return { solutions: [], complete: false, conflicts: 0 };
      const crossing = Float64Array.from(line.cells, (c) => line.crossing[c]);
      if (!encodeLine(solver, line.clue, line.cells, cells, cellLit, crossing, hint)) return { solutions: [], complete: true, conflicts: 0 };
    }
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== (BLANK | BLACK)) continue;
      const r = phases.row[i], c = phases.column[i];
      hint(cellLit(i, r * c > (1 - r) * (1 - c)));
    }

    const solutions: Uint8Array[] = [];
    const block = (picture: Uint8Array): void => {
      const blocking: number[] = [];
      for (let i = 0; i < picture.length; i++) if (cells[i] === (BLANK | BLACK)) blocking.push(cellLit(i, picture[i] === 0));
      solver.addClause(blocking);
    };
    let overBlockStarts = false;
    for (;;) {
      // the first solution, and every solve over block starts, may take as long as it takes
      const budget = solutions.length > 0 && !overBlockStarts ? automatonConflicts : undefined;
      const found = budget === 0 ? null : solver.solve(shouldStop, budget);
      if (found === null && (budget === undefined || shouldStop())) return { solutions, complete: false, conflicts: conflicts() };
      if (found === null) {
        // The automaton has found no further solution soon, so there likely is none: a further
        // solution is most often near the first, where its learned clauses and saved phases lead
        // it within a few conflicts, while a proof goes faster over block starts.
        conflictsBefore += solver.conflicts();
        solver.dispose();
        solver = newSolver();
        overBlockStarts = true;
        variable = numberCells(solver, cells, phases);
        for (const line of lines) {
          if (shouldStop()) return { solutions, complete: false, conflicts: conflicts() };
          if (!encodeBlockStarts(solver, line.clue, line.cells, cells, cellLit)) return { solutions, complete: true, conflicts: conflicts() };
        }
        for (const picture of solutions) block(picture);
        continue;
      }
      if (!found) return { solutions, complete: true, conflicts: conflicts() };
      const picture = new Uint8Array(width * height);
      for (let i = 0; i < picture.length; i++) picture[i] = solver.value(variable[i]) ? 1 : 0;
      solutions.push(picture);
      for (const literal of hinted.splice(0)) solver.unphase(literal);
      // no cell left open: the solution was forced, and there is no other
      if (solutions.length >= limit || !cells.includes(BLANK | BLACK)) return { solutions, complete: true, conflicts: conflicts() };
      const swapped = solutions.length === 1 ? swappedSolution(width, height, picture, cells) : null;
      block(picture);
      if (swapped) {
        solutions.push(swapped);
        if (solutions.length >= limit) return { solutions, complete: true, conflicts: conflicts() };
        block(swapped);
      }
    }
  } finally {
    solver.dispose();
  }
}

/** Conflicts the automaton may spend on a further solution before the search goes on over block
 *  starts. Where no 2×2 flip gives the second solution, the survey's and the bench's 5,000 random
 *  pictures' take it 1-19 conflicts, one (#3255) 1,129; 9-Dom's proof takes it 2,917. */
export const AUTOMATON_CONFLICTS = 300;

interface Line { clue: number[]; cells: number[]; crossing: Float64Array }

// A fresh solver's variables for the cells, the cells known as unit clauses.
function numberCells(solver: SatSolver, cells: Uint32Array, phases: BlackMessages): Int32Array {
  const variable = cellVariables(solver.newVariables(cells.length), cells, phases);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === BLANK) solver.addClause([-variable[i]]);
    else if (cells[i] === BLACK) solver.addClause([variable[i]]);
  }
  return variable;
}

/** The cells' variables from `first` on, the cell the hints are surest of first: the solver decides
 *  lower variables first, so its first decisions are those the hints likeliest get right (Knotty:
 *  2 conflicts against 452, #22336 Gettys 15 against 16,758). */
export function cellVariables(first: number, cells: Uint32Array, phases: { row: Float64Array; column: Float64Array }): Int32Array {
  const sureness = new Float64Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const r = phases.row[i], c = phases.column[i];
    sureness[i] = cells[i] === (BLANK | BLACK) ? Math.abs(r * c / (r * c + (1 - r) * (1 - c)) - 0.5) : 1;
  }
  const order = Array.from(sureness.keys()).sort((a, b) => sureness[b] - sureness[a]);
  const variable = new Int32Array(cells.length);
  order.forEach((cell, k) => { variable[cell] = first + k; });
  return variable;
}

// False when the line cannot be filled in at all.
function encodeLine(solver: SatSolver, clue: number[], lineCells: number[], cells: Uint32Array,
  cellLit: (cell: number, black: boolean) => number, crossing: Float64Array, hint: (literal: number) => void): boolean {
  const pattern = linePattern(clue);
  const m = pattern.length, n = lineCells.length, w = m + 1;
  const next = (j: number, v: number): number => nextState(pattern, j, v);
  const allowed = (i: number, v: number): boolean => (cells[lineCells[i]] & (v ? BLACK : BLANK)) !== 0;
  // states reachable from the start and able to reach the end, given the known cells
  const reach = new Uint8Array((n + 1) * w);
  reach[0] = 1;
  for (let i = 0; i < n; i++) for (let j = 0; j <= m; j++) {
    if (!(reach[i * w + j] & 1)) continue;
    for (let v = 0; v < 2; v++) { const d = next(j, v); if (d >= 0 && allowed(i, v)) reach[(i + 1) * w + d] |= 1; }
  }
  if (!(reach[n * w + m] & 1)) return false;
  reach[n * w + m] |= 2;
  for (let i = n - 1; i >= 0; i--) for (let j = 0; j <= m; j++) {
    if (!(reach[i * w + j] & 1)) continue;
    for (let v = 0; v < 2; v++) { const d = next(j, v); if (d >= 0 && allowed(i, v) && (reach[(i + 1) * w + d] & 2)) reach[i * w + j] |= 2; }
  }
  const transitions: number[] = [];      // (i, j, v, d) quadruples between live states
  const outCount = new Int32Array((n + 1) * w), inCount = new Int32Array((n + 1) * w);
  for (let i = 0; i < n; i++) for (let j = 0; j <= m; j++) {
    if (reach[i * w + j] !== 3) continue;
    for (let v = 0; v < 2; v++) {
      const d = next(j, v);
      if (d >= 0 && allowed(i, v) && reach[(i + 1) * w + d] === 3) {
        transitions.push(i, j, v, d);
        outCount[i * w + j]++; inCount[(i + 1) * w + d]++;
      }
    }
  }
  // A transition that is its source's only way out is the source state itself, and one that is
  // its target's only way in is the target state: one variable stands for each such chain (a
  // block's cells, a run of blanks), which keeps the propagation strength and drops most
  // variables (#22336: 206,000 variables before).
  const stateLit = new Int32Array((n + 1) * w);      // 0: not named yet
  const transitionLit = new Int32Array(transitions.length / 4);
  stateLit[0] = solver.newVariables(1);
  for (let k = 0, at = 0; k < transitions.length; k += 4, at++) {   // in order of i: a source is named before it is left
    const i = transitions[k], j = transitions[k + 1], d = transitions[k + 3];
    const source = i * w + j, target = (i + 1) * w + d;
    const t = outCount[source] === 1 ? stateLit[source] : solver.newVariables(1);
    transitionLit[at] = t;
    if (stateLit[target] === 0) stateLit[target] = inCount[target] === 1 ? t : solver.newVariables(1);
  }
  // each variable's likelier value, by the line's forward-backward: a state's share of its
  // layer, a transition's share of the moves from its layer
  const ahead = new Float64Array((n + 1) * w), behind = new Float64Array((n + 1) * w);
  if (forwardBackward(pattern, Uint32Array.from(lineCells, (c) => cells[c]), crossing, ahead, behind)) {
    hintAutomaton(transitions, stateLit, transitionLit, reach, ahead, behind, (i, v) => v ? crossing[i] : 1 - crossing[i], n, m, hint);
  }
  solver.addClause([stateLit[0]]);
  solver.addClause([stateLit[n * w + m]]);
  const incoming: number[][] = Array.from({ length: (n + 1) * w }, () => []);
  const outgoing: number[][] = Array.from({ length: (n + 1) * w }, () => []);
  const support: number[][] = Array.from({ length: 2 * n }, () => []);
  for (let k = 0, at = 0; k < transitions.length; k += 4, at++) {
    const i = transitions[k], j = transitions[k + 1], v = transitions[k + 2], d = transitions[k + 3];
    const q = stateLit[i * w + j], q2 = stateLit[(i + 1) * w + d], x = cellLit(lineCells[i], v === 1), t = transitionLit[at];
    // (a transition that is its source or its target state would make tautologies here, which
    // the solver only drops: Faase's lines 607,000 of 1.31 million clauses). The order of the
    // clauses is the order of CaDiCaL's watches, and it moves its luck both ways: with the ternary
    // clause second, Faase's first solution takes 10,693 conflicts instead of 30,442, but #18297's
    // 45,916 instead of 19,748 and Faase's transpose 44,968 instead of 37,701.
    if (t !== q) solver.addClause([-t, q]);
    solver.addClause([-t, x]);
    if (t !== q2) solver.addClause([-t, q2]);
    if (t !== q) solver.addClause([t, -q, -x]);
    outgoing[i * w + j].push(t); incoming[(i + 1) * w + d].push(t); support[2 * i + v].push(t);
  }
  for (let k = 0; k < n * w; k++) if (reach[k] === 3 && outCount[k] > 1) solver.addClause([-stateLit[k], ...outgoing[k]]);
  for (let i = 0; i < n; i++) for (let v = 0; v < 2; v++) {
    if (allowed(i, v)) solver.addClause([cellLit(lineCells[i], v === 0), ...support[2 * i + v]]);
  }
  for (let k = w; k < incoming.length; k++) if (reach[k] === 3 && inCount[k] > 1) solver.addClause([-stateLit[k], ...incoming[k]]);
  return true;
}

/** Hints for a line's automaton variables from its forward-backward weights (`ahead`, `behind`, by
 *  layer i and state j, `m + 1` states a layer): a state is hinted true when it holds at least half
 *  of its layer's paths, a transition when it holds at least half of the moves out of its layer.
 *  `transitions` are (i, j, v, d) fours; `weight(i, v)` is cell i's prior for value v. Shared by the
 *  black-and-white and the colour encoding. */
export function hintAutomaton(transitions: readonly number[], stateLit: Int32Array, transitionLit: Int32Array, reach: Uint8Array,
  ahead: Float64Array, behind: Float64Array, weight: (i: number, v: number) => number, n: number, m: number, hint: (lit: number) => void): void {
  const w = m + 1;
  const moves = new Float64Array(n), layers = new Float64Array(n + 1);
  for (let k = 0; k < transitions.length; k += 4) {
    const i = transitions[k], j = transitions[k + 1], v = transitions[k + 2], d = transitions[k + 3];
    moves[i] += ahead[i * w + j] * weight(i, v) * behind[(i + 1) * w + d];
  }
  for (let i = 0; i <= n; i++) for (let j = 0; j <= m; j++) layers[i] += ahead[i * w + j] * behind[i * w + j];
  for (let i = 0; i <= n; i++) for (let j = 0; j <= m; j++) {
    const lit = stateLit[i * w + j];
    if (lit !== 0 && reach[i * w + j] === 3 && layers[i] > 0) hint(ahead[i * w + j] * behind[i * w + j] >= 0.5 * layers[i] ? lit : -lit);
  }
  for (let k = 0, at = 0; k < transitions.length; k += 4, at++) {
    const i = transitions[k], j = transitions[k + 1], v = transitions[k + 2], d = transitions[k + 3];
    if (moves[i] > 0) hint(ahead[i * w + j] * weight(i, v) * behind[(i + 1) * w + d] >= 0.5 * moves[i] ? transitionLit[at] : -transitionLit[at]);
  }
}

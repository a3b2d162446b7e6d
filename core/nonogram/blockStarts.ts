// A line as SAT by where its blocks start (the order encoding nonosolve uses): for block j and
// cell p, one variable says "block j starts at p or before". The SAT search (satSearch.ts) proves
// a puzzle unique on it rather than on the automaton: its clauses are fewer, and its variables let
// CaDiCaL learn "this block starts after p" in one literal.
import type { SatSolver } from './satSearch';

const BLANK = 1;     // cell bit sets, as in solve.ts

// A start literal that is known: block j cannot start at p or before (too early), or must have.
const TRUE = 1 << 30, FALSE = -TRUE;

/** Adds the clauses of a line with `clue` over `lineCells` (their bit sets in `cells`, their
 *  variables by `cellLit`); the cells already known are the caller's unit clauses. False when the
 *  clue cannot fit the line, or the line is blank by its clue and a cell of it is known black. */
export function encodeBlockStarts(solver: SatSolver, clue: readonly number[], lineCells: readonly number[], cells: Uint32Array,
  cellLit: (cell: number, black: boolean) => number): boolean {
  const n = lineCells.length, k = clue.length;
  if (k === 0) {
    for (const c of lineCells) {
      if (!(cells[c] & BLANK)) return false;
      solver.addClause([cellLit(c, false)]);
    }
    return true;
  }
  // block j starts in [earliest[j], latest[j]]
  const earliest: number[] = [], latest: number[] = [];
  for (let j = 0, s = 0; j < k; j++) { earliest.push(s); s += clue[j] + 1; }
  for (let j = k - 1, s = n; j >= 0; j--) { s -= clue[j]; latest[j] = s; s -= 1; }
  if (latest[0] < earliest[0]) return false;
  const first = clue.map((_, j) => latest[j] > earliest[j] ? solver.newVariables(latest[j] - earliest[j]) : 0);
  const startsBy = (j: number, p: number): number => p < earliest[j] ? FALSE : p >= latest[j] ? TRUE : first[j] + p - earliest[j];
  for (let j = 0; j < k; j++) {
    for (let p = earliest[j]; p < latest[j] - 1; p++) solver.addClause([-startsBy(j, p), startsBy(j, p + 1)]);
    // block j + 1 starts at p or before only if block j has ended, with a blank, before p
    if (j + 1 < k) for (let p = earliest[j + 1]; p < latest[j + 1]; p++) {
      const before = startsBy(j, p - clue[j] - 1);
      if (before === FALSE) solver.addClause([-startsBy(j + 1, p)]);
      else if (before !== TRUE) solver.addClause([-startsBy(j + 1, p), before]);
    }
  }
  // block j covers cell c when it starts at c or before, and not at c - clue[j] or before
  const covers: number[][] = Array.from({ length: n }, () => []);
  const surely = new Uint8Array(n);
  for (let j = 0; j < k; j++) for (let c = earliest[j]; c < latest[j] + clue[j]; c++) {
    const started = startsBy(j, c), ended = startsBy(j, c - clue[j]);
    if (started === FALSE || ended === TRUE) continue;
    if (started === TRUE && ended === FALSE) { surely[c] = 1; continue; }
    let cover: number;
    if (started === TRUE) cover = -ended;
    else if (ended === FALSE) cover = started;
    else {
      cover = solver.newVariables(1);
      solver.addClause([-cover, started]);
      solver.addClause([-cover, -ended]);
      solver.addClause([cover, -started, ended]);
    }
    covers[c].push(cover);
  }
  for (let c = 0; c < n; c++) {
    const black = cellLit(lineCells[c], true);
    if (surely[c]) { solver.addClause([black]); continue; }
    solver.addClause([-black, ...covers[c]]);
    for (const cover of covers[c]) solver.addClause([-cover, black]);
  }
  return true;
}

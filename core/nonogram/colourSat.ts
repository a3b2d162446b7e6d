// The SAT search for colour nonograms that line logic, probing and a short depth-first search leave
// open: satSearch.ts's encoding, over colours. A cell has one variable per colour it can still take,
// exactly one of them true; each line is the automaton of its clue read as a string of colours
// (a block of 3 in colour c is "c c c"; a blank stands between two blocks only where both have the
// same colour, and blocks of different colours may touch), unrolled over the line's cells. The
// first solve starts from phase hints by belief propagation over colours between rows and
// columns, withdrawn once it has found a solution; further solutions are found by blocking the
// ones found, as in satSearch.ts (the 2×2 flip there is black and white only).
import type { Clue, NonogramPuzzle } from './puzzle';
import { hintAutomaton, type SatOutcome, type SatSolver, type SatSolverFactory } from './satSearch';

const ROUNDS = 20;              // of belief propagation, as phaseHints.ts
const SURE = 1e-6;              // messages are kept this far from 0 and 1

/** A colour line's automaton: state j has read j colours of the pattern (0 for a gap's blank). */
export function colourPattern(clue: Clue): number[] {
  const pattern: number[] = [];
  clue.forEach((block, k) => {
    if (k > 0 && clue[k - 1].colour === block.colour) pattern.push(0);
    for (let i = 0; i < block.length; i++) pattern.push(block.colour);
  });
  return pattern;
}

/** The state after reading colour `v` (0 blank) in state j, or -1. A blank may repeat before the
 *  first block, after the last, after a gap, and between two blocks of different colours. */
export function nextColourState(pattern: readonly number[], j: number, v: number): number {
  const m = pattern.length;
  if (j < m && pattern[j] === v) return j + 1;
  if (v === 0 && (j === 0 || j === m || pattern[j - 1] === 0 || pattern[j - 1] !== pattern[j])) return j;
  return -1;
}

/** Forward-backward over a colour line's automaton. `prior[i * k + v]`: how likely the crossing
 *  line makes cell i colour v; `bits`: the colours each cell can still take. Fills `ahead` and
 *  `behind` (w = pattern length + 1 states a layer, each layer scaled to sum 1) and returns per
 *  cell and colour the posterior; null when no placement fits. */
export function colourForwardBackward(pattern: readonly number[], bits: ArrayLike<number>, prior: ArrayLike<number>, k: number,
  ahead: Float64Array, behind: Float64Array): Float64Array | null {
  const m = pattern.length, n = bits.length, w = m + 1;
  const weight = (i: number, v: number): number => bits[i] & (1 << v) ? prior[i * k + v] : 0;
  ahead.fill(0, 0, (n + 1) * w); behind.fill(0, 0, (n + 1) * w);
  ahead[0] = 1;
  for (let i = 0; i < n; i++) {
    const from = i * w, to = from + w;
    let sum = 0;
    for (let j = 0; j <= m; j++) {
      const a = ahead[from + j];
      if (a === 0) continue;
      for (let v = 0; v < k; v++) {
        const d = nextColourState(pattern, j, v), x = weight(i, v);
        if (d >= 0 && x > 0) { ahead[to + d] += a * x; sum += a * x; }
      }
    }
    if (sum === 0) return null;
    for (let j = 0; j <= m; j++) ahead[to + j] /= sum;
  }
  if (ahead[n * w + m] === 0) return null;
  behind[n * w + m] = 1;
  const posterior = new Float64Array(n * k);
  for (let i = n - 1; i >= 0; i--) {
    const at = i * w, next = at + w;
    let sum = 0, all = 0;
    for (let j = 0; j <= m; j++) {
      let out = 0;
      for (let v = 0; v < k; v++) {
        const d = nextColourState(pattern, j, v);
        if (d < 0) continue;
        const x = weight(i, v) * behind[next + d];
        out += x;
        posterior[i * k + v] += ahead[at + j] * x;
      }
      behind[at + j] = out; sum += out;
    }
    for (let v = 0; v < k; v++) all += posterior[i * k + v];
    for (let v = 0; v < k; v++) posterior[i * k + v] = all > 0 ? posterior[i * k + v] / all : 1 / k;
    if (sum > 0) for (let j = 0; j <= m; j++) behind[at + j] /= sum;
  }
  return posterior;
}

/** Per cell and colour (index cell * k + colour): how likely the row makes the cell that colour,
 *  and the column; by belief propagation between rows and columns, as phaseHints.ts does for black. */
export function colourMessages(puzzle: NonogramPuzzle, cells: Uint32Array, k: number): { row: Float64Array; column: Float64Array } {
  const { width, height } = puzzle;
  const row = new Float64Array(width * height * k), column = new Float64Array(width * height * k);
  for (let c = 0; c < width * height; c++) {
    const allowed = popCount(cells[c]);
    for (let v = 0; v < k; v++) row[c * k + v] = column[c * k + v] = cells[c] & (1 << v) ? 1 / allowed : 0;
  }
  const patterns = puzzle.rows.concat(puzzle.columns).map(colourPattern);
  const longest = Math.max(width, height);
  let states = 1;
  for (const p of patterns) states = Math.max(states, p.length + 1);
  const ahead = new Float64Array((longest + 1) * states), behind = new Float64Array((longest + 1) * states);
  const bits = new Uint32Array(longest), prior = new Float64Array(longest * k);
  for (let round = 0; round < ROUNDS; round++) {
    for (let l = 0; l < height + width; l++) {
      const isRow = l < height, n = isRow ? width : height;
      const at = (i: number): number => isRow ? l * width + i : i * width + (l - height);
      const into = isRow ? row : column, from = isRow ? column : row;
      for (let i = 0; i < n; i++) { bits[i] = cells[at(i)]; for (let v = 0; v < k; v++) prior[i * k + v] = from[at(i) * k + v]; }
      const posterior = colourForwardBackward(patterns[l], bits.subarray(0, n), prior, k, ahead, behind);
      if (!posterior) continue;
      for (let i = 0; i < n; i++) {
        // the extrinsic message: the crossing line's prior divided out of the posterior
        let total = 0;
        const message = new Float64Array(k);
        for (let v = 0; v < k; v++) {
          if (!(bits[i] & (1 << v))) continue;
          const post = Math.min(1 - SURE, Math.max(SURE, posterior[i * k + v]));
          message[v] = post / Math.max(SURE, prior[i * k + v]);
          total += message[v];
        }
        for (let v = 0; v < k; v++) {
          if (!(bits[i] & (1 << v))) continue;
          const c = at(i) * k + v;
          into[c] = 0.5 * into[c] + 0.5 * Math.min(1 - SURE, Math.max(SURE, message[v] / total));
        }
      }
    }
  }
  return { row, column };
}

// `cells`: per cell the colours still possible (bit v: colour v, bit 0 blank).
export function colourSatSearch(puzzle: NonogramPuzzle, cells: Uint32Array, limit: number, shouldStop: () => boolean,
  newSolver: SatSolverFactory): SatOutcome {
  const solver = newSolver();
  try {
    return search(solver, puzzle, cells, limit, shouldStop);
  } finally {
    solver.dispose();
  }
}

function search(solver: SatSolver, puzzle: NonogramPuzzle, cells: Uint32Array, limit: number, shouldStop: () => boolean): SatOutcome {
  const { width, height } = puzzle;
  let k = 2;
  for (const bits of cells) k = Math.max(k, 32 - Math.clz32(bits));
  const messages = colourMessages(puzzle, cells, k);
  const belief = new Float64Array(cells.length * k);
  for (let c = 0; c < cells.length; c++) {
    let total = 0;
    for (let v = 0; v < k; v++) total += belief[c * k + v] = messages.row[c * k + v] * messages.column[c * k + v];
    for (let v = 0; v < k; v++) belief[c * k + v] = total > 0 ? belief[c * k + v] / total : 0;
  }
  const variable = cellVariables(solver, cells, k, belief);
  const cellLit = (cell: number, v: number): number => variable[cell * k + v];
  // exactly one colour a cell
  for (let c = 0; c < cells.length; c++) {
    const own: number[] = [];
    for (let v = 0; v < k; v++) if (cells[c] & (1 << v)) own.push(cellLit(c, v));
    solver.addClause(own);
    for (let a = 0; a < own.length; a++) for (let b = a + 1; b < own.length; b++) solver.addClause([-own[a], -own[b]]);
  }
  const hinted: number[] = [];
  const hint = (literal: number): void => { solver.phase(literal); hinted.push(literal); };
  for (let l = 0; l < height + width; l++) {
    if (shouldStop()) return { solutions: [], complete: false, conflicts: 0 };
    const isRow = l < height;
    const lineCells = isRow ? Array.from({ length: width }, (_, x) => l * width + x) : Array.from({ length: height }, (_, y) => y * width + l - height);
    const crossing = new Float64Array(lineCells.length * k);
    lineCells.forEach((c, i) => { for (let v = 0; v < k; v++) crossing[i * k + v] = (isRow ? messages.column : messages.row)[c * k + v]; });
    const clue = isRow ? puzzle.rows[l] : puzzle.columns[l - height];
    if (!encodeColourLine(solver, colourPattern(clue), lineCells, cells, k, cellLit, crossing, hint)) return { solutions: [], complete: true, conflicts: 0 };
  }
  for (let c = 0; c < cells.length; c++) {
    if (isSingle(cells[c])) continue;
    const best = likeliest(belief, c, k, cells[c]);
    for (let v = 0; v < k; v++) if (cells[c] & (1 << v)) hint(v === best ? cellLit(c, v) : -cellLit(c, v));
  }

  const solutions: Uint8Array[] = [];
  for (;;) {
    const found = solver.solve(shouldStop);
    if (found === null) return { solutions, complete: false, conflicts: solver.conflicts() };
    if (!found) return { solutions, complete: true, conflicts: solver.conflicts() };
    const picture = new Uint8Array(width * height);
    const blocking: number[] = [];
    for (let c = 0; c < picture.length; c++) {
      for (let v = 0; v < k; v++) if (cells[c] & (1 << v) && solver.value(cellLit(c, v))) picture[c] = v;
      if (!isSingle(cells[c])) blocking.push(-cellLit(c, picture[c]));
    }
    solutions.push(picture);
    // the hints guide the first solution only, as in satSearch.ts
    for (const literal of hinted.splice(0)) solver.unphase(literal);
    // no cell left open: the solution was forced, and there is no other
    if (solutions.length >= limit || blocking.length === 0) return { solutions, complete: true, conflicts: solver.conflicts() };
    solver.addClause(blocking);
  }
}

function isSingle(bits: number): boolean { return (bits & (bits - 1)) === 0; }
function popCount(bits: number): number { let n = 0; for (; bits !== 0; bits &= bits - 1) n++; return n; }

function likeliest(belief: Float64Array, cell: number, k: number, bits: number): number {
  let best = -1;
  for (let v = 0; v < k; v++) if (bits & (1 << v) && (best < 0 || belief[cell * k + v] > belief[cell * k + best])) best = v;
  return best;
}

// The cells' variables (index cell * k + colour; 0 where the colour is ruled out), the cell the
// hints are surest of first, as satSearch.ts numbers them for the solver's order of decisions.
function cellVariables(solver: SatSolver, cells: Uint32Array, k: number, belief: Float64Array): Int32Array {
  const sureness = Float64Array.from(cells, (bits, c) => isSingle(bits) ? 1 : belief[c * k + likeliest(belief, c, k, bits)]);
  const order = Array.from(sureness.keys()).sort((a, b) => sureness[b] - sureness[a]);
  const variable = new Int32Array(cells.length * k);
  for (const c of order) for (let v = 0; v < k; v++) if (cells[c] & (1 << v)) variable[c * k + v] = solver.newVariables(1);
  return variable;
}

// A line's automaton over colours, as satSearch.ts's encodeLine over black and blank: states that
// the known cells rule out are not created, and a transition that is its source's only way out
// (or its target's only way in) is that state's variable. False when the line cannot be filled in.
function encodeColourLine(solver: SatSolver, pattern: number[], lineCells: number[], cells: Uint32Array, k: number,
  cellLit: (cell: number, v: number) => number, crossing: Float64Array, hint: (literal: number) => void): boolean {
  const m = pattern.length, n = lineCells.length, w = m + 1;
  const allowed = (i: number, v: number): boolean => (cells[lineCells[i]] & (1 << v)) !== 0;
  const next = (j: number, v: number): number => nextColourState(pattern, j, v);
  const reach = new Uint8Array((n + 1) * w);
  reach[0] = 1;
  for (let i = 0; i < n; i++) for (let j = 0; j <= m; j++) {
    if (!(reach[i * w + j] & 1)) continue;
    for (let v = 0; v < k; v++) { const d = next(j, v); if (d >= 0 && allowed(i, v)) reach[(i + 1) * w + d] |= 1; }
  }
  if (!(reach[n * w + m] & 1)) return false;
  reach[n * w + m] |= 2;
  for (let i = n - 1; i >= 0; i--) for (let j = 0; j <= m; j++) {
    if (!(reach[i * w + j] & 1)) continue;
    for (let v = 0; v < k; v++) { const d = next(j, v); if (d >= 0 && allowed(i, v) && (reach[(i + 1) * w + d] & 2)) reach[i * w + j] |= 2; }
  }
  const transitions: number[] = [];      // (i, j, v, d) quadruples between live states
  const outCount = new Int32Array((n + 1) * w), inCount = new Int32Array((n + 1) * w);
  for (let i = 0; i < n; i++) for (let j = 0; j <= m; j++) {
    if (reach[i * w + j] !== 3) continue;
    for (let v = 0; v < k; v++) {
      const d = next(j, v);
      if (d >= 0 && allowed(i, v) && reach[(i + 1) * w + d] === 3) {
        transitions.push(i, j, v, d);
        outCount[i * w + j]++; inCount[(i + 1) * w + d]++;
      }
    }
  }
  const stateLit = new Int32Array((n + 1) * w);
  const transitionLit = new Int32Array(transitions.length / 4);
  stateLit[0] = solver.newVariables(1);
  for (let t = 0, at = 0; t < transitions.length; t += 4, at++) {
    const i = transitions[t], j = transitions[t + 1], d = transitions[t + 3];
    const source = i * w + j, target = (i + 1) * w + d;
    const lit = outCount[source] === 1 ? stateLit[source] : solver.newVariables(1);
    transitionLit[at] = lit;
    if (stateLit[target] === 0) stateLit[target] = inCount[target] === 1 ? lit : solver.newVariables(1);
  }
  // hints: a state's share of its layer, a transition's share of the moves from its layer
  const ahead = new Float64Array((n + 1) * w), behind = new Float64Array((n + 1) * w);
  const lineBits = Uint32Array.from(lineCells, (c) => cells[c]);
  if (colourForwardBackward(pattern, lineBits, crossing, k, ahead, behind)) {
    hintAutomaton(transitions, stateLit, transitionLit, reach, ahead, behind, (i, v) => crossing[i * k + v], n, m, hint);
  }
  solver.addClause([stateLit[0]]);
  solver.addClause([stateLit[n * w + m]]);
  const incoming: number[][] = Array.from({ length: (n + 1) * w }, () => []);
  const outgoing: number[][] = Array.from({ length: (n + 1) * w }, () => []);
  const support: number[][] = Array.from({ length: n * k }, () => []);
  for (let t = 0, at = 0; t < transitions.length; t += 4, at++) {
    const i = transitions[t], j = transitions[t + 1], v = transitions[t + 2], d = transitions[t + 3];
    const q = stateLit[i * w + j], q2 = stateLit[(i + 1) * w + d], x = cellLit(lineCells[i], v), lit = transitionLit[at];
    // (no tautologies where a transition is its source or its target state, as in satSearch.ts)
    if (lit !== q) solver.addClause([-lit, q]);
    solver.addClause([-lit, x]);
    if (lit !== q2) solver.addClause([-lit, q2]);
    if (lit !== q) solver.addClause([lit, -q, -x]);
    outgoing[i * w + j].push(lit); incoming[(i + 1) * w + d].push(lit); support[i * k + v].push(lit);
  }
  for (let s = 0; s < n * w; s++) if (reach[s] === 3 && outCount[s] > 1) solver.addClause([-stateLit[s], ...outgoing[s]]);
  for (let i = 0; i < n; i++) for (let v = 0; v < k; v++) {
    if (allowed(i, v)) solver.addClause([-cellLit(lineCells[i], v), ...support[i * k + v]]);
  }
  for (let s = w; s < incoming.length; s++) if (reach[s] === 3 && inCount[s] > 1) solver.addClause([-stateLit[s], ...incoming[s]]);
  return true;
}

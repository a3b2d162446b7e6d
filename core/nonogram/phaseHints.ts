// Which value the SAT search (satSearch.ts) should try first for each variable: the likelier
// one, by belief propagation over the lines. Each line is the automaton of its clue, as in the
// encoding; given how likely the crossing lines make each of its cells black, a forward-backward
// pass over the automaton gives how likely each state, transition and cell is. Rows and columns
// pass these to each other for a few rounds. A CDCL solver that starts from these phases lands
// near a solution where its default (every variable true, then whatever it last tried) wanders:
// Knotty's first solution (nonosolve's idea, "phase hints by belief propagation").

const BLANK = 1, BLACK = 2;     // cell bit sets, as in solve.ts
const ROUNDS = 20;
const SURE = 1e-6;              // messages are kept this far from 0 and 1

/** A line's automaton: `pattern` is the clue as "1^a 0 1^b 0 ...", state j has read j of it. */
export function linePattern(clue: readonly number[]): number[] {
  const pattern: number[] = [];
  clue.forEach((length, k) => { if (k > 0) pattern.push(0); for (let i = 0; i < length; i++) pattern.push(1); });
  return pattern;
}

/** The state after reading `v` (1 black, 0 blank) in state j, or -1. */
export function nextState(pattern: readonly number[], j: number, v: number): number {
  const m = pattern.length;
  if (j < m && pattern[j] === v) return j + 1;
  if (v === 0 && (j === 0 || j === m || pattern[j - 1] === 0)) return j;
  return -1;
}

/** Forward-backward over a line's automaton. `black[i]`: how likely cell i is black by the
 *  crossing line; `bits`: what is known of each cell. Fills `ahead[i * w + j]` and
 *  `behind[i * w + j]` (w = pattern length + 1; each layer scaled by a factor of its own: only
 *  ratios within a layer mean anything) and returns per cell the posterior of black; null when
 *  no placement fits. */
export function forwardBackward(pattern: readonly number[], bits: ArrayLike<number>, black: ArrayLike<number>,
  ahead: Float64Array, behind: Float64Array): Float64Array | null {
  const m = pattern.length, n = bits.length, w = m + 1;
  // the automaton's moves: on a blank, state j stays (between blocks) or moves on (a gap's
  // blank), or has none; on a black, it moves on inside a block
  const onBlank = new Int32Array(w), onBlack = new Int32Array(w);
  for (let j = 0; j <= m; j++) { onBlank[j] = nextState(pattern, j, 0); onBlack[j] = nextState(pattern, j, 1); }
  ahead.fill(0, 0, (n + 1) * w); behind.fill(0, 0, (n + 1) * w);
  // after i cells only states lo(i)..hi(i) can be on a whole path (a state moves on by at most
  // one a cell, and must still have room for the rest of the pattern): work in that band only
  // (a 30-cell line of 8 blocks: 9 states of 23), the rest stays 0
  const lo = (i: number): number => Math.max(0, m - n + i), hi = (i: number): number => Math.min(m, i);
  ahead[0] = 1;
  for (let i = 0; i < n; i++) {
    const blank = bits[i] & BLANK ? 1 - black[i] : 0, ink = bits[i] & BLACK ? black[i] : 0;
    const from = i * w, to = from + w;
    let sum = 0;
    for (let j = lo(i), top = hi(i); j <= top; j++) {
      const a = ahead[from + j];
      if (a === 0) continue;
      const d0 = onBlank[j], d1 = onBlack[j];
      if (d0 >= 0 && blank > 0) { ahead[to + d0] += a * blank; sum += a * blank; }
      if (d1 >= 0 && ink > 0) { ahead[to + d1] += a * ink; sum += a * ink; }
    }
    if (sum === 0) return null;
    for (let j = lo(i + 1), top = hi(i + 1); j <= top; j++) ahead[to + j] /= sum;
  }
  if (ahead[n * w + m] === 0) return null;
  behind[n * w + m] = 1;
  const posterior = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const blank = bits[i] & BLANK ? 1 - black[i] : 0, ink = bits[i] & BLACK ? black[i] : 0;
    const at = i * w, next = at + w;
    let sum = 0, blackMass = 0, all = 0;
    for (let j = lo(i), top = hi(i); j <= top; j++) {
      const d0 = onBlank[j], d1 = onBlack[j];
      const x0 = d0 >= 0 ? blank * behind[next + d0] : 0, x1 = d1 >= 0 ? ink * behind[next + d1] : 0;
      behind[at + j] = x0 + x1; sum += x0 + x1;
      const a = ahead[at + j];
      all += a * (x0 + x1); blackMass += a * x1;
    }
    posterior[i] = all > 0 ? blackMass / all : 0.5;
    if (sum > 0) for (let j = lo(i), top = hi(i); j <= top; j++) behind[at + j] /= sum;
  }
  return posterior;
}

export interface BlackMessages {
  /** Per cell (row-major): how likely the row makes it black, and the column. */
  row: Float64Array;
  column: Float64Array;
}

/** Belief propagation between the rows and the columns (clues as block lengths, `cells` bit sets). */
export function blackMessages(width: number, height: number, rows: readonly number[][], columns: readonly number[][], cells: Uint32Array): BlackMessages {
  const row = new Float64Array(width * height).fill(0.5), column = new Float64Array(width * height).fill(0.5);
  const patterns = rows.concat(columns).map(linePattern);
  const longest = Math.max(width, height);
  let states = 1;
  for (const p of patterns) states = Math.max(states, p.length + 1);
  const ahead = new Float64Array((longest + 1) * states), behind = new Float64Array((longest + 1) * states);
  const bits = new Uint32Array(longest), prior = new Float64Array(longest);
  for (let round = 0; round < ROUNDS; round++) {
    for (let l = 0; l < height + width; l++) {
      const isRow = l < height, n = isRow ? width : height;
      const at = (i: number): number => isRow ? l * width + i : i * width + (l - height);
      const into = isRow ? row : column, from = isRow ? column : row;
      for (let i = 0; i < n; i++) { bits[i] = cells[at(i)]; prior[i] = from[at(i)]; }
      const posterior = forwardBackward(patterns[l], bits.subarray(0, n), prior, ahead, behind);
      if (!posterior) continue;
      for (let i = 0; i < n; i++) {
        // the extrinsic message: the crossing line's prior divided out of the posterior
        const post = Math.min(1 - SURE, Math.max(SURE, posterior[i])), p = prior[i];
        const y = post * (1 - p), z = (1 - post) * p;
        const message = Math.min(1 - SURE, Math.max(SURE, y / (y + z)));
        into[at(i)] = 0.5 * into[at(i)] + 0.5 * message;
      }
    }
  }
  return { row, column };
}

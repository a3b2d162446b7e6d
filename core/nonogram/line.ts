// The exact line solver: which colours each cell of one line can still take, given the clue
// and what is known. Dynamic programming over block placements, forward and backward:
//   ahead[j][i]  — blocks 0..j-1 fit in cells [0, i), every other cell there blank;
//   behind[j][i] — blocks j..k-1 fit in cells [i, n), every other cell there blank.
// A block may start at s when the prefix before it (with the gap its colour needs) and the
// suffix after it both fit; a cell may be blank when some split puts it between two blocks.
// Only the split points i in [least[j], most[j]] lie on a placement of the whole clue (blocks
// 0..j-1 need least[j] cells, blocks j..k-1 need n - most[j]); entries outside are false (the
// recurrences read at most one past the range: a guard cell holds 0 there). So a row of the
// tables costs the line's slack plus a block, not the whole line: O(blocks × slack + cells) per
// line, on scratch buffers reused between calls (no allocation in the sweep's hot path).
import type { Clue } from './puzzle';
import { minimumLength } from './checks';

let ahead = new Uint8Array(0);
let behind = new Uint8Array(0);
let badBefore = new Int32Array(0);   // per colour: cells in [0, i) that cannot take it
let paint = new Int32Array(0);       // per colour: difference array of placements covering a cell
let blankOk = new Uint8Array(0);
let least = new Int32Array(0);
let most = new Int32Array(0);

/** Grows the scratch buffers for lines of up to `cells` cells and `blocks` blocks. */
export function reserveLineScratch(blocks: number, cells: number, colours: number): void {
  const table = (blocks + 1) * (cells + 2);
  if (ahead.length < table) { ahead = new Uint8Array(table); behind = new Uint8Array(table); }
  const perColour = colours * (cells + 1);
  if (badBefore.length < perColour) { badBefore = new Int32Array(perColour); paint = new Int32Array(perColour); }
  if (blankOk.length < cells) blankOk = new Uint8Array(cells);
  if (least.length < blocks + 1) { least = new Int32Array(blocks + 1); most = new Int32Array(blocks + 1); }
}
reserveLineScratch(50, 128, 2);        // every line of the survey's puzzles: no growing between puzzles

// Narrows `line` (per cell a bit set of still possible colours; bit 0 = blank) to the colours
// some placement of the clue's blocks allows; false when no placement fits (a contradiction),
// in which case `line` is left unchanged.
export function solveLine(clue: Clue, line: Uint32Array, colourCount: number): boolean {
  if (colourCount === 2) return solveBlackWhiteLine(clue, line);
  const n = line.length;
  const k = clue.length;
  reserveLineScratch(k, n, colourCount);
  const w = n + 1;
  // split ranges: least[j] cells hold blocks 0..j-1; most[j] leaves room for blocks j..k-1
  least[0] = 0;
  for (let j = 1; j <= k; j++) least[j] = least[j - 1] + clue[j - 1].length + (j > 1 && clue[j - 2].colour === clue[j - 1].colour ? 1 : 0);
  const total = least[k];
  if (total > n) return false;
  for (let j = 0; j <= k; j++) most[j] = n - (total - least[j] - (j > 0 && j < k && clue[j - 1].colour === clue[j].colour ? 1 : 0));
  for (let c = 1; c < colourCount; c++) {
    const base = c * w;
    const bit = 1 << c;
    badBefore[base] = 0;
    for (let i = 0; i < n; i++) badBefore[base + i + 1] = badBefore[base + i] + ((line[i] & bit) ? 0 : 1);
  }
  // blocks [0, j) in [0, i)
  let allBlank = true;
  for (let i = 0; i <= most[0]; i++) {
    ahead[i] = allBlank ? 1 : 0;
    if (i < n && !(line[i] & 1)) allBlank = false;
  }
  if (k > 0) ahead[most[0] + 1] = 0;
  for (let j = 1; j <= k; j++) {
    const block = clue[j - 1];
    const len = block.length, c = block.colour, base = c * w;
    const gap = j > 1 && clue[j - 2].colour === c ? 1 : 0;
    const row = j * w, prev = (j - 1) * w;
    const lo = least[j], hi = most[j];
    for (let i = lo; i <= hi; i++) {
      let ok = i > lo && ahead[row + i - 1] === 1 && (line[i - 1] & 1) !== 0;
      if (!ok) {
        const s = i - len;
        ok = badBefore[base + i] === badBefore[base + s]
          && (gap === 0 || (line[s - 1] & 1) !== 0) && ahead[prev + s - gap] === 1;
      }
      ahead[row + i] = ok ? 1 : 0;
    }
    if (j < k) ahead[row + hi + 1] = 0;
  }
  if (ahead[k * w + n] !== 1) return false;
  // blocks [j, k) in [i, n)
  allBlank = true;
  for (let i = n; i >= least[k]; i--) {
    if (i < n && !(line[i] & 1)) allBlank = false;
    behind[k * w + i] = allBlank ? 1 : 0;
  }
  if (k > 0) behind[k * w + least[k] - 1] = 0;
  for (let j = k - 1; j >= 0; j--) {
    const block = clue[j];
    const len = block.length, c = block.colour, base = c * w;
    const gap = j + 1 < k && clue[j + 1].colour === c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    const lo = least[j], hi = most[j];
    for (let i = hi; i >= lo; i--) {
      let ok = i < hi && behind[row + i + 1] === 1 && (line[i] & 1) !== 0;
      if (!ok) {
        const e = i + len;
        ok = badBefore[base + e] === badBefore[base + i]
          && (gap === 0 || (line[e] & 1) !== 0) && behind[next + e + gap] === 1;
      }
      behind[row + i] = ok ? 1 : 0;
    }
    if (j > 0) behind[row + lo - 1] = 0;
  }
  // what the placements allow
  for (let c = 1; c < colourCount; c++) paint.fill(0, c * w, c * w + w);
  for (let j = 0; j < k; j++) {
    const block = clue[j];
    const len = block.length, c = block.colour, base = c * w;
    const gapBefore = j > 0 && clue[j - 1].colour === c ? 1 : 0;
    const gapAfter = j + 1 < k && clue[j + 1].colour === c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    const last = Math.min(most[j + 1] - len - gapAfter, most[j] + gapBefore);
    for (let s = least[j] + gapBefore; s <= last; s++) {
      const e = s + len;
      if (ahead[row + s - gapBefore] === 1 && behind[next + e + gapAfter] === 1
        && badBefore[base + e] === badBefore[base + s]
        && (gapBefore === 0 || (line[s - 1] & 1) !== 0)
        && (gapAfter === 0 || (line[e] & 1) !== 0)) {
        paint[base + s]++;
        paint[base + e]--;
      }
    }
  }
  blankOk.fill(0, 0, n);
  for (let j = 0; j <= k; j++) {
    const row = j * w;
    const hi = most[j];
    for (let i = least[j]; i < hi; i++) {
      if (ahead[row + i] === 1 && (line[i] & 1) !== 0 && behind[row + i + 1] === 1) blankOk[i] = 1;
    }
  }
  if (colourCount === 2) {            // black and white: one pass over the running sum
    let covering = 0;
    for (let i = 0; i < n; i++) {
      covering += paint[w + i];
      line[i] &= blankOk[i] | (covering > 0 ? 2 : 0);
    }
    return true;
  }
  for (let c = 1; c < colourCount; c++) {
    const base = c * w;
    for (let i = 1; i < n; i++) paint[base + i] += paint[base + i - 1];
  }
  for (let i = 0; i < n; i++) {
    let allowed = blankOk[i];
    for (let c = 1; c < colourCount; c++) if (paint[c * w + i] > 0) allowed |= 1 << c;
    line[i] &= allowed;
  }
  return true;
}

// The same tables for black and white, where every two blocks need a gap: no colour planes, so
// fewer steps per cell (most puzzles are black and white; the solver spends its time here).
function solveBlackWhiteLine(clue: Clue, line: Uint32Array): boolean {
  const n = line.length;
  const k = clue.length;
  reserveLineScratch(k, n, 2);
  const w = n + 1;
  least[0] = 0;
  for (let j = 1; j <= k; j++) least[j] = least[j - 1] + clue[j - 1].length + (j > 1 ? 1 : 0);
  const total = least[k];
  if (total > n) return false;
  most[0] = n - total;
  for (let j = 1; j < k; j++) most[j] = n - total + least[j] + 1;
  most[k] = n;
  // noBlack[i]: cells in [0, i) that cannot be black
  const noBlack = badBefore;
  noBlack[0] = 0;
  for (let i = 0; i < n; i++) noBlack[i + 1] = noBlack[i] + (~line[i] >> 1 & 1);
  let allBlank = 1;                    // ahead[0][i]: every cell in [0, i) can be blank
  for (let i = 0; i <= most[0]; i++) { ahead[i] = allBlank; if (i < n) allBlank &= line[i]; }
  ahead[most[0] + 1] = 0;
  for (let j = 1; j <= k; j++) {
    const len = clue[j - 1].length;
    const gap = j > 1 ? 1 : 0;
    const row = j * w, prev = row - w;
    const lo = least[j], hi = most[j];
    let ok = 0;
    for (let i = lo; i <= hi; i++) {
      // the block ends at i, or the cell before i is blank and the blocks fit in [0, i - 1)
      const s = i - len;
      ok = (ok & line[i - 1]) | (noBlack[i] === noBlack[s] && (gap === 0 || (line[s - 1] & 1) !== 0) ? ahead[prev + s - gap] : 0);
      ahead[row + i] = ok;
    }
    if (j < k) ahead[row + hi + 1] = 0;
  }
  if (ahead[k * w + n] !== 1) return false;
  // Backward, and with it what the placements allow: cell i may be blank when a split point puts
  // it between two blocks (ahead[j][i], behind[j][i + 1]), and block j may start at s when the
  // blocks before it end in time (ahead[j][s - gap]) and those from it on fit (behind[j][s]).
  const covers = paint;                // difference array: placements of blocks covering a cell
  covers.fill(0, 0, w);
  blankOk.fill(0, 0, n);
  const top = k * w;
  allBlank = 1;                        // behind[k][i]: every cell in [i, n) can be blank
  for (let i = n; i >= least[k]; i--) {
    if (i < n) { blankOk[i] |= ahead[top + i] & line[i] & allBlank; allBlank &= line[i]; }
    behind[top + i] = allBlank;
  }
  if (k > 0) behind[top + least[k] - 1] = 0;
  for (let j = k - 1; j >= 0; j--) {
    const len = clue[j].length;
    const gapAfter = j + 1 < k ? 1 : 0, gapBefore = j > 0 ? 1 : 0;
    const row = j * w, next = row + w;
    const lo = least[j], hi = most[j];
    let ok = 0;                        // behind[j][i + 1]
    for (let i = hi; i >= lo; i--) {
      const e = i + len;
      const starts = noBlack[e] === noBlack[i] && (gapAfter === 0 || (line[e] & 1) !== 0) ? behind[next + e + gapAfter] : 0;
      blankOk[i] |= ahead[row + i] & line[i] & ok;
      ok = (ok & line[i]) | starts;
      behind[row + i] = ok;
      if (starts !== 0 && i >= lo + gapBefore && ahead[row + i - gapBefore] !== 0 && (gapBefore === 0 || (line[i - 1] & 1) !== 0)) {
        covers[i]++;
        covers[e]--;
      }
    }
    if (j > 0) behind[row + lo - 1] = 0;
  }
  let covering = 0;
  for (let i = 0; i < n; i++) {
    covering += covers[i];
    line[i] &= blankOk[i] | (covering > 0 ? 2 : 0);
  }
  return true;
}

// The number of placements of the clue's blocks in an empty line of `length` cells:
// C(free + k, k) where free is the slack left after the blocks and their required gaps.
// Infinity past 2^53 (exact counts are not needed there), 0 when the clue cannot fit.
export function countPlacements(clue: Clue, length: number): number {
  const k = clue.length;
  const free = length - minimumLength(clue);
  if (free < 0) return 0;
  const choose = Math.min(k, free);
  let count = 1;
  for (let i = 1; i <= choose; i++) {
    count = count * (free + k - choose + i) / i;
    if (count > Number.MAX_SAFE_INTEGER) return Infinity;
  }
  return Math.round(count);
}

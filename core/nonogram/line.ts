// The exact line solver: which colours each cell of one line can still take, given the clue
// and what is known. Dynamic programming over block placements, forward and backward:
//   ahead[j][i]  — blocks 0..j-1 fit in cells [0, i), every other cell there blank;
//   behind[j][i] — blocks j..k-1 fit in cells [i, n), every other cell there blank.
// A block may start at s when the prefix before it (with the gap its colour needs) and the
// suffix after it both fit; a cell may be blank when some split puts it between two blocks.
// O(blocks × cells) per line, on scratch buffers reused between calls (no allocation in the
// sweep's hot path).
import type { Clue } from './puzzle';

let ahead = new Uint8Array(0);
let behind = new Uint8Array(0);
let badBefore = new Int32Array(0);   // per colour: cells in [0, i) that cannot take it
let paint = new Int32Array(0);       // per colour: difference array of placements covering a cell
let blankOk = new Uint8Array(0);

function reserve(blocks: number, cells: number, colours: number): void {
  const table = (blocks + 1) * (cells + 2);
  if (ahead.length < table) { ahead = new Uint8Array(table); behind = new Uint8Array(table); }
  const perColour = colours * (cells + 1);
  if (badBefore.length < perColour) { badBefore = new Int32Array(perColour); paint = new Int32Array(perColour); }
  if (blankOk.length < cells) blankOk = new Uint8Array(cells);
}

// Narrows `line` (per cell a bit set of still possible colours; bit 0 = blank) to the colours
// some placement of the clue's blocks allows; false when no placement fits (a contradiction),
// in which case `line` is left unchanged.
export function solveLine(clue: Clue, line: Uint32Array, colourCount: number): boolean {
  const n = line.length;
  const k = clue.length;
  reserve(k, n, colourCount);
  const w = n + 1;
  for (let c = 1; c < colourCount; c++) {
    const base = c * w;
    const bit = 1 << c;
    badBefore[base] = 0;
    for (let i = 0; i < n; i++) badBefore[base + i + 1] = badBefore[base + i] + ((line[i] & bit) ? 0 : 1);
  }
  // blocks [0, j) in [0, i)
  let allBlank = true;
  for (let i = 0; i <= n; i++) {
    ahead[i] = allBlank ? 1 : 0;
    if (i < n && !(line[i] & 1)) allBlank = false;
  }
  for (let j = 1; j <= k; j++) {
    const block = clue[j - 1];
    const len = block.length, c = block.colour, base = c * w;
    const gap = j > 1 && clue[j - 2].colour === c ? 1 : 0;
    const row = j * w, prev = (j - 1) * w;
    ahead[row] = 0;
    for (let i = 1; i <= n; i++) {
      let ok = ahead[row + i - 1] === 1 && (line[i - 1] & 1) !== 0;
      if (!ok) {
        const s = i - len;
        ok = s - gap >= 0 && badBefore[base + i] === badBefore[base + s]
          && (gap === 0 || (line[s - 1] & 1) !== 0) && ahead[prev + s - gap] === 1;
      }
      ahead[row + i] = ok ? 1 : 0;
    }
  }
  if (ahead[k * w + n] !== 1) return false;
  // blocks [j, k) in [i, n)
  allBlank = true;
  for (let i = n; i >= 0; i--) {
    if (i < n && !(line[i] & 1)) allBlank = false;
    behind[k * w + i] = allBlank ? 1 : 0;
  }
  for (let j = k - 1; j >= 0; j--) {
    const block = clue[j];
    const len = block.length, c = block.colour, base = c * w;
    const gap = j + 1 < k && clue[j + 1].colour === c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    behind[row + n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      let ok = behind[row + i + 1] === 1 && (line[i] & 1) !== 0;
      if (!ok) {
        const e = i + len;
        ok = e + gap <= n && badBefore[base + e] === badBefore[base + i]
          && (gap === 0 || (line[e] & 1) !== 0) && behind[next + e + gap] === 1;
      }
      behind[row + i] = ok ? 1 : 0;
    }
  }
  // what the placements allow
  for (let c = 1; c < colourCount; c++) paint.fill(0, c * w, c * w + w);
  for (let j = 0; j < k; j++) {
    const block = clue[j];
    const len = block.length, c = block.colour, base = c * w;
    const gapBefore = j > 0 && clue[j - 1].colour === c ? 1 : 0;
    const gapAfter = j + 1 < k && clue[j + 1].colour === c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    for (let s = gapBefore; s + len + gapAfter <= n; s++) {
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
  for (let i = 0; i < n; i++) blankOk[i] = 0;
  for (let j = 0; j <= k; j++) {
    const row = j * w;
    for (let i = 0; i < n; i++) {
      if (ahead[row + i] === 1 && (line[i] & 1) !== 0 && behind[row + i + 1] === 1) blankOk[i] = 1;
    }
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

// The number of placements of the clue's blocks in an empty line of `length` cells:
// C(free + k, k) where free is the slack left after the blocks and their required gaps.
// Infinity past 2^53 (exact counts are not needed there), 0 when the clue cannot fit.
export function countPlacements(clue: Clue, length: number): number {
  const k = clue.length;
  let least = 0;
  for (let j = 0; j < k; j++) {
    least += clue[j].length;
    if (j > 0 && clue[j - 1].colour === clue[j].colour) least++;
  }
  const free = length - least;
  if (free < 0) return 0;
  const choose = Math.min(k, free);
  let count = 1;
  for (let i = 1; i <= choose; i++) {
    count = count * (free + k - choose + i) / i;
    if (count > Number.MAX_SAFE_INTEGER) return Infinity;
  }
  return Math.round(count);
}

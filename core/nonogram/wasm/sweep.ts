// The nonogram sweep in WebAssembly (AssemblyScript; scripts/wasm.mjs compiles it into
// core/generated/sweepWasm.ts). A puzzle's first solve is over in milliseconds, before V8 would
// have compiled the same code from JavaScript: a C solver's start. core/nonogram/sweep.ts is the
// JavaScript side; the probing and the search stay there, and this module does what they call
// most: narrow a cell, undo to a mark, and sweep lines to a fixpoint.
//
// Memory, laid out once per puzzle by layout() after the static data (nothing here allocates):
//   cells        u32 per cell: the bit set of colours still possible (bit 0 = blank)
//   blockFrom    i32 per line + 1: where the line's clue starts in the block arrays
//   blockLength, blockColour  i32 per block
//   score        i32 per line: cells changed since the line last solved itself
//   queue, inQueue, solvedIn  i32 per line (solvedIn: the sweep in which it last solved itself)
//   lineStamp    f64 per line: the stamp of its last change outside a probe
//   lines        i32 per line: a list handed to JavaScript (linesSolvedIn)
//   masks        u64 × 2 per line: black and white, up to 63 cells, the cells that can be black, blank
//   the line solver's scratch, the trail: pairs (cell, bits before), the line-solve memo and
//   the short lines' memo
// Lines are the rows, then the columns.

let width = 0;
let height = 0;
let lineCount = 0;
let cellCount = 0;
let colourCount = 2;
let cellsAt: usize = 0;
let blockFromAt: usize = 0;
let blockLengthAt: usize = 0;
let blockColourAt: usize = 0;
let scoreAt: usize = 0;
let queueAt: usize = 0;
let inQueueAt: usize = 0;
let solvedInAt: usize = 0;
let lineStampAt: usize = 0;
let linesAt: usize = 0;          // i32 per line: a list of lines handed to JavaScript
let masksAt: usize = 0;          // u64 × 2 per line: its cells that can be black, blank (black and white, up to SHORT_LINE cells)
let lineAt: usize = 0;           // u32 per cell of the line being solved, and a guard cell
let aheadAt: usize = 0;          // u8 (blocks + 2) × (cells + 2)
let behindAt: usize = 0;
let badBeforeAt: usize = 0;      // i32 per colour × (cells + 1)
let paintAt: usize = 0;
let blankOkAt: usize = 0;        // u8 per cell
let leastAt: usize = 0;          // i32 per block + 1
let mostAt: usize = 0;
let forwardAt: usize = 0;        // u64 per block + 1 (lines of up to SHORT_LINE cells)
let backwardAt: usize = 0;
let trailAt: usize = 0;
let trailCapacity = 0;
// The line-solve memo: probing solves the same lines in the same states again and again (each probe
// is undone, and the next starts from the same field). An entry in the arena holds the line's index,
// the line as it came in, as it went out, and 1 or 0 (solvable); a slot per hash holds an entry's
// place + 1. When the arena is full, it starts over empty.
let memoSlotsAt: usize = 0;
let memoSlots = 0;
let memoArenaAt: usize = 0;
let memoWords = 0;
let memoUsed = 0;
let remember = false;
// Black-and-white lines of up to SHORT_LINE cells have a memo of their own, direct-mapped on the
// line's two words: an entry is the line + 1 (0: empty), 1 or 0 (solvable), the words as they came
// in and the two that solveShortMasks found.
let shortMemoAt: usize = 0;
let shortMemoSlots = 0;
const SHORT_ENTRY = 40;

let unknown = 0;
let queued = 0;
let head = 0;
let trailLength = 0;
let probing = false;
let stamp: f64 = 0;
let sweep = 0;
let solvedCount = 0;             // lines solved in this sweep, listed at lines() as they are
let listed = true;               // false when lines() holds another sweep's list
let lineSolves: f64 = 0;
let spent: f64 = 0;              // work (line cells × (blocks + 1)) of the last propagate()
let changedLine = -1;            // stepwise: the line that changed cells, from trail index changedFrom
let changedFrom = 0;

// Results of propagate() besides a contradictory line (>= 0)
const FIXPOINT = -1;
const OUT_OF_BUDGET = -2;
const LINE_CHANGED = -3;

@inline function align(at: usize): usize { return (at + 7) & ~(<usize>7); }
@inline function cellAt(cell: i32): u32 { return load<u32>(cellsAt + (<usize>cell << 2)); }
@inline function i32At(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, v: i32): void { store<i32>(base + (<usize>i << 2), v); }
@inline function u8At(base: usize, i: i32): u32 { return <u32>load<u8>(base + <usize>i); }
@inline function setU8(base: usize, i: i32, v: u32): void { store<u8>(base + <usize>i, <u8>v); }
@inline function lineCell(i: i32): u32 { return load<u32>(lineAt + (<usize>i << 2)); }
@inline function isSingle(bits: u32): bool { return (bits & (bits - 1)) == 0; }

/** Lays out the memory for a puzzle and grows it; the address past the end, or 0 when the memory
 *  cannot grow that far. `blocks`: the clues' blocks in all; `longestClue`: the most in one line;
 *  `trail`: narrowings the trail must hold (every cell's colours but one); `memo`: the words of
 *  the line-solve memo (0: none). */
export function layout(w: i32, h: i32, colours: i32, blocks: i32, longestClue: i32, trail: i32, memo: i32): usize {
  width = w; height = h; lineCount = w + h; cellCount = w * h; colourCount = colours;
  const longest = max(w, h);
  let at = align(__heap_base);
  cellsAt = at; at = align(at + (<usize>cellCount << 2));
  blockFromAt = at; at = align(at + (<usize>(lineCount + 1) << 2));
  blockLengthAt = at; at = align(at + (<usize>blocks << 2));
  blockColourAt = at; at = align(at + (<usize>blocks << 2));
  scoreAt = at; at = align(at + (<usize>lineCount << 2));
  queueAt = at; at = align(at + (<usize>lineCount << 2));
  inQueueAt = at; at = align(at + (<usize>lineCount << 2));
  solvedInAt = at; at = align(at + (<usize>lineCount << 2));
  lineStampAt = at; at = align(at + (<usize>lineCount << 3));
  linesAt = at; at = align(at + (<usize>lineCount << 2));
  masksAt = at; at = align(at + (<usize>lineCount << 4));
  lineAt = at; at = align(at + (<usize>(longest + 1) << 2));
  const table = <usize>(longestClue + 2) * <usize>(longest + 2);
  aheadAt = at; at = align(at + table);
  behindAt = at; at = align(at + table);
  badBeforeAt = at; at = align(at + (<usize>colours * <usize>(longest + 1) << 2));
  paintAt = at; at = align(at + (<usize>colours * <usize>(longest + 1) << 2));
  blankOkAt = at; at = align(at + <usize>longest);
  leastAt = at; at = align(at + (<usize>(longestClue + 1) << 2));
  mostAt = at; at = align(at + (<usize>(longestClue + 1) << 2));
  forwardAt = at; at = align(at + (<usize>(longestClue + 1) << 3));
  backwardAt = at; at = align(at + (<usize>(longestClue + 1) << 3));
  trailAt = at; at = align(at + (<usize>trail << 3));
  trailCapacity = trail;
  // only colour lines and lines over SHORT_LINE cells go through the line-solve memo
  const longMemo = colours != 2 || longest > SHORT_LINE ? memo : 0;
  memoWords = longMemo; memoSlots = longMemo >= 64 ? 1 << (31 - clz(longMemo >> 6)) : 0;   // a power of two
  memoSlotsAt = at; at = align(at + (<usize>memoSlots << 2));
  memoArenaAt = at; at = align(at + (<usize>memoWords << 2));
  // half as many words as the memo, in entries of ten words (a power of two): on a deep search
  // (30x30, 8,192 entries) 16 % more line solves a second than at 2,048, the same on short ones
  shortMemoSlots = colours == 2 && min(w, h) <= SHORT_LINE && memo >= 640 ? 1 << (31 - clz(memo / 20)) : 0;
  shortMemoAt = at; at = align(at + <usize>shortMemoSlots * SHORT_ENTRY);
  const pages = <i32>((at + 0xffff) >> 16) - memory.size();
  if (pages > 0 && memory.grow(pages) < 0) return 0;
  unknown = 0; queued = 0; trailLength = 0; probing = false; stamp = 0; sweep = 0; lineSolves = 0;
  remember = false; memoUsed = 0;
  return at;
}

/** Every cell starts with `bits`, and every line empty of score. */
export function start(bits: u32): void {
  for (let i = 0; i < cellCount; i++) store<u32>(cellsAt + (<usize>i << 2), bits);
  unknown = isSingle(bits) ? 0 : cellCount;
  memory.fill(scoreAt, 0, <usize>lineCount << 4);   // score, queue, inQueue, solvedIn
  memory.fill(lineStampAt, 0, <usize>lineCount << 3);
  sweep = 1; solvedCount = 0; listed = true;   // solvedIn 0: never solved
  for (let l = 0; l < lineCount; l++) {
    const n = l < height ? width : height;
    const all: u64 = n <= SHORT_LINE ? (<u64>1 << <u64>n) - 1 : 0;
    store<u64>(masksAt + (<usize>l << 4), (bits & 2) != 0 ? all : 0);
    store<u64>(masksAt + (<usize>l << 4), (bits & 1) != 0 ? all : 0, 8);
  }
}

export function cells(): usize { return cellsAt; }
export function blockFrom(): usize { return blockFromAt; }
export function blockLength(): usize { return blockLengthAt; }
export function blockColour(): usize { return blockColourAt; }
export function lineStamp(): usize { return lineStampAt; }
export function trail(): usize { return trailAt; }
export function line(): usize { return lineAt; }
export function unknownCells(): i32 { return unknown; }
export function trailMark(): i32 { return trailLength; }
export function currentStamp(): f64 { return stamp; }
export function solves(): f64 { return lineSolves; }
export function setSolves(count: f64): void { lineSolves = count; }
export function work(): f64 { return spent; }
export function lastChangedLine(): i32 { return changedLine; }
export function lastChangedFrom(): i32 { return changedFrom; }
export function setProbing(on: bool): void {
  // a queue left by a probe, back to a list from 0 (rotated by three reversals)
  if (head != 0) { reverseQueue(0, head); reverseQueue(head, lineCount); reverseQueue(0, lineCount); head = 0; }
  probing = on;
}

function reverseQueue(from: i32, to: i32): void {
  for (let i = from, j = to - 1; i < j; i++, j--) { const l = i32At(queueAt, i); setI32(queueAt, i, i32At(queueAt, j)); setI32(queueAt, j, l); }
}
/** From now on line solves go through the memo (not in the first sweep, where no state comes back). */
export function rememberLines(): void {
  if (remember || (memoSlots == 0 && shortMemoSlots == 0)) return;
  remember = true;
  memory.fill(memoSlotsAt, 0, <usize>memoSlots << 2);
  memory.fill(shortMemoAt, 0, <usize>shortMemoSlots * SHORT_ENTRY);
}
/** Starts a new sweep number (probes tell which lines they solved by it). */
export function nextSweep(): i32 { solvedCount = 0; listed = true; return ++sweep; }

/** The first cell from `from` on whose colour is not known yet, and when `near`, next to a cell
 *  whose colour is (probing looks there first); -1 when there is none. */
export function nextUnknownCell(from: i32, near: bool): i32 {
  for (let cell = from; cell < cellCount; cell++) {
    if (isSingle(cellAt(cell))) continue;
    if (!near) return cell;
    const x = cell % width;
    if ((x > 0 && isSingle(cellAt(cell - 1))) || (x + 1 < width && isSingle(cellAt(cell + 1)))
      || (cell >= width && isSingle(cellAt(cell - width))) || (cell + width < cellCount && isSingle(cellAt(cell + width)))) return cell;
  }
  return -1;
}

/** Lists the lines that solved themselves in sweep number `which` at lines(), and returns how many
 *  (for the current sweep, the list kept as they solved, in that order: no pass over every line). */
export function linesSolvedIn(which: i32): i32 {
  if (which == sweep && listed) return solvedCount;
  let count = 0;
  for (let l = 0; l < lineCount; l++) if (i32At(solvedInAt, l) == which) setI32(linesAt, count++, l);
  listed = false;
  return count;
}
export function lines(): usize { return linesAt; }

@inline function enqueue(l: i32): void {
  if (i32At(inQueueAt, l) == 0) { setI32(inQueueAt, l, 1); let at = head + queued++; if (at >= lineCount) at -= lineCount; setI32(queueAt, at, l); }
}

@inline function stampLines(cell: i32): void {
  const y = cell / width;
  stamp += 1;
  store<f64>(lineStampAt + (<usize>y << 3), stamp);
  store<f64>(lineStampAt + (<usize>(height + cell - y * width) << 3), stamp);
}

/** Every line on the queue. */
export function queueAll(): void {
  for (let l = 0; l < lineCount; l++) { setI32(scoreAt, l, 1); enqueue(l); }
}

export function clearQueue(): void {
  for (let i = 0; i < queued; i++) {
    const l = i32At(queueAt, (head + i) % lineCount);
    setI32(scoreAt, l, 0); setI32(inQueueAt, l, 0);
  }
  queued = 0; head = 0;
}

/** Narrows a cell to `bits` (a subset of its colours); its row and column go on the queue.
 *  False when the trail is full (cannot happen while bits only narrow). */
export function set(cell: i32, bits: u32): bool {
  const old = cellAt(cell);
  if (old == bits) return true;
  if (trailLength == trailCapacity) return false;
  const entry = trailAt + (<usize>trailLength << 3);
  store<i32>(entry, cell);
  store<u32>(entry, old, 4);
  trailLength++;
  store<u32>(cellsAt + (<usize>cell << 2), bits);
  if (isSingle(bits) && !isSingle(old)) unknown--;
  const y = cell / width, column = height + cell - y * width;
  paintMasks(y, column, cell - y * width, bits);
  setI32(scoreAt, y, i32At(scoreAt, y) + 1);
  setI32(scoreAt, column, i32At(scoreAt, column) + 1);
  enqueue(y);
  enqueue(column);
  if (!probing) stampLines(cell);
  return true;
}

// The line words of the cell at column x of row y for its colours `bits` (black and white only):
// kept with every change, so that a short line's solve starts from its two words.
@inline function paintMasks(y: i32, column: i32, x: i32, bits: u32): void {
  if (colourCount != 2) return;
  if (width <= SHORT_LINE) paintMask(masksAt + (<usize>y << 4), x, bits);
  if (height <= SHORT_LINE) paintMask(masksAt + (<usize>column << 4), y, bits);
}

@inline function paintMask(at: usize, i: i32, bits: u32): void {
  const keep = ~(<u64>1 << <u64>i);
  store<u64>(at, (load<u64>(at) & keep) | (<u64>((bits >> 1) & 1) << <u64>i));
  store<u64>(at, (load<u64>(at, 8) & keep) | (<u64>(bits & 1) << <u64>i), 8);
}

/** Undoes the trail back to `mark`. */
export function undo(mark: i32): void {
  while (trailLength > mark) {
    const entry = trailAt + (<usize>(--trailLength) << 3);
    const cell = load<i32>(entry), old = load<u32>(entry, 4);
    const now = cellAt(cell);
    if (isSingle(now) && !isSingle(old)) unknown++;
    store<u32>(cellsAt + (<usize>cell << 2), old);
    const y = cell / width;
    paintMasks(y, height + cell - y * width, cell - y * width, old);
    if (!probing) stampLines(cell);
  }
}

// The queued line with the highest score, the lowest among equals; -1 when none is left. A probe
// (which only asks whether the sweep ends in a contradiction, and where) takes them first in,
// first out instead, from a ring at head: no pass over the queue per line (random 30x30 pictures'
// probing search: about 8 % less CPU, though it solves more lines).
function nextLine(): i32 {
  if (probing) {
    while (queued > 0) {
      const l = i32At(queueAt, head);
      if (++head == lineCount) head = 0;
      queued--;
      setI32(inQueueAt, l, 0);
      if (i32At(scoreAt, l) != 0) return l;
    }
    head = 0;
    return -1;
  }
  let best = -1, bestScore = 0, at = -1;
  for (let i = 0; i < queued;) {
    const l = i32At(queueAt, i), lineScore = i32At(scoreAt, l);
    if (lineScore == 0) { setI32(inQueueAt, l, 0); setI32(queueAt, i, i32At(queueAt, --queued)); continue; }
    if (lineScore > bestScore || (lineScore == bestScore && l < best)) { bestScore = lineScore; best = l; at = i; }
    i++;
  }
  if (best >= 0) {
    setI32(inQueueAt, best, 0);
    setI32(queueAt, at, i32At(queueAt, --queued));
  }
  return best;
}

/** The sweep: solves the queued lines, the highest score first, until none is left (FIXPOINT),
 *  a line is contradictory (its index; the queue is cleared), the work passes `budget`
 *  (OUT_OF_BUDGET: call again to go on), or, when `stepwise`, a line changed cells
 *  (LINE_CHANGED: lastChangedLine() and the trail from lastChangedFrom() tell which). */
export function propagate(budget: f64, stepwise: bool): i32 {
  spent = 0;
  while (spent < budget) {
    const l = nextLine();
    if (l < 0) return FIXPOINT;
    const from = trailLength;
    if (!solveQueued(l)) { clearQueue(); return l; }
    if (stepwise && trailLength > from) { changedLine = l; changedFrom = from; return LINE_CHANGED; }
  }
  return OUT_OF_BUDGET;
}

// Solves one line and narrows its cells; false when the line is contradictory.
function solveQueued(l: i32): bool {
  setI32(scoreAt, l, 0);
  if (i32At(solvedInAt, l) != sweep) { setI32(solvedInAt, l, sweep); setI32(linesAt, solvedCount++, l); }
  const row = l < height;
  const n = row ? width : height;
  const first = row ? l * width : l - height, step = row ? 1 : width;
  lineSolves += 1;
  if (colourCount == 2 && n <= SHORT_LINE) {
    // in words from the cells, and back only to the cells that lose a colour
    const black = load<u64>(masksAt + (<usize>l << 4)), blank = load<u64>(masksAt + (<usize>l << 4), 8);
    if (!(remember && shortMemoSlots > 0 ? solveShortRemembered(l, n, black, blank) : solveShortOf(l, n, black, blank))) return false;
    for (let lose = (black & ~blackOk) | (blank & ~blankOk); lose != 0; lose &= lose - 1) {
      const i = <i32>ctz(lose), cell = first + i * step;
      set(cell, cellAt(cell) & (<u32>((blankOk >> <u64>i) & 1) | (<u32>((blackOk >> <u64>i) & 1) << 1)));
    }
    setI32(scoreAt, l, 0);
    return true;
  }
  for (let i = 0, cell = first; i < n; i++, cell += step) store<u32>(lineAt + (<usize>i << 2), cellAt(cell));
  store<u32>(lineAt + (<usize>n << 2), 0);
  if (!(remember && 2 * n + 2 <= memoWords ? solveRemembered(l, n) : solveLineOf(l, n))) return false;
  for (let i = 0, cell = first; i < n; i++, cell += step) {
    const bits = lineCell(i);
    if (bits != cellAt(cell)) set(cell, bits);
  }
  setI32(scoreAt, l, 0);
  return true;
}

function solveShortOf(l: i32, n: i32, black: u64, blank: u64): bool {
  const b0 = i32At(blockFromAt, l);
  spent += <f64>n;
  return solveShortMasks(b0, i32At(blockFromAt, l + 1) - b0, n, black, blank);
}

// solveShortOf through the short lines' memo.
function solveShortRemembered(l: i32, n: i32, black: u64, blank: u64): bool {
  let hash = (black * 0x9e3779b97f4a7c15) ^ (blank * 0xc2b2ae3d27d4eb4f) ^ <u64>l;
  hash ^= hash >> 29;
  const entry = shortMemoAt + <usize>(<i32>(hash >> 32) & (shortMemoSlots - 1)) * SHORT_ENTRY;
  if (load<i32>(entry) == l + 1 && load<u64>(entry, 8) == black && load<u64>(entry, 16) == blank) {
    spent += 1;
    if (load<i32>(entry, 4) == 0) return false;
    blackOk = load<u64>(entry, 24);
    blankOk = load<u64>(entry, 32);
    return true;
  }
  const ok = solveShortOf(l, n, black, blank);
  store<i32>(entry, l + 1);
  store<i32>(entry, ok ? 1 : 0, 4);
  store<u64>(entry, black, 8);
  store<u64>(entry, blank, 16);
  store<u64>(entry, blackOk, 24);
  store<u64>(entry, blankOk, 32);
  return ok;
}

function solveLineOf(l: i32, n: i32): bool {
  const b0 = i32At(blockFromAt, l), k = i32At(blockFromAt, l + 1) - b0;
  spent += <f64>(n * (k + 1));
  return colourCount == 2 ? solveBlackWhiteLine(b0, k, n) : solveColourLine(b0, k, n);
}

// solveLineOf through the memo.
function solveRemembered(l: i32, n: i32): bool {
  let hash: u32 = <u32>l;
  for (let i = 0; i < n; i++) hash = (hash ^ lineCell(i)) * 0x9e3779b1 ^ (hash >>> 15);
  const slot = memoSlotsAt + (<usize>(hash & <u32>(memoSlots - 1)) << 2);
  const found = load<i32>(slot) - 1;
  if (found >= 0 && i32At(memoArenaAt, found) == l) {
    let same = true;
    for (let i = 0; i < n; i++) if (<u32>i32At(memoArenaAt, found + 1 + i) != lineCell(i)) { same = false; break; }
    if (same) {
      spent += <f64>n;
      if (i32At(memoArenaAt, found + 1 + 2 * n) == 0) return false;
      memory.copy(lineAt, memoArenaAt + (<usize>(found + 1 + n) << 2), <usize>n << 2);
      return true;
    }
  }
  let entry = memoUsed;
  if (entry + 2 * n + 2 > memoWords) {
    memory.fill(memoSlotsAt, 0, <usize>memoSlots << 2);
    entry = 0;
  }
  setI32(memoArenaAt, entry, l);
  memory.copy(memoArenaAt + (<usize>(entry + 1) << 2), lineAt, <usize>n << 2);
  const ok = solveLineOf(l, n);
  if (ok) memory.copy(memoArenaAt + (<usize>(entry + 1 + n) << 2), lineAt, <usize>n << 2);
  setI32(memoArenaAt, entry + 1 + 2 * n, ok ? 1 : 0);
  memoUsed = entry + 2 * n + 2;
  store<i32>(slot, entry + 1);
  return ok;
}

/** Solves the line in line() alone, with the clue of line `l` and `colours` colours (at most as
 *  many as laid out), for a line outside any puzzle. */
export function solveLoneLine(l: i32, n: i32, colours: i32): bool {
  colourCount = colours;
  const b0 = i32At(blockFromAt, l), k = i32At(blockFromAt, l + 1) - b0;
  store<u32>(lineAt + (<usize>n << 2), 0);
  return colourCount != 2 ? solveColourLine(b0, k, n) : n <= SHORT_LINE ? solveShortLine(b0, k, n) : solveBlackWhiteLine(b0, k, n);
}

// The exact line solver: which colours each cell of a line can still take, given the clue and what
// is known. Dynamic programming over block placements, forward (ahead[j][i]: blocks 0..j-1 fit in
// cells [0, i), every other cell there blank) and backward (behind[j][i]: blocks j..k-1 fit in
// [i, n)); a cell can be blank when some split point puts it between two blocks, and a block can
// start at s when the blocks before it end in time and those after it fit. A line narrows in place;
// a contradiction (no placement fits) leaves it as it was.

// Black and white lines of up to 63 cells, the same tables as bit sets in one 64-bit word each
// (bit i: split point i, or cell i), so a block costs a few word operations instead of a pass over
// its slack: ahead[j] is the fill through blank cells from where block j - 1 can end, and a block's
// starts spread over its length give the cells it can cover. behind[j] is ahead on the mirrored
// line with the clue reversed.
const SHORT_LINE = 63;

// Split points reached from `seeds` by stepping from p to p + 1 over cells p that can be blank: an
// addition carries each seed in a run of `blank` to the run's end.
@inline function fill(seeds: u64, blank: u64): u64 { return (((seeds & blank) + blank) ^ blank) | seeds; }

// Bit s: cells s .. s + length - 1 are all in `cells`.
@inline function runsOf(cells: u64, length: i32): u64 {
  let runs = cells, have = 1;
  while (have * 2 <= length) { runs &= runs >> <u64>have; have <<= 1; }
  if (have < length) runs &= runs >> <u64>(length - have);
  return runs;
}

// Bit i: some s in `starts` has s <= i < s + length.
@inline function spread(starts: u64, length: i32): u64 {
  let cover = starts, have = 1;
  while (have * 2 <= length) { cover |= cover << <u64>have; have <<= 1; }
  if (have < length) cover |= cover << <u64>(length - have);
  return cover;
}

@inline function reverse(x: u64): u64 {
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0F) | ((x & 0x0F0F0F0F0F0F0F0F) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FF) | ((x & 0x00FF00FF00FF00FF) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFF) | ((x & 0x0000FFFF0000FFFF) << 16);
  return (x >> 32) | (x << 32);
}

// table[j] bit i: the first j blocks (of the clue from b0, backwards when `reversed`) fit in cells
// [0, i), every other cell there blank.
function aheadMasks(black: u64, blank: u64, b0: i32, k: i32, reversed: bool, table: usize): void {
  let ahead = fill(1, blank);
  store<u64>(table, ahead);
  for (let j = 1; j <= k; j++) {
    const length = i32At(blockLengthAt, reversed ? b0 + k - j : b0 + j - 1);
    const before = j > 1 ? (ahead & blank) << 1 : ahead;
    ahead = fill((runsOf(black, length) & before) << <u64>length, blank);
    store<u64>(table + (<usize>j << 3), ahead);
  }
}

// What solveShortMasks found: the cells that can be blank, and black.
let blankOk: u64 = 0;
let blackOk: u64 = 0;

// The line in line(), in words and back.
function solveShortLine(b0: i32, k: i32, n: i32): bool {
  let black: u64 = 0, blank: u64 = 0;
  for (let i = 0; i < n; i++) {
    const c = lineCell(i);
    black |= <u64>((c >> 1) & 1) << <u64>i;
    blank |= <u64>(c & 1) << <u64>i;
  }
  if (!solveShortMasks(b0, k, n, black, blank)) return false;
  for (let i = 0; i < n; i++) {
    const allowed = <u32>((blankOk >> <u64>i) & 1) | (<u32>((blackOk >> <u64>i) & 1) << 1);
    store<u32>(lineAt + (<usize>i << 2), lineCell(i) & allowed);
  }
  return true;
}

// `black`, `blank`: bit i when cell i can be black, blank. Sets blankOk and blackOk; false when
// no placement fits.
function solveShortMasks(b0: i32, k: i32, n: i32, black: u64, blank: u64): bool {
  aheadMasks(black, blank, b0, k, false, forwardAt);
  if (((load<u64>(forwardAt + (<usize>k << 3)) >> <u64>n) & 1) == 0) return false;
  // the mirror: cell i to n - 1 - i, split point i to n - i
  const cellShift = <u64>(64 - n), pointShift = <u64>(63 - n);
  aheadMasks(reverse(black) >> cellShift, reverse(blank) >> cellShift, b0, k, true, backwardAt);
  // behind[j] bit i: blocks j .. k - 1 fit in cells [i, n); stored over the mirrored tables
  for (let j = 0; j <= k; j++) {
    const at = backwardAt + (<usize>(k - j) << 3);
    store<u64>(at, reverse(load<u64>(at)) >> pointShift);
  }
  // a cell can be blank between blocks j - 1 and j
  let canBlank: u64 = 0, canBlack: u64 = 0;
  for (let j = 0; j <= k; j++) {
    canBlank |= load<u64>(forwardAt + (<usize>j << 3)) & (load<u64>(backwardAt + (<usize>(k - j) << 3)) >> 1);
  }
  // block j can start at s when the blocks before it end in time and those after it fit
  const lastBehind = load<u64>(backwardAt);   // behind[k]
  for (let j = 0; j < k; j++) {
    const length = i32At(blockLengthAt, b0 + j);
    const ahead = load<u64>(forwardAt + (<usize>j << 3));
    const before = j == 0 ? ahead : (ahead & blank) << 1;
    const after = j + 1 < k ? (blank & (load<u64>(backwardAt + (<usize>(k - j - 1) << 3)) >> 1)) >> <u64>length : lastBehind >> <u64>length;
    canBlack |= spread(runsOf(black, length) & before & after, length);
  }
  blankOk = canBlank & blank;
  blackOk = canBlack;
  return true;
}

// Lines of more than 63 cells, cell by cell, only over the split points [least[j], most[j]] that lie
// on a placement of the whole clue: O(blocks × slack + cells). Black and white: every two blocks
// need a gap, and no colour planes.
function solveBlackWhiteLine(b0: i32, k: i32, n: i32): bool {
  const w = n + 1;
  setI32(leastAt, 0, 0);
  for (let j = 1; j <= k; j++) setI32(leastAt, j, i32At(leastAt, j - 1) + i32At(blockLengthAt, b0 + j - 1) + (j > 1 ? 1 : 0));
  const total = i32At(leastAt, k);
  if (total > n) return false;
  setI32(mostAt, 0, n - total);
  for (let j = 1; j < k; j++) setI32(mostAt, j, n - total + i32At(leastAt, j) + 1);
  setI32(mostAt, k, n);
  // noBlack[i]: cells in [0, i) that cannot be black
  const noBlack = badBeforeAt;
  setI32(noBlack, 0, 0);
  for (let i = 0; i < n; i++) setI32(noBlack, i + 1, i32At(noBlack, i) + <i32>(~lineCell(i) >> 1 & 1));
  let allBlank: u32 = 1;              // ahead[0][i]: every cell in [0, i) can be blank
  const most0 = i32At(mostAt, 0);
  for (let i = 0; i <= most0; i++) { setU8(aheadAt, i, allBlank); if (i < n) allBlank &= lineCell(i); }
  setU8(aheadAt, most0 + 1, 0);
  for (let j = 1; j <= k; j++) {
    const len = i32At(blockLengthAt, b0 + j - 1);
    const gap = j > 1 ? 1 : 0;
    const row = j * w, prev = row - w;
    const lo = i32At(leastAt, j), hi = i32At(mostAt, j);
    let ok: u32 = 0;
    for (let i = lo; i <= hi; i++) {
      // the block ends at i, or the cell before i is blank and the blocks fit in [0, i - 1)
      const s = i - len;
      const ends = i32At(noBlack, i) == i32At(noBlack, s) && (gap == 0 || (lineCell(s - 1) & 1) != 0) ? u8At(aheadAt, prev + s - gap) : 0;
      ok = (ok & lineCell(i - 1)) | ends;
      setU8(aheadAt, row + i, ok);
    }
    if (j < k) setU8(aheadAt, row + hi + 1, 0);
  }
  if (u8At(aheadAt, k * w + n) != 1) return false;
  // Backward, and with it what the placements allow: cell i may be blank when a split point puts
  // it between two blocks, and block j may start at s when the blocks before it end in time and
  // those from it on fit.
  const covers = paintAt;             // difference array: placements of blocks covering a cell
  memory.fill(covers, 0, <usize>w << 2);
  memory.fill(blankOkAt, 0, <usize>n);
  const top = k * w;
  const leastK = i32At(leastAt, k);
  allBlank = 1;                        // behind[k][i]: every cell in [i, n) can be blank
  for (let i = n; i >= leastK; i--) {
    if (i < n) {
      const c = lineCell(i);
      setU8(blankOkAt, i, u8At(blankOkAt, i) | (u8At(aheadAt, top + i) & c & allBlank));
      allBlank &= c;
    }
    setU8(behindAt, top + i, allBlank);
  }
  if (k > 0) setU8(behindAt, top + leastK - 1, 0);
  for (let j = k - 1; j >= 0; j--) {
    const len = i32At(blockLengthAt, b0 + j);
    const gapAfter = j + 1 < k ? 1 : 0, gapBefore = j > 0 ? 1 : 0;
    const row = j * w, next = row + w;
    const lo = i32At(leastAt, j), hi = i32At(mostAt, j);
    let ok: u32 = 0;                  // behind[j][i + 1]
    for (let i = hi; i >= lo; i--) {
      const e = i + len;
      const c = lineCell(i);
      const starts = i32At(noBlack, e) == i32At(noBlack, i) && (gapAfter == 0 || (lineCell(e) & 1) != 0) ? u8At(behindAt, next + e + gapAfter) : 0;
      setU8(blankOkAt, i, u8At(blankOkAt, i) | (u8At(aheadAt, row + i) & c & ok));
      ok = (ok & c) | starts;
      setU8(behindAt, row + i, ok);
      if (starts != 0 && i >= lo + gapBefore && u8At(aheadAt, row + i - gapBefore) != 0 && (gapBefore == 0 || (lineCell(i - 1) & 1) != 0)) {
        setI32(covers, i, i32At(covers, i) + 1);
        setI32(covers, e, i32At(covers, e) - 1);
      }
    }
    if (j > 0) setU8(behindAt, row + lo - 1, 0);
  }
  let covering = 0;
  for (let i = 0; i < n; i++) {
    covering += i32At(covers, i);
    store<u32>(lineAt + (<usize>i << 2), lineCell(i) & (u8At(blankOkAt, i) | (covering > 0 ? 2 : 0)));
  }
  return true;
}

// Colours: two blocks need a gap only when they have the same colour; a colour plane per colour.
function solveColourLine(b0: i32, k: i32, n: i32): bool {
  const w = n + 1;
  // split ranges: least[j] cells hold blocks 0..j-1; most[j] leaves room for blocks j..k-1
  setI32(leastAt, 0, 0);
  for (let j = 1; j <= k; j++) {
    const gap = j > 1 && i32At(blockColourAt, b0 + j - 2) == i32At(blockColourAt, b0 + j - 1) ? 1 : 0;
    setI32(leastAt, j, i32At(leastAt, j - 1) + i32At(blockLengthAt, b0 + j - 1) + gap);
  }
  const total = i32At(leastAt, k);
  if (total > n) return false;
  for (let j = 0; j <= k; j++) {
    const gap = j > 0 && j < k && i32At(blockColourAt, b0 + j - 1) == i32At(blockColourAt, b0 + j) ? 1 : 0;
    setI32(mostAt, j, n - (total - i32At(leastAt, j) - gap));
  }
  for (let c = 1; c < colourCount; c++) {
    const base = badBeforeAt + (<usize>(c * w) << 2);
    const bit: u32 = 1 << c;
    setI32(base, 0, 0);
    for (let i = 0; i < n; i++) setI32(base, i + 1, i32At(base, i) + ((lineCell(i) & bit) != 0 ? 0 : 1));
  }
  // blocks [0, j) in [0, i)
  let allBlank = true;
  const most0 = i32At(mostAt, 0);
  for (let i = 0; i <= most0; i++) {
    setU8(aheadAt, i, allBlank ? 1 : 0);
    if (i < n && (lineCell(i) & 1) == 0) allBlank = false;
  }
  if (k > 0) setU8(aheadAt, most0 + 1, 0);
  for (let j = 1; j <= k; j++) {
    const len = i32At(blockLengthAt, b0 + j - 1), c = i32At(blockColourAt, b0 + j - 1);
    const base = badBeforeAt + (<usize>(c * w) << 2);
    const gap = j > 1 && i32At(blockColourAt, b0 + j - 2) == c ? 1 : 0;
    const row = j * w, prev = (j - 1) * w;
    const lo = i32At(leastAt, j), hi = i32At(mostAt, j);
    for (let i = lo; i <= hi; i++) {
      let ok = i > lo && u8At(aheadAt, row + i - 1) == 1 && (lineCell(i - 1) & 1) != 0;
      if (!ok) {
        const s = i - len;
        ok = i32At(base, i) == i32At(base, s)
          && (gap == 0 || (lineCell(s - 1) & 1) != 0) && u8At(aheadAt, prev + s - gap) == 1;
      }
      setU8(aheadAt, row + i, ok ? 1 : 0);
    }
    if (j < k) setU8(aheadAt, row + hi + 1, 0);
  }
  if (u8At(aheadAt, k * w + n) != 1) return false;
  // blocks [j, k) in [i, n)
  allBlank = true;
  const leastK = i32At(leastAt, k);
  for (let i = n; i >= leastK; i--) {
    if (i < n && (lineCell(i) & 1) == 0) allBlank = false;
    setU8(behindAt, k * w + i, allBlank ? 1 : 0);
  }
  if (k > 0) setU8(behindAt, k * w + leastK - 1, 0);
  for (let j = k - 1; j >= 0; j--) {
    const len = i32At(blockLengthAt, b0 + j), c = i32At(blockColourAt, b0 + j);
    const base = badBeforeAt + (<usize>(c * w) << 2);
    const gap = j + 1 < k && i32At(blockColourAt, b0 + j + 1) == c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    const lo = i32At(leastAt, j), hi = i32At(mostAt, j);
    for (let i = hi; i >= lo; i--) {
      let ok = i < hi && u8At(behindAt, row + i + 1) == 1 && (lineCell(i) & 1) != 0;
      if (!ok) {
        const e = i + len;
        ok = i32At(base, e) == i32At(base, i)
          && (gap == 0 || (lineCell(e) & 1) != 0) && u8At(behindAt, next + e + gap) == 1;
      }
      setU8(behindAt, row + i, ok ? 1 : 0);
    }
    if (j > 0) setU8(behindAt, row + lo - 1, 0);
  }
  // what the placements allow
  memory.fill(paintAt, 0, <usize>(colourCount * w) << 2);
  for (let j = 0; j < k; j++) {
    const len = i32At(blockLengthAt, b0 + j), c = i32At(blockColourAt, b0 + j);
    const base = badBeforeAt + (<usize>(c * w) << 2), planes = paintAt + (<usize>(c * w) << 2);
    const gapBefore = j > 0 && i32At(blockColourAt, b0 + j - 1) == c ? 1 : 0;
    const gapAfter = j + 1 < k && i32At(blockColourAt, b0 + j + 1) == c ? 1 : 0;
    const row = j * w, next = (j + 1) * w;
    const last = min(i32At(mostAt, j + 1) - len - gapAfter, i32At(mostAt, j) + gapBefore);
    for (let s = i32At(leastAt, j) + gapBefore; s <= last; s++) {
      const e = s + len;
      if (u8At(aheadAt, row + s - gapBefore) == 1 && u8At(behindAt, next + e + gapAfter) == 1
        && i32At(base, e) == i32At(base, s)
        && (gapBefore == 0 || (lineCell(s - 1) & 1) != 0)
        && (gapAfter == 0 || (lineCell(e) & 1) != 0)) {
        setI32(planes, s, i32At(planes, s) + 1);
        setI32(planes, e, i32At(planes, e) - 1);
      }
    }
  }
  memory.fill(blankOkAt, 0, <usize>n);
  for (let j = 0; j <= k; j++) {
    const row = j * w;
    const hi = i32At(mostAt, j);
    for (let i = i32At(leastAt, j); i < hi; i++) {
      if (u8At(aheadAt, row + i) == 1 && (lineCell(i) & 1) != 0 && u8At(behindAt, row + i + 1) == 1) setU8(blankOkAt, i, 1);
    }
  }
  for (let c = 1; c < colourCount; c++) {
    const planes = paintAt + (<usize>(c * w) << 2);
    for (let i = 1; i < n; i++) setI32(planes, i, i32At(planes, i) + i32At(planes, i - 1));
  }
  for (let i = 0; i < n; i++) {
    let allowed = u8At(blankOkAt, i);
    for (let c = 1; c < colourCount; c++) if (i32At(paintAt + (<usize>(c * w) << 2), i) > 0) allowed |= 1 << c;
    store<u32>(lineAt + (<usize>i << 2), lineCell(i) & allowed);
  }
  return true;
}

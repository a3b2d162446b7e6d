// Exact-cover search for problems small enough to keep, at every level of the search, the
// whole state as bits: which options are still live (one bit each) and, per uncovered
// primary item, its slack (live options minus covers still needed; below 0 is a dead end).
// A placement writes the next level from this one, so backtracking costs nothing and a
// placement that empties an item stops at once. Options hidden by a placement are found a
// word at a time (live & the masks of the items it covers), and only words with a live
// option are visited (a summary bit per word). Most placements are dead ends (in a
// pentomino rectangle, two in three: the piece cuts off a cell), so before it writes
// anything, a placement checks the few items it most often cuts off. A count looks up the
// node a placement leads to among the subtrees already counted (the memo).
//
// The search runs in WebAssembly (wasm/liveBits.ts, where each step is described); this is its
// JavaScript side, which hands the problem over and answers what only it can: the clock, the
// shares' claims and each solution listed.
import type { CoverMatrix } from './coverMatrix';
import type { RootBranch, SearchControl, SearchStats } from './exactCover';
import { liveBitsWasm, type LiveBitsExports } from '../generated/liveBitsWasm';
import { instantiate } from '../wasm';
import { SearchClock } from './searchClock';
import { makeSplit } from './split';

// Without a limit from the caller, the memo takes at most this much memory.
const DEFAULT_MEMO_BYTES = 16 << 20;
// Past this many bytes, the instance is dropped after a search instead of kept for the next:
// WebAssembly memory never shrinks, and it lies outside the JavaScript heap that a long-lived
// thread's limits bound (the language server's counting thread). A new instance costs less than a
// millisecond (the module stays compiled).
const KEEP_MEMORY = 16 << 20;

// What run() did besides finishing, and how a run treats the split depth (wasm/liveBits.ts)
const PAUSED = 1;
const SOLUTION = 2;
const ASK_TAKE = 3;
const NO_SPLIT = 0;
const PROBE = 1;
const ASK = 2;


/** A count past 2^128: the search counts in two 64-bit words and says so rather than wrap. */
export class CountOverflow extends Error {
  constructor() { super('the count passes 2^128, more than the search counts exactly'); }
}

let kept: LiveBitsExports | undefined;

/** An instance of the live-bits module, reset, and the addresses of the matrix laid in it (with
 *  room after for `extraWords`). A search takes the thread's kept instance (a search started from
 *  inside another's callback gets a new one) and gives it back with keepInstance. */
export function liveBitsInstance(matrix: CoverMatrix, extraWords = 0): { e: LiveBitsExports; optionStart: number; nodeItem: number; itemLength: number; need: number; extra: number } {
  const { optionStart, nodeItem, itemLength, need } = matrix;
  const e = kept ?? instantiate<LiveBitsExports>(liveBitsWasm);
  kept = undefined;
  e.reset();
  const at = e.alloc(optionStart.length + nodeItem.length + itemLength.length + need.length + extraWords);
  if (at === 0) throw new RangeError(`an exact-cover problem of ${nodeItem.length} nodes needs more memory than WebAssembly gives`);
  const nodes = at + 4 * optionStart.length, lengths = nodes + 4 * nodeItem.length, needs = lengths + 4 * itemLength.length;
  const buffer = e.memory.buffer;
  new Int32Array(buffer, at, optionStart.length).set(optionStart);
  new Int32Array(buffer, nodes, nodeItem.length).set(nodeItem);
  new Int32Array(buffer, lengths, itemLength.length).set(itemLength);
  new Int32Array(buffer, needs, need.length).set(need);
  return { e, optionStart: at, nodeItem: nodes, itemLength: lengths, need: needs, extra: needs + 4 * need.length };
}

function keepInstance(e: LiveBitsExports): void {
  if (e.memory.buffer.byteLength <= KEEP_MEMORY) kept = e;
}

// Copying the state costs about W + P words per placement (W = options / 32, P = primary
// items) and the bit masks take items * W words: beyond these bounds dancing cells, whose
// work per placement depends only on what the placement hides, is the better method.
const COPY_MAX_WORDS = 2048;
const MEMORY_MAX_WORDS = 1 << 22;

export function fitsLiveBits(matrix: CoverMatrix): boolean {
  const W = (matrix.optionCount + 31) >>> 5;
  const P = matrix.primaryCount;
  return W + P <= COPY_MAX_WORDS && matrix.itemCount * W + levels(matrix) * (W + 2 * P) <= MEMORY_MAX_WORDS;
}

function levels(matrix: CoverMatrix): number {
  let needTotal = 0;
  for (let i = 0; i < matrix.primaryCount; i++) needTotal += matrix.need[i];
  // A level places an option or leaves one out, each option at most once: a huge multiplicity
  // never sizes the stack past the options.
  return Math.min(needTotal, matrix.optionCount) + (matrix.multiplicity ? matrix.optionCount : 0) + 2;
}

export function searchLiveBits(matrix: CoverMatrix, control: SearchControl, root?: RootBranch): SearchStats {
  const clock = new SearchClock(control);
  const stats = clock.stats;
  const limit = control.mode === 'first' ? Math.max(1, control.limit ?? 1) : Infinity;
  const { itemCount, primaryCount: P, optionCount, original, multiplicity } = matrix;
  const W = (optionCount + 31) >>> 5;
  // Counting, subtrees met again are counted once; conflicts are kept when they fit in memory
  // (the suspects need them too).
  const useMemo = control.mode === 'count' && control.memo !== false && !control.onSolution;
  const useConflict = !multiplicity && optionCount * W <= MEMORY_MAX_WORDS;
  const { e, optionStart, nodeItem, itemLength, need, extra } = liveBitsInstance(matrix, root ? optionCount : 0);
  if (root) new Int32Array(e.memory.buffer, extra, optionCount).set(root.weight);
  const memoBytes = useMemo ? Math.max(1, control.memoBytes ?? DEFAULT_MEMO_BYTES) : 0;
  const depth = levels(matrix);
  if (!e.prepare(itemCount, P, optionCount, optionStart, nodeItem, itemLength, need, multiplicity, depth, useConflict, memoBytes, control.onSolution !== undefined, root ? root.item : -1, extra, limit)) {
    throw new RangeError(`an exact-cover problem of ${optionCount} options needs more memory than WebAssembly gives`);
  }
  const read = () => {
    stats.solutions = BigInt.asUintN(64, e.solutionsHigh()) << 64n | BigInt.asUintN(64, e.solutionsLow());
    stats.placements = e.placementCount();
    stats.deadEnds = e.deadEndCount();
  };
  const split = control.share
    ? makeSplit(control.share, (d) => {
      e.start(PROBE, d, false);
      e.run(0);
      return e.subtreesMet();
    })
    : null;
  e.start(split ? ASK : NO_SPLIT, split ? split.depth : 0, split ? split.shallow : false);
  const listed = new Int32Array(depth);
  for (;;) {
    const status = e.run(clock.untilPoll);
    if (status === PAUSED) {
      read();
      if (clock.poll()) break;
    } else if (status === ASK_TAKE) e.answer(split!.take(e.subtreesMet()));
    else if (status === SOLUTION) {
      read();
      const length = e.solutionLength();
      const chosen = new Int32Array(e.memory.buffer, e.chosen(), length);
      for (let k = 0; k < length; k++) listed[k] = original[chosen[k]];
      if (control.onSolution!(listed, length) === false || clock.solutionFound()) break;
    } else break;
  }
  read();
  const overflow = e.countOverflowed();
  keepInstance(e);
  if (overflow) throw new CountOverflow();
  return clock.finish();
}

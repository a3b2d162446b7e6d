// Exact-cover search for problems small enough to keep, at every level of the search, the
// whole state as bits: which options are still live (one bit each) and, per uncovered
// primary item, its slack (live options minus covers still needed; below 0 is a dead end).
// A placement writes the next level from this one, so backtracking costs nothing and a
// placement that empties an item stops at once. Options hidden by a placement are found a
// word at a time (live & the masks of the items it covers), and only words with a live
// option are visited (a summary bit per word). Most placements are dead ends (in a
// pentomino rectangle, two in three: the piece cuts off a cell), so before it writes
// anything, a placement checks the few items it most often cuts off. A count looks up the
// node a placement leads to among the subtrees already counted (subtreeCounts.ts).
import type { CoverMatrix } from './coverMatrix';
import type { RootBranch, SearchControl, SearchStats } from './exactCover';
import { coverSetup } from './coverSetup';
import { SearchClock } from './searchClock';
import { makeSplit, Split } from './split';
import { SubtreeCounts } from './subtreeCounts';

const DONE_SLACK = 0x3fffffff;  // slack of a covered item: never chosen, never a dead end

// Levels: an item that needs one more cover tries each live option on it in turn; an item
// that needs more (multiplicity) branches on one option: first in, then left out, so that
// every solution (a set of options) is found once, not once per order.
const TRY_EACH = 0;
const PUT_IN = 1;
const LEAVE_OUT = 2;
const DONE = 3;
// What advance did, when it gives no count from the memo.
const ADVANCED = -1;
const DEAD_END = -2;

const MEMO_MIN_WORK = 2;             // placements below a node for its count to be kept
// The memo's pay-off is judged per level every MEMO_FIRST_LOOK look-ups there: the
// placements its hits saved (hits times the mean placements below the nodes kept at that
// level) against the cost of its look-ups and stores. One costs about as much as writing
// MEMO_COST_WORDS words of state (a probe in a big table misses the cache), and a placement
// writes about W + P words, W words of live bits and the P slacks. A level where the memo does
// not pay stops keeping and looking up (a pentomino rectangle: ~140 words per placement, the
// memo pays down to ~2 placements below a node; 13 queens: 32 words and almost no hits).
const MEMO_FIRST_LOOK = 1024;
const MEMO_JUDGE_EVERY = 32768;
const MEMO_COST_WORDS = 24;
// Even where it is stopped, the memo costs something at every placement: its bookkeeping
// (each level's figures, the secondary items' bits), and the engine compiles the search loop
// with the memo's code in it once the memo has run for a while. So the memo stops altogether
// when it meets almost no subtree again in its first MEMO_TRIAL_LOOKS look-ups in all (13
// queens: the first hit comes at look-up 3,029; pentominoes, Scott's square, Langford pairs
// and TriTetraTan hit 8 times or more by look-up 750), and later, once after
// MEMO_SETTLE_LOOKS look-ups in all, if it has stopped at every level where its hits so far
// would keep it. The sooner it stops, the less it costs (13 queens: 5.17G instructions when it
// stops after ~9,000 look-ups, 5.01G after 1,024, 4.83G without the memo).
const MEMO_TRIAL_LOOKS = 1024;
const MEMO_TRIAL_HITS = 2;
const MEMO_SETTLE_LOOKS = 4 * MEMO_FIRST_LOOK;
// The check pays when it finds many dead ends: it finds two in three placements in a
// pentomino rectangle, but only one in six in 13 queens or Langford pairs, whose items all
// keep many options, where the checks that find nothing cost a third of the search. So it is
// judged on its first CUT_TRIAL checks and kept only if at least one in CUT_MIN_HITS found a
// dead end.
const CUT_TRIAL = 8192;
const CUT_MIN_HITS = 3;

const ctz = (bits: number) => 31 - Math.clz32(bits & -bits);

function popcount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

// Copying the state costs about W + P words per placement (W = options / 32, P = primary
// items) and the bit masks take items * W words: beyond these bounds dancing cells, whose
// work per placement depends only on what the placement hides, is the better method.
const COPY_MAX_WORDS = 2048;
const MEMORY_MAX_WORDS = 1 << 22;

export function fitsLiveBits(matrix: CoverMatrix): boolean {
  const W = (matrix.optionCount + 31) >>> 5;
  const P = matrix.primaryCount;
  return P <= 0xffff && W + P <= COPY_MAX_WORDS && matrix.itemCount * W + levels(matrix) * (W + 2 * P) <= MEMORY_MAX_WORDS;
}

function levels(matrix: CoverMatrix): number {
  let needTotal = 0;
  for (let i = 0; i < matrix.primaryCount; i++) needTotal += matrix.need[i];
  // A level places an option or leaves one out, each option at most once: a huge multiplicity
  // never sizes the stack past the options.
  return Math.min(needTotal, matrix.optionCount) + (matrix.multiplicity ? matrix.optionCount : 0) + 2;
}

// Options usually come grouped by tile, so the 32 options of a word often share a primary
// item (the tile's name): wordItem[w], or -1. Its slack drops by a popcount per word.
function wordItems(matrix: CoverMatrix, itemMask: Int32Array, W: number): Int32Array {
  const { primaryCount: P, optionCount, optionStart, nodeItem } = matrix;
  const wordItem = new Int32Array(W).fill(-1);
  for (let w = 0; w < W; w++) {
    const all = w === W - 1 && (optionCount & 31) !== 0 ? (1 << (optionCount & 31)) - 1 : -1;
    const x = w << 5;
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) {
      const i = nodeItem[n];
      if (i < P && itemMask[i * W + w] === all) {
        wordItem[w] = i;
        break;
      }
    }
  }
  return wordItem;
}

// primaryItems[primaryStart[x] ..]: option x's primary items other than its word's common
// item, whose slacks drop one by one when x is hidden.
function otherPrimaryItems(matrix: CoverMatrix, wordItem: Int32Array): { primaryStart: Int32Array; primaryItems: Uint16Array } {
  const { primaryCount: P, optionCount, optionStart, nodeItem } = matrix;
  const primaryStart = new Int32Array(optionCount + 1);
  const primaryItems = new Uint16Array(optionStart[optionCount]);
  for (let x = 0, p = 0; x < optionCount; x++) {
    primaryStart[x] = p;
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) {
      const i = nodeItem[n];
      if (i < P && i !== wordItem[x >>> 5]) primaryItems[p++] = i;
    }
    primaryStart[x + 1] = p;
  }
  return { primaryStart, primaryItems };
}

// When no option has more than 3 other primary items (Langford pairs: 3, n queens: 2), or
// more than 6 (pentominoes: 5 cells, and the tile's name when its word has no common item),
// fewItems[x*few ..] holds x's, padded with P, a spare slack at every level that nothing
// reads: hiding x then drops `few` slacks with no loop (11% fewer instructions on Langford
// pairs 12 than the loop over primaryItems). Else `few` is 0. With at most 3 (and fewer than
// 1,024 primary items), `few` is the most (n queens: 2, the row and the column) and
// fewItems[x] packs x's items in one word, 10 bits each: one read instead of three (4% fewer
// instructions on Langford pairs 12 and 13 queens), and no spare slack dropped when all
// options have fewer (13 queens: 3.5% fewer). With 6, a word whose options all have 5 or
// fewer (a pentomino's word with the tile as its common item) drops only 5: sixthInWord[w]
// says whether it needs the sixth (6×10: 3.5% fewer instructions, Scott's square 1.7%).
function fewPrimaryItems(primaryStart: Int32Array, primaryItems: Uint16Array, P: number): { few: number; fewItems: Int32Array; sixthInWord: Uint8Array } {
  const optionCount = primaryStart.length - 1;
  let most = 0;
  for (let x = 0; x < optionCount; x++) most = Math.max(most, primaryStart[x + 1] - primaryStart[x]);
  const few = most <= 3 && P < 1024 ? Math.max(1, most) : most <= 6 ? 6 : 0;
  if (few !== 0 && few <= 3) {
    const fewItems = new Int32Array(optionCount);
    for (let x = 0; x < optionCount; x++) {
      let packed = 0;
      for (let k = 0; k < 3; k++) {
        const q = primaryStart[x] + k;
        packed |= (q < primaryStart[x + 1] ? primaryItems[q] : P) << (10 * k);
      }
      fewItems[x] = packed;
    }
    return { few, fewItems, sixthInWord: new Uint8Array(0) };
  }
  const fewItems = new Int32Array(optionCount * few).fill(P);
  const sixthInWord = new Uint8Array(few === 6 ? (optionCount + 31) >>> 5 : 0);
  for (let x = 0; x < optionCount && few > 0; x++) {
    for (let q = primaryStart[x]; q < primaryStart[x + 1]; q++) fewItems[x * few + q - primaryStart[x]] = primaryItems[q];
    if (primaryStart[x + 1] - primaryStart[x] === 6) sixthInWord[x >>> 5] = 1;
  }
  return { few, fewItems, sixthInWord };
}

// optionBits[x*UW ..]: the items of option x as bits, laid out like a level's uncovered items
// (PW words of primary items, then the secondary ones), for the memo's key of a child node.
function optionItemBits(matrix: CoverMatrix, PW: number, UW: number): Int32Array {
  const { primaryCount: P, optionCount, optionStart, nodeItem } = matrix;
  const optionBits = new Int32Array(optionCount * UW);
  for (let x = 0; x < optionCount; x++) {
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) {
      const i = nodeItem[n];
      const at = i < P ? i >>> 5 : PW + ((i - P) >>> 5);
      optionBits[x * UW + at] |= 1 << ((i < P ? i : i - P) & 31);
    }
  }
  return optionBits;
}

// The search keeps one explicit stack of levels and walks it in one loop (run); each step
// of the algorithm is a function of its own, which the engine inlines into that loop:
//   enter a level:  a solution (every primary item covered), or chooseItem and openLevel;
//   nextBranch:     the next option to place (or leave out) at this level, or back up;
//   cutsOff:        a quick test of the items the option most often cuts off;
//   knownCount:     the memo's count of the child node if it was searched before;
//   advance:        else write the child level: coverItems, then hide the options it rules out;
//   keepCount:      leaving a level, remember its count in the memo.
export function searchLiveBits(matrix: CoverMatrix, control: SearchControl, root?: RootBranch): SearchStats {
  const clock = new SearchClock(control);
  const stats = clock.stats;
  const limit = control.mode === 'first' ? Math.max(1, control.limit ?? 1) : Infinity;
  const { itemCount, primaryCount: P, optionCount, optionStart, nodeItem, original, multiplicity, itemLength } = matrix;
  const W = (optionCount + 31) >>> 5;          // words of live bits
  const SW = (W + 31) >>> 5;                   // words of summary bits
  const PW = (P + 31) >>> 5;                   // words of uncovered primary items
  // Counting, subtrees met again are counted once (subtreeCounts.ts). Without multiplicities,
  // what is left to solve at a node is fixed by the items not yet covered: the live options
  // are exactly those inside them. With secondary items those count too (an option on a
  // covered secondary item is gone), so their bits follow the primary ones: XW more words.
  // With multiplicities, an option left out is gone while its items are not covered yet: a
  // node is named by its live options and the covers its items still need (W + P words),
  // known only once the node is written (see knownState).
  const useMemo = control.mode === 'count' && control.memo !== false && !control.onSolution;
  const XW = useMemo && !multiplicity ? (itemCount - P + 31) >>> 5 : 0;
  const UW = PW + XW;                          // words of uncovered-item bits per level
  const KW = multiplicity ? W + P : UW;        // words of a memo key
  const SP = P + 1;                            // slacks per level: the primary items', then a spare (see fewPrimaryItems)
  const depth = levels(matrix);

  // Conflicts are kept when they fit in memory (the suspects need them too).
  const useConflict = !multiplicity && optionCount * W <= MEMORY_MAX_WORDS;
  const { itemMask, conflict, suspectStart, suspect } = coverSetup(matrix, W, useConflict);
  const wordItem = wordItems(matrix, itemMask, W);
  const { primaryStart, primaryItems } = otherPrimaryItems(matrix, wordItem);
  const { few, fewItems, sixthInWord } = fewPrimaryItems(primaryStart, primaryItems, P);
  let checkCuts = suspect.length > 0;
  let cutChecks = 0;
  let cutHits = 0;

  // The state of each level.
  const live = new Int32Array(depth * W);
  const summary = new Int32Array(depth * SW);
  const slack = new Int32Array(depth * SP);
  // Each level's slacks as a view of their own: a placement copies them with one set() (a
  // memmove in the engine, without the runtime call of copyWithin) and drops them through the
  // view, by item (2% fewer instructions on Langford pairs than slack[c * SP + item]).
  const slackAt = Array.from({ length: depth }, (_, level) => slack.subarray(level * SP, (level + 1) * SP));
  const need = new Int32Array(multiplicity ? depth * P : 0);
  const uncovered = new Int32Array(depth * UW);
  const uncoveredCount = new Int32Array(depth);
  // How each level branches.
  const levelKind = new Int32Array(depth);
  const levelItem = new Int32Array(depth);
  const levelWord = new Int32Array(depth);   // TRY_EACH: the word being tried; else the option
  const levelBits = new Int32Array(depth);   // TRY_EACH: its options not tried yet
  // The options placed, kept only for a caller that looks at each solution.
  const listing = control.onSolution !== undefined;
  const chosen = new Int32Array(depth);
  const levelChosen = new Int32Array(depth);
  const doneItems = new Int32Array(itemCount);
  // The options a placement hides that are not x's conflicts (see advance), per live word.
  const hitWords = new Int32Array(W);

  // The memo, and per level whether it still pays there and the figures that decide it.
  const memo = useMemo ? new SubtreeCounts(KW, control.memoBytes) : null;
  const optionBits = memo && !multiplicity ? optionItemBits(matrix, PW, UW) : new Int32Array(0);
  const childKey = new Int32Array(KW);
  const memoPays = new Uint8Array(depth + 1).fill(1);
  const memoLooks = new Float64Array(depth + 1);   // look-ups so far
  let memoOn = memo !== null;                      // false once it has stopped altogether
  let memoTrial = MEMO_TRIAL_LOOKS;                // look-ups left before the first verdict on the whole memo
  const memoGets = new Float64Array(depth + 1);    // in steps of MEMO_FIRST_LOOK
  const memoJudgeIn = new Int32Array(depth + 1).fill(1);  // look-ups to the next verdict (see judgeMemo)
  const memoHits = new Float64Array(depth + 1);
  const memoStores = new Float64Array(depth + 1);
  const memoWork = new Float64Array(depth + 1);
  const memoCost = MEMO_COST_WORDS / (W + P);  // of a look-up or a store, in placements
  const levelSolutions = new Float64Array(depth);
  const levelPlacements = new Float64Array(depth);
  // Counts kept per level: looked up before a child is written (storedAt), or with
  // multiplicities after (statesAt), so that each look-up tests only its own.
  const storedAt = new Int32Array(depth + 1);
  const statesAt = new Int32Array(depth + 1);

  startState();
  const split = control.share ? makeSplit(control.share, (d) => run({ depth: d, take: () => false, shallow: false }, true)) : null;
  run(split, false);
  return clock.finish();

  // Level 0: every option live, every primary item that needs a cover uncovered.
  function startState(): void {
    for (let x = 0; x < optionCount; x++) live[x >>> 5] |= 1 << (x & 31);
    for (let w = 0; w < W; w++) summary[w >>> 5] |= 1 << (w & 31);
    slack[P] = DONE_SLACK;
    for (let i = 0; i < P; i++) {
      if (matrix.need[i] === 0) {
        slack[i] = DONE_SLACK;
        continue;
      }
      slack[i] = itemLength[i] - matrix.need[i];
      if (multiplicity) need[i] = matrix.need[i];
      uncovered[i >>> 5] |= 1 << (i & 31);
      uncoveredCount[0]++;
    }
    for (let i = P; i < itemCount && XW > 0; i++) uncovered[PW + ((i - P) >>> 5)] |= 1 << ((i - P) & 31);
  }

  // Searches the tree, or with a split only its share (and, probing, nothing below the
  // split depth); returns the number of subtrees met.
  function run(split: Split | null, probing: boolean): number {
    // Statistics count from this level down: a share counts the shallow part only if it is share 0.
    const countFrom = probing ? depth : split && !split.shallow ? split.depth : 0;
    // Subtrees counted in full by this run: below the split depth (above it, a subtree may be
    // searched in part, by another share).
    let memoFrom = probing || !memoOn ? depth + 1 : split ? split.depth + 1 : 1;
    // Where the memo is looked up: before writing a child node, or (multiplicities) after.
    let stateFrom = multiplicity ? memoFrom : depth + 1;
    let subtrees = 0;
    let level = 0;
    let entering = true;
    let rootSolutions = stats.solutions;
    let rootWeight = 1;
    for (;;) {
      if (entering) {
        entering = false;
        if (split && level === split.depth && !split.take(subtrees++)) {
          level--;
          continue;
        }
        if (!probing && clock.tick()) break;
        if (level >= memoFrom) {
          levelSolutions[level] = stats.solutions;
          levelPlacements[level] = stats.placements;
        }
        if (uncoveredCount[level] === 0) {
          if (level >= countFrom) {
            stats.solutions++;
            if (listing && control.onSolution!(chosen, levelChosen[level]) === false) break;
            if (stats.solutions >= limit) break;
          }
          if (--level < 0) break;
          continue;
        }
        const item = level === 0 && root ? root.item : chooseItem(level);
        if (item < 0) {
          if (level >= countFrom) stats.deadEnds++;
          if (--level < 0) break;
          continue;
        }
        openLevel(level, item);
      }

      const x = nextBranch(level);
      if (level === 0 && root) {
        // The root branch just searched stands for its whole orbit.
        stats.solutions += (stats.solutions - rootSolutions) * (rootWeight - 1);
        rootSolutions = stats.solutions;
        rootWeight = x >= 0 ? root.weight[x] : 1;
      }
      if (x < 0) {
        if (level >= memoFrom) keepCount(level);
        if (--level < 0) break;
        continue;
      }
      const place = levelKind[level] !== DONE;  // DONE: x is left out
      const counted = level >= countFrom;
      if (place) {
        if (counted) stats.placements++;
        if (checkCuts && cutsOff(level, x)) {
          if (counted) stats.deadEnds++;
          continue;
        }
      }
      const known = level + 1 >= memoFrom ? knownCount(level, x) : -1;
      const next = known >= 0 ? known : advance(level, x, place);
      if (next !== ADVANCED) {
        if (next === DEAD_END) {
          if (counted) stats.deadEnds++;
        } else stats.solutions += next;
        if (!memoOn) memoFrom = stateFrom = depth + 1;
        continue;
      }
      if (level + 1 >= stateFrom) {
        const written = knownState(level + 1);
        if (written >= 0) {
          stats.solutions += written;
          if (!memoOn) memoFrom = stateFrom = depth + 1;
          continue;
        }
      }
      if (listing) {
        const chosenCount = levelChosen[level];
        if (place) chosen[chosenCount] = original[x];
        levelChosen[level + 1] = place ? chosenCount + 1 : chosenCount;
      }
      level++;
      entering = true;
    }
    return subtrees;
  }

  // Minimal branching: the uncovered item with the least slack; of two alike, the one with
  // more options at the start (the degree rule of constraint solving: a busy item brought
  // low sits in the tightest spot), which saves a few percent of the placements. -1 when an
  // item has no way left to be covered (a dead end).
  function chooseItem(level: number): number {
    // Locals for the closure's arrays and sizes, as in advance.
    const sl = slack, un = uncovered, length = itemLength, uncoveredWords = PW;
    let best = -1;
    let bestSlack = DONE_SLACK;
    const at = level * SP, up = level * UW;
    find: for (let k = 0; k < uncoveredWords; k++) {
      let bits = un[up + k];
      while (bits !== 0) {
        const i = (k << 5) | ctz(bits);
        bits &= bits - 1;
        const s = sl[at + i];
        if (s < bestSlack || (s === bestSlack && length[i] > length[best])) {
          bestSlack = s;
          best = i;
          if (s <= 0) break find;
        }
      }
    }
    return bestSlack < 0 ? -1 : best;
  }

  // How the level branches on its item: each live option on it in turn, or, when the item
  // needs more than one more cover, its first live option in, then out.
  function openLevel(level: number, item: number): void {
    levelItem[level] = item;
    if (multiplicity && need[level * P + item] > 1) {
      levelKind[level] = PUT_IN;
      levelWord[level] = firstLive(level, item);
    } else {
      levelKind[level] = TRY_EACH;
      levelWord[level] = -1;
      levelBits[level] = 0;
    }
  }

  // The option of the level's next branch, or -1 when its branches are done. Leaving an
  // option out, it sets the level's kind to DONE.
  function nextBranch(level: number): number {
    const kind = levelKind[level];
    if (kind === TRY_EACH) {
      let bits = levelBits[level];
      let w = levelWord[level];
      if (bits === 0) {
        const lv = live, im = itemMask, lp = level * W, ip = levelItem[level] * W;
        do {
          w = nextWord(level, w);
          if (w < 0) break;
          bits = lv[lp + w] & im[ip + w];
        } while (bits === 0);
      }
      levelWord[level] = w;
      if (w < 0) return -1;
      levelBits[level] = bits & (bits - 1);
      return (w << 5) | ctz(bits);
    }
    if (kind === PUT_IN) {
      levelKind[level] = LEAVE_OUT;
      return levelWord[level];
    }
    if (kind === LEAVE_OUT) {
      levelKind[level] = DONE;
      return levelWord[level];
    }
    return -1;
  }

  // Whether placing x at level p cuts off one of the items it most often cuts off, read from
  // level p and x's conflicts. Most placements that are dead ends (in a pentomino rectangle,
  // nearly nine in ten) are found here, before anything is written.
  function cutsOff(p: number, x: number): boolean {
    if (cutChecks < CUT_TRIAL && (++cutChecks & 255) === 0) judgeCuts();
    if (!suspectCutOff(p, x)) return false;
    cutHits++;
    return true;
  }

  // The check's verdict, at its CUT_TRIAL-th run. It also runs every 256 runs before, deciding
  // nothing, so that the engine has seen its code before it optimizes cutsOff (first met later,
  // it undid that work and compiled cutsOff again).
  function judgeCuts(): void {
    const pays = CUT_MIN_HITS * cutHits >= CUT_TRIAL;
    if (cutChecks === CUT_TRIAL) checkCuts = pays;
  }

  function suspectCutOff(p: number, x: number): boolean {
    // Locals for the closure's arrays and sizes, as in advance.
    const lv = live, sm = summary, cf = conflict, im = itemMask, un = uncovered, sus = suspect, liveWords = W, summaryWords = SW;
    const lp = p * liveWords, xp = x * liveWords, sp = p * summaryWords, up = p * UW;
    suspects: for (let k = suspectStart[x], end = suspectStart[x + 1]; k < end; k++) {
      const i = sus[k];
      if ((un[up + (i >>> 5)] & (1 << (i & 31))) === 0) continue;
      const ip = i * liveWords;
      for (let s = 0; s < summaryWords; s++) {
        let words = sm[sp + s];
        while (words !== 0) {
          const w = (s << 5) | ctz(words);
          words &= words - 1;
          if ((lv[lp + w] & ~cf[xp + w] & im[ip + w]) !== 0) continue suspects;
        }
      }
      return true;
    }
    return false;
  }

  // The memo's count for the node that placing x at level p leads to, or -1 (not kept, or
  // the memo does not pay at that level).
  function knownCount(p: number, x: number): number {
    const c = p + 1;
    if (storedAt[c] === 0 || memoPays[c] === 0) return -1;
    for (let k = 0; k < UW; k++) childKey[k] = uncovered[p * UW + k] & ~optionBits[x * UW + k];
    return lookUp(c);
  }

  // With multiplicities: the memo's count for node c, just written, or -1.
  function knownState(c: number): number {
    if (statesAt[c] === 0 || memoPays[c] === 0) return -1;
    stateKey(c);
    return lookUp(c);
  }

  // The count kept for childKey, a node at level c, or -1. Every MEMO_FIRST_LOOK look-ups at a
  // level it judges the pay-off there.
  function lookUp(c: number): number {
    const known = memo!.get(childKey, 0);
    if (known >= 0) memoHits[c]++;
    memoLooks[c]++;
    const roundEnds = --memoJudgeIn[c] === 0;
    const trialEnds = memoTrial > 0 && --memoTrial === 0;
    if (roundEnds || trialEnds) judgeLooks(c, roundEnds, trialEnds);
    return known;
  }

  // childKey: node c's live options (only the words its summary marks are written) and the
  // covers its uncovered items still need.
  function stateKey(c: number): void {
    for (let w = 0; w < W; w++) childKey[w] = (summary[c * SW + (w >>> 5)] >>> (w & 31)) & 1 ? live[c * W + w] : 0;
    for (let i = 0; i < P; i++) childKey[W + i] = (uncovered[c * UW + (i >>> 5)] >>> (i & 31)) & 1 ? need[c * P + i] : 0;
  }

  // After a look-up at level c that ends the level's round of look-ups or the trial of the
  // whole memo: whether the memo goes on. (Apart from knownCount, which runs at every look-up,
  // so that it stays small.)
  function judgeLooks(c: number, roundEnds: boolean, trialEnds: boolean): void {
    if (roundEnds) {
      const here = judgeMemo(c);
      const elsewhere = stillPays();  // every time, as judgeMemo's first call (see there)
      if (!here && !elsewhere) stopMemo();
    }
    if (trialEnds && memoHits.reduce((a, b) => a + b) < MEMO_TRIAL_HITS) stopMemo();
  }

  // The memo stops at every level; the search loop leaves it out from its next dead end or hit.
  function stopMemo(): void {
    memoOn = false;
    memoPays.fill(0);
  }

  // Whether the memo still pays, or may, at some level: false once, after enough look-ups in
  // all, it has stopped at every level where its hits so far would keep it.
  function stillPays(): boolean {
    let looks = 0;
    for (let c = 1; c <= depth; c++) {
      looks += memoLooks[c];
      if (memoPays[c] === 0 || memoLooks[c] === 0) continue;
      const saved = memoHits[c] * (memoWork[c] / memoStores[c]);
      if (saved >= (memoCost * (memoLooks[c] + memoStores[c])) / 4) return true;
    }
    return looks < MEMO_SETTLE_LOOKS;
  }

  // Whether the memo pays at level c, from its figures there since the start.
  // It first runs at the level's first look-up, where it judges nothing: so that the code
  // that judges has run before the engine optimizes the look-up (code that first runs later
  // undoes that work, and the look-up is compiled again), and the same code runs each time.
  function judgeMemo(c: number): boolean {
    const first = memoLooks[c] === 1;
    memoGets[c] += first ? 0 : MEMO_FIRST_LOOK;
    memoJudgeIn[c] = MEMO_FIRST_LOOK;
    // While the table fills, hits come slowly: at first only a memo far from paying stops.
    const saved = memoHits[c] * (memoWork[c] / memoStores[c]);
    const cost = memoCost * (memoGets[c] + memoStores[c]);
    const pays = !(saved < cost * (memoGets[c] < MEMO_JUDGE_EVERY ? 0.25 : 1));
    memoPays[c] = first || pays ? 1 : 0;
    return memoPays[c] !== 0;
  }

  // Leaving a level whose subtree is searched in full: its count goes in the memo, if the
  // subtree took enough placements and the memo pays at this level.
  function keepCount(level: number): void {
    const work = stats.placements - levelPlacements[level];
    if (work < MEMO_MIN_WORK || memoPays[level] === 0) return;
    if (multiplicity) {
      stateKey(level);
      memo!.set(childKey, 0, stats.solutions - levelSolutions[level]);
      statesAt[level]++;
    } else {
      memo!.set(uncovered, level * UW, stats.solutions - levelSolutions[level]);
      storedAt[level]++;
    }
    memoStores[level]++;
    memoWork[level] += work;
  }

  // Level p+1's slacks, needs and uncovered items: level p's with x's items covered;
  // doneItems[0 .. done-1] (the result) are the items x finishes, whose options leave (left
  // empty when the options leave by x's conflicts).
  function coverItems(p: number, x: number): number {
    const c = p + 1;
    const sp = p * P, sc = c * P, slc = c * SP;
    let done = 0;
    for (let n = optionStart[x]; n < optionStart[x + 1] && !useConflict; n++) {
      const i = nodeItem[n];
      if (!multiplicity || i >= P || need[sp + i] === 1) doneItems[done++] = i;
    }
    copyCounts(p);
    let count = uncoveredCount[p];
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) {
      const i = nodeItem[n];
      if (i >= P) {
        if (memoOn && XW > 0) uncovered[c * UW + PW + ((i - P) >>> 5)] &= ~(1 << ((i - P) & 31));
        continue;
      }
      if (multiplicity && need[sc + i] > 1) {
        need[sc + i]--;
        slack[slc + i]++;  // x stays counted as covering it, so x's removal below evens out
      } else {
        slack[slc + i] = DONE_SLACK;
        uncovered[c * UW + (i >>> 5)] &= ~(1 << (i & 31));
        count--;
      }
    }
    uncoveredCount[c] = count;
    return done;
  }

  // Level p+1's slacks, uncovered items and needs, as at level p.
  function copyCounts(p: number): void {
    const c = p + 1;
    const sp = p * P, sc = c * P;
    slackAt[c].set(slackAt[p]);
    for (let k = 0; k < UW; k++) uncovered[c * UW + k] = uncovered[p * UW + k];
    if (multiplicity) for (let k = 0; k < P; k++) need[sc + k] = need[sp + k];
  }

  // Writes level p+1 from level p with option x placed (or, if `place` is false, only
  // taken out of the live options): coverItems, then one pass over level p's live words that
  // hides options: what stays live at level p+1, and the slack each hidden option took (x's
  // conflicts when x is placed, else x alone and the options on the done items). DEAD_END as
  // soon as a slack drops below 0 (an uncovered item has no way left to be covered), else
  // ADVANCED. (One function that the engine does not inline into the loop, with the cover
  // step inlined in it. The memo's look-up is the loop's: inlined here, the engine optimized
  // this before the look-up had run and undid that three times, 5% more instructions on 3x20.)
  function advance(p: number, x: number, place: boolean): number {
    let done = 0;
    if (place) done = coverItems(p, x);
    else {
      copyCounts(p);
      uncoveredCount[p + 1] = uncoveredCount[p];
    }
    const c = p + 1;
    const sl = slackAt[c];
    const lp = p * W, lc = c * W;
    // The hidden options of word w are live & hits[hitAt + w]: x's conflicts, or else
    // written first to hitWords, so that the pass below does not test which per word.
    let hits = conflict, hitAt = x * W;
    if (!useConflict || !place) {
      hits = hitWords;
      hitAt = 0;
      const xWord = x >>> 5, xBit = 1 << (x & 31);
      const im = itemMask, doneAt = doneItems, liveWords = W;
      for (let w = nextWord(p, -1); w >= 0; w = nextWord(p, w)) {
        let hit = w === xWord ? xBit : 0;
        for (let d = 0; d < done; d++) hit |= im[doneAt[d] * liveWords + w];
        hits[w] = hit;
      }
    }
    // The closure's arrays and sizes as locals: read from the closure, each use loads them
    // again (these locals here and in suspectCutOff and chooseItem: Scott's square 2.95G
    // instructions in all -> 2.39G).
    const fi = fewItems, sx = sixthInWord, lv = live, wi = wordItem, sm = summary, ps = primaryStart, pi = primaryItems, fw = few, summaryWords = SW;
    for (let s = 0; s < summaryWords; s++) {
      let words = sm[p * summaryWords + s];
      let kept = 0;
      while (words !== 0) {
        const t = ctz(words);
        words &= words - 1;
        const w = (s << 5) | t;
        const hit = hits[hitAt + w];
        const bits = lv[lp + w];
        let gone = bits & hit;
        lv[lc + w] = bits ^ gone;
        if (gone !== bits || bits === 0) kept |= 1 << t;
        if (gone === 0) continue;
        const common = wi[w];
        if (common >= 0 && (sl[common] -= popcount(gone)) < 0) return DEAD_END;
        const six = fw === 6 && sx[w] !== 0;
        while (gone !== 0) {
          const y = (w << 5) | ctz(gone);
          gone &= gone - 1;
          let low = 0;
          if (fw === 3) {
            const f = fi[y];
            low = --sl[f & 1023] | --sl[(f >>> 10) & 1023] | --sl[f >>> 20];
          } else if (fw === 2) {
            const f = fi[y];
            low = --sl[f & 1023] | --sl[(f >>> 10) & 1023];
          } else if (fw === 1) {
            low = --sl[fi[y] & 1023];
          } else if (fw === 6) {
            const f = y * 6;
            low = --sl[fi[f]] | --sl[fi[f + 1]] | --sl[fi[f + 2]] | --sl[fi[f + 3]] | --sl[fi[f + 4]];
            if (six) low |= --sl[fi[f + 5]];
          } else for (let q = ps[y], end = ps[y + 1]; q < end; q++) low |= --sl[pi[q]];
          if (low < 0) return DEAD_END;
        }
      }
      sm[c * summaryWords + s] = kept;
    }
    return ADVANCED;
  }

  // The first word after w with a live option at this level, or -1.
  function nextWord(at: number, w: number): number {
    let s = (w + 1) >>> 5;
    if (s >= SW) return -1;
    let words = summary[at * SW + s] & (-1 << ((w + 1) & 31));
    while (words === 0) {
      if (++s >= SW) return -1;
      words = summary[at * SW + s];
    }
    return (s << 5) | ctz(words);
  }

  function firstLive(at: number, item: number): number {
    for (let w = nextWord(at, -1); w >= 0; w = nextWord(at, w)) {
      const bits = live[at * W + w] & itemMask[item * W + w];
      if (bits !== 0) return (w << 5) | ctz(bits);
    }
    return -1;
  }
}

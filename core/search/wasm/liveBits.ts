// The live-bits search (core/search/liveBits.ts describes the method) in WebAssembly
// (AssemblyScript; scripts/wasm.mjs compiles it into core/generated/liveBitsWasm.ts): its set-up
// passes, the search loop and the memo. A count is over in a fraction of a second, most of it
// before V8 would have compiled the same loop from JavaScript (Scott's square: the search ran
// unoptimized for most of its 35-50 ms, and V8's compiler threads took as much again).
// core/search/liveBits.ts is the JavaScript side: it hands over the problem, answers what only
// it can (the clock, the shares' claims, each solution listed) and reads the statistics. Memory
// is handed out from the start of the heap after each reset (nothing is freed; the memo's old
// tables are left behind when it grows).

const SUSPECTS = 16;              // items checked for being cut off before the slack updates
const SUSPECT_SETUP_MAX: f64 = 67108864;   // 1 << 26: work past which there are no suspects

let top: usize = 0;
let suspectStartAt: usize = 0;
let suspectAt: usize = 0;

@inline function i32At(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, v: i32): void { store<i32>(base + (<usize>i << 2), v); }

/** Forgets everything handed out. */
export function reset(): void { top = (__heap_base + 7) & ~(<usize>7); }

/** `words` zeroed 32-bit words; 0 when the memory cannot grow that far. */
export function alloc(words: i32): usize {
  const at = top, end = at + (<usize>words << 2);
  const pages = <i32>((end + 0xffff) >> 16) - memory.size();
  if (pages > 0 && memory.grow(pages) < 0) return 0;
  memory.fill(at, 0, <usize>words << 2);
  top = (end + 7) & ~(<usize>7);
  return at;
}

/** itemMask[i * W + w]: the options covering item i, as bits; its address, or 0. */
export function itemMasks(items: i32, options: i32, optionStart: usize, nodeItem: usize, W: i32): usize {
  const itemMask = alloc(items * W);
  if (itemMask == 0) return 0;
  for (let x = 0; x < options; x++) {
    const bit = 1 << (x & 31), word = x >>> 5;
    for (let n = i32At(optionStart, x), end = i32At(optionStart, x + 1); n < end; n++) {
      const at = i32At(nodeItem, n) * W + word;
      setI32(itemMask, at, i32At(itemMask, at) | bit);
    }
  }
  return itemMask;
}

/** conflict[y * W ..]: the options that share an item with option y (y among them; without
 *  multiplicities a placement hides exactly these); its address, or 0. */
export function conflictMasks(options: i32, optionStart: usize, nodeItem: usize, itemMask: usize, W: i32): usize {
  const conflict = alloc(options * W);
  if (conflict == 0) return 0;
  for (let y = 0; y < options; y++) {
    const row = conflict + (<usize>(y * W) << 2);
    for (let n = i32At(optionStart, y), end = i32At(optionStart, y + 1); n < end; n++) {
      const mask = itemMask + (<usize>(i32At(nodeItem, n) * W) << 2);
      for (let w = 0; w < W; w++) setI32(row, w, i32At(row, w) | i32At(mask, w));
    }
  }
  return conflict;
}

export function suspectStart(): usize { return suspectStartAt; }
export function suspects(): usize { return suspectAt; }

/** The suspects of each option x (at suspects(), x's from suspectStart()[x]): the primary items
 *  that placing x most often cuts off, those with the fewest options left beside x. The options
 *  on an item that meet x are counted from pair counts (row j: how many options item j shares
 *  with each primary item), added up over x's items: an option that meets x on two items counts
 *  twice, which ranks the items about as well as counting each option once, at a tenth of the
 *  work. Their number; -1 when the work would pass SUSPECT_SETUP_MAX (no suspects); -2 when the
 *  memory cannot grow. */
export function findSuspects(items: i32, P: i32, options: i32, optionStart: usize, nodeItem: usize, itemLength: usize): i32 {
  // the options of each item
  const itemStart = alloc(items + 1);
  if (itemStart == 0) return -2;
  for (let i = 0; i < items; i++) setI32(itemStart, i + 1, i32At(itemStart, i) + i32At(itemLength, i));
  const itemOption = alloc(i32At(itemStart, items));
  const filled = alloc(items);
  if (itemOption == 0 || filled == 0) return -2;
  memory.copy(filled, itemStart, <usize>items << 2);
  for (let x = 0; x < options; x++) {
    for (let n = i32At(optionStart, x), end = i32At(optionStart, x + 1); n < end; n++) {
      const i = i32At(nodeItem, n), at = i32At(filled, i);
      setI32(itemOption, at, x);
      setI32(filled, i, at + 1);
    }
  }
  // row j: the primary items that share options with item j (at most P, or the items of j's options)
  const rowStart = alloc(items + 1);
  if (rowStart == 0) return -2;
  let work: f64 = 0;
  for (let j = 0; j < items; j++) {
    let reach = 0;
    for (let k = i32At(itemStart, j); k < i32At(itemStart, j + 1); k++) {
      const y = i32At(itemOption, k);
      reach += i32At(optionStart, y + 1) - i32At(optionStart, y);
    }
    const row = min(P, reach);
    setI32(rowStart, j + 1, i32At(rowStart, j) + row);
    work += <f64>i32At(itemLength, j) * <f64>row;
  }
  if (work > SUSPECT_SETUP_MAX) return -1;
  const rows = i32At(rowStart, items);
  const rowItem = alloc(rows), rowCount = alloc(rows), shared = alloc(P), touched = alloc(P);
  suspectStartAt = alloc(options + 1);
  suspectAt = alloc(options * SUSPECTS);
  const best = alloc(SUSPECTS), bestLeft = alloc(SUSPECTS);
  if (rowItem == 0 || rowCount == 0 || shared == 0 || touched == 0 || suspectStartAt == 0 || suspectAt == 0 || best == 0 || bestLeft == 0) return -2;
  // the pair counts, row by row
  for (let j = 0; j < items; j++) {
    let r = i32At(rowStart, j);
    for (let k = i32At(itemStart, j); k < i32At(itemStart, j + 1); k++) {
      const y = i32At(itemOption, k);
      for (let n = i32At(optionStart, y), end = i32At(optionStart, y + 1); n < end; n++) {
        const i = i32At(nodeItem, n);
        if (i >= P) continue;
        const before = i32At(shared, i);
        setI32(shared, i, before + 1);
        if (before == 0) setI32(rowItem, r++, i);
      }
    }
    setI32(rowStart, j + 1, r);
    for (let t = i32At(rowStart, j); t < r; t++) {
      const i = i32At(rowItem, t);
      setI32(rowCount, t, i32At(shared, i));
      setI32(shared, i, 0);
    }
  }
  // each option's best SUSPECTS by options left (itemLength - shared), fewest first; an item goes
  // after those as good as it, as in a stable sort of the touched items
  let s = 0;
  for (let x = 0; x < options; x++) {
    setI32(suspectStartAt, x, s);
    let touchedCount = 0;
    const first = i32At(optionStart, x), last = i32At(optionStart, x + 1);
    for (let n = first; n < last; n++) {
      const j = i32At(nodeItem, n);
      for (let r = i32At(rowStart, j), end = i32At(rowStart, j + 1); r < end; r++) {
        const i = i32At(rowItem, r);
        const before = i32At(shared, i);
        if (before == 0) setI32(touched, touchedCount++, i);
        setI32(shared, i, before + i32At(rowCount, r));
      }
    }
    // x's own items are covered by x: never suspects
    for (let n = first; n < last; n++) { const i = i32At(nodeItem, n); if (i < P) setI32(shared, i, 0); }
    let bestCount = 0;
    for (let t = 0; t < touchedCount; t++) {
      const i = i32At(touched, t);
      const count = i32At(shared, i);
      if (count == 0) continue;
      const left = i32At(itemLength, i) - count;
      setI32(shared, i, 0);
      if (bestCount == SUSPECTS && left >= i32At(bestLeft, SUSPECTS - 1)) continue;
      let at = bestCount < SUSPECTS ? bestCount++ : SUSPECTS - 1;
      for (; at > 0 && i32At(bestLeft, at - 1) > left; at--) {
        setI32(best, at, i32At(best, at - 1));
        setI32(bestLeft, at, i32At(bestLeft, at - 1));
      }
      setI32(best, at, i);
      setI32(bestLeft, at, left);
    }
    for (let k = 0; k < bestCount; k++) setI32(suspectAt, s++, i32At(best, k));
  }
  setI32(suspectStartAt, options, s);
  return s;
}

// ---- The search ----

const DONE_SLACK = 0x3fffffff;  // slack of a covered item: never chosen, never a dead end
// Levels: an item that needs one more cover tries each live option on it in turn; an item
// that needs more (multiplicity) branches on one option: first in, then left out, so that
// every solution (a set of options) is found once, not once per order.
const TRY_EACH = 0;
const PUT_IN = 1;
const LEAVE_OUT = 2;
const DONE = 3;
// What advance did.
const ADVANCED = -1;
const DEAD_END = -2;
const MEMO_MIN_WORK: f64 = 2;             // placements below a node for its count to be kept
// The memo's pay-off is judged per level every MEMO_FIRST_LOOK look-ups there: the
// placements its hits saved (hits times the mean placements below the nodes kept at that
// level) against the cost of its look-ups and stores. One costs about as much as writing
// MEMO_COST_WORDS words of state (a probe in a big table misses the cache), and a placement
// writes about W + P words, W words of live bits and the P slacks. A level where the memo does
// not pay stops keeping and looking up (a pentomino rectangle: ~140 words per placement, the
// memo pays down to ~2 placements below a node; 13 queens: 32 words and almost no hits).
const MEMO_FIRST_LOOK = 1024;
const MEMO_JUDGE_EVERY: f64 = 32768;
const MEMO_COST_WORDS: f64 = 24;
// Even where it is stopped, the memo costs something at every placement: its bookkeeping
// (each level's figures, the secondary items' bits). So the memo stops altogether
// when it meets almost no subtree again in its first MEMO_TRIAL_LOOKS look-ups in all (13
// queens: the first hit comes at look-up 3,029; pentominoes, Scott's square, Langford pairs
// and TriTetraTan hit 8 times or more by look-up 750), and later, once after
// MEMO_SETTLE_LOOKS look-ups in all, if it has stopped at every level where its hits so far
// would keep it. The sooner it stops, the less it costs (13 queens, measured in JavaScript:
// 5.17G instructions when it stopped after ~9,000 look-ups, 5.01G after 1,024, 4.83G without).
const MEMO_TRIAL_LOOKS = 1024;
const MEMO_TRIAL_HITS: f64 = 2;
const MEMO_SETTLE_LOOKS: f64 = 4 * MEMO_FIRST_LOOK;
// The check pays when it finds many dead ends: it finds two in three placements in a
// pentomino rectangle, but only one in six in 13 queens or Langford pairs, whose items all
// keep many options, where the checks that find nothing cost a third of the search. So it is
// judged on its first CUT_TRIAL checks and kept only if at least one in CUT_MIN_HITS found a
// dead end.
const CUT_TRIAL = 8192;
const CUT_MIN_HITS = 3;
// What run() did
const FINISHED = 0;     // searched its part of the tree, or reached the limit
const PAUSED = 1;       // entered as many nodes as it was given: time for the clock
const SOLUTION = 2;     // found a solution to list (solutionLength(), chosen())
const ASK_TAKE = 3;     // met a subtree at the split depth: answer(whether this share takes subtree subtreesMet())
// How run() treats the split depth
const NO_SPLIT = 0;
const PROBE = 1;        // counts the nodes at the split depth, searches nothing below
const ASK = 2;

@inline function f64At(base: usize, i: i32): f64 { return load<f64>(base + (<usize>i << 3)); }
@inline function setF64(base: usize, i: i32, v: f64): void { store<f64>(base + (<usize>i << 3), v); }
function allocF64(n: i32): usize { return alloc(n * 2); }

// The problem (in this memory, laid there by the JavaScript side)
let itemCount = 0;
let P = 0;
let optionCount = 0;
let optionStartAt: usize = 0;
let nodeItemAt: usize = 0;
let itemLengthAt: usize = 0;
let needAt: usize = 0;
let multiplicity = false;
let rootItem = -1;
let rootWeightAt: usize = 0;
let limit: f64 = 0;
let listing = false;
// Sizes. Counting, subtrees met again are counted once (the memo, below). Without
// multiplicities, what is left to solve at a node is fixed by the items not yet covered: the
// live options are exactly those inside them. With secondary items those count too (an option
// on a covered secondary item is gone), so their bits follow the primary ones: XW more words.
// With multiplicities, an option left out is gone while its items are not covered yet: a node
// is named by its live options and the covers its items still need (W + P words), known only
// once the node is written (see knownState).
let W = 0;        // words of live bits
let SW = 0;       // words of summary bits
let PW = 0;       // words of uncovered primary items
let XW = 0;       // words of uncovered secondary items (kept only for the memo)
let UW = 0;       // words of uncovered-item bits per level
let KW = 0;       // words of a memo key
let SP = 0;       // slacks per level: the primary items', then a spare (see fewPrimaryItems)
let depth = 0;    // levels
// The set-up
let useConflict = false;
let itemMaskAt: usize = 0;
let conflictAt: usize = 0;
let wordItemAt: usize = 0;
let primaryStartAt: usize = 0;
let primaryItemsAt: usize = 0;
let few = 0;
let fewItemsAt: usize = 0;
let sixthInWordAt: usize = 0;
let optionBitsAt: usize = 0;
let checkCuts = false;
let cutChecks = 0;
let cutHits = 0;
// The state of each level
let liveAt: usize = 0;
let summaryAt: usize = 0;
let slackAt: usize = 0;
let levelNeedAt: usize = 0;
let uncoveredAt: usize = 0;
let uncoveredCountAt: usize = 0;
let levelKindAt: usize = 0;
let levelItemAt: usize = 0;
let levelWordAt: usize = 0;
let levelBitsAt: usize = 0;
let chosenAt: usize = 0;
let levelChosenAt: usize = 0;
let doneItemsAt: usize = 0;
let hitWordsAt: usize = 0;
// The memo and its figures per level
let useMemo = false;
let childKeyAt: usize = 0;
let memoPaysAt: usize = 0;
let memoLooksAt: usize = 0;
let memoOn = false;
let memoTrial = 0;
let memoGetsAt: usize = 0;
let memoJudgeInAt: usize = 0;
let memoHitsAt: usize = 0;
let memoStoresAt: usize = 0;
let memoWorkAt: usize = 0;
let memoCost: f64 = 0;
let levelSolutionsAt: usize = 0;
let levelPlacementsAt: usize = 0;
let storedAtAt: usize = 0;
let statesAtAt: usize = 0;
// Statistics
// The count: 128 bits in two words (3^60 passes 2^64, and a count of a few thousand placements
// can pass 2^53 once the memo adds whole subtrees); past 2^128 it stops with countOverflow.
let solutionsLo: u64 = 0;
let solutionsHi: u64 = 0;
let countOverflow = false;
let placements: f64 = 0;
let deadEnds: f64 = 0;
// A run, where it stands (run() returns to JavaScript and carries on where it stopped)
let splitMode = NO_SPLIT;
let splitDepth = 0;
let countFrom = 0;
let memoFrom = 0;
let stateFrom = 0;
let subtrees = 0;
let level = 0;
let entering = true;
let rootLo: u64 = 0;
let rootHi: u64 = 0;
let rootWeight: u64 = 1;
let resumeAt = 0;       // 0: the loop's top; 1: after the clock; 2: after a solution listed
let answered = -1;      // ASK_TAKE's answer: 1 take, 0 not, -1 none yet

/** The count's low and high 64 bits (JavaScript reads them as signed BigInts), and whether it passed 2^128. */
export function solutionsLow(): u64 { return solutionsLo; }
export function solutionsHigh(): u64 { return solutionsHi; }
export function countOverflowed(): bool { return countOverflow; }
export function placementCount(): f64 { return placements; }
export function deadEndCount(): f64 { return deadEnds; }
export function chosen(): usize { return chosenAt; }
export function solutionLength(): i32 { return i32At(levelChosenAt, level); }
/** The nodes met at the split depth so far; at ASK_TAKE, the number of the one asked about. */
export function subtreesMet(): i32 { return subtrees; }
export function answer(take: bool): void { answered = take ? 1 : 0; }

/** Lays out a search of the problem at optionStart, nodeItem, itemLength, need after the set-up
 *  passes: true, or false when the memory cannot grow that far. `levels`: the stack's depth;
 *  `conflicts`: keep each option's conflicts (and its suspects); `memoBytes`: the most the memo
 *  may take, 0 for none; `listed`: stop at each solution (SOLUTION); `root` >= 0: the first branch
 *  is on that item, each of its options weighing weights[x]; `most`: stop after that many solutions. */
export function prepare(
  items: i32, primaryCount: i32, options: i32, optionStart: usize, nodeItem: usize, itemLength: usize, need: usize,
  withMultiplicity: bool, levels: i32, conflicts: bool, memoBytes: f64, listed: bool, root: i32, weights: usize, most: f64,
): bool {
  itemCount = items; P = primaryCount; optionCount = options;
  optionStartAt = optionStart; nodeItemAt = nodeItem; itemLengthAt = itemLength; needAt = need;
  multiplicity = withMultiplicity; rootItem = root; rootWeightAt = weights; limit = most; listing = listed;
  W = (options + 31) >>> 5;
  SW = (W + 31) >>> 5;
  PW = (P + 31) >>> 5;
  useMemo = memoBytes > 0;
  XW = useMemo && !multiplicity ? (items - P + 31) >>> 5 : 0;
  UW = PW + XW;
  KW = multiplicity ? W + P : UW;
  SP = P + 1;
  depth = levels;
  useConflict = conflicts;
  itemMaskAt = itemMasks(items, options, optionStart, nodeItem, W);
  if (itemMaskAt == 0) return false;
  conflictAt = 0;
  let suspectCount = -1;
  if (conflicts) {
    conflictAt = conflictMasks(options, optionStart, nodeItem, itemMaskAt, W);
    if (conflictAt == 0) return false;
    suspectCount = findSuspects(items, P, options, optionStart, nodeItem, itemLength);
    if (suspectCount == -2) return false;
  }
  if (suspectCount < 0) {
    suspectStartAt = alloc(options + 1);
    suspectAt = alloc(0);
    if (suspectStartAt == 0) return false;
  }
  checkCuts = suspectCount > 0;
  cutChecks = 0;
  cutHits = 0;
  if (!wordItems() || !otherPrimaryItems() || !fewPrimaryItems()) return false;
  liveAt = alloc(depth * W);
  summaryAt = alloc(depth * SW);
  slackAt = alloc(depth * SP);
  levelNeedAt = alloc(multiplicity ? depth * P : 0);
  uncoveredAt = alloc(depth * UW);
  uncoveredCountAt = alloc(depth);
  levelKindAt = alloc(depth);
  levelItemAt = alloc(depth);
  levelWordAt = alloc(depth);
  levelBitsAt = alloc(depth);
  chosenAt = alloc(depth);
  levelChosenAt = alloc(depth);
  doneItemsAt = alloc(items);
  hitWordsAt = alloc(W);
  childKeyAt = alloc(KW);
  memoPaysAt = alloc(depth + 1);
  memoJudgeInAt = alloc(depth + 1);
  storedAtAt = alloc(depth + 1);
  statesAtAt = alloc(depth + 1);
  memoLooksAt = allocF64(depth + 1);
  memoGetsAt = allocF64(depth + 1);
  memoHitsAt = allocF64(depth + 1);
  memoStoresAt = allocF64(depth + 1);
  memoWorkAt = allocF64(depth + 1);
  levelSolutionsAt = alloc(depth * 4);
  levelPlacementsAt = allocF64(depth);
  if (statesAtAt == 0 || levelPlacementsAt == 0) return false;
  optionBitsAt = 0;
  if (useMemo) {
    if (!multiplicity && !optionItemBits()) return false;
    if (!memoInit(KW, memoBytes)) return false;
  }
  for (let c = 0; c <= depth; c++) { setI32(memoPaysAt, c, 1); setI32(memoJudgeInAt, c, 1); }
  memoOn = useMemo;
  memoTrial = MEMO_TRIAL_LOOKS;
  memoCost = MEMO_COST_WORDS / <f64>(W + P);
  solutionsLo = 0; solutionsHi = 0; countOverflow = false; placements = 0; deadEnds = 0;
  startState();
  return true;
}

// Options usually come grouped by tile, so the 32 options of a word often share a primary
// item (the tile's name): wordItem[w], or -1. Its slack drops by a popcount per word.
function wordItems(): bool {
  wordItemAt = alloc(W);
  if (wordItemAt == 0) return false;
  for (let w = 0; w < W; w++) {
    const all = w == W - 1 && (optionCount & 31) != 0 ? (1 << (optionCount & 31)) - 1 : -1;
    const x = w << 5;
    setI32(wordItemAt, w, -1);
    for (let n = i32At(optionStartAt, x), end = i32At(optionStartAt, x + 1); n < end; n++) {
      const i = i32At(nodeItemAt, n);
      if (i < P && i32At(itemMaskAt, i * W + w) == all) {
        setI32(wordItemAt, w, i);
        break;
      }
    }
  }
  return true;
}

// primaryItems[primaryStart[x] ..]: option x's primary items other than its word's common item.
function otherPrimaryItems(): bool {
  primaryStartAt = alloc(optionCount + 1);
  primaryItemsAt = alloc(i32At(optionStartAt, optionCount));
  if (primaryStartAt == 0 || primaryItemsAt == 0) return false;
  let p = 0;
  for (let x = 0; x < optionCount; x++) {
    setI32(primaryStartAt, x, p);
    const common = i32At(wordItemAt, x >>> 5);
    for (let n = i32At(optionStartAt, x), end = i32At(optionStartAt, x + 1); n < end; n++) {
      const i = i32At(nodeItemAt, n);
      if (i < P && i != common) setI32(primaryItemsAt, p++, i);
    }
  }
  setI32(primaryStartAt, optionCount, p);
  return true;
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
function fewPrimaryItems(): bool {
  let most = 0;
  for (let x = 0; x < optionCount; x++) most = max(most, i32At(primaryStartAt, x + 1) - i32At(primaryStartAt, x));
  few = most <= 3 && P < 1024 ? max(1, most) : most <= 6 ? 6 : 0;
  sixthInWordAt = alloc(few == 6 ? W : 0);
  if (few != 0 && few <= 3) {
    fewItemsAt = alloc(optionCount);
    if (fewItemsAt == 0) return false;
    for (let x = 0; x < optionCount; x++) {
      let packed = 0;
      for (let k = 0; k < 3; k++) {
        const q = i32At(primaryStartAt, x) + k;
        packed |= (q < i32At(primaryStartAt, x + 1) ? i32At(primaryItemsAt, q) : P) << (10 * k);
      }
      setI32(fewItemsAt, x, packed);
    }
    return true;
  }
  fewItemsAt = alloc(few == 6 ? optionCount * 6 : 0);
  if (fewItemsAt == 0 || sixthInWordAt == 0) return false;
  for (let x = 0; x < optionCount && few == 6; x++) {
    const from = i32At(primaryStartAt, x), to = i32At(primaryStartAt, x + 1);
    for (let k = 0; k < 6; k++) setI32(fewItemsAt, x * 6 + k, from + k < to ? i32At(primaryItemsAt, from + k) : P);
    if (to - from == 6) setI32(sixthInWordAt, x >>> 5, 1);
  }
  return true;
}

// optionBits[x*UW ..]: the items of option x as bits, laid out like a level's uncovered items.
function optionItemBits(): bool {
  optionBitsAt = alloc(optionCount * UW);
  if (optionBitsAt == 0) return false;
  for (let x = 0; x < optionCount; x++) {
    for (let n = i32At(optionStartAt, x), end = i32At(optionStartAt, x + 1); n < end; n++) {
      const i = i32At(nodeItemAt, n);
      const at = x * UW + (i < P ? i >>> 5 : PW + ((i - P) >>> 5));
      setI32(optionBitsAt, at, i32At(optionBitsAt, at) | (1 << ((i < P ? i : i - P) & 31)));
    }
  }
  return true;
}

// Level 0: every option live, every primary item that needs a cover uncovered.
function startState(): void {
  for (let x = 0; x < optionCount; x++) setI32(liveAt, x >>> 5, i32At(liveAt, x >>> 5) | (1 << (x & 31)));
  for (let w = 0; w < W; w++) setI32(summaryAt, w >>> 5, i32At(summaryAt, w >>> 5) | (1 << (w & 31)));
  setI32(slackAt, P, DONE_SLACK);
  let count = 0;
  for (let i = 0; i < P; i++) {
    const need = i32At(needAt, i);
    if (need == 0) {
      setI32(slackAt, i, DONE_SLACK);
      continue;
    }
    setI32(slackAt, i, i32At(itemLengthAt, i) - need);
    if (multiplicity) setI32(levelNeedAt, i, need);
    setI32(uncoveredAt, i >>> 5, i32At(uncoveredAt, i >>> 5) | (1 << (i & 31)));
    count++;
  }
  setI32(uncoveredCountAt, 0, count);
  for (let i = P; i < itemCount && XW > 0; i++) {
    const k = PW + ((i - P) >>> 5);
    setI32(uncoveredAt, k, i32At(uncoveredAt, k) | (1 << ((i - P) & 31)));
  }
}

/** Starts a run over the tree: the whole (NO_SPLIT), a probe of the nodes at `depthOfSplit`
 *  (PROBE), or one share (ASK: asks at each node there; `shallow`: this share counts above it). */
export function start(mode: i32, depthOfSplit: i32, shallow: bool): void {
  splitMode = mode;
  splitDepth = depthOfSplit;
  const probing = mode == PROBE;
  countFrom = probing ? depth : mode == ASK && !shallow ? splitDepth : 0;
  memoFrom = probing || !memoOn ? depth + 1 : mode == ASK ? splitDepth + 1 : 1;
  stateFrom = multiplicity ? memoFrom : depth + 1;
  subtrees = 0;
  level = 0;
  entering = true;
  rootLo = solutionsLo;
  rootHi = solutionsHi;
  rootWeight = 1;
  resumeAt = 0;
  answered = -1;
}

// The search keeps one explicit stack of levels and walks it in one loop (run); each step
// of the algorithm is a function of its own:
//   enter a level:  a solution (every primary item covered), or chooseItem and openLevel;
//   nextBranch:     the next option to place (or leave out) at this level, or back up;
//   cutsOff:        a quick test of the items the option most often cuts off;
//   knownCount:     the memo's count of the child node if it was searched before;
//   advance:        else write the child level: coverItems, then hide the options it rules out;
//   keepCount:      leaving a level, remember its count in the memo.
/** Searches on from where the run stopped, entering at most `nodes` nodes before PAUSED (a
 *  probe never pauses); FINISHED, PAUSED, SOLUTION or ASK_TAKE. */
export function run(nodes: i32): i32 {
  const probing = splitMode == PROBE;
  let ticks = nodes;
  while (true) {
    if (resumeAt == 2) {
      resumeAt = 0;
      if (reachedLimit()) return FINISHED;
      if (--level < 0) return FINISHED;
    } else if (entering) {
      if (resumeAt == 0) {
        if (splitMode != NO_SPLIT && level == splitDepth) {
          let take = false;
          if (splitMode == ASK) {
            if (answered < 0) return ASK_TAKE;
            take = answered == 1;
            answered = -1;
          }
          subtrees++;
          if (!take) {
            entering = false;
            level--;
            continue;
          }
        }
        if (!probing && --ticks <= 0) {
          resumeAt = 1;
          return PAUSED;
        }
      }
      resumeAt = 0;
      entering = false;
      if (level >= memoFrom) {
        store<u64>(levelSolutionsAt + (<usize>level << 4), solutionsLo);
        store<u64>(levelSolutionsAt + (<usize>level << 4) + 8, solutionsHi);
        setF64(levelPlacementsAt, level, placements);
      }
      if (i32At(uncoveredCountAt, level) == 0) {
        if (level >= countFrom) {
          addCount(1, 0);
          if (listing) {
            resumeAt = 2;
            return SOLUTION;
          }
          if (reachedLimit()) return FINISHED;
        }
        if (--level < 0) return FINISHED;
        continue;
      }
      const item = level == 0 && rootItem >= 0 ? rootItem : chooseItem(level);
      if (item < 0) {
        if (level >= countFrom) deadEnds++;
        if (--level < 0) return FINISHED;
        continue;
      }
      openLevel(level, item);
    }

    const x = nextBranch(level);
    if (level == 0 && rootItem >= 0) {
      // The root branch just searched stands for its whole orbit.
      addTimes(solutionsLo - rootLo, solutionsHi - rootHi - (solutionsLo < rootLo ? 1 : 0), rootWeight - 1);
      rootLo = solutionsLo;
      rootHi = solutionsHi;
      rootWeight = x >= 0 ? <u64>i32At(rootWeightAt, x) : 1;
    }
    if (x < 0) {
      if (level >= memoFrom) keepCount(level);
      if (--level < 0) return FINISHED;
      continue;
    }
    const place = i32At(levelKindAt, level) != DONE;  // DONE: x is left out
    const counted = level >= countFrom;
    if (place) {
      if (counted) placements++;
      if (checkCuts && cutsOff(level, x)) {
        if (counted) deadEnds++;
        continue;
      }
    }
    if (level + 1 >= memoFrom && knownCount(level, x)) {
      addCount(knownLo, knownHi);
      if (!memoOn) memoOff();
      continue;
    }
    if (advance(level, x, place) == DEAD_END) {
      if (counted) deadEnds++;
      if (!memoOn) memoOff();
      continue;
    }
    if (level + 1 >= stateFrom) {
      if (knownState(level + 1)) {
        addCount(knownLo, knownHi);
        if (!memoOn) memoOff();
        continue;
      }
    }
    if (listing) {
      const chosenCount = i32At(levelChosenAt, level);
      if (place) setI32(chosenAt, chosenCount, x);
      setI32(levelChosenAt, level + 1, place ? chosenCount + 1 : chosenCount);
    }
    level++;
    entering = true;
  }
}

// The count plus hi·2^64 + lo.
function addCount(lo: u64, hi: u64): void {
  const sum = solutionsLo + lo;
  const up = hi + (sum < lo ? 1 : 0);
  if (up < hi) countOverflow = true;
  const high = solutionsHi + up;
  if (high < up) countOverflow = true;
  solutionsLo = sum;
  solutionsHi = high;
}

// The count plus (hi·2^64 + lo)·w, for w < 2^32.
function addTimes(lo: u64, hi: u64, w: u64): void {
  if (w == 0) return;
  const a = (lo & 0xffffffff) * w, b = (lo >> 32) * w;
  const productLo = a + (b << 32);
  const highW = hi * w;
  if (highW / w != hi) countOverflow = true;
  const productHi = highW + (b >> 32) + (productLo < a ? 1 : 0);
  if (productHi < highW) countOverflow = true;
  addCount(productLo, productHi);
}

function reachedLimit(): bool {
  return solutionsHi != 0 || <f64>solutionsLo >= limit;
}

// The memo has stopped: the loop leaves it out from here.
function memoOff(): void {
  memoFrom = depth + 1;
  stateFrom = depth + 1;
}

// Minimal branching: the uncovered item with the least slack; of two alike, the one with
// more options at the start (the degree rule of constraint solving: a busy item brought
// low sits in the tightest spot), which saves a few percent of the placements. -1 when an
// item has no way left to be covered (a dead end).
function chooseItem(p: i32): i32 {
  let best = -1;
  let bestSlack = DONE_SLACK;
  const sl = slackAt + (<usize>(p * SP) << 2), un = uncoveredAt + (<usize>(p * UW) << 2);
  for (let k = 0; k < PW; k++) {
    let bits = i32At(un, k);
    while (bits != 0) {
      const i = (k << 5) | ctz(bits);
      bits &= bits - 1;
      const s = i32At(sl, i);
      if (s < bestSlack || (s == bestSlack && i32At(itemLengthAt, i) > i32At(itemLengthAt, best))) {
        bestSlack = s;
        best = i;
        if (s <= 0) return s < 0 ? -1 : best;
      }
    }
  }
  return bestSlack < 0 ? -1 : best;
}

function openLevel(p: i32, item: i32): void {
  setI32(levelItemAt, p, item);
  if (multiplicity && i32At(levelNeedAt, p * P + item) > 1) {
    setI32(levelKindAt, p, PUT_IN);
    setI32(levelWordAt, p, firstLive(p, item));
  } else {
    setI32(levelKindAt, p, TRY_EACH);
    setI32(levelWordAt, p, -1);
    setI32(levelBitsAt, p, 0);
  }
}

// The option of the level's next branch, or -1 when its branches are done.
function nextBranch(p: i32): i32 {
  const kind = i32At(levelKindAt, p);
  if (kind == TRY_EACH) {
    let bits = i32At(levelBitsAt, p);
    let w = i32At(levelWordAt, p);
    if (bits == 0) {
      const lv = liveAt + (<usize>(p * W) << 2), im = itemMaskAt + (<usize>(i32At(levelItemAt, p) * W) << 2);
      do {
        w = nextWord(p, w);
        if (w < 0) break;
        bits = i32At(lv, w) & i32At(im, w);
      } while (bits == 0);
    }
    setI32(levelWordAt, p, w);
    if (w < 0) return -1;
    setI32(levelBitsAt, p, bits & (bits - 1));
    return (w << 5) | ctz(bits);
  }
  if (kind == PUT_IN) {
    setI32(levelKindAt, p, LEAVE_OUT);
    return i32At(levelWordAt, p);
  }
  if (kind == LEAVE_OUT) {
    setI32(levelKindAt, p, DONE);
    return i32At(levelWordAt, p);
  }
  return -1;
}

// Whether placing x at level p cuts off one of the items it most often cuts off, read from
// level p and x's conflicts. Most placements that are dead ends (in a pentomino rectangle,
// nearly nine in ten) are found here, before anything is written.
function cutsOff(p: i32, x: i32): bool {
  if (cutChecks < CUT_TRIAL && ++cutChecks == CUT_TRIAL) checkCuts = CUT_MIN_HITS * cutHits >= CUT_TRIAL;
  const lv = liveAt + (<usize>(p * W) << 2), cf = conflictAt + (<usize>(x * W) << 2);
  const sm = summaryAt + (<usize>(p * SW) << 2), un = uncoveredAt + (<usize>(p * UW) << 2);
  for (let k = i32At(suspectStartAt, x), end = i32At(suspectStartAt, x + 1); k < end; k++) {
    const i = i32At(suspectAt, k);
    if ((i32At(un, i >>> 5) & (1 << (i & 31))) == 0) continue;
    const im = itemMaskAt + (<usize>(i * W) << 2);
    let cut = true;
    for (let s = 0; s < SW && cut; s++) {
      let words = i32At(sm, s);
      while (words != 0) {
        const w = (s << 5) | ctz(words);
        words &= words - 1;
        if ((i32At(lv, w) & ~i32At(cf, w) & i32At(im, w)) != 0) {
          cut = false;
          break;
        }
      }
    }
    if (cut) {
      cutHits++;
      return true;
    }
  }
  return false;
}

// Whether the memo knows the count of the node that placing x at level p leads to (then in knownLo, knownHi).
function knownCount(p: i32, x: i32): bool {
  const c = p + 1;
  if (i32At(storedAtAt, c) == 0 || i32At(memoPaysAt, c) == 0) return false;
  for (let k = 0; k < UW; k++) setI32(childKeyAt, k, i32At(uncoveredAt, p * UW + k) & ~i32At(optionBitsAt, x * UW + k));
  return lookUp(c);
}

// With multiplicities: whether the memo knows the count of node c, just written.
function knownState(c: i32): bool {
  if (i32At(statesAtAt, c) == 0 || i32At(memoPaysAt, c) == 0) return false;
  stateKey(c);
  return lookUp(c);
}

function lookUp(c: i32): bool {
  const known = memoGet(childKeyAt);
  if (known) setF64(memoHitsAt, c, f64At(memoHitsAt, c) + 1);
  setF64(memoLooksAt, c, f64At(memoLooksAt, c) + 1);
  const judgeIn = i32At(memoJudgeInAt, c) - 1;
  setI32(memoJudgeInAt, c, judgeIn);
  const roundEnds = judgeIn == 0;
  let trialEnds = false;
  if (memoTrial > 0) trialEnds = --memoTrial == 0;
  if (roundEnds) {
    const here = judgeMemo(c);
    const elsewhere = stillPays();
    if (!here && !elsewhere) stopMemo();
  }
  if (trialEnds) {
    let hits: f64 = 0;
    for (let k = 0; k <= depth; k++) hits += f64At(memoHitsAt, k);
    if (hits < MEMO_TRIAL_HITS) stopMemo();
  }
  return known;
}

// childKey: node c's live options (the words its summary marks) and the covers its uncovered items still need.
function stateKey(c: i32): void {
  for (let w = 0; w < W; w++) {
    const on = (i32At(summaryAt, c * SW + (w >>> 5)) >>> (w & 31)) & 1;
    setI32(childKeyAt, w, on ? i32At(liveAt, c * W + w) : 0);
  }
  for (let i = 0; i < P; i++) {
    const on = (i32At(uncoveredAt, c * UW + (i >>> 5)) >>> (i & 31)) & 1;
    setI32(childKeyAt, W + i, on ? i32At(levelNeedAt, c * P + i) : 0);
  }
}

function stopMemo(): void {
  memoOn = false;
  for (let c = 0; c <= depth; c++) setI32(memoPaysAt, c, 0);
}

function stillPays(): bool {
  let looks: f64 = 0;
  for (let c = 1; c <= depth; c++) {
    const cLooks = f64At(memoLooksAt, c);
    looks += cLooks;
    if (i32At(memoPaysAt, c) == 0 || cLooks == 0) continue;
    const stores = f64At(memoStoresAt, c);
    const saved = f64At(memoHitsAt, c) * (f64At(memoWorkAt, c) / stores);
    if (saved >= (memoCost * (cLooks + stores)) / 4) return true;
  }
  return looks < MEMO_SETTLE_LOOKS;
}

function judgeMemo(c: i32): bool {
  const first = f64At(memoLooksAt, c) == 1;
  const gets = f64At(memoGetsAt, c) + (first ? 0 : <f64>MEMO_FIRST_LOOK);
  setF64(memoGetsAt, c, gets);
  setI32(memoJudgeInAt, c, MEMO_FIRST_LOOK);
  const stores = f64At(memoStoresAt, c);
  const saved = f64At(memoHitsAt, c) * (f64At(memoWorkAt, c) / stores);
  const cost = memoCost * (gets + stores);
  const pays = !(saved < cost * (gets < MEMO_JUDGE_EVERY ? 0.25 : 1));
  const keep = first || pays;
  setI32(memoPaysAt, c, keep ? 1 : 0);
  return keep;
}

// Leaving a level whose subtree is searched in full: its count goes in the memo.
function keepCount(p: i32): void {
  const work = placements - f64At(levelPlacementsAt, p);
  if (work < MEMO_MIN_WORK || i32At(memoPaysAt, p) == 0) return;
  const lo = load<u64>(levelSolutionsAt + (<usize>p << 4)), hi = load<u64>(levelSolutionsAt + (<usize>p << 4) + 8);
  const countLo = solutionsLo - lo, countHi = solutionsHi - hi - (solutionsLo < lo ? 1 : 0);
  if (multiplicity) {
    stateKey(p);
    memoSet(childKeyAt, countLo, countHi);
    setI32(statesAtAt, p, i32At(statesAtAt, p) + 1);
  } else {
    memoSet(uncoveredAt + (<usize>(p * UW) << 2), countLo, countHi);
    setI32(storedAtAt, p, i32At(storedAtAt, p) + 1);
  }
  setF64(memoStoresAt, p, f64At(memoStoresAt, p) + 1);
  setF64(memoWorkAt, p, f64At(memoWorkAt, p) + work);
}

// Level p+1's slacks, needs and uncovered items: level p's with x's items covered; the number
// of items x finishes, listed in doneItems (none when the options leave by x's conflicts).
function coverItems(p: i32, x: i32): i32 {
  const c = p + 1;
  const sp = p * P, sc = c * P, slc = c * SP;
  let done = 0;
  const first = i32At(optionStartAt, x), last = i32At(optionStartAt, x + 1);
  for (let n = first; n < last && !useConflict; n++) {
    const i = i32At(nodeItemAt, n);
    if (!multiplicity || i >= P || i32At(levelNeedAt, sp + i) == 1) setI32(doneItemsAt, done++, i);
  }
  copyCounts(p);
  let count = i32At(uncoveredCountAt, p);
  for (let n = first; n < last; n++) {
    const i = i32At(nodeItemAt, n);
    if (i >= P) {
      if (memoOn && XW > 0) {
        const k = c * UW + PW + ((i - P) >>> 5);
        setI32(uncoveredAt, k, i32At(uncoveredAt, k) & ~(1 << ((i - P) & 31)));
      }
      continue;
    }
    if (multiplicity && i32At(levelNeedAt, sc + i) > 1) {
      setI32(levelNeedAt, sc + i, i32At(levelNeedAt, sc + i) - 1);
      setI32(slackAt, slc + i, i32At(slackAt, slc + i) + 1);  // x stays counted as covering it, so x's removal below evens out
    } else {
      setI32(slackAt, slc + i, DONE_SLACK);
      const k = c * UW + (i >>> 5);
      setI32(uncoveredAt, k, i32At(uncoveredAt, k) & ~(1 << (i & 31)));
      count--;
    }
  }
  setI32(uncoveredCountAt, c, count);
  return done;
}

// Level p+1's slacks, uncovered items and needs, as at level p.
function copyCounts(p: i32): void {
  const c = p + 1;
  memory.copy(slackAt + (<usize>(c * SP) << 2), slackAt + (<usize>(p * SP) << 2), <usize>SP << 2);
  memory.copy(uncoveredAt + (<usize>(c * UW) << 2), uncoveredAt + (<usize>(p * UW) << 2), <usize>UW << 2);
  if (multiplicity) memory.copy(levelNeedAt + (<usize>(c * P) << 2), levelNeedAt + (<usize>(p * P) << 2), <usize>P << 2);
}

// Writes level p+1 from level p with option x placed (or, if `place` is false, only taken out
// of the live options): coverItems, then one pass over level p's live words that hides options
// and drops the slacks they took. DEAD_END as soon as a slack drops below 0, else ADVANCED.
function advance(p: i32, x: i32, place: bool): i32 {
  let done = 0;
  if (place) done = coverItems(p, x);
  else {
    copyCounts(p);
    setI32(uncoveredCountAt, p + 1, i32At(uncoveredCountAt, p));
  }
  const c = p + 1;
  const sl = slackAt + (<usize>(c * SP) << 2);
  const lp = liveAt + (<usize>(p * W) << 2), lc = liveAt + (<usize>(c * W) << 2);
  // The hidden options of word w are live & hits[w]: x's conflicts, or else written first to hitWords.
  let hits = conflictAt + (<usize>(x * W) << 2);
  if (!useConflict || !place) {
    hits = hitWordsAt;
    const xWord = x >>> 5, xBit = 1 << (x & 31);
    for (let w = nextWord(p, -1); w >= 0; w = nextWord(p, w)) {
      let hit = w == xWord ? xBit : 0;
      for (let d = 0; d < done; d++) hit |= i32At(itemMaskAt, i32At(doneItemsAt, d) * W + w);
      setI32(hits, w, hit);
    }
  }
  const smp = summaryAt + (<usize>(p * SW) << 2), smc = summaryAt + (<usize>(c * SW) << 2);
  for (let s = 0; s < SW; s++) {
    let words = i32At(smp, s);
    let kept = 0;
    while (words != 0) {
      const t = ctz(words);
      words &= words - 1;
      const w = (s << 5) | t;
      const bits = i32At(lp, w);
      let gone = bits & i32At(hits, w);
      setI32(lc, w, bits ^ gone);
      if (gone != bits || bits == 0) kept |= 1 << t;
      if (gone == 0) continue;
      const common = i32At(wordItemAt, w);
      if (common >= 0) {
        const left = i32At(sl, common) - popcnt(gone);
        setI32(sl, common, left);
        if (left < 0) return DEAD_END;
      }
      const six = few == 6 && i32At(sixthInWordAt, w) != 0;
      while (gone != 0) {
        const y = (w << 5) | ctz(gone);
        gone &= gone - 1;
        let low = 0;
        if (few == 3) {
          const f = i32At(fewItemsAt, y);
          low = drop(sl, f & 1023) | drop(sl, (f >>> 10) & 1023) | drop(sl, f >>> 20);
        } else if (few == 2) {
          const f = i32At(fewItemsAt, y);
          low = drop(sl, f & 1023) | drop(sl, (f >>> 10) & 1023);
        } else if (few == 1) {
          low = drop(sl, i32At(fewItemsAt, y) & 1023);
        } else if (few == 6) {
          const f = y * 6;
          low = drop(sl, i32At(fewItemsAt, f)) | drop(sl, i32At(fewItemsAt, f + 1)) | drop(sl, i32At(fewItemsAt, f + 2))
            | drop(sl, i32At(fewItemsAt, f + 3)) | drop(sl, i32At(fewItemsAt, f + 4));
          if (six) low |= drop(sl, i32At(fewItemsAt, f + 5));
        } else {
          for (let q = i32At(primaryStartAt, y), end = i32At(primaryStartAt, y + 1); q < end; q++) low |= drop(sl, i32At(primaryItemsAt, q));
        }
        if (low < 0) return DEAD_END;
      }
    }
    setI32(smc, s, kept);
  }
  return ADVANCED;
}

// One slack less; the new slack.
@inline function drop(sl: usize, i: i32): i32 {
  const at = sl + (<usize>i << 2);
  const left = load<i32>(at) - 1;
  store<i32>(at, left);
  return left;
}

// The first word after w with a live option at level p, or -1.
function nextWord(p: i32, w: i32): i32 {
  let s = (w + 1) >>> 5;
  if (s >= SW) return -1;
  let words = i32At(summaryAt, p * SW + s) & (-1 << ((w + 1) & 31));
  while (words == 0) {
    if (++s >= SW) return -1;
    words = i32At(summaryAt, p * SW + s);
  }
  return (s << 5) | ctz(words);
}

function firstLive(p: i32, item: i32): i32 {
  for (let w = nextWord(p, -1); w >= 0; w = nextWord(p, w)) {
    const bits = i32At(liveAt, p * W + w) & i32At(itemMaskAt, item * W + w);
    if (bits != 0) return (w << 5) | ctz(bits);
  }
  return -1;
}

// ---- The memo: counts of solutions below search nodes, keyed by the node's state ----
// (The sizes above say when two nodes share a key.) A cache, not a record: when full it takes no
// more entries, and a miss only means searching. Slot s holds the count plus one (0: empty; BIG: a
// count of 2^32 - 2 or more, kept with its key in a short list beside the table, searched
// in order: such counts are of the few nodes near the root), then the key's words, so that a
// look-up reads one cache line. The table starts at 32 slots and grows eight times over when three quarters full, up to
// the most its bytes allow (at least 1,024 slots): a memo that keeps few subtrees stays in the
// processor's cache.
const MIN_SLOTS = 1 << 10;
const FIRST_SLOTS = 1 << 5;
const GROWTH = 8;
let memoWidth = 0;
let memoStride = 0;
let memoSlotsAt: usize = 0;
let memoSlots = 0;
let memoMaxSlots = 0;
let memoSize = 0;
const BIG: u32 = 0xffffffff;
const BIG_MAX = 256;
let bigAt: usize = 0;
let bigCount = 0;
// A count the memo knew: what knownCount, knownState and memoGet found.
let knownLo: u64 = 0;
let knownHi: u64 = 0;

function memoInit(width: i32, maxBytes: f64): bool {
  memoWidth = width;
  memoStride = width + 1;
  let slots = MIN_SLOTS;
  while (<f64>(2 * slots) * 4 * <f64>memoStride <= maxBytes) slots *= 2;
  memoMaxSlots = slots;
  memoSlots = min(slots, FIRST_SLOTS);
  memoSize = 0;
  bigAt = 0;
  bigCount = 0;
  memoSlotsAt = alloc(memoSlots * memoStride);
  return memoSlotsAt != 0;
}

// The slot holding the key at `key`, or the empty slot where it would go.
function slotOf(table: usize, slots: i32, key: usize): usize {
  const mask = slots - 1;
  let h = 0;
  for (let k = 0; k < memoWidth; k++) h = ((h ^ i32At(key, k)) * <i32>0x9e3779b1) ^ (h >>> 15);
  let slot = (h ^ (h >>> 16)) & mask;
  while (true) {
    const s = table + (<usize>(slot * memoStride) << 2);
    if (load<i32>(s) == 0) return s;
    let same = true;
    for (let k = 0; k < memoWidth && same; k++) same = i32At(s + 4, k) == i32At(key, k);
    if (same) return s;
    slot = (slot + 1) & mask;
  }
}

// Whether the memo holds the key's count (then in knownLo, knownHi).
function memoGet(key: usize): bool {
  const v = load<u32>(slotOf(memoSlotsAt, memoSlots, key));
  if (v == 0) return false;
  if (v != BIG) {
    knownLo = <u64>(v - 1);
    knownHi = 0;
    return true;
  }
  const stride = <usize>(memoWidth + 4) << 2;
  for (let k = 0; k < bigCount; k++) {
    const e = bigAt + <usize>k * stride;
    let same = true;
    for (let w = 0; w < memoWidth && same; w++) same = i32At(e + 16, w) == i32At(key, w);
    if (same) {
      knownLo = load<u64>(e);
      knownHi = load<u64>(e + 8);
      return true;
    }
  }
  return false;
}

function memoSet(key: usize, lo: u64, hi: u64): void {
  const big = hi != 0 || lo >= 4294967294;
  if (big) {
    if (bigCount == BIG_MAX) return;
    if (bigAt == 0) bigAt = alloc(BIG_MAX * (memoWidth + 4));
    if (bigAt == 0) return;
  }
  if (4 * (memoSize + 1) > 3 * memoSlots) {
    if (memoSlots == memoMaxSlots || !memoGrow()) return;
  }
  const s = slotOf(memoSlotsAt, memoSlots, key);
  if (load<i32>(s) == 0) memoSize++;
  memory.copy(s + 4, key, <usize>memoWidth << 2);
  if (big) {
    const e = bigAt + <usize>bigCount * (<usize>(memoWidth + 4) << 2);
    store<u64>(e, lo);
    store<u64>(e + 8, hi);
    memory.copy(e + 16, key, <usize>memoWidth << 2);
    bigCount++;
    store<u32>(s, BIG);
  } else store<u32>(s, <u32>(lo + 1));
}

// The table eight times over (or the most allowed), its entries moved; false when the memory
// cannot grow that far (the table stays as it was).
function memoGrow(): bool {
  const oldAt = memoSlotsAt, oldSlots = memoSlots;
  const slots = min(memoMaxSlots, GROWTH * oldSlots);
  const at = alloc(slots * memoStride);
  if (at == 0) return false;
  for (let k = 0; k < oldSlots; k++) {
    const s = oldAt + (<usize>(k * memoStride) << 2);
    if (load<i32>(s) == 0) continue;
    memory.copy(slotOf(at, slots, s + 4), s, <usize>memoStride << 2);
  }
  memoSlotsAt = at;
  memoSlots = slots;
  return true;
}

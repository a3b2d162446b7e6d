// The set-up passes of the live-bits search (core/search/liveBits.ts) in WebAssembly
// (AssemblyScript; scripts/wasm.mjs compiles it into core/generated/coverSetupWasm.ts). They run
// once per search, on a problem just read, before V8 would have compiled them from JavaScript:
// on Scott's square they took 23 ms of a 0.18 s run. core/search/coverSetup.ts is the JavaScript
// side. Memory is handed out from the start of the heap after each reset (nothing is freed).

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

/** conflict[y * W ..]: the options that share an item with option y (y among them); its address, or 0. */
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

/** The suspects of each option, as liveBits.ts's findSuspects describes them: the primary items
 *  that placing it most often cuts off, ranked from pair counts. Their number (at
 *  suspects(), option x's from suspectStart()[x]); -1 when the work would pass
 *  SUSPECT_SETUP_MAX (no suspects); -2 when the memory cannot grow. */
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

// Counts of solutions below search nodes, keyed by the node's state. Without secondary items
// and multiplicities, what is left to solve at a node depends only on the primary items still
// uncovered (the live options are exactly those inside them), so two sets of placements that
// cover the same items (in a pentomino rectangle, two pieces that fill the same region in two
// ways) lead to the same subtree, searched once (the memo of Knuth's "dancing with ZDDs").
// A cache, not a record: when full it takes no more entries, and a miss only means searching.
// A slot holds its count and its key side by side, so that a look-up reads one cache line,
// not two. The table starts small and grows eight times over when it fills, up to its full
// size. It starts at 32 slots, so that it first grows within the first few stores: the code
// that grows it has then run before the engine optimizes the stores (met first later, it
// undoes that work: the stores, and the search loop they sit in, are compiled again). And a
// memo that keeps few subtrees stays in the processor's cache (Langford pairs 12 keep
// ~20,000: 1.5 MB instead of 12 MB), and the old tables that linger until the garbage
// collector frees them add at most an eighth. The system gives zeroed memory a page at a
// time as the table is written. Each slot takes 4 bytes per key word and 4 for the count
// plus one (0 for an empty slot; a count of 2^32 - 2 or more is not kept).
export const DEFAULT_MEMO_BYTES = 16 << 20;
const MIN_SLOTS = 1 << 10;
const FIRST_SLOTS = 1 << 5;
const GROWTH = 8;

export class SubtreeCounts {
  private slots: Int32Array;   // slot s: slots[s * stride] = 0 or the count plus one, then the key's words
  private readonly stride: number;
  private size = 0;
  private readonly maxSlots: number;

  /** `width`: words per key; `maxBytes`: the most the table may take. */
  constructor(private readonly width: number, maxBytes = DEFAULT_MEMO_BYTES) {
    this.stride = width + 1;
    let slots = MIN_SLOTS;
    while (2 * slots * 4 * this.stride <= maxBytes) slots *= 2;
    this.maxSlots = slots;
    this.slots = new Int32Array(Math.min(slots, FIRST_SLOTS) * this.stride);
  }

  // The slot holding key[at .. at+width-1], or the empty slot where it would go.
  private slotOf(key: Int32Array, at: number): number {
    const { width, stride, slots } = this;
    const mask = slots.length / stride - 1;
    let h = 0;
    for (let k = 0; k < width; k++) h = Math.imul(h ^ key[at + k], 0x9e3779b1) ^ (h >>> 15);
    // The next slot by a mask, not by a test for the end: a test whose other way comes only
    // after the engine has optimized the look-up would undo that code.
    for (let slot = (h ^ (h >>> 16)) & mask; ; slot = (slot + 1) & mask) {
      const s = slot * stride;
      if (slots[s] === 0) return s;
      let same = true;
      for (let k = 0; k < width && same; k++) same = slots[s + 1 + k] === key[at + k];
      if (same) return s;
    }
  }

  /** The count stored for key[at .. at+width-1], or -1. */
  get(key: Int32Array, at: number): number {
    return (this.slots[this.slotOf(key, at)] >>> 0) - 1;
  }

  set(key: Int32Array, at: number, count: number): void {
    // At most three quarters full, so that probes stay short; then nothing more is kept.
    if (count >= 0xfffffffe) return;
    if (4 * (this.size + 1) * this.stride > 3 * this.slots.length) {
      if (this.slots.length === this.maxSlots * this.stride) return;
      this.grow();
    }
    const s = this.slotOf(key, at);
    if (this.slots[s] === 0) this.size++;
    for (let k = 0; k < this.width; k++) this.slots[s + 1 + k] = key[at + k];
    this.slots[s] = count + 1;
  }

  private grow(): void {
    const { slots, stride } = this;
    this.slots = new Int32Array(Math.min(this.maxSlots, GROWTH * (slots.length / stride)) * stride);
    for (let s = 0; s < slots.length; s += stride) {
      if (slots[s] === 0) continue;
      const to = this.slotOf(slots, s + 1);
      this.slots.set(slots.subarray(s, s + stride), to);
    }
  }
}

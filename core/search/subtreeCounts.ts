// Counts of solutions below search nodes, keyed by the node's state. Without secondary items
// and multiplicities, what is left to solve at a node depends only on the primary items still
// uncovered (the live options are exactly those inside them), so two sets of placements that
// cover the same items (in a pentomino rectangle, two pieces that fill the same region in two
// ways) lead to the same subtree, searched once (the memo of Knuth's "dancing with ZDDs").
// A cache, not a record: when full it takes no more entries, and a miss only means searching.
// The table starts small and, when that fills, moves once to its full size, so that it never
// moves again (the old tables of a table that doubles linger until the garbage collector frees
// them, and that doubles the memory); the system gives zeroed memory a page at a time as the
// table is written, and a search whose memo does not pay touches only the small table (13
// queens: 0.370 s of CPU with a full table from the start, 0.357 s so). Each slot takes 4 bytes
// per key word and 4 for the count plus one (0 for an empty slot; a count of 2^32 - 2 or
// more is not kept).
export const DEFAULT_MEMO_BYTES = 16 << 20;
const MIN_SLOTS = 1 << 10;
const FIRST_SLOTS = 1 << 14;

export class SubtreeCounts {
  private keys: Int32Array;    // slot s holds the words keys[s * width ..]
  private counts: Uint32Array; // 0, or the count plus one
  private size = 0;
  private readonly maxSlots: number;

  /** `width`: words per key; `maxBytes`: the most the table may take. */
  constructor(private readonly width: number, maxBytes = DEFAULT_MEMO_BYTES) {
    let slots = MIN_SLOTS;
    while (2 * slots * (4 * width + 4) <= maxBytes) slots *= 2;
    this.maxSlots = slots;
    slots = Math.min(slots, FIRST_SLOTS);
    this.keys = new Int32Array(slots * width);
    this.counts = new Uint32Array(slots);
  }

  private slotOf(key: Int32Array, at: number): number {
    const { width, keys, counts } = this;
    const mask = counts.length - 1;
    let h = 0;
    for (let k = 0; k < width; k++) h = Math.imul(h ^ key[at + k], 0x9e3779b1) ^ (h >>> 15);
    for (let s = (h ^ (h >>> 16)) & mask; ; s = (s + 1) & mask) {
      if (counts[s] === 0) return s;
      let same = true;
      for (let k = 0; k < width && same; k++) same = keys[s * width + k] === key[at + k];
      if (same) return s;
    }
  }

  /** The count stored for key[at .. at+width-1], or -1. */
  get(key: Int32Array, at: number): number {
    return this.counts[this.slotOf(key, at)] - 1;
  }

  set(key: Int32Array, at: number, count: number): void {
    // At most three quarters full, so that probes stay short; then nothing more is kept.
    if (count >= 0xfffffffe) return;
    if (4 * (this.size + 1) > 3 * this.counts.length) {
      if (this.counts.length === this.maxSlots) return;
      this.moveToFullSize();
    }
    const s = this.slotOf(key, at);
    if (this.counts[s] === 0) this.size++;
    for (let k = 0; k < this.width; k++) this.keys[s * this.width + k] = key[at + k];
    this.counts[s] = count + 1;
  }

  private moveToFullSize(): void {
    const { keys, counts, width } = this;
    this.keys = new Int32Array(this.maxSlots * width);
    this.counts = new Uint32Array(this.maxSlots);
    for (let s = 0; s < counts.length; s++) {
      if (counts[s] === 0) continue;
      const to = this.slotOf(keys, s * width);
      for (let k = 0; k < width; k++) this.keys[to * width + k] = keys[s * width + k];
      this.counts[to] = counts[s];
    }
  }
}

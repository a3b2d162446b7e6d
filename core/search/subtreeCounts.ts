// Counts of solutions below search nodes, keyed by the node's state. Without secondary items
// and multiplicities, what is left to solve at a node depends only on the primary items still
// uncovered (the live options are exactly those inside them), so two sets of placements that
// cover the same items (in a pentomino rectangle, two pieces that fill the same region in two
// ways) lead to the same subtree, searched once (the memo of Knuth's "dancing with ZDDs").
// A cache, not a record: when full it takes no more entries, and a miss only means searching.
// The table has its full size from the start, so that it never moves (the old tables of a
// table that doubles linger until the garbage collector frees them, and that doubles the
// memory); the system gives zeroed memory a page at a time as the table is written, so a small
// search costs little. Each slot takes 4 bytes per key word and 4 for the count plus one (0 for
// an empty slot; a count of 2^32 - 2 or more is not kept).
export const DEFAULT_MEMO_BYTES = 16 << 20;
const MIN_SLOTS = 1 << 10;

export class SubtreeCounts {
  private readonly keys: Int32Array;    // slot s holds the words keys[s * width ..]
  private readonly counts: Uint32Array; // 0, or the count plus one
  private size = 0;

  /** `width`: words per key; `maxBytes`: the most the table may take. */
  constructor(private readonly width: number, maxBytes = DEFAULT_MEMO_BYTES) {
    let slots = MIN_SLOTS;
    while (2 * slots * (4 * width + 4) <= maxBytes) slots *= 2;
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
    if (4 * (this.size + 1) > 3 * this.counts.length || count >= 0xfffffffe) return;
    const s = this.slotOf(key, at);
    if (this.counts[s] === 0) this.size++;
    for (let k = 0; k < this.width; k++) this.keys[s * this.width + k] = key[at + k];
    this.counts[s] = count + 1;
  }
}

// Counts of solutions below search nodes, keyed by the node's state. Without secondary items
// and multiplicities, what is left to solve at a node depends only on the primary items still
// uncovered (the live options are exactly those inside them), so two sets of placements that
// cover the same items (in a pentomino rectangle, two pieces that fill the same region in two
// ways) lead to the same subtree, searched once (the memo of Knuth's "dancing with ZDDs").
// A cache, not a record: when full it takes no more entries, and a miss only means searching.
const FIRST_SLOTS = 1 << 14;
const MAX_SLOTS = 1 << 22;
const EMPTY = -1;

export class SubtreeCounts {
  private keys: Int32Array;     // slot s holds the words keys[s * width ..]
  private counts: Float64Array; // EMPTY or the count
  private size = 0;

  /** `width`: words per key. */
  constructor(private readonly width: number) {
    this.keys = new Int32Array(FIRST_SLOTS * width);
    this.counts = new Float64Array(FIRST_SLOTS).fill(EMPTY);
  }

  private slotOf(key: Int32Array, at: number): number {
    const { width, keys, counts } = this;
    const mask = counts.length - 1;
    let h = 0;
    for (let k = 0; k < width; k++) h = Math.imul(h ^ key[at + k], 0x9e3779b1) ^ (h >>> 15);
    for (let s = (h ^ (h >>> 16)) & mask; ; s = (s + 1) & mask) {
      if (counts[s] === EMPTY) return s;
      let same = true;
      for (let k = 0; k < width && same; k++) same = keys[s * width + k] === key[at + k];
      if (same) return s;
    }
  }

  /** The count stored for key[at .. at+width-1], or -1. */
  get(key: Int32Array, at: number): number {
    return this.counts[this.slotOf(key, at)];
  }

  set(key: Int32Array, at: number, count: number): void {
    // At most half full, so that probes stay short; past the largest table, nothing more is kept.
    if (2 * (this.size + 1) > this.counts.length && !this.grow()) return;
    const s = this.slotOf(key, at);
    if (this.counts[s] === EMPTY) this.size++;
    for (let k = 0; k < this.width; k++) this.keys[s * this.width + k] = key[at + k];
    this.counts[s] = count;
  }

  private grow(): boolean {
    const slots = this.counts.length * 2;
    if (slots > MAX_SLOTS || slots * this.width > MAX_SLOTS * 4) return false;
    const { keys, counts, width } = this;
    this.keys = new Int32Array(slots * width);
    this.counts = new Float64Array(slots).fill(EMPTY);
    for (let s = 0; s < counts.length; s++) {
      if (counts[s] === EMPTY) continue;
      const t = this.slotOf(keys, s * width);
      for (let k = 0; k < width; k++) this.keys[t * width + k] = keys[s * width + k];
      this.counts[t] = counts[s];
    }
    return true;
  }
}

// The paths of one clue pair (the Logipix report's "broken lines"), enumerated without exploring
// blindly: a breadth-first pass from the far end gives every cell's distance to it through
// cells the path may use, and the depth-first walk from the near end only steps on a cell
// from which the far end can still be reached in the steps that are left. Dead walks are
// then only those that box themselves in, far below the report's 4·3^(n-1) steps.

/** owner[cell]: OPEN (any path may pass), BLOCKED (a clue or outside: no path passes), or the
 *  index of the clue that surely covers the cell (only that clue's paths may pass). */
export const OPEN = -1;
export const BLOCKED = -2;

export class PathEnumerator {
  private readonly dist: Int32Array;
  private readonly distStamp: Int32Array;
  private readonly onPath: Int32Array;
  private stamp = 0;
  private queue: Int32Array;
  private cells: Int32Array;
  private nextDir: Int32Array;
  /** Steps taken by walks and searches since construction: the work, for budgets and progress. */
  work = 0;
  /** The paths of the last list(): `length` cells each, one after the other. */
  found = new Int32Array(1 << 10);
  /** Why the last list() returned -1: more than `limit` paths, or more than `maxWork` steps. */
  overflow: 'paths' | 'work' = 'paths';

  constructor(readonly width: number, readonly height: number) {
    const n = width * height;
    this.dist = new Int32Array(n);
    this.distStamp = new Int32Array(n);
    this.onPath = new Int32Array(n);
    this.queue = new Int32Array(Math.min(n, 1024));
    this.cells = new Int32Array(16);
    this.nextDir = new Int32Array(16);
  }

  /**
   * Calls emit(cells) for each path of `length` cells from `from` to `to` (the buffer is reused)
   * whose inner cells have owner OPEN, a or b. Returns the number of paths, or -1 as soon as
   * there are more than `limit` paths or the walk took more than `maxWork` steps.
   */
  enumerate(owner: Int32Array, from: number, to: number, length: number, a: number, b: number,
    limit: number, maxWork: number, emit: (cells: Int32Array) => void): number {
    const n = this.list(owner, from, to, length, a, b, limit, maxWork);
    for (let k = 0; k < n; k++) emit(this.found.subarray(k * length, (k + 1) * length));
    return n;
  }

  /** As enumerate, with the paths left in `found` (the solver's way: no call per path). */
  list(owner: Int32Array, from: number, to: number, length: number, a: number, b: number,
    limit: number, maxWork: number): number {
    const { width } = this;
    if (from === to) {
      if (length !== 1) return 0;
      this.found[0] = from;
      return 1;
    }
    const steps = length - 1;
    const manhattan = Math.abs((from % width) - (to % width)) + Math.abs(Math.floor(from / width) - Math.floor(to / width));
    if (manhattan > steps || ((steps - manhattan) & 1) !== 0) return 0;
    if (!this.distances(owner, to, from, steps, a, b)) return 0;

    // Marks carry this enumeration's stamp, so an early return leaves nothing to clear.
    const { dist, distStamp, onPath } = this;
    const stamp = this.stamp;
    const workStart = this.work;
    this.ensure(length);
    const cells = this.cells, nextDir = this.nextDir;
    let found = this.found;
    const last = this.width * this.height - width;
    let count = 0;
    let depth = 0;
    cells[0] = from;
    nextDir[0] = 0;
    onPath[from] = stamp;
    while (depth >= 0) {
      const u = cells[depth];
      const dir = nextDir[depth]++;
      if (dir === 4) {
        onPath[u] = 0;
        depth--;
        continue;
      }
      let v: number;
      if (dir === 0) { if (u < width) continue; v = u - width; }
      else if (dir === 1) { if (u >= last) continue; v = u + width; }
      else if (dir === 2) { if (u % width === 0) continue; v = u - 1; }
      else { if (u % width === width - 1) continue; v = u + 1; }
      const left = steps - depth - 1;  // steps left after stepping on v
      if (left === 0) {
        if (v !== to) continue;
        cells[depth + 1] = to;
        if (++count > limit) { this.overflow = 'paths'; return -1; }
        let at = (count - 1) * length;
        if (at + length > found.length) {
          const bigger = new Int32Array(Math.max(Math.min(2 * found.length, limit * length), at + length));
          bigger.set(found);
          found = this.found = bigger;
        }
        for (let k = 0; k < length; k++) found[at++] = cells[k];
        continue;
      }
      if (distStamp[v] !== stamp || dist[v] > left || onPath[v] === stamp || v === to) continue;
      if (++this.work - workStart > maxWork) { this.overflow = 'work'; return -1; }
      depth++;
      cells[depth] = v;
      nextDir[depth] = 0;
      onPath[v] = stamp;
    }
    return count;
  }

  /** True when any path of `steps` steps may join `from` to `to`: a bounded breadth-first pass. */
  reachable(owner: Int32Array, from: number, to: number, steps: number, a: number, b: number): boolean {
    return this.distances(owner, to, from, steps, a, b);
  }

  // Distances from `to` through usable cells, up to `radius`; true when `from` is within it.
  private distances(owner: Int32Array, to: number, from: number, radius: number, a: number, b: number): boolean {
    const { width, dist, distStamp } = this;
    const stamp = ++this.stamp;
    const last = this.width * this.height - width;
    let queue = this.queue;
    let head = 0, tail = 0;
    queue[tail++] = to;
    dist[to] = 0;
    distStamp[to] = stamp;
    let found = false;
    while (head < tail) {
      const u = queue[head++];
      const d = dist[u] + 1;
      if (d > radius) break;
      this.work++;
      for (let dir = 0; dir < 4; dir++) {
        let v: number;
        if (dir === 0) { if (u < width) continue; v = u - width; }
        else if (dir === 1) { if (u >= last) continue; v = u + width; }
        else if (dir === 2) { if (u % width === 0) continue; v = u - 1; }
        else { if (u % width === width - 1) continue; v = u + 1; }
        if (distStamp[v] === stamp) continue;
        if (v === from) { found = true; dist[v] = d; distStamp[v] = stamp; continue; }
        const o = owner[v];
        if (o !== OPEN && o !== a && o !== b) continue;
        dist[v] = d;
        distStamp[v] = stamp;
        if (tail === queue.length) {
          const bigger = new Int32Array(Math.min(queue.length * 2, width * this.height));
          bigger.set(queue);
          queue = this.queue = bigger;
        }
        queue[tail++] = v;
      }
    }
    return found;
  }

  private ensure(length: number): void {
    if (this.cells.length >= length) return;
    this.cells = new Int32Array(length);
    this.nextDir = new Int32Array(length);
  }
}

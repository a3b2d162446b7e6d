// The symmetries of an exact-cover problem, found from its structure alone: a dlx file names
// its items freely, so nothing says which are the cells of a board. A symmetry maps items to
// items of the same kind (primary or secondary, same multiplicity) so that every option's items
// go to the items of an option (and as many options share each set of items as share its
// image). If each symmetry of a group H fixes item i, H permutes i's options and maps the
// solutions through option o one to one onto the solutions through any option of o's orbit; a
// solution covers i exactly once. So the count is the sum, over the orbits of i's options, of
// the orbit's size times the count through one option of it: a count branches on i first and
// searches one option per orbit (Scott's pentomino square: 4 of the X's 24 positions).
//
// H is found as nauty and bliss find automorphisms, here on the graph of the items, weighted by
// how many options each two items share: refine a partition of the items until the items of a
// cell have alike weights to each cell; single out one item of a smallest cell and refine
// again, down to single items (a leaf); for each other item of each cell singled out on that
// path, look for a leaf below it whose item-by-item map onto the first leaf is a symmetry. Each
// map is checked against the options before it is used, and the search has a budget, so a
// symmetry it misses costs speed, never a wrong count.
//
// In a fresh process (`logel xc`) most of the cost is V8 interpreting and compiling this code,
// not the work itself. So each loop over all the options is a small function of its own,
// compiled once and shared by the steps that need it (hashOptions: splitting, grouping options,
// checking maps); the other functions loop over items or over a few options at a time.
import type { CoverMatrix } from './coverMatrix';

/** Where a count branches first and how much each branch stands for. */
export interface RootOrbits {
  item: number;          // the item every symmetry found fixes
  options: number;       // its options in the matrix
  rep: Int32Array;       // one option (matrix index) per orbit of its options
  weight: Int32Array;    // per rep: the options in its orbit
  symmetries: number;    // generators found
}

// A count branches on the item only if that searches at most 2/3 of its options (and fewer
// than minimal branching would have, see findRootOrbits): a forced first branch on an item
// that minimal branching would not choose can cost more than a few merged options save.
const MIN_REDUCTION = 1.5;
// The weights are a table of items by items: problems with more items are counted without
// symmetries.
const MAX_ITEMS = 1024;
// The search stops after this many times the table's size in work (pairs of items compared).
const WORK_PER_PAIR = 64;

// A number's share of a key: keys are sums, so a number is first scrambled (a plain sum would
// take 1 + 3 for 2 + 2).
const scramble = (w: number) => Math.imul(w ^ (w >>> 7), 0x9e3779b1) ^ Math.imul(w, 0x85ebca6b);

// The items, their kinds and numbers of options, the options each two share (weight[i * I +
// j]) with each weight's share of a key (scrambled[w]), and each item's options
// (itemOptions[itemFirst[i] .. itemFirst[i + 1] - 1], in order).
interface ItemGraph {
  items: number;
  kind: Int32Array;
  degree: Int32Array;
  weight: Int32Array;
  scrambled: Int32Array;
  itemFirst: Int32Array;
  itemOptions: Int32Array;
}

function itemGraph(matrix: CoverMatrix): ItemGraph {
  const { itemCount: I, primaryCount, need, itemLength, nodeItem } = matrix;
  let heaviest = 0;
  const itemFirst = new Int32Array(I + 1);
  for (let i = 0; i < I; i++) {
    heaviest = Math.max(heaviest, itemLength[i]);
    itemFirst[i + 1] = itemFirst[i] + itemLength[i];
  }
  const scrambled = new Int32Array(heaviest + 1);
  for (let w = 0; w <= heaviest; w++) scrambled[w] = scramble(w);
  const kind = new Int32Array(I);
  for (let i = 0; i < I; i++) kind[i] = i < primaryCount ? need[i] : -1;
  const weight = new Int32Array(I * I);
  const itemOptions = new Int32Array(nodeItem.length);
  countIncidence(matrix, itemFirst.slice(0, I), itemOptions, weight);
  return { items: I, kind, degree: itemLength, weight, scrambled, itemFirst, itemOptions };
}

function countIncidence(matrix: CoverMatrix, next: Int32Array, itemOptions: Int32Array, weight: Int32Array): void {
  const { itemCount: I, optionCount, optionStart, nodeItem } = matrix;
  for (let x = 0; x < optionCount; x++) countOption(nodeItem, optionStart[x], optionStart[x + 1], x, I, next, itemOptions, weight);
}

// One option's part: as a small function of its own V8 compiles it sooner than the loop nest
// it would make in countIncidence.
function countOption(nodeItem: Int32Array, from: number, end: number, x: number, I: number, next: Int32Array, itemOptions: Int32Array, weight: Int32Array): void {
  for (let a = from; a < end; a++) {
    const item = nodeItem[a];
    itemOptions[next[item]++] = x;
    for (let b = from, row = item * I; b < end; b++) weight[row + nodeItem[b]]++;
  }
}

// An ordered partition of the items: lab lists them cell by cell; cellOf[v] is the index in lab
// where v's cell starts, cellEnd[s] where the cell starting at s ends.
class Partition {
  constructor(
    readonly lab: Int32Array,
    readonly pos: Int32Array,
    readonly cellOf: Int32Array,
    readonly cellEnd: Int32Array,
    public cells: number,
  ) {}

  copy(): Partition {
    return new Partition(this.lab.slice(), this.pos.slice(), this.cellOf.slice(), this.cellEnd.slice(), this.cells);
  }

  // A smallest cell with more than one item (the first of them), or -1 at a leaf.
  targetCell(): number {
    let best = -1;
    let bestSize = Infinity;
    for (let s = 0; s < this.lab.length; s = this.cellEnd[s]) {
      const size = this.cellEnd[s] - s;
      if (size > 1 && size < bestSize) {
        best = s;
        bestSize = size;
      }
    }
    return best;
  }

  // Makes v a cell of its own at the start of its cell; returns that cell's start.
  singleOut(v: number): number {
    const { lab, pos, cellOf, cellEnd } = this;
    const s = cellOf[v];
    const end = cellEnd[s];
    const u = lab[s];
    lab[pos[v]] = u;
    pos[u] = pos[v];
    lab[s] = v;
    pos[v] = s;
    cellEnd[s] = s + 1;
    cellEnd[s + 1] = end;
    for (let k = s + 1; k < end; k++) cellOf[lab[k]] = s + 1;
    this.cells++;
    return s;
  }
}

// Refines partitions of one graph, counting its work against the budget.
class Refiner {
  private readonly key: Int32Array;
  private readonly queue: Int32Array;
  private readonly inQueue: Uint8Array;
  work = 0;

  constructor(private readonly graph: ItemGraph) {
    const I = graph.items;
    this.key = new Int32Array(I);
    this.queue = new Int32Array(I);
    this.inQueue = new Uint8Array(I);
  }

  get budgetLeft(): boolean {
    return this.work < WORK_PER_PAIR * this.graph.weight.length;
  }

  // The first partition: items by kind and number of options; refined.
  start(): Partition {
    const { items: I, kind, degree } = this.graph;
    // Sorted by kind, number of options and index, packed into one exact number (kinds past
    // 4094 share a rank: their items then split into more cells, never fewer) for a native sort.
    const order = new Float64Array(I);
    for (let v = 0; v < I; v++) order[v] = (Math.min(kind[v] + 1, 4095) * 2 ** 31 + degree[v]) * 1024 + v;
    order.sort();
    const lab = new Int32Array(I);
    for (let k = 0; k < I; k++) lab[k] = order[k] % 1024;
    const pos = new Int32Array(I);
    const cellOf = new Int32Array(I);
    const cellEnd = new Int32Array(I);
    const starts: number[] = [];
    for (let k = 0; k < I; k++) {
      const v = lab[k];
      pos[v] = k;
      if (k === 0 || kind[v] !== kind[lab[k - 1]] || degree[v] !== degree[lab[k - 1]]) starts.push(k);
      cellOf[v] = starts[starts.length - 1];
    }
    starts.forEach((s, n) => (cellEnd[s] = n + 1 < starts.length ? starts[n + 1] : I));
    const partition = new Partition(lab, pos, cellOf, cellEnd, starts.length);
    this.refine(partition, starts);
    return partition;
  }

  // Splits cells by the sets of cells of each item's options, then refines: items can share
  // as many options with every other item (two pentominoes near the border of a board) yet
  // differ in the options themselves. Repeated while it splits.
  splitByOptions(p: Partition, matrix: CoverMatrix): void {
    const { optionCount } = matrix;
    const I = this.graph.items;
    const { lab, pos, cellOf, cellEnd } = p;
    const key = this.key;
    const cellCode = new Int32Array(I);
    const optionKey = new Int32Array(optionCount);
    for (let before = 0; p.cells > before && p.cells < I; ) {
      before = p.cells;
      for (let v = 0; v < I; v++) cellCode[v] = scramble(cellOf[v] + 1);
      key.fill(0);
      hashOptions(matrix, cellCode, optionKey, key);
      const parts: number[] = [];
      for (let c = 0; c < I; ) {
        const end = cellEnd[c];
        let alike = true;
        for (let k = c + 1; k < end && alike; k++) alike = key[lab[k]] === key[lab[c]];
        if (!alike) {
          sortByKey(lab, key, c, end);
          for (let f = c; f < end; ) {
            let g = f + 1;
            while (g < end && key[lab[g]] === key[lab[f]]) g++;
            cellEnd[f] = g;
            for (let k = f; k < g; k++) {
              cellOf[lab[k]] = f;
              pos[lab[k]] = k;
            }
            if (f !== c) p.cells++;
            parts.push(f);
            f = g;
          }
        }
        c = end;
      }
      if (parts.length > 0) this.refine(p, parts);
    }
  }

  // Splits cells until the items of each cell have alike weights to every cell: by the cells
  // in `splitters` and by every part split off later (less the biggest part of a cell not
  // waiting to split others). Returns a hash of the splits made, in order: two partitions alike
  // up to a symmetry give the same hash.
  refine(p: Partition, splitters: number[]): number {
    const { items: I, weight, scrambled } = this.graph;
    const { lab, pos, cellOf, cellEnd } = p;
    const { key, queue, inQueue } = this;
    let tail = 0;
    for (const s of splitters) {
      queue[tail++] = s;
      inQueue[s] = 1;
    }
    let trace = 0x2545f491;
    let head = 0;
    for (; head < tail && p.cells < I; head++) {
      const s = queue[head % I];
      inQueue[s] = 0;
      const sEnd = cellEnd[s];
      // Each item's key: its scrambled weights to the splitter's items, summed; a cell splits
      // by its items' keys, in one pass (a split permutes the splitter's items among
      // themselves: their sums stay). Items in cells of one can split nothing.
      for (let c = 0; c < I; ) {
        const end = cellEnd[c];
        let alike = true;
        if (end - c > 1) {
          let first = 0;
          for (let k = c; k < end; k++) {
            const v = lab[k], row = v * I;
            let h = 0;
            for (let t = s; t < sEnd; t++) h = (h + scrambled[weight[row + lab[t]]]) | 0;
            key[v] = h;
            if (k === c) first = h;
            else if (h !== first) alike = false;
          }
          this.work += (end - c) * (sEnd - s);
        }
        if (!alike) {
          sortByKey(lab, key, c, end);
          const wasQueued = inQueue[c] === 1;
          let biggest = c;
          let biggestSize = 0;
          let parts = 0;
          for (let f = c; f < end; ) {
            const h = key[lab[f]];
            let g = f + 1;
            while (g < end && key[lab[g]] === h) g++;
            cellEnd[f] = g;
            for (let k = f; k < g; k++) {
              cellOf[lab[k]] = f;
              pos[lab[k]] = k;
            }
            if (f !== c) p.cells++;
            trace = Math.imul(trace ^ (f * 31 + h), 0x5bd1e995) ^ (g - f);
            if (g - f > biggestSize) {
              biggest = f;
              biggestSize = g - f;
            }
            parts++;
            f = g;
          }
          trace = Math.imul(trace ^ parts, 0x27d4eb2d);
          // A cell waits in the queue at most once, so a ring of one slot per item holds it.
          for (let f = c; f < end; f = cellEnd[f]) {
            if (inQueue[f] === 1 || (!wasQueued && f === biggest)) continue;
            queue[tail++ % I] = f;
            inQueue[f] = 1;
          }
        }
        c = end;
      }
    }
    for (; head < tail; head++) inQueue[queue[head % I]] = 0;  // left waiting at a leaf
    return trace;
  }
}

// Sorts lab[from..end) by key (insertion sort: cells are mostly small).
function sortByKey(lab: Int32Array, key: Int32Array, from: number, end: number): void {
  if (end - from > 32) {
    // A native sort of keys packed with their places (fewer than 1024 items): as stable.
    const packed = new Float64Array(end - from);
    for (let k = from; k < end; k++) packed[k - from] = key[lab[k]] * 1024 + (k - from);
    packed.sort();
    const items = lab.slice(from, end);
    for (let k = from; k < end; k++) lab[k] = items[packed[k - from] - Math.floor(packed[k - from] / 1024) * 1024];
    return;
  }
  for (let k = from + 1; k < end; k++) {
    const v = lab[k];
    let j = k - 1;
    for (; j >= from && key[lab[j]] > key[v]; j--) lab[j + 1] = lab[j];
    lab[j + 1] = v;
  }
}

// Each option's hash (a scrambled sum of its items' codes), added to each of its items' keys:
// one loop over all the options, which splitting, grouping the options and checking maps
// share, so that a fresh process compiles it once (and soon: it is short in bytecode).
function hashOptions(matrix: CoverMatrix, code: Int32Array, optionHash: Int32Array, itemKey: Int32Array): void {
  const { optionCount, optionStart, nodeItem } = matrix;
  for (let x = 0; x < optionCount; x++) {
    const from = optionStart[x], end = optionStart[x + 1];
    let h = 0;
    for (let n = from; n < end; n++) h = (h + code[nodeItem[n]]) | 0;
    h = scramble(h);
    optionHash[x] = h;
    for (let n = from; n < end; n++) itemKey[nodeItem[n]] += h;
  }
}

// The options as sets of items, to check a map of the items: the options with the same items
// grouped (classOf: the first of them), and a hash table of the sets by their hashes (open
// addressing, one slot per first option of a set).
class OptionSets {
  readonly classOf: Int32Array;
  readonly classSize: Int32Array;
  private readonly table: Int32Array;     // first options + 1; 0 for an empty slot
  private readonly slotHash: Int32Array;
  private readonly code: Int32Array;
  private readonly mapped: Int32Array;    // code[map[i]] for the map being checked
  private readonly hash: Int32Array;      // per option: the hash of its items mapped
  private readonly itemKey: Int32Array;   // hashOptions fills it too; unused here
  private readonly mark: Int32Array;      // per item: the comparison that marked it last
  private marks = 0;
  private sameItems = false;              // if some options have the same items

  constructor(private readonly matrix: CoverMatrix) {
    const { itemCount, optionCount } = matrix;
    const code = (this.code = new Int32Array(itemCount));
    for (let i = 0; i < itemCount; i++) code[i] = scramble(i + 1);
    this.mapped = new Int32Array(itemCount);
    this.itemKey = new Int32Array(itemCount);
    this.mark = new Int32Array(itemCount);
    const hash = (this.hash = new Int32Array(optionCount));
    hashOptions(matrix, code, hash, this.itemKey);
    const table = (this.table = new Int32Array(1 << (32 - Math.clz32(2 * optionCount + 1))));
    const slotHash = (this.slotHash = new Int32Array(table.length));
    const classOf = (this.classOf = new Int32Array(optionCount));
    const classSize = (this.classSize = new Int32Array(optionCount));
    const mask = table.length - 1;
    for (let x = 0; x < optionCount; x++) {
      const h = hash[x];
      let slot = h & mask;
      let same = -1;
      for (; table[slot] !== 0 && same < 0; slot = (slot + 1) & mask) {
        const y = table[slot] - 1;
        if (slotHash[slot] === h && this.mapsOnto(x, null, y)) same = y;
      }
      if (same < 0) {
        table[slot] = x + 1;
        slotHash[slot] = h;
        same = x;
      }
      classOf[x] = same;
      classSize[same]++;
      if (same !== x) this.sameItems = true;
    }
  }

  // If `map` (null: none) takes option x's items onto option y's.
  private mapsOnto(x: number, map: Int32Array | null, y: number): boolean {
    const { optionStart, nodeItem } = this.matrix;
    const mark = this.mark;
    const xFrom = optionStart[x], xEnd = optionStart[x + 1], yFrom = optionStart[y], yEnd = optionStart[y + 1];
    if (xEnd - xFrom !== yEnd - yFrom) return false;
    const look = ++this.marks;
    for (let k = yFrom; k < yEnd; k++) mark[nodeItem[k]] = look;
    for (let k = xFrom; k < xEnd; k++) if (mark[map ? map[nodeItem[k]] : nodeItem[k]] !== look) return false;
    return true;
  }

  // For each first option x of a set, the first option whose items are x's mapped by `map`,
  // into image[x]; or false when one has none, or one shared by another number of options.
  matchAll(map: Int32Array, image: Int32Array): boolean {
    const { itemCount, optionCount } = this.matrix;
    const { classOf, classSize, table, slotHash, code, mapped, hash, sameItems } = this;
    for (let i = 0; i < itemCount; i++) mapped[i] = code[map[i]];
    hashOptions(this.matrix, mapped, hash, this.itemKey);
    const mask = table.length - 1;
    for (let x = 0; x < optionCount; x++) {
      if (sameItems && classOf[x] !== x) continue;
      let y = -1;
      const h = hash[x];
      for (let slot = h & mask; table[slot] !== 0 && y < 0; slot = (slot + 1) & mask) {
        const z = table[slot] - 1;
        if (slotHash[slot] === h && this.mapsOnto(x, map, z)) y = z;
      }
      if (y < 0 || (sameItems && classSize[y] !== classSize[x])) return false;
      image[x] = y;
    }
    return true;
  }
}

/** Where a count may branch first to search one option per orbit of symmetries; null when no
 *  symmetry found saves at least a third of that item's options. */
export function findRootOrbits(matrix: CoverMatrix): RootOrbits | null {
  const { itemCount: I, primaryCount, need, itemLength, optionCount } = matrix;
  const candidates: number[] = [];
  for (let i = 0; i < primaryCount; i++) if (need[i] === 1 && itemLength[i] >= 2) candidates.push(i);
  if (candidates.length === 0 || I > MAX_ITEMS) return null;
  const graph = itemGraph(matrix);
  const refiner = new Refiner(graph);
  let base = refiner.start();
  refiner.splitByOptions(base, matrix);
  const cellSize = (i: number) => base.cellEnd[base.cellOf[i]] - base.cellOf[i];
  // An item alone in its cell is fixed by every symmetry: each such item can be the root, and
  // the group is found once. Else the root is an item of a smallest cell, singled out.
  let roots = candidates.filter((i) => cellSize(i) === 1);
  if (roots.length === 0) {
    const root = candidates.reduce((a, b) => (cellSize(b) < cellSize(a) || (cellSize(b) === cellSize(a) && base.pos[b] < base.pos[a]) ? b : a));
    base = base.copy();
    refiner.refine(base, [base.singleOut(root)]);
    roots = [root];
  }
  const found = findSymmetries(graph, refiner, base, matrix);
  if (!found) return null;
  const { images, sets } = found;

  // The orbits of the roots' options: each symmetry found fixes every root, so it permutes a
  // root's options; options with the same items are in one orbit. Each orbit is named by the
  // first option of a set in it, walked from there.
  const { classOf } = sets;
  const { itemFirst, itemOptions } = graph;
  const orbitOf = new Int32Array(optionCount).fill(-1);
  const stack = new Int32Array(optionCount);
  const repOf = new Int32Array(optionCount);  // per orbit: 1 + its rep's index, for the root at hand
  // The best root has the fewest orbits, then the most options, then comes first. Roots with
  // fewer options first: most others then stop as soon as they have more orbits than the best.
  let best: RootOrbits | null = null;
  for (const item of roots.sort((a, b) => itemLength[a] - itemLength[b] || a - b)) {
    const rep: number[] = [];
    const weight: number[] = [];
    for (let k = itemFirst[item], end = itemFirst[item + 1]; k < end && !(best && rep.length > best.rep.length); k++) {
      const x = itemOptions[k];
      const name = classOf[x];
      if (orbitOf[name] < 0) {
        orbitOf[name] = name;
        stack[0] = name;
        for (let top = 1; top > 0; ) {
          const y = stack[--top];
          for (let g = 0; g < images.length; g++) {
            const z = images[g][y];
            if (orbitOf[z] < 0) {
              orbitOf[z] = name;
              stack[top++] = z;
            }
          }
        }
      }
      const orbit = orbitOf[name];
      if (repOf[orbit] === 0) {
        rep.push(x);
        weight.push(1);
        repOf[orbit] = rep.length;
      } else weight[repOf[orbit] - 1]++;
    }
    for (const x of rep) repOf[orbitOf[classOf[x]]] = 0;
    const options = itemLength[item];
    if (!best || rep.length < best.rep.length || (rep.length === best.rep.length && options > best.options)) {
      best = { item, options, rep: Int32Array.from(rep), weight: Int32Array.from(weight), symmetries: images.length };
    }
  }
  // Minimal branching would start on an item with fewest options: branching on the root costs
  // about its reps where that costs its options, so the root must have fewer.
  let fewest = Infinity;
  for (let i = 0; i < primaryCount; i++) if (need[i] > 0) fewest = Math.min(fewest, itemLength[i]);
  return best && best.options >= MIN_REDUCTION * best.rep.length && best.rep.length < fewest ? best : null;
}

// Symmetries that keep every cell of `base` (a refined partition): for each, the option each
// option (the first of those with its items) maps onto. Generators of that group if the search
// ends within its budget, of a part of it else; null if none is found. The options are grouped
// into sets only once a map is to be checked: a partition without a cell to split has none.
function findSymmetries(graph: ItemGraph, refiner: Refiner, base: Partition, matrix: CoverMatrix): { images: Int32Array[]; sets: OptionSets } | null {
  // The first path, from base down to a leaf, singling out the first item of each target cell.
  const path = [base];
  const targets: number[] = [];
  const traces: number[] = [];
  for (let p = base, t = p.targetCell(); t >= 0; t = p.targetCell()) {
    targets.push(t);
    const q = p.copy();
    traces.push(refiner.refine(q, [q.singleOut(q.lab[t])]));
    path.push(q);
    p = q;
  }
  const leaf = path[path.length - 1].lab;
  const orbit = new UnionFind(graph.items);
  const images: Int32Array[] = [];
  let sets: OptionSets | null = null;
  // Deepest level first: the symmetries found below fix the items singled out above, so they
  // tell which items of a level's target cell the first one already reaches.
  for (let l = targets.length - 1; l >= 0; l--) {
    const p = path[l];
    const t = targets[l];
    const first = p.lab[t];
    for (let k = t + 1; k < p.cellEnd[t] && refiner.budgetLeft; k++) {
      const w = p.lab[k];
      if (orbit.find(w) === orbit.find(first)) continue;
      const found = leafBelow(p, w, l);
      if (!found) continue;
      images.push(found.image);
      for (let v = 0; v < graph.items; v++) orbit.union(v, found.map[v]);
    }
  }
  return sets && images.length > 0 ? { images, sets } : null;

  // Singles out w in p (at level l of the path) and searches below it for a leaf whose map onto
  // the first leaf is a symmetry: the partitions on the way must split as the path's did.
  function leafBelow(p: Partition, w: number, l: number): { map: Int32Array; image: Int32Array } | null {
    if (!refiner.budgetLeft) return null;
    const q = p.copy();
    if (refiner.refine(q, [q.singleOut(w)]) !== traces[l] || q.cells !== path[l + 1].cells) return null;
    if (l + 1 === targets.length) {
      const map = new Int32Array(graph.items);
      for (let k = 0; k < leaf.length; k++) map[leaf[k]] = q.lab[k];
      sets ??= new OptionSets(matrix);
      const image = optionImages(graph, sets, map);
      return image && { map, image };
    }
    const t = targets[l + 1];
    if (q.targetCell() !== t) return null;
    for (let k = t; k < q.cellEnd[t]; k++) {
      const found = leafBelow(q, q.lab[k], l + 1);
      if (found) return found;
    }
    return null;
  }
}

// If a one-to-one map of the items is a symmetry: the option each option (the first of those
// with its items) maps onto. It must keep the items' kinds, and map each set of items of
// options onto one that as many options have.
function optionImages(graph: ItemGraph, sets: OptionSets, map: Int32Array): Int32Array | null {
  for (let i = 0; i < graph.items; i++) if (graph.kind[map[i]] !== graph.kind[i]) return null;
  const image = new Int32Array(sets.classOf.length);
  return sets.matchAll(map, image) ? image : null;
}

class UnionFind {
  private readonly parent: Int32Array;

  constructor(size: number) {
    this.parent = new Int32Array(size);
    for (let k = 0; k < size; k++) this.parent[k] = k;
  }

  find(v: number): number {
    const parent = this.parent;
    while (parent[v] !== v) v = parent[v] = parent[parent[v]];
    return v;
  }

  union(a: number, b: number): void {
    const ra = this.find(a), rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

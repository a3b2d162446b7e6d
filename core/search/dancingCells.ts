// Exact-cover search by Knuth's "dancing cells" (the idea behind his ssxc1), for problems
// too big to copy the whole state at every level. Each item keeps its live options in a
// sparse set, a slice of one flat array whose first size[i] entries are live. Hiding an
// option swaps it past the end of each of its items' slices; undoing a placement only
// resets the sizes, because swaps never move an entry out of the slice it was live in.
// Sizes are saved on a trail the first time they change after a placement, so undoing
// costs as much as what changed, not the item count.
import type { CoverMatrix } from './coverMatrix';
import type { RootBranch, SearchControl, SearchStats } from './exactCover';
import { SearchClock } from './searchClock';
import { makeSplit, Split } from './split';

// Levels: an item that needs one more cover tries each live option on it in turn; an item
// that needs more (multiplicity) branches on one option: first in, then left out, so that
// every solution (a set of options) is found once, not once per order.
const TRY_EACH = 0;
const PUT_IN = 1;
const LEAVE_OUT = 2;
const DONE = 3;

function grow(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

// Sparse sets: item i's live nodes are cell[first[i] .. first[i]+size[i]-1]; where[n] is the
// cell holding node n. At the start every node is live.
function sparseSets(matrix: CoverMatrix): { first: Int32Array; size: Int32Array; cell: Int32Array; where: Int32Array } {
  const { itemCount, optionCount, optionStart, nodeItem, itemLength } = matrix;
  const nodeCount = optionStart[optionCount];
  const first = new Int32Array(itemCount);
  const size = new Int32Array(itemCount);
  const cell = new Int32Array(nodeCount);
  const where = new Int32Array(nodeCount);
  for (let i = 0, c = 0; i < itemCount; i++) {
    first[i] = c;
    c += itemLength[i];
  }
  for (let n = 0; n < nodeCount; n++) {
    const i = nodeItem[n];
    const c = first[i] + size[i]++;
    cell[c] = n;
    where[n] = c;
  }
  return { first, size, cell, where };
}

// The search keeps one explicit stack of levels and walks it in one loop (run); each step
// of the algorithm is a function of its own, which the engine inlines into that loop:
//   enter a level:  a solution (no primary item left), or chooseItem and openLevel;
//   undo:           back to the state in which the level was entered;
//   nextBranch:     the next option to place (or leave out) at this level, or back up;
//   place:          cover the option's items, hiding every other option on them;
//   leaveOut:       hide the option alone (multiplicities: the branch without it).
export function searchDancingCells(matrix: CoverMatrix, control: SearchControl, root?: RootBranch): SearchStats {
  const clock = new SearchClock(control);
  const stats = clock.stats;
  const limit = control.mode === 'first' ? Math.max(1, control.limit ?? 1) : Infinity;
  const { itemCount, primaryCount, optionCount, optionStart, nodeItem, original } = matrix;
  const need = matrix.need.slice();
  const nodeCount = optionStart[optionCount];
  const nodeOption = new Int32Array(nodeCount);
  for (let x = 0; x < optionCount; x++) nodeOption.fill(x, optionStart[x], optionStart[x + 1]);
  const { first, size, cell, where } = sparseSets(matrix);

  // The uncovered primary items, a sparse set too: active[0 .. activeCount-1].
  const active = new Int32Array(primaryCount);
  const activeAt = new Int32Array(primaryCount);
  let activeCount = 0;
  let needTotal = 0;
  for (let i = 0; i < primaryCount; i++) {
    if (need[i] === 0) continue;
    activeAt[i] = activeCount;
    active[activeCount++] = i;
    needTotal += need[i];
  }

  // The trail holds (item, old size) pairs, and (~item, old need) when a need drops;
  // stamp[i] === mark when item i's size is already saved since the last placement.
  let trail = new Int32Array(4 * itemCount + 16);
  let trailTop = 0;
  const stamp = new Int32Array(itemCount).fill(-1);
  let mark = 0;

  // The stack: one level per placement, plus one per "leave out" for multiplicities; each option
  // is placed or left out at most once, so a huge multiplicity never sizes it past the options.
  const depth = Math.min(needTotal, optionCount) + (matrix.multiplicity ? optionCount : 0) + 2;
  const levelKind = new Int32Array(depth);
  const levelTrail = new Int32Array(depth);
  const levelActive = new Int32Array(depth);
  const levelChosen = new Int32Array(depth);
  const levelNext = new Int32Array(depth);   // TRY_EACH: next candidate; PUT_IN, LEAVE_OUT: the option
  const levelEnd = new Int32Array(depth);
  let candidates = new Int32Array(64);
  const chosen = new Int32Array(depth);
  let chosenCount = 0;

  const trailPerPlacement = 2 * itemCount + 16;
  const canonical = control.share !== undefined;
  const split = control.share ? makeSplit(control.share, (d) => run({ depth: d, take: () => false, shallow: false }, true)) : null;
  run(split, false);
  return clock.finish();

  // Searches the tree, or with a split only its share (and, probing, nothing below the
  // split depth); returns the number of subtrees met. A finished run leaves the sparse sets
  // as it found them.
  function run(split: Split | null, probing: boolean): number {
    // Statistics count from this level down: a share counts the shallow part only if it is share 0.
    const countFrom = probing ? depth : split && !split.shallow ? split.depth : 0;
    let subtrees = 0;
    let level = 0;
    let entering = true;
    let rootSolutions = stats.solutions;
    let rootWeight = 1n;
    for (;;) {
      if (entering) {
        entering = false;
        if (split && level === split.depth && !split.take(subtrees++)) {
          level--;
          continue;
        }
        if (!probing && clock.tick()) break;
        if (activeCount === 0) {
          if (level >= countFrom) {
            stats.solutions++;
            if (control.onSolution && control.onSolution(chosen, chosenCount) === false) break;
            if (stats.solutions >= limit) break;
          }
          if (--level < 0) break;
          continue;
        }
        const item = level === 0 && root ? root.item : chooseItem();
        if (item < 0) {
          if (level >= countFrom) stats.deadEnds++;
          if (--level < 0) break;
          continue;
        }
        openLevel(level, item);
      }

      undo(level);
      const x = nextBranch(level);
      if (level === 0 && root) {
        // The root branch just searched stands for its whole orbit.
        stats.solutions += (stats.solutions - rootSolutions) * (rootWeight - 1n);
        rootSolutions = stats.solutions;
        rootWeight = x >= 0 ? BigInt(root.weight[x]) : 1n;
      }
      if (x < 0) {
        if (--level < 0) break;
        continue;
      }
      if (levelKind[level] === DONE) {
        // Every solution with option x is found; search those without it.
        leaveOut(x);
      } else {
        place(x);
        chosen[chosenCount++] = original[x];
        if (level >= countFrom) stats.placements++;
      }
      level++;
      entering = true;
    }
    return subtrees;
  }

  // Minimal branching: the item with the fewest live options beyond those it needs, or -1
  // when an item has too few (a dead end). Swaps leave the order of the sparse sets to
  // chance; shares of a split search take the first by number among equals, and options in
  // order of number, so that their tree is the same whatever each searched before (on 13
  // queens about 15% slower, so a whole search keeps the first it finds).
  function chooseItem(): number {
    let best = -1;
    let bestScore = 0x7fffffff;
    for (let a = 0; a < activeCount; a++) {
      const i = active[a];
      const score = size[i] - need[i];
      if (score < bestScore || (canonical && score === bestScore && i < best)) {
        bestScore = score;
        best = i;
        if (score < 0 || (score === 0 && !canonical)) break;
      }
    }
    return bestScore < 0 ? -1 : best;
  }

  // The level's branches: each live option on the item (a copy, because deeper levels may
  // reorder its cells), or, when the item needs more than one more cover, one option in,
  // then out. The level remembers the state to undo to before each branch.
  function openLevel(level: number, item: number): void {
    levelTrail[level] = trailTop;
    levelActive[level] = activeCount;
    levelChosen[level] = chosenCount;
    const base = level === 0 ? 0 : levelEnd[level - 1];
    const from = first[item];
    if (need[item] === 1) {
      const count = size[item];
      candidates = grow(candidates, base + count);
      for (let k = 0; k < count; k++) {
        const y = nodeOption[cell[from + k]];
        let at = base + k;
        // (insertion: a handful of options, mostly in order already)
        if (canonical) for (; at > base && candidates[at - 1] > y; at--) candidates[at] = candidates[at - 1];
        candidates[at] = y;
      }
      levelKind[level] = TRY_EACH;
      levelNext[level] = base;
      levelEnd[level] = base + count;
    } else {
      levelKind[level] = PUT_IN;
      let y = nodeOption[cell[from]];
      for (let k = 1; canonical && k < size[item]; k++) y = Math.min(y, nodeOption[cell[from + k]]);
      levelNext[level] = y;
      levelEnd[level] = base;
    }
  }

  // Back to the state in which the level was entered: the sizes and needs on the trail since
  // then, the uncovered items and the options chosen.
  function undo(level: number): void {
    const trailMark = levelTrail[level];
    while (trailTop > trailMark) {
      trailTop -= 2;
      const item = trail[trailTop];
      if (item >= 0) size[item] = trail[trailTop + 1];
      else need[~item] = trail[trailTop + 1];
    }
    activeCount = levelActive[level];
    chosenCount = levelChosen[level];
  }

  // The option of the level's next branch, or -1 when its branches are done. Leaving an
  // option out, it sets the level's kind to DONE.
  function nextBranch(level: number): number {
    const kind = levelKind[level];
    if (kind === TRY_EACH) return levelNext[level] < levelEnd[level] ? candidates[levelNext[level]++] : -1;
    if (kind === PUT_IN) {
      levelKind[level] = LEAVE_OUT;
      return levelNext[level];
    }
    if (kind === LEAVE_OUT) {
      levelKind[level] = DONE;
      return levelNext[level];
    }
    return -1;
  }

  // Places option x: each item it covers is either done (and every other option on it is
  // hidden from the items they cover) or, under a multiplicity, needs one cover fewer.
  function place(x: number): void {
    if (trailTop + trailPerPlacement + 2 * (optionStart[x + 1] - optionStart[x]) > trail.length) {
      trail = grow(trail, trail.length * 2 + trailPerPlacement);
    }
    newMark();
    for (let n = optionStart[x], end = optionStart[x + 1]; n < end; n++) {
      const i = nodeItem[n];
      if (need[i] > 1) {
        trail[trailTop++] = ~i; trail[trailTop++] = need[i];
        need[i]--;
        hide(n, i);
        continue;
      }
      if (i < primaryCount) {
        const a = activeAt[i], other = active[--activeCount];
        active[a] = other; activeAt[other] = a; active[activeCount] = i; activeAt[i] = activeCount;
      }
      for (let c = first[i], cEnd = c + size[i]; c < cEnd; c++) {
        const z = cell[c];
        const y = nodeOption[z];
        if (y === x) continue;
        for (let w = optionStart[y], wEnd = optionStart[y + 1]; w < wEnd; w++) if (w !== z) hide(w, nodeItem[w]);
      }
    }
  }

  // Hides option x from each of its items.
  function leaveOut(x: number): void {
    newMark();
    for (let n = optionStart[x], end = optionStart[x + 1]; n < end; n++) hide(n, nodeItem[n]);
  }

  // Takes node n out of item j's live nodes: swaps it with the last live one, saving j's
  // size on the trail the first time since the last placement.
  function hide(n: number, j: number): void {
    if (stamp[j] !== mark) { stamp[j] = mark; trail[trailTop++] = j; trail[trailTop++] = size[j]; }
    const last = first[j] + --size[j];
    const c = where[n], u = cell[last];
    cell[c] = u; where[u] = c; cell[last] = n; where[n] = last;
  }

  function newMark(): void {
    if (++mark === 0x40000000) { stamp.fill(-1); mark = 0; }
  }
}

// The generic exact-cover search (the last step, docs/engine.md): given items and options, find the
// sets of options that cover every primary item exactly (its multiplicity) times and every
// secondary item at most once. Positions become options, atoms become items.
//
// Two methods, the same answers: small problems (like a pentomino rectangle) copy their
// whole state as bits at each level (liveBits.ts); big ones use Knuth's dancing cells
// (dancingCells.ts), whose work per placement depends only on what the placement hides.
// Both branch on the uncovered primary item with the fewest live options (minimal
// branching; live bits break ties by the options an item had at the start) and keep an
// explicit stack instead of recursing. A search can be cut into
// shares that run apart, on threads, and add up (split.ts). A count by live bits counts a
// subtree it meets again only once (the memo, in wasm/liveBits.ts), so its placements are fewer than
// those of a search that lists every solution.
import { buildCoverMatrix, CoverMatrix, keepOptions } from './coverMatrix';
import { searchDancingCells } from './dancingCells';
import { fitsLiveBits, searchLiveBits } from './liveBits';
import { findRootOrbits, RootOrbits } from './problemSymmetry';

export interface ExactCoverProblem {
  itemCount: number;            // items 0..itemCount-1
  primaryCount: number;         // items < primaryCount are primary, the rest secondary (covered at most once)
  multiplicity?: ArrayLike<number>; // per primary item: covered exactly this many times (default 1)
  options: ReadonlyArray<ArrayLike<number>>; // each option = the item indices it covers (one without a primary item is never chosen, as in Knuth's programs)
}

export interface SearchStats {
  placements: number;  // options placed (search nodes)
  deadEnds: number;    // branches cut because an uncovered item had no live option left
  solutions: bigint;   // exact at any size (a count by the memo or by orbits can pass 2^53 after few placements)
  ms: number;
  cancelled: boolean;
  bounded?: boolean;   // stopped by maxPlacements (cancelled is then true too)
  symmetry?: RootSymmetry;  // how a count used the problem's symmetries
}

/** A count that branched first on `item` (an index of the caller's) and searched one of its
 *  options per orbit of the symmetries found. */
export interface RootSymmetry {
  item: number;
  options: number;
  orbits: number;
  symmetries: number;   // generators of the group found
}

/** What a search method needs for a first branch on orbits: the item, and per option the
 *  options of the orbit it stands for (0 for options not on the item). */
export interface RootBranch {
  item: number;
  weight: Int32Array;
}

export interface SearchControl {
  mode: 'count' | 'first' | 'all';     // 'first' stops after `limit` solutions (default 1)
  limit?: number;
  onSolution?(chosen: Int32Array, length: number): void | boolean; // chosen option indices; buffer reused; return false to stop
  onProgress?(stats: SearchStats): void;  // about 10 times a second while searching
  shouldStop?(): boolean;                 // polled so that cancellation stops the search within 100 ms
  maxPlacements?: number;                 // stop (stats.bounded) at the first poll past this many placements
  clock?(): number;                       // the time in ms for polls, progress and `ms` (Date.now; tests drive their own)
  method?: 'liveBits' | 'dancingCells';   // force one method (tests, benchmarks); by default the size decides
  memo?: boolean;                         // 'count': count a subtree met again from its first search (default true; liveBits only)
  memoBytes?: number;                     // the most memory the memo may take (default 16 MB)
  share?: SearchShare;                    // search only this share of the tree (split.ts)
  symmetry?: boolean;                     // 'count' without onSolution: search one option per orbit of the problem's symmetries on the first branch (problemSymmetry.ts)
}

// One of `count` shares of a search, to run them apart (on threads) and add up their
// statistics and solutions: together the shares search every subtree exactly once. Without
// `claim`, share `index` takes every count-th subtree; with it, the shares take subtrees as
// they free up, each calling claim() for the next number of a counter they all share (then
// the shares that run search every subtree, however many of them run). `next`: this share of
// the next search of a count made of several (claims are numbered within one search).
export interface SearchShare {
  index: number;
  count: number;
  claim?(): number;
  next?(): SearchShare;
}

/** The shape of the search tree for a given problem: which item each node branches on, in which
 *  order it tries the options, and where a split cuts the tree. Shares made under another shape
 *  cover other subtrees, so they cannot be added to these (bench/polyforms.mjs --resume keeps
 *  it in each row, a `--shard` result prints it and `logel merge` compares it): a change that
 *  alters the tree must change this number. */
export const SEARCH_TREE = 1;

export function solveExactCover(problem: ExactCoverProblem, control: SearchControl): SearchStats {
  const whole = buildCoverMatrix(problem);
  const orbits = control.symmetry && control.mode === 'count' && !control.onSolution ? findRootOrbits(whole) : null;
  const { matrix, root } = orbits ? branchOnOrbits(whole, orbits) : { matrix: whole, root: undefined };
  const method = control.method ?? (fitsLiveBits(matrix) ? 'liveBits' : 'dancingCells');
  const stats = method === 'liveBits' ? searchLiveBits(matrix, control, root) : searchDancingCells(matrix, control, root);
  if (orbits) stats.symmetry = { item: orbits.item, options: orbits.options, orbits: orbits.rep.length, symmetries: orbits.symmetries };
  return stats;
}

// The matrix with the root item's options cut to one per orbit, and each one's weight: every
// solution through another option of its orbit is one through it, mapped by a symmetry.
function branchOnOrbits(matrix: CoverMatrix, orbits: RootOrbits): { matrix: CoverMatrix; root: RootBranch } {
  const { optionCount, optionStart, nodeItem } = matrix;
  const keep = new Uint8Array(optionCount).fill(1);
  const weight = new Int32Array(optionCount);
  for (let x = 0; x < optionCount; x++) {
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) if (nodeItem[n] === orbits.item) keep[x] = 0;
  }
  orbits.rep.forEach((x, k) => {
    keep[x] = 1;
    weight[x] = orbits.weight[k];
  });
  return { matrix: keepOptions(matrix, keep), root: { item: orbits.item, weight: weight.filter((_, x) => keep[x] === 1) } };
}

/** The statistics of a whole search from those of its shares, searched side by side (the time is the longest). */
export function addSearchStats(shares: ReadonlyArray<SearchStats>): SearchStats {
  const sum: SearchStats = { placements: 0, deadEnds: 0, solutions: 0n, ms: 0, cancelled: false };
  for (const s of shares) {
    sum.placements += s.placements;
    sum.deadEnds += s.deadEnds;
    sum.solutions += s.solutions;
    sum.ms = Math.max(sum.ms, s.ms);
    sum.cancelled ||= s.cancelled;
    sum.symmetry ??= s.symmetry;
  }
  return sum;
}

// Splitting one search into shares that run apart (on other threads) and add up exactly.
// Every share walks the same shallow part of the tree in the same order; the nodes at the
// split depth are numbered in that order, and each is the root of a subtree that exactly
// one share searches. Counts and statistics of the shallow part (levels above the split
// depth) are kept by share 0 only, so the shares' solutions, placements and dead ends sum
// to those of the whole search.
import type { SearchShare } from './exactCover';

/** How a search method runs with a split: nodes entered at `depth` are subtree roots. */
export interface Split {
  depth: number;
  /** Whether this share searches subtree k (k = 0, 1, ... in the order the subtrees are met). */
  take(k: number): boolean;
  /** Whether this share counts what happens above the split depth. */
  shallow: boolean;
}

// Enough subtrees per share that uneven subtrees even out, few enough that walking the
// shallow part again in every share costs next to nothing.
const SUBTREES_PER_SHARE = 64;
const MAX_DEPTH = 16;

// `probe(d)` counts the nodes at depth d without searching below them (deterministic, so
// every share picks the same depth).
export function makeSplit(share: SearchShare, probe: (depth: number) => number): Split {
  const { index, count } = share;
  if (!(Number.isInteger(count) && count >= 1 && Number.isInteger(index) && index >= 0 && index < count)) {
    throw new RangeError(`share ${index} of ${count}: need 0 <= index < count`);
  }
  // The shallowest depth with enough subtrees; in a tree too small for that, the depth with the
  // most (below the deepest nodes there are none, and share 0 would search everything).
  let depth = 1;
  let most = probe(depth);
  for (let d = 1, seen = most; seen > 0 && seen < SUBTREES_PER_SHARE * count && d < MAX_DEPTH; ) {
    seen = probe(++d);
    if (seen > most) {
      most = seen;
      depth = d;
    }
  }
  if (share.claim) {
    // Subtrees go to whichever share asks first: each share claims the next unclaimed
    // number from a counter they all share, searches that subtree when it meets it, then
    // claims again. Claimed numbers only grow, so every subtree is searched exactly once.
    const claim = share.claim;
    let mine = -1;
    return {
      depth,
      shallow: index === 0,
      take(k) {
        if (mine < k) mine = claim();
        return mine === k;
      },
    };
  }
  return { depth, shallow: index === 0, take: (k) => k % count === index };
}

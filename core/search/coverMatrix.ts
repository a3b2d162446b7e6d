// The exact-cover problem in the flat form both search methods start from: the options
// that can be in a solution, each a run of nodes (one node per item it covers).
import type { ExactCoverProblem } from './exactCover';

export interface CoverMatrix {
  itemCount: number;
  primaryCount: number;
  need: Int32Array;         // per item: times it must be covered (secondary items: 1, meaning at most once)
  multiplicity: boolean;    // some primary item needs more than one cover
  optionCount: number;
  optionStart: Int32Array;  // option x covers nodeItem[optionStart[x] .. optionStart[x+1]-1]
  nodeItem: Int32Array;
  original: Int32Array;     // option x is the caller's option original[x]
  itemLength: Int32Array;   // options covering each item
}

// Options that can never be in a solution are left out: those without a primary item
// (nothing makes the search choose them), with a repeated item, or with an item that must
// not be covered at all (multiplicity 0). Out-of-range indices are a caller's bug: thrown.
export function buildCoverMatrix(problem: ExactCoverProblem): CoverMatrix {
  const { itemCount, primaryCount } = problem;
  if (!(Number.isInteger(itemCount) && Number.isInteger(primaryCount) && 0 <= primaryCount && primaryCount <= itemCount)) {
    throw new RangeError(`need 0 <= primaryCount (${primaryCount}) <= itemCount (${itemCount})`);
  }
  const need = new Int32Array(itemCount).fill(1);
  let multiplicity = false;
  for (let i = 0; i < primaryCount && problem.multiplicity; i++) {
    const m = problem.multiplicity[i];
    if (!(Number.isInteger(m) && m >= 0)) throw new RangeError(`multiplicity of item ${i} must be a whole number, not ${m}`);
    need[i] = m;
    if (m > 1) multiplicity = true;
  }

  const kept: number[] = [];
  let nodeCount = 0;
  const seen = new Int32Array(itemCount).fill(-1);
  problem.options.forEach((option, o) => {
    let usable = false;
    for (let k = 0; k < option.length; k++) {
      const item = option[k];
      if (!(Number.isInteger(item) && item >= 0 && item < itemCount)) throw new RangeError(`option ${o} has item ${item}, not in 0..${itemCount - 1}`);
      if (seen[item] === o || (item < primaryCount && need[item] === 0)) return;
      seen[item] = o;
      if (item < primaryCount) usable = true;
    }
    if (usable) {
      kept.push(o);
      nodeCount += option.length;
    }
  });
  const original = Int32Array.from(kept);
  const optionCount = original.length;
  const optionStart = new Int32Array(optionCount + 1);
  const nodeItem = new Int32Array(nodeCount);
  const itemLength = new Int32Array(itemCount);
  for (let x = 0, n = 0; x < optionCount; x++) {
    optionStart[x] = n;
    const option = problem.options[original[x]];
    for (let k = 0; k < option.length; k++, n++) {
      nodeItem[n] = option[k];
      itemLength[option[k]]++;
    }
  }
  optionStart[optionCount] = nodeCount;
  return { itemCount, primaryCount, need, multiplicity, optionCount, optionStart, nodeItem, original, itemLength };
}

/** The matrix with only the options x for which keep[x] is 1 (numbered anew, in order). */
export function keepOptions(matrix: CoverMatrix, keep: Uint8Array): CoverMatrix {
  const { optionCount, optionStart, nodeItem, original } = matrix;
  const kept: number[] = [];
  let nodeCount = 0;
  for (let x = 0; x < optionCount; x++) {
    if (keep[x] !== 1) continue;
    kept.push(x);
    nodeCount += optionStart[x + 1] - optionStart[x];
  }
  const newStart = new Int32Array(kept.length + 1);
  const newItem = new Int32Array(nodeCount);
  const itemLength = new Int32Array(matrix.itemCount);
  kept.forEach((x, k) => {
    newItem.set(nodeItem.subarray(optionStart[x], optionStart[x + 1]), newStart[k]);
    newStart[k + 1] = newStart[k] + optionStart[x + 1] - optionStart[x];
    for (let n = optionStart[x]; n < optionStart[x + 1]; n++) itemLength[nodeItem[n]]++;
  });
  return { ...matrix, optionCount: kept.length, optionStart: newStart, nodeItem: newItem, original: Int32Array.from(kept, (x) => original[x]), itemLength };
}

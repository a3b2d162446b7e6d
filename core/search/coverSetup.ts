// The set-up of the live-bits search (liveBits.ts) that runs once per search over the whole
// problem, in WebAssembly (wasm/setup.ts): the option masks of each item, the conflicts of each
// option, and its suspects. One instance per thread, reset for each search; the results are
// copied out, so a search keeps them while another one starts.
import { coverSetupWasm } from '../generated/coverSetupWasm';
import { instantiate } from '../wasm';
import type { CoverMatrix } from './coverMatrix';

interface CoverSetupExports {
  memory: { buffer: ArrayBuffer };
  reset(): void;
  alloc(words: number): number;
  itemMasks(items: number, options: number, optionStart: number, nodeItem: number, W: number): number;
  conflictMasks(options: number, optionStart: number, nodeItem: number, itemMask: number, W: number): number;
  findSuspects(items: number, P: number, options: number, optionStart: number, nodeItem: number, itemLength: number): number;
  suspectStart(): number;
  suspects(): number;
}

export interface CoverSetup {
  itemMask: Int32Array;      // itemMask[i*W + w]: the options covering item i, as bits
  conflict: Int32Array;      // conflict[x*W + w]: the options that share an item with option x, x included
                             // (without multiplicities a placement hides exactly these); empty when not asked for
  // suspect[suspectStart[x] ..]: the primary items that placing option x most often cuts off,
  // those with the fewest options left beside x. The options on an item that meet x are counted
  // from pair counts (row j: how many options item j shares with each primary item), added up
  // over x's items: an option that meets x on two items counts twice, which ranks the items about
  // as well as counting each option once, at a tenth of the work. Without conflicts, or when the
  // rows would be too long, there are none.
  suspectStart: Int32Array;
  suspect: Int32Array;
}

// Past this many bytes, the instance is dropped after a search instead of kept for the next.
const KEEP_MEMORY = 64 << 20;
let kept: CoverSetupExports | undefined;

/** The set-up for a search with W words of live bits; `useConflict`: conflicts and suspects too. */
export function coverSetup(matrix: CoverMatrix, W: number, useConflict: boolean): CoverSetup {
  const { itemCount, primaryCount, optionCount, optionStart, nodeItem, itemLength } = matrix;
  const e = kept ?? instantiate<CoverSetupExports>(coverSetupWasm);
  kept = undefined;
  e.reset();
  const inputs = e.alloc(optionStart.length + nodeItem.length + itemLength.length);
  if (inputs === 0) throw new RangeError(`an exact-cover problem of ${nodeItem.length} nodes needs more memory than WebAssembly gives`);
  const starts = inputs, nodes = starts + 4 * optionStart.length, lengths = nodes + 4 * nodeItem.length;
  new Int32Array(e.memory.buffer, starts, optionStart.length).set(optionStart);
  new Int32Array(e.memory.buffer, nodes, nodeItem.length).set(nodeItem);
  new Int32Array(e.memory.buffer, lengths, itemLength.length).set(itemLength);
  const itemMaskAt = e.itemMasks(itemCount, optionCount, starts, nodes, W);
  const conflictAt = useConflict && itemMaskAt !== 0 ? e.conflictMasks(optionCount, starts, nodes, itemMaskAt, W) : 0;
  const suspectCount = useConflict ? e.findSuspects(itemCount, primaryCount, optionCount, starts, nodes, lengths) : -1;
  if (itemMaskAt === 0 || (useConflict && conflictAt === 0) || suspectCount === -2) {
    throw new RangeError(`an exact-cover problem of ${optionCount} options needs more memory than WebAssembly gives`);
  }
  // copies: the buffer is the one after every allocation of this search
  const buffer = e.memory.buffer;
  const setup: CoverSetup = {
    itemMask: new Int32Array(buffer, itemMaskAt, itemCount * W).slice(),
    conflict: useConflict ? new Int32Array(buffer, conflictAt, optionCount * W).slice() : new Int32Array(0),
    suspectStart: suspectCount >= 0 ? new Int32Array(buffer, e.suspectStart(), optionCount + 1).slice() : new Int32Array(optionCount + 1),
    suspect: suspectCount >= 0 ? new Int32Array(buffer, e.suspects(), suspectCount).slice() : new Int32Array(0),
  };
  if (buffer.byteLength <= KEEP_MEMORY) kept = e;
  return setup;
}

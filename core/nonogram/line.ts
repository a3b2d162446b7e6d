// The exact line solver, for a line on its own (hovers, tests): which colours each cell of one
// line can still take, given the clue and what is known. It is the sweep's own (wasm/sweep.ts):
// dynamic programming over block placements, forward and backward, O(blocks × slack + cells).
import type { Clue } from './puzzle';
import { minimumLength } from './checks';
import { instantiateSweep, type SweepExports } from './sweep';

// One instance for lines outside a puzzle (hovers), laid out anew when a line is larger.
let lone: { exports: SweepExports; cells: number; blocks: number; colours: number } | undefined;

/** Narrows `line` (per cell a bit set of still possible colours; bit 0 = blank) to the colours
 *  some placement of the clue's blocks allows; false when no placement fits (a contradiction),
 *  in which case `line` is left unchanged. */
export function solveLine(clue: Clue, line: Uint32Array, colourCount: number): boolean {
  const n = line.length, k = clue.length;
  if (!lone || lone.cells < n || lone.blocks < k || lone.colours < colourCount) {
    const exports = lone?.exports ?? instantiateSweep();
    const size = { cells: Math.max(n, lone?.cells ?? 0), blocks: Math.max(k, lone?.blocks ?? 0), colours: Math.max(colourCount, lone?.colours ?? 0) };
    if (exports.layout(size.cells, 1, size.colours, size.blocks, size.blocks, 0, 0) === 0) throw new RangeError(`a line of ${n} cells needs more memory than WebAssembly gives`);
    lone = { exports, ...size };
  }
  const e = lone.exports, buffer = e.memory.buffer;
  const blockFrom = new Int32Array(buffer, e.blockFrom(), 2);
  const blockLength = new Int32Array(buffer, e.blockLength(), k);
  const blockColour = new Int32Array(buffer, e.blockColour(), k);
  blockFrom[0] = 0; blockFrom[1] = k;
  for (let j = 0; j < k; j++) { blockLength[j] = clue[j].length; blockColour[j] = clue[j].colour; }
  const cells = new Uint32Array(buffer, e.line(), n);
  cells.set(line);
  if (e.solveLoneLine(0, n, colourCount) === 0) return false;
  line.set(cells);
  return true;
}

// The number of placements of the clue's blocks in an empty line of `length` cells:
// C(free + k, k) where free is the slack left after the blocks and their required gaps.
// Infinity past 2^53 (exact counts are not needed there), 0 when the clue cannot fit.
export function countPlacements(clue: Clue, length: number): number {
  const k = clue.length;
  const free = length - minimumLength(clue);
  if (free < 0) return 0;
  const choose = Math.min(k, free);
  let count = 1;
  for (let i = 1; i <= choose; i++) {
    count = count * (free + k - choose + i) / i;
    if (count > Number.MAX_SAFE_INTEGER) return Infinity;
  }
  return Math.round(count);
}

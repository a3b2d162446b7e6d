// The exact line solver.
import type { Clue } from './puzzle';

// Narrows `line` (per cell a bit set of still possible colours) to the colours some placement
// of the clue's blocks allows; false when no placement fits.
export function solveLine(clue: Clue, line: Uint32Array, colourCount: number): boolean {
  void clue; void line; void colourCount;
  throw new Error('not implemented');
}

// The number of placements of the clue's blocks in an empty line of `length` cells.
export function countPlacements(clue: Clue, length: number): number {
  void clue; void length;
  throw new Error('not implemented');
}

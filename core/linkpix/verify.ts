// The rules, checked on a finished set of paths (independent of how the solver found them):
// used by the tests, the conformance script and for goal pictures.
import { cellName, LinkpixPuzzle } from './puzzle';

/** The first rule the paths break, or undefined when they solve the puzzle. */
export function ruleBroken(puzzle: LinkpixPuzzle, paths: ReadonlyArray<ArrayLike<number>>): string | undefined {
  const { width, height, clues, colours } = puzzle;
  const covered = new Int32Array(width * height).fill(-1);
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    if (path.length === 0) return `path ${i} is empty`;
    const first = path[0], last = path[path.length - 1];
    for (const end of [first, last]) {
      if (!(end >= 0 && end < width * height) || clues[end] === 0) return `path ${i} does not end on a clue`;
    }
    if (clues[first] !== path.length || clues[last] !== path.length) return `path ${i} from the clue ${clues[first]} at ${cellName(puzzle, first)} has ${path.length} cells`;
    if (colours[first] !== colours[last]) return `path ${i} joins two colours`;
    for (let k = 0; k < path.length; k++) {
      const c = path[k];
      if (!(c >= 0 && c < width * height)) return `path ${i} leaves the grid`;
      if (covered[c] >= 0) return `${cellName(puzzle, c)} is on two paths`;
      covered[c] = i;
      if (k > 0 && k < path.length - 1 && clues[c] !== 0) return `path ${i} passes through the clue at ${cellName(puzzle, c)}`;
      if (k > 0) {
        const p = path[k - 1];
        if (Math.abs(Math.floor(p / width) - Math.floor(c / width)) + Math.abs((p % width) - (c % width)) !== 1) return `path ${i} jumps from ${cellName(puzzle, p)} to ${cellName(puzzle, c)}`;
      }
    }
  }
  for (let c = 0; c < width * height; c++) if (clues[c] !== 0 && covered[c] < 0) return `the clue ${clues[c]} at ${cellName(puzzle, c)} is on no path`;
  return undefined;
}

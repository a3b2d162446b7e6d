// Nonograms that need the SAT search, shared by the core, CLI, server and worker tests: a staircase
// of 3-and-1 dominoes (as in needsSearch.ts, without the rows under it) is unique, and no probe of
// one cell contradicts, so the depth-first search needs about 2^dominoes nodes. Its second start,
// likelier colours first, finds both solutions of up to 8 dominoes within 100 nodes; 9 take 1,100
// nodes and 10 over 4 million, where CaDiCaL needs 1,841 and 8,312 conflicts. Beside it, a 2×2
// diagonal in two rows and columns of its own can be painted two ways: two solutions in all.
import { clueOfLine } from '../../../core/nonogram/checks';
import { BLACK_AND_WHITE, type NonogramPuzzle } from '../../../core/nonogram/puzzle';

/** `fullRow`: under it all, a blank row and a black one, which line logic decides (the cells known
 *  before the search). */
export function staircaseAndDiagonal(dominoes: number, fullRow = false): { puzzle: NonogramPuzzle; solutions: string[] } {
  const side = 2 * dominoes + 1, width = side + 2, height = fullRow ? width + 2 : width;
  const picture = new Uint8Array(width * height);
  if (fullRow) picture.fill(1, (height - 1) * width);
  for (let i = 0; i < dominoes; i++) {
    const x = side - 3 - 2 * i;
    picture.fill(1, 2 * i * width + x, 2 * i * width + x + 3);
    picture[(2 * i + 1) * width + x + 2] = picture[(2 * i + 2) * width + x + 2] = 1;
  }
  const other = picture.slice();
  picture[side * width + side] = picture[(side + 1) * width + side + 1] = 1;
  other[side * width + side + 1] = other[(side + 1) * width + side] = 1;
  const puzzle: NonogramPuzzle = {
    name: `Staircase${dominoes}`, width, height, colours: BLACK_AND_WHITE,
    rows: Array.from({ length: height }, (_, y) => clueOfLine(picture, y * width, 1, width)),
    columns: Array.from({ length: width }, (_, x) => clueOfLine(picture, x, width, height)),
  };
  return { puzzle, solutions: [picture.join(''), other.join('')] };
}

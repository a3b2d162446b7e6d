// Checks of the clues alone, before any path: every value n ≥ 2 must occur an even number of
// times per colour, or some clue has no partner.
import { LinkpixPuzzle } from './puzzle';

export interface ClueProblem {
  message: string;
  cells: number[];  // every clue cell it is about
}

/** The clue cells of each value (≥ `from`) and colour, in cell order. */
export function clueGroups(puzzle: LinkpixPuzzle, from = 2): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let c = 0; c < puzzle.clues.length; c++) {
    const value = puzzle.clues[c];
    if (value < from) continue;
    const key = `${value}/${puzzle.colours[c]}`;
    let g = groups.get(key);
    if (!g) groups.set(key, g = []);
    g.push(c);
  }
  return groups;
}

export function parityProblems(puzzle: LinkpixPuzzle): ClueProblem[] {
  return [...clueGroups(puzzle).values()].filter((cells) => cells.length % 2 === 1).map((cells) => ({
    message: `the clue ${puzzle.clues[cells[0]]}${puzzle.coloured ? ' of this colour' : ''} occurs ${cells.length} times, an odd number: one of them has no partner`,
    cells,
  }));
}

// Checks of the clues alone, before any path: every value n ≥ 2 must occur an even number of
// times per colour, or some clue has no partner.
import { LinkpixPuzzle } from './puzzle';

export interface ClueProblem {
  message: string;
  cells: number[];  // every clue cell it is about
}

export function parityProblems(puzzle: LinkpixPuzzle): ClueProblem[] {
  const groups = new Map<string, number[]>();
  for (let c = 0; c < puzzle.clues.length; c++) {
    const value = puzzle.clues[c];
    if (value < 2) continue;
    const key = `${value}/${puzzle.colours[c]}`;
    let g = groups.get(key);
    if (!g) groups.set(key, g = []);
    g.push(c);
  }
  const problems: ClueProblem[] = [];
  for (const cells of groups.values()) {
    if (cells.length % 2 === 0) continue;
    const value = puzzle.clues[cells[0]];
    problems.push({ message: `the clue ${value}${puzzle.coloured ? ' of this colour' : ''} occurs ${cells.length} times, an odd number: one of them has no partner`, cells });
  }
  return problems;
}

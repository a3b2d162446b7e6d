// Checks of the clues alone, before any path (the cheap refutations, made before any path is
// listed): every value n ≥ 2 must occur an even number of times per colour, and its clues must
// balance on the checkerboard, or some clue has no partner.
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

/**
 * A path of n cells takes n - 1 steps, each to the other shade of a checkerboard: an even n joins
 * a dark and a light square, an odd n two squares of one shade. So per value and colour the clues
 * on dark squares must equal those on light ones (n even), or be even in number (n odd). Groups
 * with an odd count are parityProblems' and left out here.
 */
export function balanceProblems(puzzle: LinkpixPuzzle): ClueProblem[] {
  const out: ClueProblem[] = [];
  for (const cells of clueGroups(puzzle).values()) {
    if (cells.length % 2 === 1) continue;
    const dark = cells.filter((c) => (Math.floor(c / puzzle.width) + (c % puzzle.width)) % 2 === 0);
    const light = cells.filter((c) => (Math.floor(c / puzzle.width) + (c % puzzle.width)) % 2 === 1);
    const value = puzzle.clues[cells[0]];
    const of = puzzle.coloured ? ' of this colour' : '';
    if (value % 2 === 0 && dark.length !== light.length) {
      out.push({ message: `the clue ${value}${of} stands on ${dark.length} dark and ${light.length} light squares of a checkerboard; a path of an even number of cells joins a dark square to a light one, so one of them has no partner`,
        cells: dark.length > light.length ? dark : light });
    } else if (value % 2 === 1 && dark.length % 2 === 1) {
      out.push({ message: `the clue ${value}${of} stands on ${dark.length} dark and ${light.length} light squares of a checkerboard, odd numbers; a path of an odd number of cells joins two squares of one shade, so one of them has no partner`,
        cells: dark.concat(light).sort((x, y) => x - y) });
    }
  }
  return out;
}

/** The first of the cheap refutations that holds (parity, then balance), else undefined. */
export function refutation(puzzle: LinkpixPuzzle): ClueProblem | undefined {
  return parityProblems(puzzle)[0] ?? balanceProblems(puzzle)[0];
}

// Seeded randomness and brute-force references for the nonogram tests.
import { BLACK_AND_WHITE, type Clue, type NonogramPuzzle } from '../../../core/nonogram/puzzle';
import { clueOfLine } from '../../../core/nonogram/checks';

export { seeded } from '../../seeded';

export function sameClue(a: Clue, b: Clue): boolean {
  return a.length === b.length && a.every((x, i) => x.length === b[i].length && x.colour === b[i].colour);
}

// Every colouring of a line of `length` cells with `colours` colours whose clue is `clue`.
export function linesWithClue(clue: Clue, length: number, colours: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  const line = new Uint8Array(length);
  const visit = (i: number): void => {
    if (i === length) { if (sameClue(clueOfLine(line, 0, 1, length), clue)) out.push(line.slice()); return; }
    for (let c = 0; c < colours; c++) { line[i] = c; visit(i + 1); }
  };
  visit(0);
  return out;
}

/** The puzzle whose clues `picture` (a colour index per cell, row by row) satisfies. */
export function puzzleOf(picture: Uint8Array, width: number, height: number, colours = 2): NonogramPuzzle {
  return {
    name: 'random', width, height,
    colours: colours === 2 ? BLACK_AND_WHITE : Array.from({ length: colours }, (_, i) => ({ name: String.fromCharCode(96 + i), rgb: '#000000' })),
    rows: Array.from({ length: height }, (_, y) => clueOfLine(picture, y * width, 1, width)),
    columns: Array.from({ length: width }, (_, x) => clueOfLine(picture, x, width, height)),
  };
}

export function satisfies(p: NonogramPuzzle, picture: Uint8Array): boolean {
  return p.rows.every((c, y) => sameClue(c, clueOfLine(picture, y * p.width, 1, p.width)))
    && p.columns.every((c, x) => sameClue(c, clueOfLine(picture, x, p.width, p.height)));
}

/** The number of solutions, up to `limit`, by trying every combination of rows. */
export function bruteCount(p: NonogramPuzzle, limit: number): number {
  const options = p.rows.map((c: Clue) => linesWithClue(c, p.width, p.colours.length));
  const picture = new Uint8Array(p.width * p.height);
  let count = 0;
  const visit = (y: number): void => {
    if (count >= limit) return;
    if (y === p.height) { if (satisfies(p, picture)) count++; return; }
    for (const row of options[y]) { picture.set(row, y * p.width); visit(y + 1); }
  };
  visit(0);
  return count;
}

// Writing a puzzle as a `nonogram` block of the .logel language (what `logel import` prints):
//   nonogram NAME {
//     palette { b = #ff0000 }        colour puzzles only
//     rows { 3 1 ... }               one line per row, `0` for an empty line, `3b` for colour
//     columns { ... }
//     goal { ... }                   the designer's picture: `#`/`.`, or one palette letter per cell
//     hints { ... }                  starting hints: as the goal, `?` where nothing is given
//   }
import type { Clue, NonogramPuzzle } from './puzzle';
import { colourLettersOf } from './formats';

export function blockName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return cleaned === '' ? 'Nonogram' : /^[0-9]/.test(cleaned) ? `N${cleaned}` : cleaned;
}

export function formatNonogramBlock(puzzle: NonogramPuzzle): string {
  const coloured = puzzle.colours.length > 2;
  const letters = colourLettersOf(puzzle);
  const clue = (c: Clue): string => c.length === 0 ? '0' : c.map((b) => `${b.length}${coloured ? letters[b.colour] : ''}`).join(' ');
  const out = [`nonogram ${blockName(puzzle.name)} {`];
  if (coloured) {
    out.push('  palette {');
    for (let i = 1; i < puzzle.colours.length; i++) out.push(`    ${letters[i]} = ${puzzle.colours[i].rgb}`);
    out.push('  }');
  }
  out.push('  rows {', ...puzzle.rows.map((c) => `    ${clue(c)}`), '  }');
  out.push('  columns {', ...puzzle.columns.map((c) => `    ${clue(c)}`), '  }');
  if (puzzle.goal) out.push('  goal {', ...pictureRows(puzzle, puzzle.goal).map((r) => `    ${r}`), '  }');
  if (puzzle.hints) out.push('  hints {', ...hintRows(puzzle, puzzle.hints).map((r) => `    ${r}`), '  }');
  out.push('}');
  return out.join('\n');
}

// A picture as rows of text: `#`/`.` in black and white, one letter per colour otherwise.
export function pictureRows(puzzle: NonogramPuzzle, picture: Uint8Array): string[] {
  const letters = puzzle.colours.length > 2 ? colourLettersOf(puzzle) : ['.', '#'];
  const rows: string[] = [];
  for (let y = 0; y < puzzle.height; y++) {
    let row = '';
    for (let x = 0; x < puzzle.width; x++) row += letters[picture[y * puzzle.width + x]] ?? '?';
    rows.push(row);
  }
  return rows;
}

// Hints as rows of text: as pictureRows, `?` where no hint is given.
export function hintRows(puzzle: NonogramPuzzle, hints: Int8Array): string[] {
  const letters = puzzle.colours.length > 2 ? colourLettersOf(puzzle) : ['.', '#'];
  const rows: string[] = [];
  for (let y = 0; y < puzzle.height; y++) {
    let row = '';
    for (let x = 0; x < puzzle.width; x++) { const h = hints[y * puzzle.width + x]; row += h < 0 ? '?' : letters[h] ?? '?'; }
    rows.push(row);
  }
  return rows;
}

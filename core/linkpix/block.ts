// A puzzle written as a `linkpix NAME { ... }` block of the language (docs/language.md):
// the clue grid as rows of numbers with `.` for empty cells, columns aligned; in colour
// puzzles a palette of one-letter names and each clue's letter after its number (`4r`);
// optionally the goal picture (`#`/letters, `.` blank).
import { LinkpixPuzzle } from './puzzle';

// Colours for ids a file does not give (clue lists): distinct on white, by id.
const FALLBACK = ['#000000', '#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#bfef45', '#fabed4',
  '#469990', '#dcbeff', '#9a6324', '#fffac8', '#800000', '#aaffc3', '#808000', '#ffd8b1', '#000075', '#a9a9a9'];

/** A colour id as '#rrggbb': the file's palette, else a fixed distinct colour. */
export function colourOf(puzzle: LinkpixPuzzle, id: number): string {
  return puzzle.palette[id] ?? FALLBACK[id % FALLBACK.length];
}

/** Palette letters for the colour ids of a puzzle's clues, in id order: a, b, c, ... */
export function paletteLetters(puzzle: LinkpixPuzzle): Map<number, string> {
  const ids = new Set<number>();
  for (let c = 0; c < puzzle.clues.length; c++) if (puzzle.clues[c] > 0) ids.add(puzzle.colours[c]);
  const letters = new Map<number, string>();
  [...ids].sort((x, y) => x - y).forEach((id, i) => letters.set(id, i < 26 ? String.fromCharCode(97 + i) : `z${i - 25}`));
  return letters;
}

export function linkpixBlock(puzzle: LinkpixPuzzle, goal?: ReadonlyArray<ArrayLike<number>>): string[] {
  const { width, height, clues, colours } = puzzle;
  const letters = puzzle.coloured ? paletteLetters(puzzle) : undefined;
  const name = /^[A-Za-z_][\w-]*$/.test(puzzle.name) ? puzzle.name : (puzzle.name.replace(/[^\w]+/g, '_').replace(/^(?=\d)|^$/, 'P'));
  const lines = [`linkpix ${name} {`];
  if (letters) {
    lines.push('  palette {');
    for (const [id, letter] of letters) lines.push(`    ${letter} = ${colourOf(puzzle, id)}`);
    lines.push('  }');
  }
  const cell = (c: number) => clues[c] === 0 ? '.' : `${clues[c]}${letters ? letters.get(colours[c]) : ''}`;
  const widths = new Array<number>(width).fill(1);
  for (let c = 0; c < width * height; c++) widths[c % width] = Math.max(widths[c % width], cell(c).length);
  for (let r = 0; r < height; r++) {
    const row: string[] = [];
    for (let q = 0; q < width; q++) row.push(cell(r * width + q).padStart(widths[q]));
    lines.push(`  ${row.join(' ')}`);
  }
  if (goal) {
    const picture = new Array<string>(width * height).fill('.');
    for (const path of goal) for (let k = 0; k < path.length; k++) picture[path[k]] = letters ? letters.get(colours[path[0]])! : '#';
    lines.push('  goal {');
    for (let r = 0; r < height; r++) lines.push(`    ${picture.slice(r * width, (r + 1) * width).join('')}`);
    lines.push('  }');
  }
  lines.push('}');
  return lines;
}

// Reading the two formats of the nonogram solver benchmarks (black and white only):
//  - `.nin` (hyouv/FastNonogramSolver, Jan Wolter's survey sample set): line 1 `W H`, then H row
//    clues and W column clues, one a line, numbers separated by spaces, `0` for an empty line;
//  - the TAAI/ICGA tournament file: puzzles of 25×25, each `$N` on a line of its own, then 25
//    column clues and 25 row clues, numbers separated by tabs (an empty line or `0`: no blocks).
// A malformed file gets one NonogramFormatError with a 1-based line and column.
import { BLACK_AND_WHITE, type Clue, type NonogramPuzzle } from './puzzle';
import { MAX_CELLS, MAX_SIDE, NonogramFormatError } from './formatError';

/** The side of every TAAI tournament puzzle. */
export const TAAI_SIDE = 25;

/** A TAAI file's first line that is not blank is `$N`: how `formatOfFile` recognises one. */
export function looksLikeTaai(text: string): boolean { return /^\s*\$\d+[ \t]*(\r?\n|$)/.test(text); }

interface Line { text: string; number: number }

// One clue: whole numbers separated by spaces or tabs; `0` alone (or nothing) for an empty line.
function readClue(line: Line, limit: number): Clue {
  const clue: Clue = [];
  const re = /[^ \t]+/g;
  for (let m; (m = re.exec(line.text));) {
    const token = m[0], column = m.index + 1;
    if (!/^\d+$/.test(token)) throw new NonogramFormatError(`expected a block length, found '${token}'`, line.number, column);
    const length = Number(token);
    if (length > limit) throw new NonogramFormatError(`block of ${token} is longer than the line (${limit})`, line.number, column);
    if (length === 0) {
      if (re.exec(line.text) || clue.length > 0) throw new NonogramFormatError("'0' stands alone, for a line with no blocks", line.number, column);
      break;
    }
    clue.push({ length, colour: 1 });
  }
  return clue;
}

function linesOf(text: string): Line[] {
  return text.split(/\r\n|\r|\n/).map((l, i) => ({ text: l, number: i + 1 }));
}

// --- .nin --------------------------------------------------------------------------------------
export function parseNin(text: string, name = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text);
  while (lines.length > 0 && lines[lines.length - 1].text.trim() === '') lines.pop();
  const size = /^\s*(\d+)[ \t]+(\d+)\s*$/.exec(lines[0]?.text ?? '');
  if (!size) throw new NonogramFormatError('expected the size "width height" on the first line', 1, 1);
  const width = Number(size[1]), height = Number(size[2]);
  if (!(width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_CELLS)) {
    throw new NonogramFormatError(`size ${size[1]}×${size[2]} is out of range (1 to ${MAX_SIDE} a side, at most ${MAX_CELLS} cells)`, 1, 1);
  }
  const clues = lines.slice(1);
  const expected = height + width;
  for (const line of clues) {
    if (line.text.trim() === '') throw new NonogramFormatError("a blank line among the clues: write '0' for a line with no blocks", line.number, 1);
  }
  if (clues.length !== expected) {
    const where = clues.length < expected ? lines.length : clues[expected].number;
    throw new NonogramFormatError(`expected ${height} row clues and ${width} column clues (${expected} lines after the size), found ${clues.length}`, where, 1);
  }
  return {
    name, width, height, colours: BLACK_AND_WHITE.slice(),
    rows: clues.slice(0, height).map((l) => readClue(l, width)),
    columns: clues.slice(height).map((l) => readClue(l, height)),
  };
}

// --- TAAI/ICGA tournament ----------------------------------------------------------------------
/** A puzzle of a TAAI file: `label` is the N of its `$N`. */
export interface TaaiPuzzle extends NonogramPuzzle { label: number }

/** Every puzzle of a TAAI file, in file order; each is named `NAME-N` after its `$N`. */
export function parseTaai(text: string, name = 'taai'): TaaiPuzzle[] {
  const lines = linesOf(text);
  const puzzles: TaaiPuzzle[] = [];
  const seen = new Set<number>();
  let last = 0;
  let i = 0;
  while (i < lines.length && lines[i].text.trim() === '') i++;
  while (i < lines.length) {
    const header = /^\s*\$(\d+)\s*$/.exec(lines[i].text);
    if (!header) throw new NonogramFormatError(puzzles.length === 0 ? "expected '$N', the number of the first puzzle" : `expected '$N' after the ${2 * TAAI_SIDE} clues of puzzle $${last}`, lines[i].number, 1);
    const label = Number(header[1]);
    if (seen.has(label)) throw new NonogramFormatError(`a second puzzle $${label}`, lines[i].number, lines[i].text.indexOf('$') + 1);
    seen.add(label);
    last = label;
    const clueLines: Line[] = [];
    for (i++; i < lines.length && clueLines.length < 2 * TAAI_SIDE; i++) {
      if (/^\s*\$/.test(lines[i].text)) break;
      clueLines.push(lines[i]);
    }
    if (clueLines.length < 2 * TAAI_SIDE) {
      throw new NonogramFormatError(`puzzle $${label} has ${clueLines.length} clue lines, expected ${2 * TAAI_SIDE} (${TAAI_SIDE} columns, then ${TAAI_SIDE} rows)`, i < lines.length ? lines[i].number : lines.length, 1);
    }
    puzzles.push({
      name: `${name}-${label}`, label, width: TAAI_SIDE, height: TAAI_SIDE, colours: BLACK_AND_WHITE.slice(),
      columns: clueLines.slice(0, TAAI_SIDE).map((l) => readClue(l, TAAI_SIDE)),
      rows: clueLines.slice(TAAI_SIDE).map((l) => readClue(l, TAAI_SIDE)),
    });
    while (i < lines.length && lines[i].text.trim() === '') i++;
  }
  if (puzzles.length === 0) throw new NonogramFormatError("expected '$N', the number of the first puzzle", 1, 1);
  return puzzles;
}

/** The puzzle of a TAAI file that holds one; a file of several must be read with parseTaai. */
export function parseOneTaai(text: string, name = 'taai'): NonogramPuzzle {
  const puzzles = parseTaai(text, name);
  if (puzzles.length > 1) throw new NonogramFormatError(`the file holds ${puzzles.length} puzzles, not one`, 1, 1);
  return puzzles[0];
}

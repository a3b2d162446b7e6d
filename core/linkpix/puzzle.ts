// A Link-a-Pix puzzle (Logipix): a grid of clues. Each clue n ≥ 2 is one end of a pair joined
// by an orthogonal path of exactly n cells (both ends counted) through no other clue; a 1 is a
// one-cell path; paths never share a cell; in colour puzzles both ends share a colour. Cells
// are numbered row by row from the top left: cell = row * width + col.

export interface LinkpixPuzzle {
  name: string;
  width: number;
  height: number;
  clues: Int32Array;    // per cell: 0 = empty, n ≥ 1 = a clue
  colours: Int32Array;  // per cell: the clue's colour id (1 when the puzzle has one colour), 0 on empty cells
  palette: Record<number, string>; // colour id -> '#rrggbb' (may be empty: black and white)
  coloured: boolean;    // more than one clue colour: the picture shows colour ids, not '#'
  solution?: Int32Array[];  // the paths of a known solution (Conceptis files hold one)
  /** Where each clue cell was written, to point at it in messages (1-based line and column). */
  sourceOf?(cell: number): { line: number; column: number } | undefined;
}

/** Grids beyond this many cells are refused with a message instead of filling memory. */
export const MAX_CELLS = 4_000_000;

/** A puzzle from its clue cells; throws a message naming the cell when a clue is not usable. */
export function makePuzzle(name: string, width: number, height: number,
  clues: ReadonlyArray<{ row: number; col: number; value: number; colour: number }>,
  palette: Record<number, string> = {}): LinkpixPuzzle {
  checkSize(width, height);
  const cellValues = new Int32Array(width * height);
  const colours = new Int32Array(width * height);
  const seen = new Set<number>();
  for (const c of clues) {
    if (c.row < 0 || c.row >= height || c.col < 0 || c.col >= width) throw new Error(`clue ${c.value} at row ${c.row}, col ${c.col} is outside the ${width}×${height} grid`);
    const cell = c.row * width + c.col;
    if (cellValues[cell] !== 0) throw new Error(`row ${c.row}, col ${c.col} has two clues`);
    checkClue(c.value, c.row, c.col, width, height);
    cellValues[cell] = c.value;
    colours[cell] = c.colour;
    seen.add(c.colour);
  }
  return { name, width, height, clues: cellValues, colours, palette, coloured: seen.size > 1 };
}

export function checkSize(width: number, height: number): void {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1)) throw new Error(`the grid must be at least 1×1, not ${width}×${height}`);
  if (width * height > MAX_CELLS) throw new Error(`a ${width}×${height} grid has more than ${MAX_CELLS.toLocaleString('en')} cells`);
}

export function checkClue(value: number, row: number, col: number, width: number, height: number): void {
  if (!Number.isInteger(value) || value < 1) throw new Error(`row ${row}, col ${col}: a clue is a whole number from 1, not ${value}`);
  if (value > width * height) throw new Error(`row ${row}, col ${col}: clue ${value} is longer than the ${width}×${height} grid`);
}

/** "row r, col c" (0-based, as in the data files). */
export function cellName(puzzle: { width: number }, cell: number): string {
  // Counted from 1, top to bottom and left to right, as editors count lines and as nonograms count.
  return `row ${Math.floor(cell / puzzle.width) + 1}, column ${(cell % puzzle.width) + 1}`;
}

/** A colour id as one character of a picture: 0-9 then a-z. */
export function colourChar(id: number): string {
  return id < 36 ? id.toString(36) : '?';
}

/** A path's cells as a key that is the same whichever end it is read from. */
export function pathKey(path: ArrayLike<number>): string {
  const cells = Array.from(path);
  return (cells[0] <= cells[cells.length - 1] ? cells : cells.reverse()).join(',');
}

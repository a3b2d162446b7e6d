// Reading the public Link-a-Pix files (../shared/data/logipix): the INF421 text format (width,
// height, then the rows of numbers), the clue lists (`W H`, then `row col number colour`), and
// Conceptis XML, whose clues are the ends of the paths of its solution. A broken file gives a
// LinkpixFormatError at its line and column.
import { withNewlines } from '../language/text';
import { checkClue, checkSize, LinkpixPuzzle, makePuzzle } from './puzzle';

export class LinkpixFormatError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) {
    super(message);
  }
}

interface Token { text: string; line: number; column: number }

/** The blank-separated words of each line (1-based line and column), a missing last newline tolerated;
 *  lines end as withNewlines says (the caller has made every break a \n; a \r left before it is a blank). */
function tokenLines(text: string): Token[][] {
  return text.split('\n').map(lineTokens);
}

/** The words of one line (`i` 0-based); big grids are read a line at a time with it. */
function lineTokens(raw: string, i: number): Token[] {
  const tokens: Token[] = [];
  const re = /[^\s]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) tokens.push({ text: m[0], line: i + 1, column: m.index + 1 });
  return tokens;
}

function wholeNumber(t: Token, what: string): number {
  if (!/^\d{1,9}$/.test(t.text)) throw new LinkpixFormatError(`${what} must be a whole number, not '${t.text.slice(0, 20)}'`, t.line, t.column);
  return Number(t.text);
}

/** Reads any of the three formats, told apart by their first line. */
export function parseLinkpixFile(text: string, name: string): LinkpixPuzzle {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // The product's one line break (\n, \r\n or a lone \r), so that lines and columns agree with the editor's.
  text = withNewlines(text);
  if (/^\s*</.test(text)) return parseConceptisXml(text, name);
  const first = text.split('\n', 64).map(lineTokens).find((l) => l.length > 0 && !l[0].text.startsWith('#'));
  if (!first) throw new LinkpixFormatError('the file is empty: expected the grid width', 1, 1);
  return first.length >= 2 ? parseClueList(text, name) : parseInf421(text, name);
}

/** INF421: line 1 the width, line 2 the height, then `height` rows of `width` numbers (0 = empty). */
export function parseInf421(text: string, name: string): LinkpixPuzzle {
  const raw = text.split('\n');
  const header = (i: number, what: string): number => {
    const l = lineTokens(raw[i] ?? '', i);
    if (!l || l.length === 0) throw new LinkpixFormatError(`line ${i + 1} must hold the grid ${what}`, i + 1, 1);
    if (l.length > 1) throw new LinkpixFormatError(`line ${i + 1} must hold only the grid ${what}, found '${l[1].text.slice(0, 20)}' after it`, l[1].line, l[1].column);
    return wholeNumber(l[0], `the ${what}`);
  };
  const width = header(0, 'width'), height = header(1, 'height');
  try { checkSize(width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, 1, 1); }
  let last = raw.length;
  while (last > 2 && raw[last - 1].trim() === '') last--;
  if (last - 2 !== height) {
    const line = Math.min(last, 2 + height) + 1;
    throw new LinkpixFormatError(`the header says ${height} rows, the file has ${last - 2}`, line, 1);
  }
  const clues: { row: number; col: number; value: number; colour: number }[] = [];
  const where = new Map<number, Token>();
  for (let row = 0; row < height; row++) {
    const tokens = lineTokens(raw[row + 2], row + 2);
    if (tokens.length !== width) {
      const t = tokens[Math.min(tokens.length, width)] ?? { line: row + 3, column: 1 };
      throw new LinkpixFormatError(`row ${row} has ${tokens.length} numbers, the header says ${width} columns`, t.line, t.column);
    }
    tokens.forEach((t, col) => {
      const value = wholeNumber(t, `row ${row}, col ${col}`);
      if (value === 0) return;
      try { checkClue(value, row, col, width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, t.line, t.column); }
      clues.push({ row, col, value, colour: 1 });
      where.set(row * width + col, t);
    });
  }
  return withSource(makePuzzle(name, width, height, clues), where);
}

/** Clue lists: `# comments`, `W H`, then one clue per line: `row col number colour` (0-based; colour optional). */
export function parseClueList(text: string, name: string): LinkpixPuzzle {
  const lines = tokenLines(text).filter((l) => l.length > 0 && !l[0].text.startsWith('#'));
  const [header, ...rest] = lines;
  if (header.length !== 2) throw new LinkpixFormatError('the first line must be `width height`', header[0].line, header[0].column);
  const width = wholeNumber(header[0], 'the width'), height = wholeNumber(header[1], 'the height');
  try { checkSize(width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, header[0].line, header[0].column); }
  const where = new Map<number, Token>();
  const clues = rest.map((tokens) => {
    if (tokens.length !== 3 && tokens.length !== 4) throw new LinkpixFormatError(`a clue line is \`row col number colour\`, this one has ${tokens.length} words`, tokens[0].line, tokens[0].column);
    const [row, col, value] = [wholeNumber(tokens[0], 'the row'), wholeNumber(tokens[1], 'the column'), wholeNumber(tokens[2], 'the clue')];
    const colour = tokens.length === 4 ? wholeNumber(tokens[3], 'the colour') : 1;
    const cell = row * width + col;
    if (row < height && col < width) {
      if (where.has(cell)) throw new LinkpixFormatError(`row ${row}, col ${col} already has a clue (line ${where.get(cell)!.line})`, tokens[0].line, tokens[0].column);
      where.set(cell, tokens[0]);
    }
    return { row, col, value, colour, token: tokens[0] };
  });
  for (const c of clues) {
    try { checkClue(c.value, c.row, c.col, width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, c.token.line, c.token.column); }
    if (c.row >= height || c.col >= width) throw new LinkpixFormatError(`row ${c.row}, col ${c.col} is outside the ${width}×${height} grid`, c.token.line, c.token.column);
  }
  return withSource(makePuzzle(name, width, height, clues), where);
}

/** Conceptis XML: the solution's paths; each path of L cells puts the clue L on its two ends. */
export function parseConceptisXml(text: string, name: string): LinkpixPuzzle {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const at = (index: number) => {
    let lo = 0, hi = lineStarts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lineStarts[mid] <= index) lo = mid; else hi = mid - 1; }
    return { line: lo + 1, column: index - lineStarts[lo] + 1 };
  };
  const fail = (message: string, index: number): never => { const p = at(index); throw new LinkpixFormatError(message, p.line, p.column); };
  // Nothing is expanded or fetched (the external DTD of real files is never read); declarations
  // that would ask for it are refused rather than silently ignored.
  const entity = text.indexOf('<!ENTITY');
  if (entity >= 0) fail('entity declarations are refused: a Conceptis file has none', entity);
  const doctype = text.indexOf('<!DOCTYPE');
  if (doctype >= 0) {
    const close = text.indexOf('>', doctype), subset = text.indexOf('[', doctype);
    if (subset >= 0 && (close < 0 || subset < close)) fail('a DOCTYPE with declarations of its own is refused: a Conceptis file has none', subset);
  }
  // Colour ids exactly as written: digits beyond nine would not fit the puzzle's ids, and wrapping
  // them would merge two colours.
  const colourId = (digits: string, index: number): number => {
    if (digits.length > 9) fail(`the colour id ${digits.length > 20 ? `${digits.slice(0, 20)}…` : digits} is out of range: ids are whole numbers up to 999,999,999`, index);
    return Number(digits);
  };
  const dims = /<dimensions\s+width="(\d+)"\s+height="(\d+)"/.exec(text);
  if (!dims) fail('no <dimensions width=".." height=".."> element', 0);
  const width = Number(dims![1]), height = Number(dims![2]);
  try { checkSize(width, height); } catch (e) { fail((e as Error).message, dims!.index); }
  const title = /<text\s+name="name">([^<]*)<\/text>/.exec(text);
  const palette: Record<number, string> = {};
  for (const m of text.matchAll(/<color\s+id="(\d+)"\s+rgb="([0-9a-fA-F]{6})"/g)) palette[colourId(m[1], m.index! + m[0].indexOf('"') + 1)] = `#${m[2].toLowerCase()}`;
  const covered = new Int32Array(width * height).fill(-1);
  const clues: { row: number; col: number; value: number; colour: number }[] = [];
  const where = new Map<number, number>();  // clue cell -> index in the text of its <path>
  let count = 0;
  const solution: Int32Array[] = [];
  const numbers: number[] = [];
  for (const m of text.matchAll(/<path\s+color="(\d+)"\s*>([^<]*)<\/path>/g)) {
    const colour = colourId(m[1], m.index! + m[0].indexOf('"') + 1);
    const index = m.index! + m[0].indexOf('>') + 1;
    // Whole numbers apart by white space, read by hand (a 150×150 file has 3,000 paths).
    const body = m[2];
    numbers.length = 0;
    let value = -1;
    for (let i = 0; i <= body.length; i++) {
      const ch = i < body.length ? body.charCodeAt(i) : 32;
      if (ch >= 48 && ch <= 57) value = (value < 0 ? 0 : value * 10) + ch - 48;
      else if (ch === 32 || (ch >= 9 && ch <= 13)) { if (value >= 0) numbers.push(value); value = -1; }
      else { numbers.length = 1; break; }
    }
    if (numbers.length === 0 || numbers.length % 2 !== 0) fail('a <path> holds pairs of whole numbers `x y` (column, row)', index);
    const cells = new Int32Array(numbers.length / 2);
    for (let k = 0; k < numbers.length; k += 2) {
      const col = numbers[k], row = numbers[k + 1];
      if (col >= width || row >= height) fail(`the path leaves the ${width}×${height} grid at row ${row}, col ${col}`, index);
      const cell = row * width + col;
      if (covered[cell] >= 0) fail(`row ${row}, col ${col} is on two paths`, index);
      if (k > 0) {
        const prev = cells[k / 2 - 1];
        if (Math.abs(Math.floor(prev / width) - row) + Math.abs((prev % width) - col) !== 1) fail(`the path jumps to row ${row}, col ${col}: its cells must be orthogonal neighbours`, index);
      }
      covered[cell] = count;
      cells[k / 2] = cell;
    }
    count++;
    solution.push(cells);
    const last = cells[cells.length - 1];
    clues.push({ row: Math.floor(cells[0] / width), col: cells[0] % width, value: cells.length, colour });
    where.set(cells[0], index);
    if (cells.length > 1) {
      clues.push({ row: Math.floor(last / width), col: last % width, value: cells.length, colour });
      where.set(last, index);
    }
  }
  if (count === 0) fail('no <path> in the <solution>: the clues of a Conceptis file are the ends of its paths', 0);
  const puzzle = makePuzzle(title ? title[1] : name, width, height, clues, palette);
  puzzle.solution = solution;
  puzzle.sourceOf = (cell) => { const index = where.get(cell); return index === undefined ? undefined : at(index); };
  return puzzle;
}

function withSource(puzzle: LinkpixPuzzle, where: Map<number, Token>): LinkpixPuzzle {
  puzzle.sourceOf = (cell) => {
    const t = where.get(cell);
    return t && { line: t.line, column: t.column };
  };
  return puzzle;
}

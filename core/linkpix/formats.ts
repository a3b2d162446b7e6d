// Reading the public Link-a-Pix files (../shared/data/logipix): the INF421 text format (width,
// height, then the rows of numbers), the clue lists (`W H`, then `row col number colour`), and
// Conceptis XML, whose clues are the ends of the paths of its solution. A broken file gives a
// LinkpixFormatError at its line and column.
import { withNewlines } from '../language/text';
import { checkClue, checkSize, LinkpixPuzzle } from './puzzle';

export class LinkpixFormatError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) {
    super(message);
  }
}

/** The blank-separated words of a text, a line at a time (the caller has made every break a \n;
 *  a \r left before it is a blank), without an object per word: big grids are read in time and
 *  memory linear in the text. `line` is 0-based; the current word is text[start, end). */
class Words {
  line = -1;
  start = 0;
  end = 0;
  private lineStart = 0;
  private lineEnd = -1;
  constructor(readonly text: string) {}

  /** Moves to the next line; false past the last (a text ending in \n has an empty last line). */
  nextLine(): boolean {
    if (this.lineEnd >= this.text.length) return false;
    this.line++;
    this.lineStart = this.lineEnd + 1;
    const nl = this.text.indexOf('\n', this.lineStart);
    this.lineEnd = nl < 0 ? this.text.length : nl;
    this.start = this.end = this.lineStart;
    return true;
  }

  /** Moves to the line's next word; false at its end. */
  nextWord(): boolean {
    const { text, lineEnd } = this;
    let i = this.end;
    while (i < lineEnd && isBlank(text.charCodeAt(i))) i++;
    if (i >= lineEnd) { this.start = this.end = lineEnd; return false; }
    this.start = i;
    while (i < lineEnd && !isBlank(text.charCodeAt(i))) i++;
    this.end = i;
    return true;
  }

  /** The words left on the line, counted (the line is then at its end). */
  countRest(): number {
    let n = 0;
    while (this.nextWord()) n++;
    return n;
  }

  column(): number { return this.start - this.lineStart + 1; }
  word(): string { return this.text.slice(this.start, this.end); }
  fail(message: string): never { throw new LinkpixFormatError(message, this.line + 1, this.column()); }

  /** The current word as a whole number of at most nine digits, or an error at it naming `what`. */
  number(what: string): number {
    const { text, start, end } = this;
    let value = 0;
    for (let i = start; i < end; i++) {
      const d = text.charCodeAt(i) - 48;
      if (d < 0 || d > 9 || end - start > 9) this.fail(`${what} must be a whole number, not '${text.slice(start, Math.min(end, start + 20))}'`);
      value = value * 10 + d;
    }
    return value;
  }
}

function isBlank(ch: number): boolean {
  return ch === 32 || (ch >= 9 && ch <= 13) || (ch > 127 && /\s/.test(String.fromCharCode(ch)));
}

/** Reads any of the three formats, told apart by their first line. */
export function parseLinkpixFile(text: string, name: string): LinkpixPuzzle {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // The product's one line break (\n, \r\n or a lone \r), so that lines and columns agree with the editor's.
  text = withNewlines(text);
  if (/^\s*</.test(text)) return parseConceptisXml(text, name);
  // The first line with words that is not a comment: one word (the width) or two (`W H`).
  const w = new Words(text);
  while (w.nextLine()) {
    if (!w.nextWord() || w.word().startsWith('#')) continue;
    return w.countRest() >= 1 ? parseClueList(text, name) : parseInf421(text, name);
  }
  throw new LinkpixFormatError('the file is empty: expected the grid width', 1, 1);
}

/** INF421: line 1 the width, line 2 the height, then `height` rows of `width` numbers (0 = empty). */
export function parseInf421(text: string, name: string): LinkpixPuzzle {
  const w = new Words(text);
  const header = (line: number, what: string): number => {
    if (!w.nextLine() || !w.nextWord()) throw new LinkpixFormatError(`line ${line} must hold the grid ${what}`, line, 1);
    const [start, end] = [w.start, w.end];
    if (w.nextWord()) w.fail(`line ${w.line + 1} must hold only the grid ${what}, found '${w.word().slice(0, 20)}' after it`);
    w.start = start;
    w.end = end;
    return w.number(`the ${what}`);
  };
  const width = header(1, 'width'), height = header(2, 'height');
  try { checkSize(width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, 1, 1); }
  // Lines after the header up to the last that is not blank.
  let lastChar = text.length - 1;
  while (lastChar >= 0 && isBlank(text.charCodeAt(lastChar))) lastChar--;
  let last = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < lastChar; i = text.indexOf('\n', i + 1)) last++;
  last = Math.max(last, 2);
  if (last - 2 !== height) throw new LinkpixFormatError(`the header says ${height} rows, the file has ${last - 2}`, Math.min(last, 2 + height) + 1, 1);
  const clues = new Int32Array(width * height), colours = new Int32Array(width * height), where = new Int32Array(width * height);
  for (let row = 0; row < height; row++) {
    w.nextLine();
    const lineStart = w.end;
    // Count the words first: a row of the wrong length is named before its numbers are read.
    let count = 0, beyond = -1;
    while (w.nextWord()) { if (count === width) beyond = w.start; count++; }
    if (count !== width) throw new LinkpixFormatError(`row ${row} has ${count} numbers, the header says ${width} columns`, row + 3, beyond < 0 ? 1 : beyond - lineStart + 1);
    w.end = lineStart;
    for (let col = 0; col < width; col++) {
      w.nextWord();
      const value = w.number(`row ${row}, col ${col}`);
      if (value === 0) continue;
      try { checkClue(value, row, col, width, height); } catch (e) { w.fail((e as Error).message); }
      const cell = row * width + col;
      clues[cell] = value;
      colours[cell] = 1;
      where[cell] = w.start + 1;
    }
  }
  return { name, width, height, clues, colours, palette: {}, coloured: false, sourceOf: sourceIn(text, where) };
}

/** Clue lists: `# comments`, `W H`, then one clue per line: `row col number colour` (0-based; colour optional). */
export function parseClueList(text: string, name: string): LinkpixPuzzle {
  const w = new Words(text);
  // The next line with words that is not a comment, its first word current; false at the end.
  const nextClueLine = (): boolean => {
    while (w.nextLine()) if (w.nextWord() && !w.word().startsWith('#')) return true;
    return false;
  };
  if (!nextClueLine()) throw new LinkpixFormatError('the file is empty: expected `width height`', 1, 1);
  const [headerLine, headerColumn, headerStart, headerEnd] = [w.line + 1, w.column(), w.start, w.end];
  if (w.countRest() !== 1) throw new LinkpixFormatError('the first line must be `width height`', headerLine, headerColumn);
  w.start = headerStart;
  w.end = headerEnd;
  const width = w.number('the width');
  w.nextWord();
  const height = w.number('the height');
  try { checkSize(width, height); } catch (e) { throw new LinkpixFormatError((e as Error).message, headerLine, headerColumn); }
  const clues = new Int32Array(width * height), colours = new Int32Array(width * height), where = new Int32Array(width * height);
  const lineOf = lineFinder(text);
  let firstColour = -1, coloured = false;
  while (nextClueLine()) {
    const [line, column, first, firstEnd] = [w.line + 1, w.column(), w.start, w.end];
    const words = 1 + w.countRest();
    if (words !== 3 && words !== 4) throw new LinkpixFormatError(`a clue line is \`row col number colour\`, this one has ${words} words`, line, column);
    w.start = first;
    w.end = firstEnd;
    const row = w.number('the row');
    w.nextWord();
    const col = w.number('the column');
    w.nextWord();
    const value = w.number('the clue');
    const colour = words === 4 && w.nextWord() ? w.number('the colour') : 1;
    const at = (message: string) => new LinkpixFormatError(message, line, column);
    const cell = row * width + col;
    if (row < height && col < width && where[cell] !== 0) throw at(`row ${row}, col ${col} already has a clue (line ${lineOf(where[cell] - 1).line})`);
    try { checkClue(value, row, col, width, height); } catch (e) { throw at((e as Error).message); }
    if (row >= height || col >= width) throw at(`row ${row}, col ${col} is outside the ${width}×${height} grid`);
    clues[cell] = value;
    colours[cell] = colour;
    where[cell] = first + 1;
    if (firstColour < 0) firstColour = colour; else if (colour !== firstColour) coloured = true;
  }
  return { name, width, height, clues, colours, palette: {}, coloured, sourceOf: sourceIn(text, where) };
}

/** index in the text -> 1-based line and column, by a binary search over the line starts. */
function lineFinder(text: string): (index: number) => { line: number; column: number } {
  let lineStarts: number[] | undefined;
  return (index) => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    }
    let lo = 0, hi = lineStarts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lineStarts[mid] <= index) lo = mid; else hi = mid - 1; }
    return { line: lo + 1, column: index - lineStarts[lo] + 1 };
  };
}

/** sourceOf for clue cells whose word starts at where[cell] - 1 (0: no clue). */
function sourceIn(text: string, where: Int32Array): (cell: number) => { line: number; column: number } | undefined {
  const at = lineFinder(text);
  return (cell) => (where[cell] > 0 ? at(where[cell] - 1) : undefined);
}

/** Conceptis XML: the solution's paths; each path of L cells puts the clue L on its two ends. */
export function parseConceptisXml(text: string, name: string): LinkpixPuzzle {
  const at = lineFinder(text);
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
  // Typed arrays, not an object per path: a file of a million paths is read in linear memory.
  const covered = new Int32Array(width * height).fill(-1);
  const clues = new Int32Array(width * height), colours = new Int32Array(width * height);
  const where = new Int32Array(width * height);  // clue cell -> 1 + index in the text of its <path>
  let all = new Int32Array(1024);                // every path's cells, one path after another
  const starts = [0];
  let count = 0, firstColour = -1, coloured = false;
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
    const start = starts[count], length = numbers.length / 2;
    if (start + length > all.length) { const bigger = new Int32Array(Math.max(2 * all.length, start + length)); bigger.set(all); all = bigger; }
    const cells = all.subarray(start, start + length);
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
    starts.push(start + length);
    for (const end of [cells[0], cells[length - 1]]) {
      clues[end] = length;
      colours[end] = colour;
      where[end] = index + 1;
    }
    if (firstColour < 0) firstColour = colour; else if (colour !== firstColour) coloured = true;
  }
  if (count === 0) fail('no <path> in the <solution>: the clues of a Conceptis file are the ends of its paths', 0);
  const solution = Array.from({ length: count }, (_, p) => all.subarray(starts[p], starts[p + 1]));
  return { name: title ? title[1] : name, width, height, clues, colours, palette, coloured, solution,
    sourceOf: (cell) => (where[cell] > 0 ? at(where[cell] - 1) : undefined) };
}

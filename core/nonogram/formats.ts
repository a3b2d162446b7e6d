// Reading the nonogram files users already have, and writing `.non`:
//  - `.non`: Steve Simpson's format as extended by mikix/nonogram-db (colours, goal);
//  - webpbn's XML export (`<puzzleset><puzzle>`);
//  - the "rows, blank line, columns" text of gramcracker / Kyle Keen's solver (`.txt`);
//  - hakank's MiniZinc data (`.dzn`) and Olšák's `.mk`, used by the test collections.
// A malformed file gets one NonogramFormatError with a 1-based line and column.
import { BLACK_AND_WHITE, type Block, type Clue, type Colour, type NonogramPuzzle } from './puzzle';
import { MAX_COLOURS } from './solve';
import { looksLikeTaai, parseNin, parseOneTaai } from './benchmarkFormats';

import { MAX_CELLS, MAX_SIDE, NonogramFormatError } from './formatError';
export { MAX_CELLS, MAX_SIDE, NonogramFormatError };

export type NonogramFormat = 'non' | 'xml' | 'rows-blank-columns' | 'dzn' | 'mk' | 'g' | 'pynogram' | 'nin' | 'taai';

export function formatOfFile(fileName: string, text: string): NonogramFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.non') || lower.endsWith('.nonpack')) return 'non';
  if (lower.endsWith('.xml') || lower.endsWith('.pbn')) return 'xml';
  if (lower.endsWith('.dzn')) return 'dzn';
  if (lower.endsWith('.mk')) return 'mk';
  if (lower.endsWith('.g')) return 'g';
  if (lower.endsWith('.nin')) return 'nin';
  if (looksLikeTaai(text)) return 'taai';
  if ((lower.endsWith('.txt') || lower.endsWith('.ini')) && /^[ \t]*\[clues\]/m.test(text)) return 'pynogram';
  if (lower.endsWith('.txt') || lower.endsWith('.cwd')) return 'rows-blank-columns';
  if (/^\s*<\?xml|^\s*<puzzleset/.test(text)) return 'xml';
  return null;
}

export function parseNonogramFile(fileName: string, text: string): NonogramPuzzle {
  const format = formatOfFile(fileName, text);
  const name = (fileName.split(/[\\/]/).pop() ?? fileName).replace(/\.[^.]*$/, '') || 'nonogram';
  switch (format) {
    case 'non': return parseNon(text, name);
    case 'xml': return parseWebpbnXml(text, name);
    case 'rows-blank-columns': return parseRowsBlankColumns(text, name);
    case 'dzn': return parseDzn(text, name);
    case 'mk': return parseMk(text, name);
    case 'g': return parseOlsakG(text, name);
    case 'pynogram': return parsePynogram(text, name);
    case 'nin': return parseNin(text, name);
    case 'taai': return parseOneTaai(text, name);
    default: throw new NonogramFormatError('not a nonogram file: expected .non, .xml, .txt (rows, blank line, columns, pynogram, or TAAI), .dzn, .mk, .g or .nin', 1, 1);
  }
}

interface SourceLine { text: string; number: number }

function linesOf(text: string): SourceLine[] {
  return text.split(/\r\n|\r|\n/).map((line, i) => ({ text: line, number: i + 1 }));
}

function checkSize(width: number, height: number, line: number, column: number): void {
  if (!(width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_CELLS)) {
    throw new NonogramFormatError(`size ${width}×${height} is out of range (1 to ${MAX_SIDE} a side, at most ${MAX_CELLS} cells)`, line, column);
  }
}

// One clue given as numbers with optional colour letters, separated by `separator`.
// `letterColour` maps a letter to its colour index (adding it when new); null: letters refused.
function parseClue(source: SourceLine, separator: RegExp, letterColour: ((letter: string, column: number) => number) | null, limit: number): Clue {
  const clue: Clue = [];
  const text = source.text;
  const tokens = text.split(separator);
  let at = 0;
  for (const token of tokens) {
    const start = text.indexOf(token, at);
    at = start + token.length;
    const trimmed = token.trim();
    if (trimmed === '') continue;
    const column = start + token.indexOf(trimmed) + 1;
    // the whole token: '1.5', '1e308' and '0x5' are errors, not 1, 1 in colour e, and 0
    const m = /^(\d+)([A-Za-z]?)$/.exec(trimmed);
    if (!m || (m[2] && letterColour === null)) {
      throw new NonogramFormatError(`expected a block length${letterColour ? ' (a whole number with an optional colour letter)' : ''}, found '${shown(trimmed)}'`, source.number, column);
    }
    const length = Number(m[1]);
    if (length > limit) throw new NonogramFormatError(`block of ${shown(m[1])} is longer than the line (${limit})`, source.number, column);
    if (length === 0) continue;
    const colour = m[2] && letterColour ? letterColour(m[2], column + m[1].length) : 1;
    clue.push({ length, colour });
  }
  return clue;
}

// Text of the file quoted in a message: at most 20 characters of it.
function shown(text: string): string {
  return text.length <= 20 ? text : `${text.slice(0, 20)}…`;
}

function unquote(value: string): string {
  const m = /^"(.*)"$/.exec(value.trim());
  const text = m ? m[1] : value.trim();
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&copy;/g, '©');
}

// --- .non --------------------------------------------------------------------------------
export function parseNon(text: string, fallbackName = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text.split(/^====\s*$/m)[0]);
  let width = -1, height = -1, title = '';
  let rows: Clue[] | null = null, columns: Clue[] | null = null;
  let goalText: { text: string; line: number; column: number } | null = null;
  const colours: Colour[] = [{ name: 'blank', rgb: '#ffffff' }];
  const letters = new Map<string, number>();
  const declared = new Map<string, string>();
  const letterColour = (line: number) => (letter: string, column: number): number => {
    let index = letters.get(letter);
    if (index === undefined) {
      if (colours.length >= MAX_COLOURS) throw new NonogramFormatError(`too many colours (at most ${MAX_COLOURS - 1})`, line, column);
      index = colours.length;
      letters.set(letter, index);
      colours.push({ name: letter, rgb: declared.get(letter) ?? defaultRgb(index) });
    }
    return index;
  };
  for (let i = 0; i < lines.length; i++) {
    const { text: raw, number } = lines[i];
    // no `\s*(.*)$` after the key: with a U+2028 in the line it backtracked over every space
    const m = /^\s*(\w+)/.exec(raw);
    if (!m) continue;
    const key = m[1].toLowerCase(), value = raw.slice(m[0].length).replace(/^\s+/, '');
    const valueColumn = raw.length - value.length + 1;
    if (key === 'width' || key === 'height') {
      const n = Number(value.trim());
      if (!/^\d+$/.test(value.trim())) throw new NonogramFormatError(`${key} must be a whole number`, number, valueColumn);
      if (key === 'width') width = n; else height = n;
    } else if (key === 'title') {
      title = unquote(value);
    } else if (key === 'color' || key === 'colour') {
      const c = /^([A-Za-z])\s+#?([0-9A-Fa-f]{6})\b/.exec(value);
      if (!c) throw new NonogramFormatError('expected `color <letter> #rrggbb`', number, valueColumn);
      declared.set(c[1], '#' + c[2].toLowerCase());
      const index = letters.get(c[1]);
      if (index !== undefined) colours[index].rgb = '#' + c[2].toLowerCase();
    } else if (key === 'goal') {
      goalText = { text: unquote(value), line: number, column: valueColumn + (value.trim().startsWith('"') ? 1 : 0) };
    } else if ((key === 'rows' || key === 'columns') && value.trim() === '') {
      const count = key === 'rows' ? height : width;
      if (count < 0) throw new NonogramFormatError(`'${key}' comes before 'width' and 'height'`, number, 1);
      checkSize(Math.max(width, 1), Math.max(height, 1), number, 1);
      const clues: Clue[] = [];
      let j = i + 1;
      for (; clues.length < count; j++) {
        if (j >= lines.length) throw new NonogramFormatError(`'${key}' needs ${count} lines, found ${clues.length}`, lines.length, 1);
        clues.push(parseClue(lines[j], /,/, letterColour(lines[j].number), key === 'rows' ? width : height));
      }
      i = j - 1;
      if (key === 'rows') rows = clues; else columns = clues;
    }
  }
  if (width < 0) throw new NonogramFormatError("missing 'width'", 1, 1);
  if (height < 0) throw new NonogramFormatError("missing 'height'", 1, 1);
  checkSize(width, height, 1, 1);
  if (!rows) throw new NonogramFormatError("missing 'rows'", lines.length, 1);
  if (!columns) throw new NonogramFormatError("missing 'columns'", lines.length, 1);
  const puzzle: NonogramPuzzle = {
    name: title || fallbackName, width, height,
    colours: colours.length === 1 ? BLACK_AND_WHITE.slice() : colours, rows, columns,
  };
  if (colours.length === 1) letters.set('1', 1);
  if (goalText) {
    const g = goalText.text;
    if (g.length !== width * height) throw new NonogramFormatError(`goal has ${g.length} cells, expected ${width * height}`, goalText.line, goalText.column);
    const goal = new Uint8Array(width * height);
    for (let k = 0; k < g.length; k++) {
      const ch = g[k];
      const index = ch === '0' ? 0 : letters.get(ch) ?? (colours.length <= 2 ? 1 : -1);
      if (index < 0) throw new NonogramFormatError(`goal uses '${ch}', which no clue uses`, goalText.line, goalText.column + k);
      goal[k] = index;
    }
    puzzle.goal = goal;
  }
  return puzzle;
}

function defaultRgb(index: number): string {
  const palette = ['#000000', '#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#46f0f0', '#f032e6', '#bcf60c', '#fabebe', '#008080', '#9a6324', '#800000', '#808000', '#000075'];
  return palette[(index - 1) % palette.length];
}

// --- rows, blank line, columns ----------------------------------------------------------------
export function parseRowsBlankColumns(text: string, name = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text);
  while (lines.length > 0 && lines[lines.length - 1].text.trim() === '') lines.pop();
  let start = 0;
  while (start < lines.length && lines[start].text.trim() === '') start++;
  const blank = lines.findIndex((l, i) => i > start && l.text.trim() === '');
  if (blank < 0) throw new NonogramFormatError('expected the row clues, one blank line, then the column clues', lines.length || 1, 1);
  let after = blank;
  while (after < lines.length && lines[after].text.trim() === '') after++;
  const rowLines = lines.slice(start, blank), columnLines = lines.slice(after);
  if (columnLines.length === 0) throw new NonogramFormatError('no column clues after the blank line', lines[blank].number, 1);
  const height = rowLines.length, width = columnLines.length;
  checkSize(width, height, 1, 1);
  return {
    name, width, height, colours: BLACK_AND_WHITE.slice(),
    rows: rowLines.map((l) => parseClue(l, /[\s,]+/, null, width)),
    columns: columnLines.map((l) => parseClue(l, /[\s,]+/, null, height)),
  };
}

// --- Olšák .mk: "H W", H rows, '#', W columns ----------------------------------------------------
export function parseMk(text: string, name = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text);
  let i = 0;
  while (i < lines.length && lines[i].text.trim() === '') i++;
  const size = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[i]?.text ?? '');
  if (!size) throw new NonogramFormatError('expected the size "height width" on the first line', lines[i]?.number ?? 1, 1);
  const height = Number(size[1]), width = Number(size[2]);
  checkSize(width, height, lines[i].number, 1);
  const rows: Clue[] = [], columns: Clue[] = [];
  let j = i + 1;
  for (; rows.length < height; j++) {
    if (j >= lines.length) throw new NonogramFormatError(`expected ${height} row clues, found ${rows.length}`, lines.length, 1);
    if (lines[j].text.trim() === '#') throw new NonogramFormatError(`expected ${height} row clues, found ${rows.length}`, lines[j].number, 1);
    rows.push(parseClue(lines[j], /[\s,]+/, null, width));
  }
  if (lines[j]?.text.trim() !== '#') throw new NonogramFormatError("expected '#' after the row clues", lines[j]?.number ?? lines.length, 1);
  for (j++; columns.length < width; j++) {
    if (j >= lines.length) throw new NonogramFormatError(`expected ${width} column clues, found ${columns.length}`, lines.length, 1);
    columns.push(parseClue(lines[j], /[\s,]+/, null, height));
  }
  return { name, width, height, colours: BLACK_AND_WHITE.slice(), rows, columns };
}

// --- MiniZinc .dzn (hakank's model: rows, cols, row_rules, col_rules, left-padded with 0) ------------
export function parseDzn(text: string, name = 'nonogram'): NonogramPuzzle {
  const values = new Map<string, { text: string; offset: number }>();
  const clean = text.replace(/%[^\n]*/g, (m) => ' '.repeat(m.length));
  // `name = value;` statements, found by scanning for ';' and '=' (a regular expression over the
  // whole text would start again at every letter of a long word)
  for (let from = 0; from < clean.length;) {
    let end = clean.indexOf(';', from);
    if (end < 0) end = clean.length;
    const eq = clean.indexOf('=', from);
    if (eq >= 0 && eq < end && end < clean.length) {
      const key = /(\w+)\s*$/.exec(clean.slice(Math.max(from, eq - 64), eq));
      const value = clean.slice(eq + 1, end);
      const lead = value.length - value.trimStart().length;
      if (key) values.set(key[1], { text: value.slice(lead), offset: eq + 1 + lead });
    }
    from = end + 1;
  }
  const at = (offset: number): [number, number] => {
    const before = text.slice(0, offset).split('\n');
    return [before.length, before[before.length - 1].length + 1];
  };
  const integer = (key: string): number => {
    const v = values.get(key);
    if (!v) throw new NonogramFormatError(`missing '${key} = ...;'`, 1, 1);
    if (!/^\s*\d+\s*$/.test(v.text)) throw new NonogramFormatError(`'${key}' must be a whole number`, ...at(v.offset));
    return Number(v.text);
  };
  const height = integer('rows'), width = integer('cols');
  checkSize(width, height, 1, 1);
  const rules = (key: string, count: number, per: number, limit: number): Clue[] => {
    const v = values.get(key);
    if (!v) throw new NonogramFormatError(`missing '${key} = array2d(...);'`, 1, 1);
    const open = v.text.indexOf('['), close = v.text.indexOf(']', open + 1);
    if (open < 0 || close < 0) throw new NonogramFormatError(`'${key}' must hold a list [ ... ]`, ...at(v.offset));
    const numbers: number[] = [];
    const listOffset = v.offset + open + 1;
    for (const n of v.text.slice(open + 1, close).matchAll(/[^\s,]+/g)) {
      if (!/^\d+$/.test(n[0])) throw new NonogramFormatError(`expected a number, found '${shown(n[0])}'`, ...at(listOffset + n.index!));
      numbers.push(Number(n[0]));
    }
    if (numbers.length !== count * per) throw new NonogramFormatError(`'${key}' has ${numbers.length} numbers, expected ${count}×${per}`, ...at(v.offset));
    const clues: Clue[] = [];
    for (let r = 0; r < count; r++) {
      const clue: Block[] = [];
      for (const n of numbers.slice(r * per, r * per + per)) {
        if (n > limit) throw new NonogramFormatError(`block of ${n} is longer than the line (${limit})`, ...at(v.offset));
        if (n > 0) clue.push({ length: n, colour: 1 });
      }
      clues.push(clue);
    }
    return clues;
  };
  return {
    name, width, height, colours: BLACK_AND_WHITE.slice(),
    rows: rules('row_rules', height, integer('row_rule_len'), width),
    columns: rules('col_rules', width, integer('col_rule_len'), height),
  };
}

// --- webpbn XML ---------------------------------------------------------------------------------
export interface XmlElement { name: string; attributes: ReadonlyMap<string, string>; children: XmlElement[]; text: string; offset: number }

// Shared by the elements that have no attributes or no children: a file may hold millions of <count>s.
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();
const NO_CHILDREN: XmlElement[] = [];

// The elements of the export format: others are read (their tags must match) but not kept, so that
// a big file of unknown elements costs no memory.
const WEBPBN_ELEMENTS = new Set(['puzzleset', 'puzzle', 'title', 'color', 'clues', 'line', 'count', 'solution', 'image']);

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// Text and attribute values with the predefined entities and character references replaced. Any other
// entity would need a declaration, which the reader refuses: it is left as written.
function xmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z]{2,4});/g, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// A small reader for webpbn's XML: elements, attributes, text, CDATA; comments and the prolog are
// skipped. It keeps its own stack (no recursion: nesting depth costs no call stack), never reads a
// DTD, and refuses entity declarations, so no entity is expanded.
export function readXml(text: string, fail: (message: string, offset: number) => never, keptNames: ReadonlySet<string> = WEBPBN_ELEMENTS): XmlElement {
  const root: XmlElement = { name: '#root', attributes: NO_ATTRIBUTES, children: [], text: '', offset: 0 };
  // Each open element, kept or not, with the kept element its text and children go to: itself, or
  // the nearest kept ancestor.
  const stack: { name: string; offset: number; kept: XmlElement }[] = [{ name: '#root', offset: 0, kept: root }];
  const attr = /\s*([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/y;
  const blank = /\s*$/y;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const top = stack[stack.length - 1];
    if (lt < 0) { top.kept.text += xmlText(text.slice(i)); break; }
    if (lt > i) top.kept.text += xmlText(text.slice(i, lt));
    if (text.startsWith('<!--', lt)) { const end = text.indexOf('-->', lt); if (end < 0) fail('unclosed comment', lt); i = end + 3; continue; }
    if (text.startsWith('<?', lt)) { const end = text.indexOf('?>', lt); if (end < 0) fail("unclosed '<?'", lt); i = end + 2; continue; }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt);
      if (end < 0) fail('unclosed CDATA section', lt);
      top.kept.text += text.slice(lt + 9, end);
      i = end + 3;
      continue;
    }
    if (text.startsWith('<!', lt)) {
      const end = text.indexOf('>', lt);
      if (end < 0) fail("unclosed '<!'", lt);
      const declaration = text.slice(lt, end);
      if (/^<!ENTITY/i.test(declaration) || declaration.includes('[')) fail('entity declarations and DTD subsets are not read: remove the [...] part of <!DOCTYPE> (a puzzle needs none)', lt);
      i = end + 1;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0) fail("unclosed '<'", lt);
    const inner = text.slice(lt + 1, gt);
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      if (top.name !== name) fail(stack.length > 1 ? `expected </${top.name}>, found </${name}>` : `unexpected </${name}>`, lt);
      stack.pop();
    } else {
      const selfClosing = inner.endsWith('/');
      const body = selfClosing ? inner.slice(0, -1) : inner;
      const nameMatch = /^\s*([\w:.-]+)/.exec(body);
      if (!nameMatch) fail('expected an element name', lt + 1);
      const name = nameMatch[1];
      const element: XmlElement = { name, attributes: NO_ATTRIBUTES, children: NO_CHILDREN, text: '', offset: lt };
      let k = nameMatch[0].length;
      for (;;) {
        blank.lastIndex = k;
        if (blank.test(body)) break;
        attr.lastIndex = k;
        const m = attr.exec(body);
        if (!m) fail('malformed attribute', lt + 1 + k);
        if (element.attributes === NO_ATTRIBUTES) element.attributes = new Map();
        (element.attributes as Map<string, string>).set(m[1], xmlText(m[3] ?? m[4]));
        k = attr.lastIndex;
      }
      const kept = keptNames.has(name);
      if (kept) {
        if (top.kept.children === NO_CHILDREN) top.kept.children = [];
        top.kept.children.push(element);
      }
      if (!selfClosing) stack.push({ name, offset: lt, kept: kept ? element : top.kept });
    }
    i = gt + 1;
  }
  if (stack.length > 1) fail(`<${stack[stack.length - 1].name}> is not closed`, stack[stack.length - 1].offset);
  return root;
}

// The first element named `name` under `e`, depth first, without recursion.
function findElement(e: XmlElement, name: string): XmlElement | undefined {
  const todo = e.children.slice().reverse();
  for (let next = todo.pop(); next; next = todo.pop()) {
    if (next.name === name) return next;
    for (let c = next.children.length - 1; c >= 0; c--) todo.push(next.children[c]);
  }
  return undefined;
}

export function parseWebpbnXml(text: string, fallbackName = 'nonogram'): NonogramPuzzle {
  const at = (offset: number): [number, number] => {
    const before = text.slice(0, offset).split(/\r\n|\r|\n/);
    return [before.length, before[before.length - 1].length + 1];
  };
  const fail = (message: string, offset: number): never => { throw new NonogramFormatError(message, ...at(offset)); };
  const root = readXml(text, fail);
  const find = findElement;
  const puzzleElement = find(root, 'puzzle');
  if (!puzzleElement) return fail('no <puzzle> element', 0);
  const defaultColour = puzzleElement.attributes.get('defaultcolor') ?? 'black';
  const background = puzzleElement.attributes.get('backgroundcolor') ?? 'white';
  const colours: Colour[] = [{ name: background, rgb: '#ffffff' }];
  const byName = new Map<string, number>([[background, 0]]);
  const chars = new Map<string, number>();
  for (const c of puzzleElement.children.filter((e) => e.name === 'color')) {
    const name = c.attributes.get('name') ?? '';
    const hex = c.text.trim();
    if (!/^[0-9A-Fa-f]{3}$|^[0-9A-Fa-f]{6}$/.test(hex)) fail(`colour '${name}' needs an RGB value like 000 or ff0000`, c.offset);
    const rgb = '#' + (hex.length === 3 ? hex.split('').map((d) => d + d).join('') : hex).toLowerCase();
    let index = byName.get(name);
    if (index === undefined) {
      if (colours.length >= MAX_COLOURS) fail(`too many colours (at most ${MAX_COLOURS - 1})`, c.offset);
      index = colours.length; byName.set(name, index); colours.push({ name, rgb });
    } else colours[index].rgb = rgb;
    const ch = c.attributes.get('char');
    if (ch) chars.set(ch, index);
  }
  if (!byName.has(defaultColour)) {
    if (colours.length >= MAX_COLOURS) fail(`too many colours (at most ${MAX_COLOURS - 1}) with the default colour '${defaultColour}'`, puzzleElement.offset);
    byName.set(defaultColour, colours.length); colours.push({ name: defaultColour, rgb: '#000000' });
  }
  // black first, so that black-and-white puzzles have colour 1 = black
  const clueSets = puzzleElement.children.filter((e) => e.name === 'clues');
  const cluesOf = (type: string): XmlElement => clueSets.find((e) => e.attributes.get('type') === type) ?? fail(`no <clues type="${type}">`, puzzleElement.offset);
  const rowsElement = cluesOf('rows'), columnsElement = cluesOf('columns');
  const height = rowsElement.children.filter((e) => e.name === 'line').length;
  const width = columnsElement.children.filter((e) => e.name === 'line').length;
  if (width === 0 || height === 0) fail('a puzzle needs at least one row and one column', puzzleElement.offset);
  const [sizeLine, sizeColumn] = at(puzzleElement.offset);
  checkSize(width, height, sizeLine, sizeColumn);
  const clues = (set: XmlElement, limit: number): Clue[] => set.children.filter((e) => e.name === 'line').map((line) => line.children.filter((e) => e.name === 'count').map((count) => {
    const length = Number(count.text.trim());
    if (!/^\d+$/.test(count.text.trim()) || length < 1 || length > limit) fail(`a count must be a number from 1 to ${limit}`, count.offset);
    const name = count.attributes.get('color') ?? defaultColour;
    const colour = byName.get(name);
    if (colour === undefined || colour === 0) return fail(`unknown colour '${name}'`, count.offset);
    return { length, colour };
  }));
  const puzzle: NonogramPuzzle = {
    name: find(puzzleElement, 'title')?.text.trim() || fallbackName, width, height,
    colours, rows: clues(rowsElement, width), columns: clues(columnsElement, height),
  };
  // colour 1 must be the default colour (black) for black-and-white output
  const goalElement = puzzleElement.children.find((e) => e.name === 'solution' && (e.attributes.get('type') ?? 'goal') === 'goal');
  const image = goalElement && find(goalElement, 'image');
  if (image) {
    const rowsText = image.text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const goal = new Uint8Array(width * height);
    if (rowsText.length !== height) fail(`the goal image has ${rowsText.length} rows, expected ${height}`, image.offset);
    rowsText.forEach((row, y) => {
      const cells = row.replace(/^\|/, '').replace(/\|$/, '');
      if (cells.length !== width) fail(`goal row ${y + 1} has ${cells.length} cells, expected ${width}`, image.offset);
      for (let x = 0; x < width; x++) {
        const index = chars.get(cells[x]);
        if (index === undefined) fail(`goal uses '${cells[x]}', which is no colour's char`, image.offset);
        goal[y * width + x] = index!;
      }
    });
    puzzle.goal = goal;
  }
  return puzzle;
}

// --- colours by name (the X11 names the example files use) --------------------------------------
const NAMED_COLOURS: Record<string, string> = {
  white: '#ffffff', black: '#000000', red: '#ff0000', green: '#00ff00', blue: '#0000ff', yellow: '#ffff00',
  orange: '#ffa500', brown: '#a52a2a', pink: '#ffc0cb', purple: '#a020f0', grey: '#bebebe', gray: '#bebebe',
  cyan: '#00ffff', magenta: '#ff00ff', violet: '#ee82ee', darkgreen: '#006400', lightblue: '#add8e6',
};

function rgbOf(description: string): string | undefined {
  const d = description.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{6})$/.exec(d);
  if (hex) return '#' + hex[1];
  const triple = /^(\d+)\s*,\s*(\d+)\s*,\s*(\d+)$/.exec(d);
  if (triple) return '#' + triple.slice(1).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('');
  return NAMED_COLOURS[d];
}

// Clue lines whose blocks carry colour letters; `letters` maps a letter to its colour index and
// `defaultColour` is the colour of a block without a letter.
function colourClue(source: SourceLine, text: string, offset: number, letters: Map<string, number>, defaultColour: number, limit: number): Clue {
  const clue: Clue = [];
  for (const m of text.matchAll(/\S+/g)) {
    const column = offset + m.index! + 1;
    const token = /^(\d+)([A-Za-z]?)$/.exec(m[0]);
    if (!token) throw new NonogramFormatError(`expected a block length with an optional colour letter, found '${shown(m[0])}'`, source.number, column);
    const length = Number(token[1]);
    if (length > limit) throw new NonogramFormatError(`block of ${shown(token[1])} is longer than the line (${limit})`, source.number, column);
    if (length === 0) continue;
    const colour = token[2] ? letters.get(token[2]) : defaultColour;
    if (colour === undefined || colour < 1) throw new NonogramFormatError(`unknown colour '${token[2] || '1'}'`, source.number, column + token[1].length);
    clue.push({ length, colour });
  }
  return clue;
}

// --- Olšák .g: a preamble, `#d` colour lines `<in>:<out> <colour> <comment>`, then `:`, the rows,
// `:`, the columns (and maybe a closing `:`) ---------------------------------------------------------
export function parseOlsakG(text: string, name = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text);
  const markers = lines.filter((l) => l.text.startsWith(':')).map((l) => l.number - 1);
  if (markers.length < 2) throw new NonogramFormatError("expected a line ':' before the row clues and one before the column clues", lines.length, 1);
  const colours: Colour[] = [{ name: 'white', rgb: '#ffffff' }];
  const letters = new Map<string, number>();
  let defaultColour = -1;
  for (const l of lines.slice(0, markers[0])) {
    const m = /^\s*(\S):(\S?)\s+(\S+)/.exec(l.text);
    if (!m || m[1] === '#') continue;
    if (/[\/\\]/.test(m[3])) throw new NonogramFormatError('triangle colours (triddlers) are not supported', l.number, l.text.indexOf(m[3]) + 1);
    const rgb = rgbOf(m[3]) ?? defaultRgb(colours.length);
    if (m[1] === '0') { colours[0] = { name: m[3], rgb }; continue; }
    if (colours.length >= MAX_COLOURS) throw new NonogramFormatError(`too many colours (at most ${MAX_COLOURS - 1})`, l.number, 1);
    letters.set(m[1], colours.length);
    if (m[1] === '1') defaultColour = colours.length;
    colours.push({ name: m[1] === '1' ? m[3] : m[1], rgb });
  }
  if (colours.length === 1) { colours.push({ name: 'black', rgb: '#000000' }); defaultColour = 1; }
  const block = (from: number, to: number): SourceLine[] => lines.slice(from + 1, to).filter((l) => l.text.trim() !== '' && !l.text.trim().startsWith('#'));
  const rowLines = block(markers[0], markers[1]), columnLines = block(markers[1], markers[2] ?? lines.length);
  const height = rowLines.length, width = columnLines.length;
  checkSize(width, height, lines[markers[0]].number, 1);
  return {
    name, width, height, colours,
    rows: rowLines.map((l) => colourClue(l, l.text, 0, letters, defaultColour, width)),
    columns: columnLines.map((l) => colourClue(l, l.text, 0, letters, defaultColour, height)),
  };
}

// --- pynogram's INI: [clues] with `columns =` and `rows =` (clues separated by commas or lines,
// maybe quoted), an optional [colors] section `g = (0, 204, 0) %`; `#` and `;` start comments --------
export function parsePynogram(text: string, name = 'nonogram'): NonogramPuzzle {
  const lines = linesOf(text).map((l) => {
    const comment = l.text.search(/[#;]/);
    return { number: l.number, text: comment < 0 ? l.text : l.text.slice(0, comment) };
  });
  const colours: Colour[] = [{ name: 'white', rgb: '#ffffff' }, { name: 'black', rgb: '#000000' }];
  const letters = new Map<string, number>([['b', 1]]);
  let section = '';
  let key: 'rows' | 'columns' | null = null;
  const items: Record<'rows' | 'columns', { line: SourceLine; text: string; offset: number }[]> = { rows: [], columns: [] };
  const seen = new Set<string>();
  for (const l of lines) {
    const header = /^\s*\[(\w+)\]\s*$/.exec(l.text);
    if (header) { section = header[1].toLowerCase(); key = null; continue; }
    if (section === 'colors') {
      const m = /^\s*(\w+)\s*=\s*\(([^)]*)\)/.exec(l.text);
      if (!m) continue;
      const rgb = rgbOf(m[2]);
      if (!rgb) throw new NonogramFormatError(`unknown colour '${m[2]}'`, l.number, l.text.indexOf('(') + 2);
      if (m[1] === 'b' || m[1] === 'black') { colours[1].rgb = rgb; continue; }
      if (colours.length >= MAX_COLOURS) throw new NonogramFormatError(`too many colours (at most ${MAX_COLOURS - 1})`, l.number, 1);
      letters.set(m[1], colours.length);
      colours.push({ name: m[1], rgb });
      continue;
    }
    if (section !== 'clues') continue;
    const assignment = /^\s*(rows|columns)\s*=/.exec(l.text);
    let rest = l.text, offset = 0;
    if (assignment) {
      key = assignment[1] as 'rows' | 'columns';
      if (seen.has(key)) throw new NonogramFormatError(`'${key}' given twice`, l.number, l.text.indexOf(key) + 1);
      seen.add(key);
      offset = assignment[0].length;
      rest = l.text.slice(offset);
    } else if (/^\S/.test(l.text) && l.text.trim() !== '') {
      throw new NonogramFormatError("expected 'rows =' or 'columns =', or an indented clue", l.number, 1);
    }
    if (!key) continue;
    let at = offset;
    for (const part of rest.split(',')) {
      const unquoted = part.replace(/["']/g, ' ');
      if (unquoted.trim() !== '') items[key].push({ line: l, text: unquoted, offset: at });
      at += part.length + 1;
    }
  }
  for (const k of ['rows', 'columns'] as const) if (items[k].length === 0) throw new NonogramFormatError(`missing '${k} =' in [clues]`, lines.length, 1);
  const height = items.rows.length, width = items.columns.length;
  checkSize(width, height, 1, 1);
  return {
    name, width, height, colours,
    rows: items.rows.map((i) => colourClue(i.line, i.text, i.offset, letters, 1, width)),
    columns: items.columns.map((i) => colourClue(i.line, i.text, i.offset, letters, 1, height)),
  };
}

// --- writing .non ----------------------------------------------------------------------------
export function formatNon(puzzle: NonogramPuzzle): string {
  const colourLetters = colourLettersOf(puzzle);
  const coloured = puzzle.colours.length > 2;
  const clue = (c: Clue): string => c.length === 0 ? '0' : c.map((b) => `${b.length}${coloured ? colourLetters[b.colour] : ''}`).join(',');
  // A name or colour is one line of the file: a line break in either would write lines of its own.
  const out = [`title "${puzzle.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')}"`];
  if (coloured) for (let i = 1; i < puzzle.colours.length; i++) out.push(`color ${colourLetters[i]} ${/^#[0-9a-f]{6}$/i.test(puzzle.colours[i].rgb) ? puzzle.colours[i].rgb : '#000000'}`);
  out.push(`width ${puzzle.width}`, `height ${puzzle.height}`, '', 'rows', ...puzzle.rows.map(clue), '', 'columns', ...puzzle.columns.map(clue));
  if (puzzle.goal) out.push('', `goal "${Array.from(puzzle.goal, (c) => c === 0 ? '0' : coloured ? colourLetters[c] : '1').join('')}"`);
  return out.join('\n') + '\n';
}

const COLOUR_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

// One letter per colour (index 0 unused): the colour's own name when it is a single letter, else the
// first free of a-z, A-Z (52, more than MAX_COLOURS: every letter reads back in .non and in a block).
export function colourLettersOf(puzzle: NonogramPuzzle): string[] {
  const letters: string[] = ['.'];
  const taken = new Set<string>();
  for (let i = 1; i < puzzle.colours.length; i++) {
    const own = puzzle.colours[i].name;
    let letter = /^[a-z]$/i.test(own) && !taken.has(own) ? own : '';
    for (let k = 0; !letter; k++) { const c = COLOUR_LETTERS[k]; if (!taken.has(c)) letter = c; }
    taken.add(letter);
    letters.push(letter);
  }
  return letters;
}

// The checked model of a nonogram block: its clues as a NonogramPuzzle, and every check that needs no
// solver (clues that cannot fit, row and column totals per colour, the goal against the clues).
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { Position, Range, range, withCommas } from '../language/text';
import { artRowGlyphs } from '../grids/art';
import { minOf } from '../arrays';
import { clueOfLine, minimumLength, sameClue } from './checks';
import { BLACK_AND_WHITE, Clue, Colour, NonogramPuzzle } from './puzzle';
import { ClueLine, NonogramDecl, readNonogram } from './syntax';
import type { Art, ArtRow } from '../language/syntax';
import { BlockKind, coloursQuestion, Puzzle, puzzlesOf } from '../language/blocks';
import { MAX_CELLS, MAX_SIDE } from './formats';
import { MAX_COLOURS } from './solve';

export interface Nonogram extends Puzzle {
  kind: 'nonogram';
  block: NonogramDecl;
  puzzle: NonogramPuzzle;
  /** Source range of each row's clue (top to bottom) and each column's (left to right). */
  rowRanges: Range[];
  columnRanges: Range[];
  /** Where the goal's top-left cell is in the source (cell x, y is `x` characters right and `y` lines down). */
  goalCorner?: Position;
  /** Where the hints' top-left cell is in the source. */
  hintsCorner?: Position;
  /** Whether clues and goal were read without errors: only then do solving and its checks mean something. */
  solvable: boolean;
}

/** Glyphs of the goal art for a blank cell and for colour 1 (black, or the palette's first colour). */
export const blankGlyphs = new Set(['.', '·', ' ']);
export const firstColourGlyphs = new Set(['#', '█']);

/** Most goal mismatches reported per direction: a wrong goal is fixed a few lines at a time. */
const maxMismatches = 20;

/** A clue as written in a nonogram block: `3 1`, `3r 1b` in colour puzzles, `0` when empty. */
export function clueText(clue: Clue, colours: readonly Colour[]): string {
  if (clue.length === 0) return '0';
  return clue.map((b) => (colours.length > 2 ? `${b.length}${colours[b.colour].name}` : `${b.length}`)).join(' ');
}

/** The colour's name for messages: black, or a palette letter with its RGB. */
export function colourLabel(colours: readonly Colour[], c: number): string {
  return colours.length > 2 || colours[c].name !== 'black' ? `colour ${colours[c].name} (${colours[c].rgb})` : 'black';
}

export function buildNonogram(decl: NonogramDecl, diagnostics: Diagnostic[]): Nonogram | undefined {
  const name = decl.name.text;
  let solvable = true;
  const colours: Colour[] = [BLACK_AND_WHITE[0]];
  const letters = new Map<string, number>();
  for (const entry of decl.palette?.entries ?? []) {
    if (!/^[A-Za-z]$/.test(entry.name.text)) {
      diagnostics.push(diagnostic('bad-nonogram', entry.name.range, `a colour is named by one letter (clues write it after the length, as in 3${entry.name.text[0]}), not '${entry.name.text}'`));
      solvable = false;
      continue;
    }
    const first = decl.palette!.entries.find((e) => e.name.text === entry.name.text)!;
    if (first !== entry) {
      diagnostics.push(diagnostic('duplicate-name', entry.name.range, `colour '${entry.name.text}' is defined twice`, [{ message: `first definition of '${entry.name.text}'`, range: first.name.range }]));
      continue;
    }
    let rgb = entry.rgb.text.toLowerCase();
    if (/^#[0-9a-f]{3}$/.test(rgb)) rgb = `#${[...rgb.slice(1)].map((h) => h + h).join('')}`;
    if (!/^#[0-9a-f]{6}$/.test(rgb)) {
      diagnostics.push(diagnostic('bad-nonogram', entry.rgb.range, `'${entry.rgb.text}' is not an RGB colour: write six hex digits, as in #ff0000`));
      rgb = '#808080';
    }
    if (colours.length === MAX_COLOURS) {
      // a cell's colours are a bit set of 32 bits: a 32nd colour would wrap onto the first
      const count = new Set(decl.palette!.entries.map((e) => e.name.text)).size;
      diagnostics.push(diagnostic('bad-nonogram', entry.name.range, `a nonogram has at most ${MAX_COLOURS - 1} colours; this palette has ${count}: from '${entry.name.text}' on they are too many`));
      solvable = false;
    }
    letters.set(entry.name.text, colours.length);
    colours.push({ name: entry.name.text, rgb });
  }
  if (decl.palette && colours.length === 1) {
    diagnostics.push(diagnostic('bad-nonogram', decl.palette.keyword, `this palette has no colours: add one per line, as in 'r = #ff0000'`));
    return undefined;
  }
  if (colours.length === 1) colours.push(BLACK_AND_WHITE[1]);

  const missing = (['rows', 'columns'] as const).filter((k) => !decl[k] || decl[k]!.clues.length === 0);
  if (missing.length > 0) {
    diagnostics.push(diagnostic('bad-nonogram', decl.name.range, `nonogram ${name} needs ${missing.map((k) => `'${k} { }' with one clue per ${k.slice(0, -1)}`).join(' and ')}`));
    return undefined;
  }
  const width = decl.columns!.clues.length;
  const height = decl.rows!.clues.length;
  // the same bounds as the file readers: the solver's memory grows with the cells
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS) {
    const at = height > MAX_SIDE ? decl.rows!.keyword : width > MAX_SIDE ? decl.columns!.keyword : decl.name.range;
    diagnostics.push(diagnostic('bad-nonogram', at, `nonogram ${name} is ${width}×${height}: at most ${withCommas(MAX_SIDE)} rows and columns and ${withCommas(MAX_CELLS)} cells`));
    return undefined;
  }

  let fits = true;
  const readClue = (line: ClueLine, what: string, length: number): Clue => {
    if (line.broken) solvable = false;
    const clue: Clue = [];
    for (const b of line.blocks) {
      let colour = 1;
      if (b.colour) {
        const c = letters.get(b.colour.text);
        if (c === undefined) {
          const known = [...letters.keys()];
          diagnostics.push(diagnostic('unknown-name', b.colour.range, known.length
            ? `'${b.colour.text}' is not a colour of the palette (${known.join(', ')})`
            : `'${b.colour.text}' is not a colour: a black-and-white nonogram writes lengths only; add a palette for colours`));
          solvable = false;
        } else colour = c;
      }
      if (b.length === 0) {
        if (line.blocks.length > 1) { diagnostics.push(diagnostic('bad-clue', b.range, `0 stands alone for an empty ${what}; a block is at least 1 long`)); solvable = false; }
        continue;
      }
      clue.push({ length: b.length, colour });
    }
    const need = minimumLength(clue);
    if (need > length) {
      fits = false;
      const shown = need >= Number.MAX_SAFE_INTEGER ? 'more cells' : `${need} cells`;
      diagnostics.push(diagnostic('clue-too-long', line.range, `this ${what} clue needs ${shown} (its blocks and the gaps between them) but a ${what} has ${length}`));
    }
    return clue;
  };
  const rows = decl.rows!.clues.map((l) => readClue(l, 'row', width));
  const columns = decl.columns!.clues.map((l) => readClue(l, 'column', height));
  const puzzle: NonogramPuzzle = { name, width, height, colours, rows, columns };
  const nonogram: Nonogram = {
    kind: 'nonogram', name, nameRange: decl.name.range, block: decl, puzzle, solvable,
    rowRanges: decl.rows!.clues.map((l) => l.range), columnRanges: decl.columns!.clues.map((l) => l.range),
  };
  // Totals and the goal say nothing new about clues that cannot fit.
  if (!solvable || !fits) return nonogram;

  for (let c = 1; c < colours.length; c++) {
    const sum = (clues: Clue[]) => clues.reduce((s, clue) => clue.reduce((t, b) => (b.colour === c ? t + b.length : t), s), 0);
    const inRows = sum(rows), inColumns = sum(columns);
    if (inRows !== inColumns) {
      diagnostics.push(diagnostic('totals-differ', decl.columns!.keyword,
        `the column clues paint ${inColumns} cells ${colourLabel(colours, c)}, the row clues ${inRows}: they must agree`,
        [{ message: `the row clues paint ${inRows}`, range: decl.rows!.keyword }]));
    }
  }
  if (decl.goal) readGoal(nonogram, letters, diagnostics);
  if (decl.hints) readHints(nonogram, letters, diagnostics);
  return nonogram;
}

/** Glyphs of the hints art where no hint is given. */
export const unknownGlyphs = new Set(['?', ' ']);

/**
 * A goal's or the hints' art as one colour per cell (-1: unknown, hints only), with where its top-left
 * cell is and its drawn rows; undefined after reporting what is wrong with it (rows, width, glyphs).
 */
function readCellArt(nonogram: Nonogram, section: { keyword: Range; art: Art }, what: 'goal' | 'hints',
  letters: Map<string, number>, diagnostics: Diagnostic[]): { cells: Int8Array; corner: Position; rows: ArtRow[] } | undefined {
  const { puzzle } = nonogram;
  const { width, height } = puzzle;
  const code = what === 'goal' ? 'bad-goal' : 'bad-hints';
  const the = what === 'goal' ? 'the goal' : 'the hints';
  // Blank rows before the first and after the last drawn row are layout; between them they are rows.
  const drawn = section.art.rows.map((r) => r.text.length > 0);
  const first = drawn.indexOf(true), last = drawn.lastIndexOf(true);
  if (first < 0) {
    diagnostics.push(diagnostic(code, section.keyword, what === 'goal' ? `the goal is empty: draw the picture, # for black and . for blank`
      : `the hints are empty: draw one row per row of the nonogram, # or a letter for a colour given, . for a blank given, ? where nothing is`));
    return undefined;
  }
  const drawnRows = section.art.rows.slice(first, last + 1).filter((r) => r.text.length > 0);
  const firstOnBraceLine = drawnRows[0].line === section.art.range.start.line;
  const origin = firstOnBraceLine ? drawnRows[0].startChar : minOf(drawnRows.map((r) => r.startChar));
  // Source lines: a blank line between rows is a blank row (a row with no hints).
  const lineCount = drawnRows[drawnRows.length - 1].line - drawnRows[0].line + 1;
  if (lineCount !== height) {
    diagnostics.push(diagnostic(code, section.keyword, `${what === 'goal' ? 'the goal has' : 'the hints have'} ${lineCount} rows but the nonogram ${height} (one per row clue)`));
    return undefined;
  }
  const cells = new Int8Array(width * height).fill(what === 'goal' ? 0 : -1);
  let ok = true;
  for (const row of drawnRows) {
    const y = row.line - drawnRows[0].line;
    const glyphs = artRowGlyphs(row, origin, diagnostics);
    if (row.startChar < origin) ok = false;
    for (const { ch, column, here } of glyphs) {
      if (what === 'hints' ? unknownGlyphs.has(ch) : blankGlyphs.has(ch)) continue;
      if (column >= width) {
        diagnostics.push(diagnostic(code, range(here.start.line, here.start.character, row.line, row.startChar + row.text.length), `this ${what === 'goal' ? 'goal' : 'hints'} row is wider than the nonogram's ${width} column${width === 1 ? '' : 's'}`));
        ok = false;
        break;
      }
      const colour = blankGlyphs.has(ch) ? 0 : firstColourGlyphs.has(ch) ? 1 : letters.get(ch);
      if (colour === undefined) {
        const known = `use # for ${colourLabel(puzzle.colours, 1)}, . for blank${letters.size ? ` and the palette's letters (${[...letters.keys()].join(' ')})` : ''}`;
        diagnostics.push(diagnostic('unknown-glyph', here, `'${ch}' is not a cell of ${the}: ${known}${what === 'hints' ? ', ? where no hint is given' : ''}`));
        ok = false;
        continue;
      }
      cells[y * width + column] = colour;
    }
  }
  return ok ? { cells, corner: { line: drawnRows[0].line, character: origin }, rows: drawnRows } : undefined;
}

/** Where a cell of a goal or hints art is in the source, from its top-left cell. */
export function cellRangeAt(corner: Position, width: number, cell: number): Range {
  const line = corner.line + Math.floor(cell / width), character = corner.character + (cell % width);
  return range(line, character, line, character + 1);
}

/** Reads the hints art into puzzle.hints; a hint the goal does not paint is an error at the hint. */
function readHints(nonogram: Nonogram, letters: Map<string, number>, diagnostics: Diagnostic[]): void {
  const read = readCellArt(nonogram, nonogram.block.hints!, 'hints', letters, diagnostics);
  if (!read) { nonogram.solvable = false; return; }
  const { puzzle } = nonogram;
  const label = (c: number) => (c === 0 ? 'blank' : colourLabel(puzzle.colours, c));
  let n = 0;
  for (let cell = 0; cell < read.cells.length && puzzle.goal && n < maxMismatches; cell++) {
    const hint = read.cells[cell];
    if (hint < 0 || hint === puzzle.goal[cell]) continue;
    const at = `row ${Math.floor(cell / puzzle.width) + 1}, column ${(cell % puzzle.width) + 1}`;
    diagnostics.push(diagnostic('hint-contradicts', cellRangeAt(read.corner, puzzle.width, cell), `the hint at ${at} is ${label(hint)}, the goal paints it ${label(puzzle.goal[cell])}`,
      [{ message: `${at} of the goal`, range: cellRangeAt(nonogram.goalCorner!, puzzle.width, cell) }]));
    n++;
  }
  puzzle.hints = read.cells;
  nonogram.hintsCorner = read.corner;
}

/** Reads the goal art into puzzle.goal and checks it against the clues. */
function readGoal(nonogram: Nonogram, letters: Map<string, number>, diagnostics: Diagnostic[]): void {
  const { puzzle, block: decl } = nonogram;
  const goal = decl.goal!;
  const { width, height } = puzzle;
  const read = readCellArt(nonogram, goal, 'goal', letters, diagnostics);
  if (!read) return;
  const cells = Uint8Array.from(read.cells);
  const drawnRows = read.rows;
  puzzle.goal = cells;
  nonogram.goalCorner = read.corner;
  const rowRangeOf = (y: number) => {
    const r = drawnRows.find((d) => d.line === drawnRows[0].line + y);
    return r ? range(r.line, r.startChar, r.line, r.startChar + r.text.length) : range(drawnRows[0].line + y, 0, drawnRows[0].line + y, 0);
  };
  const report = (kind: 'row' | 'column', index: number, actual: Clue, expected: Clue, at: Range, related: Range) => {
    diagnostics.push(diagnostic('goal-mismatch', at, `${kind} ${index + 1} of the goal reads ${clueText(actual, puzzle.colours)}, its clue says ${clueText(expected, puzzle.colours)}`,
      [{ message: `${kind} ${index + 1} of the goal`, range: related }]));
  };
  let n = 0;
  for (let y = 0; y < height && n < maxMismatches; y++) {
    const actual = clueOfLine(cells, y * width, 1, width);
    if (!sameClue(actual, puzzle.rows[y])) { report('row', y, actual, puzzle.rows[y], nonogram.rowRanges[y], rowRangeOf(y)); n++; }
  }
  n = 0;
  for (let x = 0; x < width && n < maxMismatches; x++) {
    const actual = clueOfLine(cells, x, width, height);
    if (!sameClue(actual, puzzle.columns[x])) { report('column', x, actual, puzzle.columns[x], nonogram.columnRanges[x], goal.art.range); n++; }
  }
}

/** The nonograms of a model. */
export function nonogramsOf(model: { puzzles: readonly Puzzle[] }): Nonogram[] {
  return puzzlesOf<Nonogram>(model, 'nonogram');
}

/** The nonogram block as the language front end reads and builds it (core/read.ts). */
export const nonogramBlocks: BlockKind = {
  keyword: 'nonogram',
  title: 'nonogram',
  solveCommand: 'logel.solveNonogram',
  pictureMaker: {
    command: 'logel.makeNonogram',
    progress: 'making the nonogram unique',
    questions: [{ title: 'Width in cells', option: '--width', value: 30, least: 1, most: 1000, png: true }, coloursQuestion([2, 3, 4, 6])],
  },
  read(text, start, lines) {
    const { decl, end, diagnostics } = readNonogram(text, lines, start);
    return { block: decl, end, diagnostics };
  },
  build: (block, diagnostics) => buildNonogram(block as NonogramDecl, diagnostics),
};

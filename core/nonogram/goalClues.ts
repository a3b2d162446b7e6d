// Clues from the goal: the rows and columns a nonogram block's goal art implies, written as text
// edits of the block (its `rows { }` and `columns { }` replaced, or added above the goal). The goal
// is read from the syntax tree on its own, so this works when the clues are missing, of the wrong
// number, or disagree with the picture.
import { Diagnostic } from '../language/diagnostics';
import { Range } from '../language/text';
import { artRowGlyphs } from '../grids/art';
import { minOf } from '../arrays';
import { blankGlyphs, clueText, firstColourGlyphs } from './build';
import { clueOfLine, sameClue } from './checks';
import { BLACK_AND_WHITE, Clue, Colour } from './puzzle';
import type { ClueSection, NonogramDecl } from './syntax';
import type { Picture } from './picture';

export interface ClueEdit { range: Range; newText: string }

/** The goal as a picture; undefined when the block has no goal or it holds a glyph that is not a colour. */
export function goalPicture(decl: NonogramDecl): Picture | undefined {
  if (!decl.goal) return undefined;
  const colours: Colour[] = [BLACK_AND_WHITE[0]];
  const letters = new Map<string, number>();
  for (const e of decl.palette?.entries ?? []) {
    if (!/^[A-Za-z]$/.test(e.name.text) || letters.has(e.name.text)) continue;
    letters.set(e.name.text, colours.length);
    colours.push({ name: e.name.text, rgb: e.rgb.text });
  }
  if (colours.length === 1) colours.push(BLACK_AND_WHITE[1]);
  const rows = decl.goal.art.rows.filter((r) => r.text.length > 0);
  if (rows.length === 0) return undefined;
  // The same reading as the goal check's (build.ts): the first row sets the edge when it shares the brace's line.
  const origin = rows[0].line === decl.goal.art.range.start.line ? rows[0].startChar : minOf(rows.map((r) => r.startChar));
  const height = rows[rows.length - 1].line - rows[0].line + 1;
  const ignored: Diagnostic[] = [];
  const painted: { y: number; x: number; colour: number }[] = [];
  let width = 0;
  for (const row of rows) {
    if (row.startChar < origin) return undefined;
    for (const { ch, column } of artRowGlyphs(row, origin, ignored)) {
      width = Math.max(width, column + 1);
      if (blankGlyphs.has(ch)) continue;
      const colour = firstColourGlyphs.has(ch) ? 1 : letters.get(ch);
      if (colour === undefined) return undefined;
      painted.push({ y: row.line - rows[0].line, x: column, colour });
    }
  }
  const cells = new Uint8Array(width * height);
  for (const p of painted) cells[p.y * width + p.x] = p.colour;
  return { width, height, colours, cells };
}

export function cluesOfPicture(p: Picture): { rows: Clue[]; columns: Clue[] } {
  const rows: Clue[] = [], columns: Clue[] = [];
  for (let y = 0; y < p.height; y++) rows.push(clueOfLine(p.cells, y * p.width, 1, p.width));
  for (let x = 0; x < p.width; x++) columns.push(clueOfLine(p.cells, x, p.width, p.height));
  return { rows, columns };
}

/**
 * The edits that make the block's rows and columns those of its goal; [] when they already are (or
 * there is no readable goal). A section is rewritten whole, indented as its keyword; a missing one
 * goes above `goal`.
 */
export function cluesFromGoal(decl: NonogramDecl): ClueEdit[] {
  const picture = goalPicture(decl);
  return picture ? cluesOfPictureEdits(decl, picture) : [];
}

/** The edits that make the block's rows and columns those of `picture` (the goal, or the goal changed). */
export function cluesOfPictureEdits(decl: NonogramDecl, picture: Picture): ClueEdit[] {
  const wanted = cluesOfPicture(picture);
  const agrees = (section: ClueSection | undefined, clues: Clue[]): boolean =>
    section !== undefined && !section.clues.some((l) => l.broken) && section.clues.length === clues.length
    && section.clues.every((l, i) => sameClue(l.blocks.filter((b) => b.length > 0).map((b) => ({ length: b.length, colour: b.colour ? picture.colours.findIndex((c) => c.name === b.colour!.text) : 1 })), clues[i]));
  const goalKeyword = decl.goal!.keyword;
  const indent = ' '.repeat(goalKeyword.start.character);
  const sectionText = (keyword: string, clues: Clue[], at: string) =>
    [`${keyword} {`, ...clues.map((c) => `${at}  ${clueText(c, picture.colours)}`), `${at}}`].join('\n');
  const edits: ClueEdit[] = [];
  const missing: string[] = [];
  for (const kind of ['rows', 'columns'] as const) {
    const section = decl[kind];
    if (agrees(section, wanted[kind])) continue;
    if (section) edits.push({ range: section.range, newText: sectionText(kind, wanted[kind], ' '.repeat(section.keyword.start.character)) });
    else missing.push(`${sectionText(kind, wanted[kind], indent)}\n${indent}`);
  }
  if (missing.length > 0) edits.push({ range: { start: goalKeyword.start, end: goalKeyword.start }, newText: missing.join('') });
  return edits;
}

// Formatting: two spaces per block level, no trailing spaces, and art moved as a whole so that every
// row keeps its column relative to the others (formatting never changes a cell).
import { artsOf } from './references';
import { SyntaxTree } from '../language/syntax';
import { LineIndex, Range, range } from '../language/text';
import { minOf, pushAll } from '../arrays';
import { alignedClueRows } from '../linkpix/format';

export interface TextEdit { range: Range; newText: string }

const indentUnit = '  ';

/** Brace depth at the start of each line, skipping comments and quoted glyphs. */
function depths(lines: LineIndex): { depth: number[]; inComment: boolean[] } {
  const depth: number[] = [];
  const inComment: boolean[] = [];
  let d = 0;
  let block = false;
  for (let l = 0; l < lines.lineCount; l++) {
    depth.push(d);
    inComment.push(block);
    const t = lines.lineText(l);
    for (let i = 0; i < t.length; i++) {
      if (block) { if (t.startsWith('*/', i)) { block = false; i++; } continue; }
      const c = t[i];
      if (c === '/' && t[i + 1] === '/') break;
      if (c === '/' && t[i + 1] === '*') { block = true; i++; continue; }
      if (c === '"' || c === "'") { const close = t.indexOf(c, i + 1); if (close > i) i = close; continue; }
      if (c === '{') d++;
      else if (c === '}') d = Math.max(0, d - 1);
    }
  }
  return { depth, inComment };
}

/**
 * No Logel block nests more than two deep (a tile in a tileset, a rotation in a grid). A line deeper than
 * this is inside garbled text and is left as it is: indenting it would write two spaces per unclosed
 * brace, and 100,000 '{' above 2,000 short lines once made a 400 MB answer of spaces.
 */
const maxIndentDepth = 8;

/**
 * Past this many edits the answer is one edit of the whole document: millions of small edit objects take
 * GBs, the formatted text at most the document plus 16 spaces a line (VS Code cuts a whole-document
 * format back to minimal edits itself).
 */
export const maxFormatEdits = 10_000;

export function formatEdits(text: string, tree: SyntaxTree, lines = new LineIndex(text)): TextEdit[] {
  const { depth, inComment } = depths(lines);
  const indentOf = (l: number) => lines.lineText(l).length - lines.lineText(l).trimStart().length;
  const target = (l: number) => {
    const t = lines.lineText(l).trimStart();
    return (t.startsWith('}') ? Math.max(0, depth[l] - 1) : depth[l]) * indentUnit.length;
  };
  const tooDeep = (l: number) => depth[l] > maxIndentDepth;

  // Lines that continue an art (rows not on the line of the opening brace) move with the art's first line.
  const shift = new Map<number, number>();
  const frozen = new Set<number>();
  for (const art of artsOf(tree)) {
    const rows = art.rows.filter((r) => r.text.length > 0);
    if (rows.length === 0) continue;
    const braceLine = art.range.start.line;
    const onBraceLine = rows[0].line === braceLine;
    const origin = onBraceLine ? rows[0].startChar : minOf(rows.map((r) => r.startChar));
    const own = rows.filter((r) => r.line !== braceLine);
    // A row left of the art's origin is already an error; moving anything would change what it means.
    if (rows.some((r) => r.startChar < origin) || own.some((r) => indentOf(r.line) !== r.startChar)) {
      for (let l = braceLine; l <= art.range.end.line; l++) frozen.add(l);
      continue;
    }
    const delta = onBraceLine ? target(braceLine) - indentOf(braceLine) : target(own[0].line) - origin;
    for (const r of own) shift.set(r.line, r.startChar + delta);
  }

  const clueRows = alignedClueRows(tree, lines, target);
  /** The edits of line l, left to right. */
  const lineEdits = (l: number): TextEdit[] => {
    const t = lines.lineText(l);
    const aligned = clueRows.get(l);
    if (aligned !== undefined && !tooDeep(l)) return aligned === t ? [] : [{ range: range(l, 0, l, t.length), newText: aligned }];
    const trimmedEnd = t.replace(/[ \t]+$/, '');
    const trailing = trimmedEnd.length < t.length && !inComment[l] ? [{ range: range(l, trimmedEnd.length, l, t.length), newText: '' }] : [];
    if (inComment[l] || frozen.has(l) || tooDeep(l) || trimmedEnd.trim() === '') return trailing;
    const want = shift.get(l) ?? target(l);
    const have = indentOf(l);
    return want !== have || t.slice(0, have).includes('\t') ? [{ range: range(l, 0, l, have), newText: ' '.repeat(want) }, ...trailing] : trailing;
  };

  const edits: TextEdit[] = [];
  for (let l = 0; l < lines.lineCount; l++) {
    pushAll(edits, lineEdits(l));
    if (edits.length > maxFormatEdits) return [{ range: lines.range(0, text.length), newText: formatted(lines, lineEdits) }];
  }
  return edits;
}

/** The whole text with every line's edits applied, its line breaks kept; built in chunks, not one string per line. */
function formatted(lines: LineIndex, lineEdits: (l: number) => TextEdit[]): string {
  const { text } = lines;
  const chunks: string[] = [];
  let chunk = '';
  for (let l = 0; l < lines.lineCount; l++) {
    const t = lines.lineText(l);
    let at = 0;
    for (const e of lineEdits(l)) {
      chunk += t.slice(at, e.range.start.character) + e.newText;
      at = e.range.end.character;
    }
    chunk += t.slice(at) + text.slice(lines.lineEnd(l), l + 1 < lines.lineCount ? lines.lineStart(l + 1) : text.length);
    if (chunk.length > 65_536) { chunks.push(chunk); chunk = ''; }
  }
  chunks.push(chunk);
  return chunks.join('');
}

// Formatting: two spaces per block level, no trailing spaces, and art moved as a whole so that every
// row keeps its column relative to the others (formatting never changes a cell).
import { artsOf } from './references';
import { SyntaxTree } from '../language/syntax';
import { LineIndex, Range, range } from '../language/text';
import { minOf } from '../arrays';
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

export function formatEdits(text: string, tree: SyntaxTree, lines = new LineIndex(text)): TextEdit[] {
  const { depth, inComment } = depths(lines);
  const indentOf = (l: number) => lines.lineText(l).length - lines.lineText(l).trimStart().length;
  const target = (l: number) => {
    const t = lines.lineText(l).trimStart();
    return (t.startsWith('}') ? Math.max(0, depth[l] - 1) : depth[l]) * indentUnit.length;
  };

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

  const edits: TextEdit[] = [];
  const clueRows = alignedClueRows(tree, lines, target);
  for (let l = 0; l < lines.lineCount; l++) {
    const t = lines.lineText(l);
    const aligned = clueRows.get(l);
    if (aligned !== undefined) { if (aligned !== t) edits.push({ range: range(l, 0, l, t.length), newText: aligned }); continue; }
    const trimmedEnd = t.replace(/[ \t]+$/, '');
    if (trimmedEnd.length < t.length && !inComment[l]) edits.push({ range: range(l, trimmedEnd.length, l, t.length), newText: '' });
    if (inComment[l] || frozen.has(l) || trimmedEnd.trim() === '') continue;
    const want = shift.get(l) ?? target(l);
    const have = indentOf(l);
    if (want !== have || t.slice(0, have).includes('\t')) edits.push({ range: range(l, 0, l, have), newText: ' '.repeat(want) });
  }
  return edits.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

// Completion inside a nonogram block: its section keywords at the start of a line, and after a block
// length in a colour nonogram's clues the palette's letters.
import { BlockCompletion } from '../kind';
import { containsPosition, Position } from '../language/text';
import { nonogramKeywords, NonogramDecl } from './syntax';

export function nonogramCompletions(decl: NonogramDecl, p: Position, before: string): BlockCompletion[] {
  const inside = (s?: { range: { start: Position; end: Position }; keyword: { end: Position } }) =>
    s !== undefined && containsPosition(s.range, p) && !containsPosition({ start: s.range.start, end: s.keyword.end }, p);
  if (inside(decl.rows) || inside(decl.columns)) {
    const letters = decl.palette?.entries.map((e) => e.name.text) ?? [];
    return /\d$/.test(before) ? letters.map((label) => ({ label, kind: 'value' })) : [];
  }
  if (inside(decl.palette) || inside(decl.goal)) return [];
  if (!/^\s*[A-Za-z_]*$/.test(before)) return [];
  return nonogramKeywords.filter((k) => decl[k] === undefined).map((label) => ({ label, kind: 'keyword' }));
}

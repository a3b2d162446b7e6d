// Semantic classes of the text: keywords, names by what they name, numbers, and art cells apart from code.
import { artsOf, Occurrence, SymbolKind } from './references';
import { formKeywords, gridKeywords, tilesetKeywords } from '../language/parser';
import { puzzleKinds, topKeywords } from '../kinds';
import { SyntaxTree, transformRules } from '../language/syntax';
import { LineIndex } from '../language/text';

export type TokenClass = 'keyword' | 'grid' | 'tileset' | 'tile' | 'form' | 'number' | 'cell';

/** One token on one line; `length` in UTF-16 code units, as LSP counts. */
export interface Token { line: number; character: number; length: number; type: TokenClass }

const keywords = new Set<string>([...topKeywords, ...gridKeywords, ...tilesetKeywords, ...formKeywords, ...puzzleKinds.flatMap((k) => k.blockKeywords), ...transformRules, 'on', 'uses', 'at', 'empty', 'off']);

/** A puzzle's name is coloured as a form's. */
const classOf = (kind: SymbolKind): TokenClass => (kind === 'grid' || kind === 'tileset' || kind === 'tile' ? kind as TokenClass : 'form');

/** Tokens in document order. Art rows give one `cell` token per glyph; spaces and empty-cell glyphs are not cells. */
export function semanticTokens(tree: SyntaxTree, lines: LineIndex, names: readonly Occurrence[], emptyGlyph: (ch: string) => boolean): Token[] {
  const tokens: Token[] = [];
  const artSpans = new Map<number, [number, number][]>();
  for (const art of artsOf(tree)) for (const row of art.rows) {
    if (row.text.length === 0) continue;
    (artSpans.get(row.line) ?? artSpans.set(row.line, []).get(row.line)!).push([row.startChar, row.startChar + row.text.length]);
    let at = row.startChar;
    for (const ch of row.text) {
      if (ch !== ' ' && !emptyGlyph(ch)) tokens.push({ line: row.line, character: at, length: ch.length, type: 'cell' });
      at += ch.length;
    }
  }
  const nameAt = new Map(names.map((n) => [`${n.range.start.line}:${n.range.start.character}`, n]));
  let blockComment = false;
  for (let l = 0; l < lines.lineCount; l++) {
    const text = lines.lineText(l);
    const spans = artSpans.get(l) ?? [];
    const inArt = (i: number) => spans.some(([s, e]) => i >= s && i < e);
    for (let i = 0; i < text.length; i++) {
      if (blockComment) { if (text.startsWith('*/', i)) { blockComment = false; i++; } continue; }
      if (inArt(i)) continue;
      if (text.startsWith('//', i)) break;
      if (text.startsWith('/*', i)) { blockComment = true; i++; continue; }
      const c = text[i];
      if (c === '"' || c === "'") { const close = text.indexOf(c, i + 1); if (close > i) i = close; continue; }
      const word = /^[A-Za-z_][A-Za-z0-9_]*|^\d+/.exec(text.slice(i, i + 64))?.[0];
      if (!word) continue;
      const name = nameAt.get(`${l}:${i}`);
      const type: TokenClass | undefined = name ? classOf(name.kind) : /^\d/.test(word) || /^x\d+$/.test(word) ? 'number' : keywords.has(word) ? 'keyword' : undefined;
      if (type) tokens.push({ line: l, character: i, length: word.length, type });
      i += word.length - 1;
    }
  }
  return tokens.sort((a, b) => a.line - b.line || a.character - b.character);
}

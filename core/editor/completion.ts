// What may be written at a place in a .logel file: keywords, grids, transform rules, tile sets and tiles.
// Works on the syntax tree alone (no model), so it stays fast while the model of a large file is rebuilt.
import { formKeywords, gridKeywords, tilesetKeywords } from '../language/parser';
import { kindOf, topKeywords } from '../kinds';
import { inArt } from './references';
import { SyntaxTree, transformRules } from '../language/syntax';
import { containsPosition, LineIndex, Position } from '../language/text';

export type CompletionKind = 'keyword' | 'grid' | 'tileset' | 'tile' | 'value';

export interface Completion { label: string; kind: CompletionKind }

/** The names the library offers: `tileSetNames` and `gridNames` of core/library.ts, and a set's tiles. */
export interface CompletionLibrary {
  names(): string[];
  gridNames(): string[];
  tileSet(name: string): { tiles: { name: string }[] } | undefined;
}

export function completionsAt(tree: SyntaxTree, lines: LineIndex, p: Position, library: CompletionLibrary): Completion[] {
  const before = lines.lineText(p.line).slice(0, p.character);
  const item = tree.items.find((i) => i.range.start.line <= p.line && (p.line < i.range.end.line || (p.line === i.range.end.line && p.character <= i.range.end.character)));
  // Inside text art nothing is completed: every character there is a cell. A word at the start of a
  // row is read as art only until it is a whole keyword, so it still gets the block's keywords.
  if (inArt(tree, p) && !/^\s*[A-Za-z_]+$/.test(before)) return [];

  const words = (list: readonly string[], kind: CompletionKind): Completion[] => list.map((label) => ({ label, kind }));
  const localSets = tree.items.flatMap((i) => (i.kind === 'tileset' ? [i.name.text] : []));
  const setNames = () => words([...new Set([...localSets, ...library.names()])], 'tileset');
  const gridNames = () => words([...new Set([...tree.items.flatMap((i) => (i.kind === 'grid' ? [i.name.text] : [])), ...library.gridNames()])], 'grid');
  const tilesOfForm = (): Completion[] => {
    if (item?.kind !== 'form') return [];
    const names = item.uses.flatMap((u) => {
      const local = tree.items.find((i) => i.kind === 'tileset' && i.name.text === u.text);
      if (local?.kind === 'tileset') return local.tiles.map((t) => t.name.text);
      return library.tileSet(u.text)?.tiles.map((t) => t.name) ?? [];
    });
    return words([...new Set(names)], 'tile');
  };

  // The statement so far, without the word being typed ([^] and not '.': the line may hold U+2028).
  const m = /^\s*([^]*?)[A-Za-z0-9_]*$/.exec(before)!;
  const head = m[1].trim();
  if (/^tileset\s+\w+\s+on$/.test(head)) return gridNames();
  if (/\btransforms$/.test(head)) return words(transformRules, 'value');
  if (/^form\s+\w+\s+uses(\s+\w+\s*,)*(\s*\w+\s*,)?$/.test(head) || /^form\s+\w+\s+uses$/.test(head)) return setNames();
  if (/^form\s+\w+$/.test(head)) return words(['uses'], 'keyword');
  if (/^tileset\s+\w+$/.test(head)) return words(['on'], 'keyword');
  if (head === 'use') return item?.kind === 'tileset' ? setNames() : words([...library.names(), ...library.gridNames()].sort(), 'tileset');
  if (head === 'symmetry') return words(['on', 'off', 'tile'], 'value');
  // In `tiles A 1..3 B x2` a number follows `..` and `x`, and a word starting with a digit is one.
  const word = /[A-Za-z0-9_]*$/.exec(before)![0];
  if (/^(tiles|optional)\b/.test(head) && (head.endsWith('..') || /^x?\d/.test(word))) return [];
  if (/^symmetry\s+tile$/.test(head) || /^(tiles|optional)\b/.test(head)) return tilesOfForm();
  const block = tree.blocks.find((b) => containsPosition(b.range, p));
  if (block && p.line !== block.range.start.line) {
    const complete = kindOf(block).complete;
    return complete ? complete(block, p, before) : [];
  }
  if (head !== '') return [];
  // The start of a statement: the keywords of the enclosing block.
  if (!item || p.line === item.range.start.line) return block ? [] : words(topKeywords, 'keyword');
  switch (item.kind) {
    case 'tileset': return words(tilesetKeywords, 'keyword');
    case 'grid': return words(gridKeywords, 'keyword');
    case 'form': return words(formKeywords, 'keyword');
    default: return words(topKeywords, 'keyword');
  }
}

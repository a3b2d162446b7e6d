// The registry of puzzle kinds: a new kind is a folder exporting its PuzzleKind (core/kind.ts), one line
// here and one beside it in core/read.ts (its block reader alone, for what only reads). Everything that
// handles puzzles of any kind loops over this list.
import { PuzzleKind } from './kind';
import { languageKeywords } from './language/parser';
import { linkpixKind } from './linkpix/kind';
import { nonogramKind } from './nonogram/kind';

export const puzzleKinds: readonly PuzzleKind[] = [
  linkpixKind,
  nonogramKind,
];

/** Every top-level keyword: the language's and the kinds'. */
export const topKeywords: readonly string[] = [...languageKeywords, ...puzzleKinds.map((k) => k.keyword)];

/** The kind of a puzzle (or of a block, by its keyword). */
export function kindOf(thing: { kind: string }): PuzzleKind {
  const kind = puzzleKinds.find((k) => k.keyword === thing.kind);
  if (!kind) throw new Error(`no puzzle kind '${thing.kind}' in the registry`);
  return kind;
}

// What the language front end needs of a puzzle kind: the reader of its block (the parser hands over
// at the kind's keyword) and the builder of its puzzle in the model (the cheap checks made at every
// edit). The kinds come in from core/kinds.ts as arguments: nothing here names one.
import { Diagnostic } from './diagnostics';
import { PuzzleBlock } from './syntax';
import { LineIndex, Range } from './text';

/** What a kind's reader made of its block: `end` is the offset past it, `block` undefined when even its name is missing. */
export interface BlockRead { block?: PuzzleBlock; end: number; diagnostics: Diagnostic[] }

/** A puzzle of a kind, as built in the model; each kind's puzzle carries more. */
export interface Puzzle {
  kind: string;
  name: string;
  nameRange: Range;
  block: PuzzleBlock;
  /** Whether the block was read without errors of its own: only then do solving and its checks mean something. */
  solvable: boolean;
}

export interface BlockKind {
  /** The keyword that opens the kind's block, and its name everywhere (`nonogram`, `linkpix`). */
  keyword: string;
  /** The kind in the user's words, for lenses, pickers and messages: `nonogram`, `Link-a-Pix`. */
  title: string;
  /** The command that solves one puzzle of the kind (arguments: the document's URI and the puzzle's name). */
  solveCommand: string;
  /** Reads the block whose keyword is at `start`, in text with \n line ends. */
  read(text: string, start: number, lines: LineIndex): BlockRead;
  /** The block's puzzle with its model checks in `diagnostics`; undefined when nothing can be built. */
  build(block: PuzzleBlock, diagnostics: Diagnostic[]): Puzzle | undefined;
}

/** The puzzles of one kind in a model, e.g. `puzzlesOf<Nonogram>(model, 'nonogram')`. */
export function puzzlesOf<P extends Puzzle>(model: { puzzles: readonly Puzzle[] }, keyword: P['kind']): P[] {
  return model.puzzles.filter((p): p is P => p.kind === keyword);
}

/** The blocks of one kind in a syntax tree. */
export function blocksOf<B extends PuzzleBlock>(tree: { blocks: readonly PuzzleBlock[] }, keyword: B['kind']): B[] {
  return tree.blocks.filter((b): b is B => b.kind === keyword);
}

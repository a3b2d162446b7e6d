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
  /** The editor's command that makes a puzzle of the kind from a picture (by `logel make KEYWORD PICTURE`), when the kind has one. */
  pictureMaker?: PictureMaker;
  /** Reads the block whose keyword is at `start`, in text with \n line ends. */
  read(text: string, start: number, lines: LineIndex): BlockRead;
  /** The block's puzzle with its model checks in `diagnostics`; undefined when nothing can be built. */
  build(block: PuzzleBlock, diagnostics: Diagnostic[]): Puzzle | undefined;
}

/** What the editor asks before it makes a kind's puzzle from a picture; each answer is options of `logel make`. */
export interface PictureMaker {
  /** The command's id (its title is in package.json). */
  command: string;
  /** The progress notification while the CLI runs: `making the nonogram unique`. */
  progress: string;
  questions: PictureQuestion[];
}

/** A whole number given to `option` (`--width`), or a pick among answers each with its options; `png`: asked of a PNG alone. */
export type PictureQuestion = { title: string; png?: boolean } & (
  | { option: string; value: number; least: number; most: number }
  | { picks: { label: string; args: string[] }[] });

/** The colours of a PNG: black and white (by a threshold) or reduced to one of `counts`. */
export function coloursQuestion(counts: number[]): PictureQuestion {
  return { title: 'Colours', png: true, picks: [{ label: 'black and white', args: [] }, ...counts.map((n) => ({ label: `${n} colours`, args: ['--colours', `${n}`] }))] };
}

/** The puzzles of one kind in a model, e.g. `puzzlesOf<Nonogram>(model, 'nonogram')`. */
export function puzzlesOf<P extends Puzzle>(model: { puzzles: readonly Puzzle[] }, keyword: P['kind']): P[] {
  return model.puzzles.filter((p): p is P => p.kind === keyword);
}

/** The blocks of one kind in a syntax tree. */
export function blocksOf<B extends PuzzleBlock>(tree: { blocks: readonly PuzzleBlock[] }, keyword: B['kind']): B[] {
  return tree.blocks.filter((b): b is B => b.kind === keyword);
}

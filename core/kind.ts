// One idea of a puzzle kind (nonogram, Link-a-Pix, the next picture puzzle): what each kind supplies so
// that the parser, the model, the background examination, the server and the CLI can loop over the
// registry (core/kinds.ts) and never name a kind. Tiling forms are the language's own (core/language/).
import type { BlockKind, Puzzle } from './language/blocks';
import type { Diagnostic } from './language/diagnostics';
import type { PuzzleBlock } from './language/syntax';
import type { Position, Range } from './language/text';
import type { SatSolverFactory } from './nonogram/satSearch';

/** How long a background examination may run: a puzzle that needs longer is solved with "Solve". */
export const examineBudgetMs = 20_000;

/** What the background examination of one puzzle found; `diagnostics` carry the document's ranges. */
export interface Findings {
  /** true: exactly one solution; false: none or several; null: not decided within the time allowed. */
  unique: boolean | null;
  solutions: number;
  diagnostics: Diagnostic[];
}

/** `R`: the result of a Solve run of the kind (core/protocol.ts RunPayloads). */
export interface ExamineOptions<R = unknown> {
  /** Asked now and then: true stops the examination (its findings then say undecided). */
  shouldStop?: () => boolean;
  /** The SAT solver for a search, when the thread has one loaded (see solveNonogram). */
  satSolver?: SatSolverFactory;
  /** The result of a Solve run of this very puzzle that ran to its end (`complete`): the findings are
   *  made from it rather than from a solve within examineBudgetMs, which may stop undecided. */
  decided?: R;
}

/** A completion offered inside a kind's block. */
export interface BlockCompletion { label: string; kind: 'keyword' | 'value' }

/** A diagnostic as a code action is asked about it (the editor's, with the code logel gave it). */
export interface ActionDiagnostic { code: string; range: Range }

/** An edit of the document's text. */
export interface TextEdit { range: Range; newText: string }

/** A code action a kind offers in one of its blocks: a quick fix of some of the diagnostics there
 *  (`fixes`), or a rewrite. */
export interface KindCodeAction<D extends ActionDiagnostic> {
  title: string;
  kind: 'quickfix' | 'refactor.rewrite';
  edits: TextEdit[];
  fixes?: D[];
  isPreferred?: boolean;
}

export interface PuzzleKind<P extends Puzzle = Puzzle, F extends Findings = Findings, R = unknown> extends BlockKind {
  /** The keywords inside its block (highlighted as keywords). */
  blockKeywords: readonly string[];
  /** The background solve, bounded by examineBudgetMs and `shouldStop`; run only on a solvable puzzle. */
  examine(puzzle: P, options: ExamineOptions<R>): F;
  /** The code lens's word on the findings (undefined: not there yet). */
  summary(findings: F | undefined): string;
  /** The outline's detail for one of its blocks (`nonogram 10×10, colour`). */
  outline(block: PuzzleBlock): string;
  /** The sections of one of its blocks that fold on their own (a nonogram's rows, columns, goal). */
  sections(block: PuzzleBlock): Range[];
  /** The hover at `p` in one of its puzzles (a clue, its name), with the range it is about; `findings` when its examination is done. */
  hover?(puzzle: P, p: Position, findings: F | undefined): { markdown: string; range: Range } | undefined;
  /** Completions at `p` inside one of its blocks; `before` is the line's text before `p`. */
  complete?(block: PuzzleBlock, p: Position, before: string): BlockCompletion[];
  /** The code actions in one of its blocks, given the block's diagnostics the editor asks about; only
   *  those of a kind `wants` (a command may ask for rewrites alone). `puzzle` and its `findings` when
   *  the block was read as one and its examination is done (fixes that need a solve come from there). */
  codeActions?<D extends ActionDiagnostic>(block: PuzzleBlock, diagnostics: D[], wants: (kind: KindCodeAction<D>['kind']) => boolean, puzzle?: P, findings?: F): KindCodeAction<D>[];
}

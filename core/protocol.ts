// Every message between the extension host, the solve worker and the solution panel, typed in one place.
import type { FormPositionCounts } from './document';
import type { Findings } from './kind';
import type { SearchStats } from './search/exactCover';
import { PipelineNumbers, SolveResult } from './tiling/solve';
import type { Clue, Colour } from './nonogram/puzzle';
import type { Deduction, Rating } from './nonogram/solve';
import type { NonogramProposal } from './nonogram/proposals';
import type { LinkpixProgress } from './linkpix/solve';

/** Drawing data of one form, sent once per solve; solutions then refer to positions by index. */
export interface TableauGeometry {
  /** SVG viewBox of the whole form: [minX, minY, width, height] (y grows downwards, as in SVG). */
  viewBox: [number, number, number, number];
  /** SVG path data of every atom of the form, by atom number. */
  atoms: string[];
  /** Tile names, by form tile index. */
  tiles: string[];
  /**
   * Every generated position: its tile, seed-style name, atoms, outline (SVG path data) and where its
   * labels go, one per connected part (a layer of a 3-D piece, a side of a seam); `placed` marks a pre-placed piece.
   */
  positions: { tile: number; name: string; atoms: number[]; outline: string; labels: [number, number][]; placed?: true }[];
  /** Lines to mark on the drawing, e.g. the seam of a cylinder (SVG path data); may be empty. */
  marks: string;
  /** Text drawn with the form, e.g. "layer 1" under each layer of a 3-D form. */
  captions?: { text: string; at: [number, number] }[];
  /** Notes shown once beside the gallery: a sample cell with its atoms' names, the seam, the layer order. */
  legend?: { text: string; atoms?: { name: string; path: string; label: [number, number] }[]; seam?: boolean }[];
  /** A 3-D form: per atom its layer (0 = bottom) and its polygon in the layer's plane (y up), for the isometric view. */
  solid?: { layer: number[]; base: [number, number][][] };
}

/** A solution kept by the search (one per symmetry class) and its other images under the form's symmetries. */
export interface SolutionMessage { positions: number[]; images: number[][] }

export interface ProgressFigures { placements: number; deadEnds: number; unique: number; total: number; ms: number }

export type SolveMode = 'count' | 'first' | 'all';

/** A Link-a-Pix puzzle as the panel draws it: per cell (row-major) its clue (0: none) and colour id;
 *  `palette` maps colour ids to '#rrggbb' (empty: black and white, drawn in theme colours). */
export interface LinkpixPuzzleMessage { name: string; width: number; height: number; clues: number[]; colours: number[]; palette: Record<number, string>; coloured: boolean }

/** The end of a Link-a-Pix solve: up to two solutions, each its paths (cells from one end to the other). */
export interface LinkpixRunResult {
  solutions: number[][][];
  complete: boolean;
  cancelled: boolean;
  unique: boolean | null;
  difficulty: 'exclusions' | 'search' | null;
  /** Paths generated -> left after the exclusions -> options the search was given. */
  pipeline: { generated: number; afterExclusions: number; searched: number };
  stats: { pathsMs: number; exclusionsMs: number; placements: number; ms: number };
  /** No solution, or the solve gave up: the clue cell that shows it and why. */
  problem?: { cell: number; message: string };
}

/**
 * A picture as a string, one character per cell in row-major order: the colour index as
 * String.fromCharCode(48 + index), '-' for a cell not known (core/nonogram/pictureString.ts).
 * Compact, and safe through JSON.
 */
export type PictureString = string;

/** A nonogram's clues and colours as the panel draws them. */
export interface NonogramPuzzleMessage { name: string; width: number; height: number; colours: Colour[]; rows: Clue[]; columns: Clue[]; goal?: PictureString; /** the starting hints, unknown where none is given */ given?: PictureString }

/** The end of a nonogram solve: up to two solutions, the rating, and the deductions in order (the replay). */
export interface NonogramRunResult {
  solutions: PictureString[];
  complete: boolean;
  cancelled: boolean;
  contradiction?: { kind: 'row' | 'column'; index: number };
  rating: Rating | null;
  lineKnownPercent: number;
  probeKnownPercent: number;
  /** The cells known before the search (line logic and probing): what a stopped run shows without a solution. */
  known: PictureString;
  /** Deductions in order; empty when the nonogram is too large to record them. */
  steps: Deduction[];
  stats: { lineSolves: number; probes: number; searchNodes: number; ms: number };
  /** With two solutions and a goal: the fewest changes and hints found that make it unique (core/nonogram/proposals.ts). */
  proposals?: NonogramProposal[];
}

/** `knownCells`: known at the moment (in the search, at its current node); `sat`: the search goes on
 *  in the SAT solver (after `searchNodes` of the depth-first search); `ms`: since the solve began;
 *  `known`: the cells known before the search, which hold in every solution (the starting hints,
 *  then line logic, then probing); empty past 250,000 cells. */
export interface NonogramProgress { stage: Rating; knownCells: number; cells: number; searchNodes: number; sat: boolean; ms: number; known: PictureString }

/** The options of a tiling form's run. 'first' stops at the first solution; 'all' stops at the form's
 *  own `limit`, if it has one; `keep`: how many solutions to send to the panel at most (the count goes on). */
export interface FormRunOptions { mode: SolveMode; symmetry: boolean; keep: number }

/** A tiling run's progress: the solutions found since the last report, and the figures of the moment
 *  the batch was cut (so that the panel's count and drawings agree; none: the figures are unchanged). */
export interface FormProgress { figures?: ProgressFigures; solutions?: SolutionMessage[] }

/** A solve's result as the panel gets it: the host sends messages to the panel as JSON, so the
 *  exact counts (bigints) go as decimal strings. */
export type PanelSolveResult = Omit<SolveResult, 'solutions' | 'classesTimesOrder'> & {
  solutions: { unique: string; total: string };
  classesTimesOrder?: string;
};

/**
 * What runs in the solve worker and shows in the panel, per kind of run (a tiling form, or a puzzle
 * kind of the registry, by its keyword): the options of its request, the puzzle as the panel draws it
 * (sent once, before any progress), its progress, its result, and the result as the panel gets it.
 * A new kind of run is one entry here; `tsc` then asks for its runner (client/solveWorker.ts) and its
 * view (webview/main.ts).
 */
export interface RunPayloads {
  form: { options: FormRunOptions; puzzle: { numbers: PipelineNumbers; geometry: TableauGeometry }; progress: FormProgress; result: SolveResult; panelResult: PanelSolveResult };
  nonogram: { options: Record<never, never>; puzzle: NonogramPuzzleMessage; progress: NonogramProgress; result: NonogramRunResult; panelResult: NonogramRunResult };
  linkpix: { options: Record<never, never>; puzzle: LinkpixPuzzleMessage; progress: LinkpixProgress; result: LinkpixRunResult; panelResult: LinkpixRunResult };
}
export type RunKind = keyof RunPayloads;
/** The result of a Solve run of a puzzle kind's puzzle (not a tiling form's). */
export type PuzzleRunResult = RunPayloads[Exclude<RunKind, 'form'>]['result'];

/** A Solve run of a puzzle that ran to its end (`result.complete`): the client tells the server, whose
 *  background examination may have stopped undecided, and which takes the run's result instead while
 *  the document holds the block as the run solved it (`text`: the document's text then). */
export interface RunDecided { uri: string; kind: string; name: string; text: string; result: PuzzleRunResult }
export const RUN_DECIDED_NOTIFICATION = 'logel/runDecided';
export const runKinds: readonly RunKind[] = ['form', 'nonogram', 'linkpix'];

/** What a run is of: its kind, the name of its form or puzzle in the text, and its options. */
export type RunTargetOf<K extends RunKind> = { kind: K; name: string; options: RunPayloads[K]['options'] };
export type RunTarget = { [K in RunKind]: RunTargetOf<K> }[RunKind];

/** A solve's memory bound, in MB: the CLI's --memory and the editor's logel.solve.memoryMb. Below the
 *  least, the program's own code and a small puzzle would not fit. */
export const DEFAULT_MEMORY_MB = 1024;
export const MIN_MEMORY_MB = 128;

/** Extension host -> worker: solve `name` of `text`. `cancel` is an Int32Array over a SharedArrayBuffer: the host sets [0] to 1. */
export type SolveRequestOf<K extends RunKind> = RunTargetOf<K> & { text: string; cancel: SharedArrayBuffer; memoryMb: number };
export type SolveRequest = { [K in RunKind]: SolveRequestOf<K> }[RunKind];

/** The steps of one run of kind K, with its result as `R` says (the worker's, or the panel's). */
type RunStepsOf<K extends RunKind, R extends 'result' | 'panelResult'> =
  | { type: 'runPuzzle'; kind: K; puzzle: RunPayloads[K]['puzzle'] }
  | { type: 'runProgress'; kind: K; progress: RunPayloads[K]['progress'] }
  | { type: 'runDone'; kind: K; result: RunPayloads[K][R] };

/** Worker -> host: a run's steps (the result last, also when cancelled), or its failure. */
export type SolveEvent = { [K in RunKind]: RunStepsOf<K, 'result'> }[RunKind] | { type: 'runFailed'; message: string };
export type RunDone = Extract<SolveEvent, { type: 'runDone' }>;

/** A worker's event as the host forwards it to the panel (with the run's id). */
export type PanelEvent = { [K in RunKind]: RunStepsOf<K, 'panelResult'> }[RunKind] | { type: 'runFailed'; message: string };

export function panelEvent(event: SolveEvent): PanelEvent {
  return event.type === 'runDone' && event.kind === 'form' ? { type: 'runDone', kind: 'form', result: panelSolveResult(event.result) } : event as PanelEvent;
}

export function panelSolveResult(r: SolveResult): PanelSolveResult {
  const { solutions, classesTimesOrder, ...rest } = r;
  return { ...rest, solutions: { unique: String(solutions.unique), total: String(solutions.total) },
    ...(classesTimesOrder !== undefined && { classesTimesOrder: String(classesTimesOrder) }) };
}

/** Per kind, what the host reads from a run's result: whether it was cancelled, and its counts. */
const outcomes: { [K in RunKind]: (result: RunPayloads[K]['result']) => { cancelled: boolean; unique: number; total: number } } = {
  form: (r) => ({ cancelled: r.search.cancelled, unique: Number(r.solutions.unique), total: Number(r.solutions.total) }),
  nonogram: (r) => ({ cancelled: r.cancelled, unique: r.solutions.length, total: r.solutions.length }),
  linkpix: (r) => ({ cancelled: r.cancelled, unique: r.solutions.length, total: r.solutions.length }),
};

export function runOutcome<K extends RunKind>(done: { kind: K; result: RunPayloads[K]['result'] }): { cancelled: boolean; unique: number; total: number } {
  return outcomes[done.kind](done.result);
}

/** Host -> panel, the messages of a run of kind K: its start, then its steps. */
export type PanelRunMessageOf<K extends RunKind> =
  | (RunTargetOf<K> & { type: 'runStarted'; run: number; file: string })
  | (RunStepsOf<K, 'panelResult'> & { run: number });

/** Host -> panel: every run, of any kind, starts, goes through its steps and ends the same way. */
export type PanelMessage =
  | { [K in RunKind]: PanelRunMessageOf<K> }[RunKind]
  | { type: 'runFailed'; run: number; message: string }
  | { type: 'runCancelled'; run: number };

/** Panel -> host. */
export type PanelRequest =
  | { type: 'ready' }
  | { type: 'cancel' }
  | { type: 'solveAgain' }
  | { type: 'export'; format: 'svg' | 'png' | 'text' | 'non'; name: string; data: string }
  /** "Make a challenge from this solution": the solution shown, as position names. */
  | { type: 'makeChallenge'; positions: string[] };

/** State the panel keeps across a reload of VS Code (webview serializer): the run's file, kind and name. */
export interface PanelState { file: string; kind: RunKind; name: string }

/** What `logel xc --json` prints: the figures of a count. */
/** `symmetry`: the count branched first on `item` and searched `orbits` of its `options`, one per
 *  orbit of the `symmetries` (generators) found. */
export interface XcResult {
  items: number; options: number; solutions: bigint; placements: number; deadEnds: number; ms: number;
  /** Set when the memory bound stopped the search: the count is then what it found until then. */
  cancelled?: true;
  symmetry?: { item: string; options: number; orbits: number; symmetries: number };
}

/** Which share of which problem a result is: `problem` is the hash of the problem (core/search/problemHash.ts),
 *  `searchTree` the shape of the tree the shares were cut from (SEARCH_TREE in core/search/exactCover.ts). */
export interface ShardName { problem: string; searchTree: number; shard: { index: number; count: number } }

/** One share of a count searched apart, as `logel xc --shard` and `logel solve --shard --json`
 *  print it (one line of JSON) and `logel merge` reads it. */
export type ShardResult = ShardName & (({ kind: 'xc' } & XcResult) | ({ kind: 'solve' } & SolveResult));

/** What each counting thread counts (threads/shares.ts): a dlx problem, or a form of a .logel
 *  text (without a name: its only form). `cancel`: an Int32Array's buffer whose [0] the host sets to 1. */
export type ShareJob =
  | { kind: 'xc'; text: string; memo: boolean; symmetry: boolean; cancel?: SharedArrayBuffer }
  | { kind: 'solve'; text: string; form?: string; symmetry?: boolean; cancel?: SharedArrayBuffer };

/** The thread that counts -> each counting thread it starts (its workerData). `claims` holds an
 *  Int32, the next subtree number to claim; `figures` a Float64 slot per thread for its live figures. */
export interface ShareStart { job: ShareJob; index: number; count: number; claims: SharedArrayBuffer; figures: SharedArrayBuffer }

/** A counting thread -> the thread that started it. 'progress': its figures slot is new. */
export type ShareMessage =
  | { type: 'progress' }
  | { type: 'done'; result: SearchStats | SolveResult }
  | { type: 'error'; message: string; overflow?: boolean };

/** The language server -> its background thread (server/positionCountWorker.ts), and the reply: the
 *  positions of the form `name`, or the examination of the puzzle `name` of the puzzle kind `kind`
 *  (core/kinds.ts), as BackgroundChecks (core/document.ts) gives them. */
export type BackgroundJob =
  | { id: number; type: 'count'; text: string; name: string }
  /** `decided`: a Solve run's result that stands for the solve (core/kind.ts ExamineOptions). */
  | { id: number; type: 'examine'; kind: string; text: string; name: string; decided?: PuzzleRunResult };
export type BackgroundReply = { id: number; result?: FormPositionCounts | Findings; error?: string };

/** How much the language server keeps, per kind of cache (`logel/cacheSizes`). */
export interface CacheSizes { documents: number; analyses: number; parses: number; checkTimers: number; slicedParses: number; countJobs: number; countJobDocuments: number; /** Reported, never asserted: the fuzz prints it. */ heapUsedMb: number }

/** The language server's own requests: name -> params and result. server/main.ts answers them
 *  (`answer`), tests ask them (test/server/lsp.ts `ask`). */
export interface ServerRequests {
  'logel/cacheSizes': { params: Record<string, never>; result: CacheSizes };
  /** How many parses done in slices finished, and how many a newer edit abandoned. */
  'logel/slicedParseCounts': { params: Record<string, never>; result: { finished: number; abandoned: number } };
}
export type ServerRequest = keyof ServerRequests;

/** The language server's commands (workspace/executeCommand): name -> arguments and result. */
export interface ServerCommands {
  /** Rewrites every art of the document in ASCII or Unicode; the number of rows changed. */
  'logel.server.convertArt': { arguments: [uri: string, to: 'ascii' | 'unicode']; result: number };
}
export type ServerCommand = keyof ServerCommands;
export const CONVERT_ART_COMMAND: ServerCommand = 'logel.server.convertArt';

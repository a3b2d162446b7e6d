// Every message between the extension host, the solve worker and the solution panel, typed in one place.
import type { FormPositionCounts } from './document';
import type { Findings } from './kind';
import type { SearchStats } from './search/exactCover';
import { PipelineNumbers, SolveResult } from './tiling/solve';
import type { Clue, Colour } from './nonogram/puzzle';
import type { Deduction, Rating } from './nonogram/solve';
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

/** Extension host -> worker. `cancel` is an Int32Array over a SharedArrayBuffer: the host sets [0] to 1. */
export interface SolveRequest {
  type: 'solve';
  text: string;
  form: string;
  /** 'first' stops at the first solution; 'all' stops at the form's own `limit`, if it has one. */
  mode: SolveMode;
  symmetry: boolean;
  /** How many solutions to send to the panel at most (the count goes on). */
  keep: number;
  cancel: SharedArrayBuffer;
}

/** Extension host -> worker: solve a nonogram of the text (to a second solution, recording the deductions). */
export interface NonogramSolveRequest {
  type: 'solveNonogram';
  text: string;
  nonogram: string;
  cancel: SharedArrayBuffer;
}

/** Extension host -> worker: solve a Link-a-Pix block of the text (to a second solution). */
export interface LinkpixSolveRequest {
  type: 'solveLinkpix';
  text: string;
  linkpix: string;
  cancel: SharedArrayBuffer;
}

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
export interface NonogramPuzzleMessage { name: string; width: number; height: number; colours: Colour[]; rows: Clue[]; columns: Clue[]; goal?: PictureString }

/** The end of a nonogram solve: up to two solutions, the rating, and the deductions in order (the replay). */
export interface NonogramRunResult {
  solutions: PictureString[];
  complete: boolean;
  cancelled: boolean;
  contradiction?: { kind: 'row' | 'column'; index: number };
  rating: Rating | null;
  lineKnownPercent: number;
  probeKnownPercent: number;
  /** Deductions in order; empty when the nonogram is too large to record them. */
  steps: Deduction[];
  stats: { lineSolves: number; probes: number; searchNodes: number; ms: number };
}

export interface NonogramProgress { stage: Rating; knownCells: number; cells: number; searchNodes: number }

/** Worker -> host, and host -> panel (the host forwards them with the run's id). */
export type SolveEvent =
  | { type: 'prepared'; numbers: PipelineNumbers; geometry: TableauGeometry }
  | { type: 'progress'; figures: ProgressFigures }
  /** A batch of solutions with the figures of the moment it was cut, so that the panel's count and drawings agree. */
  | { type: 'solutions'; solutions: SolutionMessage[]; figures?: ProgressFigures }
  | { type: 'done'; result: SolveResult }
  | { type: 'error'; message: string }
  | { type: 'nonogramPuzzle'; puzzle: NonogramPuzzleMessage }
  | { type: 'nonogramProgress'; progress: NonogramProgress }
  | { type: 'nonogramDone'; result: NonogramRunResult }
  | { type: 'linkpixPuzzle'; puzzle: LinkpixPuzzleMessage }
  | { type: 'linkpixProgress'; progress: LinkpixProgress }
  | { type: 'linkpixDone'; result: LinkpixRunResult };

/** A solve's result as the panel gets it: the host sends messages to the panel as JSON, so the
 *  exact counts (bigints) go as decimal strings. */
export type PanelSolveResult = Omit<SolveResult, 'solutions' | 'classesTimesOrder'> & {
  solutions: { unique: string; total: string };
  classesTimesOrder?: string;
};

/** A worker's event as the host forwards it to the panel. */
export type PanelEvent = Exclude<SolveEvent, { type: 'done' }> | { type: 'done'; result: PanelSolveResult };

export function panelEvent(event: SolveEvent): PanelEvent {
  return event.type === 'done' ? { type: 'done', result: panelSolveResult(event.result) } : event;
}

export function panelSolveResult(r: SolveResult): PanelSolveResult {
  const { solutions, classesTimesOrder, ...rest } = r;
  return { ...rest, solutions: { unique: String(solutions.unique), total: String(solutions.total) },
    ...(classesTimesOrder !== undefined && { classesTimesOrder: String(classesTimesOrder) }) };
}

/** Host -> panel. */
export type PanelMessage =
  | { type: 'start'; run: number; form: string; file: string; mode: SolveMode }
  | { type: 'nonogramStart'; run: number; name: string; file: string }
  | { type: 'linkpixStart'; run: number; name: string; file: string }
  | (PanelEvent & { run: number })
  | { type: 'cancelled'; run: number };

/** Panel -> host. */
export type PanelRequest =
  | { type: 'ready' }
  | { type: 'cancel' }
  | { type: 'solveAgain' }
  | { type: 'export'; format: 'svg' | 'png' | 'text' | 'non'; name: string; data: string }
  /** "Make a challenge from this solution": the solution shown, as position names. */
  | { type: 'makeChallenge'; positions: string[] };

/** A puzzle that is not a tiling form; its runs have a view of their own in the panel. */
export type PuzzleKind = 'nonogram' | 'linkpix';

/** State the panel keeps across a reload of VS Code (webview serializer); `form` is the puzzle's name for a nonogram or a Link-a-Pix. */
export interface PanelState { file: string; form: string; kind?: PuzzleKind }

/** What `logel xc --json` prints: the figures of a count. */
/** `symmetry`: the count branched first on `item` and searched `orbits` of its `options`, one per
 *  orbit of the `symmetries` (generators) found. */
export interface XcResult {
  items: number; options: number; solutions: bigint; placements: number; deadEnds: number; ms: number;
  symmetry?: { item: string; options: number; orbits: number; symmetries: number };
}

/** Which share of which problem a result is: `problem` is the hash of the problem (core/search/problemHash.ts). */
export interface ShardName { problem: string; shard: { index: number; count: number } }

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
  | { type: 'error'; message: string };

/** The language server -> its background thread (server/positionCountWorker.ts), and the reply: the
 *  positions of the form `name`, or the examination of the puzzle `name` of the puzzle kind `kind`
 *  (core/kinds.ts), as BackgroundChecks (core/document.ts) gives them. */
export type BackgroundJob =
  | { id: number; type: 'count'; text: string; name: string }
  | { id: number; type: 'examine'; kind: string; text: string; name: string };
export type BackgroundReply = { id: number; result?: FormPositionCounts | Findings; error?: string };

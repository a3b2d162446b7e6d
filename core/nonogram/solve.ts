// Solving a nonogram the way the seed's engine does, in three stages of growing cost:
//  1. the sweep: each line solves itself exactly (line.ts) and hands the cells it decided to the
//     crossing lines; the line whose cells changed most goes next, until a fixpoint;
//  2. probing: guess one colour of one cell, sweep, and when that ends in a contradiction the
//     cell cannot take the colour; repeated until no probe teaches anything;
//  3. a complete search: choose a cell (by what probing it taught), try each colour, sweep and
//     probe below it, backtrack on contradictions, stop at `maxSolutions`.
// Every change to a cell goes on a trail, so probes and search branches undo in place.
import type { NonogramPuzzle, Clue } from './puzzle';
import { reserveLineScratch, solveLine } from './line';
import { satSearch, type SatSolverFactory } from './satSearch';

export type Rating = 'line' | 'probing' | 'search';

export interface Deduction {                                     // one step of the replay
  by: { kind: 'row' | 'column'; index: number } | { kind: 'probe'; cell: number; colour: number } | SearchGuess | { kind: 'search' };
  cells: number[];          // row-major cell indices decided by this step
  colours: number[];        // the colour each got (0 = blank)
}

/** A decision of the search in the replay: `cell` takes its colour in the unique solution (every
 *  other colour has no solution); `forced` cells follow from it by line logic and probing, in the
 *  steps up to the next guess. The lumped `search` step holds what a cut-short replay left. */
export interface SearchGuess { kind: 'guess'; cell: number; colour: number; forced: number }

export interface NonogramSolveOptions {
  maxSolutions?: number;                // default 2: decides uniqueness
  shouldStop?: () => boolean;           // polled; cancellation
  onProgress?: (p: { stage: Rating; knownCells: number; cells: number; searchNodes: number }) => void;
  recordSteps?: boolean;                // fill `steps` (the replay)
  stopAfter?: Rating;                   // e.g. 'line': only the line-solver fixpoint (for hovers, diagnostics)
  maxRecordedGuesses?: number;          // the replay's guesses before it lumps the rest into one `search` step (default 2,000)
  satSolver?: SatSolverFactory;         // black-and-white searches past DFS_NODES_BEFORE_SAT go to SAT; without, the depth-first search goes on
}

export interface NonogramResult {
  solutions: Uint8Array[];              // row-major colour index per cell
  complete: boolean;                    // the search finished (false: stopped or cancelled)
  contradiction?: { kind: 'row' | 'column'; index: number };  // the line found contradictory, if any
  rating: Rating | null;                // weakest method that solves it; null when no or several solutions
  lineKnownPercent: number; probeKnownPercent: number;
  known: Int8Array;                     // after line logic (and probing, unless stopAfter 'line'): colour or -1
  steps: Deduction[];
  stats: { lineSolves: number; probes: number; searchNodes: number; conflicts: number; ms: number };  // conflicts: of the SAT search
}

// More colours than fit in a cell's bit set (blank included) are refused by the formats.
export const MAX_COLOURS = 31;

const DFS_NODES_BEFORE_SAT = 100;
// ... or within this many line solves: on a big board each node's probing is costly (#22336 spent
// 6 million line solves, 11 s, on 100 nodes); every survey puzzle the depth-first search decides
// needs fewer than 250,000.
const DFS_LINE_SOLVES_BEFORE_SAT = 1_000_000;
const PROBE_MEMO_SIZE = 1 << 18;  // probes remembered at most
const LINE_MEMO_CELLS = 1 << 22;  // line solves remembered at most, in stored cells (16 MB)
const POLL_WORK = 1 << 20;     // work (line cells × blocks) between looks at the clock: about a millisecond
const PROGRESS_MS = 100;

class Stopped extends Error {}

function colourOf(bits: number): number { return 31 - Math.clz32(bits); }
function isSingle(bits: number): boolean { return (bits & (bits - 1)) === 0; }

// The board being solved: per cell the bit set of colours still possible.
class Field {
  readonly width: number;
  readonly height: number;
  readonly cellCount: number;
  readonly colourCount: number;
  readonly cells: Uint32Array;
  readonly clues: Clue[];                 // rows, then columns
  readonly lineCells: Int32Array[];       // per line its cell indices
  readonly score: Int32Array;             // per line: cells changed since it last solved itself
  unknown: number;
  // the lines with a positive score, in no order (a line whose score went back to 0 leaves lazily)
  private readonly queue: Int32Array;
  private queued = 0;
  private readonly inQueue: Uint8Array;
  private readonly rowScratch: Uint32Array;
  private readonly columnScratch: Uint32Array;
  private trailCell: Int32Array;
  private trailBits: Uint32Array;
  trailLength = 0;
  recording: Deduction[] | null = null;
  lineSolves = 0;
  // For skipping probes that cannot teach anything new: every change outside a probe stamps
  // its row and column; a probe that found no contradiction is remembered with the lines it
  // solved. While none of those lines has changed, the probe would run exactly the same.
  probing = false;
  stamp = 0;
  readonly lineStamp: Float64Array;
  sweep = 0;                              // numbers the probes' sweeps
  readonly solvedIn: Int32Array;          // per line: the sweep in which it last solved itself
  readonly probeMemo = new Map<number, { stamp: number; lines: Int32Array; taught: number }>();
  private pollCountdown = 0;             // the first tick polls: its code path is then known before it is hot
  // The line-solve memo (solveLineRemembered): hash of line and state → offset of its entry in one
  // arena, so that remembering a solve allocates nothing. Off during the first sweep, where no line
  // state comes back.
  remember = false;
  private readonly lineMemo = new Map<number, number>();
  private memoArena = new Uint32Array(1 << 12);
  private memoUsed = 0;

  constructor(puzzle: NonogramPuzzle, private readonly poll: () => void) {
    const { width, height } = puzzle;
    this.width = width; this.height = height;
    this.cellCount = width * height;
    this.colourCount = Math.max(2, puzzle.colours.length);
    const all = this.colourCount >= 32 ? 0xffffffff : (1 << this.colourCount) - 1;
    // a colour that no clue uses cannot appear
    this.clues = puzzle.rows.concat(puzzle.columns);
    let used = 1;
    for (let l = 0; l < this.clues.length; l++) for (let j = 0; j < this.clues[l].length; j++) used |= 1 << this.clues[l][j].colour;
    this.cells = new Uint32Array(this.cellCount).fill(all & used);
    this.unknown = isSingle(all & used) ? 0 : this.cellCount;
    this.lineCells = [];
    for (let y = 0; y < height; y++) {
      const cells = new Int32Array(width);
      for (let x = 0; x < width; x++) cells[x] = y * width + x;
      this.lineCells.push(cells);
    }
    for (let x = 0; x < width; x++) {
      const cells = new Int32Array(height);
      for (let y = 0; y < height; y++) cells[y] = y * width + x;
      this.lineCells.push(cells);
    }
    // the scratch of the line solver and the trail at full size now: growing them inside the hot
    // loops would throw away their optimised code (a cell's colours only shrink along the trail)
    let blocks = 0;
    for (let l = 0; l < this.clues.length; l++) blocks = Math.max(blocks, this.clues[l].length);
    reserveLineScratch(blocks, Math.max(width, height), this.colourCount);
    const trail = Math.max(1024, Math.min(1 << 20, this.cellCount * (this.colourCount - 1)));
    this.score = new Int32Array(height + width);
    this.lineStamp = new Float64Array(height + width);
    this.solvedIn = new Int32Array(height + width);
    this.queue = new Int32Array(height + width);
    this.inQueue = new Uint8Array(height + width);
    this.rowScratch = new Uint32Array(width);
    this.columnScratch = new Uint32Array(height);
    this.trailCell = new Int32Array(trail);
    this.trailBits = new Uint32Array(trail);
  }

  queueAll(): void {
    this.score.fill(1);
    for (let l = 0; l < this.score.length; l++) this.enqueue(l);
  }

  clearQueue(): void {
    for (let i = 0; i < this.queued; i++) { const l = this.queue[i]; this.score[l] = 0; this.inQueue[l] = 0; }
    this.queued = 0;
  }

  private enqueue(l: number): void {
    if (this.inQueue[l] === 0) { this.inQueue[l] = 1; this.queue[this.queued++] = l; }
  }

  // Narrows a cell; the crossing lines go on the queue.
  set(cell: number, bits: number): void {
    const old = this.cells[cell];
    if (old === bits) return;
    if (this.trailLength === this.trailCell.length) {
      const cells = new Int32Array(this.trailLength * 2); cells.set(this.trailCell); this.trailCell = cells;
      const olds = new Uint32Array(this.trailLength * 2); olds.set(this.trailBits); this.trailBits = olds;
    }
    this.trailCell[this.trailLength] = cell;
    this.trailBits[this.trailLength++] = old;
    this.cells[cell] = bits;
    if (isSingle(bits) && !isSingle(old)) this.unknown--;
    const y = (cell / this.width) | 0, column = this.height + cell - y * this.width;
    this.score[y]++;
    this.score[column]++;
    this.enqueue(y);
    this.enqueue(column);
    if (!this.probing) this.stampLines(cell);
  }

  private stampLines(cell: number): void {
    const y = (cell / this.width) | 0;
    this.lineStamp[y] = this.lineStamp[this.height + cell - y * this.width] = ++this.stamp;
  }

  undo(mark: number): void {
    while (this.trailLength > mark) {
      const i = --this.trailLength;
      const cell = this.trailCell[i];
      const now = this.cells[cell], old = this.trailBits[i];
      if (isSingle(now) && !isSingle(old)) this.unknown++;
      this.cells[cell] = old;
      if (!this.probing) this.stampLines(cell);
    }
  }

  // The sweep to a fixpoint; returns the contradictory line, or -1. (The loop stays small: V8
  // compiles it on its own while it runs, and the solve of one line separately.)
  propagate(): number {
    for (;;) {
      const best = this.nextLine();
      if (best < 0) return -1;
      if (!this.solveQueued(best)) { this.clearQueue(); return best; }
    }
  }

  // The queued line with the highest score, the lowest among equals; -1 when none is left.
  private nextLine(): number {
    const score = this.score, queue = this.queue;
    let best = -1, bestScore = 0, at = -1;
    for (let i = 0; i < this.queued;) {
      const l = queue[i], lineScore = score[l];
      if (lineScore === 0) { this.inQueue[l] = 0; queue[i] = queue[--this.queued]; continue; }
      if (lineScore > bestScore || (lineScore === bestScore && l < best)) { bestScore = lineScore; best = l; at = i; }
      i++;
    }
    if (best >= 0) {
      this.inQueue[best] = 0;
      queue[at] = queue[--this.queued];
    }
    return best;
  }

  // Solves one line and narrows its cells; false when the line is contradictory.
  private solveQueued(best: number): boolean {
    const score = this.score;
    score[best] = 0;
    this.solvedIn[best] = this.sweep;
    const cells = this.lineCells[best];
    const n = cells.length, line = best < this.height ? this.rowScratch : this.columnScratch;
    this.lineSolves++;
    for (let i = 0; i < n; i++) line[i] = this.cells[cells[i]];
    // the line as solved: in `line`, or in the memo's arena from `from` on
    let solved = line, from = 0;
    if (this.remember && 2 * n + 2 <= LINE_MEMO_CELLS) {
      from = this.solveLineRemembered(best, line);
      solved = this.memoArena;
    } else if (!this.solveLineCounted(best, line)) from = -1;
    if (from < 0) return false;
    if (this.recording) this.recordLine(best, solved, from);
    for (let i = 0; i < n; i++) {
      const cell = cells[i], bits = solved[from + i];
      if (bits !== this.cells[cell]) this.set(cell, bits);
    }
    score[best] = 0;
    return true;
  }

  // The replay's step for a line solve: the cells it decided, before they are set.
  private recordLine(best: number, solved: Uint32Array, from: number): void {
    const cells = this.lineCells[best];
    const decided: number[] = [], colours: number[] = [];
    for (let i = 0; i < cells.length; i++) {
      const bits = solved[from + i];
      if (bits !== this.cells[cells[i]] && isSingle(bits)) { decided.push(cells[i]); colours.push(colourOf(bits)); }
    }
    if (decided.length === 0) return;
    const kind = best < this.height ? 'row' : 'column';
    this.recording!.push({ by: { kind, index: kind === 'row' ? best : best - this.height }, cells: decided, colours });
  }

  private solveLineCounted(l: number, line: Uint32Array): boolean {
    this.tick(line.length * (this.clues[l].length + 1));
    return solveLine(this.clues[l], line, this.colourCount);
  }

  // solveLine through the memo: probing solves the same lines in the same states again and again
  // (each probe is undone, and the next one starts from the same field). An entry holds the line's
  // index, the line as it came in, then as it went out, then 1 or 0 (solvable); one entry per hash.
  // Returns where in the arena the solved line starts, or -1 for a contradiction.
  private solveLineRemembered(l: number, line: Uint32Array): number {
    const n = line.length;
    let hash = l;
    for (let i = 0; i < n; i++) hash = Math.imul(hash ^ line[i], 0x9e3779b1) ^ (hash >>> 15);
    const arena = this.memoArena;
    const at = this.lineMemo.get(hash);
    if (at !== undefined && arena[at] === l) {
      let same = true;
      for (let i = 0; i < n; i++) if (arena[at + 1 + i] !== line[i]) { same = false; break; }
      if (same) {
        this.tick(n);
        return arena[at + 1 + 2 * n] === 0 ? -1 : at + 1 + n;
      }
    }
    const size = 2 * n + 2;
    let entry = this.memoUsed;
    if (entry + size > this.memoArena.length) {
      if (this.memoArena.length < LINE_MEMO_CELLS) {
        const grown = new Uint32Array(Math.min(LINE_MEMO_CELLS, 2 * this.memoArena.length));
        grown.set(this.memoArena);
        this.memoArena = grown;
      }
      if (entry + size > this.memoArena.length) { this.lineMemo.clear(); entry = 0; }
    }
    const memo = this.memoArena;
    memo[entry] = l;
    for (let i = 0; i < n; i++) memo[entry + 1 + i] = line[i];
    const ok = this.solveLineCounted(l, line);
    if (ok) for (let i = 0; i < n; i++) memo[entry + 1 + n + i] = line[i];
    memo[entry + 1 + 2 * n] = ok ? 1 : 0;
    this.memoUsed = entry + size;
    this.lineMemo.set(hash, entry);
    return ok ? entry + 1 + n : -1;
  }

  tick(work = 64): void {
    this.pollCountdown -= work;
    if (this.pollCountdown <= 0) { this.pollCountdown = POLL_WORK; this.poll(); }
  }

  picture(): Uint8Array {
    const out = new Uint8Array(this.cellCount);
    for (let i = 0; i < this.cellCount; i++) out[i] = colourOf(this.cells[i]);
    return out;
  }

  known(): Int8Array {
    const out = new Int8Array(this.cellCount);
    for (let i = 0; i < this.cellCount; i++) out[i] = isSingle(this.cells[i]) ? colourOf(this.cells[i]) : -1;
    return out;
  }
}

// What one probing pass found.
interface ProbeOutcome {
  contradiction: boolean;          // the field itself is contradictory
  bestCell: number;                // the cell to branch on: its probes taught the most
}

// Contradiction probing to a fixpoint. Each probe sets one colour of one unknown cell and
// sweeps; a contradiction removes that colour for good. The probes that do not fail measure
// how much each cell would teach, which picks the search's branching cell.
// Cells next to known cells are probed first (contradictions are found there), and a pass over
// every cell confirms the fixpoint, so the result does not depend on the order.
function probe(field: Field, stats: { probes: number }, onlyNear: boolean): ProbeOutcome {
  const { cellCount, cells, width } = field;
  let bestCell = -1, bestWorst = -1, bestSum = -1;
  let near = true;
  for (;;) {
    let learned = false;
    bestCell = -1; bestWorst = -1; bestSum = -1;
    for (let cell = 0; cell < cellCount; cell++) {
      const bits = cells[cell];
      if (isSingle(bits)) continue;
      if (near && !nearKnown(cells, cell, width, cellCount)) continue;
      let worst = Infinity, sum = 0;
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (!(cells[cell] & bit)) continue;
        const taught = probeOnce(field, stats, cell, bit);
        if (taught >= 0) { worst = Math.min(worst, taught); sum += taught; continue; }
        if (!excludeColour(field, cell, bit)) return { contradiction: true, bestCell: -1 };
        learned = true;
      }
      if (!isSingle(cells[cell]) && (worst > bestWorst || (worst === bestWorst && sum > bestSum))) {
        bestCell = cell; bestWorst = worst; bestSum = sum;
      }
    }
    if (field.unknown === 0) break;
    if (learned) near = true;
    else if (near && !onlyNear) near = false;
    else break;
  }
  return { contradiction: false, bestCell };
}

// One probe (in a function of its own, so that the pass over the cells stays small to compile):
// the cells it decides, or -1 when it ends in a contradiction. A probe that does not is remembered
// with the lines it solved.
function probeOnce(field: Field, stats: { probes: number }, cell: number, bit: number): number {
  const key = cell * 32 + colourOf(bit);
  const memo = field.probeMemo.get(key);
  if (memo && unchangedSince(field, memo)) return memo.taught;
  stats.probes++;
  field.tick();
  const mark = field.trailLength, unknownBefore = field.unknown;
  const recording = field.recording;
  field.recording = null;
  field.probing = true;
  const sweep = ++field.sweep;
  field.set(cell, bit);
  const failed = field.propagate() >= 0;
  const taught = unknownBefore - field.unknown;
  field.undo(mark);
  field.clearQueue();
  field.probing = false;
  field.recording = recording;
  if (failed) return -1;
  if (field.probeMemo.size >= PROBE_MEMO_SIZE) field.probeMemo.clear();
  field.probeMemo.set(key, { stamp: field.stamp, lines: linesSolvedIn(field, sweep), taught });
  return taught;
}

// A failed probe: the cell cannot take the colour. False when that leaves the field contradictory.
function excludeColour(field: Field, cell: number, bit: number): boolean {
  const left = field.cells[cell] & ~bit;
  if (left === 0) return false;
  if (field.recording && isSingle(left)) field.recording.push({ by: { kind: 'probe', cell, colour: colourOf(bit) }, cells: [cell], colours: [colourOf(left)] });
  field.set(cell, left);
  return field.propagate() < 0;
}

function linesSolvedIn(field: Field, sweep: number): Int32Array {
  let count = 0;
  for (let l = 0; l < field.solvedIn.length; l++) if (field.solvedIn[l] === sweep) count++;
  const lines = new Int32Array(count);
  for (let l = 0, i = 0; l < field.solvedIn.length; l++) if (field.solvedIn[l] === sweep) lines[i++] = l;
  return lines;
}

function unchangedSince(field: Field, memo: { stamp: number; lines: Int32Array }): boolean {
  for (let i = 0; i < memo.lines.length; i++) if (field.lineStamp[memo.lines[i]] > memo.stamp) return false;
  return true;
}

function nearKnown(cells: Uint32Array, cell: number, width: number, count: number): boolean {
  const x = cell % width;
  return (x > 0 && isSingle(cells[cell - 1])) || (x + 1 < width && isSingle(cells[cell + 1]))
    || (cell >= width && isSingle(cells[cell - width])) || (cell + width < count && isSingle(cells[cell + width]));
}

export function solveNonogram(puzzle: NonogramPuzzle, options: NonogramSolveOptions = {}): NonogramResult {
  const started = Date.now();
  const maxSolutions = Math.max(1, options.maxSolutions ?? 2);
  const stats = { lineSolves: 0, probes: 0, searchNodes: 0, conflicts: 0, ms: 0 };
  let stage: Rating = 'line';
  let lastProgress = started;
  const poll = (): void => {
    if (options.shouldStop?.()) throw new Stopped();
    if (options.onProgress) {
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_MS) {
        lastProgress = now;
        options.onProgress({ stage, knownCells: field.cellCount - field.unknown, cells: field.cellCount, searchNodes: stats.searchNodes });
      }
    }
  };
  const field = new Field(puzzle, poll);
  const steps: Deduction[] = [];
  if (options.recordSteps) field.recording = steps;
  const solutions: Uint8Array[] = [];
  const percent = (): number => field.cellCount === 0 ? 100 : 100 * (field.cellCount - field.unknown) / field.cellCount;
  let lineKnownPercent = 0, probeKnownPercent = 0;
  let known: Int8Array | null = null;
  const finish = (complete: boolean, rating: Rating | null, contradiction?: NonogramResult['contradiction']): NonogramResult => {
    stats.lineSolves = field.lineSolves;
    stats.ms = Date.now() - started;
    return {
      solutions, complete, ...(contradiction ? { contradiction } : {}), rating,
      lineKnownPercent, probeKnownPercent, known: known ?? field.known(), steps, stats,
    };
  };

  let rootCell = -1;
  try {
    // 1. the sweep
    field.queueAll();
    const bad = field.propagate();
    lineKnownPercent = probeKnownPercent = percent();
    if (bad >= 0) {
      const kind = bad < field.height ? 'row' as const : 'column' as const;
      return finish(true, null, { kind, index: kind === 'row' ? bad : bad - field.height });
    }
    if (field.unknown === 0) {
      solutions.push(field.picture());
      return finish(true, 'line');
    }
    if (options.stopAfter === 'line') return finish(false, null);

    // 2. probing
    stage = 'probing';
    field.remember = true;
    const outcome = probe(field, stats, false);
    probeKnownPercent = percent();
    known = field.known();
    if (outcome.contradiction) return finish(true, null);
    if (field.unknown === 0) {
      solutions.push(field.picture());
      return finish(true, 'probing');
    }
    if (options.stopAfter === 'probing') return finish(false, null);
    rootCell = outcome.bestCell >= 0 ? outcome.bestCell : mostConstrainedCell(field);
  } catch (e) {
    if (!(e instanceof Stopped)) throw e;
    return finish(false, null);
  }

  // 3. the search, depth first on an explicit stack (no recursion limit on big boards);
  // every node is swept and probed (near the known cells) before it branches
  stage = 'search';
  const recording = field.recording;
  field.recording = null;
  const frames: { mark: number; cell: number; untried: number }[] = [];
  let complete = true;
  const rootMark = field.trailLength;
  // Black-and-white puzzles that the depth-first search does not finish within a hundred nodes
  // (or a million line solves) go to the SAT search, which learns from its dead ends.
  const satSolver = puzzle.colours.length <= 2 ? options.satSolver : undefined;
  const lineSolvesBudget = field.lineSolves + DFS_LINE_SOLVES_BEFORE_SAT;
  let toSat = false;
  try {
    let cell = rootCell;
    for (;;) {
      if (satSolver && (stats.searchNodes >= DFS_NODES_BEFORE_SAT || field.lineSolves >= lineSolvesBudget)) { toSat = true; break; }
      if (field.unknown === 0) {
        solutions.push(field.picture());
        if (solutions.length >= maxSolutions) break;
      } else {
        frames.push({ mark: field.trailLength, cell, untried: field.cells[cell] });
      }
      let descended = false;
      while (frames.length > 0 && !descended) {
        const frame = frames[frames.length - 1];
        field.undo(frame.mark);
        field.clearQueue();
        if (frame.untried === 0) { frames.pop(); continue; }
        const bit = frame.untried & -frame.untried;
        frame.untried &= ~bit;
        stats.searchNodes++;
        field.tick();
        field.set(frame.cell, bit);
        if (field.propagate() >= 0) continue;
        const outcome = probe(field, stats, true);
        if (outcome.contradiction) continue;
        cell = outcome.bestCell >= 0 ? outcome.bestCell : mostConstrainedCell(field);
        descended = true;
      }
      if (!descended) break;
    }
  } catch (e) {
    if (!(e instanceof Stopped)) throw e;
    complete = false;
  }
  if (toSat && satSolver) {
    field.undo(rootMark);
    field.clearQueue();
    solutions.length = 0;
    const sat = satSearch(puzzle, field.cells, maxSolutions, () => {
      try { poll(); return false; } catch (e) { if (e instanceof Stopped) return true; throw e; }
    }, satSolver);
    solutions.push(...sat.solutions);
    complete = sat.complete;
    stats.conflicts = sat.conflicts;
  }
  // Both searches stop at the first solution when asked for one: that proves nothing about a second.
  if (maxSolutions === 1 && solutions.length === 1) complete = false;
  const unique = complete && solutions.length === 1;
  if (recording && unique) {
    field.undo(rootMark);
    field.clearQueue();
    field.recording = recording;
    const lineSolves = field.lineSolves;
    recordGuesses(field, solutions[0], rootCell, recording, options.maxRecordedGuesses ?? MAX_RECORDED_GUESSES);
    field.lineSolves = lineSolves;
  }
  field.undo(0);
  field.recording = recording;
  return finish(complete, unique ? 'search' : null);
}

/** Guesses recorded at most, and line solves spent on them (a few seconds): past either the
 *  replay lumps the rest into one `search` step. */
const MAX_RECORDED_GUESSES = 2000;
const MAX_REPLAY_LINE_SOLVES = 2_000_000;

// The search's part of the replay, once the search has proved the solution unique: from the state
// after probing, the branching cell takes its colour in the solution (the other colours have no
// solution), then line logic and probing record what follows, as the depth-first search does at
// each node; until every cell is known. The replay's work is not counted in the stats.
function recordGuesses(field: Field, solution: Uint8Array, firstCell: number, recording: Deduction[], maxGuesses: number): void {
  const stats = { probes: 0 };
  let cell = firstCell;
  try {
    const lineSolvesBudget = field.lineSolves + MAX_REPLAY_LINE_SOLVES;
    for (let guesses = 0; field.unknown > 0 && guesses < maxGuesses && field.lineSolves < lineSolvesBudget; guesses++) {
      if (cell < 0 || isSingle(field.cells[cell])) cell = mostConstrainedCell(field);
      const by: SearchGuess = { kind: 'guess', cell, colour: solution[cell], forced: 0 };
      recording.push({ by, cells: [cell], colours: [solution[cell]] });
      field.set(cell, 1 << solution[cell]);
      const unknownAfterGuess = field.unknown;
      if (field.propagate() >= 0) break;       // not on a path to a solution: cannot happen
      const outcome = probe(field, stats, true);
      if (outcome.contradiction) break;
      by.forced = unknownAfterGuess - field.unknown;
      cell = outcome.bestCell;
    }
  } catch (e) {
    if (!(e instanceof Stopped)) throw e;
  }
  const cells: number[] = [], colours: number[] = [];
  for (let i = 0; i < field.cellCount; i++) if (!isSingle(field.cells[i])) { cells.push(i); colours.push(solution[i]); }
  if (cells.length > 0) recording.push({ by: { kind: 'search' }, cells, colours });
}

// The unknown cell whose row and column have the fewest unknown cells left.
function mostConstrainedCell(field: Field): number {
  const { width, height, cells, cellCount } = field;
  const rowUnknown = new Int32Array(height), columnUnknown = new Int32Array(width);
  for (let i = 0; i < cellCount; i++) if (!isSingle(cells[i])) { rowUnknown[(i / width) | 0]++; columnUnknown[i % width]++; }
  let best = -1, bestScore = Infinity;
  for (let i = 0; i < cellCount; i++) {
    if (isSingle(cells[i])) continue;
    const score = rowUnknown[(i / width) | 0] + columnUnknown[i % width];
    if (score < bestScore) { bestScore = score; best = i; }
  }
  return best;
}

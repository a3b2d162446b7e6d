// Solving a nonogram the way the seed's engine does, in three stages of growing cost:
//  1. the sweep (in WebAssembly: wasm/sweep.ts): each line solves itself exactly and hands the
//     cells it decided to the crossing lines; the line whose cells changed most goes next, until a
//     fixpoint;
//  2. probing: guess one colour of one cell, sweep, and when that ends in a contradiction the
//     cell cannot take the colour; repeated until no probe teaches anything;
//  3. a complete search: choose a cell (by what probing it taught), try each colour, sweep and
//     probe below it, backtrack on contradictions, stop at `limit`; a black-and-white search that
//     runs long starts again, trying first the colour that belief propagation finds likelier.
// Every change to a cell goes on a trail, so probes and search branches undo in place.
import type { NonogramPuzzle } from './puzzle';
import { refutations } from './checks';
import { Sweep, OUT_OF_BUDGET, LINE_CHANGED, type SweepExports } from './sweep';
import { satSearch, type SatSolverFactory } from './satSearch';
import { colourSatSearch } from './colourSat';
import { blackMessages, type BlackMessages } from './phaseHints';
import type { NonogramProgress } from '../protocol';
import { pictureString } from './pictureString';

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
  limit?: number;                       // default 2: decides uniqueness
  shouldStop?: () => boolean;           // polled; cancellation
  onProgress?: (p: NonogramProgress) => void;   // every PROGRESS_MS at most
  recordSteps?: boolean;                // fill `steps` (the replay)
  stopAfter?: Rating;                   // e.g. 'line': only the line-solver fixpoint (for hovers, diagnostics)
  maxRecordedGuesses?: number;          // the replay's guesses before it lumps the rest into one `search` step (default 2,000)
  // searches past DFS_NODES_BEFORE_SAT go to SAT; without, the depth-first search
  // goes on; 'later': the solve stops there and returns `continueWithSat` (see that)
  satSolver?: SatSolverFactory | 'later';
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
  // With satSolver 'later', when the search must go to SAT: finishes the solve with the given SAT
  // solver, from where it stopped (this result is then not complete). So a thread loads its SAT
  // solver only for the few puzzles that need it.
  continueWithSat?: (satSolver: SatSolverFactory) => NonogramResult;
}

// More colours than fit in a cell's bit set (blank included) are refused by the formats.
export const MAX_COLOURS = 31;

const DFS_NODES_BEFORE_SAT = 100;
// A search that has found no solution in this many nodes starts again from the root, each cell's
// likelier colour first (phaseHints.ts, as the SAT search's phases). Not from the start: the hints
// cost about 9 ms on a 30×30, more than most searches. Random 30×30 set, 5,000 pictures, CPU in one
// process: 111 went on to SAT and 103.4 s in all without; with, after 10 nodes 44 and 94.7 s, after
// 20 nodes 46 and 92.1 s, after 30 nodes 46, after 3 nodes 39 but 126.5 s (the hints paid too often).
const HINTED_AFTER_NODES = 20;
// ... or within this many line solves: on a big board each node's probing is costly (#22336 spent
// 6 million line solves, 11 s, on 100 nodes); every survey puzzle the depth-first search decides
// needs fewer than 250,000.
const DFS_LINE_SOLVES_BEFORE_SAT = 1_000_000;
const PROBE_MEMO_SIZE = 1 << 18;  // probes remembered at most
const POLL_WORK = 1 << 20;     // work (line cells × blocks) between looks at the clock: about a millisecond
// Each report carries the cells known before the search, a character each, on boards of up to
// PROGRESS_KNOWN_CELLS (larger ones send none): past 25,000 cells the reports come less often, down
// to once a second, so that they stay under 250 KB a second.
const PROGRESS_MS = 100, PROGRESS_KNOWN_CELLS = 250_000, PROGRESS_CELLS_PER_MS = 250;

class Stopped extends Error {}

const BLANK = 1, BLACK = 2;     // a black-and-white cell's bits

function colourOf(bits: number): number { return 31 - Math.clz32(bits); }
function isSingle(bits: number): boolean { return (bits & (bits - 1)) === 0; }

// The board being solved: per cell the bit set of colours still possible, in the sweep's memory
// (sweep.ts). Every change to a cell goes on the sweep's trail, so probes and search branches undo
// in place.
class Field {
  readonly width: number;
  readonly height: number;
  readonly cellCount: number;
  readonly colourCount: number;
  readonly cells: Uint32Array;
  private readonly sweepEngine: Sweep;
  private readonly engine: SweepExports;
  recording: Deduction[] | null = null;
  // For skipping probes that cannot teach anything new: every change outside a probe stamps
  // its row and column; a probe that found no contradiction is remembered with the lines it
  // solved. While none of those lines has changed, the probe would run exactly the same.
  private probingNow = false;
  readonly lineStamp: Float64Array;
  readonly probeMemo = new Map<number, { stamp: number; lines: Int32Array; taught: number }>();
  private pollCountdown = 0;             // the first tick polls: its code path is then known before it is hot

  constructor(puzzle: NonogramPuzzle, private readonly poll: () => void) {
    const { width, height } = puzzle;
    this.width = width; this.height = height;
    this.cellCount = width * height;
    this.colourCount = Math.max(2, puzzle.colours.length);
    const all = this.colourCount >= 32 ? 0xffffffff : (1 << this.colourCount) - 1;
    // a colour that no clue uses cannot appear
    const clues = puzzle.rows.concat(puzzle.columns);
    let used = 1;
    for (let l = 0; l < clues.length; l++) for (let j = 0; j < clues[l].length; j++) used |= 1 << clues[l][j].colour;
    this.sweepEngine = new Sweep(width, height, this.colourCount, clues, (all & used) >>> 0);
    this.engine = this.sweepEngine.exports;
    this.cells = this.sweepEngine.cells;
    this.lineStamp = this.sweepEngine.lineStamp;
  }

  get unknown(): number { return this.engine.unknownCells(); }
  get trailLength(): number { return this.engine.trailMark(); }
  get stamp(): number { return this.engine.currentStamp(); }
  get lineSolves(): number { return this.engine.solves(); }
  set lineSolves(count: number) { this.engine.setSolves(count); }
  get probing(): boolean { return this.probingNow; }
  set probing(on: boolean) { this.probingNow = on; this.engine.setProbing(on ? 1 : 0); }
  /** Numbers a probe's sweep (linesSolvedIn lists the lines it solved). */
  nextSweep(): number { return this.engine.nextSweep(); }
  linesSolvedIn(sweep: number): Int32Array { return this.sweepEngine.lines.slice(0, this.engine.linesSolvedIn(sweep)); }
  /** The first cell from `from` on that is not known, and when `near`, next to one that is; -1 when none. */
  nextUnknownCell(from: number, near: boolean): number { return this.engine.nextUnknownCell(from, near ? 1 : 0); }

  rememberLines(): void { this.engine.rememberLines(); }
  queueAll(): void { this.engine.queueAll(); }
  clearQueue(): void { this.engine.clearQueue(); }

  // Narrows a cell; the crossing lines go on the queue.
  set(cell: number, bits: number): void {
    if (this.engine.set(cell, bits) === 0) throw new Error(`nonogram trail full at cell ${cell}`);
  }

  undo(mark: number): void { this.engine.undo(mark); }

  // The sweep to a fixpoint; returns the contradictory line, or -1. The sweep stops to poll after
  // about POLL_WORK, and, when recording, after each line that decided something.
  propagate(): number {
    const stepwise = this.recording ? 1 : 0;
    for (;;) {
      const result = this.engine.propagate(Math.max(1, this.pollCountdown), stepwise);
      this.tick(this.engine.work());
      if (result === OUT_OF_BUDGET) continue;
      if (result === LINE_CHANGED) { this.recordLine(this.engine.lastChangedLine(), this.engine.lastChangedFrom()); continue; }
      return result;
    }
  }

  // The replay's step for a line solve: the cells it decided, from the trail.
  private recordLine(best: number, from: number): void {
    const trail = this.sweepEngine.trail;
    const decided: number[] = [], colours: number[] = [];
    for (let i = from, end = this.trailLength; i < end; i++) {
      const cell = trail[2 * i], bits = this.cells[cell];
      if (isSingle(bits) && !isSingle(trail[2 * i + 1])) { decided.push(cell); colours.push(colourOf(bits)); }
    }
    if (decided.length === 0) return;
    const kind = best < this.height ? 'row' : 'column';
    this.recording!.push({ by: { kind, index: kind === 'row' ? best : best - this.height }, cells: decided, colours });
  }

  tick(work = 64): void {
    this.pollCountdown -= work;
    if (this.pollCountdown <= 0) { this.pollCountdown = POLL_WORK; this.poll(); }
  }

  // (These two loops run once per solve, before V8 has compiled them: no calls inside.)
  picture(): Uint8Array {
    const { cells, cellCount } = this;
    const out = new Uint8Array(cellCount);
    for (let i = 0; i < cellCount; i++) out[i] = 31 - Math.clz32(cells[i]);
    return out;
  }

  known(): Int8Array {
    const { cells, cellCount } = this;
    const out = new Int8Array(cellCount);
    for (let i = 0; i < cellCount; i++) {
      const bits = cells[i];
      out[i] = (bits & (bits - 1)) === 0 ? 31 - Math.clz32(bits) : -1;
    }
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
  const { cells } = field;
  let bestCell = -1, bestWorst = -1, bestSum = -1;
  let near = true;
  for (;;) {
    let learned = false;
    bestCell = -1; bestWorst = -1; bestSum = -1;
    for (let cell = field.nextUnknownCell(0, near); cell >= 0; cell = field.nextUnknownCell(cell + 1, near)) {
      const bits = cells[cell];
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
  const sweep = field.nextSweep();
  let failed = false, taught = 0;
  try {
    field.set(cell, bit);
    failed = field.propagate() >= 0;
    taught = unknownBefore - field.unknown;
  } finally {
    // also when a stop ends the solve inside the probe: the result reports the field's known cells
    field.undo(mark);
    field.clearQueue();
    field.probing = false;
    field.recording = recording;
  }
  if (failed) return -1;
  if (field.probeMemo.size >= PROBE_MEMO_SIZE) field.probeMemo.clear();
  field.probeMemo.set(key, { stamp: field.stamp, lines: field.linesSolvedIn(sweep), taught });
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

function unchangedSince(field: Field, memo: { stamp: number; lines: Int32Array }): boolean {
  for (let i = 0; i < memo.lines.length; i++) if (field.lineStamp[memo.lines[i]] > memo.stamp) return false;
  return true;
}

export function solveNonogram(puzzle: NonogramPuzzle, options: NonogramSolveOptions = {}): NonogramResult {
  const started = Date.now();
  const limit = Math.max(1, options.limit ?? 2);
  const stats = { lineSolves: 0, probes: 0, searchNodes: 0, conflicts: 0, ms: 0 };
  if (puzzle.colours.length > MAX_COLOURS) throw new RangeError(`a nonogram has at most ${MAX_COLOURS - 1} colours, this one ${puzzle.colours.length - 1}`);
  // Cheap refutations first: totals that differ leave the sweep nothing to contradict, and the search
  // would go through every painting of the rows.
  const refuted = refutations(puzzle)[0];
  if (refuted) {
    return {
      solutions: [], complete: true, ...(refuted.line ? { contradiction: refuted.line } : {}), rating: null,
      lineKnownPercent: 0, probeKnownPercent: 0, known: new Int8Array(puzzle.width * puzzle.height).fill(-1), steps: [], stats,
    };
  }
  let stage: Rating = 'line', inSat = false;
  let lastProgress = started;
  const cellCount = puzzle.width * puzzle.height, knownInReports = cellCount <= PROGRESS_KNOWN_CELLS;
  const progressMs = knownInReports ? Math.max(PROGRESS_MS, cellCount / PROGRESS_CELLS_PER_MS) : PROGRESS_MS;
  // the cells known before the search, for the reports: kept apart from the field, which holds
  // probing's trials and the search's guesses whenever it polls
  const reportKnown = options.onProgress !== undefined && knownInReports;
  let rootKnown = reportKnown ? '-'.repeat(cellCount) : '';
  const poll = (): void => {
    if (options.shouldStop?.()) throw new Stopped();
    if (options.onProgress) {
      const now = Date.now();
      if (now - lastProgress >= progressMs) {
        lastProgress = now;
        options.onProgress({ stage, knownCells: field.cellCount - field.unknown, cells: field.cellCount, searchNodes: stats.searchNodes, sat: inSat, ms: now - started, known: rootKnown });
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
    // Starting hints narrow their cells before anything else; one its clues cannot paint is a contradiction of its row.
    const hinted = giveHints(field, puzzle.hints);
    if (hinted >= 0) return finish(true, null, { kind: 'row', index: Math.floor(hinted / field.width) });
    if (reportKnown && puzzle.hints) rootKnown = pictureString(field.known());
    // 1. the sweep
    field.queueAll();
    const bad = field.propagate();
    lineKnownPercent = probeKnownPercent = percent();
    if (reportKnown) rootKnown = pictureString(field.known());
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
    field.rememberLines();
    const outcome = probe(field, stats, false);
    probeKnownPercent = percent();
    known = field.known();
    if (reportKnown) rootKnown = pictureString(known);
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
  // from HINTED_AFTER_NODES on: belief propagation at the root, which the SAT search starts from too
  let messages: BlackMessages | undefined, likelyBlack: Float64Array | null = null;
  let complete = true;
  const rootMark = field.trailLength;
  // Puzzles that the depth-first search does not finish within a hundred nodes (or a million line
  // solves) go to the SAT search, which learns from its dead ends (colour ones: colourSat.ts).
  const satSolver = options.satSolver;
  const lineSolvesBudget = field.lineSolves + DFS_LINE_SOLVES_BEFORE_SAT;
  let toSat = false;
  try {
    let cell = rootCell;
    for (;;) {
      if (likelyBlack === null && puzzle.colours.length <= 2 && solutions.length === 0 && field.unknown > 0 && stats.searchNodes >= HINTED_AFTER_NODES) {
        field.undo(rootMark);
        field.clearQueue();
        frames.length = 0;
        messages = rootMessages(puzzle, field.cells);
        likelyBlack = likelierBlack(messages);
        cell = rootCell;
      }
      if (field.unknown === 0) {
        solutions.push(field.picture());
        if (solutions.length >= limit) break;
      } else {
        frames.push({ mark: field.trailLength, cell, untried: field.cells[cell] });
      }
      let descended = false;
      while (frames.length > 0 && !descended) {
        const frame = frames[frames.length - 1];
        field.undo(frame.mark);
        field.clearQueue();
        if (frame.untried === 0) { frames.pop(); continue; }
        if (satSolver && (stats.searchNodes >= DFS_NODES_BEFORE_SAT || field.lineSolves >= lineSolvesBudget)) { toSat = true; break; }
        let bit = frame.untried & -frame.untried;
        if (likelyBlack && frame.untried === (BLANK | BLACK) && likelyBlack[frame.cell] > 0.5) bit = BLACK;
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
  // Both searches stop at the first solution when asked for one: that proves nothing about a second.
  const conclude = (): NonogramResult => {
    if (limit === 1 && solutions.length === 1) complete = false;
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
  };
  if (!toSat || !satSolver) return conclude();
  const searchSat = (newSolver: SatSolverFactory): NonogramResult => {
    field.undo(rootMark);
    field.clearQueue();
    solutions.length = 0;
    inSat = true;
    const shouldStop = (): boolean => {
      try { poll(); return false; } catch (e) { if (e instanceof Stopped) return true; throw e; }
    };
    const sat = puzzle.colours.length <= 2 ? satSearch(puzzle, field.cells, limit, shouldStop, newSolver, messages)
      : colourSatSearch(puzzle, field.cells, limit, shouldStop, newSolver);
    solutions.push(...sat.solutions);
    complete = sat.complete;
    stats.conflicts = sat.conflicts;
    return conclude();
  };
  if (satSolver !== 'later') return searchSat(satSolver);
  return { ...finish(false, null), solutions: [], continueWithSat: searchSat };
}

/** Belief propagation between the rows and the columns. */
function rootMessages(puzzle: NonogramPuzzle, cells: Uint32Array): BlackMessages {
  const lengths = (clues: NonogramPuzzle['rows']): number[][] => clues.map((clue) => clue.map((block) => block.length));
  return blackMessages(puzzle.width, puzzle.height, lengths(puzzle.rows), lengths(puzzle.columns), cells);
}

/** Per cell how likely it is black, by both its lines' messages. */
function likelierBlack({ row, column }: BlackMessages): Float64Array {
  const out = new Float64Array(row.length);
  for (let i = 0; i < row.length; i++) out[i] = row[i] * column[i] / (row[i] * column[i] + (1 - row[i]) * (1 - column[i]));
  return out;
}

/** Sets each hinted cell to its colour; the first cell whose colour no clue uses, or -1. */
function giveHints(field: Field, hints: Int8Array | undefined): number {
  if (!hints) return -1;
  for (let cell = 0; cell < hints.length; cell++) {
    if (hints[cell] < 0) continue;
    const bits = field.cells[cell] & (1 << hints[cell]);
    if (bits === 0) return cell;
    field.set(cell, bits);
  }
  return -1;
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

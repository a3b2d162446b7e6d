// Making a nonogram from a picture: its clues, and when they have more than one solution (or need a
// harder method than asked for), a small set of cells to change in the picture so that the clues of
// the changed picture have it as their only solution, at most at the rating asked for (or, by
// makeNonogramHints, a small set of cells to give as starting hints, the picture unchanged).
//  1. greedy: the cells line logic and probing (line logic alone for rating 'line') leave unknown
//     are where the clues are ambiguous; changing each of those nearest the first is scored by how
//     many cells are then left unknown; the best change is made; repeat until none is left unknown
//     (or, for rating 'search', until the few left are decided by the solver's search);
//  2. minimal: each change is taken back in turn and dropped when the puzzle stays unique without it,
//     until no change can go: then taking back any one breaks uniqueness or the rating;
//  3. smallest: proved when there is at most one change, or when every set of fewer changes (over
//     every cell and colour) fails: solved, or ruled out by another solution it leaves standing
//     (fewest.ts), within a budget of solves; otherwise only bounded.
import { cluesOfPicture } from './goalClues';
import type { NonogramPuzzle } from './puzzle';
import type { Picture } from './picture';
import { NonogramResult, Rating, solveNonogram } from './solve';
import type { SatSolverFactory } from './satSearch';
import { CellSet, othersAfterChanges, othersAfterHints, proveFewest, Trial } from './fewest';

export interface Change { cell: number; from: number; to: number }

export interface MakeOptions {
  /** The hardest rating allowed (default 'search': unique is enough). */
  rating?: Rating;
  satSolver?: SatSolverFactory;
  /** Solves the proof of smallest may spend (default 2,000). */
  proofBudget?: number;
  /** Milliseconds the proof of smallest may take (default 2,000). */
  proofMs?: number;
  /** Polled between solves: the repair stops and says so (the CLI's --timeout). */
  shouldStop?: () => boolean;
  /** Candidate cells scored per step, at most (default 16). */
  candidates?: number;
  /** Rating 'search': time for one uniqueness search, at most (default 2,000 ms). */
  searchMs?: number;
}

export interface MadeNonogram {
  puzzle: NonogramPuzzle;          // the repaired picture as goal, and its clues
  changes: Change[];
  /** Cells given as starting hints (in the goal's colour), by makeNonogramHints; [] from makeNonogram. */
  hints: number[];
  unique: boolean;                 // the repaired puzzle has exactly one solution (checked by the solver)
  rating: Rating | null;           // its rating; null when not unique
  minimal: boolean;                // taking back any one change breaks uniqueness or the rating
  smallest: { proved: boolean; tried: number; how: string };
  solves: number;                  // solver runs spent
  stopped: boolean;                // shouldStop ended the repair early
}

const rank: Record<Rating, number> = { line: 0, probing: 1, search: 2 };
/** Solutions of the picture as drawn the proof of fewest starts from: each rules out many sets for one solve. */
const seedSolutions = 16;
/** Rating 'search': the solver's search decides uniqueness once probing leaves at most this many cells. */
const searchBelow = 64;
/** Candidate cells lie at most this many steps (rows plus columns) from the anchor, at first. */
const nearFirst = 4;

export function puzzleOfPicture(picture: Picture, name: string): NonogramPuzzle {
  const { rows, columns } = cluesOfPicture(picture);
  return { name, width: picture.width, height: picture.height, colours: picture.colours, rows, columns, goal: picture.cells };
}

/** The picture's nonogram, made unique with few changes. */
export function makeNonogram(picture: Picture, name: string, options: MakeOptions = {}): MadeNonogram {
  const target = options.rating ?? 'search';
  const { width, height } = picture;
  const cells = picture.cells.slice();
  let solves = 0;
  const solve = (more: { stopAfter?: Rating; shouldStop?: () => boolean } = {}) => {
    solves++;
    return solveNonogram(puzzleOfPicture({ ...picture, cells }, name), { limit: 2, satSolver: options.satSolver, ...more });
  };
  const look = looker(solve, target, options);
  const changes = new Map<number, number>();       // cell -> its colour in the picture
  const setCell = (cell: number, colour: number) => {
    if (colour === picture.cells[cell]) changes.delete(cell); else changes.set(cell, picture.cells[cell]);
    cells[cell] = colour;
  };

  let now = look();
  const limit = options.candidates ?? 16;
  // Each step leaves fewer cells unknown. The candidates lie near one unknown cell (the anchor);
  // when none of them helps, the next unknown cell not yet tried is the anchor, and when every one
  // has been, the candidates are looked for farther away.
  const tried = new Set<number>();
  const stop = options.shouldStop ?? (() => false);
  let stopped = false;
  for (let near = nearFirst; now.status !== 'ok';) {
    if (stop()) { stopped = true; break; }
    const anchor = now.known.findIndex((k, i) => k < 0 && !tried.has(i));
    if (anchor < 0) {
      if (near >= width + height) break;
      near *= 4;
      tried.clear();
      continue;
    }
    let best: Change | undefined, bestLook = now;
    const candidates = candidateChanges(now.known, cells, picture, anchor, near, limit * (near / nearFirst));
    for (const c of candidates) {
      const before = cells[c.cell];
      setCell(c.cell, c.to);
      const after = look();
      setCell(c.cell, before);
      if (after.status === 'ok' || after.unknown < bestLook.unknown) { best = c; bestLook = after; }
      if (after.status === 'ok') break;
    }
    if (best) { setCell(best.cell, best.to); now = bestLook; near = nearFirst; tried.clear(); continue; }
    tried.add(anchor);
    for (const c of candidates) tried.add(c.cell);
  }

  // Minimal: take back each change while the puzzle stays good without it.
  let minimal = now.status === 'ok';
  if (minimal) {
    for (let dropped = true; dropped;) {
      dropped = false;
      for (const [cell, original] of [...changes]) {
        if (stop()) { stopped = true; minimal = false; dropped = false; break; }
        const kept = cells[cell];
        setCell(cell, original);
        const without = look(true);
        if (without.status === 'ok') { dropped = true; continue; }
        if (without.status === 'undecided') minimal = false;
        setCell(cell, kept);
      }
    }
  }
  const final = () => { if (now.status !== 'ok') return { unique: false, rating: null, ok: false }; const r = solve(); const unique = r.complete && r.solutions.length === 1; return { unique, rating: unique ? r.rating : null, ok: unique && r.rating !== null && rank[r.rating] <= rank[target] }; };
  let state = final();
  let changeList = [...changes].map(([cell, from]) => ({ cell, from, to: cells[cell] })).sort((a, b) => a.cell - b.cell);
  const { fewer, ...smallest } = state.ok && !stopped ? proveSmallest(picture, name, changeList.length, target, options, () => solves++)
    : { proved: false, tried: 0, how: stopped ? 'stopped before a proof' : 'no repair found', fewer: undefined };
  if (fewer) {
    // The proof found a smaller set (every smaller one failing first): it replaces the greedy one.
    for (const { cell, from } of changeList) setCell(cell, from);
    for (const { cell, to } of fewer) setCell(cell, to);
    changeList = fewer;
    minimal = true;
    state = final();
  }
  return {
    puzzle: puzzleOfPicture({ ...picture, cells }, name),
    changes: changeList, hints: [],
    unique: state.unique, rating: state.rating,
    minimal: minimal && state.ok, smallest, solves, stopped,
  };
}

type Look = { known: Int8Array; unknown: number; status: 'ok' | 'fails' | 'undecided' };

/**
 * The cells the asked method (line logic; else line logic and probing) leaves unknown: none means
 * unique at that rating. For 'search', a few left over go to the solver's search, bounded in time.
 * `always`: search however many are left (the minimal pass needs a decision, and makes few looks).
 */
function looker(solve: (more?: { stopAfter?: Rating; shouldStop?: () => boolean }) => NonogramResult, target: Rating, options: MakeOptions): (always?: boolean) => Look {
  return (always = false) => {
    const { known } = solve({ stopAfter: target === 'line' ? 'line' : 'probing' });
    let unknown = 0;
    for (let i = 0; i < known.length; i++) if (known[i] < 0) unknown++;
    if (unknown === 0) return { known, unknown, status: 'ok' };
    if (target !== 'search' || (unknown > searchBelow && !always)) return { known, unknown, status: target === 'search' ? 'undecided' : 'fails' };
    const deadline = Date.now() + (options.searchMs ?? 2000);
    const r = solve({ shouldStop: () => Date.now() > deadline });
    return { known, unknown, status: r.solutions.length >= 2 ? 'fails' : r.complete ? 'ok' : 'undecided' };
  };
}

/**
 * The picture's nonogram, made unique by starting hints instead of changes: the picture stays as
 * drawn, and the fewest cells found are given (in the goal's colour).
 *  1. greedy: of the cells the asked method leaves unknown nearest the first, the one whose hint
 *     leaves fewest unknown is given; each hint decides at least its own cell, so this ends;
 *  2. minimal: each hint is taken away in turn while the puzzle stays unique without it;
 *  3. smallest: a hint on a cell the asked method decides without hints changes nothing (line logic
 *     and probing only ever add to what they know), so only the cells it leaves unknown are
 *     candidates; proved when every smaller set of those fails (solved, or agreeing with another
 *     solution found before: fewest.ts) within the budget of solves.
 */
export function makeNonogramHints(picture: Picture, name: string, options: MakeOptions = {}): MadeNonogram {
  const target = options.rating ?? 'search';
  const base = puzzleOfPicture(picture, name);
  const hints = new Int8Array(picture.cells.length).fill(-1);
  let solves = 0;
  const solve = (more: { stopAfter?: Rating; shouldStop?: () => boolean; limit?: number } = {}) => {
    solves++;
    return solveNonogram({ ...base, hints }, { limit: 2, satSolver: options.satSolver, ...more });
  };
  const look = looker(solve, target, options);
  const stop = options.shouldStop ?? (() => false);
  let stopped = false;
  let now = look();
  const open = [...now.known.keys()].filter((i) => now.known[i] < 0);     // the only cells a hint can help at
  const limit = options.candidates ?? 16;
  const { width } = picture;
  while (now.status !== 'ok') {
    if (stop()) { stopped = true; break; }
    const anchor = now.known.findIndex((k) => k < 0);
    if (anchor < 0) break;                                                // 'search' undecided with every cell known: cannot happen
    const d = (i: number) => Math.abs(Math.floor(i / width) - Math.floor(anchor / width)) + Math.abs((i % width) - (anchor % width));
    const candidates = [...now.known.keys()].filter((i) => now.known[i] < 0).sort((p, q) => d(p) - d(q) || p - q).slice(0, limit);
    let best = candidates[0], bestLook: Look | undefined;
    for (const cell of candidates) {
      hints[cell] = picture.cells[cell];
      const after = look();
      hints[cell] = -1;
      if (!bestLook || after.status === 'ok' || after.unknown < bestLook.unknown) { best = cell; bestLook = after; }
      if (after.status === 'ok') break;
    }
    hints[best] = picture.cells[best];
    now = bestLook!;
  }
  let minimal = now.status === 'ok';
  if (minimal) {
    for (let cell = 0; cell < hints.length; cell++) {
      if (hints[cell] < 0) continue;
      if (stop()) { stopped = true; minimal = false; break; }
      hints[cell] = -1;
      const without = look(true);
      if (without.status === 'ok') continue;
      if (without.status === 'undecided') minimal = false;
      hints[cell] = picture.cells[cell];
    }
  }
  const given = () => [...hints.keys()].filter((i) => hints[i] >= 0);
  let smallest: MadeNonogram['smallest'] = { proved: false, tried: 0, how: stopped ? 'stopped before a proof' : 'no hints found' };
  if (now.status === 'ok' && !stopped) {
    const size = given().length;
    const budget = options.proofBudget ?? 2000;
    const among = `the ${open.length} cells ${target === 'line' ? 'line logic' : 'line logic and probing'} leave unknown`;
    if (size === 0) smallest = { proved: true, tried: 0, how: 'the picture is unique as it is' };
    else {
      // Every set of fewer hints among the open cells, smallest first, solved or ruled out by another
      // solution it agrees with (fewest.ts); the first that works replaces the greedy one.
      const greedy = given();
      const trial = (set: CellSet, shouldStop: () => boolean): Trial => {
        hints.fill(-1);
        for (const [cell, colour] of set) hints[cell] = colour;
        const r = solve({ shouldStop, ...(set.size === 0 ? { limit: seedSolutions } : {}) });
        const others = r.solutions.filter((s) => s.some((c, i) => c !== picture.cells[i])).flatMap((other) => othersAfterHints(width, picture.height, picture.cells, other));
        if (others.length) return { works: false, others };
        if (!r.complete) return 'stopped';
        return r.solutions.length === 1 && r.rating !== null && rank[r.rating] <= rank[target] ? { works: true } : { works: false };
      };
      const result = proveFewest(size, { cells: open, cellCount: picture.cells.length, placeCount: picture.cells.length, perCell: 1, values: (cell) => [picture.cells[cell]], others: [], trial, budget, ms: proofMs(options), shouldStop: stop });
      hints.fill(-1);
      for (const [cell, colour] of result.fewer ?? greedy.map((cell) => [cell, picture.cells[cell]])) hints[cell] = colour;
      if (result.fewer) minimal = true;
      const n = result.cut?.size ?? 0;
      smallest = result.cut
        ? { proved: false, tried: result.solved, how: `found by greedy search and minimised; the proof that fewer hints among ${among} fail ${cutShort(result.cut.by, budget, options)} at sets of ${n} hint${n === 1 ? '' : 's'}` }
        : { proved: true, tried: result.solved, how: `every set of fewer hints among ${among} fails: ${result.solved} solved, the rest ruled out by ${othersFound(result.others)}` };
    }
  }
  const r = now.status === 'ok' ? solve() : undefined;
  const unique = r !== undefined && r.complete && r.solutions.length === 1;
  const rating = unique ? r!.rating : null;
  const ok = unique && rating !== null && rank[rating] <= rank[target];
  return {
    puzzle: { ...base, hints: hints.slice() }, changes: [], hints: given(),
    unique, rating, minimal: minimal && ok, smallest, solves, stopped,
  };
}

/** The changes worth trying next: the cells the asked method leaves unknown, nearest the anchor. */
function candidateChanges(known: Int8Array, cells: Uint8Array, picture: Picture, anchor: number, near: number, limit: number): Change[] {
  const { width } = picture;
  // One place at a time: a step repairs one ambiguity well, and scoring cells of the others would only cost solves.
  const ay = Math.floor(anchor / width), ax = anchor % width;
  const d = (i: number) => Math.abs(Math.floor(i / width) - ay) + Math.abs((i % width) - ax);
  const region: number[] = [];
  for (let i = 0; i < known.length; i++) if (known[i] < 0 && d(i) <= near) region.push(i);
  region.sort((p, q) => d(p) - d(q) || p - q).splice(limit);
  const out: Change[] = [];
  const add = (cell: number, to: number) => { if (to !== cells[cell] && !out.some((c) => c.cell === cell && c.to === to)) out.push({ cell, from: cells[cell], to }); };
  for (const cell of region) {
    if (picture.colours.length <= 2) { add(cell, 1 - cells[cell]); continue; }
    // Colour pictures: blank, or a colour of a neighbour (a new colour in the middle of nowhere helps little).
    add(cell, 0);
    const x = cell % width;
    for (const n of [cell - width, cell + width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1]) if (n >= 0 && n < cells.length) add(cell, cells[n]);
  }
  return out;
}

/** Whether no set of fewer changes works: each is solved, or ruled out by another solution it leaves standing (fewest.ts). */
function proveSmallest(picture: Picture, name: string, size: number, target: Rating, options: MakeOptions, count: () => void): MadeNonogram['smallest'] & { fewer?: Change[] } {
  if (size <= 1) return { proved: true, tried: 0, how: size === 0 ? 'the picture is unique as it is' : 'the picture itself is not unique, so one change is the fewest' };
  const { width, height } = picture;
  const colours = [...picture.colours.keys()];
  const budget = options.proofBudget ?? 2000;
  const trial = (set: CellSet, shouldStop: () => boolean): Trial => {
    const cells = picture.cells.slice();
    for (const [cell, colour] of set) cells[cell] = colour;
    count();
    const r = solveNonogram(puzzleOfPicture({ ...picture, cells }, name), { limit: set.size === 0 ? seedSolutions : 2, satSolver: options.satSolver, shouldStop });
    const others = r.solutions.filter((s) => s.some((c, i) => c !== cells[i])).flatMap((other) => othersAfterChanges(width, height, new Map(set), cells, other));
    if (others.length) return { works: false, others };
    if (!r.complete) return 'stopped';
    return r.solutions.length === 1 && r.rating !== null && rank[r.rating] <= rank[target] ? { works: true } : { works: false };
  };
  const all = [...picture.cells.keys()];
  const result = proveFewest(size, { cells: all, cellCount: all.length, placeCount: width + height, perCell: 2, values: (cell) => colours.filter((c) => c !== picture.cells[cell]), others: [], trial, budget, ms: proofMs(options), shouldStop: options.shouldStop ?? (() => false) });
  const ruled = `${result.solved} solved, the rest ruled out by ${othersFound(result.others)}`;
  if (result.cut) {
    const n = result.cut.size;
    return { proved: false, tried: result.solved, how: `found by greedy search and minimised; the proof that fewer changes fail ${cutShort(result.cut.by, budget, options)} at sets of ${n} change${n === 1 ? '' : 's'}` };
  }
  if (result.fewer) {
    const fewer = [...result.fewer].map(([cell, to]) => ({ cell, from: picture.cells[cell], to })).sort((a, b) => a.cell - b.cell);
    return { proved: true, tried: result.solved, how: `every set of fewer than ${fewer.length} changes fails: ${ruled}`, fewer };
  }
  return { proved: true, tried: result.solved, how: `every set of fewer changes fails: ${ruled}` };
}

function othersFound(n: number): string {
  return n === 1 ? 'the 1 other solution found' : `the ${n} other solutions found`;
}

function proofMs(options: MakeOptions): number {
  return options.proofMs ?? 2000;
}

/** Why a proof of fewest stopped short, in words. */
function cutShort(by: 'budget' | 'time' | 'stopped', budget: number, options: MakeOptions): string {
  if (by === 'budget') return `ran out of its budget of ${budget} solve${budget === 1 ? '' : 's'}`;
  return by === 'time' ? `ran out of its time (${proofMs(options) / 1000} s)` : 'was stopped';
}

// Making a Link-a-Pix puzzle from a picture: the painted cells of each colour split into paths
// (a path of n cells is a pair of clues n at its ends, a one-cell path a single 1), so that the
// clues have exactly one solution, proved by the solver (solve.ts), and it paints the picture.
//
// The paths start long: greedy walks through each colour, from the cells with the fewest
// neighbours of their colour. Then, in rounds, the solver looks for a second solution: the new
// paths it does not keep are split (a path made by a merge goes back to its two parts; a walk is
// cut in two, with no one-cell piece where it can be avoided). Once the solution is unique,
// paths whose ends touch are merged in a batch (one-cell paths first), up to the longest length
// allowed, and the rounds go on: the merges a second solution does not keep are taken back. A
// merge that failed twice is not tried again, so the rounds end. All cells as 1-clues is always
// unique, so the splits end too. Everything random comes from the seed.
import type { Picture } from '../nonogram/picture';
import { LinkpixPuzzle, pathKey } from './puzzle';
import { LinkpixSolveResult, pictureOf, solveLinkpix } from './solve';
import { DEFAULT_MAX_LENGTH, LinkpixBlock } from './language';
import type { Range } from '../language/text';

/** `exclusions`: the made puzzle must be solved by the exclusions alone; `search`: it may need the search. */
export type MakeDifficulty = 'exclusions' | 'search';

export interface MakeLinkpixOptions {
  maxLength?: number;        // longest path (default DEFAULT_MAX_LENGTH)
  difficulty?: MakeDifficulty;  // default 'search'
  seed?: number;             // default 1
  tries?: number;            // partitions made from seeds seed, seed + 1, ...; the best is kept (default defaultTries)
  /** Made in tiles of this many cells a side (one try each unless `tries` is given), then as a whole
   *  (default: tiles of TILE over TILED_FROM cells). */
  tile?: number;
  /** Stop early (a time limit): the last unique partition is kept. */
  shouldStop?(): boolean;
}

export interface MadeLinkpix {
  puzzle: LinkpixPuzzle;
  paths: Int32Array[];       // the only solution, each path from one clue to the other
  unique: boolean;           // proved by a last solve of `puzzle`
  solvedByExclusions: boolean;
  solves: number;
  stopped: boolean;          // shouldStop cut the merges short
}

/**
 * Tries by the picture's size: a small picture's tries take well under a second each, and its
 * best of 24 seeds met the published figures on 4 more of the Conceptis 10×15 pictures than the
 * best of 4; a big picture's tries take tens of seconds each.
 */
export function defaultTries(cells: number): number {
  return Math.max(4, Math.min(24, Math.round(3600 / cells)));
}
// A solve in the loop that needs more steps of listing paths than this is taken as not unique
// (the long paths it lists are then split): it keeps one solve of a big picture under a second.
const SOLVE_WORK = 20_000_000;
// Likewise a search past this many placements: long paths that the exclusions leave open make a
// search that does not end (45_30_bw's first solve ran for minutes); the open paths are then split.
const SEARCH_WORK = 200_000;

/** A Link-a-Pix puzzle whose only solution paints `picture` (colour 0 blank). */
export function makeLinkpix(picture: Picture, name: string, options: MakeLinkpixOptions = {}): MadeLinkpix {
  const { width, height } = picture;
  const colourOf = Int32Array.from(picture.cells);
  const palette: Record<number, string> = {};
  picture.colours.forEach((c, i) => { if (i > 0) palette[i] = c.rgb; });
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  if (!Number.isInteger(maxLength) || maxLength < 1) throw new Error(`the longest path must be a whole number from 1, not ${maxLength}`);
  const grid = { name, width, height, colourOf, palette };
  const tile = options.tile ?? (width * height > TILED_FROM ? TILE : undefined);
  if (tile !== undefined && (!Number.isInteger(tile) || tile < 1)) throw new Error(`a tile's side must be a whole number from 1, not ${tile}`);
  if (tile !== undefined && (width > tile || height > tile)) return inTiles(picture, grid, tile, { ...options, maxLength });
  // The best of the tries: the fewest paths plus one-cell paths (a longer mean, fewer 1s), and of
  // those the fewest 1s (on 10_15_color_1 the first such try had one path fewer and one 1 more, and
  // missed the published share of 1s; counting 1s twice instead lost 10_15_bw_2's mean).
  const ones = (m: MadeLinkpix) => m.paths.filter((p) => p.length === 1).length;
  const cost = (m: MadeLinkpix) => (m.unique ? 0 : Infinity) + m.paths.length + ones(m);
  let best: MadeLinkpix | undefined;
  let solves = 0;
  const seed = options.seed ?? 1;
  for (let t = 0; t < (options.tries ?? defaultTries(width * height)); t++) {
    if (best && options.shouldStop?.()) break;
    const random = seeded(seed + t);
    const refined = refine(grid, greedyWalks(grid, maxLength, random), { ...options, maxLength, merge: true }, random);
    const made = refined.unique && !refined.stopped ? reroute(grid, refined, 2, REROUTE_SOLVES * refined.paths.length, { ...options, maxLength }, random) : refined;
    solves += refined.solves + (made === refined ? 0 : made.solves);
    if (!best || cost(made) < cost(best) || (cost(made) === cost(best) && ones(made) < ones(best))) best = made;
  }
  const fewer = best!.unique && !best!.stopped ? reroute(grid, best!, 3, solves, { ...options, maxLength }, seeded(seed)) : best!;
  return { ...fewer, solves: solves + (fewer === best ? 0 : fewer.solves) };
}

// The solves a try's re-routes of two paths into one may take, per path: a bound of work, not of
// time, so that the answer does not depend on the machine's load. The Conceptis pictures took up
// to 2.5 (30_45_bw_1; 40_60_bw_2 1.8): a guard, it cut none of them.
const REROUTE_SOLVES = 8;

// A picture of more cells than this is made in tiles of TILE × TILE cells: one solve of the whole
// of very_big_color (150×150) takes seconds, and the rounds of one make need thousands.
const TILED_FROM = 4000, TILE = 40;
// The whole's solves after a stop in the tiles: very_big_color's whole took 17 (seconds each).
const STOPPED_WHOLE_SOLVES = 24;
// A tile's tries: one, unless told. With one, very_big_color meets both published figures with room to
// spare (mean 5.94 against 5.32, 4 % of 1s against 13 %) in 84 s of CPU.
const TILE_TRIES = 1;

/**
 * A big picture made tile by tile (each as a picture of its own), then as a whole: paths of
 * different tiles may make a second solution together, so the whole is solved and the paths a
 * second solution changes are split (as the re-split does) until it is unique.
 */
function inTiles(picture: Picture, grid: Grid, tile: number, options: MakeLinkpixOptions & { maxLength: number }): MadeLinkpix {
  const { width, height } = picture;
  const paths: Path[] = [];
  let solves = 0, stopped = false;
  for (let y0 = 0; y0 < height; y0 += tile) {
    for (let x0 = 0; x0 < width; x0 += tile) {
      const w = Math.min(tile, width - x0), h = Math.min(tile, height - y0);
      const cells = new Uint8Array(w * h);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) cells[y * w + x] = picture.cells[(y0 + y) * width + x0 + x];
      if (!cells.some((c) => c > 0)) continue;
      const made = makeLinkpix({ width: w, height: h, colours: picture.colours, cells }, grid.name, { ...options, tries: options.tries ?? TILE_TRIES, tile: undefined });
      solves += made.solves;
      stopped ||= made.stopped;
      for (const p of made.paths) paths.push({ cells: Array.from(p, (c) => (y0 + Math.floor(c / w)) * width + x0 + (c % w)), fresh: false });
    }
  }
  // Stopped in a tile, the rest are 1s; the whole still needs its proof, given a few solves
  // (seconds each on very_big_color) rather than none, which would leave every cell a 1.
  const rest = stopped ? { shouldStop: undefined, mostSolves: STOPPED_WHOLE_SOLVES } : {};
  const whole = refine(grid, paths, { ...options, ...rest, merge: false }, seeded(options.seed ?? 1));
  return { ...whole, solves: solves + whole.solves, stopped: stopped || whole.stopped };
}

/**
 * A non-unique puzzle made unique by splitting the paths of one of its solutions (`keep`, the one
 * that paints the goal if any does) where a second solution differs, until one solution is left.
 * No paths are merged: the clues change only where a second solution differed (the first one
 * found, then the next around the pieces, and so on).
 */
export function resplitLinkpix(puzzle: LinkpixPuzzle, keep: ReadonlyArray<ArrayLike<number>>, options: Pick<MakeLinkpixOptions, 'seed' | 'difficulty' | 'shouldStop'> = {}): MadeLinkpix {
  const colourOf = new Int32Array(puzzle.width * puzzle.height);
  for (const path of keep) for (let k = 0; k < path.length; k++) colourOf[path[k]] = puzzle.colours[path[0]];
  const grid = { name: puzzle.name, width: puzzle.width, height: puzzle.height, colourOf, palette: puzzle.palette };
  // Not fresh: the first split falls on the paths a second solution changes; later ones prefer the pieces.
  const paths = keep.map((p) => ({ cells: Array.from(p), fresh: false }));
  return refine(grid, paths, { ...options, maxLength: puzzle.width * puzzle.height, merge: false }, seeded(options.seed ?? 1));
}

interface Grid { name: string; width: number; height: number; colourOf: Int32Array; palette: Record<number, string> }

/** A change to the partition not yet shown to keep the solution unique: the paths it replaced. */
interface Move { before: number[][]; key: string }

/** A path of the partition; `fresh` until a solve has shown it is kept; `move` when a merge made it. */
interface Path { cells: number[]; fresh: boolean; move?: Move }

function refine(grid: Grid, start: Path[], options: MakeLinkpixOptions & { maxLength: number; merge: boolean; mostSolves?: number }, random: () => number): MadeLinkpix {
  const difficulty = options.difficulty ?? 'search';
  const failures = new Map<string, number>();  // move key -> times a second solution undid it
  let paths = start;
  let good: Path[] | undefined;                // the last partition proved unique (at the difficulty)
  let proof: LinkpixSolveResult | undefined;   // the solve that proved it
  let solves = 0;
  let stopped = false;
  for (;;) {
    if (options.shouldStop?.() || solves >= (options.mostSolves ?? Infinity)) { stopped = true; break; }
    const puzzle = puzzleOf(grid, paths);
    const result = solveLinkpix(puzzle, { limit: 2, maxWork: SOLVE_WORK, maxPlacements: SEARCH_WORK, shouldStop: options.shouldStop });
    solves++;
    // Cut short inside the solve: it proved nothing, so nothing is to blame.
    if (options.shouldStop?.()) { stopped = true; break; }
    const blamed = blame(paths, result, difficulty);
    if (blamed.length === 0) {
      for (const p of paths) { p.fresh = false; p.move = undefined; }
      good = paths.slice();
      proof = result;
      if (!options.merge) break;
      const merged = mergeBatch(grid, paths, failures, options.maxLength, random);
      if (!merged) break;
      paths = merged;
      continue;
    }
    const undone = new Set<Move>();
    const next: Path[] = [];
    for (const i of blamed) if (paths[i].move) undone.add(paths[i].move!);
    // Blamed together, moves are each given one more chance; alone, the move is surely at fault.
    const weight = undone.size > 1 ? 1 : 2;
    for (const m of undone) {
      failures.set(m.key, (failures.get(m.key) ?? 0) + weight);
      for (const cells of m.before) next.push({ cells, fresh: false });
    }
    const split = new Set(blamed);
    paths.forEach((p, i) => {
      if (p.move && undone.has(p.move)) return;
      if (split.has(i)) next.push(...cut(p.cells, random)); else next.push(p);
    });
    paths = next;
  }
  // Cut short before any unique partition: every cell its own 1-clue, proved unique at once.
  if (!good) good = ones(grid);
  const puzzle = puzzleOf(grid, good);
  // The solve that proved the last partition is its check (not solved again: a last solve of a
  // big picture took longer than the time given).
  const check = proof ?? solveLinkpix(puzzle, { limit: 2 });
  if (!proof) solves++;
  const unique = check.unique === true && samePaths(check.solutions[0], good);
  return { puzzle, paths: good.map((p) => Int32Array.from(p.cells)), unique, solvedByExclusions: unique && check.difficulty === 'exclusions', solves, stopped };
}

/** The indices of the paths to split after a solve: none when the puzzle is unique at the difficulty. */
function blame(paths: Path[], result: LinkpixSolveResult, difficulty: MakeDifficulty): number[] {
  let suspects: number[];
  if (result.unique === true) {
    if (difficulty === 'search' || result.difficulty === 'exclusions') return [];
    // Needs the search: the paths whose clues the exclusions left undecided.
    const open = new Set(result.clues.filter((c) => c.afterExclusions > 1).map((c) => c.cell));
    suspects = indices(paths, (p) => open.has(p.cells[0]) || open.has(p.cells[p.cells.length - 1]));
  } else if (result.solutions.length >= 2) {
    const kept = result.solutions.map((s) => new Set(s.map(pathKey)));
    suspects = indices(paths, (p) => kept.some((k) => !k.has(pathKey(p.cells))));
  } else {
    // Undecided within the bounds (or no solution, which cannot be: the paths are one): the paths
    // whose clues the exclusions left open go, or all when none is known open (the listing stopped).
    const open = new Set(result.clues.filter((c) => c.afterExclusions > 1).map((c) => c.cell));
    suspects = indices(paths, (p) => open.size === 0 || open.has(p.cells[0]) || open.has(p.cells[p.cells.length - 1]));
  }
  // A second solution needs a new path to differ (the partition before them was unique); when the
  // new ones are among the suspects, only they are split. A one-cell path is never a suspect: a 1
  // has one path.
  const splittable = suspects.filter((i) => paths[i].cells.length > 1);
  const fresh = splittable.filter((i) => paths[i].fresh);
  return fresh.length > 0 ? fresh : splittable;
}

function indices(paths: Path[], test: (p: Path) => boolean): number[] {
  const out: number[] = [];
  paths.forEach((p, i) => { if (test(p)) out.push(i); });
  return out;
}

/** A walk cut in two: pieces of at least two cells when it has four or more. */
function cut(cells: number[], random: () => number): Path[] {
  const n = cells.length;
  const k = n >= 4 ? 2 + Math.floor(random() * (n - 3)) : n === 3 ? 1 + Math.floor(random() * 2) : 1;
  return [{ cells: cells.slice(0, k), fresh: true }, { cells: cells.slice(k), fresh: true }];
}

interface Candidate { paths: number[]; made: number[][]; key: string; rank: number }

/**
 * The next partition with a batch of moves, each path in one move at most: two paths of one colour
 * whose ends are neighbours joined, together no longer than maxLength; and a one-cell path beside
 * the inside of a longer path taking the part of it on one side, the rest left at two cells or
 * more (the count of paths stays, a 1 goes). One-cell paths first, then the shortest joins.
 * Undefined when no move is left to try.
 */
function mergeBatch(grid: Grid, paths: Path[], failures: Map<string, number>, maxLength: number, random: () => number): Path[] | undefined {
  const { width, height, colourOf } = grid;
  const endOf = new Map<number, number>();  // end cell -> path index
  const inside = new Map<number, [number, number]>();  // inner cell -> path index, position
  paths.forEach((p, i) => {
    endOf.set(p.cells[0], i);
    endOf.set(p.cells[p.cells.length - 1], i);
    for (let k = 1; k < p.cells.length - 1; k++) inside.set(p.cells[k], [i, k]);
  });
  const neighbours = (c: number) => {
    const r = Math.floor(c / width), q = c % width;
    return [r > 0 ? c - width : -1, r < height - 1 ? c + width : -1, q > 0 ? c - 1 : -1, q < width - 1 ? c + 1 : -1].filter((d) => d >= 0 && colourOf[d] === colourOf[c]);
  };
  const candidates: Candidate[] = [];
  const offer = (from: number[], made: number[][], kind: string, rank: number) => {
    const key = kind + made.map(pathKey).sort().join('|');
    if ((failures.get(key) ?? 0) < 2) candidates.push({ paths: from, made, key, rank: rank + random() });
  };
  paths.forEach((p, a) => {
    for (const ea of new Set([p.cells[0], p.cells[p.cells.length - 1]])) {
      for (const eb of neighbours(ea)) {
        const b = endOf.get(eb);
        if (b !== undefined && b > a && p.cells.length + paths[b].cells.length <= maxLength) {
          const [x, y] = joined2(p.cells, ea, paths[b].cells, eb);
          offer([a, b], [x.concat(y)], 'j', Math.min(p.cells.length, paths[b].cells.length) * 64 + p.cells.length + paths[b].cells.length);
        }
        const at = p.cells.length === 1 ? inside.get(eb) : undefined;
        if (!at) continue;
        const q = paths[at[0]].cells, k = at[1];
        // The 1 takes q[0..k] (then the rest q[k+1..]) or q[k..] (the rest q[0..k-1]).
        if (q.length - k - 1 >= 2 && k + 2 <= maxLength) offer([a, at[0]], [[ea, ...q.slice(0, k + 1).reverse()], q.slice(k + 1)], 'a', 32);
        if (k >= 2 && q.length - k + 1 <= maxLength) offer([a, at[0]], [[ea, ...q.slice(k)], q.slice(0, k)], 'a', 32);
      }
    }
  });
  if (candidates.length === 0) return undefined;
  candidates.sort((x, y) => x.rank - y.rank);
  const used = new Uint8Array(paths.length);
  const out: Path[] = [];
  for (const m of candidates) {
    if (m.paths.some((i) => used[i])) continue;
    for (const i of m.paths) used[i] = 1;
    const move: Move = { before: m.paths.map((i) => paths[i].cells), key: m.key };
    for (const cells of m.made) out.push({ cells, fresh: true, move });
  }
  paths.forEach((p, i) => { if (!used[i]) out.push(p); });
  return out;
}

/**
 * After the batches, one move at a time: `size` touching paths of one colour (with one-cell paths
 * first, then the shortest) become one path fewer through all their cells, routed anew (not only
 * joined end to end), kept when a solve proves the puzzle still unique. A route is tried once;
 * passes go on while one is kept. Returns `made` with the kept moves, proved by the last solve.
 */
function reroute(grid: Grid, made: MadeLinkpix, size: 2 | 3, budget: number, options: MakeLinkpixOptions & { maxLength: number }, random: () => number): MadeLinkpix {
  const { width, height, colourOf } = grid;
  const difficulty = options.difficulty ?? 'search';
  let paths = made.paths.map((p) => Array.from(p));
  let proof: LinkpixSolveResult | undefined;
  let solves = 0, stopped = false;
  // Asked for again and again by the route search (covers): each cell's list is made once.
  const near: number[][] = [];
  const neighbours = (c: number) => {
    const r = Math.floor(c / width), q = c % width;
    return near[c] ??= [r > 0 ? c - width : -1, r < height - 1 ? c + width : -1, q > 0 ? c - 1 : -1, q < width - 1 ? c + 1 : -1].filter((d) => d >= 0 && colourOf[d] === colourOf[c]);
  };
  const marks: CellMarks = { at: new Int32Array(width * height), stamp: 0 };
  const tried = new Set<string>();
  // Groups whose routes all failed: not tried again with new routes in later passes.
  const refuted = new Set<string>();
  // A move that removes no 1 may not raise the share of 1s past where it started: joining longer
  // paths alone raised 10_15_color_1's share from 18 % to 19 %, past the published puzzle's.
  const ones = (ps: number[][]) => ps.filter((p) => p.length === 1).length;
  let count = paths.length, oneCount = ones(paths);
  const share = oneCount / count;
  for (let kept = true; kept && !stopped;) {
    kept = false;
    const pathOf = new Int32Array(width * height).fill(-1);
    paths.forEach((p, i) => { for (const c of p) pathOf[c] = i; });
    const touching = paths.map((p) => new Set(p.flatMap((c) => neighbours(c).map((d) => pathOf[d])).filter((b) => b !== pathOf[p[0]])));
    const groups = new Map<string, { members: number[]; rank: number }>();
    const offer = (members: number[]) => {
      const cells = members.reduce((n, i) => n + paths[i].length, 0);
      if (cells > (size - 1) * options.maxLength) return;
      const key = members.slice().sort((x, y) => x - y).join(',');
      if (!groups.has(key)) groups.set(key, { members, rank: (members.some((i) => paths[i].length === 1) ? 0 : 64) + cells + random() });
    };
    paths.forEach((_, a) => {
      for (const b of touching[a]) {
        if (b < a) continue;
        if (size === 2) { offer([a, b]); continue; }
        for (const c of new Set([...touching[a], ...touching[b]])) if (c !== a && c !== b) offer([a, b, c]);
      }
    });
    const order = [...groups.values()].sort((x, y) => x.rank - y.rank);
    const changed = new Uint8Array(paths.length);
    const next = paths.slice();
    for (const { members } of order) {
      if (members.some((i) => changed[i])) continue;
      const group = members.map((i) => pathKey(paths[i])).sort().join('|');
      if (refuted.has(group)) continue;
      const cells = members.flatMap((i) => paths[i]);
      for (const cover of covers(cells, size - 1, options.maxLength, neighbours, random, marks)) {
        const key = cover.map(pathKey).sort().join('|');
        const after = oneCount - ones(members.map((i) => paths[i])) + ones(cover);
        if (tried.has(key) || (after >= oneCount && after / (count - 1) > share)) continue;
        tried.add(key);
        if (solves >= budget) { kept = false; break; }
        if (options.shouldStop?.()) { stopped = true; break; }
        const trial = next.filter((p, i) => !members.includes(i) && p.length > 0).concat(cover);
        // Most routes fail (30_45_bw_1: 3,250 of 3,342), and a solve of the window around them
        // shows most failures at a fraction of the whole's cost.
        solves++;
        if (refutedNear(grid, trial, cover.flat())) continue;
        const result = solveLinkpix(puzzleOf(grid, trial.map((cells) => ({ cells }))), { limit: 2, maxWork: SOLVE_WORK, maxPlacements: SEARCH_WORK, shouldStop: options.shouldStop });
        solves++;
        if (result.unique === true && (difficulty === 'search' || result.difficulty === 'exclusions')) {
          members.forEach((i, k) => { next[i] = cover[k] ?? []; changed[i] = 1; });
          count--;
          oneCount = after;
          proof = result;
          kept = true;
          break;
        }
      }
      if (stopped || solves >= budget) break;
      if (!changed[members[0]]) refuted.add(group);
    }
    paths = next.filter((p) => p.length > 0);
  }
  const stop = made.stopped || stopped;
  if (!proof) return { ...made, solves, stopped: stop };
  const unique = proof.unique === true && samePaths(proof.solutions[0], paths.map((cells) => ({ cells, fresh: false })));
  if (!unique) return { ...made, solves, stopped: stop };
  const puzzle = puzzleOf(grid, paths.map((cells) => ({ cells })));
  return { puzzle, paths: paths.map((p) => Int32Array.from(p)), unique, solvedByExclusions: proof.difficulty === 'exclusions', solves, stopped: stop };
}

// Cells around a change that its local solve looks at (refutedNear).
const NEAR = 2;

/**
 * True when a second solution is found near `changed` (cells of the paths just made): in the
 * window of NEAR cells around them, the paths wholly inside it keep their clues and every other
 * painted cell is a 1 (taken, as its path takes it). A second solution there, with the paths
 * outside as they are, is a second solution of the whole: a move refuted here is refuted. The
 * converse does not hold (a second solution may reach further), so passing proves nothing.
 */
function refutedNear(grid: Grid, paths: number[][], changed: number[]): boolean {
  const { width, height, colourOf } = grid;
  let r0 = height, r1 = -1, c0 = width, c1 = -1;
  for (const c of changed) {
    const r = Math.floor(c / width), q = c % width;
    r0 = Math.min(r0, r); r1 = Math.max(r1, r); c0 = Math.min(c0, q); c1 = Math.max(c1, q);
  }
  r0 = Math.max(0, r0 - NEAR); r1 = Math.min(height - 1, r1 + NEAR); c0 = Math.max(0, c0 - NEAR); c1 = Math.min(width - 1, c1 + NEAR);
  const w = c1 - c0 + 1, h = r1 - r0 + 1;
  const inWindow = (c: number) => { const r = Math.floor(c / width), q = c % width; return r >= r0 && r <= r1 && q >= c0 && q <= c1; };
  const local = (c: number) => (Math.floor(c / width) - r0) * w + (c % width) - c0;
  const sub = new Int32Array(w * h);
  for (let r = 0; r < h; r++) for (let q = 0; q < w; q++) sub[r * w + q] = colourOf[(r0 + r) * width + c0 + q];
  const kept: { cells: number[] }[] = [];
  const taken = new Uint8Array(w * h);
  for (const p of paths) {
    if (!p.every(inWindow)) continue;
    const cells = p.map(local);
    for (const c of cells) taken[c] = 1;
    kept.push({ cells });
  }
  for (let c = 0; c < w * h; c++) if (sub[c] > 0 && !taken[c]) kept.push({ cells: [c] });
  const result = solveLinkpix(puzzleOf({ ...grid, width: w, height: h, colourOf: sub }, kept), { limit: 2, maxWork: SOLVE_WORK, maxPlacements: SEARCH_WORK });
  return result.unique === false && result.solutions.length >= 2;
}

/** Cells marked by setting `at[cell]` to a new `stamp`: a set of cells without clearing. */
interface CellMarks { at: Int32Array; stamp: number }

// Covers tried per group, and the steps of the search for them.
const COVERS = 8, COVER_STEPS = 20_000;

/**
 * Up to `most` ways to cover `cells` with `parts` (1 or 2) paths of at most maxLength cells, by a
 * depth-first search that stops after COVER_STEPS steps in all (`budget.steps`, shared with the
 * search for the second path at each end of the first).
 */
function covers(cells: number[], parts: number, maxLength: number, neighbours: (c: number) => number[], random: () => number,
  marks: CellMarks, most = COVERS, budget = { steps: 0 }): number[][][] {
  // A cell with one neighbour in the set must be an end: start there when there is one. Counted
  // before any list is made: most sets the route search hands on have too many ends.
  const stamp = ++marks.stamp, inside = marks.at;
  for (const c of cells) inside[c] = stamp;
  let tipCount = 0;
  for (const c of cells) {
    let degree = 0;
    for (const d of neighbours(c)) if (inside[d] === stamp) degree++;
    if (degree <= 1 && ++tipCount > 2 * parts) return [];
  }
  const links = new Map(cells.map((c) => [c, neighbours(c).filter((d) => inside[d] === stamp)]));
  const tips = cells.filter((c) => links.get(c)!.length <= 1);
  const starts = tips.length > 0 ? tips : shuffled(cells, random);
  const out: number[][][] = [];
  const seen = new Set<string>();
  const path: number[] = [];
  const used = new Set<number>();
  const walk = (c: number): void => {
    if (out.length >= most || ++budget.steps > COVER_STEPS) return;
    path.push(c); used.add(c);
    // The cells not on the path are listed only when a second path might cover them.
    const left = cells.length - path.length;
    const found = left === 0 ? (parts === 1 ? [path.slice()] : undefined)
      : parts === 2 && left <= maxLength ? covers(cells.filter((d) => !used.has(d)), 1, maxLength, neighbours, random, marks, 1, budget)[0]?.concat([path.slice()]) : undefined;
    if (found) {
      const key = found.map(pathKey).sort().join('|');
      if (!seen.has(key)) { seen.add(key); out.push(found); }
    }
    if (left > 0 && path.length < maxLength) for (const d of shuffled(links.get(c)!, random)) if (!used.has(d)) walk(d);
    path.pop(); used.delete(c);
  };
  for (const s of starts) walk(s);
  return out;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
  return out;
}

/** The two paths oriented so that the first ends at `ea` and the second starts at `eb`. */
function joined2(a: number[], ea: number, b: number[], eb: number): [number[], number[]] {
  return [a[a.length - 1] === ea ? a : a.slice().reverse(), b[0] === eb ? b : b.slice().reverse()];
}

/**
 * Long paths to start from: from a cell of the fewest free neighbours of its colour (a tip of the
 * shape), a walk to the free neighbour with the fewest free neighbours of its own (which leaves
 * no cell cut off where it can), up to a length drawn between 2 and maxLength.
 */
function greedyWalks(grid: Grid, maxLength: number, random: () => number): Path[] {
  const { width, height, colourOf } = grid;
  const n = width * height;
  const free = new Uint8Array(n);
  for (let c = 0; c < n; c++) free[c] = colourOf[c] > 0 ? 1 : 0;
  const neighbours = (c: number): number[] => {
    const r = Math.floor(c / width), q = c % width, out: number[] = [];
    if (r > 0) out.push(c - width);
    if (r < height - 1) out.push(c + width);
    if (q > 0) out.push(c - 1);
    if (q < width - 1) out.push(c + 1);
    return out.filter((d) => free[d] && colourOf[d] === colourOf[c]);
  };
  const tie = Float64Array.from({ length: n }, () => random());
  const order = [...Array(n).keys()].filter((c) => free[c]).sort((x, y) => neighbours(x).length - neighbours(y).length || tie[x] - tie[y]);
  const paths: Path[] = [];
  for (const startCell of order) {
    if (!free[startCell]) continue;
    const target = maxLength <= 2 ? maxLength : 2 + Math.floor(random() * (maxLength - 1));
    const cells = [startCell];
    free[startCell] = 0;
    while (cells.length < target) {
      const next = neighbours(cells[cells.length - 1]);
      if (next.length === 0) break;
      let best = next[0];
      for (const d of next) if (neighbours(d).length < neighbours(best).length || (neighbours(d).length === neighbours(best).length && tie[d] < tie[best])) best = d;
      free[best] = 0;
      cells.push(best);
    }
    paths.push({ cells, fresh: true });
  }
  return paths;
}

function ones(grid: Grid): Path[] {
  const out: Path[] = [];
  for (let c = 0; c < grid.colourOf.length; c++) if (grid.colourOf[c] > 0) out.push({ cells: [c], fresh: false });
  return out;
}

/** The puzzle whose clues are the ends of `paths`. */
export function puzzleOf(grid: Grid, paths: ReadonlyArray<{ cells: ArrayLike<number> }>): LinkpixPuzzle {
  const n = grid.width * grid.height;
  const clues = new Int32Array(n), colours = new Int32Array(n);
  const used = new Set<number>();
  for (const { cells } of paths) {
    for (const end of [cells[0], cells[cells.length - 1]]) {
      clues[end] = cells.length;
      colours[end] = grid.colourOf[end];
      used.add(grid.colourOf[end]);
    }
  }
  return { name: grid.name, width: grid.width, height: grid.height, clues, colours, palette: grid.palette, coloured: used.size > 1 };
}

function samePaths(solution: ReadonlyArray<ArrayLike<number>> | undefined, paths: Path[]): boolean {
  if (!solution || solution.length !== paths.length) return false;
  const keys = new Set(solution.map(pathKey));
  return paths.every((p) => keys.has(pathKey(p.cells)));
}

/** Mean path length and the share of one-cell paths, the figures a publisher's puzzles are compared by. */
export function pathFigures(paths: ReadonlyArray<ArrayLike<number>>): { paths: number; meanLength: number; ones: number } {
  const cells = paths.reduce((s, p) => s + p.length, 0);
  const ones = paths.filter((p) => p.length === 1).length;
  return { paths: paths.length, meanLength: paths.length ? cells / paths.length : 0, ones: paths.length ? ones / paths.length : 0 };
}

// mulberry32, as test/seeded.ts: the same seed makes the same puzzle.
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The quick fix on a non-unique linkpix block: its clue rows rewritten from the re-split of the
 * solution that paints its goal (else the first found), with the block's own colour letters, as
 * one edit over the rows; undefined when the block is not shown non-unique.
 */
export function resplitEdit(block: LinkpixBlock, options: Pick<MakeLinkpixOptions, 'shouldStop'> = {}): { range: Range; newText: string } | undefined {
  const puzzle = block.puzzle;
  if (!puzzle || block.rowRanges.length === 0) return undefined;
  const r = solveLinkpix(puzzle, { limit: 2, shouldStop: options.shouldStop });
  if (r.unique !== false || r.solutions.length < 2) return undefined;
  const goal = block.goal?.rows.join('\n');
  const drawn = (paths: Int32Array[]) => pictureOf(puzzle, paths).map((row) => puzzle.coloured ? row.replace(/[0-9a-z]/g, (ch) => block.letters.get(parseInt(ch, 36)) ?? ch) : row).join('\n');
  const keep = r.solutions.find((s) => drawn(s) === goal) ?? r.solutions[0];
  const made = resplitLinkpix(puzzle, keep, options);
  // Cut short, the re-split would be all 1s: no edit then.
  if (!made.unique || made.stopped) return undefined;
  const { width, height, clues, colours } = made.puzzle;
  const text = (c: number) => clues[c] === 0 ? '.' : `${clues[c]}${puzzle.coloured ? block.letters.get(colours[c]) ?? '' : ''}`;
  const widths = new Array<number>(width).fill(1);
  for (let c = 0; c < width * height; c++) widths[c % width] = Math.max(widths[c % width], text(c).length);
  const first = block.rowRanges[0], last = block.rowRanges[block.rowRanges.length - 1];
  const indent = ' '.repeat(first.start.character);
  const rows: string[] = [];
  for (let row = 0; row < height; row++) rows.push(Array.from({ length: width }, (_, q) => text(row * width + q).padStart(widths[q])).join(' '));
  return { range: { start: first.start, end: last.end }, newText: rows.join(`\n${indent}`) };
}

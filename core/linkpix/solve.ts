// Solving a Link-a-Pix puzzle in the three steps of the Logipix report (docs/engine.md), then
// the exact-cover search:
// 1. the paths of every clue pair (paths.ts), small clues first; a pair with too many paths
//    for now waits until the exclusions have claimed cells around it, then tries again with
//    a bigger budget;
// 2. exclusions to a fixpoint: the cells common to all of a clue's paths are surely that
//    clue's, so every other path through them goes (a common cell may be the partner's clue
//    cell: the partner is then decided and its other pairings go);
// 3. the exact-cover search (core/search) over what is left: each undecided clue a primary
//    item (covered once: it is one end of one path), each cell a secondary item (at most one
//    path), each path an option covering its two end clues and its cells. The search stops at
//    the second solution, which decides uniqueness.
import { SearchStats, solveExactCover } from '../search/exactCover';
import { BLOCKED, OPEN, PathEnumerator } from './paths';
import { clueGroups } from './check';
import { cellName, colourChar, LinkpixPuzzle } from './puzzle';

export interface LinkpixProgress {
  stage: 'paths' | 'exclusions' | 'search';
  paths: number;       // paths generated so far
  alive: number;       // of which not excluded
  placements: number;  // search placements
  ms: number;
}

export interface LinkpixSolveOptions {
  limit?: number;                 // solutions to find (default 2: enough to decide uniqueness)
  isCancelled?(): boolean;
  onProgress?(progress: LinkpixProgress): void;
  maxPaths?: number;              // give up (with a message naming a clue) beyond this many paths
  maxWork?: number;               // or beyond this many steps of enumeration
  searchOnly?: boolean;           // skip the exclusions (tests: the search alone must agree)
}

/** Where the solve stopped without a solution: a clue and why. */
export interface LinkpixProblem {
  cell: number;
  message: string;
}

export interface ClueCounts {
  cell: number;
  generated: number;        // its paths before the exclusions
  afterExclusions: number;  // and after
  partners: number[];       // cells of the clues it may still pair with
}

export interface LinkpixSolveResult {
  solutions: Int32Array[][];  // each solution: its paths, each the cells from one end to the other
  complete: boolean;          // not cancelled and not given up: `solutions` are all there are, up to `limit`
  cancelled: boolean;
  unique: boolean | null;     // null when cancelled or given up
  difficulty: 'exclusions' | 'search' | null;  // solved by the exclusions alone, or needed the search
  pipeline: { generated: number; afterExclusions: number; searched: number };
  stats: { pathsMs: number; exclusionsMs: number; search: SearchStats; ms: number };
  problem?: LinkpixProblem;   // no solution (or gave up): the clue that shows it
  clues: ClueCounts[];
}

// Paths a pair may have in the first round; ×4 each round. Small, so that long clues wait
// until the short ones have claimed their cells (Pagoda: 23 thousand paths instead of 75).
const FIRST_BUDGET = 32;
const MAX_PATHS = 2_000_000;
const MAX_WORK = 200_000_000;  // about two seconds

export function solveLinkpix(puzzle: LinkpixPuzzle, options: LinkpixSolveOptions = {}): LinkpixSolveResult {
  return new LinkpixSolver(puzzle, options).run();
}

class LinkpixSolver {
  private readonly started = Date.now();
  private readonly cellCount: number;
  // Clues, by index.
  private readonly clueCell: Int32Array;
  private readonly clueOf: Int32Array;       // per cell: clue index or -1
  private readonly owner: Int32Array;        // per cell: OPEN, BLOCKED (a clue) or the clue that surely covers it
  private readonly partnerOf: Int32Array;    // per clue: its decided partner, or -1
  private readonly pendingOf: Int32Array;    // per clue: pairs not yet enumerated
  private readonly live: Int32Array;         // per clue: paths not excluded
  private readonly generatedOf: Int32Array;
  private readonly cluePaths: number[][];
  private readonly cellPaths: (number[] | undefined)[];
  // Pairs to enumerate: clue indices and their length.
  private pairA: number[] = [];
  private pairB: number[] = [];
  private pairAlive: number[] = [];          // per pair: its paths not excluded
  private readonly pairsOf: number[][];      // per clue: its pairs
  // Paths: cells pathCells[pathStart[p] .. pathStart[p+1]-1], ends pathA[p], pathB[p].
  private pathCells = new Int32Array(1 << 16);
  private pathStart: number[] = [0];
  private pathA: number[] = [];
  private pathB: number[] = [];
  private pathPair: number[] = [];
  private scratch = new Int32Array(1 << 12);
  private maxWork = MAX_WORK;
  private alive = new Uint8Array(1 << 12);
  private aliveCount = 0;
  private readonly enumerator: PathEnumerator;
  private readonly dirty: number[] = [];
  private readonly isDirty: Uint8Array;
  private readonly count: Int32Array;
  private readonly countStamp: Int32Array;
  private stamp = 0;
  private seenStamp = new Int32Array(0);     // per path, for excludeByConflicts
  private readonly hits: Int32Array;         // per clue: its paths crossed by the path looked at
  private readonly hitStamp: Int32Array;
  private steps = 0;                         // work done by the exclusions (the enumerator counts its own)
  private problem?: LinkpixProblem;
  private cancelled = false;
  private nextPoll = 1 << 16;
  private lastProgress = Date.now();
  private stage: LinkpixProgress['stage'] = 'paths';

  constructor(private readonly puzzle: LinkpixPuzzle, private readonly options: LinkpixSolveOptions) {
    const { width, height, clues } = puzzle;
    this.cellCount = width * height;
    const cells: number[] = [];
    this.clueOf = new Int32Array(this.cellCount).fill(-1);
    this.owner = new Int32Array(this.cellCount).fill(OPEN);
    for (let c = 0; c < this.cellCount; c++) {
      if (clues[c] > 0) {
        this.clueOf[c] = cells.length;
        this.owner[c] = BLOCKED;
        cells.push(c);
      }
    }
    this.clueCell = Int32Array.from(cells);
    const k = cells.length;
    this.partnerOf = new Int32Array(k).fill(-1);
    this.pendingOf = new Int32Array(k);
    this.live = new Int32Array(k);
    this.generatedOf = new Int32Array(k);
    this.isDirty = new Uint8Array(k);
    this.hits = new Int32Array(k);
    this.hitStamp = new Int32Array(k);
    this.cluePaths = Array.from({ length: k }, () => []);
    this.pairsOf = Array.from({ length: k }, () => []);
    this.cellPaths = new Array(this.cellCount);
    this.count = new Int32Array(this.cellCount);
    this.countStamp = new Int32Array(this.cellCount);
    this.enumerator = new PathEnumerator(width, height);
  }

  run(): LinkpixSolveResult {
    const { puzzle } = this;
    const noSearch: SearchStats = { placements: 0, deadEnds: 0, solutions: 0, ms: 0, cancelled: false };
    let exclusionsMs = 0;
    this.findPairs();
    const pathsStarted = Date.now();
    let budget = FIRST_BUDGET;
    const maxPaths = this.options.maxPaths ?? MAX_PATHS;
    const maxWork = this.options.maxWork ?? MAX_WORK;
    this.maxWork = maxWork;
    let pending = this.pairA.map((_, i) => i);
    let tooMany: number | undefined;
    while (!this.problem && !this.cancelled) {
      this.stage = 'paths';
      pending = pending.filter((pair) => !this.enumeratePair(pair, budget));
      if (this.cancelled || this.problem) break;
      const before = Date.now();
      this.stage = 'exclusions';
      if (!this.options.searchOnly) {
        this.exclude();
        if (pending.length === 0) while (!this.problem && !this.cancelled && this.excludeByConflicts()) this.exclude();
      }
      exclusionsMs += Date.now() - before;
      if (pending.length === 0 || this.problem || this.cancelled) break;
      if (this.pathA.length > maxPaths || budget > maxPaths || this.enumerator.work > maxWork) { tooMany = pending[0]; break; }
      budget *= 4;
    }
    const pathsMs = Date.now() - pathsStarted - exclusionsMs;
    const generated = this.pathA.length;
    const afterExclusions = this.aliveCount;
    const clues = this.clueCounts();
    const base = { pipeline: { generated, afterExclusions, searched: 0 }, clues };
    if (tooMany !== undefined) {
      const a = this.clueCell[this.pairA[tooMany]];
      this.problem = { cell: a, message: `clue ${puzzle.clues[a]} at ${cellName(puzzle, a)} has too many paths to its partner at ${cellName(puzzle, this.clueCell[this.pairB[tooMany]])} to list (more than ${budget.toLocaleString('en')}, or more than ${maxWork.toLocaleString('en')} steps in all)` };
    }
    if (this.problem || this.cancelled) {
      const decided = this.problem && tooMany === undefined;
      return { ...base, solutions: [], complete: !!decided, cancelled: this.cancelled, unique: decided ? false : null, difficulty: null,
        stats: { pathsMs, exclusionsMs, search: noSearch, ms: Date.now() - this.started }, problem: this.problem };
    }
    this.stage = 'search';
    const { solutions, searched, search } = this.search();
    this.cancelled ||= search.cancelled;
    const limit = this.options.limit ?? 2;
    const complete = !this.cancelled;
    const unique = solutions.length >= 2 ? false : complete ? solutions.length === 1 : null;
    let problem: LinkpixProblem | undefined;
    if (complete && solutions.length === 0) {
      problem = { cell: this.clueCell[0] ?? 0, message: 'no solution: the clues cannot all be joined without paths sharing a cell' };
    }
    return {
      ...base, pipeline: { generated, afterExclusions, searched },
      solutions, complete: complete || solutions.length >= limit, cancelled: this.cancelled, unique,
      difficulty: searched === 0 ? 'exclusions' : 'search',
      stats: { pathsMs, exclusionsMs, search, ms: Date.now() - this.started }, problem,
    };
  }

  // Candidate pairs: same value and colour, within reach (Manhattan distance and parity).
  // Each clue scans either its diamond of cells or the clues with its value and colour,
  // whichever is smaller, so a big grid full of small clues stays linear.
  private findPairs(): void {
    const { puzzle, clueCell, clueOf } = this;
    const { width, height, clues, colours } = puzzle;
    const groups = [...clueGroups(puzzle, 1).values()].map((cells) => cells.map((c) => clueOf[c]));
    const pairs: [number, number, number][] = [];
    const add = (i: number, j: number) => { pairs.push([clues[clueCell[i]], i, j]); };
    for (const group of groups) {
      const value = clues[clueCell[group[0]]];
      if (value === 1) { for (const i of group) add(i, i); continue; }
      const steps = value - 1;
      const diamond = 2 * steps * (steps + 1);
      for (const i of group) {
        const c = clueCell[i], row = Math.floor(c / width), col = c % width;
        const fits = (j: number) => {
          if (j <= i || colours[clueCell[j]] !== colours[c] || clues[clueCell[j]] !== value) return false;
          const d = Math.abs(Math.floor(clueCell[j] / width) - row) + Math.abs((clueCell[j] % width) - col);
          return d <= steps && ((steps - d) & 1) === 0;
        };
        if (diamond < group.length) {
          for (let r = Math.max(0, row - steps); r <= Math.min(height - 1, row + steps); r++) {
            const span = steps - Math.abs(r - row);
            for (let q = Math.max(0, col - span); q <= Math.min(width - 1, col + span); q++) {
              const j = clueOf[r * width + q];
              if (j >= 0 && fits(j)) add(i, j);
            }
          }
        } else {
          for (const j of group) if (fits(j)) add(i, j);
        }
      }
    }
    pairs.sort((x, y) => x[0] - y[0]);
    for (const [, i, j] of pairs) {
      this.pairsOf[i].push(this.pairA.length);
      if (j !== i) this.pairsOf[j].push(this.pairA.length);
      this.pairA.push(i);
      this.pairB.push(j);
      this.pairAlive.push(0);
      this.pendingOf[i]++;
      if (j !== i) this.pendingOf[j]++;
    }
    for (let i = 0; i < clueCell.length; i++) {
      if (this.pendingOf[i] === 0) {
        this.setProblem(i, `clue ${clues[clueCell[i]]} at ${cellName(puzzle, clueCell[i])} has no partner within reach (no clue ${clues[clueCell[i]]}${puzzle.coloured ? ' of its colour' : ''} at a distance it can join)`);
        return;
      }
    }
  }

  // Enumerates a pair within the budget; false when it must wait for a bigger one.
  private enumeratePair(pair: number, budget: number): boolean {
    const a = this.pairA[pair], b = this.pairB[pair];
    const { clueCell, puzzle } = this;
    const decided = (this.partnerOf[a] >= 0 && this.partnerOf[a] !== b) || (this.partnerOf[b] >= 0 && this.partnerOf[b] !== a);
    if (!decided) {
      // The paths wait in a scratch buffer: a pair over its budget leaves no trace.
      const length = puzzle.clues[clueCell[a]];
      let used = 0;
      const n = this.enumerator.enumerate(this.owner, clueCell[a], clueCell[b], length, a, b, budget, Math.min(budget * 16, this.maxWork - this.enumerator.work), (cells) => {
        if (used + length > this.scratch.length) {
          const bigger = new Int32Array(Math.max(2 * this.scratch.length, used + length));
          bigger.set(this.scratch);
          this.scratch = bigger;
        }
        this.scratch.set(cells, used);
        used += length;
      });
      this.poll();
      if (n < 0) return false;
      for (let k = 0; k < used; k += length) this.addPath(this.scratch.subarray(k, k + length), a, b, pair);
    }
    this.pairDone(a);
    if (b !== a) this.pairDone(b);
    return true;
  }

  private pairDone(clue: number): void {
    if (--this.pendingOf[clue] > 0) return;
    this.markDirty(clue);
    if (this.live[clue] === 0) this.noPath(clue);
  }

  private addPath(cells: Int32Array, a: number, b: number, pair: number): void {
    const p = this.pathA.length;
    const start = this.pathStart[p];
    if (start + cells.length > this.pathCells.length) {
      const bigger = new Int32Array(Math.max(2 * this.pathCells.length, start + cells.length));
      bigger.set(this.pathCells);
      this.pathCells = bigger;
    }
    this.pathCells.set(cells, start);
    this.pathStart.push(start + cells.length);
    this.pathA.push(a);
    this.pathB.push(b);
    this.pathPair.push(pair);
    this.pairAlive[pair]++;
    if (p >= this.alive.length) {
      const bigger = new Uint8Array(2 * this.alive.length);
      bigger.set(this.alive);
      this.alive = bigger;
    }
    this.alive[p] = 1;
    this.aliveCount++;
    this.cluePaths[a].push(p);
    this.live[a]++;
    this.generatedOf[a]++;
    if (b !== a) { this.cluePaths[b].push(p); this.live[b]++; this.generatedOf[b]++; }
    for (let k = 1; k < cells.length - 1; k++) {
      const c = cells[k];
      const list = this.cellPaths[c];
      if (list) list.push(p); else this.cellPaths[c] = [p];
    }
  }

  private markDirty(clue: number): void {
    if (!this.isDirty[clue]) { this.isDirty[clue] = 1; this.dirty.push(clue); }
  }

  private kill(p: number): void {
    if (!this.alive[p]) return;
    this.alive[p] = 0;
    this.aliveCount--;
    this.pairAlive[this.pathPair[p]]--;
    const a = this.pathA[p], b = this.pathB[p];
    this.lose(a);
    if (b !== a) this.lose(b);
  }

  private lose(clue: number): void {
    this.live[clue]--;
    this.markDirty(clue);
    if (this.live[clue] === 0 && this.pendingOf[clue] === 0) this.noPath(clue);
  }

  private noPath(clue: number): void {
    const c = this.clueCell[clue];
    this.setProblem(clue, `clue ${this.puzzle.clues[c]} at ${cellName(this.puzzle, c)} has no path left: every path it could take crosses a cell that another clue surely covers`);
  }

  private setProblem(clue: number, message: string): void {
    this.problem ??= { cell: this.clueCell[clue], message };
  }

  // The exclusions, to a fixpoint: a clue whose paths are all known claims the cells they all share.
  private exclude(): void {
    const { dirty, isDirty, live, pathA, pathB, pathStart, owner, clueOf, count, countStamp } = this;
    while (dirty.length > 0 && !this.problem && !this.cancelled) {
      const clue = dirty.pop()!;
      isDirty[clue] = 0;
      if (this.pendingOf[clue] > 0 || live[clue] === 0) continue;
      const stamp = ++this.stamp;
      const paths = this.cluePaths[clue];
      let first = -1;
      for (const p of paths) {
        if (!this.alive[p]) continue;
        if (first < 0) first = p;
        this.steps += pathStart[p + 1] - pathStart[p];
        for (let k = pathStart[p]; k < pathStart[p + 1]; k++) {
          const c = this.pathCells[k];
          if (countStamp[c] !== stamp) { countStamp[c] = stamp; count[c] = 1; } else count[c]++;
        }
      }
      this.poll();
      // Compact the clue's list now and then so dead paths are not walked again.
      if (live[clue] * 2 < paths.length) this.cluePaths[clue] = paths.filter((p) => this.alive[p]);
      const n = live[clue];
      for (let k = pathStart[first]; k < pathStart[first + 1]; k++) {
        const c = this.pathCells[k];
        if (count[c] !== n || c === this.clueCell[clue]) continue;
        const other = clueOf[c];
        if (other >= 0) {
          // The partner is decided: its pairings with other clues go.
          if (this.partnerOf[other] === clue) continue;
          this.partnerOf[other] = clue;
          this.partnerOf[clue] = other;
          for (const q of this.cluePaths[other]) if (pathA[q] !== clue && pathB[q] !== clue) this.kill(q);
        } else {
          if (owner[c] === clue) continue;
          if (owner[c] === OPEN) owner[c] = clue;
          for (const q of this.livePathsAt(c)) if (pathA[q] !== clue && pathB[q] !== clue) this.kill(q);
        }
        if (this.problem) return;
      }
    }
  }

  // The stronger exclusion, once every pair is known: a path goes when some other clue has
  // no path left that it does not cross (sharing a cell or an end). True when a path went.
  // The paths that share an end are counted per pair, not one by one: a clue with thousands
  // of paths would otherwise meet all of them for each of its paths.
  private excludeByConflicts(): boolean {
    const { live, pathA, pathB, pathStart, pathCells, pairA, pairB, pairAlive, pendingOf } = this;
    const seen = this.seenStamp.length >= pathA.length ? this.seenStamp : (this.seenStamp = new Int32Array(pathA.length));
    const hits = this.hits;
    const hitStamp = this.hitStamp;
    let killed = false;
    for (let p = 0; p < pathA.length && !this.problem; p++) {
      const a = pathA[p], b = pathB[p];
      if (!this.alive[p] || (live[a] === 1 && live[b] === 1)) continue;
      const stamp = ++this.stamp;
      let dead = false;
      // hits[e]: the paths of clue e that p crosses; p goes when they are all of e's paths.
      for (let end = a; !dead; end = b) {
        const pairs = this.pairsOf[end];
        for (let i = 0; i < pairs.length; i++) {
          const k = pairs[i];
          const e = pairA[k] === end ? pairB[k] : pairA[k];
          if (e === a || e === b || pairAlive[k] === 0) continue;
          if (hitStamp[e] !== stamp) { hitStamp[e] = stamp; hits[e] = 0; }
          hits[e] += pairAlive[k];
          if (hits[e] === live[e] && pendingOf[e] === 0) { dead = true; break; }
        }
        if (end === b) break;
      }
      for (let k = pathStart[p] + 1; k < pathStart[p + 1] - 1 && !dead; k++) {
        const list = this.livePathsAt(pathCells[k]);
        this.steps += list.length;
        for (let i = 0; i < list.length; i++) {
          const q = list[i];
          if (seen[q] === stamp) continue;
          seen[q] = stamp;
          const qa = pathA[q], qb = pathB[q];
          if (qa === a || qa === b || qb === a || qb === b) continue;  // counted with its pair
          if (hitStamp[qa] !== stamp) { hitStamp[qa] = stamp; hits[qa] = 0; }
          if (++hits[qa] === live[qa] && pendingOf[qa] === 0) { dead = true; break; }
          if (qb === qa) continue;
          if (hitStamp[qb] !== stamp) { hitStamp[qb] = stamp; hits[qb] = 0; }
          if (++hits[qb] === live[qb] && pendingOf[qb] === 0) { dead = true; break; }
        }
      }
      if (dead) { this.kill(p); killed = true; }
      this.poll();
      if (this.cancelled) break;
    }
    return killed;
  }

  // The paths through an inner cell, without the excluded ones (dropped from the list as they are met).
  private livePathsAt(cell: number): number[] {
    const list = this.cellPaths[cell]!;
    let n = 0;
    for (let i = 0; i < list.length; i++) if (this.alive[list[i]]) list[n++] = list[i];
    list.length = n;
    return list;
  }

  private search(): { solutions: Int32Array[][]; searched: number; search: SearchStats } {
    const { live, pathA, pathB, pathStart, clueCell } = this;
    const forced: number[] = [];
    const options: number[][] = [];
    const optionPath: number[] = [];
    const primary = new Int32Array(clueCell.length).fill(-1);
    let primaryCount = 0;
    // After the exclusions a clue with one path left is decided and its cells are no other's;
    // without them (searchOnly) every clue goes to the search.
    for (let i = 0; i < clueCell.length; i++) if (live[i] > 1 || this.options.searchOnly) primary[i] = primaryCount++;
    const secondary = new Int32Array(this.cellCount).fill(-1);
    let itemCount = primaryCount;
    for (let p = 0; p < pathA.length; p++) {
      if (!this.alive[p]) continue;
      const a = pathA[p], b = pathB[p];
      if (primary[a] < 0) { forced.push(p); continue; }
      const option = a === b ? [primary[a]] : [primary[a], primary[b]];
      for (let k = pathStart[p] + 1; k < pathStart[p + 1] - 1; k++) {
        const c = this.pathCells[k];
        if (secondary[c] < 0) secondary[c] = itemCount++;
        option.push(secondary[c]);
      }
      options.push(option);
      optionPath.push(p);
    }
    const forcedPaths = forced.map((p) => this.pathCells.slice(pathStart[p], pathStart[p + 1]));
    if (primaryCount === 0) {
      return { solutions: [forcedPaths], searched: 0, search: { placements: 0, deadEnds: 0, solutions: 1, ms: 0, cancelled: false } };
    }
    const solutions: Int32Array[][] = [];
    const search = solveExactCover({ itemCount, primaryCount, options }, {
      mode: 'first', limit: this.options.limit ?? 2,
      isCancelled: this.options.isCancelled,
      onProgress: this.options.onProgress && ((s) => this.options.onProgress!({ stage: 'search', paths: pathA.length, alive: this.aliveCount, placements: s.placements, ms: Date.now() - this.started })),
      onSolution: (chosen, length) => {
        const paths = forcedPaths.slice();
        for (let k = 0; k < length; k++) {
          const p = optionPath[chosen[k]];
          paths.push(this.pathCells.slice(pathStart[p], pathStart[p + 1]));
        }
        solutions.push(paths);
      },
    });
    return { solutions, searched: options.length, search };
  }

  private clueCounts(): ClueCounts[] {
    return Array.from(this.clueCell, (cell, i) => {
      const partners = new Set<number>();
      for (const p of this.cluePaths[i]) {
        if (!this.alive[p]) continue;
        const other = this.pathA[p] === i ? this.pathB[p] : this.pathA[p];
        partners.add(this.clueCell[other]);
      }
      return { cell, generated: this.generatedOf[i], afterExclusions: this.live[i], partners: [...partners] };
    });
  }

  // Cancellation and progress, looked at every so many steps of work.
  private poll(): void {
    const work = this.enumerator.work + this.steps;
    if (work < this.nextPoll) return;
    this.nextPoll = work + (1 << 16);
    if (this.options.isCancelled?.()) this.cancelled = true;
    const now = Date.now();
    if (this.options.onProgress && now - this.lastProgress >= 100) {
      this.lastProgress = now;
      this.options.onProgress({ stage: this.stage, paths: this.pathA.length, alive: this.aliveCount, placements: 0, ms: now - this.started });
    }
  }
}

/** The painted picture of a solution: per row, '#' (or the colour id in colour puzzles) or '.'. */
export function pictureOf(puzzle: LinkpixPuzzle, paths: ReadonlyArray<ArrayLike<number>>): string[] {
  const { width, height } = puzzle;
  const chars = new Array<string>(width * height).fill('.');
  for (const path of paths) {
    const ch = puzzle.coloured ? colourChar(puzzle.colours[path[0]]) : '#';
    for (let k = 0; k < path.length; k++) chars[path[k]] = ch;
  }
  const rows: string[] = [];
  for (let r = 0; r < height; r++) rows.push(chars.slice(r * width, (r + 1) * width).join(''));
  return rows;
}

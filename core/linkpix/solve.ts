// Solving a Link-a-Pix puzzle: the cheap refutations of check.ts first (a puzzle they prove
// impossible is answered before any path is listed), the three steps of the Logipix report
// (docs/engine.md), then the exact-cover search:
// 1. the paths of every clue pair (paths.ts), small clues first; a pair with too many paths
//    for now waits until the exclusions have claimed cells around it, then tries again with
//    a bigger budget; a pair whose paths would pass the memory bound stops the solve;
// 2. exclusions to a fixpoint: a path goes when it crosses every path of another clue. The
//    cells common to all of a clue's paths are the quick case: surely that clue's, so every
//    other path through them goes (a common cell may be the partner's clue cell: the partner
//    is then decided and its other pairings go);
// 3. the exact-cover search (core/search) over what is left: each undecided clue a primary
//    item (covered once: it is one end of one path), each cell a secondary item (at most one
//    path), each path an option covering its two end clues and its cells; one search per
//    independent part. The search stops at the second solution, which decides uniqueness.
import { SearchStats, solveExactCover } from '../search/exactCover';
import { BLOCKED, OPEN, PathEnumerator } from './paths';
import { clueGroups, refutation } from './check';
import { cellName, colourChar, LinkpixPuzzle } from './puzzle';
import { withCommas } from '../language/text';

export interface LinkpixProgress {
  stage: 'paths' | 'exclusions' | 'search';
  paths: number;       // paths generated so far
  alive: number;       // of which not excluded
  placements: number;  // search placements
  ms: number;
}

export interface LinkpixSolveOptions {
  limit?: number;                 // solutions to find (default 2: enough to decide uniqueness)
  shouldStop?(): boolean;
  onProgress?(progress: LinkpixProgress): void;
  /** Stop (with a message naming a clue) before the paths would take more memory than this;
   *  LINKPIX_MEMORY_BYTES by default. */
  memoryBytes?: number;
  maxWork?: number;               // or beyond this many steps of enumeration
  maxPlacements?: number;         // or beyond about this many placements of the search (undecided, problem.bound 'work')
  searchOnly?: boolean;           // skip the exclusions (tests: the search alone must agree)
  exclusionsOnly?: boolean;       // stop before the search (hovers want the clue counts alone)
}

/** Where the solve stopped without a solution: a clue and why; `bound` when a bound stopped it
 *  (the puzzle is then undecided). */
export interface LinkpixProblem {
  cell: number;
  message: string;
  bound?: 'memory' | 'work';
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
const MAX_WORK = 200_000_000;  // about two seconds

/** The memory bound of a solve unless told otherwise: the CLI, the editor's background check
 *  and the panel's worker stay under 1 GB. */
export const LINKPIX_MEMORY_BYTES = 1 << 30;
// What the solve's memory is reckoned in, per listed path: its cells (three entries each in the
// path store, in arrays that double) and its fields, scratch, lists and search option. Measured
// on pairs with 10^5 paths of 17 and 19 cells (docs/cli.md): the process's peak stays under it.
const BYTES_PER_CELL = 48;
const BYTES_PER_PATH = 640;
// The process itself (Node, the bundle, the puzzle's per-cell arrays), held out of the bound.
const BASE_BYTES = 96 << 20;

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
  // The paths through each inner cell: linked lists over the cells of pathCells (occurrence k
  // is cell pathCells[k] of path occPath[k]; the next one at that cell is nextAt[k]).
  private readonly headAt: Int32Array;
  private readonly tailAt: Int32Array;
  private nextAt = new Int32Array(1 << 16);
  private occPath = new Int32Array(1 << 16);
  private atBuffer = new Int32Array(1 << 10);  // livePathsAt's answer
  // Pairs to enumerate: clue indices and their length.
  private pairA: number[] = [];
  private pairB: number[] = [];
  private pairAlive: number[] = [];          // per pair: its paths not excluded
  private readonly pairsOf: number[][];      // per clue: its pairs
  // Paths: cells pathCells[pathStart[p] .. pathStart[p+1]-1], ends pathA[p], pathB[p].
  private pathCells = new Int32Array(1 << 16);
  private pathStart = new Int32Array(1 << 12);
  private pathA = new Int32Array(1 << 12);
  private pathB = new Int32Array(1 << 12);
  private pathPair = new Int32Array(1 << 12);
  private pathCount = 0;
  private maxWork = MAX_WORK;
  private readonly memoryBytes: number;
  private alive = new Uint8Array(1 << 12);
  private aliveCount = 0;
  private readonly enumerator: PathEnumerator;
  private readonly buckets: number[][] = Array.from({ length: 32 }, () => []);  // dirty clues by log2 of their paths
  private readonly dirtyBucket: Int32Array;
  private readonly isDirty: Uint8Array;
  private readonly count: Int32Array;
  private readonly countStamp: Int32Array;
  private stamp = 0;
  private crossing = false;                  // every pair listed: the crossing rule is on
  private readonly region: Int32Array;       // the cells covered by the paths of the clue looked at
  private readonly cover: Int32Array;        // per cell: which of the clue's paths cover it, one bit each
  private readonly cover2: Int32Array;       // the next 32 paths
  private readonly onQ: Int32Array;          // per cell: stamped when on the path crossesAll looks at
  private crossBits = new Int32Array(0);     // per path: the cover bits of the clue looked at, over its cells
  private crossBits2 = new Int32Array(0);
  private crossStamp = new Int32Array(0);
  private candidates = new Int32Array(0);
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
    this.dirtyBucket = new Int32Array(k);
    this.cluePaths = Array.from({ length: k }, () => []);
    this.pairsOf = Array.from({ length: k }, () => []);
    this.headAt = new Int32Array(this.cellCount).fill(-1);
    this.tailAt = new Int32Array(this.cellCount).fill(-1);
    this.count = new Int32Array(this.cellCount);
    this.countStamp = new Int32Array(this.cellCount);
    this.region = new Int32Array(this.cellCount);
    this.onQ = new Int32Array(this.cellCount);
    this.cover = new Int32Array(this.cellCount);
    this.cover2 = new Int32Array(this.cellCount);
    this.enumerator = new PathEnumerator(width, height);
    this.memoryBytes = (options.memoryBytes ?? LINKPIX_MEMORY_BYTES) - BASE_BYTES;
  }

  // The memory the listed paths take, as the bound reckons it.
  private memoryUsed(): number {
    return BYTES_PER_CELL * this.pathStart[this.pathCount] + BYTES_PER_PATH * this.pathCount;
  }

  run(): LinkpixSolveResult {
    const { puzzle } = this;
    const noSearch: SearchStats = { placements: 0, deadEnds: 0, solutions: 0n, ms: 0, cancelled: false };
    let exclusionsMs = 0;
    // Cheap refutations first: a puzzle they prove impossible is answered before any path is
    // listed. A clue with no partner within reach (findPairs) names the culprit of a broken pair,
    // so it is looked for before the counts.
    this.findPairs();
    const refuted = this.problem ? undefined : refutation(puzzle);
    if (refuted) this.problem = { cell: refuted.cells[0], message: refuted.message };
    const pathsStarted = Date.now();
    let budget = FIRST_BUDGET;
    const maxWork = this.options.maxWork ?? MAX_WORK;
    this.maxWork = maxWork;
    let pending = this.pairA.map((_, i) => i);
    while (!this.problem && !this.cancelled) {
      this.stage = 'paths';
      pending = pending.filter((pair) => !this.enumeratePair(pair, budget));
      if (this.cancelled || this.problem) break;
      const before = Date.now();
      this.stage = 'exclusions';
      if (!this.options.searchOnly) {
        this.exclude();
        // Every pair listed: no path will come, so the crossing rule may now look at every clue.
        if (pending.length === 0 && !this.crossing) {
          this.crossing = true;
          for (let clue = 0; clue < this.clueCell.length; clue++) this.markDirty(clue);
          this.exclude();
        }
      }
      exclusionsMs += Date.now() - before;
      if (pending.length === 0 || this.problem || this.cancelled) break;
      if (this.enumerator.work > maxWork) {
        const [a, b] = [this.clueCell[this.pairA[pending[0]]], this.clueCell[this.pairB[pending[0]]]];
        this.problem = { cell: a, bound: 'work', message: `stopped: more than ${withCommas(maxWork)} steps of listing paths; clue ${fromOne(puzzle, a)} (row, column from 1), a ${puzzle.clues[a]}, and its partner at ${fromOne(puzzle, b)} were still to be listed` };
        break;
      }
      budget *= 4;
    }
    const pathsMs = Date.now() - pathsStarted - exclusionsMs;
    const generated = this.pathCount;
    const afterExclusions = this.aliveCount;
    const clues = this.clueCounts();
    const base = { pipeline: { generated, afterExclusions, searched: 0 }, clues };
    if (this.problem || this.cancelled || this.options.exclusionsOnly) {
      const decided = this.problem && !this.problem.bound;
      return { ...base, solutions: [], complete: !!decided, cancelled: this.cancelled, unique: decided ? false : null, difficulty: null,
        stats: { pathsMs, exclusionsMs, search: noSearch, ms: Date.now() - this.started }, problem: this.problem };
    }
    this.stage = 'search';
    const { solutions, searched, search } = this.search();
    this.cancelled ||= search.cancelled && !search.bounded;
    const limit = this.options.limit ?? 2;
    const complete = !this.cancelled && !search.bounded;
    const unique = solutions.length >= 2 ? false : complete ? solutions.length === 1 : null;
    let problem: LinkpixProblem | undefined;
    if (complete && solutions.length === 0) {
      problem = { cell: this.clueCell[0] ?? 0, message: 'no solution: the clues cannot all be joined without paths sharing a cell' };
    } else if (search.bounded && solutions.length < limit) {
      problem = { cell: this.clueCell[0] ?? 0, bound: 'work', message: `stopped: more than ${withCommas(this.options.maxPlacements!)} placements of the search` };
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
    // Groups of one value and colour, smallest value first (in the order they first occur for
    // a value), so that short clues are listed first; their pairs in the same order.
    const groups = [...clueGroups(puzzle, 1).values()].sort((x, y) => clues[x[0]] - clues[y[0]]);
    const pairA: number[] = [], pairB: number[] = [];
    for (const group of groups) {
      const value = clues[group[0]];
      if (value === 1) { for (const c of group) { pairA.push(clueOf[c]); pairB.push(clueOf[c]); } continue; }
      const steps = value - 1;
      const diamond = 2 * steps * (steps + 1);
      for (let gi = 0; gi < group.length; gi++) {
        const c = group[gi], i = clueOf[c], row = Math.floor(c / width), col = c % width;
        if (diamond < group.length) {
          // Clues of the group in the diamond of cells within reach (same value; colour checked).
          for (let r = Math.max(0, row - steps); r <= Math.min(height - 1, row + steps); r++) {
            const span = steps - Math.abs(r - row);
            for (let q = Math.max(0, col - span); q <= Math.min(width - 1, col + span); q++) {
              const d = r * width + q;
              const j = clueOf[d];
              if (j <= i || clues[d] !== value || colours[d] !== colours[c]) continue;
              if (((steps - Math.abs(r - row) - Math.abs(q - col)) & 1) === 0) { pairA.push(i); pairB.push(j); }
            }
          }
        } else {
          for (let gj = gi + 1; gj < group.length; gj++) {
            const d = group[gj];
            const distance = Math.abs(Math.floor(d / width) - row) + Math.abs((d % width) - col);
            if (distance <= steps && ((steps - distance) & 1) === 0) { pairA.push(i); pairB.push(clueOf[d]); }
          }
        }
      }
    }
    for (let k = 0; k < pairA.length; k++) {
      const i = pairA[k], j = pairB[k];
      this.pairsOf[i].push(k);
      if (j !== i) this.pairsOf[j].push(k);
      this.pairAlive.push(0);
      this.pendingOf[i]++;
      if (j !== i) this.pendingOf[j]++;
    }
    this.pairA = pairA;
    this.pairB = pairB;
    for (let i = 0; i < clueCell.length; i++) {
      if (this.pendingOf[i] === 0) {
        this.setProblem(i, `clue ${clues[clueCell[i]]} at ${cellName(puzzle, clueCell[i])} has no partner within reach (no clue ${clues[clueCell[i]]}${puzzle.coloured ? ' of its colour' : ''} at a distance it can join)`);
        return;
      }
    }
  }

  // Enumerates a pair within the budget; false when it must wait for a bigger one.
  private enumeratePair(pair: number, budget: number): boolean {
    if (this.problem) return false;
    const a = this.pairA[pair], b = this.pairB[pair];
    const { clueCell, puzzle } = this;
    const decided = (this.partnerOf[a] >= 0 && this.partnerOf[a] !== b) || (this.partnerOf[b] >= 0 && this.partnerOf[b] !== a);
    if (!decided) {
      // The paths wait in the enumerator's buffer: a pair over its budget leaves no trace.
      const length = puzzle.clues[clueCell[a]];
      // No more paths than the memory bound leaves room for; a pair with more stops the solve.
      const room = Math.max(0, Math.floor((this.memoryBytes - this.memoryUsed()) / (BYTES_PER_CELL * length + BYTES_PER_PATH)));
      const limit = Math.min(budget, room);
      const n = this.enumerator.list(this.owner, clueCell[a], clueCell[b], length, a, b, limit, Math.min(budget * 16, this.maxWork - this.enumerator.work));
      this.poll();
      if (n < 0 && this.enumerator.overflow === 'paths' && limit < budget) {
        const mb = Math.round((this.memoryBytes + BASE_BYTES) / (1 << 20));
        const before = this.pathCount > 0 ? `, with the ${withCommas(this.pathCount)} paths listed before them,` : '';
        this.problem = { cell: clueCell[a], bound: 'memory', message: `stopped: more than ${withCommas(limit)} paths for clue ${fromOne(puzzle, clueCell[a])} (row, column from 1), a ${length}, to its partner at ${fromOne(puzzle, clueCell[b])}: they would pass${before} the memory bound of ${withCommas(mb)} MB` };
      }
      if (n < 0) return false;
      const found = this.enumerator.found;
      for (let k = 0; k < n; k++) this.addPath(found, k * length, length, a, b, pair);
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

  // The path of `length` cells at cells[from..].
  private addPath(cells: Int32Array, from: number, length: number, a: number, b: number, pair: number): void {
    const p = this.pathCount++;
    if (p + 1 >= this.pathA.length) {
      const size = 2 * this.pathA.length;
      this.pathStart = grown(this.pathStart, size);
      this.pathA = grown(this.pathA, size);
      this.pathB = grown(this.pathB, size);
      this.pathPair = grown(this.pathPair, size);
      this.alive = grown(this.alive, size);
    }
    const start = this.pathStart[p];
    if (start + length > this.pathCells.length) {
      const size = Math.max(2 * this.pathCells.length, start + length);
      this.pathCells = grown(this.pathCells, size);
      this.nextAt = grown(this.nextAt, size);
      this.occPath = grown(this.occPath, size);
    }
    const { pathCells, nextAt, occPath, headAt, tailAt } = this;
    for (let k = 0; k < length; k++) pathCells[start + k] = cells[from + k];
    this.pathStart[p + 1] = start + length;
    this.pathA[p] = a;
    this.pathB[p] = b;
    this.pathPair[p] = pair;
    this.pairAlive[pair]++;
    this.alive[p] = 1;
    this.aliveCount++;
    this.cluePaths[a].push(p);
    this.live[a]++;
    this.generatedOf[a]++;
    if (b !== a) { this.cluePaths[b].push(p); this.live[b]++; this.generatedOf[b]++; }
    for (let k = start + 1; k < start + length - 1; k++) {
      const c = pathCells[k];
      occPath[k] = p;
      nextAt[k] = -1;
      if (tailAt[c] < 0) headAt[c] = k; else nextAt[tailAt[c]] = k;
      tailAt[c] = k;
    }
  }

  private markDirty(clue: number): void {
    const b = 31 - Math.clz32(this.live[clue] | 1);
    if (this.isDirty[clue] && this.dirtyBucket[clue] <= b) return;
    this.isDirty[clue] = 1;
    this.dirtyBucket[clue] = b;
    this.buckets[b].push(clue);
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

  // The exclusions, to a fixpoint, from a work list of the clues whose paths changed, fewest
  // paths first (they exclude the most, and a clue with thousands of paths is then looked at
  // once, after the small ones have thinned it): a path goes when it crosses (shares a cell or
  // an end with) every path of another clue whose pairs are all listed. The cells common to
  // all of a clue's paths are the quick case, and are marked as the clue's so that paths listed
  // later never pass there.
  private exclude(): void {
    const { isDirty, live } = this;
    while (!this.problem && !this.cancelled) {
      const clue = this.nextDirty();
      if (clue < 0) break;
      isDirty[clue] = 0;
      if (this.pendingOf[clue] > 0 || live[clue] === 0) continue;
      this.excludeAround(clue);
      this.poll();
    }
  }

  private excludeAround(clue: number): void {
    const { live, pathA, pathB, pathStart, pathCells, owner, clueOf, count, countStamp, region, cover, cover2 } = this;
    // count[c]: how many of the clue's paths cover cell c (its own cell and partners' included);
    // cover[c] and cover2[c]: which, as bits (path i is bit i mod 32 of cover when i mod 64 < 32,
    // else of cover2).
    const stamp = ++this.stamp;
    let paths = this.cluePaths[clue];
    if (live[clue] * 2 < paths.length) paths = this.cluePaths[clue] = paths.filter((p) => this.alive[p]);
    let regionSize = 0;
    let first = -1;
    let index = 0;
    for (let i = 0; i < paths.length; i++) {
      const p = paths[i];
      if (!this.alive[p]) continue;
      if (first < 0) first = p;
      this.steps += pathStart[p + 1] - pathStart[p];
      const bit = 1 << (index & 31), low = (index & 32) === 0 ? bit : 0, high = low ^ bit;
      index++;
      for (let k = pathStart[p]; k < pathStart[p + 1]; k++) {
        const c = pathCells[k];
        if (countStamp[c] !== stamp) { countStamp[c] = stamp; count[c] = 1; cover[c] = low; cover2[c] = high; region[regionSize++] = c; } else { count[c]++; cover[c] |= low; cover2[c] |= high; }
      }
    }
    const n = live[clue];
    // Cells common to all its paths: surely the clue's.
    for (let k = pathStart[first]; k < pathStart[first + 1]; k++) {
      const c = pathCells[k];
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
        const m = this.livePathsAt(c), list = this.atBuffer;
        for (let i = 0; i < m; i++) { const q = list[i]; if (pathA[q] !== clue && pathB[q] !== clue) this.kill(q); }
      }
      if (this.problem) return;
    }
    if (n < 2 || !this.crossing) return;
    // Other paths that cross all n: those whose cells' cover bits make up all n bits (all 64
    // with more than 64 paths, then checked path by path).
    const crossBits = this.ensurePathScratch();
    const { crossStamp, candidates, crossBits2 } = this;
    const pathStamp = ++this.stamp;
    let candidateCount = 0;
    for (let i = 0; i < regionSize; i++) {
      const c = region[i];
      const weight = count[c];
      if (weight === n) continue;  // a common cell: its crossers are gone already
      const other = clueOf[c];
      if (other === clue) continue;
      const ofClue = other >= 0 ? this.cluePaths[other] : undefined;
      const m = ofClue ? ofClue.length : this.livePathsAt(c), list = this.atBuffer;
      this.steps += m;
      for (let j = 0; j < m; j++) {
        const q = ofClue ? ofClue[j] : list[j];
        if (!this.alive[q] || pathA[q] === clue || pathB[q] === clue) continue;
        if (crossStamp[q] !== pathStamp) { crossStamp[q] = pathStamp; crossBits[q] = 0; crossBits2[q] = 0; candidates[candidateCount++] = q; }
        crossBits[q] |= cover[c];
        crossBits2[q] |= cover2[c];
      }
    }
    const all = n >= 32 ? -1 : (1 << n) - 1, all2 = n >= 64 ? -1 : n > 32 ? (1 << (n - 32)) - 1 : 0;
    let missed = 0;
    for (let i = 0; i < candidateCount && !this.problem; i++) {
      const q = candidates[i];
      if (crossBits[q] !== all || crossBits2[q] !== all2 || !this.alive[q]) continue;
      if (n <= 64) { this.kill(q); continue; }
      const miss = this.missedBy(q, paths, missed);
      if (miss < 0) this.kill(q); else missed = miss;
    }
  }

  // -1 when path q shares a cell with each live path among `paths`, else the index of one it
  // misses, which is looked at first next time (the paths around a clue tend to miss the same).
  private missedBy(q: number, paths: number[], first: number): number {
    const { pathStart, pathCells, onQ } = this;
    const stamp = ++this.stamp;
    for (let k = pathStart[q]; k < pathStart[q + 1]; k++) onQ[pathCells[k]] = stamp;
    for (let j = -1; j < paths.length; j++) {
      const i = j < 0 ? first : j;
      const p = paths[i];
      if (!this.alive[p] || (j >= 0 && i === first)) continue;
      let hit = false;
      for (let k = pathStart[p]; k < pathStart[p + 1] && !hit; k++) hit = onQ[pathCells[k]] === stamp;
      this.steps += pathStart[p + 1] - pathStart[p];
      if (!hit) return i;
    }
    return -1;
  }

  private ensurePathScratch(): Int32Array {
    const n = this.pathCount;
    if (this.crossBits.length < n) {
      const size = Math.max(n, 2 * this.crossBits.length);
      this.crossBits = new Int32Array(size);
      this.crossBits2 = new Int32Array(size);
      this.crossStamp = new Int32Array(size);
      this.candidates = new Int32Array(size);
    }
    return this.crossBits;
  }

  // The dirty clue with the fewest paths (roughly: by powers of two), or -1.
  private nextDirty(): number {
    const { buckets } = this;
    for (let b = 0; b < buckets.length; b++) {
      const bucket = buckets[b];
      while (bucket.length > 0) {
        const clue = bucket.pop()!;
        if (this.isDirty[clue] && this.dirtyBucket[clue] === b) return clue;
      }
    }
    return -1;
  }

  // The paths through an inner cell, without the excluded ones (unlinked as they are met), in
  // atBuffer; returns how many.
  private livePathsAt(cell: number): number {
    const { nextAt, occPath, alive } = this;
    let n = 0, last = -1;
    for (let k = this.headAt[cell]; k >= 0; k = nextAt[k]) {
      const p = occPath[k];
      if (!alive[p]) continue;
      if (last < 0) this.headAt[cell] = k; else nextAt[last] = k;
      last = k;
      if (n === this.atBuffer.length) this.atBuffer = grown(this.atBuffer, 2 * n);
      this.atBuffer[n++] = p;
    }
    if (last < 0) this.headAt[cell] = -1; else nextAt[last] = -1;
    this.tailAt[cell] = last;
    return n;
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
    for (let p = 0; p < this.pathCount; p++) {
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
      return { solutions: [forcedPaths], searched: 0, search: { placements: 0, deadEnds: 0, solutions: 1n, ms: 0, cancelled: false } };
    }
    const limit = this.options.limit ?? 2;
    const chosen = this.searchParts(itemCount, primaryCount, options, limit);
    const solutions = chosen.solutions.map((options) => {
      const paths = forcedPaths.slice();
      for (const o of options) { const p = optionPath[o]; paths.push(this.pathCells.slice(pathStart[p], pathStart[p + 1])); }
      return paths;
    });
    return { solutions, searched: options.length, search: chosen.search };
  }

  // The options fall apart into independent parts (no item in common), searched one by one:
  // searched as one, a part with a dead end deep down would be searched again for every choice
  // made in the others (a 64×64 board took 1.9 million placements instead of a few thousand).
  // The solutions are the combinations of the parts' solutions, the first `limit` of them.
  private searchParts(itemCount: number, primaryCount: number, options: number[][], limit: number): { solutions: number[][]; search: SearchStats } {
    const parent = new Int32Array(itemCount);
    for (let i = 0; i < itemCount; i++) parent[i] = i;
    const root = (i: number) => { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i; };
    for (const option of options) {
      const r = root(option[0]);
      for (let k = 1; k < option.length; k++) { const q = root(option[k]); if (q !== r) parent[q] = r; }
    }
    const partOf = new Int32Array(itemCount).fill(-1);
    const parts: number[][] = [];
    options.forEach((option, o) => {
      const r = root(option[0]);
      if (partOf[r] < 0) { partOf[r] = parts.length; parts.push([]); }
      parts[partOf[r]].push(o);
    });
    const total: SearchStats = { placements: 0, deadEnds: 0, solutions: 0n, ms: 0, cancelled: false };
    const found: number[][][] = [];  // per part: its solutions as option indices
    const local = new Int32Array(itemCount).fill(-1);
    for (const part of parts) {
      // Items renumbered within the part: primary items first.
      let primaries = 0, items = 0;
      for (const o of part) for (const item of options[o]) if (item < primaryCount && local[item] < 0) local[item] = primaries++;
      items = primaries;
      const partOptions = part.map((o) => options[o].map((item) => (local[item] >= 0 ? local[item] : (local[item] = items++))));
      for (const o of part) for (const item of options[o]) local[item] = -1;
      const solutions: number[][] = [];
      const before = total.placements;
      const stats = solveExactCover({ itemCount: items, primaryCount: primaries, options: partOptions }, {
        mode: 'first', limit,
        shouldStop: this.options.shouldStop,
        maxPlacements: this.options.maxPlacements === undefined ? undefined : this.options.maxPlacements - total.placements,
        onProgress: this.options.onProgress && ((s) => this.options.onProgress!({ stage: 'search', paths: this.pathCount, alive: this.aliveCount, placements: before + s.placements, ms: Date.now() - this.started })),
        onSolution: (chosen, length) => { solutions.push(Array.from(chosen.subarray(0, length), (k) => part[k])); },
      });
      total.placements += stats.placements;
      total.deadEnds += stats.deadEnds;
      total.ms += stats.ms;
      total.cancelled ||= stats.cancelled;
      total.bounded ||= stats.bounded;
      found.push(solutions);
      if (stats.cancelled || solutions.length === 0) break;
    }
    if (found.length < parts.length || found.some((s) => s.length === 0)) return { solutions: [], search: total };
    // The combinations in order, the last part changing fastest.
    const solutions: number[][] = [];
    const digit = new Int32Array(parts.length);
    while (solutions.length < limit) {
      solutions.push(found.flatMap((s, i) => s[digit[i]]));
      let i = parts.length - 1;
      while (i >= 0 && ++digit[i] === found[i].length) digit[i--] = 0;
      if (i < 0) break;
    }
    total.solutions = BigInt(solutions.length);
    return { solutions, search: total };
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
    if (this.options.shouldStop?.()) this.cancelled = true;
    const now = Date.now();
    if (this.options.onProgress && now - this.lastProgress >= 100) {
      this.lastProgress = now;
      this.options.onProgress({ stage: this.stage, paths: this.pathCount, alive: this.aliveCount, placements: 0, ms: now - this.started });
    }
  }
}

/** A copy of `array`, `size` long. */
function grown<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
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

/** A cell as "(row, column)" counted from 1, as the messages of the bounds write it. */
function fromOne(puzzle: LinkpixPuzzle, cell: number): string {
  return `(${Math.floor(cell / puzzle.width) + 1}, ${(cell % puzzle.width) + 1})`;
}

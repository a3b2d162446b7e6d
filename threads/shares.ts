// Counting on several threads, for the CLI (`logel solve --count`, `logel xc`) and the
// extension's solve worker alike: the search is cut into shares (core/search/split.ts). The
// thread that counts takes share 0 itself and worker threads, each running the same bundle
// (dist/cli.js, dist/xc.js or dist/worker.js: each loads this file, which runs a share when it
// finds one in its workerData), count the others; counts and statistics add up. Counting a form
// needs the language (formShares.ts registers it), which `logel xc` does without. The threads
// take subtrees as they free up, from counters in shared memory (one per search of the count: a
// count by Burnside's lemma is several), so the shares that run search every subtree whichever ran.
//
// More threads only help when there are free cores and the count is long enough to pay for
// them (a thread loads the bundle and builds its model again, and each keeps a memo of its own,
// so the count needs more placements in all). So share 0 starts alone, and the counting thread
// decides at its first progress report from DECIDE_MS on: a count over by then never starts a
// thread. The decision measures how many cores the rest of the machine left free since the
// count began (os.cpus() minus this process's own CPU time) and starts only that many more
// threads: on a busy machine none, and share 0 counts everything.

import { availableParallelism, cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseDlx } from '../core/search/dlxFormat';
import type { ProgressFigures, ShareJob, ShareMessage, ShareStart } from '../core/protocol';
import { SearchShare, SearchStats, solveExactCover } from '../core/search/exactCover';
import { CountOverflow } from '../core/search/liveBits';
import type { SolveResult } from '../core/tiling/solve';

// Each share writes its latest figures into its slot of a shared array, so the counting thread
// can sum them in the middle of its own synchronous search.
const SLOT = 5;   // placements, dead ends, unique, total, ms
// Claim counters, one per search of a count; searches past the last go by share index, and then
// every share must run.
const CLAIMED_SEARCHES = 1 << 14;
const DECIDE_MS = 100;

type Progress = SearchStats & { unique?: number; total?: number };

export const defaultThreads = (): number => availableParallelism();

/** Parses the value of --threads: a whole number from 1 up, or undefined. */
export function threadsOption(value: string | true | undefined): number | undefined {
  if (value === undefined) return defaultThreads();
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1024 ? n : undefined;
}

/** Parses the value of --shard: `i/N`, share i (from 0) of N, or undefined. */
export function shardOption(value: string | true): { index: number; count: number } | undefined {
  const m = typeof value === 'string' ? /^(\d+)\/(\d+)$/.exec(value) : null;
  if (!m) return undefined;
  const index = Number(m[1]), count = Number(m[2]);
  return index < count && count <= 1e9 ? { index, count } : undefined;
}

export const shardUsage = (value: string | true) =>
  `logel: --shard needs i/N, share i of N counted from 0 (0 <= i < N), not '${value === true ? '' : value}'`;

/** Counts share 0 of a job on this thread: `local` searches it with the given share (none: the
 *  whole search, on this thread alone) and progress callback, which is also where the counting
 *  thread decides on more threads. */
type LocalShare<R> = (share: SearchShare | undefined, onProgress: (stats: Progress) => void) => R;

/** The cores the rest of the machine left free since `from`: all of them but the CPU time it used
 *  (the machine's, from os.cpus(), minus this process's own) per time that went by. */
function freeCores(from: CpuSnapshot): number {
  const now = cpuSnapshot();
  const elapsed = now.wall - from.wall;
  const machine = now.busy - from.busy;
  const ours = now.ours - from.ours;
  return cpus().length - (elapsed > 0 ? Math.max(0, (machine - ours) / elapsed) : 0);
}

export interface CpuSnapshot { wall: number; busy: number; ours: number }

function cpuSnapshot(): CpuSnapshot {
  let busy = 0;
  for (const c of cpus()) busy += c.times.user + c.times.nice + c.times.sys + c.times.irq;
  const own = process.cpuUsage();
  return { wall: performance.now(), busy, ours: (own.user + own.system) / 1000 };
}

/** A count in up to `threads` shares; the machine's load is measured from now until the decision. */
export class Shares<R extends SearchStats | SolveResult> {
  private readonly claims: SharedArrayBuffer;
  private readonly figures: Float64Array;
  private readonly workers: Worker[] = [];
  private readonly results: R[] = [];
  private readonly started = cpuSnapshot();
  private readonly now: () => number;
  private failure: Error | undefined;
  private decided = false;
  private everyShare = false;   // a search went by share index: every share must run
  private settle: { resolve(): void; reject(e: Error): void } | undefined;
  private onProgress: ((figures: ProgressFigures) => void) | undefined;
  private shownMs = -1;
  private shownPlacements = -1;

  /** `script`: the bundle the workers run (this file's own by default); `freeCores`: the cores the
   *  rest of the machine left free since `since` (measured by default); `decideAfterMs`: how long
   *  share 0 counts alone before the decision (0: decide before it starts, and without a free core
   *  count unsplit); `clock`: the time in ms for that (tests drive their own); `claimedSearches`:
   *  how many searches claim their subtrees (tests take fewer). */
  constructor(
    private readonly job: ShareJob,
    private readonly threads: number,
    private readonly options: { script?: string; freeCores?: (since: CpuSnapshot) => number; decideAfterMs?: number; clock?: () => number; claimedSearches?: number } = {},
  ) {
    this.claims = new SharedArrayBuffer(4 * (options.claimedSearches ?? CLAIMED_SEARCHES));
    this.figures = new Float64Array(new SharedArrayBuffer(8 * SLOT * threads));
    this.now = options.clock ?? (() => performance.now());
  }

  /** How many threads counted (after run): 1 when the count ended first or the machine had no core to spare. */
  get threadsUsed(): number {
    return 1 + this.workers.length;
  }

  /** Counts share 0 here and, if the count goes on long enough, the others on as many more threads
   *  as there are free cores; resolves with the result of each share that ran. */
  async run(local: LocalShare<R>, onProgress?: (figures: ProgressFigures) => void): Promise<R[]> {
    this.onProgress = onProgress;
    const decideAfter = this.options.decideAfterMs ?? DECIDE_MS;
    const decideAt = this.now() + decideAfter;
    if (decideAfter <= 0) this.decide();
    const share = this.decided && this.workers.length === 0
      ? undefined
      : shareOf(this.claims, 0, this.threads, 0, () => { this.everyShare = true; });
    try {
      this.results[0] = local(share, (stats) => {
        writeFigures(this.figures, 0, stats);
        this.showProgress();
        if (!this.decided && this.now() >= decideAt) this.decide();
      });
    } catch (e) {
      this.stop();
      throw e;
    }
    this.decided = true;
    // The shares no thread took run now, if a search went by share index.
    if (this.everyShare) for (let index = 1 + this.workers.length; index < this.threads; index++) this.startWorker(index);
    await new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
      this.check();
    });
    return this.results.filter((r) => r !== undefined);
  }

  // Starts as many more threads as the rest of the machine left cores free since the count began.
  private decide(): void {
    this.decided = true;
    const free = (this.options.freeCores ?? freeCores)(this.started);
    const count = Math.max(1, Math.min(this.threads, Math.round(free)));
    for (let index = 1; index < count; index++) this.startWorker(index);
  }

  /** Ends the workers: the counting thread found it cannot count. A run() waiting for them rejects. */
  stop(): void {
    this.failure ??= new Error('the count was stopped');
    for (const w of this.workers) void w.terminate();
    this.check();
  }

  private startWorker(index: number): void {
    const data: ShareStart = { job: this.job, index, count: this.threads, claims: this.claims, figures: this.figures.buffer as SharedArrayBuffer };
    const worker = new Worker(this.options.script ?? __filename, { workerData: { logelShare: data } });
    this.workers.push(worker);
    worker.on('message', (m: ShareMessage) => {
      if (m.type === 'progress') this.showProgress();
      else if (m.type === 'done') {
        this.results[index] = m.result as R;
        this.check();
      } else this.fail(m.overflow ? new CountOverflow() : new Error(m.message));
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => { if (this.results[index] === undefined) this.fail(new Error(`a counting thread stopped (exit code ${code})`)); });
  }

  private showProgress(): void {
    if (!this.onProgress) return;
    const sum: ProgressFigures = { placements: 0, deadEnds: 0, unique: 0, total: 0, ms: 0 };
    for (let i = 0; i < this.threads; i++) {
      sum.placements += this.figures[i * SLOT];
      sum.deadEnds += this.figures[i * SLOT + 1];
      sum.unique += this.figures[i * SLOT + 2];
      sum.total += this.figures[i * SLOT + 3];
      sum.ms = Math.max(sum.ms, this.figures[i * SLOT + 4]);
    }
    // Messages queued while share 0 searched may find the figures already shown.
    if (sum.ms === this.shownMs && sum.placements === this.shownPlacements) return;
    this.shownMs = sum.ms;
    this.shownPlacements = sum.placements;
    this.onProgress(sum);
  }

  // A count past 2^128 on another thread stays a CountOverflow, so the CLI says so as it does for share 0.
  private fail(failure: Error): void {
    if (this.failure !== undefined) return;
    this.failure = failure;
    this.stop();
  }

  // Settles run() once it waits and every share is in, or a share failed.
  private check(): void {
    if (!this.settle) return;
    if (this.failure !== undefined) this.settle.reject(this.failure);
    else if (this.results.filter((r) => r !== undefined).length === 1 + this.workers.length) this.settle.resolve();
  }
}

// Share `index` of search `search` of a count: it claims the next subtree number from the
// search's counter when it has searched the one it claimed before. Past the last counter the
// shares go by index, which `byIndex` is told.
function shareOf(claims: SharedArrayBuffer, index: number, count: number, search: number, byIndex: () => void): SearchShare {
  const counters = new Int32Array(claims);
  return {
    index,
    count,
    claim: () => Atomics.add(counters, search, 1),
    next: () => {
      if (search + 1 < counters.length) return shareOf(claims, index, count, search + 1, byIndex);
      byIndex();
      return { index, count };
    },
  };
}

function writeFigures(figures: Float64Array, index: number, stats: Progress): void {
  figures[index * SLOT] = stats.placements;
  figures[index * SLOT + 1] = stats.deadEnds;
  // Progress figures are numbers (exact up to 2^53); the shares' results are exact.
  figures[index * SLOT + 2] = stats.unique ?? Number(stats.solutions);
  figures[index * SLOT + 3] = stats.total ?? Number(stats.solutions);
  figures[index * SLOT + 4] = stats.ms;
}

function runShare({ job, index, count, claims, figures }: ShareStart): void {
  const post = (m: ShareMessage) => parentPort!.postMessage(m);
  const share = shareOf(claims, index, count, 0, () => undefined);
  const slots = new Float64Array(figures);
  const onProgress = (stats: Progress) => { writeFigures(slots, index, stats); post({ type: 'progress' }); };
  const cancel = job.cancel ? new Int32Array(job.cancel) : undefined;
  const shouldStop = cancel ? () => Atomics.load(cancel, 0) !== 0 : undefined;
  if (job.kind === 'xc') {
    const parsed = parseDlx(job.text);
    if (!parsed.ok) throw new Error('the dlx text does not parse');
    post({ type: 'done', result: solveExactCover(parsed.problem, { mode: 'count', memo: job.memo, symmetry: job.symmetry, share, onProgress, shouldStop }) });
    return;
  }
  if (!countForm) throw new Error('this bundle cannot count forms');
  post({ type: 'done', result: countForm(job, share, onProgress, shouldStop) });
}

/** Counts a share of a form: threads/formShares.ts, registered by the bundles that solve forms. */
export type FormShareCounter = (job: Extract<ShareJob, { kind: 'solve' }>, share: SearchShare,
  onProgress: (stats: Progress) => void, shouldStop: (() => boolean) | undefined) => SolveResult;
let countForm: FormShareCounter | undefined;
export function registerFormShareCounter(counter: FormShareCounter): void { countForm = counter; }

const data = isMainThread ? undefined : (workerData as { logelShare?: ShareStart } | null)?.logelShare;

/** Whether this thread is a counting thread (then the bundle's own entry must do nothing else). */
export const isShareThread = data !== undefined;

// After the bundle's other modules have loaded (formShares.ts among them).
if (data) {
  setImmediate(() => {
    try {
      runShare(data);
    } catch (e) {
      parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e), overflow: e instanceof CountOverflow } satisfies ShareMessage);
    }
  });
}

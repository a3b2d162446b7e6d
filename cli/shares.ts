// Counting on several threads: the search is cut into shares (core/search/split.ts). The main
// thread counts share 0 itself and worker threads, each running this same file, count the
// others; the counts and statistics add up. The threads take subtrees as they free up, from a
// counter in shared memory. The workers start before the main thread builds its model, so that
// their loading and preparing overlap its own.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseDlx } from '../core/search/dlxFormat';
import { standardLibrary } from '../core/language/library';
import { buildModel } from '../core/language/model';
import { SearchShare, SearchStats, solveExactCover } from '../core/search/exactCover';
import { prepareForm, SolveResult, solvePrepared } from '../core/tiling/solve';

/** What each thread counts: a dlx problem, or a form of a .logel text (without a name: its only form). */
export type ShareJob =
  | { kind: 'xc'; text: string; memo: boolean }
  | { kind: 'solve'; text: string; form?: string; symmetry?: boolean };

/** The figures of a count so far, over all its shares. */
export interface ShareProgress { placements: number; unique: number; ms: number }
type Progress = SearchStats & { unique?: number };
type ShareMessage =
  | { type: 'progress' }
  | { type: 'done'; result: SearchStats | SolveResult }
  | { type: 'error'; message: string };

// Each share writes its latest figures into its slot of a shared array (placements, unique,
// ms), so the main thread can sum them in the middle of its own synchronous search.
const SLOT = 3;

interface ShareData { job: ShareJob; index: number; count: number; claims: SharedArrayBuffer; figures: SharedArrayBuffer }

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

/** Counts share 0 of a job on this thread: `local` searches it with the given share and progress callback. */
type LocalShare<R> = (share: SearchShare, onProgress: (stats: Progress) => void) => R;

/** A count in `threads` shares whose workers (shares 1 on) are already loading. */
export class Shares<R extends SearchStats | SolveResult> {
  private readonly claims = new SharedArrayBuffer(4);
  private readonly figures: Float64Array;
  private readonly workers: Worker[] = [];
  private readonly results: R[] = [];
  private failure: string | undefined;
  private stopped = false;
  private settle: { resolve(): void; reject(e: Error): void } | undefined;
  private onProgress: ((figures: ShareProgress) => void) | undefined;
  private shownMs = -1;
  private shownPlacements = -1;

  constructor(job: ShareJob, private readonly threads: number) {
    const figures = new SharedArrayBuffer(8 * SLOT * threads);
    this.figures = new Float64Array(figures);
    for (let index = 1; index < threads; index++) {
      const data: ShareData = { job, index, count: threads, claims: this.claims, figures };
      const worker = new Worker(__filename, { workerData: { logelShare: data } });
      this.workers.push(worker);
      worker.on('message', (m: ShareMessage) => {
        if (m.type === 'progress') this.showProgress();
        else if (m.type === 'done') {
          this.results[index] = m.result as R;
          this.check();
        } else this.fail(m.message);
      });
      worker.on('error', (e) => this.fail(e.message));
      worker.on('exit', (code) => { if (this.results[index] === undefined) this.fail(`a counting thread stopped (exit code ${code})`); });
    }
  }

  /** Counts share 0 here, then waits for the workers; resolves with each share's result. */
  async run(local: LocalShare<R>, onProgress?: (figures: ShareProgress) => void): Promise<R[]> {
    this.onProgress = onProgress;
    const counter = new Int32Array(this.claims);
    const share: SearchShare = { index: 0, count: this.threads, claim: () => Atomics.add(counter, 0, 1) };
    try {
      this.results[0] = local(share, (stats) => { writeFigures(this.figures, 0, stats); this.showProgress(); });
    } catch (e) {
      this.stop();
      throw e;
    }
    await new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
      this.check();
    });
    return this.results;
  }

  /** Ends the workers: the main thread found it cannot count. */
  stop(): void {
    this.stopped = true;
    for (const w of this.workers) void w.terminate();
  }

  private showProgress(): void {
    if (!this.onProgress) return;
    const sum: ShareProgress = { placements: 0, unique: 0, ms: 0 };
    for (let i = 0; i < this.threads; i++) {
      sum.placements += this.figures[i * SLOT];
      sum.unique += this.figures[i * SLOT + 1];
      sum.ms = Math.max(sum.ms, this.figures[i * SLOT + 2]);
    }
    // Messages queued while share 0 searched may find the figures already shown.
    if (sum.ms === this.shownMs && sum.placements === this.shownPlacements) return;
    this.shownMs = sum.ms;
    this.shownPlacements = sum.placements;
    this.onProgress(sum);
  }

  private fail(message: string): void {
    if (this.stopped || this.failure !== undefined) return;
    this.failure = message;
    this.stop();
    this.check();
  }

  // Settles run() once it waits and every share is in, or a share failed.
  private check(): void {
    if (!this.settle) return;
    if (this.failure !== undefined) this.settle.reject(new Error(this.failure));
    else if (this.results.filter((r) => r !== undefined).length === this.threads) this.settle.resolve();
  }
}

function writeFigures(figures: Float64Array, index: number, stats: Progress): void {
  figures[index * SLOT] = stats.placements;
  figures[index * SLOT + 1] = stats.unique ?? stats.solutions;
  figures[index * SLOT + 2] = stats.ms;
}

function runShare({ job, index, count, claims, figures }: ShareData): void {
  const post = (m: ShareMessage) => parentPort!.postMessage(m);
  const counter = new Int32Array(claims);
  const share: SearchShare = { index, count, claim: () => Atomics.add(counter, 0, 1) };
  const slots = new Float64Array(figures);
  const onProgress = (stats: Progress) => { writeFigures(slots, index, stats); post({ type: 'progress' }); };
  if (job.kind === 'xc') {
    const parsed = parseDlx(job.text);
    if (!parsed.ok) throw new Error('the dlx text does not parse');
    post({ type: 'done', result: solveExactCover(parsed.problem, { mode: 'count', memo: job.memo, share, onProgress }) });
    return;
  }
  const forms = buildModel(job.text, standardLibrary).forms;
  const form = job.form === undefined ? (forms.length === 1 ? forms[0] : undefined) : forms.find((f) => f.name === job.form);
  if (!form) throw new Error(job.form === undefined ? 'there is no single form' : `there is no form '${job.form}'`);
  const prepared = prepareForm(form, { symmetry: job.symmetry });
  post({ type: 'done', result: solvePrepared(prepared, { mode: 'count', share, onProgress }) });
}

const data = isMainThread ? undefined : (workerData as { logelShare?: ShareData } | null)?.logelShare;
if (data) {
  try {
    runShare(data);
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies ShareMessage);
  }
}

// Counting on several threads: the search is cut into shares (core/search/split.ts), one per
// worker thread, each running this same file; the counts and statistics add up. The
// threads take subtrees as they free up, from a counter in shared memory.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseDlx } from '../core/dlxFormat';
import { standardLibrary } from '../core/library';
import { buildModel } from '../core/model';
import { SearchShare, SearchStats, solveExactCover } from '../core/search/exactCover';
import { prepareForm, SolveResult, solvePrepared } from '../core/solve';

/** What each thread counts: a dlx problem, or a form of a .logel text. */
export type ShareJob =
  | { kind: 'xc'; text: string }
  | { kind: 'solve'; text: string; form: string; symmetry?: boolean };

type Progress = SearchStats & { unique?: number; total?: number };
type ShareMessage =
  | { type: 'progress'; stats: Progress }
  | { type: 'done'; result: SearchStats | SolveResult }
  | { type: 'error'; message: string };

interface ShareData { job: ShareJob; index: number; count: number; claims: SharedArrayBuffer }

export const defaultThreads = (): number => availableParallelism();

/** Parses the value of --threads: a whole number from 1 up, or undefined. */
export function threadsOption(value: string | true | undefined): number | undefined {
  if (value === undefined) return defaultThreads();
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1024 ? n : undefined;
}

/** Runs `threads` shares of the job on worker threads; resolves with each share's result. */
export function countInShares<R extends SearchStats | SolveResult>(job: ShareJob, threads: number, onProgress?: (latest: Progress[]) => void): Promise<R[]> {
  const claims = new SharedArrayBuffer(4);
  return new Promise((resolve, reject) => {
    const results: R[] = [];
    const latest: Progress[] = [];
    const workers: Worker[] = [];
    let left = threads;
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(new Error(message));
    };
    for (let index = 0; index < threads; index++) {
      const data: ShareData = { job, index, count: threads, claims };
      const worker = new Worker(__filename, { workerData: { logelShare: data } });
      workers.push(worker);
      worker.on('message', (m: ShareMessage) => {
        if (m.type === 'progress') {
          latest[index] = m.stats;
          onProgress?.(latest.filter((s) => s !== undefined));
        } else if (m.type === 'done') {
          results[index] = m.result as R;
          if (--left === 0) resolve(results);
        } else fail(m.message);
      });
      worker.on('error', (e) => fail(e.message));
      worker.on('exit', (code) => { if (results[index] === undefined) fail(`a counting thread stopped (exit code ${code})`); });
    }
  });
}

function runShare({ job, index, count, claims }: ShareData): void {
  const post = (m: ShareMessage) => parentPort!.postMessage(m);
  const counter = new Int32Array(claims);
  const share: SearchShare = { index, count, claim: () => Atomics.add(counter, 0, 1) };
  const onProgress = (stats: Progress) => post({ type: 'progress', stats });
  if (job.kind === 'xc') {
    const parsed = parseDlx(job.text);
    if (!parsed.ok) throw new Error('the dlx text does not parse');
    post({ type: 'done', result: solveExactCover(parsed.problem, { mode: 'count', share, onProgress }) });
    return;
  }
  const form = buildModel(job.text, standardLibrary).forms.find((f) => f.name === job.form);
  if (!form) throw new Error(`there is no form '${job.form}'`);
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

// The solve worker (dist/worker.js): a Node worker thread that runs one solve and streams its events.
// It receives one SolveRequest, runs the same core pipeline as the CLI (model -> prepared form ->
// search) and posts SolveEvents: 'prepared', throttled 'progress', batched 'solutions', then
// 'done' or 'error'. The host cancels by setting the shared Int32Array's first slot to 1; the search
// polls it, so a cancelled run ends with a 'done' whose search.cancelled is true. A count runs on
// one more thread per core (below), whose figures this worker adds up.
import { availableParallelism } from 'os';
import { parentPort, Worker, workerData } from 'worker_threads';
import { solutionImages } from '../core/tiling/images';
import { standardLibrary } from '../core/language/library';
import { buildModel } from '../core/language/model';
import { NonogramSolveRequest, ProgressFigures, SolutionMessage, SolveEvent, SolveRequest } from '../core/protocol';
import { solveNonogramRequest } from './nonogramWorker';
import { tableauGeometry } from '../core/render/tableau';
import { addSolveResults, prepareForm, solvePrepared, SolveResult } from '../core/tiling/solve';

const PROGRESS_MS = 100;
const BATCH_MS = 100;
const BATCH_SIZE = 200;

function post(event: SolveEvent): void {
  parentPort!.postMessage(event);
}

function solve(request: SolveRequest): void {
  const cancel = new Int32Array(request.cancel);
  const model = buildModel(request.text, standardLibrary);
  const form = model.forms.find((f) => f.name === request.form);
  if (!form) {
    post({ type: 'error', message: `there is no form '${request.form}' in this file` });
    return;
  }
  const errors = model.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0];
    post({ type: 'error', message: `the file has ${errors.length} error${errors.length > 1 ? 's' : ''}; first, line ${first.range.start.line + 1}: ${first.message}` });
    return;
  }
  let lastProgress = 0;
  const threads = availableParallelism();
  if (request.mode === 'count' && threads > 1) {
    // The shares start first: each prepares the form itself, side by side with this one.
    countInShares(request, threads, (figures) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ type: 'progress', figures });
    }).then(
      (results) => post({ type: 'done', result: addSolveResults(results) }),
      (e: Error) => post({ type: 'error', message: e.message }),
    );
  }
  const prepared = prepareForm(form, { symmetry: request.symmetry });
  post({ type: 'prepared', numbers: prepared.numbers, geometry: tableauGeometry(prepared) });
  if (request.mode === 'count' && threads > 1) return;

  let batch: SolutionMessage[] = [];
  let sent = 0;
  let lastFlush = Date.now();
  const flush = () => {
    if (batch.length > 0) post({ type: 'solutions', solutions: batch });
    batch = [];
    lastFlush = Date.now();
  };
  const result = solvePrepared(prepared, {
    mode: request.mode,
    isCancelled: () => Atomics.load(cancel, 0) !== 0,
    onSolution(positions) {
      if (sent >= request.keep) return; // the count goes on; the panel has enough to show
      sent++;
      batch.push({ positions, images: solutionImages(prepared, positions) });
      if (batch.length >= BATCH_SIZE || Date.now() - lastFlush >= BATCH_MS) flush();
    },
    onProgress(stats) {
      const now = Date.now();
      if (now - lastFlush >= BATCH_MS) flush();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ type: 'progress', figures: { placements: stats.placements, deadEnds: stats.deadEnds, unique: stats.unique, total: stats.total, ms: stats.ms } });
    },
  });
  flush();
  // The kept solutions went out as position indices already; names would only double the message.
  delete result.list;
  post({ type: 'done', result });
}

// A count runs in shares, one per core, each on a thread of its own running this same file
// (see core/search/split.ts); they take subtrees from a shared counter as they free up, see
// the same cancel flag, and their figures add up.
interface ShareData { request: SolveRequest; index: number; count: number; claims: SharedArrayBuffer }
type ShareMessage = { type: 'progress'; figures: ProgressFigures } | { type: 'done'; result: SolveResult } | { type: 'error'; message: string };

function countInShares(request: SolveRequest, count: number, onProgress: (figures: ProgressFigures) => void): Promise<SolveResult[]> {
  const claims = new SharedArrayBuffer(4);
  return new Promise((resolve, reject) => {
    const results: SolveResult[] = [];
    const latest: ProgressFigures[] = [];
    const workers: Worker[] = [];
    let left = count;
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(new Error(message));
    };
    for (let index = 0; index < count; index++) {
      const data: ShareData = { request, index, count, claims };
      const worker = new Worker(__filename, { workerData: { logelShare: data } });
      workers.push(worker);
      worker.on('message', (m: ShareMessage) => {
        if (m.type === 'progress') {
          latest[index] = m.figures;
          const shown = latest.filter((f) => f !== undefined);
          onProgress({
            placements: shown.reduce((sum, f) => sum + f.placements, 0),
            deadEnds: shown.reduce((sum, f) => sum + f.deadEnds, 0),
            unique: shown.reduce((sum, f) => sum + f.unique, 0),
            total: shown.reduce((sum, f) => sum + f.total, 0),
            ms: Math.max(...shown.map((f) => f.ms)),
          });
        } else if (m.type === 'done') {
          results[index] = m.result;
          if (--left === 0) resolve(results);
        } else fail(m.message);
      });
      worker.on('error', (e) => fail(e.message));
      worker.on('exit', (code) => { if (results[index] === undefined) fail(`a counting thread stopped (exit code ${code})`); });
    }
  });
}

function countShare({ request, index, count, claims }: ShareData): void {
  const form = buildModel(request.text, standardLibrary).forms.find((f) => f.name === request.form);
  if (!form) throw new Error(`there is no form '${request.form}' in this file`);
  const cancel = new Int32Array(request.cancel);
  const counter = new Int32Array(claims);
  const shareMessage = (m: ShareMessage) => parentPort!.postMessage(m);
  const result = solvePrepared(prepareForm(form, { symmetry: request.symmetry }), {
    mode: 'count',
    share: { index, count, claim: () => Atomics.add(counter, 0, 1) },
    isCancelled: () => Atomics.load(cancel, 0) !== 0,
    onProgress: (s) => shareMessage({ type: 'progress', figures: { placements: s.placements, deadEnds: s.deadEnds, unique: s.unique, total: s.total, ms: s.ms } }),
  });
  shareMessage({ type: 'done', result });
}

const share = (workerData as { logelShare?: ShareData } | null)?.logelShare;
if (share) {
  try {
    countShare(share);
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies ShareMessage);
  }
} else {
  parentPort?.once('message', (request: SolveRequest | NonogramSolveRequest) => {
    try {
      if (request.type === 'solveNonogram') solveNonogramRequest(request, post);
      else solve(request);
    } catch (e) {
      post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
}

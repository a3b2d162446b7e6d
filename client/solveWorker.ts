// The solve worker (dist/worker.js): a Node worker thread that runs one solve and streams its events.
// It receives one SolveRequest, runs the same core pipeline as the CLI (model -> prepared form ->
// search) and posts SolveEvents: 'prepared', 'progress' every 100 ms (or 'solutions' found since,
// with the same figures), then
// 'done' or 'error'. The host cancels by setting the shared Int32Array's first slot to 1; the search
// polls it, so a cancelled run ends with a 'done' whose search.cancelled is true. A count runs in
// shares on a few more threads (threads/shares.ts, as in the CLI), at most MAX_THREADS in all, so
// that the editor keeps a core and the memos (16 MB each) stay within 64 MB.
import { buildModel } from '../core/read';
import { availableParallelism } from 'os';
import { parentPort } from 'worker_threads';
import { solutionImages } from '../core/tiling/images';
import { standardLibrary } from '../core/language/library';
import { LinkpixSolveRequest, NonogramSolveRequest, ProgressFigures, SolutionMessage, SolveEvent, SolveRequest } from '../core/protocol';
import { solveLinkpixRequest } from './linkpixWorker';
import { solveNonogramRequest } from './nonogramWorker';
import { tableauGeometry } from '../core/render/tableau';
import { addSolveResults, prepareForm, solvePrepared, SolveResult } from '../core/tiling/solve';
import { isShareThread, Shares } from '../threads/shares';
import { formShareScript } from '../threads/formShares';

const MAX_THREADS = 4;
const PROGRESS_MS = 100;

function post(event: SolveEvent): void {
  parentPort!.postMessage(event);
}

function solve(request: SolveRequest): void {
  const cancel = new Int32Array(request.cancel);
  const model = buildModel(request.text, standardLibrary);
  // Errors first: a form whose tile set is misspelt is missing from the model for that reason.
  const errors = model.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0];
    // The host says how many: it counts them as the Problems view does (with the checks on positions).
    post({ type: 'error', message: `the file has errors; first, line ${first.range.start.line + 1}: ${first.message}` });
    return;
  }
  const form = model.forms.find((f) => f.name === request.form);
  if (!form) {
    post({ type: 'error', message: `there is no form '${request.form}' in this file` });
    return;
  }
  let lastProgress = 0;
  const shouldStop = () => Atomics.load(cancel, 0) !== 0;
  const threads = Math.min(MAX_THREADS, availableParallelism());
  // A long count goes on in shares on more threads (threads/shares.ts); the load is measured from now.
  const shares = request.mode === 'count' && threads > 1
    ? new Shares<SolveResult>({ kind: 'solve', text: request.text, form: request.form, symmetry: request.symmetry, cancel: request.cancel }, threads, { script: formShareScript })
    : undefined;
  const prepared = prepareForm(form, { symmetry: request.symmetry });
  post({ type: 'prepared', numbers: prepared.numbers, geometry: tableauGeometry(prepared) });
  if (shares) {
    shares.run((share, onProgress) => solvePrepared(prepared, { mode: 'count', share, onProgress, shouldStop }), (figures) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ type: 'progress', figures });
    }).then(
      (results) => post({ type: 'done', result: addSolveResults(results) }),
      (e: Error) => post({ type: 'error', message: e.message }),
    );
    return;
  }

  // Solutions go out in batches cut at each progress report and carry its figures: the count the
  // panel shows is always that of the solutions it has received (up to the kept number).
  let batch: SolutionMessage[] = [];
  let sent = 0;
  const report = (figures: ProgressFigures) => {
    post(batch.length > 0 ? { type: 'solutions', solutions: batch, figures } : { type: 'progress', figures });
    batch = [];
  };
  const result = solvePrepared(prepared, {
    mode: request.mode,
    shouldStop,
    onSolution(positions) {
      if (sent >= request.keep) return; // the count goes on; the panel has enough to show
      sent++;
      batch.push({ positions, images: solutionImages(prepared, positions) });
    },
    onProgress(stats) {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      report({ placements: stats.placements, deadEnds: stats.deadEnds, unique: stats.unique, total: stats.total, ms: stats.ms });
    },
  });
  const { search, solutions } = result;
  if (batch.length > 0) report({ placements: search.placements, deadEnds: search.deadEnds, unique: Number(solutions.unique), total: Number(solutions.total), ms: search.ms });
  // The kept solutions went out as position indices already; names would only double the message.
  delete result.list;
  post({ type: 'done', result });
}

if (!isShareThread) {
  parentPort?.once('message', async (request: SolveRequest | NonogramSolveRequest | LinkpixSolveRequest) => {
    try {
      if (request.type === 'solveNonogram') await solveNonogramRequest(request, post);
      else if (request.type === 'solveLinkpix') solveLinkpixRequest(request, post);
      else solve(request);
    } catch (e) {
      post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
}

// The solve worker (dist/worker.js): a Node worker thread that runs one solve and streams its events.
// It receives one SolveRequest, runs the same core pipeline as the CLI (model -> prepared form ->
// search) and posts SolveEvents: 'prepared', throttled 'progress', batched 'solutions', then
// 'done' or 'error'. The host cancels by setting the shared Int32Array's first slot to 1; the search
// polls it, so a cancelled run ends with a 'done' whose search.cancelled is true.
import { parentPort } from 'worker_threads';
import { solutionImages } from '../core/images';
import { standardLibrary } from '../core/library';
import { buildModel } from '../core/model';
import { SolutionMessage, SolveEvent, SolveRequest } from '../core/protocol';
import { tableauGeometry } from '../core/render/tableau';
import { prepareForm, solvePrepared } from '../core/solve';

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
  const prepared = prepareForm(form, { symmetry: request.symmetry });
  post({ type: 'prepared', numbers: prepared.numbers, geometry: tableauGeometry(prepared) });

  let batch: SolutionMessage[] = [];
  let sent = 0;
  let lastFlush = Date.now();
  const flush = () => {
    if (batch.length > 0) post({ type: 'solutions', solutions: batch });
    batch = [];
    lastFlush = Date.now();
  };
  let lastProgress = 0;
  const result = solvePrepared(prepared, {
    mode: request.mode,
    limit: request.limit,
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

parentPort?.once('message', (request: SolveRequest) => {
  try {
    solve(request);
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});

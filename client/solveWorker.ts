// The solve worker (dist/worker.js): a Node worker thread that runs one solve and streams its events.
// It receives one SolveRequest and hands it to the runner of its kind (`runners`: a tiling form here,
// a nonogram in nonogramWorker.ts, a Link-a-Pix in linkpixWorker.ts), which posts SolveEvents:
// 'runPuzzle', 'runProgress' (at most every 100 ms), then 'runDone' or 'runFailed'.
// The host cancels by setting the shared Int32Array's first slot to 1; the solvers poll it, so a
// cancelled run ends with a 'runDone' whose result says cancelled.
// A tiling run sends its solutions with its progress, cut at each report. A count runs in
// shares on a few more threads (threads/shares.ts, as in the CLI), at most MAX_THREADS in all, so
// that the editor keeps a core and the memos (16 MB each) stay within 64 MB.
import { buildModel } from '../core/read';
import { availableParallelism } from 'os';
import { parentPort } from 'worker_threads';
import { solutionImages } from '../core/tiling/images';
import { standardLibrary } from '../core/language/library';
import { ProgressFigures, RunKind, SolutionMessage, SolveEvent, SolveRequest, SolveRequestOf } from '../core/protocol';
import { runStop } from './runStop';
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

function solveForm(request: SolveRequestOf<'form'>): void {
  const { mode, symmetry, keep } = request.options;
  const model = buildModel(request.text, standardLibrary);
  // Errors first: a form whose tile set is misspelt is missing from the model for that reason.
  const errors = model.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0];
    // The host says how many: it counts them as the Problems view does (with the checks on positions).
    post({ type: 'runFailed', message: `the file has errors; first, line ${first.range.start.line + 1}: ${first.message}` });
    return;
  }
  const form = model.forms.find((f) => f.name === request.name);
  if (!form) {
    post({ type: 'runFailed', message: `there is no form '${request.name}' in this file` });
    return;
  }
  let lastProgress = 0;
  const shouldStop = runStop(request.cancel, request.memoryMb);
  const threads = Math.min(MAX_THREADS, availableParallelism());
  // A long count goes on in shares on more threads (threads/shares.ts); the load is measured from now.
  const shares = mode === 'count' && threads > 1
    ? new Shares<SolveResult>({ kind: 'solve', text: request.text, form: request.name, symmetry, cancel: request.cancel }, threads, { script: formShareScript })
    : undefined;
  const prepared = prepareForm(form, { symmetry, shouldStop });
  post({ type: 'runPuzzle', kind: 'form', puzzle: { numbers: prepared.numbers, geometry: tableauGeometry(prepared) } });
  if (shares) {
    shares.run((share, onProgress) => solvePrepared(prepared, { mode: 'count', share, onProgress, shouldStop }), (figures) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ type: 'runProgress', kind: 'form', progress: { figures } });
    }).then(
      (results) => post({ type: 'runDone', kind: 'form', result: addSolveResults(results) }),
      (e: Error) => post({ type: 'runFailed', message: e.message }),
    );
    return;
  }

  // Solutions go out in batches cut at each progress report and carry its figures: the count the
  // panel shows is always that of the solutions it has received (up to the kept number).
  let batch: SolutionMessage[] = [];
  let sent = 0;
  const report = (figures: ProgressFigures) => {
    post({ type: 'runProgress', kind: 'form', progress: batch.length > 0 ? { figures, solutions: batch } : { figures } });
    batch = [];
  };
  const result = solvePrepared(prepared, {
    mode,
    shouldStop,
    onSolution(positions) {
      if (sent >= keep) return; // the count goes on; the panel has enough to show
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
  post({ type: 'runDone', kind: 'form', result });
}

/** The runner of each kind of run. */
const runners: { [K in RunKind]: (request: SolveRequestOf<K>, post: (e: SolveEvent) => void) => void | Promise<void> } = {
  form: solveForm,
  nonogram: solveNonogramRequest,
  linkpix: solveLinkpixRequest,
};

function run<K extends RunKind>(request: SolveRequestOf<K>): void | Promise<void> {
  return runners[request.kind](request, post);
}

if (!isShareThread) {
  parentPort?.once('message', async (request: SolveRequest) => {
    try {
      await run(request);
    } catch (e) {
      post({ type: 'runFailed', message: e instanceof Error ? e.message : String(e) });
    }
  });
}

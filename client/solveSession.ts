// One solve run: a worker thread with a lifecycle pending -> running -> done | failed | cancelled.
// The session owns the worker and the shared cancel flag; whoever shows the run (panel, status
// bar, progress notification) listens to its events.
import { Worker } from 'worker_threads';
import { LinkpixRunResult, LinkpixSolveRequest, NonogramRunResult, NonogramSolveRequest, SolveEvent, SolveMode, SolveRequest } from '../core/protocol';
import { SolveResult } from '../core/tiling/solve';

export type SolveState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface SolveParameters {
  /** Where the text comes from (a document URI), for the panel's title and the status bar. */
  file: string;
  text: string;
  form: string;
  mode: SolveMode;
  symmetry: boolean;
  keep: number;
  /** `form` names a nonogram: the worker solves it (mode, symmetry and keep do not apply). */
  nonogram?: boolean;
  /** `form` names a linkpix block: the worker solves it to a second solution. */
  linkpix?: boolean;
}

/** After asking the search to stop, how long to wait before terminating the worker outright. */
const TERMINATE_AFTER_MS = 100;

let nextRun = 1;

export class SolveSession {
  readonly run = nextRun++;
  private stateValue: SolveState = 'pending';
  private worker: Worker | undefined;
  private backstop: ReturnType<typeof setTimeout> | undefined;
  private readonly cancelFlag = new Int32Array(new SharedArrayBuffer(4));
  private readonly eventListeners: ((e: SolveEvent) => void)[] = [];
  private readonly stateListeners: ((s: SolveState) => void)[] = [];
  private settle!: (s: SolveState) => void;
  private exited!: () => void;
  /** Resolves with the final state once the run has ended, however it ended. */
  readonly settled = new Promise<SolveState>((resolve) => (this.settle = resolve));
  /** Resolves once the worker thread has exited (a cancelled run settles first, then stops). */
  readonly stopped = new Promise<void>((resolve) => (this.exited = resolve));
  result: SolveResult | undefined;
  nonogramResult: NonogramRunResult | undefined;
  linkpixResult: LinkpixRunResult | undefined;
  error: string | undefined;
  /** Figures of the latest progress event (or the result), for the status bar. */
  unique = 0;
  total = 0;
  solutionsReceived = 0;

  /** `terminateAfterMs`: the backstop after a cancel (tests that must see the search stop by itself set it long). */
  constructor(readonly parameters: SolveParameters, private readonly workerPath: string, private readonly terminateAfterMs = TERMINATE_AFTER_MS) {}

  get state(): SolveState { return this.stateValue; }
  get finished(): boolean { return this.stateValue !== 'pending' && this.stateValue !== 'running'; }

  onEvent(listener: (e: SolveEvent) => void): void { this.eventListeners.push(listener); }
  onState(listener: (s: SolveState) => void): void { this.stateListeners.push(listener); }

  start(): void {
    if (this.stateValue !== 'pending') return;
    const { text, form, mode, symmetry, keep } = this.parameters;
    let worker: Worker;
    try {
      worker = new Worker(this.workerPath);
    } catch (e) {
      this.fail(e instanceof Error ? e.message : String(e));
      this.exited();
      return;
    }
    this.worker = worker;
    this.setState('running');
    worker.on('message', (event: SolveEvent) => this.receive(event));
    worker.on('error', (e) => this.fail(e.message));
    worker.on('exit', () => {
      clearTimeout(this.backstop);
      this.worker = undefined;
      this.exited();
      if (!this.finished) this.fail('the solve worker stopped unexpectedly');
    });
    const cancel = this.cancelFlag.buffer as SharedArrayBuffer;
    const request: SolveRequest | NonogramSolveRequest | LinkpixSolveRequest = this.parameters.nonogram
      ? { type: 'solveNonogram', text, nonogram: form, cancel }
      : this.parameters.linkpix ? { type: 'solveLinkpix', text, linkpix: form, cancel }
      : { type: 'solve', text, form, mode, symmetry, keep, cancel };
    worker.postMessage(request);
  }

  /** Stops the run: the search sees the flag within a few ms; the worker is terminated as a backstop. */
  cancel(): void {
    if (this.finished) return;
    Atomics.store(this.cancelFlag, 0, 1);
    const worker = this.worker;
    this.setState('cancelled');
    if (worker) this.backstop = setTimeout(() => void worker.terminate(), this.terminateAfterMs);
  }

  /** Ends the worker at once, e.g. when the extension is deactivated. */
  dispose(): void {
    if (!this.finished) this.setState('cancelled');
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private receive(event: SolveEvent): void {
    if (this.finished) {
      // After a cancel the search still sends what it found before it saw the flag: its last batch
      // of solutions and its final figures, so the panel's count of tableaux and of solutions agree.
      if (this.stateValue !== 'cancelled' || (event.type !== 'solutions' && event.type !== 'done' && event.type !== 'nonogramDone' && event.type !== 'linkpixDone')) return;
      if (event.type === 'done') this.result = event.result;
      else if (event.type === 'nonogramDone') this.nonogramResult = event.result;
      else if (event.type === 'linkpixDone') this.linkpixResult = event.result;
      else this.solutionsReceived += event.solutions.length;
      for (const l of this.eventListeners) l(event);
      return;
    }
    switch (event.type) {
      case 'progress': this.unique = event.figures.unique; this.total = event.figures.total; break;
      case 'solutions':
        this.solutionsReceived += event.solutions.length;
        if (event.figures) { this.unique = event.figures.unique; this.total = event.figures.total; }
        break;
      case 'done': this.result = event.result; this.unique = Number(event.result.solutions.unique); this.total = Number(event.result.solutions.total); break;
      case 'error': this.error = event.message; break;
      case 'nonogramDone': this.nonogramResult = event.result; this.unique = this.total = event.result.solutions.length; break;
      case 'linkpixDone': this.linkpixResult = event.result; this.unique = this.total = event.result.solutions.length; break;
      default: break;
    }
    for (const l of this.eventListeners) l(event);
    if (event.type === 'done') this.end(event.result.search.cancelled ? 'cancelled' : 'done');
    else if (event.type === 'nonogramDone' || event.type === 'linkpixDone') this.end(event.result.cancelled ? 'cancelled' : 'done');
    else if (event.type === 'error') this.end('failed');
  }

  private fail(message: string): void {
    if (this.finished) return;
    this.error = message;
    for (const l of this.eventListeners) l({ type: 'error', message });
    this.end('failed');
  }

  private end(state: SolveState): void {
    this.setState(state);
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private setState(state: SolveState): void {
    if (this.stateValue === state) return;
    this.stateValue = state;
    for (const l of this.stateListeners) l(state);
    if (this.finished) this.settle(state);
  }
}

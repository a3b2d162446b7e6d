// One solve run: a worker thread with a lifecycle pending -> running -> done | failed | cancelled.
// The session owns the worker and the shared cancel flag; whoever shows the run (panel, status
// bar, progress notification) listens to its events.
import { Worker } from 'worker_threads';
import { RunDone, RunKind, RunPayloads, runOutcome, RunTarget, SolveEvent, SolveRequest } from '../core/protocol';
import { memoryStopMessage, STOPPED_BY_HOST, STOPPED_BY_MEMORY } from './runStop';

export type SolveState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** What to solve: the kind, name and options of the run (core/protocol.ts), `text` (the document's
 *  current text), `file`, where the text comes from (a document URI), for the panel's title and the
 *  status bar, and `memoryMb`, the worker's memory bound (logel.solve.memoryMb). */
export type SolveParameters = RunTarget & { file: string; text: string; memoryMb: number };

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
  /** The run's last step, once it has come (also after a cancel). */
  done: RunDone | undefined;
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
    let worker: Worker;
    try {
      // The run stops itself at the bound (runStop.ts) and keeps what it found; the heap limit is the
      // backstop for a single allocation past it.
      worker = new Worker(this.workerPath, { resourceLimits: { maxOldGenerationSizeMb: this.parameters.memoryMb } });
    } catch (e) {
      this.fail(e instanceof Error ? e.message : String(e));
      this.exited();
      return;
    }
    this.worker = worker;
    this.setState('running');
    worker.on('message', (event: SolveEvent) => this.receive(event));
    worker.on('error', (e: Error & { code?: string }) => this.fail(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? memoryStopMessage(this.parameters.memoryMb) : e.message));
    worker.on('exit', () => {
      clearTimeout(this.backstop);
      this.worker = undefined;
      this.exited();
      if (!this.finished) this.fail('the solve worker stopped unexpectedly');
    });
    const cancel = this.cancelFlag.buffer as SharedArrayBuffer;
    const { file: _file, ...target } = this.parameters;
    const request: SolveRequest = { ...target, cancel };
    worker.postMessage(request);
  }

  /** Stops the run: the search sees the flag within a few ms; the worker is terminated as a backstop. */
  cancel(): void {
    if (this.finished) return;
    Atomics.store(this.cancelFlag, 0, STOPPED_BY_HOST);
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

  /** The result, when the run is of kind `kind` and has ended. */
  resultOf<K extends RunKind>(kind: K): RunPayloads[K]['result'] | undefined {
    return this.done?.kind === kind ? this.done.result as RunPayloads[K]['result'] : undefined;
  }

  private receive(event: SolveEvent): void {
    const solutions = event.type === 'runProgress' && event.kind === 'form' ? event.progress.solutions : undefined;
    if (this.finished) {
      // After a cancel the search still sends what it found before it saw the flag: its last batch
      // of solutions and its final figures, so the panel's count of tableaux and of solutions agree.
      if (this.stateValue !== 'cancelled' || (!solutions && event.type !== 'runDone')) return;
      if (event.type === 'runDone') this.done = event;
      this.solutionsReceived += solutions?.length ?? 0;
      for (const l of this.eventListeners) l(event);
      return;
    }
    let outcome: { cancelled: boolean; unique: number; total: number } | undefined;
    const figures = event.type === 'runProgress' && event.kind === 'form' ? event.progress.figures : undefined;
    if (figures) ({ unique: this.unique, total: this.total } = figures);
    this.solutionsReceived += solutions?.length ?? 0;
    if (event.type === 'runDone') {
      this.done = event;
      outcome = runOutcome(event);
      ({ unique: this.unique, total: this.total } = outcome);
    }
    const byMemory = Atomics.load(this.cancelFlag, 0) === STOPPED_BY_MEMORY;
    // Stopped while it made its puzzle: the worker's error is the bound's.
    if (event.type === 'runFailed' && byMemory) event = { type: 'runFailed', message: memoryStopMessage(this.parameters.memoryMb) };
    if (event.type === 'runFailed') this.error = event.message;
    for (const l of this.eventListeners) l(event);
    // Stopped by the memory bound: what it found stays (runDone), and the run failed, saying why.
    if (outcome?.cancelled && byMemory) this.fail(memoryStopMessage(this.parameters.memoryMb));
    else if (outcome) this.end(outcome.cancelled ? 'cancelled' : 'done');
    else if (event.type === 'runFailed') this.end('failed');
  }

  private fail(message: string): void {
    if (this.finished) return;
    this.error = message;
    for (const l of this.eventListeners) l({ type: 'runFailed', message });
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

// Position counts per form, computed lazily in a worker thread and cached per form of a document
// version; an edit that changes a form stops its counting (the worker stopped mid-form if need be).
// The same thread runs the background examination of each puzzle (its kind's, core/kind.ts), cached
// and stopped the same way.
import { FormPositionCounts } from '../core/document';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Form } from '../core/language/model';
import type { BackgroundJob, BackgroundReply, PuzzleRunResult } from '../core/protocol';
import type { Puzzle } from '../core/language/blocks';
import type { Findings } from '../core/kind';
import { LineIndex } from '../core/language/text';

/** The counting thread's heap: past it the thread ends (logged) and the server goes on. */
const workerHeapMb = 768;

/** Solve runs' results kept for blocks that come back (a document closed and opened again), at most. */
const keptRuns = 100;

/** What the worker works on: a form (its positions) or a puzzle (its background examination). */
type Target = Form | Puzzle;
type Result = FormPositionCounts | Findings;

type Job = BackgroundJob & { uri: string; target: Target; resolve(r: Result | undefined): void };

export class PositionCountService {
  // By form or puzzle object: buildModel hands the next version the same object for one an edit left
  // alone (same text, place and tile sets), so its results carry over and only changed ones are redone.
  private readonly results = new WeakMap<Target, Promise<Result | undefined>>();
  private readonly settled = new WeakMap<Target, Result | undefined>();
  private readonly queue: Job[] = [];
  /** The results of Solve runs that ran to their end, by the kind and text of the block they solved:
   *  its puzzle in any document, now or later, takes them rather than its examination. */
  private readonly decidedRuns = new Map<string, PuzzleRunResult>();
  private running?: Job;
  private worker?: Worker;
  private nextId = 1;

  /** `script` is the file the worker runs: the server's own entry (dist/server.js). */
  constructor(private readonly script = path.resolve(process.argv[1]), private readonly log: (m: string) => void = () => {}) {}

  /** The counts if they are ready; otherwise undefined, and counting starts. `text` is a text that holds `form`. */
  peek(uri: string, text: string, form: Form): FormPositionCounts | undefined {
    void this.get(uri, text, form, false);
    return this.settled.get(form) as FormPositionCounts | undefined;
  }

  /** The counts of one form; `urgent` puts it before background work. */
  get(uri: string, text: string, form: Form, urgent = true): Promise<FormPositionCounts | undefined> {
    return this.request(uri, text, form, urgent) as Promise<FormPositionCounts | undefined>;
  }

  /** What the background examination found about a puzzle if it is done; otherwise undefined, and it starts. */
  peekFindings(uri: string, text: string, puzzle: Puzzle): Findings | undefined {
    void this.findings(uri, text, puzzle, false);
    return this.settled.get(puzzle) as Findings | undefined;
  }

  /** The background examination of a puzzle (undefined for one not solvable, or with errors of its own). */
  findings(uri: string, text: string, puzzle: Puzzle, urgent = true): Promise<Findings | undefined> {
    if (!puzzle.solvable) return Promise.resolve(undefined);
    return this.request(uri, text, puzzle, urgent) as Promise<Findings | undefined>;
  }

  /** A Solve run of `puzzle` ran to its end: unless the examination has decided, the findings are made
   *  from the run's result instead, its examination stopped if it is under way; whoever waits on the
   *  examination gets them. */
  decide(uri: string, text: string, puzzle: Puzzle, result: PuzzleRunResult): Promise<Findings | undefined> {
    const key = runKey(text, puzzle);
    this.decidedRuns.delete(key);
    this.decidedRuns.set(key, result);
    if (this.decidedRuns.size > keptRuns) this.decidedRuns.delete(this.decidedRuns.keys().next().value!);
    const settled = this.settled.get(puzzle) as Findings | undefined;
    if (settled && settled.unique !== null) return Promise.resolve(settled);
    const waiting: Job[] = [];
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].target === puzzle) waiting.push(...this.queue.splice(i, 1));
    if (this.running?.target === puzzle) {
      void this.worker?.terminate();
      this.worker = undefined;
      waiting.push(this.running);
      this.running = undefined;
    }
    this.results.delete(puzzle);
    const promise = this.request(uri, text, puzzle, true, result) as Promise<Findings | undefined>;
    for (const job of waiting) void promise.then(job.resolve);
    return promise;
  }

  private request(uri: string, text: string, target: Target, urgent: boolean, decided?: PuzzleRunResult): Promise<Result | undefined> {
    const known = this.results.get(target);
    if (known) {
      if (urgent) this.hurry(target);
      return known;
    }
    if (isPuzzle(target) && !decided && this.decidedRuns.size > 0) decided = this.decidedRuns.get(runKey(text, target));
    const promise = new Promise<Result | undefined>((resolve) => {
      const id = this.nextId++;
      const job: Job = isPuzzle(target)
        ? { id, type: 'examine', kind: target.kind, text, name: target.name, uri, target, resolve, ...(decided ? { decided } : {}) }
        : { id, type: 'count', text, name: target.name, uri, target, resolve };
      if (urgent) this.queue.unshift(job); else this.queue.push(job);
    });
    this.results.set(target, promise);
    this.pump();
    return promise;
  }

  /** The forms a document has now (none once it is closed): counting any other form of it stops, queued or running. */
  retain(uri: string, forms: readonly Target[]): void {
    const keep = new Set(forms);
    const stale = (j: Job) => j.uri === uri && !keep.has(j.target);
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (stale(this.queue[i])) this.cancel(this.queue.splice(i, 1)[0]);
    }
    if (this.running && stale(this.running)) {
      // prepareForm cannot be interrupted: stop the thread; the next job starts a new one.
      void this.worker?.terminate();
      this.worker = undefined;
      const job = this.running;
      this.running = undefined;
      this.cancel(job);
      this.pump();
    }
  }

  /** Jobs queued or running, and the documents they belong to (Workspace.cacheSizes). */
  sizes(): { countJobs: number; countJobDocuments: number } {
    const jobs = this.running ? [this.running, ...this.queue] : this.queue;
    return { countJobs: jobs.length, countJobDocuments: new Set(jobs.map((j) => j.uri)).size };
  }

  dispose(): void {
    for (const job of this.queue.splice(0)) this.cancel(job);
    void this.worker?.terminate();
  }

  /** A job that will not be done: its promise gives undefined and a later ask counts the form afresh. */
  private cancel(job: Job): void {
    this.results.delete(job.target);
    job.resolve(undefined);
  }

  private finish(job: Job, result: Result | undefined): void {
    this.settled.set(job.target, result);
    job.resolve(result);
  }

  private hurry(form: Target): void {
    const i = this.queue.findIndex((j) => j.target === form);
    if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = (this.running = this.queue.shift()!);
    if (!this.worker) {
      // Counting is within the check budget (core/tiling/positions.ts); this bounds it by design as well.
      const worker = (this.worker = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } }));
      worker.on('message', (reply: BackgroundReply) => {
        if (this.worker !== worker || this.running?.id !== reply.id) return;
        if (reply.error) this.log(`${this.running.type === 'examine' ? `solving ${this.running.kind}` : 'counting positions of form'} ${this.running.name} failed: ${reply.error}`);
        const done = this.running;
        this.running = undefined;
        this.finish(done, reply.result);
        this.pump();
      });
      worker.on('error', (e) => {
        if (this.worker !== worker) return;
        this.log(`the counting thread failed: ${e.message}`);
        this.worker = undefined;
        const done = this.running;
        this.running = undefined;
        if (done) this.finish(done, undefined);
        this.pump();
      });
    }
    const message: BackgroundJob = job.type === 'examine'
      ? { id: job.id, type: job.type, kind: job.kind, text: job.text, name: job.name, ...(job.decided ? { decided: job.decided } : {}) }
      : { id: job.id, type: job.type, text: job.text, name: job.name };
    this.worker.postMessage(message);
  }
}

function isPuzzle(target: Target): target is Puzzle {
  return 'solvable' in target;
}

/** A puzzle's kind and the text of its block, which is all a puzzle is made of. */
function runKey(text: string, puzzle: Puzzle): string {
  const lines = new LineIndex(text);
  return `${puzzle.kind}\n${text.slice(lines.offset(puzzle.block.range.start), lines.offset(puzzle.block.range.end))}`;
}

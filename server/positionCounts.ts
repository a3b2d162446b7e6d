// Position counts per form, computed lazily in a worker thread and cached per form of a document
// version; an edit that changes a form stops its counting (the worker stopped mid-form if need be).
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FormPositionCounts } from '../core/language/analysis';
import { Form } from '../core/language/model';
import type { CountJob, CountReply } from '../core/protocol';

/** The counting thread's heap: past it the thread ends (logged) and the server goes on. */
const workerHeapMb = 768;

interface Job extends CountJob { uri: string; target: Form; resolve(r: FormPositionCounts | undefined): void }

export class PositionCountService {
  // By form object: buildModel hands the next version the same Form for a form an edit left alone
  // (same text, place and tile sets), so its counts carry over and only changed forms are counted again.
  private readonly results = new WeakMap<Form, Promise<FormPositionCounts | undefined>>();
  private readonly settled = new WeakMap<Form, FormPositionCounts | undefined>();
  private readonly queue: Job[] = [];
  private running?: Job;
  private worker?: Worker;
  private nextId = 1;

  /** `script` is the file the worker runs: the server's own entry (dist/server.js). */
  constructor(private readonly script = path.resolve(process.argv[1]), private readonly log: (m: string) => void = () => {}) {}

  /** The counts if they are ready; otherwise undefined, and counting starts. `text` is a text that holds `form`. */
  peek(uri: string, text: string, form: Form): FormPositionCounts | undefined {
    void this.get(uri, text, form, false);
    return this.settled.get(form);
  }

  /** The counts of one form; `urgent` puts it before background work. */
  get(uri: string, text: string, form: Form, urgent = true): Promise<FormPositionCounts | undefined> {
    const known = this.results.get(form);
    if (known) {
      if (urgent) this.hurry(form);
      return known;
    }
    const promise = new Promise<FormPositionCounts | undefined>((resolve) => {
      const job: Job = { id: this.nextId++, uri, text, form: form.name, target: form, resolve };
      if (urgent) this.queue.unshift(job); else this.queue.push(job);
    });
    this.results.set(form, promise);
    this.pump();
    return promise;
  }

  /** The forms a document has now (none once it is closed): counting any other form of it stops, queued or running. */
  retain(uri: string, forms: readonly Form[]): void {
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

  dispose(): void {
    for (const job of this.queue.splice(0)) this.cancel(job);
    void this.worker?.terminate();
  }

  /** A job that will not be done: its promise gives undefined and a later ask counts the form afresh. */
  private cancel(job: Job): void {
    this.results.delete(job.target);
    job.resolve(undefined);
  }

  private finish(job: Job, result: FormPositionCounts | undefined): void {
    this.settled.set(job.target, result);
    job.resolve(result);
  }

  private hurry(form: Form): void {
    const i = this.queue.findIndex((j) => j.target === form);
    if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = (this.running = this.queue.shift()!);
    if (!this.worker) {
      // Counting is within the check budget (core/tiling/positions.ts); this bounds it by design as well.
      const worker = (this.worker = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } }));
      worker.on('message', (reply: CountReply) => {
        if (this.worker !== worker || this.running?.id !== reply.id) return;
        if (reply.error) this.log(`counting positions of form ${this.running.form} failed: ${reply.error}`);
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
    const message: CountJob = { id: job.id, text: job.text, form: job.form };
    this.worker.postMessage(message);
  }
}

// Position counts per form, computed lazily in a worker thread, cached per document version and
// dropped (the worker stopped mid-form if need be) as soon as the document changes.
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FormCounts } from '../core/analysis';

export interface CountJob { id: number; text: string; form: string }
export type CountReply = { id: number; result?: FormCounts; error?: string };

interface Job extends CountJob { uri: string; resolve(r: FormCounts | undefined): void }

interface VersionCounts { version: number; results: Map<string, Promise<FormCounts | undefined>>; settled: Map<string, FormCounts | undefined> }

export class CountService {
  private readonly byUri = new Map<string, VersionCounts>();
  private readonly queue: Job[] = [];
  private running?: Job;
  private worker?: Worker;
  private nextId = 1;

  /** `script` is the file the worker runs: the server's own entry (dist/server.js). */
  constructor(private readonly script = path.resolve(process.argv[1]), private readonly log: (m: string) => void = () => {}) {}

  /** The counts if they are ready for this version; otherwise undefined, and counting starts. */
  peek(uri: string, version: number, text: string, form: string): FormCounts | undefined {
    this.get(uri, version, text, form, false);
    return this.byUri.get(uri)?.settled.get(form);
  }

  /** The counts of one form of one version; `urgent` puts it before background work. */
  get(uri: string, version: number, text: string, form: string, urgent = true): Promise<FormCounts | undefined> {
    let entry = this.byUri.get(uri);
    if (entry && entry.version !== version) { this.drop(uri); entry = undefined; }
    if (!entry) this.byUri.set(uri, (entry = { version, results: new Map(), settled: new Map() }));
    const known = entry.results.get(form);
    if (known) {
      if (urgent) this.hurry(uri, form);
      return known;
    }
    const settled = entry.settled;
    const promise = new Promise<FormCounts | undefined>((resolve) => {
      const job: Job = { id: this.nextId++, uri, text, form, resolve: (r) => { settled.set(form, r); resolve(r); } };
      if (urgent) this.queue.unshift(job); else this.queue.push(job);
    });
    entry.results.set(form, promise);
    this.pump();
    return promise;
  }

  /** Forgets a document's counts: queued forms are dropped, a form being counted is stopped. */
  drop(uri: string): void {
    if (!this.byUri.delete(uri)) return;
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i].uri === uri) this.queue.splice(i, 1)[0].resolve(undefined);
    }
    if (this.running?.uri === uri) {
      // prepareForm cannot be interrupted: stop the thread; the next job starts a new one.
      void this.worker?.terminate();
      this.worker = undefined;
      const job = this.running;
      this.running = undefined;
      job.resolve(undefined);
      this.pump();
    }
  }

  dispose(): void {
    for (const uri of [...this.byUri.keys()]) this.drop(uri);
    void this.worker?.terminate();
  }

  private hurry(uri: string, form: string): void {
    const i = this.queue.findIndex((j) => j.uri === uri && j.form === form);
    if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = (this.running = this.queue.shift()!);
    if (!this.worker) {
      const worker = (this.worker = new Worker(this.script));
      worker.on('message', (reply: CountReply) => {
        if (this.worker !== worker || this.running?.id !== reply.id) return;
        if (reply.error) this.log(`counting positions of form ${this.running.form} failed: ${reply.error}`);
        const done = this.running;
        this.running = undefined;
        done.resolve(reply.result);
        this.pump();
      });
      worker.on('error', (e) => {
        if (this.worker !== worker) return;
        this.log(`the counting thread failed: ${e.message}`);
        this.worker = undefined;
        const done = this.running;
        this.running = undefined;
        done?.resolve(undefined);
        this.pump();
      });
    }
    const message: CountJob = { id: job.id, text: job.text, form: job.form };
    this.worker.postMessage(message);
  }
}

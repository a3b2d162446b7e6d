// The worker thread that counts positions (prepareForm, ~0.1-1 s per form) so the server thread stays
// free for typing. It runs the same bundle as the server; main.ts picks the role. It also runs the
// background examination of every puzzle kind, with CaDiCaL for searches that use it (loaded before the first job).
import { parentPort } from 'node:worker_threads';
import { BackgroundChecks } from '../core/document';
import { standardLibrary } from '../core/language/library';
import type { BackgroundJob, BackgroundReply } from '../core/protocol';
import { loadCadical } from '../threads/cadical';

export async function runPositionCountWorker(): Promise<void> {
  // Should the WebAssembly not load, the depth-first search decides alone (slower on the hardest).
  const checks = new BackgroundChecks(standardLibrary, { satSolver: await loadCadical().catch(() => undefined) });
  parentPort!.on('message', (job: BackgroundJob) => {
    let reply: BackgroundReply;
    try {
      reply = { id: job.id, result: job.type === 'examine' ? checks.examine(job.text, job.kind, job.name, undefined, job.decided) : checks.count(job.text, job.name) };
    } catch (e) {
      // A bug in the engine must not take the server down: the form just shows no numbers.
      reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort!.postMessage(reply);
  });
}

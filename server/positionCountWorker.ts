// The worker thread that counts positions (prepareForm, ~0.1-1 s per form) so the server thread stays
// free for typing. It runs the same bundle as the server; main.ts picks the role. It also solves
// nonograms in the background, with CaDiCaL for their SAT search (loaded before the first job).
import { parentPort } from 'node:worker_threads';
import { FormPositionCounter } from '../core/language/analysis';
import { standardLibrary } from '../core/language/library';
import type { CountJob, CountReply } from '../core/protocol';
import { examineLinkpixText } from '../core/linkpix/examine';
import { loadCadical } from '../threads/cadical';

export async function runPositionCountWorker(): Promise<void> {
  // Should the WebAssembly not load, the depth-first search decides alone (slower on the hardest).
  const counter = new FormPositionCounter(standardLibrary, await loadCadical().catch(() => undefined));
  parentPort!.on('message', (job: CountJob) => {
    let reply: CountReply;
    try {
      reply = { id: job.id, result: job.nonogram ? counter.examineNonogram(job.text, job.form) : job.linkpix ? examineLinkpixText(job.text, job.form) : counter.count(job.text, job.form) };
    } catch (e) {
      // A bug in the engine must not take the server down: the form just shows no numbers.
      reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort!.postMessage(reply);
  });
}

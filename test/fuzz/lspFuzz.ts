// The language server under hostile edits: the real server over stdio (1 GB heap), documents edited at
// random with the mutations, each edit followed by a request at a random place (some outside the
// document), now and then a malformed message. A failure: an internal error (-32603) or a handler failure
// in the server's log, a request unanswered past the bound, diagnostics that stop coming, or the server gone.
import { readFileSync } from 'fs';
import { LineIndex } from '../../core/language/text';
import { LspClient } from '../server/lsp';
import { editorAction, logelCorpus, pick, random } from './hostileInputs';

export interface LspFailure { verdict: 'crash' | 'hang' | 'internal-error'; i: number; detail: string }
export interface LspFuzzSummary { edits: number; requests: number; failures: LspFailure[]; peakRssMb: number }

const malformedRequests = ['textDocument/hover', 'textDocument/completion', 'textDocument/rename', 'codeLens/resolve'];

/** Documents are reset to a corpus text when they grow past this, so the run stays about editing. */
const maxDocumentLength = 3_000_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<'timeout'>((r) => { timer = setTimeout(() => r('timeout'), ms); })]).finally(() => clearTimeout(timer));
}

/** The server process's peak resident memory (threads included), from /proc. */
function peakRssMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch { return 0; }
}

/**
 * `from` replays edits 0..from-1 without the server (the run is deterministic: the same seed gives the same
 * edits) and starts the server on the documents as they are then, to reach a late failure quickly; `trace`
 * prints each request's method and the length of its answer's JSON.
 */
export async function runLspFuzz(seed: number, edits: number, hangMs: number, onProgress?: (done: number, failures: number) => void, from = 0, trace = false): Promise<LspFuzzSummary> {
  const rnd = random(seed * 7919 + 1);
  const failures: LspFailure[] = [];
  let requests = 0, peak = 0, alive = true;
  const docs = [0, 1, 2].map((k) => ({ text: logelCorpus[k], uri: '', version: 1 }));
  for (let i = 0; i < from; i++) {
    const doc = pick(rnd, docs);
    if (doc.text.length > maxDocumentLength) doc.text = pick(rnd, logelCorpus);
    const lines = new LineIndex(doc.text);
    const { edit } = editorAction(rnd, doc.text.length, lines.lineCount);
    doc.text = doc.text.slice(0, edit.start) + edit.text + doc.text.slice(edit.end);
    if (i % 97 === 0) pick(rnd, malformedRequests);
  }
  const client = await LspClient.start(['--max-old-space-size=1024']);
  for (const d of docs) d.uri = client.open(d.text);
  let logsSeen = 0;

  const ask = async (i: number, method: string, params: unknown): Promise<void> => {
    requests++;
    const answer = await withTimeout(Promise.resolve().then(() => client.request(method, params)).then((r) => {
      if (trace) console.log(`${i} ${method} ${JSON.stringify(params).slice(0, 200)} -> ${JSON.stringify(r ?? null).length}`);
      return 'ok';
    }, (e: { code?: number; message?: string }) => e), hangMs);
    if (answer === 'timeout') { failures.push({ verdict: 'hang', i, detail: `${method} unanswered after ${hangMs} ms` }); alive = false; }
    else if (typeof answer !== 'string' && (answer.code === -32603 || answer.code === undefined)) failures.push({ verdict: 'internal-error', i, detail: `${method} ${JSON.stringify(params).slice(0, 300)}: ${answer.message}` });
  };

  for (let i = from; i < edits && alive; i++) {
    if (client.exit) { failures.push({ verdict: 'crash', i, detail: `the server exited (${client.exit})` }); break; }
    try {
      const doc = pick(rnd, docs);
      if (doc.text.length > maxDocumentLength) {
        client.close(doc.uri);
        doc.text = pick(rnd, logelCorpus);
        doc.uri = client.open(doc.text);
        doc.version = 1;
      }
      const lines = new LineIndex(doc.text);
      const action = editorAction(rnd, doc.text.length, lines.lineCount);
      const range = lines.range(action.edit.start, action.edit.end);
      doc.version = client.change(doc.uri, range, action.edit.text);
      doc.text = doc.text.slice(0, action.edit.start) + action.edit.text + doc.text.slice(action.edit.end);
      const { method, line, character, newName } = action.request;
      const position = { line, character };
      const params: Record<string, unknown> = { textDocument: { uri: doc.uri }, position };
      if (method === 'textDocument/references') params.context = { includeDeclaration: true };
      if (method === 'textDocument/rename') params.newName = newName;
      if (method === 'textDocument/formatting') params.options = { tabSize: 2, insertSpaces: true };
      if (method === 'textDocument/codeAction') params.range = { start: position, end: position };
      if (method === 'textDocument/codeAction') params.context = { diagnostics: client.diagnostics.filter((p) => p.uri === doc.uri).at(-1)?.diagnostics.slice(0, 5) ?? [] };
      await ask(i, method, params);
      if (i % 97 === 0) {
        // Malformed messages: a request without params must be refused (-32602), a didOpen without text ignored.
        const refused = await withTimeout(Promise.resolve().then(() => client.request(pick(rnd, malformedRequests), undefined)).then(() => 0, (e: { code: number }) => e.code), hangMs);
        requests++;
        if (refused !== -32602) failures.push({ verdict: 'internal-error', i, detail: `a request without params answered ${refused}, not -32602` });
        void client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: `file:///fuzz/null${i}.logel`, languageId: 'logel', version: 1, text: null } });
      }
      if (i % 50 === 49) {
        // Let the diagnostics of this version come: they must, within the bound.
        const published = await withTimeout(client.diagnosticsFor(doc.uri, (p) => p.version === doc.version, hangMs).then(() => true, () => false), hangMs + 1000);
        if (published !== true) failures.push({ verdict: 'hang', i, detail: `no diagnostics for version ${doc.version} of a ${doc.text.length}-character document within ${hangMs} ms` });
        client.diagnostics.splice(0);
        peak = Math.max(peak, peakRssMb(client.pid));
      }
      for (; logsSeen < client.logs.length; logsSeen++) {
        const log = client.logs[logsSeen];
        // Refused and ignored malformed messages are logged on purpose; anything that failed is a bug.
        if (/failed|error/i.test(log) && !/^(refused|ignored) /.test(log)) failures.push({ verdict: 'internal-error', i, detail: `server log: ${log.slice(0, 600)}` });
      }
      if (i % 1000 === 999) onProgress?.(i + 1, failures.length);
    } catch (e) {
      // A closed connection throws when written to: the server is gone.
      failures.push({ verdict: 'crash', i, detail: `the connection failed (${e instanceof Error ? e.message : String(e)}); server exit: ${client.exit || 'not yet'}` });
      break;
    }
  }
  // Still there: a last request is answered.
  const last = await withTimeout(Promise.resolve().then(() => client.request('textDocument/documentSymbol', { textDocument: { uri: docs[0].uri } })).then(() => true, () => false), hangMs);
  if (last !== true) failures.push({ verdict: 'crash', i: edits, detail: 'the server no longer answers' });
  peak = Math.max(peak, peakRssMb(client.pid));
  await withTimeout(client.stop().catch(() => undefined), 5000);
  return { edits, requests, failures, peakRssMb: peak };
}

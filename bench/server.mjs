// Language server responsiveness on a generated 5,000-line .logel file: diagnostics after an edit,
// hover and completion. Drives dist/server.js (or $LOGEL_SERVER) over LSP, as VS Code does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rpc from 'vscode-jsonrpc/node.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.LOGEL_SERVER ?? join(root, 'dist', 'server.js');

/** Tile sets of the 12 pentominoes under new names, each with a 6×10 form: about 5,000 lines. */
function generate(lines) {
  const body = readFileSync(join(root, 'stdlib', 'pentominoes.logel'), 'utf8').split('\n').slice(1).join('\n');
  let text = '// typing here: \n';
  for (let i = 0; text.split('\n').length < lines; i++) {
    text += body.replace('tileset pentominoes', `tileset set${i}`) + `\nform Rect${i} uses set${i} {\n` + '  ##########\n'.repeat(6) + '}\n\n';
  }
  return text;
}

const text = generate(5000);
const lineCount = text.split('\n').length;
const proc = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
const published = new Map();
conn.onNotification('textDocument/publishDiagnostics', (p) => { if (!published.has(p.version)) published.set(p.version, performance.now()); });
conn.listen();
await conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
await conn.sendNotification('initialized', {});

const uri = 'file:///bench/large.logel';
const waitFor = async (version) => { while (!published.has(version)) await new Promise((r) => setTimeout(r, 2)); return published.get(version); };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs) => Math.max(...xs);

let t = performance.now();
await conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'logel', version: 1, text } });
const firstMs = (await waitFor(1)) - t;

// Typing a comment on the first line, one character per edit; diagnostics must follow within 300 ms.
const editLine = Math.floor(lineCount / 2);
const diag = [], completionWhileTyping = [], hover = [], completion = [];
let version = 1;
for (let i = 0; i < 15; i++) {
  version++;
  t = performance.now();
  await conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range: { start: { line: 0, character: 16 + i }, end: { line: 0, character: 16 + i } }, text: 'x' }] });
  const c0 = performance.now();
  await conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: editLine, character: 2 } });
  completionWhileTyping.push(performance.now() - c0);
  diag.push((await waitFor(version)) - t);
  // Line 3 holds the first set's tile F.
  const h0 = performance.now();
  await conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 7 } });
  hover.push(performance.now() - h0);
  const k0 = performance.now();
  await conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: editLine, character: 2 } });
  completion.push(performance.now() - k0);
  await new Promise((r) => setTimeout(r, 100));
}
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms, max ${max(xs).toFixed(0)} ms`;
console.log(`language server on ${lineCount} lines (${server.replace(root + '/', '')})`);
console.log(`  first diagnostics after open:          ${firstMs.toFixed(0)} ms`);
console.log(`  diagnostics after an edit (budget 300): ${fmt(diag)}`);
console.log(`  completion right after an edit (100):   ${fmt(completionWhileTyping)}`);
console.log(`  hover on a tile (100):                  ${fmt(hover)}`);
console.log(`  completion (100):                       ${fmt(completion)}`);
await conn.sendRequest('shutdown');
await conn.sendNotification('exit');
conn.dispose();
proc.kill();

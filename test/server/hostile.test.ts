// Hostile input to the language server over stdio (issue 15): malformed messages, documents that once
// ended the process, completion on odd line breaks, standard error codes, an exit on framing errors.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { CompletionItem, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { LspClient } from './lsp';

describe('server: hostile input', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(['--max-old-space-size=1024']); });
  after(async () => { await client.stop(); });

  const codeOf = (p: Promise<unknown>) => p.then(() => 'answered', (e: { code: number; message: string }) => `${e.code} ${e.message}`);
  const stillAnswers = async () => {
    const uri = client.open('use pentominoes\n');
    const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 6 } });
    assert.ok(hover, 'the server answers a hover');
  };

  it('survives a didOpen whose text is null: it is ignored and logged', async () => {
    void client.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///test/null.logel', languageId: 'logel', version: 1, text: null } });
    await stillAnswers();
    assert.ok(client.logs.includes('ignored textDocument/didOpen: params.textDocument.text must be a string'), client.logs.join('\n'));
  });

  it('answers -32602 (InvalidParams) to requests without their params', async () => {
    assert.equal(await codeOf(client.request('textDocument/hover', undefined)), '-32602 textDocument/hover: params must be an object with textDocument, position');
    assert.equal(await codeOf(client.request('textDocument/completion', { textDocument: { uri: 'file:///x' }, position: { line: -1, character: 0 } })),
      '-32602 textDocument/completion: params.position.line must be a whole number from 0');
    assert.equal(await codeOf(client.request('textDocument/rename', { textDocument: { uri: 'file:///x' }, position: { line: 0, character: 0 } })),
      '-32602 textDocument/rename: params.newName must be a string');
    assert.equal(await codeOf(client.request('codeLens/resolve', { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } })),
      '-32602 codeLens/resolve: params.data must be an object with uri, version, name');
  });

  it('completes on lines holding \\r, U+2028 or U+2029 before the cursor, and past the last line', async () => {
    for (const text of ['use pento\u2028minoes', 'use pento\u2029minoes', 'use pento\rminoes\n']) {
      const uri = client.open(text);
      for (const position of [{ line: 0, character: 14 }, { line: 40, character: 2 }]) {
        assert.equal(await codeOf(client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri }, position })), 'answered', JSON.stringify(text));
      }
    }
  });

  it('publishes the same lines as logel check for a lone-CR file', async () => {
    const uri = client.open('// c\rform F uses nope {\r  #\r}\r');
    const published = await client.diagnosticsFor(uri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.range.start]), [['unknown-name', { line: 1, character: 12 }]]);
  });

  it('keeps running on a form with one row of 130,000 cells, and on a 2 MB document (only parsed, and it says so)', async () => {
    const row = client.open(`use pentominoes\nform F uses pentominoes {\n  ${'#'.repeat(130_000)}\n}\n`);
    const rowDiagnostics = await client.diagnosticsFor(row, (p) => p.diagnostics.length > 0, 60_000);
    assert.deepEqual(rowDiagnostics.diagnostics.map((d) => d.message), ['the tiles cover 60 atoms but form F has 130000']);
    const big = client.open(`form F uses nope {\n  #\n}\n${'// a comment\n'.repeat(160_000)}`);
    const bigDiagnostics = await client.diagnosticsFor(big, (p) => p.diagnostics.length > 0, 60_000);
    assert.deepEqual(bigDiagnostics.diagnostics.map((d) => [d.code, d.severity, d.message]), [
      ['checks-skipped', 3, 'this document has 2,080,025 characters, more than the 200,000 that are checked: only its syntax is checked'],
    ]);
    await stillAnswers();
  });

  it('does not parse a document past 4,000,000 characters (20 MB of `use a` lines ran a 1 GB heap out in the parse), and says so', async () => {
    const uri = client.open('use a\n'.repeat(700_000));
    const published = await client.diagnosticsFor(uri, (p) => p.diagnostics.length > 0, 60_000);
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.severity, d.message]), [
      ['checks-skipped', 3, 'this document has 4,200,000 characters, more than the 4,000,000 that are read: it is neither parsed nor checked'],
    ]);
    assert.deepEqual(await client.request('textDocument/documentSymbol', { textDocument: { uri } }), []);
    client.close(uri);
  });

  it('refuses renames with standard codes, and does not call an unknown name a library one', async () => {
    const uri = client.open('use pentominoes\nform F uses nope, pentominoes {\n  #\n}\n');
    assert.equal(await codeOf(client.request('textDocument/prepareRename', { textDocument: { uri }, position: { line: 1, character: 13 } })),
      '-32803 tile set nope is not defined anywhere: there is nothing to rename');
    assert.equal(await codeOf(client.request('textDocument/prepareRename', { textDocument: { uri }, position: { line: 1, character: 20 } })),
      '-32803 tile set pentominoes is defined in the standard library and cannot be renamed here');
    assert.equal(await codeOf(client.request('textDocument/rename', { textDocument: { uri }, position: { line: 1, character: 5 }, newName: 'form' })),
      "-32602 'form' is not a valid name: use letters, digits and _, not a keyword");
  });

  for (const [what, bytes] of [
    ['random bytes', 'Content-Type: nonsense\r\n\r\n\x00\x01 random bytes\r\n\r\n'],
    ['a Content-Length shorter than the message', 'Content-Length: 20\r\n\r\n{"jsonrpc":"2.0","method":"initialized","params":{}}'],
  ]) {
    it(`exits with a clear log line on a framing error (${what}) instead of staying up but deaf`, async () => {
      const server = path.join(__dirname, '..', '..', 'server', 'main.js');
      const proc = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
      // 'close' (not 'exit'): the log line may still be in the pipe when the process has exited.
      const exited = new Promise<number | null>((resolve) => proc.on('close', (code) => resolve(code)));
      let stderr = '';
      proc.stderr!.on('data', (d) => { stderr += d; });
      const rpc = createMessageConnection(new StreamMessageReader(proc.stdout!), new StreamMessageWriter(proc.stdin!));
      const logs: string[] = [];
      rpc.onNotification('window/logMessage', (p: { message: string }) => logs.push(p.message));
      rpc.listen();
      await rpc.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
      proc.stdin!.write(bytes);
      assert.equal(await exited, 1);
      // The reader hands on what it has read in later ticks.
      for (let tick = 0; tick < 100 && logs.length === 0; tick++) await new Promise((r) => setTimeout(r, 10));
      rpc.dispose();
      const line = /^unreadable message from the client \([^]*\): the connection cannot be trusted any more, so the server exits and the client may restart it$/;
      assert.match(logs.join('\n'), line);
      assert.match(stderr.trimEnd(), line);
    });
  }

  it('formats a document of 100,000 unclosed braces without indenting its lines 200,000 spaces deep', async () => {
    // 106 KB that once ran the server's 1 GB heap out making a 600 MB answer of spaces (the LSP fuzz at edit ~13,000;
    // 2,000 lines made a 400 MB answer): lines nested deeper than any block are left as they are, the others formatted.
    const uri = client.open(`x  \n y\n${'{'.repeat(100_000)}${'\n#'.repeat(3_000)}\n`);
    const edits = await client.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    assert.deepEqual(edits, [
      { range: { start: { line: 0, character: 1 }, end: { line: 0, character: 3 } }, newText: '' },
      { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, newText: '' },
    ]);
    client.close(uri);
    await stillAnswers();
  });
});

describe('server: a long session keeps what its open documents need, not what their edits made', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(['--max-old-space-size=1024']); });
  after(async () => { await client.stop(); });

  const sizes = () => client.ask('logel/cacheSizes', {});
  const formText = (k: number) => `use pentominoes\nform F${k} uses pentominoes {\n  tiles F I L\n  ${'#'.repeat(5 + (k % 7))}\n  #####\n}\n`;

  it('keeps one analysis, at most one parse and one pending check per open document over hundreds of versions, and nothing once closed', async () => {
    const uris = [0, 1, 2].map((k) => client.open(formText(k)));
    const names = ['F0', 'F1', 'F2'];
    for (let v = 3; v < 300; v++) {
      const k = v % 3, uri = uris[k];
      // Each version renames its form: a new form object, new counts, a new parse.
      client.change(uri, { start: { line: 1, character: 5 }, end: { line: 1, character: 5 + names[k].length } }, (names[k] = `F${v}`));
      await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 6 } });
    }
    // A document opened and closed at each round as well.
    for (let k = 0; k < 30; k++) {
      const uri = client.open(formText(k));
      await client.request('textDocument/documentSymbol', { textDocument: { uri } });
      client.close(uri);
    }
    const open = await sizes();
    assert.equal(open.documents, 3);
    assert.equal(open.analyses, 3, JSON.stringify(open));
    assert.ok(open.parses <= 3 && open.checkTimers <= 3 && open.countJobDocuments <= 3, JSON.stringify(open));
    // One form per document: at most its counting job is queued or running.
    assert.ok(open.countJobs <= 3, JSON.stringify(open));
    for (const uri of uris) client.close(uri);
    const closed = await sizes();
    assert.deepEqual({ ...closed, heapUsedMb: 0 }, { documents: 0, analyses: 0, parses: 0, checkTimers: 0, slicedParses: 0, countJobs: 0, countJobDocuments: 0, heapUsedMb: 0 });
  });

  it('publishes at most 1,000 diagnostics of a garbled document, errors first, and says how many there are', async () => {
    // 75,000 syntax errors and the note that the document is only parsed (once hundreds of MB of JSON at each publish).
    const uri = client.open('}\n'.repeat(150_000));
    const published = await client.diagnosticsFor(uri, (p) => p.diagnostics.length > 0, 30000);
    assert.equal(published.diagnostics.length, 1000);
    assert.ok(published.diagnostics.slice(0, 999).every((d) => d.severity === 1), 'errors first');
    assert.equal(published.diagnostics[999].message, 'this document has 75,001 problems; the first 999 are shown, errors first');
    client.close(uri);
  });

});

describe('server: a large document is parsed in slices', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(['--max-old-space-size=1024']); });
  after(async () => { await client.stop(); });

  // 480 KB of small tile sets: only parsed (past 200,000 characters), in slices of about 20 ms.
  const big = 'tileset T on square {\n  tile A { ## }\n}\n'.repeat(12_000);
  const names = (symbols: { name: string }[]) => symbols.map((x) => x.name);

  it('answers a request about another document while it parses, and loses no edit made meanwhile', async function () {
    this.timeout(60_000); // parsing the large document takes ~15 s on a loaded machine
    const small = client.open('use pentominoes\n');
    const uri = client.open(big);
    const answered: string[] = [];
    const symbols = client.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri } }).then((r) => { answered.push('big'); return r; });
    const hover = client.request('textDocument/hover', { textDocument: { uri: small }, position: { line: 0, character: 6 } }).then(() => answered.push('small'));
    await Promise.all([symbols, hover]);
    assert.deepEqual(answered, ['small', 'big']);
    assert.equal((await symbols).length, 12_000);

    // 20 edits in a burst, each followed by a request: every request waits and sees all 20 edits.
    const requests = [];
    for (let k = 0; k < 20; k++) {
      client.change(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, `tileset New${k} on square {\n}\n`);
      requests.push(client.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri } }));
    }
    const expected = [...Array.from({ length: 20 }, (_, k) => `New${19 - k}`), ...Array<string>(12_000).fill('T')];
    for (const answer of await Promise.all(requests)) assert.deepEqual(names(answer), expected);
    const published = await client.diagnosticsFor(uri, (p) => p.version === 21, 60_000);
    assert.deepEqual(published.diagnostics.map((d) => d.code), ['checks-skipped']);
    // The versions before the last were abandoned, not parsed to the end (the 2 finished: the opened version and the last).
    const counts = await client.ask('logel/slicedParseCounts', {});
    assert.ok(counts.finished <= 3 && counts.abandoned >= 1, JSON.stringify(counts));
  });
});

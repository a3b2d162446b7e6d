// linkpix blocks over LSP: diagnostics with their ranges (live, and from the background solve), hover
// on a clue, and the code lens with the difficulty.
import * as assert from 'node:assert/strict';
import { CodeLens, DiagnosticSeverity, Hover } from 'vscode-languageserver-protocol';
import { LspClient, mark } from './lsp';
import { bigLinkpix } from '../core/linkpix/bigLinkpix';

describe('server: linkpix blocks', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('publishes odd-clue-count on every occurrence', async () => {
    const uri = client.open('linkpix Odd {\n  2 . 2\n  . . 2\n}\n');
    const d = await client.diagnosticsFor(uri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(d.diagnostics.filter((x) => x.code === 'odd-clue-count').map((x) => [x.range.start.line, x.range.start.character, x.range.end.character]),
      [[1, 2, 3], [1, 6, 7], [2, 6, 7]]);
  });

  it('hover on a clue: candidate paths before and after the exclusions, where its partner may be', async () => {
    const uri = client.open('linkpix Two {\n  3 . 3\n  . . .\n  3 . 3\n}\n');
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 2 } });
    assert.deepEqual(hover, {
      contents: { kind: 'markdown', value: '**clue 3** at row 1, column 1\n\n2 candidate paths, 2 after the exclusions · partner one of: row 1, column 3; row 3, column 1' },
      range: { start: { line: 1, character: 2 }, end: { line: 1, character: 3 } },
    });
  });

  it('the background solve: more than one solution as a warning naming the clues whose paths differ; an edit that makes it unique clears it and solves again', async () => {
    const { text, ranges } = mark('linkpix <|Two|> {\n  <|3|> .\n  . <|3|>\n}\n');
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.length > 0);
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.severity, d.range, d.message]),
      [['not-unique', DiagnosticSeverity.Warning, ranges[0], 'linkpix Two has more than one solution: the paths of 2 clues differ']]);
    assert.deepEqual(p.diagnostics[0].relatedInformation?.map((r) => [r.location.range, r.message]), [
      [ranges[1], 'clue 3 at row 1, column 1: its path differs'],
      [ranges[2], 'clue 3 at row 2, column 2: its path differs'],
    ]);
    // A 1 in the corner leaves one way round.
    client.change(uri, { start: { line: 2, character: 2 }, end: { line: 2, character: 3 } }, '1');
    const changed = await client.diagnosticsFor(uri, (d) => d.version === 2);
    assert.deepEqual(changed.diagnostics, []);
    // The lens waits for the background solve of the new version.
    const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.equal((await client.request<CodeLens>('codeLens/resolve', lens)).command?.title, '▶ Solve Link-a-Pix · solved by exclusions alone');
    client.close(uri);
  });

  it('the background solve: no-path-left and goal-contradiction at their exact ranges', async () => {
    const e = client.open('linkpix E {\n  1 3 1\n  3 . 3\n  1 3 1\n}\n');
    const p = await client.diagnosticsFor(e, (d) => d.diagnostics.length > 0);
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.severity, d.range]),
      [['no-path-left', DiagnosticSeverity.Error, { start: { line: 1, character: 4 }, end: { line: 1, character: 5 } }]]);
    const g = client.open(['linkpix T {', '  2 2 1', '  3 1 1', '  . 3 .', '  goal {', '    ###', '    ###', '    #..', '  }', '}', ''].join('\n'));
    const q = await client.diagnosticsFor(g, (d) => d.diagnostics.length > 0);
    assert.deepEqual(q.diagnostics.map((d) => [d.code, d.range]), [['goal-contradiction', { start: { line: 7, character: 5 }, end: { line: 7, character: 6 } }]]);
    client.close(e);
    client.close(g);
  });

  it('code lens: Solve Link-a-Pix with the difficulty of the background solve', async () => {
    const text = [
      'linkpix Boat {', '  3 . 3 1', '  . . . .', '  2 2 . 1', '}',
      // The 2s pair across or down.
      'linkpix Ring {', '  2 2', '  2 2', '  1 .', '}',
      // Every path of the 3s is excluded.
      'linkpix E {', '  1 3 1', '  3 . 3', '  1 3 1', '}',
      // Unique, but the exclusions leave more than one path to some clues.
      'linkpix Deep {', '  14 14 . . . . 19 . 7 .', '  . . . . . . . . 1 .', '  6 . . . . . . . . .',
      '  . 19 . . 2 2 . 7 7 1', '  . 6 . . . . . . . 7', '  . . . . 3 . 3 . . .', '}', ''].join('\n');
    const uri = client.open(text);
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.deepEqual(lenses.map((l) => l.range), [
      { start: { line: 0, character: 0 }, end: { line: 0, character: 12 } },
      { start: { line: 5, character: 0 }, end: { line: 5, character: 12 } },
      { start: { line: 10, character: 0 }, end: { line: 10, character: 9 } },
      { start: { line: 15, character: 0 }, end: { line: 15, character: 12 } },
    ]);
    const resolved = await Promise.all(lenses.map((l) => client.request<CodeLens>('codeLens/resolve', l)));
    assert.deepEqual(resolved.map((l) => l.command), [
      { title: '▶ Solve Link-a-Pix · solved by exclusions alone', command: 'logel.solveLinkpix', arguments: [uri, 'Boat'] },
      { title: '▶ Solve Link-a-Pix · more than one solution', command: 'logel.solveLinkpix', arguments: [uri, 'Ring'] },
      { title: '▶ Solve Link-a-Pix · no solution', command: 'logel.solveLinkpix', arguments: [uri, 'E'] },
      { title: '▶ Solve Link-a-Pix · needs search', command: 'logel.solveLinkpix', arguments: [uri, 'Deep'] },
    ]);
    client.close(uri);
  });

  it('the server answers while a long background solve runs, and an edit of the block leaves one solve, not two', async () => {
    const text = bigLinkpix();
    const uri = client.open(text);
    await client.diagnosticsFor(uri, (d) => d.version === 1, 30000);
    const sizes = () => client.ask('logel/cacheSizes', {});
    // The server answers while the block is being solved.
    const symbols = await client.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(Array.isArray(symbols));
    assert.ok((await sizes()).countJobs <= 1);
    // The block's text changes: the solve of the old version is stopped, not left running with the new one queued behind.
    const firstRow = text.split('\n')[1];
    client.change(uri, { start: { line: 1, character: firstRow.length }, end: { line: 1, character: firstRow.length } }, ' ');
    await client.diagnosticsFor(uri, (d) => d.version === 2, 30000);
    assert.ok((await sizes()).countJobs <= 1, 'the old version is no longer solved');
    client.close(uri);
    await client.request('textDocument/documentSymbol', { textDocument: { uri: client.open('linkpix A {\n  1\n}\n') } });
    assert.equal((await sizes()).countJobs <= 1, true);
  });
});

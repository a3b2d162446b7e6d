// linkpix blocks over LSP: diagnostics with their ranges, hover on a clue.
import * as assert from 'node:assert/strict';
import { Hover } from 'vscode-languageserver-protocol';
import { LspClient } from './lsp';

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
      contents: { kind: 'markdown', value: '**clue 3** at row 0, col 0\n\n2 candidate paths, 2 after the exclusions · partner one of: row 0, col 2; row 2, col 0' },
      range: { start: { line: 1, character: 2 }, end: { line: 1, character: 3 } },
    });
  });
});

// "Re-split the paths where the solutions differ" over LSP: the quick fix on a linkpix block's
// not-unique warning, whose edit leaves a block with one solution.
import * as assert from 'node:assert/strict';
import { CodeAction } from 'vscode-languageserver-protocol';
import { linkpixBlocksOf } from '../../core/linkpix/language';
import { solveLinkpix } from '../../core/linkpix/solve';
import { parse } from '../../core/read';
import { LspClient } from './lsp';

const two = ['linkpix Two {', '  3 . 1', '  . 3 .', '}', ''].join('\n');

describe('server: re-split a non-unique Link-a-Pix', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('offers the quick fix on not-unique and its edit makes the block unique', async () => {
    const uri = client.open(two);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    const warning = p.diagnostics.find((d) => d.code === 'not-unique')!;
    assert.deepEqual(warning.range, { start: { line: 0, character: 8 }, end: { line: 0, character: 11 } });
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: warning.range, context: { diagnostics: p.diagnostics } });
    const fix = actions.find((a) => a.title === 'Re-split the paths where the solutions differ');
    assert.equal(fix?.kind, 'quickfix');
    const [edit] = fix!.edit!.changes![uri];
    assert.deepEqual(edit.range, { start: { line: 1, character: 2 }, end: { line: 2, character: 7 } });
    const lines = two.split('\n');
    const fixed = linkpixBlocksOf(parse([lines[0], `  ${edit.newText}`, ...lines.slice(3)].join('\n')).tree)[0];
    assert.equal(solveLinkpix(fixed.puzzle!, { limit: 2 }).unique, true);
    client.close(uri);
  });
});

// "Make unique" over LSP: the not-unique warning of a nonogram with a goal carries quick fixes that
// change the goal's cells (and rewrite the clues) or add starting hints, with their exact edits.
import * as assert from 'node:assert/strict';
import { CodeAction } from 'vscode-languageserver-protocol';
import { LspClient } from './lsp';
import { swapNonogram } from '../core/nonogram/swapNonogram';

const swap = `${swapNonogram()}\n`;

describe('server: proposals for a not-unique nonogram', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('offers the change and the hint as quick fixes on the warning, with the cells marked', async () => {
    const uri = client.open(swap);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    const warning = p.diagnostics.find((d) => d.code === 'not-unique')!;
    assert.deepEqual(warning.relatedInformation!.filter((r) => r.message.startsWith('proposed')).map((r) => [r.message, r.location.range]), [
      ['proposed change at row 1, column 1: # -> .', { start: { line: 8, character: 4 }, end: { line: 8, character: 5 } }],
      ['proposed starting hint at row 1, column 1: #', { start: { line: 8, character: 4 }, end: { line: 8, character: 5 } }],
    ]);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: warning.range, context: { diagnostics: [warning] } });
    const [change, hint] = actions.filter((a) => a.title.startsWith('Make unique'));
    assert.equal(change.title, 'Make unique: change 1 cell of the goal (row 1, column 1), proved fewest');
    assert.equal(change.kind, 'quickfix');
    assert.deepEqual(change.edit?.changes?.[uri], [
      { range: { start: { line: 1, character: 2 }, end: { line: 3, character: 7 } }, newText: 'rows {\n    0\n    1\n    0\n  }' },
      { range: { start: { line: 4, character: 2 }, end: { line: 6, character: 7 } }, newText: 'columns {\n    0\n    1\n    0\n  }' },
      { range: { start: { line: 8, character: 4 }, end: { line: 8, character: 7 } }, newText: '...' },
    ]);
    assert.equal(hint.title, 'Make unique: give 1 starting hint (row 1, column 1), proved fewest');
    assert.deepEqual(hint.edit?.changes?.[uri], [{ range: { start: { line: 11, character: 3 }, end: { line: 11, character: 3 } }, newText: '\n  hints {\n    #??\n    ???\n    ???\n  }' }]);
    client.close(uri);
  });
});

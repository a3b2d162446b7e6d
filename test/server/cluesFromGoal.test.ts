// "Write the clues from the goal" over LSP: a quick fix for the goal-mismatch diagnostics, and a
// refactoring anywhere in a block whose clues are not its goal's.
import * as assert from 'node:assert/strict';
import { CodeAction } from 'vscode-languageserver-protocol';
import { LspClient, mark } from './lsp';

const duck = [
  'nonogram Duck {',
  '  rows { 2',
  '         1 1',
  '         <|1|> }',
  '  columns { 2',
  '            1 1',
  '            3 }',
  '  goal {',
  '    .##',
  '    #.#',
  '    ###',
  '  }',
  '}',
  '',
].join('\n');

describe('server: clues from the goal', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('fixes a clue that disagrees with the goal, rewriting the rows section', async () => {
    const { text, ranges } = mark(duck);
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.length > 0);
    const mismatch = p.diagnostics.filter((d) => d.code === 'goal-mismatch');
    assert.deepEqual(mismatch.map((d) => d.range), [ranges[0]]);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: ranges[0], context: { diagnostics: p.diagnostics } });
    const fix = actions.find((a) => a.title === 'Write the clues from the goal');
    assert.equal(fix?.kind, 'quickfix');
    assert.equal(fix?.isPreferred, true);
    assert.deepEqual(fix?.edit?.changes?.[uri], [{ range: { start: { line: 1, character: 2 }, end: { line: 3, character: 12 } }, newText: 'rows {\n    2\n    1 1\n    3\n  }' }]);
    client.close(uri);
  });

  it('offers the rewrite as a refactoring inside the block, and nothing once the clues agree', async () => {
    const { text } = mark(duck);
    const uri = client.open(text);
    const at = { start: { line: 9, character: 5 }, end: { line: 9, character: 5 } };
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: at, context: { diagnostics: [], only: ['refactor'] } });
    assert.deepEqual(actions.map((a) => [a.title, a.kind]), [['Write the clues from the goal', 'refactor.rewrite']]);
    const agreeing = client.open(text.replace(/(\n {9})1 \}/, '$13 }'));
    await client.diagnosticsFor(agreeing);
    assert.deepEqual(await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: agreeing }, range: at, context: { diagnostics: [] } }), []);
    client.close(uri);
    client.close(agreeing);
  });
});

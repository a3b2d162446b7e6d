// Diagnostics over LSP: published per version, a burst of edits gives the last version only, cleared on close.
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { standardLibrary } from '../../core/language/library';
import { LspClient, mark, sleep } from './lsp';

describe('server: diagnostics', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('announces incremental sync and every feature', () => {
    assert.deepEqual(client.capabilities, {
      textDocumentSync: 2, hoverProvider: true, completionProvider: { triggerCharacters: [' ', ','] }, definitionProvider: true,
      referencesProvider: true, documentHighlightProvider: true, renameProvider: { prepareProvider: true }, documentSymbolProvider: true,
      foldingRangeProvider: true, semanticTokensProvider: { legend: { tokenTypes: ['keyword', 'type', 'namespace', 'class', 'function', 'number', 'string'], tokenModifiers: [] }, full: true },
      documentFormattingProvider: true, codeLensProvider: { resolveProvider: true }, codeActionProvider: { codeActionKinds: ['quickfix', 'refactor.rewrite'] }, executeCommandProvider: { commands: ['logel.server.convertArt'] },
    });
  });

  it('publishes the diagnostics of a version with its number and range', async () => {
    const { text, ranges } = mark('form F uses <|pentominoes|> {\n  #####\n}\n');
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri);
    assert.equal(p.version, 1);
    assert.deepEqual(p.diagnostics, [{
      range: ranges[0], severity: DiagnosticSeverity.Error, code: 'unknown-name', source: 'logel',
      message: `unknown tile set 'pentominoes': add 'use pentominoes' at the top of the file`,
    }]);
    client.change(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, 'use pentominoes\n');
    const fixed = await client.diagnosticsFor(uri, (d) => d.version === 2);
    assert.deepEqual(fixed.diagnostics.map((d) => d.code), ['area-mismatch']);
    client.close(uri);
  });

  it('points related information at the definition involved', async () => {
    const { text, ranges } = mark('tileset t on square {\n  tile <|Q|> { ## }\n  tile <|R|> { #\n           # }\n}\n');
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri);
    assert.deepEqual(p.diagnostics, [{
      range: ranges[1], severity: DiagnosticSeverity.Warning, code: 'same-shape', source: 'logel', message: 'tile R has the same shape as tile Q',
      relatedInformation: [{ message: 'tile Q defined here', location: { uri, range: ranges[0] } }],
    }]);
    client.close(uri);
  });

  it('after a burst of edits publishes the last version only', async () => {
    const uri = client.open('use pentominoes\n');
    await client.diagnosticsFor(uri, (d) => d.version === 1);
    const seen = client.diagnostics.length;
    let last = 0;
    for (let i = 0; i < 5; i++) last = client.change(uri, { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, i % 2 ? 'use nothing\n' : '// edit\n');
    await client.diagnosticsFor(uri, (d) => d.version === last);
    await sleep(300);
    const after = client.diagnostics.slice(seen).filter((d) => d.uri === uri);
    assert.deepEqual(after.map((d) => d.version), [6]);
    assert.deepEqual(after[0].diagnostics.map((d) => d.message), [
      `there is no standard tile set 'nothing' (there are ${standardLibrary.names().join(', ')})`,
      `there is no standard tile set 'nothing' (there are ${standardLibrary.names().join(', ')})`,
    ]);
    client.close(uri);
  });

  it('clears the diagnostics of a closed file', async () => {
    const uri = client.open('form');
    await client.diagnosticsFor(uri, (d) => d.version === 1 && d.diagnostics.length === 1);
    client.close(uri);
    const cleared = await client.diagnosticsFor(uri, (d) => d.version === undefined);
    assert.deepEqual(cleared.diagnostics, []);
  });

  it('adds the checks that need positions once the form is counted', async () => {
    const { text, ranges } = mark('use pentominoes\nform <|Odd|> uses pentominoes {\n  tiles I X\n  #####\n  #####\n}\n');
    const uri = client.open(text);
    const first = await client.diagnosticsFor(uri, (d) => d.version === 1);
    assert.deepEqual(first.diagnostics, []);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.length > 0);
    assert.equal(p.version, 1);
    assert.deepEqual(p.diagnostics, [{ range: ranges[0], severity: DiagnosticSeverity.Error, code: 'tile-fits-nowhere', source: 'logel', message: 'tile X fits nowhere in form Odd' }]);
    client.close(uri);
  });

  it('keeps the position checks of a form an edit left alone, from the first publish on', async () => {
    const { text, ranges } = mark('use pentominoes\nform <|Odd|> uses pentominoes {\n  tiles I X\n  #####\n  #####\n}\n');
    const uri = client.open(text);
    await client.diagnosticsFor(uri, (d) => d.diagnostics.length > 0);
    const seen = client.diagnostics.length;
    const version = client.change(uri, { start: { line: 6, character: 0 }, end: { line: 6, character: 0 } }, '// a note\n');
    await client.diagnosticsFor(uri, (d) => d.version === version);
    const after = client.diagnostics.slice(seen).filter((d) => d.uri === uri);
    assert.deepEqual(after.map((d) => [d.version, d.diagnostics]), [
      [version, [{ range: ranges[0], severity: DiagnosticSeverity.Error, code: 'tile-fits-nowhere', source: 'logel', message: 'tile X fits nowhere in form Odd' }]],
    ]);
    client.close(uri);
  });
});

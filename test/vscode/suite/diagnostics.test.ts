import * as assert from 'assert';
import * as vscode from 'vscode';
import { openLogel, waitFor } from './helpers';

describe('diagnostics', () => {
  it('reports the unknown tile set of broken.logel with its exact range', async () => {
    const { document } = await openLogel('fixtures', 'broken.logel');
    const errors = await waitFor('diagnostics from the language server', () => {
      const all = vscode.languages.getDiagnostics(document.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
      return all.length > 0 ? all : undefined;
    });
    assert.deepStrictEqual(errors.map((d) => ({
      code: typeof d.code === 'object' ? d.code.value : d.code,
      message: d.message,
      range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
    })), [{ code: 'unknown-name', message: "unknown tile set 'Barz'", range: [7, 16, 7, 20] }]);
    assert.strictEqual(document.getText(errors[0].range), 'Barz');
  });
});

import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, openLogel, waitFor } from './helpers';

async function errorsOf(uri: vscode.Uri): Promise<string[]> {
  return waitFor('diagnostics from the language server', () => {
    const errors = vscode.languages.getDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => d.message);
    return errors.length > 0 ? errors : undefined;
  });
}

/** Solves through `command` and asserts that no run started and the refusal named `errors`. */
async function assertRefused(command: () => Thenable<unknown>, form: string, errors: string[]): Promise<void> {
  const api = await logelApi();
  const before = api.lastRun();
  let started = false;
  void api.nextRun().then(() => (started = true));
  assert.strictEqual(await command(), undefined);
  assert.strictEqual(started, false, 'a run started');
  assert.strictEqual(api.lastRun(), before);
  const refusal = api.lastRefusal();
  assert.ok(refusal, 'no refusal');
  assert.strictEqual(refusal.form, form);
  assert.deepStrictEqual(refusal.errors, errors);
  for (const e of errors) assert.ok(refusal.message.includes(e), refusal.message);
}

describe('solving a file with errors', () => {
  it('a form one cell short of its tiles is refused with the area error, by the lens command and by the title button', async () => {
    const editor = await openLogel('fixtures', 'short.logel');
    const uri = editor.document.uri;
    const errors = await errorsOf(uri);
    assert.deepStrictEqual(errors, ['the tiles cover 32 atoms but form Rectangle4x8 has 31']);
    // The lens passes the URI as a string and the form's name; the title button passes the URI.
    await assertRefused(() => vscode.commands.executeCommand('logel.solveForm', uri.toString(), 'Rectangle4x8'), 'Rectangle4x8', errors);
    await assertRefused(() => vscode.commands.executeCommand('logel.solveForm', uri), 'Rectangle4x8', errors);
    await assertRefused(() => vscode.commands.executeCommand('logel.solveForm'), 'Rectangle4x8', errors);
  });

  it('a misspelt tile set: the lens reads "⚠ Fix the errors" and a solve names the unknown tile set, not a missing form', async () => {
    const { document } = await openLogel('fixtures', 'broken.logel');
    const errors = await errorsOf(document.uri);
    const titles = await waitFor('code lenses', async () => {
      const found = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10);
      return found && found.length > 0 ? found.map((l) => l.command?.title) : undefined;
    });
    assert.deepStrictEqual(titles, ['⚠ Fix the errors to solve (Problems)']);
    await assertRefused(() => vscode.commands.executeCommand('logel.solveForm', document.uri.toString(), 'Strip'), 'Strip', ["unknown tile set 'Barz'"]);
    assert.deepStrictEqual(errors, ["unknown tile set 'Barz'"]);
  });
});

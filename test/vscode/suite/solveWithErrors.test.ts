import * as assert from 'assert';
import * as vscode from 'vscode';
import { inPanel, logelApi, openLogel, screenshot, waitFor } from './helpers';

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

  it('the panel\'s Solve again, clicked after an edit that breaks the form: no run, the panel and a message name the error', async function () {
    // Only the driver reaches into the panel's page.
    if (!process.env.LOGEL_E2E_SIGNALS) this.skip();
    const api = await logelApi();
    const editor = await openLogel('fixtures', 'short.logel');
    const { document } = editor;
    const row = document.getText().split('\n').findIndex((l) => l.includes('#######.'));
    const missing = new vscode.Range(row, 9, row, 10);
    const errorsNow = () => vscode.languages.getDiagnostics(document.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => d.message);
    // The missing cell filled: the form solves and its panel opens.
    assert.ok(await editor.edit((e) => e.replace(missing, '#')));
    await waitFor('no errors', () => (errorsNow().length === 0 ? true : undefined));
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', document.uri.toString(), 'Rectangle4x8');
    const run = await started;
    assert.strictEqual(await run.session.settled, 'done');
    assert.ok(run.session.resultOf('form')!.solutions.unique > 0n);
    // The cell taken away again, the panel's button clicked as a user would.
    assert.ok(await editor.edit((e) => e.replace(missing, '.')));
    const errors = await errorsOf(document.uri);
    assert.deepStrictEqual(errors, ['the tiles cover 32 atoms but form Rectangle4x8 has 31']);
    const refusedBefore = api.lastRefusal();
    let restarted = false;
    void api.nextRun().then(() => (restarted = true));
    assert.strictEqual(await inPanel('again-click', 'Rectangle4x8', 'click', 'Solve again'), 'clicked');
    const refusal = await waitFor('the refusal', () => (api.lastRefusal() !== refusedBefore ? api.lastRefusal() : undefined));
    assert.deepStrictEqual({ form: refusal.form, errors: refusal.errors }, { form: 'Rectangle4x8', errors });
    assert.strictEqual(refusal.message, 'Rectangle4x8 cannot be solved while the file has an error: line 14: the tiles cover 32 atoms but form Rectangle4x8 has 31');
    await screenshot('window-solve-again-refused');
    assert.strictEqual(await inPanel('again-error', 'Rectangle4x8', 'text', 'p.error'), `Fix the errors first. ${refusal.message}`);
    assert.strictEqual(restarted, false, 'a run started');
    assert.strictEqual(api.lastRun(), run);
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});

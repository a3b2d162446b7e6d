import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, openLogel, screenshot, waitFor } from './helpers';

/** The tab of the solution panel of `form`, if one is open. */
function panelTab(form: string): vscode.Tab | undefined {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs)
    .find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('logel.solutions') && t.label === `Solve ${form}`);
}

describe('solve form', () => {
  it('solves Logelium on the tan grid: 31 solutions up to symmetry, 124 in all', async () => {
    const api = await logelApi();
    const { document } = await openLogel('examples', 'tritetratan.logel');
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', document.uri.toString(), 'Logelium');
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Logelium');
    assert.strictEqual(await run.session.settled, 'done');
    const result = run.session.resultOf('form')!;
    assert.deepStrictEqual(result.solutions, { unique: 31n, total: 124n });
    assert.strictEqual(result.atoms, 136);
    assert.strictEqual(result.symmetry.order, 4);
    // The panel got one tableau per class, and each class's images make up the total.
    assert.strictEqual(run.solutions.length, 31);
    assert.strictEqual(run.solutions.reduce((n, s) => n + 1 + s.images.length, 0), 124);
    assert.ok(run.puzzle?.kind === 'form');
    assert.strictEqual(run.puzzle.puzzle.geometry.positions.length, result.positions.generated);
    assert.strictEqual(new Set(run.solutions.map((s) => s.positions.join(','))).size, 31);
    await waitFor('the solution panel', () => panelTab('Logelium'));
    await screenshot('solved-panel');
  });

  it('picks the form under the cursor when called without arguments', async () => {
    const api = await logelApi();
    const editor = await openLogel('examples', 'tritetratan.logel');
    const inside = editor.document.getText().split('\n').findIndex((l) => l.includes('######'));
    editor.selection = new vscode.Selection(inside, 2, inside, 2);
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm');
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Logelium');
    assert.strictEqual(run.session.parameters.file, editor.document.uri.toString());
    run.session.cancel();
  });
});

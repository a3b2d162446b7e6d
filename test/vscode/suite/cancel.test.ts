import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, openLogel, waitFor } from './helpers';

describe('cancel', () => {
  it('cancels the pentomino 6×10 solve at once and stops its worker', async () => {
    const api = await logelApi();
    const { document } = await openLogel('examples', 'pentomino-6x10.logel');
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', document.uri, 'Rectangle6x10');
    const run = await started;
    await waitFor('the first solutions', () => (run.solutions.length > 0 ? true : undefined));
    assert.strictEqual(run.session.state, 'running');
    await vscode.commands.executeCommand('logel.cancelSolve');
    assert.strictEqual(run.session.state, 'cancelled');
    await run.session.stopped;
    assert.strictEqual(await run.session.settled, 'cancelled');
    // Whether the search's last figures come before the terminate backstop depends on the
    // machine's load: test/client/solveSession.test.ts checks that the search stops by itself.
    assert.ok(run.solutions.length < 2339, `${run.solutions.length} solutions before the cancel`);
  });

  it('replaces the old run when the form is solved again after an edit', async () => {
    const api = await logelApi();
    const editor = await openLogel('examples', 'pentomino-6x10.logel');
    const uri = editor.document.uri.toString();
    const first = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', uri, 'Rectangle6x10');
    const old = await first;
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), '// edited\n'));
    const second = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', uri, 'Rectangle6x10');
    const fresh = await second;
    assert.strictEqual(old.session.state, 'cancelled');
    assert.strictEqual(fresh.session.state, 'running');
    assert.ok(fresh.session.parameters.text.startsWith('// edited\n'));
    await vscode.commands.executeCommand('logel.cancelSolve');
    assert.strictEqual(await fresh.session.settled, 'cancelled');
    await vscode.commands.executeCommand('undo');
  });
});

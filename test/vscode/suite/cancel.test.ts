import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, openLogel, waitFor } from './helpers';

describe('cancel', () => {
  it('stops the pentomino 6×10 search within 100 ms', async () => {
    const api = await logelApi();
    const { document } = await openLogel('examples', 'pentomino-6x10.logel');
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', document.uri, 'Rectangle6x10');
    const run = await started;
    await waitFor('the first solutions', () => (run.solutions.length > 0 ? true : undefined));
    assert.strictEqual(run.session.state, 'running');
    const cancelledAt = Date.now();
    await vscode.commands.executeCommand('logel.cancelSolve');
    assert.strictEqual(run.session.state, 'cancelled');
    await run.session.stopped;
    const ms = Date.now() - cancelledAt;
    assert.ok(ms < 100, `the worker took ${ms} ms to stop`);
    // The search itself saw the flag (the terminate backstop was not needed), before the end.
    assert.strictEqual(run.session.result?.search.cancelled, true);
    assert.ok(run.session.result!.solutions.unique < 2339, `${run.session.result!.solutions.unique} solutions before the cancel`);
    assert.strictEqual(await run.session.settled, 'cancelled');
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

import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, openLogel, screenshot, waitFor } from './helpers';

describe('solve Link-a-Pix', () => {
  it('the code lens says the Heart is solved by exclusions alone, and Solve draws it in a panel', async () => {
    const api = await logelApi();
    // Alone in the window: the screenshot shows this panel (media/screenshots takes it).
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const { document } = await openLogel('examples', 'linkpix.logel');
    const lenses = await waitFor('the resolved Link-a-Pix code lenses', async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10);
      const found = all?.filter((l) => l.command?.command === 'logel.solveLinkpix');
      return found && found.length === 2 ? found.sort((a, b) => a.range.start.line - b.range.start.line) : undefined;
    });
    assert.deepStrictEqual(lenses.map((l) => [l.range.start.line, l.command!.title]),
      [[4, '▶ Solve Link-a-Pix · solved by exclusions alone'], [29, '▶ Solve Link-a-Pix · solved by exclusions alone']]);
    const started = api.nextRun();
    // As the lens does it: the command with its arguments.
    await vscode.commands.executeCommand(lenses[0].command!.command, ...lenses[0].command!.arguments!);
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Heart');
    assert.strictEqual(run.session.parameters.kind, 'linkpix');
    assert.strictEqual(await run.session.settled, 'done');
    const result = run.session.resultOf('linkpix')!;
    assert.deepStrictEqual([result.complete, result.unique, result.difficulty, result.solutions.length], [true, true, 'exclusions', 1]);
    assert.strictEqual(result.pipeline.searched, 0);
    // The painted cells of the one solution are the goal drawn in the file.
    const painted = new Set(result.solutions[0].flat());
    const goal = document.getText().split('\n').slice(16, 26).map((r) => r.trim());
    assert.deepStrictEqual(goal.map((row, y) => [...row].map((_, x) => (painted.has(y * 10 + x) ? '#' : '.')).join('')), goal);
    assert.deepStrictEqual(run.puzzle?.kind === 'linkpix' && run.puzzle.puzzle.width, 10);
    await waitFor('the Link-a-Pix panel', () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.label === 'Solve Heart'));
    await screenshot('linkpix-panel');
  });

  it('Solve form on the title bar solves the linkpix block under the cursor', async () => {
    const api = await logelApi();
    const editor = await openLogel('examples', 'linkpix.logel');
    editor.selection = new vscode.Selection(34, 4, 34, 4); // in the Flag's clues
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm');
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Flag');
    assert.strictEqual(run.session.parameters.kind, 'linkpix');
    assert.strictEqual(await run.session.settled, 'done');
    // 3r, 1k, 1k, 2k, 1r.
    assert.deepStrictEqual(run.session.resultOf('linkpix')!.solutions.map((s) => s.map((p) => p.length).sort()), [[1, 1, 1, 2, 3]]);
  });
});

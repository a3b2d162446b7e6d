import * as assert from 'assert';
import * as vscode from 'vscode';
import type { NonogramProgress } from '../../../core/protocol';
import type { RunRecord } from '../../../client/solveRuns';
import { countInWindow, inPanel, logelApi, openLogel, screenshot, waitFor } from './helpers';

/** Opens a fixture alone in the window and starts Solve on its nonogram `name`. */
async function solveAlone(file: string, name: string): Promise<{ document: vscode.TextDocument; run: RunRecord }> {
  const api = await logelApi();
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const { document } = await openLogel('fixtures', file);
  const started = api.nextRun();
  await vscode.commands.executeCommand('logel.solveForm', document.uri, name);
  return { document, run: await started };
}

describe('solve nonogram', () => {
  it('the code lens says Heart is line-solvable, and Solve shows its unique picture in a panel', async () => {
    const api = await logelApi();
    // Alone in the window: the screenshot shows this panel (media/screenshots takes it).
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const { document } = await openLogel('examples', 'nonograms.logel');
    const lenses = await waitFor('the resolved nonogram code lens', async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10);
      const found = all?.filter((l) => l.command?.command === 'logel.solveNonogram');
      return found && found.length === 2 ? found : undefined;
    });
    assert.deepStrictEqual(lenses.map((l) => [l.range.start.line, l.command!.title]), [[3, '▶ Solve nonogram · line-solvable'], [42, '▶ Solve nonogram · line-solvable']]);
    const started = api.nextRun();
    // As the lens does it: the command with its arguments.
    await vscode.commands.executeCommand(lenses[0].command!.command, ...lenses[0].command!.arguments!);
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Heart');
    assert.strictEqual(run.session.parameters.kind, 'nonogram');
    assert.strictEqual(await run.session.settled, 'done');
    const result = run.session.resultOf('nonogram')!;
    assert.strictEqual(result.complete, true);
    assert.strictEqual(result.rating, 'line');
    // The one solution is the goal drawn in the file.
    const goal = document.getText().split('\n').slice(29, 39).map((r) => r.trim().replace(/\./g, '0').replace(/#/g, '1')).join('');
    assert.deepStrictEqual(result.solutions, [goal]);
    assert.ok(result.steps.length > 0);
    await waitFor('the nonogram panel', () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.label === 'Solve Heart'));
    await screenshot('nonogram-panel');
  });

  it('a nonogram that goes on to the SAT search says so, with the seconds, in the notification and the panel, and cancels', async () => {
    const { run } = await solveAlone('staircase.logel', 'Staircase');
    let latest: NonogramProgress | undefined;
    run.session.onEvent((e) => { if (e.type === 'runProgress' && e.kind === 'nonogram') latest = e.progress; });
    // the staircase of 12 dominoes: 100 depth-first nodes, then seconds of SAT search
    await waitFor('the SAT search a second in', () => (latest?.sat && latest.ms >= 1000 ? true : undefined), 60000);
    assert.deepStrictEqual([latest!.stage, latest!.searchNodes, run.session.state], ['search', 100, 'running']);
    const shown = await countInWindow(`sat-notification-${Date.now()}`, '.notification-toast:has-text("SAT search after 100 nodes")');
    if (shown !== undefined) assert.strictEqual(shown, 1);
    const line = await inPanel('sat-progress', 'Nonogram Staircase', 'text', '.progress + p.legend');
    if (line !== undefined) assert.match(line, /^SAT search after 100\u00a0nodes: \d+\u00a0% of the cells known, \d+\u00a0s$/);
    // the grid shows the two rows under the staircase, which line logic decided (54 of 783 cells)
    assert.strictEqual(latest!.known, `${'-'.repeat(27 * 27)}${'0'.repeat(27)}${'1'.repeat(27)}`);
    const caption = await inPanel('sat-known', 'Nonogram Staircase', 'text', '.nonogram-figure figcaption');
    if (caption !== undefined) assert.strictEqual(caption, 'Known before the search: 6\u00a0% of the cells (line logic and probing)');
    await screenshot('nonogram-sat-progress');
    await vscode.commands.executeCommand('logel.cancelSolve');
    assert.strictEqual(await run.session.settled, 'cancelled');
    const stopped = await waitFor('the stopped run\'s result', () => run.session.resultOf('nonogram'), 10000);
    assert.deepStrictEqual([stopped.complete, stopped.cancelled, stopped.solutions, stopped.known], [false, true, [], latest!.known]);
    const after = await inPanel('sat-stopped', 'Nonogram Staircase', 'text', '.nonogram-figure figcaption');
    if (after !== undefined) assert.strictEqual(after, 'Stopped before a solution; known before the search: 6\u00a0% of the cells (line logic and probing)');
    await screenshot('nonogram-sat-stopped');
  });

  it('cancelled while probing, the panel shows only the cells known before the search, none of a probe\'s trial', async () => {
    const { run } = await solveAlone('halves.logel', 'Halves');
    let latest: NonogramProgress | undefined;
    run.session.onEvent((e) => { if (e.type === 'runProgress' && e.kind === 'nonogram') latest = e.progress; });
    await waitFor('probing a second in', () => (latest?.stage === 'probing' && latest.ms >= 1000 ? true : undefined), 60000);
    await vscode.commands.executeCommand('logel.cancelSolve');
    assert.strictEqual(await run.session.settled, 'cancelled');
    const stopped = await waitFor('the stopped run\'s result', () => run.session.resultOf('nonogram'), 10000);
    // line logic and probing decide none of its cells; a probe cut short had painted about all of them
    assert.deepStrictEqual([stopped.complete, stopped.solutions, stopped.known], [false, [], '-'.repeat(120 * 120)]);
    const after = await inPanel('probing-stopped', 'Nonogram Halves', 'text', '.nonogram-figure figcaption');
    if (after !== undefined) assert.strictEqual(after, 'Stopped before a solution; known before the search: 0\u00a0% of the cells (line logic and probing)');
    await screenshot('nonogram-probing-stopped');
  });

  it('a nonogram the background cannot decide in 20 s: once Solve decides it, the lens and the warning say so', async function () {
    this.timeout(240000);
    const { document, run } = await solveAlone('staircase14.logel', 'Staircase14');
    assert.strictEqual(await run.session.settled, 'done');
    assert.strictEqual(run.session.resultOf('nonogram')!.solutions.length, 2);
    const lens = async () => (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10))?.[0]?.command?.title;
    assert.strictEqual(await waitFor('the decided lens', async () => { const t = await lens(); return t?.endsWith('more than one solution') ? t : undefined; }, 30000),
      '▶ Solve nonogram · more than one solution');
    const warnings = await waitFor('the not-unique warning', () => { const d = vscode.languages.getDiagnostics(document.uri); return d.length > 0 ? d : undefined; });
    assert.deepStrictEqual(warnings.map((d) => [d.code, d.message]), [['not-unique', 'nonogram Staircase14 has more than one solution: two differ in 4 cells, first at row 30, column 30']]);
    // the lens on screen too (the server asks the editor to refresh its lenses)
    let asked = 0;
    const shown = await waitFor('the lens on screen', async () => {
      const n = await countInWindow(`decided-lens-${asked++}`, '.codelens-decoration:has-text("more than one solution")');
      return n === undefined || n === 1 ? n ?? -1 : undefined;
    }, 20000);
    if (shown !== -1) assert.strictEqual(shown, 1);
    await screenshot('nonogram-decided-by-solve');
  });

  it('Solve form on the title bar solves the nonogram under the cursor', async () => {
    const api = await logelApi();
    const editor = await openLogel('examples', 'nonograms.logel');
    editor.selection = new vscode.Selection(50, 4, 50, 4); // in the Boat's rows
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm');
    const run = await started;
    assert.strictEqual(run.session.parameters.name, 'Boat');
    assert.strictEqual(run.session.parameters.kind, 'nonogram');
    assert.strictEqual(await run.session.settled, 'done');
    assert.strictEqual(run.session.resultOf('nonogram')!.solutions.length, 1);
  });

  it('Solve form given a nonogram block\'s name solves that nonogram (not "there is no form")', async () => {
    const api = await logelApi();
    const { document } = await openLogel('examples', 'nonograms.logel');
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', document.uri, 'Boat');
    const run = await started;
    assert.deepStrictEqual([run.session.parameters.name, run.session.parameters.kind], ['Boat', 'nonogram']);
    assert.strictEqual(await run.session.settled, 'done');
    assert.strictEqual(run.session.resultOf('nonogram')!.solutions.length, 1);
  });
});

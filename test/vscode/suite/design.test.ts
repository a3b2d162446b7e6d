// The designer's commands in a real VS Code: "Make a nonogram from a picture" on a text-art file
// (no questions asked: a PNG asks for width and colours), "Write nonogram clues from the goal", and a
// not-unique nonogram's proposals: marked in the goal, drawn in the panel, applied by "Make unique";
// "Make a challenge from this solution" in the panel's viewer.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { inPanel, intoQuickInput, logelApi, screenshot, waitFor, withSimpleDialog, workspaceFile } from './helpers';

/** docs/designing.md's heart: a pair of cells below it that its clues cannot place. */
const heart = ['.##...##.', '####.####', '#########', '#########', '.#######.', '..#####..', '...###...', '....#....', '#.......#', '.#.....#.'];
const heartBlock = `nonogram Heart2 {
  rows { ${'2 2, 4 4, 9, 9, 7, 5, 3, 1, 1 1, 1 1'.split(', ').join('\n    ')} }
  columns { ${'3 1, 5 1, 6, 6, 6, 6, 6, 5 1, 3 1'.split(', ').join('\n    ')} }
  goal {
${heart.map((r) => `    ${r}`).join('\n')}
  }
}
`;

describe('designer commands', () => {
  it('"Make a nonogram from a picture" opens the made block in a new .logel file, which has no errors', async () => {
    await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const picture = workspaceFile('swap-picture.txt');
    await vscode.workspace.fs.writeFile(picture, new TextEncoder().encode('#..\n.#.\n...\n'));
    assert.strictEqual(await vscode.commands.executeCommand('logel.makeNonogram', picture), true);
    const editor = vscode.window.activeTextEditor!;
    assert.strictEqual(editor.document.languageId, 'logel');
    const text = editor.document.getText();
    assert.ok(text.startsWith('// made from swap-picture.txt: 3×3, 1 colour\n// unique, rating line, after 1 change'), text);
    assert.ok(text.includes('nonogram swap_picture {') && text.includes('  goal {\n    ...\n    .#.\n    ...\n  }'), text);
    const diagnostics = await waitFor('diagnostics settled', async () => {
      await new Promise((r) => setTimeout(r, 500));
      return vscode.languages.getDiagnostics(editor.document.uri);
    });
    assert.deepStrictEqual(diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error), []);
  });

  it('"Make a nonogram from a picture" without a file asks for it in VS Code\'s open dialog, and appends the block to the .logel file in front', async function () {
    // The driver types into the dialog as a user does; without it (runElectron.mjs) the dialog would be the system's.
    if (!process.env.LOGEL_E2E_SIGNALS) this.skip();
    await logelApi();
    await withSimpleDialog(async () => {
      const picture = workspaceFile('dialog-picture.txt');
      await vscode.workspace.fs.writeFile(picture, new TextEncoder().encode('#..\n.#.\n...\n'));
      const file = workspaceFile('dialog.logel');
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode('// mine\n'));
      const document = await vscode.workspace.openTextDocument(file);
      await vscode.window.showTextDocument(document);
      const made = vscode.commands.executeCommand<boolean>('logel.makeNonogram');
      assert.strictEqual(await intoQuickInput('open-picture', 'Logel: Make a nonogram from a picture', picture.fsPath, 'window-make-nonogram-open-dialog'), 'typed into Logel: Make a nonogram from a picture');
      assert.strictEqual(await made, true);
      const text = document.getText();
      assert.ok(text.startsWith('// mine\n\n// made from dialog-picture.txt: 3×3, 1 colour\n// unique, rating line, after 1 change'), text);
      assert.ok(text.endsWith('  goal {\n    ...\n    .#.\n    ...\n  }\n}\n'), text);
      await screenshot('window-make-nonogram-from-dialog');
    });
  });

  it('"Write nonogram clues from the goal" rewrites the clues of the block at the cursor', async () => {
    await logelApi();
    const document = await vscode.workspace.openTextDocument({ language: 'logel', content: 'nonogram Duck {\n  rows { 1\n         1 }\n  columns { 1 }\n  goal {\n    .##\n    #.#\n    ###\n  }\n}\n' });
    const editor = await vscode.window.showTextDocument(document);
    editor.selection = new vscode.Selection(5, 5, 5, 5);
    const applied = await waitFor('the rewrite', async () => (await vscode.commands.executeCommand<boolean>('logel.cluesFromGoal')) || undefined);
    assert.strictEqual(applied, true);
    assert.strictEqual(document.getText(), 'nonogram Duck {\n  rows {\n    2\n    1 1\n    3\n  }\n  columns {\n    2\n    1 1\n    3\n  }\n  goal {\n    .##\n    #.#\n    ###\n  }\n}\n');
  });

  it('the quick fix "Write the clues from the goal" on a colour goal writes colour clues, and the warning goes', async () => {
    await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const file = workspaceFile('flag-clues.logel');
    const before = 'nonogram Flag {\n  palette {\n    r = #d52b1e\n    b = #1e6fd5\n  }\n  rows { 1r\n         1b }\n  columns { 1r }\n  goal {\n    rrb\n    b.r\n  }\n}\n';
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(before));
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    // The goal is wider than the one column clue.
    const mismatch = await waitFor('the bad-goal error', () => vscode.languages.getDiagnostics(file).find((d) => d.code === 'bad-goal'));
    assert.deepStrictEqual([mismatch.range.start.line, mismatch.range.start.character, mismatch.message], [9, 5, 'this goal row is wider than the nonogram\'s 1 column']);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', file, mismatch.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.title === 'Write the clues from the goal');
    assert.ok(fix?.edit, actions.map((a) => a.title).join(', '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.strictEqual(document.getText(), before.replace('  rows { 1r\n         1b }\n  columns { 1r }', '  rows {\n    2r 1b\n    1b 1r\n  }\n  columns {\n    1r 1b\n    1r\n    1b 1r\n  }'));
    await waitFor('no diagnostics', () => vscode.languages.getDiagnostics(file).length === 0 || undefined);
    await screenshot('window-colour-clues-written');
  });

  it('a Link-a-Pix with two solutions: the quick fix "Re-split the paths where the solutions differ" leaves one', async () => {
    await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const file = workspaceFile('two-ways.logel');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode('linkpix Two {\n  3 . 1\n  . 3 .\n}\n'));
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    const warning = await waitFor('the not-unique warning', () => vscode.languages.getDiagnostics(file).find((d) => d.code === 'not-unique'), 60000);
    assert.deepStrictEqual([warning.range.start.line, warning.range.start.character, warning.range.end.character], [0, 8, 11]);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', file, warning.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.title === 'Re-split the paths where the solutions differ');
    assert.ok(fix?.edit, actions.map((a) => a.title).join(', '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.notStrictEqual(document.getText(), 'linkpix Two {\n  3 . 1\n  . 3 .\n}\n');
    const lens = await waitFor('the Link-a-Pix lens with its finding', async () => {
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', file, 10);
      const title = lenses?.find((l) => l.command?.command === 'logel.solveLinkpix')?.command?.title;
      return title && title !== '▶ Solve Link-a-Pix' && !title.includes('not decided') ? title : undefined;
    }, 60000);
    assert.match(lens, /^▶ Solve Link-a-Pix · (solved by exclusions alone|needs search)$/);
    await waitFor('the warning gone', () => vscode.languages.getDiagnostics(file).some((d) => d.code === 'not-unique') ? undefined : true, 60000);
    await new Promise((r) => setTimeout(r, 1000));    // the lens drawn
    await screenshot('window-linkpix-resplit');
  });

  it('a not-unique goal: the proposals marked in the goal, drawn in the panel beside the two solutions, and "Make unique" applies one', async () => {
    const api = await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const file = workspaceFile('heart2.logel');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(heartBlock));
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    const warning = await waitFor('the not-unique warning with its proposals', () =>
      vscode.languages.getDiagnostics(file).find((d) => d.code === 'not-unique' && d.relatedInformation?.some((r) => r.message.startsWith('proposed'))), 60000);
    const marks = warning.relatedInformation!.filter((r) => r.message.startsWith('proposed'));
    assert.deepStrictEqual(marks.map((r) => [r.message, r.location.range.start.line, r.location.range.start.character]), [
      ['proposed change at row 9, column 1: # -> .', 29, 4], ['proposed change at row 9, column 8: . -> #', 29, 11],
      ['proposed starting hint at row 9, column 1: #', 29, 4], ['proposed starting hint at row 9, column 8: .', 29, 11],
    ]);
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', file, 'Heart2');
    const run = await started;
    assert.strictEqual(await run.session.settled, 'done');
    const result = run.session.resultOf('nonogram')!;
    assert.deepStrictEqual([result.solutions.length, result.proposals?.map((p) => [p.kind, p.cells.length, p.fewest])], [2, [['changes', 2, true], ['hints', 2, true]]]);
    await screenshot('make-unique-panel');
    await vscode.window.showTextDocument(document);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', file, warning.range);
    const titles = actions.map((a) => a.title).filter((t) => t.startsWith('Make unique'));
    assert.deepStrictEqual(titles, ['Make unique: change 2 cells of the goal (row 9, column 1; row 9, column 8), proved fewest', 'Make unique: give 2 starting hints (row 9, column 1; row 9, column 8), proved fewest']);
    assert.ok(await vscode.workspace.applyEdit(actions.find((a) => a.title === titles[0])!.edit!));
    assert.ok(document.getText().includes('    .......##\n    .#.....#.\n  }'), document.getText());
    await waitFor('the warning gone', () => vscode.languages.getDiagnostics(file).some((d) => d.code === 'not-unique') ? undefined : true, 60000);
    await screenshot('window-make-unique-applied');
  });

  it('"Make a challenge from this solution" in the panel appends challenges that the editor reads without errors', async function () {
    this.timeout(240000);
    const api = await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const soma = await vscode.workspace.fs.readFile(workspaceFile('examples', 'soma-cube.logel'));
    const file = workspaceFile('soma-challenge.logel');
    await vscode.workspace.fs.writeFile(file, soma);
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', file, 'Cube');
    const run = await started;
    assert.strictEqual(await run.session.settled, 'done');
    // Without the driver (no panel to click in) there is nothing more to walk.
    if (await inPanel('challenge-open', 'Cube', 'click', 'option:Tableau #1') === undefined) return;
    assert.strictEqual(await inPanel('challenge-click', 'Cube', 'click', 'Make a challenge from this solution'), 'clicked');
    await waitFor('the challenges appended', () => document.getText().includes('form CubeChallenge1 uses soma {') || undefined, 60000);
    assert.match(document.getText(), /\/\/ CubeChallenge1: 3 pre-placed, 1 completion, minimal;[^\n]*\nform CubeChallenge1 uses soma \{\n {2}place (\S+ ?){3}\n/);
    const diagnostics = await waitFor('diagnostics settled', async () => {
      await new Promise((r) => setTimeout(r, 1000));
      return vscode.languages.getDiagnostics(file);
    });
    assert.deepStrictEqual(diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => d.message), []);
    await screenshot('window-challenge-appended');
  });
});

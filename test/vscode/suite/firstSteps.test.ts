import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { countInWindow, EXTENSION_ID, logelApi, screenshot, waitFor, workspaceFile } from './helpers';

interface WalkthroughStep { id: string; title: string; description: string; media: { image?: string; markdown?: string }; completionEvents?: string[] }

/** The code lenses of a document once the language server has answered, resolved. */
async function lenses(uri: vscode.Uri, until: (titles: string[]) => boolean): Promise<string[]> {
  return waitFor('code lenses', async () => {
    const found = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 10);
    const titles = (found ?? []).map((l) => l.command?.title ?? '');
    return titles.length > 0 && until(titles) ? titles : undefined;
  });
}

describe('first steps', () => {
  it('the walkthrough opens; every step has its media and every command it links to exists', async () => {
    await logelApi();
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    const walkthrough = extension.packageJSON.contributes.walkthroughs[0] as { id: string; steps: WalkthroughStep[] };
    assert.deepStrictEqual(walkthrough.steps.map((s) => s.id), ['openExample', 'hoverTile', 'solve', 'readNumbers', 'newPuzzle']);
    const commands = new Set(await vscode.commands.getCommands(true));
    for (const step of walkthrough.steps) {
      const media = step.media.image ?? step.media.markdown!;
      assert.ok(fs.existsSync(path.join(extension.extensionPath, media)), `${step.id}: ${media} is missing`);
      for (const [, command] of step.description.matchAll(/\(command:([\w.]+)\)/g)) assert.ok(commands.has(command), `${step.id} links to ${command}, which does not exist`);
    }
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#${walkthrough.id}`, false);
    await screenshot('window-walkthrough');
  });

  it('the walkthrough leads on while it has the focus: the example opens beside it, the hover shows, the solve finds the editor; steps tick when done', async () => {
    const api = await logelApi();
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#logel.firstSteps`, false);
    // The walkthrough's tab has an input the API does not type (unknown), and is the only tab left.
    const walkthroughTab = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input === undefined);
    const tab = await waitFor('the walkthrough tab', walkthroughTab);
    const ticked = async (step: string) => countInWindow(`ticked-${step}-${Date.now()}`, `[data-done-step-id$="#${step}"][aria-checked="true"]`);
    assert.notStrictEqual(await ticked('openExample'), 1);
    assert.notStrictEqual(await ticked('hoverTile'), 1);

    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('logel.openExample', 'quick.logel');
    assert.strictEqual(editor.document.isUntitled, true);
    assert.strictEqual(editor.document.getText(), fs.readFileSync(path.join(extension.extensionPath, 'examples', 'quick.logel'), 'utf8'));
    assert.ok(walkthroughTab(), 'the example replaced the walkthrough');
    assert.notStrictEqual(editor.viewColumn, tab.group.viewColumn, 'the example opened in the walkthrough\'s group');
    await waitFor('the tick of Open an example', async () => ((await ticked('openExample')) === 0 ? undefined : true));

    // Back to the walkthrough, as a user clicking its next step is.
    const backToWalkthrough = async () => {
      await vscode.commands.executeCommand('workbench.action.focusFirstEditorGroup');
      await waitFor('the walkthrough in front', () => (vscode.window.tabGroups.activeTabGroup.activeTab?.input === undefined ? true : undefined));
    };
    await backToWalkthrough();
    assert.strictEqual(await vscode.commands.executeCommand('logel.showTileHover'), true);
    const active = vscode.window.activeTextEditor!;
    assert.strictEqual(active.document, editor.document);
    assert.strictEqual(active.document.getText(new vscode.Range(active.selection.active, active.selection.active.translate(0, 1))), 'I');
    await waitFor('the hover in the editor', async () => ((await countInWindow(`hover-${Date.now()}`, '.monaco-hover:not(.hidden) .hover-contents')) ?? 1) > 0 ? true : undefined);
    await screenshot('window-walkthrough-hover');
    await waitFor('the tick of Hover a tile', async () => ((await ticked('hoverTile')) === 0 ? undefined : true));

    await backToWalkthrough();
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm');
    const run = await started;
    assert.strictEqual(run.session.parameters.file, editor.document.uri.toString());
    assert.strictEqual(run.session.parameters.name, 'Rectangle4x8');
    assert.strictEqual(await run.session.settled, 'done');
    assert.deepStrictEqual(run.session.resultOf('form')!.solutions, { unique: 36n, total: 144n });
    await waitFor('the tick of Solve a form', async () => ((await ticked('solve')) === 0 ? undefined : true));
    await screenshot('window-walkthrough-solved');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('"New puzzle" opens a puzzle that has no errors and solves: 2 solutions up to symmetry, 6 in all', async () => {
    const api = await logelApi();
    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('logel.newPuzzle');
    assert.strictEqual(editor.document.languageId, 'logel');
    assert.strictEqual(editor.document.isUntitled, true);
    // Its tab is titled by a name, not by the first line of its text.
    assert.match(path.basename(editor.document.uri.path), /^puzzle(-\d+)?\.logel$/);
    assert.match(editor.document.getText(), /^form Rectangle uses first \{$/m);
    const titles = await lenses(editor.document.uri, (t) => t.every((s) => /positions/.test(s)));
    assert.deepStrictEqual(titles, ['▶ Solve form · 6 positions after pruning']);
    assert.deepStrictEqual(vscode.languages.getDiagnostics(editor.document.uri), []);
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', editor.document.uri, 'Rectangle');
    const run = await started;
    assert.strictEqual(await run.session.settled, 'done');
    assert.deepStrictEqual(run.session.resultOf('form')!.solutions, { unique: 2n, total: 6n });
  });

  it('after an edit that makes an error, the lens offers no solve and no stale count; fixing it brings the count back', async () => {
    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('logel.newPuzzle');
    const uri = editor.document.uri;
    await lenses(uri, (t) => t.every((s) => /positions/.test(s)));
    const line = editor.document.getText().split('\n').findIndex((l) => l === '  tiles L x2 S');
    const range = new vscode.Range(line, 13, line, 14);
    assert.ok(await editor.edit((e) => e.replace(range, 'Q')));
    assert.strictEqual(editor.document.lineAt(line).text, '  tiles L x2 Q');
    await waitFor('the error', () => (vscode.languages.getDiagnostics(uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error) ? true : undefined));
    assert.deepStrictEqual(await lenses(uri, (t) => t.every((s) => s.startsWith('⚠'))), ['⚠ Fix the errors to solve (Problems)']);
    await editor.edit((e) => e.replace(range, 'S'));
    assert.deepStrictEqual(await lenses(uri, (t) => t.every((s) => /positions/.test(s))), ['▶ Solve form · 6 positions after pruning']);
  });

  it('"Open example" opens an untitled copy of a bundled example, never the installed file', async () => {
    await logelApi();
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('logel.openExample', 'soma-cube.logel');
    assert.strictEqual(vscode.window.activeTextEditor, editor);
    assert.strictEqual(editor.document.uri.scheme, 'untitled');
    assert.strictEqual(editor.document.isUntitled, true);
    assert.strictEqual(path.basename(editor.document.uri.path), 'soma-cube.logel');
    assert.strictEqual(editor.document.languageId, 'logel');
    assert.strictEqual(editor.document.getText(), fs.readFileSync(path.join(extension.extensionPath, 'examples', 'soma-cube.logel'), 'utf8'));
    // A second copy gets a name of its own.
    const second = await vscode.commands.executeCommand<vscode.TextEditor>('logel.openExample', 'soma-cube.logel');
    assert.strictEqual(path.basename(second.document.uri.path), 'soma-cube-2.logel');
    for (let i = 0; i < 2; i++) await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('converts the art of a file to ASCII aliases and back to the Unicode glyphs', async () => {
    await logelApi();
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('examples', 'tritetratan.logel')));
    const before = editor.document.getText();
    await waitFor('the language server', async () => ((await vscode.commands.getCommands(true)).includes('logel.server.convertArt') ? true : undefined));
    // The four rows with half cells change; '#' is ASCII already.
    assert.strictEqual(await vscode.commands.executeCommand('logel.artToAscii'), 4);
    const rows = editor.document.getText().split('\n').filter((l) => /^  [#1379]{6}$/.test(l));
    assert.deepStrictEqual(rows, ['  ######', '  ####9#', '  ##3###', '  ###7##', '  #1####', '  ######']);
    assert.strictEqual(await vscode.commands.executeCommand('logel.artToUnicode'), 6);
    assert.deepStrictEqual(editor.document.getText().split('\n').filter((l) => /^  [█◣◢◤◥]{6}$/.test(l)), ['  ██████', '  ████◥█', '  ██◢███', '  ███◤██', '  █◣████', '  ██████']);
    assert.strictEqual(editor.document.getText().replace(/█/g, '#'), before);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});

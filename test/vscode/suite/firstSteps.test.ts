import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { EXTENSION_ID, logelApi, screenshot, waitFor, workspaceFile } from './helpers';

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

  it('"New puzzle" opens a puzzle that has no errors and solves: 2 solutions up to symmetry, 6 in all', async () => {
    const api = await logelApi();
    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('logel.newPuzzle');
    assert.strictEqual(editor.document.languageId, 'logel');
    assert.strictEqual(editor.document.isUntitled, true);
    assert.match(editor.document.getText(), /^form Rectangle uses first \{$/m);
    const titles = await lenses(editor.document.uri, (t) => t.every((s) => /positions/.test(s)));
    assert.deepStrictEqual(titles, ['▶ Solve form · 6 positions after pruning']);
    assert.deepStrictEqual(vscode.languages.getDiagnostics(editor.document.uri), []);
    const started = api.nextRun();
    await vscode.commands.executeCommand('logel.solveForm', editor.document.uri, 'Rectangle');
    const run = await started;
    assert.strictEqual(await run.session.settled, 'done');
    assert.deepStrictEqual(run.session.result!.solutions, { unique: 2, total: 6 });
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

  it('"Open example" opens a bundled example by name', async () => {
    await logelApi();
    await vscode.commands.executeCommand('logel.openExample', 'soma-cube.logel');
    const editor = vscode.window.activeTextEditor!;
    assert.ok(editor.document.uri.path.endsWith('/examples/soma-cube.logel'), editor.document.uri.toString());
    assert.strictEqual(editor.document.languageId, 'logel');
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

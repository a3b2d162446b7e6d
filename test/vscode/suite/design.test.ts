// The designer's commands in a real VS Code: "Make a nonogram from a picture" on a text-art file
// (no questions asked: a PNG asks for width and colours) and "Write nonogram clues from the goal".
import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, waitFor, workspaceFile } from './helpers';

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

  it('"Write nonogram clues from the goal" rewrites the clues of the block at the cursor', async () => {
    await logelApi();
    const document = await vscode.workspace.openTextDocument({ language: 'logel', content: 'nonogram Duck {\n  rows { 1\n         1 }\n  columns { 1 }\n  goal {\n    .##\n    #.#\n    ###\n  }\n}\n' });
    const editor = await vscode.window.showTextDocument(document);
    editor.selection = new vscode.Selection(5, 5, 5, 5);
    const applied = await waitFor('the rewrite', async () => (await vscode.commands.executeCommand<boolean>('logel.cluesFromGoal')) || undefined);
    assert.strictEqual(applied, true);
    assert.strictEqual(document.getText(), 'nonogram Duck {\n  rows {\n    2\n    1 1\n    3\n  }\n  columns {\n    2\n    1 1\n    3\n  }\n  goal {\n    .##\n    #.#\n    ###\n  }\n}\n');
  });
});

// "Make a Link-a-Pix from a picture" in a real VS Code: the command reached through the Link-a-Pix
// kind's PictureMaker asks for the longest path (answered in its input box), runs `logel make linkpix`
// and appends the block to the .logel file in front, which the editor then finds unique and
// without diagnostics (the block's goal is the picture, so a solution that painted another would be an error).
import * as assert from 'assert';
import * as vscode from 'vscode';
import { logelApi, screenshot, waitFor, workspaceFile } from './helpers';

/** docs/designing.md's heart, red with two black eyes. */
const heart = 'r = #e02020\nk = #000000\n.rr.rr.\nrrrrrrr\nrrkrkrr\n.rrrrr.\n..rrr..\n...r...\n';
const before = '// my puzzles\n';

describe('make a Link-a-Pix', () => {
  it('"Make a Link-a-Pix from a picture" asks for the longest path and appends a unique block with no diagnostics', async () => {
    await logelApi();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const picture = workspaceFile('heart-picture.txt');
    await vscode.workspace.fs.writeFile(picture, new TextEncoder().encode(heart));
    const file = workspaceFile('made-linkpix.logel');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(before));
    const document = await vscode.workspace.openTextDocument(file);
    await vscode.window.showTextDocument(document);

    // Text art: no width or colours to ask; the longest path is asked, as a user answers it.
    const made = vscode.commands.executeCommand<boolean>('logel.makeLinkpix', picture);
    await new Promise((r) => setTimeout(r, 1000));
    await screenshot('window-make-linkpix-question');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    assert.strictEqual(await made, true);

    const text = document.getText();
    assert.ok(text.startsWith(`${before}\n// made from heart-picture.txt: 7×6, 2 colours\n// unique, `), text);
    assert.ok(text.includes('\nlinkpix heart_picture {\n  palette {\n    a = #e02020\n    b = #000000\n  }\n'), text);
    assert.ok(text.endsWith('  goal {\n    .aa.aa.\n    aaaaaaa\n    aababaa\n    .aaaaa.\n    ..aaa..\n    ...a...\n  }\n}\n'), text);
    const lens = await waitFor('the Link-a-Pix lens with its finding', async () => {
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', file, 10);
      const title = lenses?.find((l) => l.command?.command === 'logel.solveLinkpix')?.command?.title;
      return title && title !== '▶ Solve Link-a-Pix' && !title.includes('not decided') ? title : undefined;
    }, 60000);
    assert.match(lens, /^▶ Solve Link-a-Pix · (solved by exclusions alone|needs search)$/);
    await new Promise((r) => setTimeout(r, 1000));  // the findings' diagnostics are published beside the lens
    assert.deepStrictEqual(vscode.languages.getDiagnostics(file).map((d) => `${d.code}: ${d.message}`), []);
    await screenshot('window-make-linkpix-appended');
  });
});

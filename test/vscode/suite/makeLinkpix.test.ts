// "Make a Link-a-Pix from a picture" in a real VS Code: the command reached through the Link-a-Pix
// kind's PictureMaker asks for the longest path (answered in its input box), runs `logel make linkpix`
// and appends the block to the .logel file in front, which the editor then finds unique and
// without diagnostics (the block's goal is the picture, so a solution that painted another would be an error).
import * as assert from 'assert';
import * as vscode from 'vscode';
import { encode } from 'fast-png';
import { intoQuickInput, logelApi, screenshot, waitFor, withSimpleDialog, workspaceFile } from './helpers';

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

  it('without a file: the PNG picked in VS Code\'s open dialog, then its width, colours and longest path answered as a user types them', async function () {
    // The driver types into the quick inputs; without it (runElectron.mjs) the dialog would be the system's.
    if (!process.env.LOGEL_E2E_SIGNALS) this.skip();
    await logelApi();
    await withSimpleDialog(async () => {
      // The heart at 2×2 pixels a cell: red, black eyes, white around.
      const rows = heart.split('\n').slice(2, -1);
      const rgb: Record<string, number[]> = { r: [0xe0, 0x20, 0x20], k: [0, 0, 0], '.': [255, 255, 255] };
      const data = new Uint8Array(14 * 12 * 3);
      for (let y = 0; y < 12; y++) for (let x = 0; x < 14; x++) data.set(rgb[rows[y >> 1][x >> 1]], (y * 14 + x) * 3);
      const picture = workspaceFile('heart-dialog.png');
      await vscode.workspace.fs.writeFile(picture, encode({ width: 14, height: 12, data, channels: 3, depth: 8 }));
      const file = workspaceFile('made-linkpix-dialog.logel');
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(before));
      const document = await vscode.workspace.openTextDocument(file);
      await vscode.window.showTextDocument(document);
      const made = vscode.commands.executeCommand<boolean>('logel.makeLinkpix');
      assert.deepStrictEqual([
        await intoQuickInput('linkpix-open', 'Logel: Make a Link-a-Pix from a picture', picture.fsPath),
        await intoQuickInput('linkpix-width', 'Width in cells', '7', 'window-make-linkpix-width'),
        await intoQuickInput('linkpix-colours', 'Colours', '2 colours', 'window-make-linkpix-colours'),
        await intoQuickInput('linkpix-longest', 'Longest path', '5'),
      ], ['typed into Logel: Make a Link-a-Pix from a picture', 'typed into Width in cells', 'typed into Colours', 'typed into Longest path']);
      assert.strictEqual(await made, true);
      const text = document.getText();
      assert.ok(text.startsWith(`${before}\n// made from heart-dialog.png: 7×6, 2 colours\n// unique, `), text);
      // Two colours found by k-means in the PNG's pixels, the darker first.
      assert.ok(text.includes('\nlinkpix heart_dialog {\n  palette {\n    a = #000000\n    b = #e02020\n  }\n'), text);
      assert.ok(text.endsWith('  goal {\n    .bb.bb.\n    bbbbbbb\n    bbababb\n    .bbbbb.\n    ..bbb..\n    ...b...\n  }\n}\n'), text);
      // --max-length 5: no clue above 5.
      const clues = text.slice(text.indexOf('linkpix heart_dialog'), text.indexOf('  goal {')).match(/\b\d+(?=[a-z]?\b)/g)!.map(Number).filter((n) => n > 0);
      assert.ok(clues.length > 0 && Math.max(...clues) <= 5, clues.join(' '));
      await screenshot('window-make-linkpix-from-dialog');
    });
  });
});

import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, openLogel, waitFor } from './helpers';

describe('activation', () => {
  it('activates on a .logel file and registers its commands', async () => {
    const editor = await openLogel('examples', 'tritetratan.logel');
    assert.strictEqual(editor.document.languageId, 'logel');
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    await waitFor('activation', () => (extension.isActive ? true : undefined));
    const api = extension.exports as Record<string, unknown>;
    assert.deepStrictEqual(Object.keys(api).sort(), ['lastRefusal', 'lastRun', 'nextRun']);
    // logel.server.* come from the language server (registered by the client once it has started).
    const commands = (await vscode.commands.getCommands(true)).filter((c) => c.startsWith('logel.') && !c.startsWith('logel.server.')).sort();
    assert.deepStrictEqual(commands, ['logel.artToAscii', 'logel.artToUnicode', 'logel.cancelSolve', 'logel.cluesFromGoal', 'logel.exportSolutions', 'logel.makeLinkpix', 'logel.makeNonogram', 'logel.newPuzzle', 'logel.openExample', 'logel.showTileHover', 'logel.solveForm', 'logel.solveLinkpix', 'logel.solveNonogram']);
  });
});

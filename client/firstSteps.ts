// The first five minutes: "New puzzle" opens an untitled .logel file with a small puzzle that
// solves, "Open example" picks one of the bundled examples. The walkthrough (package.json) leads
// through both, a hover and a solve. "Convert art" rewrites a file's art in ASCII aliases (which line
// up in any font) or in the Unicode glyphs; the language server computes the edits.
import * as vscode from 'vscode';

export function registerFirstSteps(extensionUri: vscode.Uri): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('logel.newPuzzle', () => newPuzzle(extensionUri)),
    vscode.commands.registerCommand('logel.openExample', (name?: string) => openExample(extensionUri, name)),
    vscode.commands.registerCommand('logel.artToAscii', () => convertArt('ascii')),
    vscode.commands.registerCommand('logel.artToUnicode', () => convertArt('unicode')),
  );
}

async function convertArt(to: 'ascii' | 'unicode'): Promise<number> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || document.languageId !== 'logel') {
    void vscode.window.showInformationMessage('Logel: open a .logel file to convert its art.');
    return 0;
  }
  // Registered by the language client from the server's executeCommandProvider.
  const rows = (await vscode.commands.executeCommand<number>('logel.server.convertArt', document.uri.toString(), to)) ?? 0;
  vscode.window.setStatusBarMessage(`Logel: ${rows} art row${rows === 1 ? '' : 's'} converted to ${to === 'ascii' ? 'ASCII' : 'Unicode'}`, 5000);
  return rows;
}

async function newPuzzle(extensionUri: vscode.Uri): Promise<vscode.TextEditor> {
  const template = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'snippets', 'new-puzzle.logel'));
  const document = await vscode.workspace.openTextDocument({ language: 'logel', content: new TextDecoder().decode(template) });
  return vscode.window.showTextDocument(document);
}

/** Opens examples/NAME, or the one the user picks; each example's first comment line describes it. */
async function openExample(extensionUri: vscode.Uri, name?: string): Promise<vscode.TextEditor | undefined> {
  const folder = vscode.Uri.joinPath(extensionUri, 'examples');
  let file = typeof name === 'string' ? name : undefined;
  if (!file) {
    const entries = (await vscode.workspace.fs.readDirectory(folder)).filter(([n, type]) => type === vscode.FileType.File && n.endsWith('.logel')).map(([n]) => n).sort();
    const items = await Promise.all(entries.map(async (n) => {
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, n)));
      const about = /^\/\/\s*(.*)$/m.exec(text)?.[1] ?? '';
      return { label: n.replace(/\.logel$/, ''), detail: about, file: n };
    }));
    file = (await vscode.window.showQuickPick(items, { title: 'Logel: Open example', placeHolder: 'Which example?', matchOnDetail: true }))?.file;
  }
  if (!file) return undefined;
  const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, file));
  return vscode.window.showTextDocument(document);
}

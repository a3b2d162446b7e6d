// The first five minutes: "New puzzle" opens an untitled .logel file with a small puzzle that
// solves, "Open example" an untitled copy of one of the bundled examples (never the installed file
// itself). The walkthrough (package.json) leads through both, a hover and a solve; its steps are
// ticked by context keys set when a step has really happened (onCommand would tick a step whose
// command did nothing). "Convert art" rewrites a file's art in ASCII aliases (which line up in any
// font) or in the Unicode glyphs; the language server computes the edits.
import * as vscode from 'vscode';
import { parse } from '../core/read';
import { logelEditor } from './logelEditor';
import type { ServerCommand, ServerCommands } from '../core/protocol';

/** The context keys the walkthrough's completion events wait for. */
export const stepDone = {
  exampleOpened: 'logel.walkthrough.exampleOpened',
  hoverShown: 'logel.walkthrough.hoverShown',
  solveStarted: 'logel.walkthrough.solveStarted',
  puzzleCreated: 'logel.walkthrough.puzzleCreated',
} as const;

export function markStep(key: string): void {
  void vscode.commands.executeCommand('setContext', key, true);
}

export function registerFirstSteps(extensionUri: vscode.Uri): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('logel.newPuzzle', () => newPuzzle(extensionUri)),
    vscode.commands.registerCommand('logel.openExample', (name?: string) => openExample(extensionUri, name)),
    vscode.commands.registerCommand('logel.showTileHover', () => showTileHover()),
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
  const command: ServerCommand = 'logel.server.convertArt';
  const args: ServerCommands[typeof command]['arguments'] = [document.uri.toString(), to];
  const rows = (await vscode.commands.executeCommand<ServerCommands[typeof command]['result']>(command, ...args)) ?? 0;
  vscode.window.setStatusBarMessage(`Logel: ${rows} art row${rows === 1 ? '' : 's'} converted to ${to === 'ascii' ? 'ASCII' : 'Unicode'}`, 5000);
  return rows;
}

async function newPuzzle(extensionUri: vscode.Uri): Promise<vscode.TextEditor> {
  const template = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'snippets', 'new-puzzle.logel'));
  const editor = await openUntitled('puzzle.logel', new TextDecoder().decode(template));
  markStep(stepDone.puzzleCreated);
  return editor;
}

/** Opens an untitled copy of examples/NAME, or of the one the user picks; each example's first comment line describes it. */
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
  let text: string;
  try {
    text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, file)));
  } catch {
    void vscode.window.showErrorMessage(`Logel: there is no example ${file}.`);
    return undefined;
  }
  const editor = await openUntitled(file, text);
  markStep(stepDone.exampleOpened);
  return editor;
}

/**
 * An untitled document named `name` (its tab title; Save As proposes it) holding `text`. Beside the
 * active tab when that is not a text editor (the walkthrough), so that the walkthrough stays in view.
 */
async function openUntitled(name: string, text: string): Promise<vscode.TextEditor> {
  const taken = new Set(vscode.workspace.textDocuments.filter((d) => d.isUntitled).map((d) => d.uri.path));
  const stem = name.replace(/\.logel$/, '');
  let path = `${stem}.logel`;
  for (let i = 2; taken.has(path); i++) path = `${stem}-${i}.logel`;
  const document = await vscode.workspace.openTextDocument(vscode.Uri.from({ scheme: 'untitled', path }));
  const edit = new vscode.WorkspaceEdit();
  edit.insert(document.uri, new vscode.Position(0, 0), text);
  await vscode.workspace.applyEdit(edit);
  const activeTab = vscode.window.tabGroups.activeTabGroup.activeTab;
  const beside = activeTab !== undefined && !(activeTab.input instanceof vscode.TabInputText);
  return vscode.window.showTextDocument(document, { viewColumn: beside ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active });
}

/** Shows the hover of the first tile of the .logel editor in view (the walkthrough's step: it has the focus, not the editor). */
async function showTileHover(): Promise<boolean> {
  const editor = await logelEditor();
  if (!editor) {
    void vscode.window.showInformationMessage('Logel: open a .logel file (an example) to hover one of its tiles.');
    return false;
  }
  const tile = parse(editor.document.getText()).tree.items.flatMap((i) => (i.kind === 'tileset' ? i.tiles : []))[0];
  if (!tile) {
    void vscode.window.showInformationMessage('Logel: this file declares no tile to hover; rest the mouse on a tile name of a form instead.');
    return false;
  }
  const at = new vscode.Position(tile.name.range.start.line, tile.name.range.start.character);
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  await vscode.window.showTextDocument(editor.document, { viewColumn: editor.viewColumn, preserveFocus: false });
  await vscode.commands.executeCommand('editor.action.showHover');
  markStep(stepDone.hoverShown);
  return true;
}

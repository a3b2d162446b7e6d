// The designer's commands: "Write nonogram clues from the goal" applies the language server's
// rewrite (the nonogram kind's code action, core/nonogram/codeActions.ts) to the nonogram block at the cursor; "Make a nonogram from a
// picture" asks for a PNG or text-art file and inserts what `logel make nonogram` prints, run as a
// child process of the bundled CLI so that the repair's solves never hold up the extension host.
import { fork } from 'node:child_process';
import * as vscode from 'vscode';
import { CLUES_FROM_GOAL_TITLE } from '../core/nonogram/codeActions';

export function registerDesignCommands(extensionUri: vscode.Uri): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('logel.cluesFromGoal', cluesFromGoal),
    vscode.commands.registerCommand('logel.makeNonogram', (picture?: vscode.Uri) => makeNonogram(extensionUri, picture)),
  );
}

async function cluesFromGoal(): Promise<boolean> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'logel') {
    void vscode.window.showInformationMessage('Logel: put the cursor in a nonogram block with a goal.');
    return false;
  }
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider',
    editor.document.uri, editor.selection, vscode.CodeActionKind.RefactorRewrite.value) ?? [];
  const action = actions.find((a) => a.title === CLUES_FROM_GOAL_TITLE);
  if (!action?.edit) {
    void vscode.window.showInformationMessage('Logel: no change: the cursor is not in a nonogram with a goal, or its clues already are the goal\'s.');
    return false;
  }
  return vscode.workspace.applyEdit(action.edit);
}

/** Asks for the picture (and for a PNG its width and colours), makes the block and inserts it at the cursor of a .logel editor, or in a new file. */
async function makeNonogram(extensionUri: vscode.Uri, pictureArg?: vscode.Uri): Promise<boolean> {
  const picture = pictureArg ?? (await vscode.window.showOpenDialog({ title: 'Logel: Make a nonogram from a picture', canSelectMany: false, filters: { Pictures: ['png', 'txt'] } }))?.[0];
  if (!picture) return false;
  const args = ['make', 'nonogram', picture.fsPath];
  if (picture.fsPath.toLowerCase().endsWith('.png')) {
    const width = await vscode.window.showInputBox({ title: 'Width in cells', value: '30', validateInput: (v) => (/^\d+$/.test(v) && +v >= 1 && +v <= 1000 ? undefined : 'a whole number from 1 to 1000') });
    if (width === undefined) return false;
    const colours = await vscode.window.showQuickPick(['black and white', '2 colours', '3 colours', '4 colours', '6 colours'], { title: 'Colours' });
    if (colours === undefined) return false;
    args.push('--width', width, ...(colours.startsWith('black') ? [] : ['--colours', colours.split(' ')[0]]));
  }
  const made = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'Logel: making the nonogram unique', cancellable: true },
    (_progress, token) => runCli(vscode.Uri.joinPath(extensionUri, 'dist', 'cli.js').fsPath, args, token));
  if (made === undefined) return false;
  if (made.code !== 0) {
    void vscode.window.showErrorMessage(`Logel: ${made.err.trim() || 'no set of changes made the picture unique'}`);
    if (made.code !== 1 || made.out.trim() === '') return false;
  }
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.languageId === 'logel') {
    return editor.edit((e) => e.insert(editor.selection.active, `${made.out.trimEnd()}\n`));
  }
  const document = await vscode.workspace.openTextDocument({ language: 'logel', content: made.out });
  await vscode.window.showTextDocument(document);
  return true;
}

/** Runs the bundled CLI in a child Node process (the editor's own runtime); undefined when cancelled. */
export function runCli(cli: string, args: string[], token: vscode.CancellationToken): Promise<{ code: number; out: string; err: string } | undefined> {
  return new Promise((resolve) => {
    const child = fork(cli, args, { silent: true, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } });
    let out = '', err = '';
    child.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr?.on('data', (d: Buffer) => { err += d.toString(); });
    const cancelled = token.onCancellationRequested(() => child.kill());
    child.on('exit', (code) => { cancelled.dispose(); resolve(token.isCancellationRequested ? undefined : { code: code ?? 1, out, err }); });
    child.on('error', (e) => { cancelled.dispose(); resolve({ code: 1, out, err: e.message }); });
  });
}

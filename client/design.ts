// The designer's commands: "Write nonogram clues from the goal" applies the language server's
// rewrite (the nonogram kind's code action, core/nonogram/codeActions.ts) to the nonogram block at the cursor; each kind's
// "Make a ... from a picture" (its PictureMaker) asks for a PNG or text-art file and appends what `logel make KEYWORD`
// prints, run as a child process of the bundled CLI so that the solves never hold up the extension host.
import { fork } from 'node:child_process';
import * as vscode from 'vscode';
import { CLUES_FROM_GOAL_TITLE } from '../core/nonogram/codeActions';
import type { BlockKind, PictureMaker, PictureQuestion } from '../core/language/blocks';
import { blockKinds } from '../core/read';

export function registerDesignCommands(extensionUri: vscode.Uri): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('logel.cluesFromGoal', cluesFromGoal),
    ...blockKinds.flatMap((kind) => kind.pictureMaker ? [vscode.commands.registerCommand(kind.pictureMaker.command,
      (picture?: vscode.Uri, answers?: Answers) => makeFromPicture(extensionUri, { ...kind, pictureMaker: kind.pictureMaker! }, picture, answers))] : []),
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

/** What a test or a script answers instead of the user: the picture's questions by title. */
type Answers = Record<string, string>;

/**
 * A kind's "Make a ... from a picture": asks for the picture and the kind's questions (core/language/blocks.ts's
 * PictureMaker), runs `logel make KEYWORD` and appends the block to the .logel editor in front, or opens it as a new file.
 */
async function makeFromPicture(extensionUri: vscode.Uri, kind: BlockKind & { pictureMaker: PictureMaker }, pictureArg?: vscode.Uri, answers: Answers = {}): Promise<boolean> {
  const maker = kind.pictureMaker;
  // The .logel file the command started from gets the block, even if another editor is in front when it is made.
  const front = vscode.window.activeTextEditor?.document;
  const target = front?.languageId === 'logel' ? front : undefined;
  const picture = pictureArg ?? (await vscode.window.showOpenDialog({ title: `Logel: Make a ${kind.title} from a picture`, canSelectMany: false, filters: { Pictures: ['png', 'txt'] } }))?.[0];
  if (!picture) return false;
  const args = ['make', kind.keyword, picture.fsPath];
  const png = picture.fsPath.toLowerCase().endsWith('.png');
  for (const question of maker.questions) {
    if (question.png && !png) continue;
    const answer = await ask(question, answers[question.title]);
    if (answer === undefined) return false;
    args.push(...answer);
  }
  const made = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `Logel: ${maker.progress}`, cancellable: true },
    (_progress, token) => runCli(vscode.Uri.joinPath(extensionUri, 'dist', 'cli.js').fsPath, args, token));
  if (made === undefined) return false;
  if (made.code !== 0) {
    void vscode.window.showErrorMessage(`Logel: ${made.err.trim() || `no ${kind.title} was made from the picture`}`);
    if (made.code !== 1 || made.out.trim() === '') return false;
  }
  if (target) {
    const text = target.getText();
    const end = target.positionAt(text.length);
    const gap = text === '' || text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
    const edit = new vscode.WorkspaceEdit();
    edit.insert(target.uri, end, `${gap}${made.out.trimEnd()}\n`);
    if (!(await vscode.workspace.applyEdit(edit))) return false;
    const editor = await vscode.window.showTextDocument(target);
    editor.revealRange(new vscode.Range(end, target.positionAt(target.getText().length)));
    return true;
  }
  const document = await vscode.workspace.openTextDocument({ language: 'logel', content: made.out });
  await vscode.window.showTextDocument(document);
  return true;
}

/** The CLI options of one answer: `given` (a script's) or the user's; undefined when the user cancels. */
async function ask(question: PictureQuestion, given: string | undefined): Promise<string[] | undefined> {
  if ('picks' in question) {
    const label = given ?? (await vscode.window.showQuickPick(question.picks.map((p) => p.label), { title: question.title }));
    return label === undefined ? undefined : question.picks.find((p) => p.label === label)?.args;
  }
  const { least, most } = question;
  const valid = (v: string) => (/^\d+$/.test(v) && +v >= least && +v <= most ? undefined : `a whole number from ${least} to ${most}`);
  const value = given ?? await vscode.window.showInputBox({ title: question.title, value: `${question.value}`, validateInput: valid });
  return value === undefined || valid(value) ? undefined : [question.option, value];
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

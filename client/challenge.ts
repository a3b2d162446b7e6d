// "Make a challenge from this solution" (the panel's tableau viewer): runs `logel make challenge` on the
// document's current text with the solution on screen, as a child process of the bundled CLI (the
// searches never hold up the extension host), and adds the challenges at the end of the document.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { runCli } from './design';

export async function makeChallenge(extensionUri: vscode.Uri, file: string, form: string, positions: string[]): Promise<boolean> {
  let document: vscode.TextDocument;
  try {
    document = await vscode.workspace.openTextDocument(vscode.Uri.parse(file));
  } catch {
    void vscode.window.showErrorMessage(`Logel: cannot read ${file}`);
    return false;
  }
  // The text as the editor has it, saved or not.
  const dir = mkdtempSync(join(tmpdir(), 'logel-challenge-'));
  const input = join(dir, 'form.logel');
  writeFileSync(input, document.getText());
  const args = ['make', 'challenge', input, '--form', form, '--positions', positions.join(' ')];
  const made = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `Logel: making challenges from a solution of ${form}`, cancellable: true },
    (_progress, token) => runCli(vscode.Uri.joinPath(extensionUri, 'dist', 'cli.js').fsPath, args, token));
  rmSync(dir, { recursive: true, force: true });
  if (made === undefined) return false;
  if (made.code !== 0) {
    void vscode.window.showErrorMessage(`Logel: ${made.err.trim().replace(/^logel: /, '') || 'no challenge was made'}`);
    return false;
  }
  const end = document.lineAt(document.lineCount - 1).range.end;
  const edit = new vscode.WorkspaceEdit();
  edit.insert(document.uri, end, `${document.getText().endsWith('\n') ? '' : '\n'}\n${made.out.trimEnd()}\n`);
  if (!(await vscode.workspace.applyEdit(edit))) return false;
  const editor = await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.One, preserveFocus: false });
  const first = new vscode.Position(end.line + 1, 0);
  editor.revealRange(new vscode.Range(first, first), vscode.TextEditorRevealType.AtTop);
  return true;
}

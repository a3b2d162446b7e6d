// The .logel editor a command acts on when it is called from elsewhere (the walkthrough, a panel,
// the palette while another tab has the focus): the active editor if it shows a .logel file, else
// one in view, else the most recently used .logel tab, brought into view.
import * as vscode from 'vscode';

export async function logelEditor(): Promise<vscode.TextEditor | undefined> {
  const isLogel = (d: vscode.TextDocument) => d.languageId === 'logel';
  const active = vscode.window.activeTextEditor;
  if (active && isLogel(active.document)) return active;
  const visible = vscode.window.visibleTextEditors.find((e) => isLogel(e.document));
  if (visible) return visible;
  const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputText && vscode.workspace.textDocuments.some((d) => isLogel(d) && d.uri.toString() === (t.input as vscode.TabInputText).uri.toString()));
  if (!tab) return undefined;
  const document = await vscode.workspace.openTextDocument((tab.input as vscode.TabInputText).uri);
  return vscode.window.showTextDocument(document, { viewColumn: tab.group.viewColumn, preserveFocus: true });
}

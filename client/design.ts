// The designer's commands: "Write nonogram clues from the goal" applies the language server's
// rewrite (server/cluesFromGoal.ts) to the nonogram block at the cursor.
import * as vscode from 'vscode';

const cluesFromGoalTitle = 'Write the clues from the goal';

export function registerDesignCommands(): vscode.Disposable {
  return vscode.commands.registerCommand('logel.cluesFromGoal', cluesFromGoal);
}

async function cluesFromGoal(): Promise<boolean> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'logel') {
    void vscode.window.showInformationMessage('Logel: put the cursor in a nonogram block with a goal.');
    return false;
  }
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider',
    editor.document.uri, editor.selection, vscode.CodeActionKind.RefactorRewrite.value) ?? [];
  const action = actions.find((a) => a.title === cluesFromGoalTitle);
  if (!action?.edit) {
    void vscode.window.showInformationMessage('Logel: no change: the cursor is not in a nonogram with a goal, or its clues already are the goal\'s.');
    return false;
  }
  return vscode.workspace.applyEdit(action.edit);
}

// "Make unique": quick fixes on a nonogram's not-unique warning that apply the proposals its
// background examination found (core/nonogram/proposals.ts): the goal's cells changed and its clues
// rewritten, or starting hints added.
import { CodeAction, CodeActionKind, CodeActionParams } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analysis } from '../core/document';
import { nonogramsOf } from '../core/nonogram/build';
import type { NonogramFindings } from '../core/nonogram/examine';
import { proposalEdits, proposalTitle } from '../core/nonogram/proposals';
import { Workspace } from './workspace';

export function proposalActions(ws: Workspace, doc: TextDocument, analysis: Analysis, params: CodeActionParams): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of params.context.diagnostics) {
    if (d.source !== 'logel' || d.code !== 'not-unique') continue;
    const nonogram = nonogramsOf(analysis.model).find((n) => n.nameRange.start.line === d.range.start.line && n.nameRange.start.character === d.range.start.character);
    const findings = nonogram && ws.peekFindings(doc, nonogram) as NonogramFindings | undefined;
    for (const p of findings?.proposals ?? []) {
      actions.push({ title: proposalTitle(nonogram!, p), kind: CodeActionKind.QuickFix, diagnostics: [d], edit: { changes: { [doc.uri]: proposalEdits(nonogram!, p) } } });
    }
  }
  return actions;
}

// "Re-split the paths where the solutions differ": the quick fix on a linkpix block's not-unique
// warning; the edit is core/linkpix/make.ts's resplitEdit, this only hands it to the editor.
import { CodeAction, CodeActionKind, CodeActionParams } from 'vscode-languageserver/node';
import type { PuzzleBlock } from '../core/language/syntax';
import { containsPosition } from '../core/language/text';
import { linkpixBlocksOf } from '../core/linkpix/language';
import { resplitEdit } from '../core/linkpix/make';

export const RESPLIT_TITLE = 'Re-split the paths where the solutions differ';
/** A re-split that takes longer than this is not offered (the editor waits for its actions). */
const budgetMs = 5000;

export function resplitActions(uri: string, blocks: readonly PuzzleBlock[], params: CodeActionParams): CodeAction[] {
  const diagnostics = params.context.diagnostics.filter((d) => d.source === 'logel' && d.code === 'not-unique');
  if (diagnostics.length === 0 || (params.context.only && !params.context.only.some((k) => CodeActionKind.QuickFix.startsWith(k)))) return [];
  const block = linkpixBlocksOf({ blocks }).find((b) => diagnostics.some((d) => containsPosition(b.range, d.range.start)));
  if (!block) return [];
  const started = Date.now();
  const edit = resplitEdit(block, { shouldStop: () => Date.now() - started > budgetMs });
  if (!edit) return [];
  return [{ title: RESPLIT_TITLE, kind: CodeActionKind.QuickFix, diagnostics: diagnostics.filter((d) => containsPosition(block.range, d.range.start)), isPreferred: true, edit: { changes: { [uri]: [edit] } } }];
}

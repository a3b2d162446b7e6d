// "Write the clues from the goal": a quick fix on the diagnostics a goal and its clues can disagree
// by, and the same edit as a refactoring anywhere in a nonogram block whose clues are not its goal's.
import { CodeAction, CodeActionKind, CodeActionParams } from 'vscode-languageserver/node';
import { blocksOf } from '../core/language/blocks';
import type { PuzzleBlock } from '../core/language/syntax';
import type { NonogramDecl } from '../core/nonogram/syntax';
import { containsPosition } from '../core/language/text';
import { cluesFromGoal } from '../core/nonogram/goalClues';

export const CLUES_FROM_GOAL_TITLE = 'Write the clues from the goal';

/** The codes a rewrite of the clues from the goal can clear. */
const fixedCodes = new Set(['goal-mismatch', 'totals-differ', 'clue-too-long', 'bad-goal', 'bad-nonogram']);

export function cluesFromGoalActions(uri: string, blocks: readonly PuzzleBlock[], params: CodeActionParams): CodeAction[] {
  const decl = blocksOf<NonogramDecl>({ blocks }, 'nonogram').find((b) => containsPosition(b.range, params.range.start));
  if (!decl) return [];
  const edits = cluesFromGoal(decl);
  if (edits.length === 0) return [];
  const diagnostics = params.context.diagnostics.filter((d) => d.source === 'logel' && fixedCodes.has(String(d.code)) && containsPosition(decl.range, d.range.start));
  // A quick fix where it clears a diagnostic, unless only refactorings are asked for (the command asks so).
  const wants = (kind: string) => !params.context.only || params.context.only.some((k) => kind.startsWith(k));
  const edit = { changes: { [uri]: edits } };
  if (diagnostics.length > 0 && wants(CodeActionKind.QuickFix)) return [{ title: CLUES_FROM_GOAL_TITLE, kind: CodeActionKind.QuickFix, diagnostics, isPreferred: true, edit }];
  return wants(CodeActionKind.RefactorRewrite) ? [{ title: CLUES_FROM_GOAL_TITLE, kind: CodeActionKind.RefactorRewrite, edit }] : [];
}

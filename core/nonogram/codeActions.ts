// The nonogram kind's code actions: "Write the clues from the goal", a quick fix on the diagnostics a
// goal and its clues can disagree by, and the same edit as a rewrite anywhere in a nonogram block whose
// clues are not its goal's.
import type { ActionDiagnostic, KindCodeAction } from '../kind';
import { cluesFromGoal } from './goalClues';
import type { NonogramDecl } from './syntax';

export const CLUES_FROM_GOAL_TITLE = 'Write the clues from the goal';

/** The codes a rewrite of the clues from the goal can clear. */
const fixedCodes = new Set(['goal-mismatch', 'totals-differ', 'clue-too-long', 'bad-goal', 'bad-nonogram']);

export function nonogramCodeActions<D extends ActionDiagnostic>(decl: NonogramDecl, diagnostics: D[], wants: (kind: KindCodeAction<D>['kind']) => boolean): KindCodeAction<D>[] {
  const edits = cluesFromGoal(decl);
  if (edits.length === 0) return [];
  const fixes = diagnostics.filter((d) => fixedCodes.has(d.code));
  // A quick fix where it clears a diagnostic, unless only rewrites are asked for (the command asks so).
  if (fixes.length > 0 && wants('quickfix')) return [{ title: CLUES_FROM_GOAL_TITLE, kind: 'quickfix', edits, fixes, isPreferred: true }];
  return wants('refactor.rewrite') ? [{ title: CLUES_FROM_GOAL_TITLE, kind: 'refactor.rewrite', edits }] : [];
}

// The nonogram kind's code actions: "Write the clues from the goal", a quick fix on the diagnostics a
// goal and its clues can disagree by, and the same edit as a rewrite anywhere in a nonogram block whose
// clues are not its goal's. And "Make unique" on a not-unique warning: the proposals its background
// examination found (core/nonogram/proposals.ts), the goal's cells changed or starting hints added.
import type { ActionDiagnostic, KindCodeAction } from '../kind';
import type { Nonogram } from './build';
import type { NonogramFindings } from './examine';
import { cluesFromGoal } from './goalClues';
import { proposalEdits, proposalTitle } from './proposals';
import type { NonogramDecl } from './syntax';

export const CLUES_FROM_GOAL_TITLE = 'Write the clues from the goal';

/** The codes a rewrite of the clues from the goal can clear. */
const fixedCodes = new Set(['goal-mismatch', 'totals-differ', 'clue-too-long', 'bad-goal', 'bad-nonogram']);

export function nonogramCodeActions<D extends ActionDiagnostic>(decl: NonogramDecl, diagnostics: D[], wants: (kind: KindCodeAction<D>['kind']) => boolean,
  nonogram?: Nonogram, findings?: NonogramFindings): KindCodeAction<D>[] {
  return [...goalClueActions(decl, diagnostics, wants), ...proposalActions(diagnostics, wants, nonogram, findings)];
}

function proposalActions<D extends ActionDiagnostic>(diagnostics: D[], wants: (kind: KindCodeAction<D>['kind']) => boolean,
  nonogram?: Nonogram, findings?: NonogramFindings): KindCodeAction<D>[] {
  const warning = diagnostics.find((d) => d.code === 'not-unique');
  if (!warning || !nonogram || !wants('quickfix')) return [];
  return (findings?.proposals ?? []).map((p) => ({ title: proposalTitle(nonogram, p), kind: 'quickfix' as const, edits: proposalEdits(nonogram, p), fixes: [warning] }));
}

function goalClueActions<D extends ActionDiagnostic>(decl: NonogramDecl, diagnostics: D[], wants: (kind: KindCodeAction<D>['kind']) => boolean): KindCodeAction<D>[] {
  const edits = cluesFromGoal(decl);
  if (edits.length === 0) return [];
  const fixes = diagnostics.filter((d) => fixedCodes.has(d.code));
  // A quick fix where it clears a diagnostic, unless only rewrites are asked for (the command asks so).
  if (fixes.length > 0 && wants('quickfix')) return [{ title: CLUES_FROM_GOAL_TITLE, kind: 'quickfix', edits, fixes, isPreferred: true }];
  return wants('refactor.rewrite') ? [{ title: CLUES_FROM_GOAL_TITLE, kind: 'refactor.rewrite', edits }] : [];
}

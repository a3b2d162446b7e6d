// The nonogram as a puzzle kind (core/kind.ts): its block reader, model, background solve and lens word.
import { PuzzleKind } from '../kind';
import { Nonogram, nonogramBlocks } from './build';
import { nonogramCodeActions } from './codeActions';
import { nonogramCompletions } from './completion';
import { examineNonogram, NonogramFindings } from './examine';
import { clueAt, clueHover, findingsSummary, hintAt, nonogramHover } from './hover';
import { containsPosition } from '../language/text';
import { NonogramDecl, nonogramKeywords } from './syntax';
import type { NonogramRunResult } from '../protocol';

export const nonogramKind: PuzzleKind<Nonogram, NonogramFindings, NonogramRunResult> = {
  ...nonogramBlocks,
  blockKeywords: nonogramKeywords,
  examine: (nonogram, { shouldStop, satSolver, decided }) => examineNonogram(nonogram, shouldStop, satSolver, decided),
  summary: findingsSummary,
  outline(block) {
    const { rows, columns, palette } = block as NonogramDecl;
    return `nonogram${rows && columns ? ` ${columns.clues.length}×${rows.clues.length}` : ''}${palette ? ', colour' : ''}`;
  },
  sections: (block) => {
    const { palette, rows, columns, goal, hints } = block as NonogramDecl;
    return [palette, rows, columns, goal, hints].flatMap((s) => (s ? [s.range] : []));
  },
  hover(nonogram, p, findings) {
    const at = clueAt(nonogram, p);
    if (at) return { markdown: clueHover(nonogram, at), range: (at.kind === 'row' ? nonogram.rowRanges : nonogram.columnRanges)[at.index] };
    const hint = nonogram.block.hints && containsPosition(nonogram.block.hints.range, p) ? hintAt(nonogram, p) : undefined;
    if (hint) return hint;
    return containsPosition(nonogram.nameRange, p) ? { markdown: nonogramHover(nonogram, findings), range: nonogram.nameRange } : undefined;
  },
  complete: (block, p, before) => nonogramCompletions(block as NonogramDecl, p, before),
  codeActions: (block, diagnostics, wants, nonogram, findings) => nonogramCodeActions(block as NonogramDecl, diagnostics, wants, nonogram, findings),
};

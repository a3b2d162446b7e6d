// The nonogram as a puzzle kind (core/kind.ts): its block reader, model, background solve and lens word.
import { PuzzleKind } from '../kind';
import { Nonogram, nonogramBlocks } from './build';
import { nonogramCompletions } from './completion';
import { examineNonogram, NonogramFindings } from './examine';
import { findingsSummary } from './hover';
import { NonogramDecl, nonogramKeywords } from './syntax';

export const nonogramKind: PuzzleKind<Nonogram, NonogramFindings> = {
  ...nonogramBlocks,
  title: 'nonogram',
  blockKeywords: nonogramKeywords,
  examine: (nonogram, { shouldStop, satSolver }) => examineNonogram(nonogram, shouldStop, satSolver),
  summary: findingsSummary,
  solveCommand: 'logel.solveNonogram',
  outline(block) {
    const { rows, columns, palette } = block as NonogramDecl;
    return `nonogram${rows && columns ? ` ${columns.clues.length}×${rows.clues.length}` : ''}${palette ? ', colour' : ''}`;
  },
  sections: (block) => {
    const { palette, rows, columns, goal } = block as NonogramDecl;
    return [palette, rows, columns, goal].flatMap((s) => (s ? [s.range] : []));
  },
  complete: (block, p, before) => nonogramCompletions(block as NonogramDecl, p, before),
};

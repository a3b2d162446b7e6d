// Link-a-Pix as a puzzle kind (core/kind.ts): its block reader, model, background solve and lens word.
import { PuzzleKind } from '../kind';
import { examineLinkpix, LinkpixFindings, linkpixSummary } from './examine';
import { Linkpix, LinkpixBlock, linkpixBlocks } from './language';
import { clueAt, clueHover } from './hover';
import { resplitEdit } from './make';
import type { LinkpixRunResult } from '../protocol';

export const RESPLIT_TITLE = 'Re-split the paths where the solutions differ';
/** A re-split that takes longer than this is not offered (the editor waits for its actions). */
const resplitBudgetMs = 5000;

export const linkpixKind: PuzzleKind<Linkpix, LinkpixFindings, LinkpixRunResult> = {
  ...linkpixBlocks,
  blockKeywords: ['palette', 'goal'],
  examine: (linkpix, { shouldStop, decided }) => examineLinkpix(linkpix.block, shouldStop, decided)!,
  summary: linkpixSummary,
  hover(linkpix, p) {
    const at = clueAt({ blocks: [linkpix.block] }, p);
    return at && { markdown: clueHover(at.block, at.cell), range: at.range };
  },
  outline(block) {
    const { puzzle } = block as LinkpixBlock;
    return `Link-a-Pix${puzzle ? ` ${puzzle.width}×${puzzle.height}${puzzle.coloured ? ', colour' : ''}` : ''}`;
  },
  sections: (block) => [(block as LinkpixBlock).goal?.range].flatMap((r) => (r ? [r] : [])),
  // On a not-unique warning: the paths split where a second solution differs (core/linkpix/make.ts).
  codeActions(block, diagnostics, wants) {
    const fixes = diagnostics.filter((d) => d.code === 'not-unique');
    if (fixes.length === 0 || !wants('quickfix')) return [];
    const started = Date.now();
    const edit = resplitEdit(block as LinkpixBlock, { shouldStop: () => Date.now() - started > resplitBudgetMs });
    return edit ? [{ title: RESPLIT_TITLE, kind: 'quickfix', edits: [edit], fixes, isPreferred: true }] : [];
  },
};

// Link-a-Pix as a puzzle kind (core/kind.ts): its block reader, model, background solve and lens word.
import { PuzzleKind } from '../kind';
import { examineLinkpix, LinkpixFindings, linkpixSummary } from './examine';
import { Linkpix, LinkpixBlock, linkpixBlocks } from './language';
import { clueAt, clueHover } from './hover';

export const linkpixKind: PuzzleKind<Linkpix, LinkpixFindings> = {
  ...linkpixBlocks,
  blockKeywords: ['palette', 'goal'],
  examine: (linkpix, { shouldStop }) => examineLinkpix(linkpix.block, shouldStop)!,
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
};

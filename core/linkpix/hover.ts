// Hover on a clue of a linkpix block: its candidate paths before and after the exclusions and
// where its partner may be. The solve behind it stops before the search (the hover is answered on
// the server's main thread), is bounded and kept per puzzle, so that hovering clue after clue of one
// version of the text solves once.
import { containsPosition, Position, Range } from '../language/text';
import { SyntaxTree } from '../language/syntax';
import { blocksOf } from '../language/blocks';
import { cellName } from './puzzle';
import { ClueCounts, LinkpixSolveResult, solveLinkpix } from './solve';
import { LinkpixBlock } from './language';

const HOVER_WORK = 20_000_000;
const solved = new WeakMap<object, LinkpixSolveResult>();

/** The clue under `p` in a linkpix block, with its block and range. */
export function clueAt(tree: Pick<SyntaxTree, 'blocks'>, p: Position): { block: LinkpixBlock; cell: number; range: Range } | undefined {
  for (const block of blocksOf<LinkpixBlock>(tree, 'linkpix')) {
    if (!block.puzzle || !containsPosition(block.range, p)) continue;
    for (const [cell, range] of block.clueRanges) if (containsPosition(range, p)) return { block, cell, range };
  }
  return undefined;
}

export function clueHover(block: LinkpixBlock, cell: number): string {
  const puzzle = block.puzzle!;
  let r = solved.get(puzzle);
  if (!r) { r = solveLinkpix(puzzle, { maxWork: HOVER_WORK, exclusionsOnly: true }); solved.set(puzzle, r); }
  const counts: ClueCounts | undefined = r.clues.find((c) => c.cell === cell);
  const value = puzzle.clues[cell];
  const colour = puzzle.coloured ? ` (colour ${block.letters.get(puzzle.colours[cell]) ?? puzzle.colours[cell]})` : '';
  const head = `**clue ${value}**${colour} at ${cellName(puzzle, cell)}`;
  if (!counts || counts.generated === 0 && r.problem) return `${head}\n\n${r.problem?.message ?? 'not solved'}`;
  const partners = value === 1 ? 'a one-cell path' : counts.partners.length === 0 ? 'no partner left'
    : `partner${counts.partners.length > 1 ? ' one of' : ''}: ${counts.partners.map((c) => cellName(puzzle, c)).join('; ')}`;
  return `${head}\n\n${counts.generated} candidate path${counts.generated === 1 ? '' : 's'}, ${counts.afterExclusions} after the exclusions · ${partners}`;
}

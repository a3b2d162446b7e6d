// Formatting a linkpix block's clue grid: every column as wide as its widest cell, numbers
// right-aligned, one blank between columns, so that the grid reads as a table.
import { SyntaxTree } from '../language/syntax';
import { blocksOf } from '../language/blocks';
import { LinkpixBlock } from './language';
import { LineIndex } from '../language/text';
import { maxOf } from '../arrays';

/** The widest cell a clue grid is aligned to: a clue that long would be a path of 10^11 cells. */
const maxAlignedWidth = 12;

/** The new text of each clue row line (by line number), given the indent the block's rows get. */
export function alignedClueRows(tree: SyntaxTree, lines: LineIndex, indent: (line: number) => number): Map<number, string> {
  const out = new Map<number, string>();
  for (const block of blocksOf<LinkpixBlock>(tree, 'linkpix')) {
    const rows = block.rowRanges.map((r) => {
      const text = lines.lineText(r.start.line);
      const comment = /\/\/.*$/.exec(text)?.[0];
      return { line: r.start.line, cells: text.replace(/\/\/.*$/, '').trim().split(/\s+/), comment };
    });
    if (rows.length === 0 || rows.some((r) => r.cells.length !== rows[0].cells.length)) continue;  // ragged: an error, leave it
    const widths = rows[0].cells.map((_, k) => maxOf(rows.map((r) => r.cells[k].length)));
    if (maxOf(widths) > maxAlignedWidth) continue;  // an error already; padding a column to it could multiply the block's size
    for (const r of rows) {
      const cells = r.cells.map((c, k) => c.padStart(widths[k])).join(' ');
      out.set(r.line, ' '.repeat(indent(r.line)) + cells + (r.comment ? ` ${r.comment}` : ''));
    }
  }
  return out;
}

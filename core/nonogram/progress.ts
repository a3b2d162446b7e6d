// How far a nonogram solve has come, in the words that the Solve notification, the panel and the
// CLI's terminal line all show.
import type { NonogramProgress } from '../protocol';

/** "search, 100 nodes: 29 % of the cells known, 12 s"; `space` goes between a number and its unit
 *  (the panel's no-break space, so that they never wrap apart). The seconds show from the first on:
 *  the SAT search can run for minutes with nothing else changing. */
export function nonogramProgressText(p: NonogramProgress, space = ' '): string {
  const nodes = `${p.searchNodes.toLocaleString('en-US')}${space}nodes`;
  const stage = p.stage === 'line' ? 'line logic' : p.stage === 'probing' ? 'probing' : p.sat ? `SAT search after ${nodes}` : `search, ${nodes}`;
  const known = Math.floor((100 * p.knownCells) / Math.max(1, p.cells));
  return `${stage}: ${known}${space}% of the cells known${p.ms >= 1000 ? `, ${Math.floor(p.ms / 1000)}${space}s` : ''}`;
}

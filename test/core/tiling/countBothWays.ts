// Counting up to symmetry two ways that share nothing beyond the search: Burnside's lemma (what a
// count does) and the canonical filter, which looks at every solution found like a listing does.
import * as assert from 'assert';
import { PreparedForm, solvePrepared } from '../../../core/tiling/solve';

export function countBothWays(p: PreparedForm): { unique: bigint; total: bigint } {
  const burnside = solvePrepared(p, { mode: 'count' }).solutions;
  // When every class meets the restricted search once, both ways are the same plain count.
  if (p.group.elements.length <= 1 || (p.restriction.tile >= 0 && p.restriction.stabilizers.size === 0)) return burnside;
  const filter = solvePrepared(p, { mode: 'count', countBy: 'filter' }).solutions;
  assert.deepStrictEqual(burnside, filter, `form ${p.form.name}: Burnside's lemma and the canonical filter`);
  return burnside;
}

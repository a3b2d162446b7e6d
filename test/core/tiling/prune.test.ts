// Pruning (step 4, core/tiling/prune.ts) tests only the atoms near each position on bit sets and the
// rest by their tile counts. Here it is checked against the rule written out plainly, every atom
// against every remaining position, on random forms of pentominoes with random holes and counts.
import * as assert from 'assert';
import { buildModel } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';
import { Form } from '../../../core/language/model';
import { formAtoms, generatePositions, Position } from '../../../core/tiling/positions';
import { prune } from '../../../core/tiling/prune';
import { seeded } from '../../seeded';

/** The fixed point of the rule, in whole rounds: a position stays while every required other tile and
 *  every atom it leaves free has a remaining position that does not overlap it (nor is of its own
 *  tile, when that tile is placed once). */
function plainPrune(form: Form, atomCount: number, positions: Position[], candidates: number[]): number[] {
  let current = candidates;
  for (;;) {
    const overlap = (p: Position, q: Position) => p.atoms.some((a) => q.atoms.includes(a));
    const next = current.filter((i) => {
      const p = positions[i];
      const once = form.tiles[p.tile].max === 1;
      const fits = current.map((j) => positions[j]).filter((q) => !overlap(p, q) && !(once && q.tile === p.tile));
      const tilesOk = form.tiles.every((ft, t) => t === p.tile || ft.min === 0 || fits.some((q) => q.tile === t));
      const atomsOk = Array.from({ length: atomCount }, (_, x) => x).every((x) => p.atoms.includes(x) || fits.some((q) => q.atoms.includes(x)));
      return tilesOk && atomsOk;
    });
    if (next.length === current.length) return current;
    current = next;
  }
}

/** Prunes every position of the form's tiles both ways; returns how many were kept of how many. */
function samePrune(text: string): [number, number] {
  const form = buildModel(text, standardLibrary).forms[0];
  const atoms = formAtoms(form);
  const positions = generatePositions(form, atoms);
  const all = positions.map((_, i) => i);
  const kept = prune(form, atoms.count, positions, all);
  assert.deepStrictEqual(kept, plainPrune(form, atoms.count, positions, all));
  return [kept.length, positions.length];
}

describe('pruning positions, against the rule written out plainly', () => {
  it("an atom far away that only one tile covers takes that tile's other positions", () => {
    // Only I fits the strip at the left, so no I stays in the block at the right, 6 columns away.
    const [kept, all] = samePrune('use pentominoes\nform R uses pentominoes {\n  tiles I F x2 L x2 P\n' +
      '  #####......#####\n' + '  ...........#####\n'.repeat(4) + '}\n');
    assert.ok(kept < all, `${kept} of ${all}`);
  });

  const rnd = seeded(20261128);
  for (let trial = 0; trial < 40; trial++) {
    // Long forms with holes: pieces at one end are far from atoms at the other.
    const width = 9 + Math.floor(rnd() * 8), height = 2 + Math.floor(rnd() * 3);
    const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (rnd() < 0.2 ? '.' : '#')).join(''));
    const names = [...'FILNPTUVWXYZ'].filter(() => rnd() < 0.25);
    if (names.length === 0) names.push('P');
    const tiles = names.map((n) => (rnd() < 0.3 ? `${n} x2` : n)).join(' ');
    const optional = names.filter(() => rnd() < 0.3);
    it(`${width}×${height}, tiles ${tiles}${optional.length ? `, optional ${optional.join(' ')}` : ''}`, () => {
      samePrune(`use pentominoes\nform R uses pentominoes {\n  tiles ${tiles}\n${optional.length ? `  optional ${optional.join(' ')}\n` : ''}${rows.map((r) => `  ${r}`).join('\n')}\n}\n`);
    });
  }
});

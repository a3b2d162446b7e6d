// Counting up to symmetry by Burnside's lemma (core/tiling/burnside.ts): against the canonical filter,
// against the count without symmetry, split into shares, and the plan of counts it makes.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { standardLibrary } from '../../../core/language/library';
import { Form } from '../../../core/language/model';
import type { SearchShare } from '../../../core/search/exactCover';
import { planCount } from '../../../core/tiling/burnside';
import { addSolveResults, prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { countBothWays } from './countBothWays';

function formOf(set: string, options: string[], art: string[]): Form {
  const m = buildModel(`${set.split(', ').map((s) => `use ${s}\n`).join('')}form F uses ${set} {\n${[...options, ...art].map((l) => '  ' + l).join('\n')}\n}\n`, standardLibrary);
  assert.deepStrictEqual(m.diagnostics.map((d) => d.message), []);
  return m.forms[0];
}
const rect = (w: number, h: number) => Array.from({ length: h }, () => '#'.repeat(w));
const plainTotal = (form: Form) => solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'count' }).solutions.total;

describe("counting up to symmetry by Burnside's lemma", () => {
  it('a one-sided set (mirror images are other tiles, swapped by the mirrors): the same both ways, every solution in the total', () => {
    const form = formOf('one_sided_tetrominoes', ['tiles I4 O4 L4 l4 Z4 z4'], rect(6, 4));
    const p = prepareForm(form);
    assert.strictEqual(p.numbers.symmetry.order, 4);
    const counted = countBothWays(p);
    assert.strictEqual(counted.total, plainTotal(form));
    assert.ok(counted.unique > 0 && counted.unique * 4n >= counted.total && counted.unique < counted.total, `${counted.unique} of ${counted.total}`);
  });

  it('many copies of one tile: dominoes in squares (orbits of one or two dominoes), both ways', () => {
    // Domino tilings of the 4×4 and 6×6 squares: 36 and 6,728 in all (OEIS A004003).
    for (const [n, all] of [[4, 36], [6, 6728]]) {
      const form = formOf('dominoes', [`tiles I2 x${(n * n) / 2}`], rect(n, n));
      const counted = countBothWays(prepareForm(form));
      assert.strictEqual(counted.total, BigInt(all));
    }
  });

  it('two kinds of copies whose counts the orbits cannot carry alone: checked on each fixed solution, both ways', () => {
    const form = formOf('tetrominoes', ['tiles I4 x2 O4 x2'], rect(4, 4));
    const counted = countBothWays(prepareForm(form));
    assert.strictEqual(counted.total, plainTotal(form));
    const mixed = formOf('monominoes, dominoes, trominoes', ['tiles I2 x4 O1 x2 I3 x2'], rect(4, 4));
    assert.strictEqual(countBothWays(prepareForm(mixed)).total, plainTotal(mixed));
  });

  it('adds up over shares: each share counts its share of every search, and the classes come out whole', () => {
    for (const form of [formOf('tetrominoes', ['wrap x y'], rect(5, 4)), formOf('dominoes', ['tiles I2 x8'], rect(4, 4))]) {
      const p = prepareForm(form);
      const whole = solvePrepared(p, { mode: 'count' });
      const shares = Array.from({ length: 3 }, (_, index) => solvePrepared(p, { mode: 'count', share: { index, count: 3 } }));
      assert.deepStrictEqual(addSolveResults(shares).solutions, whole.solutions);
      assert.strictEqual(addSolveResults(shares).classesTimesOrder, whole.classesTimesOrder);
    }
  });

  it('with subtrees claimed per search, the shares that run count everything: share 0 alone, or a share that joins when all is claimed', () => {
    // As threads/shares.ts claims: one counter per search, each search taking its share's `next`.
    const claimed = (counters: number[], index: number, search = 0): SearchShare => ({
      index, count: 3,
      claim: () => (counters[search] = (counters[search] ?? 0) + 1) - 1,
      next: () => claimed(counters, index, search + 1),
    });
    for (const form of [formOf('dominoes', ['tiles I2 x8'], rect(4, 4)), formOf('dominoes', ['tiles I2 x18'], rect(6, 6))]) {
      const p = prepareForm(form);
      const whole = solvePrepared(p, { mode: 'count' });
      const counters: number[] = [];
      const alone = solvePrepared(p, { mode: 'count', share: claimed(counters, 0) });
      assert.ok(counters.length > 1, 'several searches claimed');
      assert.deepStrictEqual(alone.solutions, whole.solutions);
      assert.strictEqual(alone.classesTimesOrder, whole.classesTimesOrder);
      const late = solvePrepared(p, { mode: 'count', share: claimed(counters, 1) });
      assert.deepStrictEqual([late.solutions, late.classesTimesOrder], [{ unique: 0n, total: 0n }, 0n]);
    }
  });

  describe('listing up to symmetry', () => {
    it('shows the first solution the search finds, whatever its class: as without symmetry', () => {
      const form = formOf('dominoes', ['tiles I2 x32'], rect(8, 8));
      const plain = solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'first', limit: 1 });
      const reduced = solvePrepared(prepareForm(form), { mode: 'first', limit: 1 });
      assert.deepStrictEqual(reduced.list, plain.list);
      assert.strictEqual(reduced.search.placements, plain.search.placements);
    });

    it('lists each class once: the first 5 of 8×8, and all of 4×4 (36 tilings) as the count finds them', () => {
      const p = prepareForm(formOf('dominoes', ['tiles I2 x32'], rect(8, 8)));
      const five = solvePrepared(p, { mode: 'first', limit: 5 }).list!;
      assert.strictEqual(five.length, 5);
      // No two are images of each other: their images under the 8 symmetries are 5 disjoint sets.
      const keyOf = (names: string[]) => names.map((n) => p.positions.findIndex((q) => q.name === n)).sort((a, b) => a - b);
      const classes = five.map((names) => new Set(p.group.elements.map((g) => keyOf(names).map((i) => g.positions[i]).sort((a, b) => a - b).join(','))));
      for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) assert.ok([...classes[a]].every((k) => !classes[b].has(k)), `${a} and ${b}`);
      const small = prepareForm(formOf('dominoes', ['tiles I2 x8'], rect(4, 4)));
      const all = solvePrepared(small, { mode: 'all' });
      assert.deepStrictEqual(all.solutions, solvePrepared(small, { mode: 'count' }).solutions);
      assert.strictEqual(BigInt(all.list!.length), all.solutions.unique);
      assert.strictEqual(all.solutions.total, 36n);
    });
  });

  describe('the Logiq Tower', () => {
    const m = buildModel(readFileSync(path.join(__dirname, '../../../../examples/logiq-tower.logel'), 'utf8'), standardLibrary);
    const tower = (h: number) => prepareForm(m.forms.find((f) => f.name === `Tower${h}`)!);

    it('4 rows: no tile is in every solution, so the count splits: solutions with S, then without S with F, without S and F with T, then the rest', () => {
      // Each part keeps the tile with the fewest orbits (S: its 24 positions are one orbit), then,
      // among those tied, the one that overlaps the most positions.
      const p = tower(4);
      const parts = planCount(p.form, p.atoms.count, p.positions, p.group);
      const name = (t: number) => (t < 0 ? null : p.form.tiles[t].tile.name);
      assert.deepStrictEqual(parts.map((part) => [part.excluded.map(name), name(part.tile), part.kept.length, part.stabilizer]), [
        [[], 'S', 1, 1],
        [['S'], 'F', 2, 1],
        [['S', 'F'], 'T', 2, 1],
        [['S', 'F', 'T'], 'C4', 2, 1],
      ]);
      assert.deepStrictEqual(solvePrepared(p, { mode: 'count' }).solutions, { unique: 13588n, total: 326112n });
    });

    it("2 and 3 rows: the parts by Burnside's lemma and the canonical filter over every solution agree (23 and 2,294 classes)", function () {
      this.timeout(120000); // the filter visits all 55,056 solutions of 3 rows: seconds on a busy machine
      assert.deepStrictEqual(countBothWays(tower(2)), { unique: 23n, total: 552n });
      assert.deepStrictEqual(countBothWays(tower(3)), { unique: 2294n, total: 55056n });
    });
  });
});

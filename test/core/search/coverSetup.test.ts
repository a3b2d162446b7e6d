import * as assert from 'assert';
import { buildCoverMatrix, type CoverMatrix } from '../../../core/search/coverMatrix';
import { coverSetup } from '../../../core/search/coverSetup';
import { seeded } from '../../seeded';

// The set-up computed the plain way, option by option, as the definitions in coverSetup.ts read.
function expected(matrix: CoverMatrix, W: number): { itemMask: number[]; conflict: number[]; suspects: number[][] } {
  const { itemCount, primaryCount: P, optionCount, optionStart, nodeItem, itemLength } = matrix;
  const items = (x: number): number[] => Array.from(nodeItem.subarray(optionStart[x], optionStart[x + 1]));
  const itemMask = new Array<number>(itemCount * W).fill(0);
  for (let x = 0; x < optionCount; x++) for (const i of items(x)) itemMask[i * W + (x >>> 5)] |= 1 << (x & 31);
  const conflict = new Array<number>(optionCount * W).fill(0);
  for (let x = 0; x < optionCount; x++) for (const i of items(x)) for (let w = 0; w < W; w++) conflict[x * W + w] |= itemMask[i * W + w];
  const optionsOn = (i: number): number[] => Array.from({ length: optionCount }, (_, y) => y).filter((y) => items(y).includes(i));
  const suspects: number[][] = [];
  for (let x = 0; x < optionCount; x++) {
    // for each item j of x, each option y on j, each primary item of y: one more shared option,
    // in the order first met; then the 16 with the fewest options left, stable
    const shared = new Map<number, number>();
    for (const j of items(x)) for (const y of optionsOn(j)) for (const i of items(y)) if (i < P) shared.set(i, (shared.get(i) ?? 0) + 1);
    for (const i of items(x)) shared.delete(i);
    const ranked = [...shared].map(([i, count]) => ({ i, left: itemLength[i] - count })).sort((a, b) => a.left - b.left);
    suspects.push(ranked.slice(0, 16).map((s) => s.i));
  }
  return { itemMask, conflict, suspects };
}

describe('cover set-up (WebAssembly)', () => {
  it('gives the item masks, conflicts and suspects of their definitions on 300 random problems', () => {
    const random = seeded(21);
    let withSuspects = 0, longRanking = 0;
    for (let trial = 0; trial < 300; trial++) {
      const itemCount = 2 + Math.floor(random() * 40), primaryCount = 1 + Math.floor(random() * itemCount);
      const options = Array.from({ length: 1 + Math.floor(random() * 90) }, () => {
        const option: number[] = [];
        for (let i = 0; i < itemCount; i++) if (random() < 0.15) option.push(i);
        return option;
      });
      const matrix = buildCoverMatrix({ itemCount, primaryCount, options });
      const W = (matrix.optionCount + 31) >>> 5;
      const got = coverSetup(matrix, W, true);
      const want = expected(matrix, W);
      assert.deepStrictEqual(Array.from(got.itemMask), want.itemMask, `trial ${trial}`);
      assert.deepStrictEqual(Array.from(got.conflict), want.conflict, `trial ${trial}`);
      assert.strictEqual(got.suspectStart.length, matrix.optionCount + 1);
      for (let x = 0; x < matrix.optionCount; x++) {
        assert.deepStrictEqual(Array.from(got.suspect.subarray(got.suspectStart[x], got.suspectStart[x + 1])), want.suspects[x], `trial ${trial}, option ${x}`);
        if (want.suspects[x].length > 0) withSuspects++;
        if (want.suspects[x].length === 16) longRanking++;
      }
      // without conflicts: no suspects either, and the masks the same
      const plain = coverSetup(matrix, W, false);
      assert.deepStrictEqual(Array.from(plain.itemMask), want.itemMask);
      assert.strictEqual(plain.conflict.length + plain.suspect.length, 0);
      assert.ok(plain.suspectStart.every((s) => s === 0));
    }
    assert.ok(withSuspects > 2000 && longRanking > 50, `${withSuspects} options with suspects, ${longRanking} with 16`);
  });

  it('keeps each search its own copy when another set-up follows', () => {
    const first = buildCoverMatrix({ itemCount: 3, primaryCount: 3, options: [[0, 1], [1, 2], [2]] });
    const a = coverSetup(first, 1, true);
    const before = Array.from(a.conflict);
    coverSetup(buildCoverMatrix({ itemCount: 4, primaryCount: 2, options: [[0], [1, 3], [0, 2]] }), 1, true);
    assert.deepStrictEqual(Array.from(a.conflict), before);
    assert.deepStrictEqual(before, [0b011, 0b111, 0b110]);
  });
});

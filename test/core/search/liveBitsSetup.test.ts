import * as assert from 'assert';
import { buildCoverMatrix, type CoverMatrix } from '../../../core/search/coverMatrix';
import { liveBitsInstance, searchLiveBits } from '../../../core/search/liveBits';
import { seeded } from '../../seeded';

// The set-up passes of the live-bits module, copied out: the item masks, the conflicts (when
// asked for) and each option's suspects.
function setUp(matrix: CoverMatrix, W: number, useConflict: boolean): { itemMask: Int32Array; conflict: Int32Array; suspectStart: Int32Array; suspect: Int32Array } {
  const { itemCount, primaryCount, optionCount } = matrix;
  const { e, optionStart, nodeItem, itemLength } = liveBitsInstance(matrix);
  const itemMaskAt = e.itemMasks(itemCount, optionCount, optionStart, nodeItem, W);
  const conflictAt = useConflict ? e.conflictMasks(optionCount, optionStart, nodeItem, itemMaskAt, W) : 0;
  const suspectCount = useConflict ? e.findSuspects(itemCount, primaryCount, optionCount, optionStart, nodeItem, itemLength) : -1;
  const buffer = e.memory.buffer;
  return {
    itemMask: new Int32Array(buffer, itemMaskAt, itemCount * W).slice(),
    conflict: useConflict ? new Int32Array(buffer, conflictAt, optionCount * W).slice() : new Int32Array(0),
    suspectStart: suspectCount >= 0 ? new Int32Array(buffer, e.suspectStart(), optionCount + 1).slice() : new Int32Array(optionCount + 1),
    suspect: suspectCount >= 0 ? new Int32Array(buffer, e.suspects(), suspectCount).slice() : new Int32Array(0),
  };
}

// The set-up computed the plain way, option by option, as the definitions in wasm/liveBits.ts read.
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

describe('live-bits set-up (WebAssembly)', () => {
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
      const got = setUp(matrix, W, true);
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
      const plain = setUp(matrix, W, false);
      assert.deepStrictEqual(Array.from(plain.itemMask), want.itemMask);
      assert.strictEqual(plain.conflict.length + plain.suspect.length, 0);
      assert.ok(plain.suspectStart.every((s) => s === 0));
    }
    assert.ok(withSuspects > 2000 && longRanking > 50, `${withSuspects} options with suspects, ${longRanking} with 16`);
  });

  it("gives a search started from inside another one's callback an instance of its own", () => {
    // 4 queens (rows and columns primary, diagonals secondary): 2 solutions; each one listed
    // starts a count of the 5 domino tilings of a 2x4 board, which must not disturb the listing
    // it runs inside.
    const queens = buildCoverMatrix({
      itemCount: 8 + 14, primaryCount: 8,
      options: Array.from({ length: 16 }, (_, k) => { const r = k >> 2, c = k & 3; return [r, 4 + c, 8 + r + c, 15 + r - c + 3]; }),
    });
    const dominoes = buildCoverMatrix({ itemCount: 8, primaryCount: 8, options: [[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [6, 7], [0, 4], [1, 5], [2, 6], [3, 7]] });
    const listed: number[][] = [];
    const inner: bigint[] = [];
    const stats = searchLiveBits(queens, {
      mode: 'all',
      onSolution: (chosen, length) => {
        listed.push(Array.from(chosen.subarray(0, length)).sort((a, b) => a - b));
        inner.push(searchLiveBits(dominoes, { mode: 'count' }).solutions);
      },
    });
    assert.deepStrictEqual(listed.sort((a, b) => a[0] - b[0]), [[1, 7, 8, 14], [2, 4, 11, 13]]);
    assert.deepStrictEqual([stats.solutions, inner], [2n, [5n, 5n]]);
  });
});

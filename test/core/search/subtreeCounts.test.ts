import * as assert from 'assert';
import { SubtreeCounts } from '../../../core/search/subtreeCounts';

describe('subtree counts', () => {
  it('gives back every count stored, through the growth of its table, and -1 for keys never stored', () => {
    const memo = new SubtreeCounts(3);
    const key = new Int32Array(5);
    // Keys that differ in one word only, or in the high bits, or are all zero, stored at an offset.
    const keyOf = (n: number) => { key.set([n & 7, n >>> 3, -(n % 11), n * 0x10001, 0], 0); return key; };
    for (let n = 0; n < 100_000; n++) memo.set(keyOf(n), 1, n * 3 + 0.5);
    for (let n = 0; n < 100_000; n++) assert.strictEqual(memo.get(keyOf(n), 1), n * 3 + 0.5, `key ${n}`);
    for (let n = 100_000; n < 101_000; n++) assert.strictEqual(memo.get(keyOf(n), 1), -1, `key ${n}`);
    memo.set(keyOf(7), 1, 2 ** 40);
    assert.strictEqual(memo.get(keyOf(7), 1), 2 ** 40);
  });
});

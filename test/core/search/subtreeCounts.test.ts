import * as assert from 'assert';
import { SubtreeCounts } from '../../../core/search/subtreeCounts';

describe('subtree counts', () => {
  // Keys that differ in one word only, or in the high bits, or are all zero, stored at an offset.
  const key = new Int32Array(5);
  const keyOf = (n: number) => { key.set([n & 7, n >>> 3, -(n % 11), n * 0x10001, 0], 0); return key; };

  it('gives back every count stored, and -1 for keys never stored', () => {
    const memo = new SubtreeCounts(3);
    for (let n = 0; n < 100_000; n++) memo.set(keyOf(n), 1, n * 3);
    for (let n = 0; n < 100_000; n++) assert.strictEqual(memo.get(keyOf(n), 1), n * 3, `key ${n}`);
    for (let n = 100_000; n < 101_000; n++) assert.strictEqual(memo.get(keyOf(n), 1), -1, `key ${n}`);
    memo.set(keyOf(200_000), 1, 2 ** 32 - 3);
    assert.strictEqual(memo.get(keyOf(200_000), 1), 2 ** 32 - 3);
    // Too big to keep in 32 bits: not kept, so the subtree is searched again.
    memo.set(keyOf(200_001), 1, 2 ** 40);
    assert.strictEqual(memo.get(keyOf(200_001), 1), -1);
  });

  it('keeps no more than its memory allows: three quarters of its slots, then misses', () => {
    // 64 KB for keys of 3 words (16 bytes a slot): 4,096 slots, 3,072 entries.
    const memo = new SubtreeCounts(3, 64 << 10);
    for (let n = 0; n < 10_000; n++) memo.set(keyOf(n), 1, n);
    let kept = 0;
    for (let n = 0; n < 10_000; n++) {
      const count = memo.get(keyOf(n), 1);
      if (count >= 0) {
        assert.strictEqual(count, n);
        kept++;
      }
    }
    assert.strictEqual(kept, 3072);
  });
});

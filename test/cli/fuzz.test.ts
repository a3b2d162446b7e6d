// A fixed slice of `npm run fuzz` (test/fuzz): the first 300 hostile inputs through the CLI in process.
import * as assert from 'assert';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { bruteForceCount, runCliInput } from '../fuzz/cliFuzz';

describe('fuzzing the CLI (a slice of npm run fuzz)', function () {
  this.timeout(300_000);

  it('counts small exact-cover problems by brute force, multiplicities past 32 bits included', () => {
    assert.strictEqual(bruteForceCount('a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n'), 1);
    assert.strictEqual(bruteForceCount('2|A B\nA\nA B\nB\n'), 1);
    assert.strictEqual(bruteForceCount('4294967297|A\nA\n'), 0);
  });

  it('300 hostile inputs to check, xc and solve: no crash, no internal error, no wrong count', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logel-fuzz-slice-'));
    const failures = [];
    for (let i = 0; i < 300; i++) {
      const r = await runCliInput(15, i, dir);
      if (r.verdict !== 'ok') failures.push(r);
    }
    assert.deepStrictEqual(failures, []);
  });
});

// Hostile nonogram input to the CLI (issue 31): each case once crashed, hung, ran out of memory or
// gave a wrong answer. Now each gives a clear answer, or a clear error with its place.
import * as assert from 'assert';
import { truncateSync } from 'fs';
import { inputFolder, run } from './run';

const { write: file } = inputFolder('logel-hostile-nonogram-');

describe('logel under hostile nonogram input', () => {
  it('refuses a file past 64 MB before reading it, and stops reading a device that never ends', async () => {
    const big = file('big.non', '');
    truncateSync(big, 64 * 1024 * 1024 + 1);
    for (const command of ['check', 'solve', 'import']) {
      assert.deepStrictEqual(await run(command, big), { code: 1, out: [], err: [`logel: cannot read ${big}: larger than the 64 MB a file may have`] });
    }
    const zero = await run('check', '/dev/zero');
    assert.deepStrictEqual(zero, { code: 1, out: [], err: ['logel: cannot read /dev/zero: larger than the 64 MB a file may have'] });
  });

  it('reads "rows, blank line, columns" with 320,000 blank lines between them (each line start rescanned the rest)', async () => {
    const f = file('blank.txt', `1 1\n${'\n'.repeat(320_000)}1\n0\n1\n`);
    const r = await run('solve', f);
    assert.deepStrictEqual([r.code, r.out[0], r.out.slice(-3)], [0, 'nonogram blank: 3×1, 1 colour', ['  #.#', '', 'solutions: 1: unique, rating line']]);
  });
});

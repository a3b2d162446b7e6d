import * as assert from 'assert';
import { execFile } from 'child_process';
import { join } from 'path';
import { inputFolder } from './run';

// The bound reads the resident size of the process: the CLI runs in a process of its own here, not in
// the test's (whose size is that of every test before).
const bin = join(__dirname, '..', '..', '..', 'bin', 'logel.js');
function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...argv], { maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      const lines = (text: string) => text.split('\n').filter((l, i, all) => i < all.length - 1 || l !== '');
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: lines(stdout), err: lines(stderr) });
    });
  });
}

const inputs = inputFolder('logel-memory-');
// 1,800 cells of pentominoes, 30 of each: its 60,000 positions alone take the process past 128 MB.
const rows = Array.from({ length: 30 }, () => `  ${'#'.repeat(60)}`).join('\n');
const big = inputs.write('big.logel', `use pentominoes\nform Big uses pentominoes {\n  tiles ${[...'FILNPTUVWXYZ'].map((t) => `${t} x30`).join(' ')}\n${rows}\n}\n`);
const cross = inputs.write('cross.txt', '1\n3\n1\n\n1\n3\n1\n');
const pair = inputs.write('pair.logel', 'linkpix Pair {\n  2 2\n}\n');

describe('logel solve: the memory bound (--memory MB, 1 GB by default)', () => {
  it('a tiling solve that passes the bound stops and says so, exit 1', async () => {
    const r = await run('solve', big, '--first', '1', '--memory', '128');
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(r.err, ['logel: stopped: the solve passed the memory bound of 128 MB (--memory MB raises it); what is printed above is what it found until then']);
    assert.ok(r.out.some((l) => /^search: .* s \(cancelled\)$/.test(l)), r.out.join('\n'));
  });
  it('a bound below what the CLI needs is a usage error, for tilings, nonograms and Link-a-Pix alike', async () => {
    const refusal = "logel: --memory needs a whole number of megabytes from 128, not '64'";
    assert.deepStrictEqual(await run('solve', big, '--memory', '64'), { code: 2, out: [], err: [refusal] });
    assert.deepStrictEqual(await run('solve', cross, '--memory', '64'), { code: 2, out: [], err: [refusal] });
    assert.deepStrictEqual(await run('solve', pair, '--memory', '64'), { code: 2, out: [], err: [refusal] });
  });
  it('a solve within the bound is unchanged', async () => {
    const r = await run('solve', cross, '--memory', '256', '--json');
    assert.strictEqual(r.code, 0);
    assert.deepStrictEqual(JSON.parse(r.out[0]).pictures, [['.#.', '###', '.#.']]);
  });
});

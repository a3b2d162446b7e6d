import * as assert from 'assert';
import { execFile } from 'child_process';
import { join } from 'path';
import { inputFolder } from './run';
import { MemoryBound } from '../../cli/memory';
import { parseDlx } from '../../core/search/dlxFormat';
import { addSearchStats, SearchStats, solveExactCover } from '../../core/search/exactCover';
import { Shares } from '../../threads/shares';

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

describe('the memory bound on several threads', function () {
  this.timeout(120_000);

  /** The domino tilings of an n×n board as an exact-cover problem (12,988,816 for 8×8). */
  function dominoes(n: number): string {
    const cell = (r: number, c: number) => `r${r}c${c}`;
    const lines = [Array.from({ length: n * n }, (_, k) => cell(Math.floor(k / n), k % n)).join(' ')];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
      if (c + 1 < n) lines.push(`${cell(r, c)} ${cell(r, c + 1)}`);
      if (r + 1 < n) lines.push(`${cell(r, c)} ${cell(r + 1, c)}`);
    }
    return lines.join('\n') + '\n';
  }

  it('a bound the process has passed stops every thread, not only the one that checks it', async () => {
    const parsed = parseDlx(dominoes(8));
    if (!parsed.ok) throw new Error('the domino problem does not parse');
    const bound = new MemoryBound(1);   // any process is past 1 MB
    const allThreads = bound.shared();
    const shares = new Shares<SearchStats>({ kind: 'xc', text: dominoes(8), memo: false, symmetry: false, cancel: allThreads.cancel }, 3, { freeCores: () => 3, decideAfterMs: 0 });
    const unwatch = allThreads.watch();
    const results = await shares.run((share, onProgress) => solveExactCover(parsed.problem, { mode: 'count', memo: false, share, onProgress, shouldStop: allThreads.shouldStop })).finally(unwatch);
    assert.strictEqual(shares.threadsUsed, 3);
    assert.deepStrictEqual(results.map((r) => r.cancelled), [true, true, true]);
    assert.ok(addSearchStats(results).solutions < 12_988_816n);
  });

  it('a count stopped while it waits for its threads ends, with the reason', async () => {
    const parsed = parseDlx(dominoes(8));
    if (!parsed.ok) throw new Error('the domino problem does not parse');
    const shares = new Shares<SearchStats>({ kind: 'xc', text: dominoes(8), memo: false, symmetry: false }, 2, { freeCores: () => 2, decideAfterMs: 0 });
    // Share 0 here stops at once; the other thread would count 12,988,816 tilings without a memo.
    const counted = shares.run((share, onProgress) => solveExactCover(parsed.problem, { mode: 'count', memo: false, share, onProgress, shouldStop: () => true }));
    setTimeout(() => shares.stop(), 200);
    await assert.rejects(counted, /the count was stopped/);
  });
});

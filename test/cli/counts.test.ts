// Counts past 2^53 (issue 31): exact in logel xc, logel solve and logel merge, text and JSON; merge
// refuses forged shares; a listing of millions of solutions streams; names cannot forge lines.
import * as assert from 'assert';
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import { readJson } from '../../core/exactJson';
import { inputFolder, run } from './run';
import { parseDlx } from '../../core/search/dlxFormat';
import { solveExactCover } from '../../core/search/exactCover';
import { CountOverflow } from '../../core/search/liveBits';
import { Shares } from '../../threads/shares';

const folder = inputFolder('logel-counts-');
const file = folder.write;

/** n items, each with 3 options that cover it alone: 3^n solutions. */
function threePerItem(n: number): string {
  const lines = [Array.from({ length: n }, (_, k) => `i${k}`).join(' ')];
  for (let k = 0; k < n; k++) lines.push(`i${k}`, `i${k}`, `i${k}`);
  return lines.join('\n') + '\n';
}

/** `k` 2×2 squares in a row, a blank column between them, tiled by 2k dominoes: 2^k tilings. */
function squaresOfDominoes(k: number): string {
  const row = '  ' + Array(k).fill('##').join('.');
  return `use dominoes\nform F uses dominoes {\n  tiles I2 x${2 * k}\n${row}\n${row}\n}\n`;
}

function jsonOf(line: string): Record<string, unknown> {
  const read = readJson(line);
  assert.ok(read.ok, line);
  return read.value as Record<string, unknown>;
}

describe('counts past 2^53', function () {
  this.timeout(120000);

  it('logel xc counts 3^n for n up to 60 exactly, in text and in JSON', async () => {
    for (const n of [1, 20, 33, 34, 35, 53, 60]) {
      const f = file(`three-${n}.dlx`, threePerItem(n));
      const exact = 3n ** BigInt(n);
      const text = await run('xc', f, '--threads', '1');
      assert.strictEqual(text.out[text.out.length - 1], String(exact), `3^${n}`);
      const json = await run('xc', f, '--json');
      assert.ok(json.out[0].includes(`"solutions":${exact},`), json.out[0]);
      assert.strictEqual(jsonOf(json.out[0]).solutions, n <= 33 ? Number(exact) : exact);
    }
    // 3^34 and 3^35 were 16677181699666568 and 50031545092400520 when counts were doubles.
    assert.strictEqual((await run('xc', file('t34.dlx', threePerItem(34)))).out.at(-1), '16677181699666569');
  });

  it('a count past 2^128 is refused in one line, not wrapped', async () => {
    const r = await run('xc', file('three-81.dlx', threePerItem(81)), '--threads', '1');
    assert.deepStrictEqual(r, { code: 1, out: [], err: ['logel: the count passes 2^128, more than the search counts exactly'] });
  });

  it('logel solve counts 2^60 domino tilings and their classes exactly (Burnside sums as bigints)', async () => {
    for (const k of [10, 60]) {
      const f = file(`squares-${k}.logel`, squaresOfDominoes(k));
      const r = await run('solve', f, '--count', '--json', '--threads', '1');
      const j = jsonOf(r.out[0]) as { solutions: { unique: bigint | number; total: bigint | number }; symmetry: { order: number } };
      // The 4 symmetries of the row: the identity and the mirror across the row fix every tiling
      // (2^k), the mirror end to end and the half turn those symmetric in the row's middle (2^(k/2)).
      const total = 2n ** BigInt(k), unique = (2n * total + 2n * 2n ** BigInt(k / 2)) / 4n;
      assert.deepStrictEqual([BigInt(j.solutions.unique), BigInt(j.solutions.total), j.symmetry.order], [unique, total, 4]);
      const text = await run('solve', f, '--count', '--threads', '1');
      const commas = (n: bigint) => n.toLocaleString('en');
      assert.strictEqual(text.out.at(-1), `solutions: ${commas(unique)} unique, ${commas(total)} in all`);
    }
  });

  it('logel merge adds shares whose sum passes 2^64 exactly', async () => {
    const f = file('three-45.dlx', threePerItem(45));
    const shares: string[] = [];
    for (let i = 0; i < 7; i++) shares.push(file(`three-45.${i}.json`, (await run('xc', f, '--shard', `${i}/7`)).out[0]));
    const exact = 3n ** 45n;
    assert.ok(exact > 2n ** 64n);
    assert.strictEqual((await run('merge', ...shares)).out.at(-1), String(exact));
    assert.strictEqual(jsonOf((await run('merge', ...shares, '--json')).out[0]).solutions, exact);
  });
});

describe('logel merge refuses forged shares', function () {
  this.timeout(120000);
  // quick.logel counted by Burnside's lemma in 3 shares: classesTimesOrder 144, order 4, 36 classes.
  let lines: string[];
  before(async () => {
    lines = [];
    for (let i = 0; i < 3; i++) lines.push((await run('solve', 'examples/quick.logel', '--shard', `${i}/3`, '--json')).out[0]);
  });
  const forge = (i: number, change: (share: Record<string, any>) => void): string[] =>
    lines.map((line, k) => {
      const share = JSON.parse(line);
      if (k === i) change(share);
      return file(`forged-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(share));
    });

  it('the true shares merge to 36 unique, 144 in all', async () => {
    const r = await run('merge', ...forge(0, () => undefined));
    assert.strictEqual(r.out.at(-1), 'solutions: 36 unique, 144 in all');
  });

  it('a share without positions, or with a count that is not a whole number: its file and what is wrong', async () => {
    const noPositions = forge(1, (s) => delete s.positions);
    assert.deepStrictEqual(await run('merge', ...noPositions), { code: 1, out: [], err: [
      `${noPositions[1]}:1:1: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints): "positions" must be {"generated", "afterSymmetry", "afterPruning": whole numbers, "perTile"}`] });
    const fraction = forge(2, (s) => { s.solutions.total = 1.5; });
    assert.match((await run('merge', ...fraction)).err[0], /: "solutions\.total" must be a whole number$/);
  });

  it('classes that do not add up to a whole number: no "0.75 unique"', async () => {
    const off = forge(0, (s) => { s.classesTimesOrder += 3; s.solutions.unique = Math.floor(s.classesTimesOrder / 4); });
    const r = await run('merge', ...off);
    assert.strictEqual(r.code, 1);
    assert.match(r.err[0], /^logel: the shares' classesTimesOrder add up to 147, not a multiple of the symmetry order 4: they are not the shares of one count$/);
  });

  it('more unique than in all, in a share or in the sum', async () => {
    const plain = forge(0, (s) => { delete s.classesTimesOrder; s.solutions = { unique: 5, total: 2 }; });
    assert.match((await run('merge', ...plain)).err[0], /"solutions\.total" must be "solutions\.unique" times "symmetry\.order" \(20\), not 2$/);
    const classes = forge(0, (s) => { s.classesTimesOrder += 4 * 200; s.solutions.unique += 200; });
    assert.match((await run('merge', ...classes)).err[0], /: "solutions\.unique" \(\d+\) must not be more than "solutions\.total" \(\d+\)$/);
  });

  it('shares that disagree on the symmetry order: not 144 instead of 36', async () => {
    const order = forge(2, (s) => { s.symmetry.order = 1; s.solutions.unique = s.classesTimesOrder; });
    const r = await run('merge', ...order);
    assert.strictEqual(r.code, 1);
    assert.match(r.err[0], /name the same problem but describe it otherwise \(symmetry order: 1 against 4\): a share was changed$/);
  });

  it('a share nested a million deep, or cancelled', async () => {
    const deep = file('deep.json', '['.repeat(1_000_000));
    assert.deepStrictEqual((await run('merge', deep)).err, [`${deep}:1:65: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints): nested more than 64 deep`]);
    const cancelled = forge(1, (s) => { s.search.cancelled = true; });
    assert.match((await run('merge', ...cancelled)).err[0], /the share was cancelled: its count is only part of its share$/);
  });
});

describe('logel solve --all streams', function () {
  this.timeout(300000);

  it('--json writes the 8×8 domino tilings as it finds them, in bounded memory: read 2,000 and stop', async () => {
    const f = file('dominoes8.logel', `use dominoes\nform F uses dominoes {\n  tiles I2 x32\n${'  ########\n'.repeat(8)}}\n`);
    const child = spawn(process.execPath, ['bin/logel.js', 'solve', f, '--all', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const wanted = 2_000;
    const lines: string[] = [];
    let rest = '';
    let peakKb = 0;
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', () => reject(new Error(`the search ended before ${wanted} solutions were read: ${lines.length}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const parts = (rest + chunk.toString()).split('\n');
        rest = parts.pop()!;
        lines.push(...parts);
        // Chunks already read arrive after the kill: the first one past `wanted` decides.
        if (lines.length > wanted && peakKb === 0) {
          // The resident peak of the process so far, while it still searches (of 12,988,816 tilings, 1,617,760 classes).
          peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]);
          child.removeAllListeners('exit');
          child.kill();
          resolve();
        }
      });
    });
    assert.ok(lines[0].startsWith('{"form":"F","atoms":64,"tiles":1,"symmetry":{"order":8,"restrictedTile":null}'), lines[0]);
    assert.ok(lines[0].endsWith(',"list":['), lines[0]);
    const solutions = lines.slice(1, wanted).map((l, k) => JSON.parse(k === 0 ? l : l.replace(/^,/, '')) as string[]);
    assert.ok(solutions.every((s) => s.length === 32 && s.every((name) => /^I2\.[12]@\d\.\d$/.test(name))));
    assert.strictEqual(new Set(solutions.map((s) => [...s].sort().join(' '))).size, solutions.length);
    assert.ok(peakKb > 0 && peakKb < 300_000, `${peakKb} kB`);
  });

  it('the whole output of a listing is one JSON value', async () => {
    const r = await run('solve', 'examples/quick.logel', '--all', '--json');
    const j = JSON.parse(r.out.join('\n'));
    assert.strictEqual(j.list.length, 36);
    assert.deepStrictEqual([j.solutions, j.search.cancelled], [{ unique: 36, total: 144 }, false]);
  });
});

describe('names that could forge lines', () => {
  it('a line break in a file name is printed as \\u000a: every diagnostic stays one line', async () => {
    const f = file('x\nforged.logel:1:1: error fake: injected.logel', 'form F uses nothing {\n  #\n}\n');
    const r = await run('check', f);
    assert.strictEqual(r.code, 1);
    assert.ok(r.out.length > 0 && r.out.every((l) => !/[\n\r]/.test(l) && l.startsWith(`${folder.dir}/x\\u000aforged.logel:1:1: error fake: injected.logel:`)), r.out.join('|'));
    const missing = await run('solve', `${folder.dir}/none\r\nforged:1:1: error: x`);
    assert.deepStrictEqual(missing.err, [`logel: cannot read ${folder.dir}/none\\u000d\\u000aforged:1:1: error: x: no such file`]);
  });
});

describe('counts on threads', function () {
  this.timeout(120_000);

  it('a count past 2^128 on another thread stops the count as a CountOverflow, as on share 0', async () => {
    // Share 0 (here) counts a one-item problem and reports progress, so that the other thread starts and
    // claims every subtree of the 3^85 count: it overflows there.
    const shares = new Shares({ kind: 'xc', text: threePerItem(85), memo: true, symmetry: false }, 2, { freeCores: () => 2, decideAfterMs: 0, clock: () => 0 });
    const tiny = parseDlx('a\na\n');
    if (!tiny.ok) throw new Error('the tiny problem does not parse');
    const counted = shares.run((_share, onProgress) => {
      const stats = solveExactCover(tiny.problem, { mode: 'count' });
      onProgress(stats);
      return stats;
    });
    await assert.rejects(counted, (e) => e instanceof CountOverflow && e.message === 'the count passes 2^128, more than the search counts exactly');
    assert.strictEqual(shares.threadsUsed, 2);
  });
});

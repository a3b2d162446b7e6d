// bench/nonogram.mjs --nonosolve: the native solver run beside ours on the same puzzles. A stand-in
// binary (a Node script that burns 0.3 s of CPU and gives the answer it is told) records what it is
// handed: the hard set's puzzle and its transpose, and each random picture, as .nin files with the
// bench's limit; the bench prints its CPU, read from the children's CPU, and its answers beside ours.
import * as assert from 'assert';
import { execFile } from 'child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parseNin } from '../../core/nonogram/benchmarkFormats';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';

const root = join(__dirname, '..', '..', '..');

const standIn = (log: string): string => `#!/usr/bin/env node
const fs = require('fs');
const args = process.argv.slice(2), file = args[args.length - 1];
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args, text: fs.readFileSync(file, 'utf8') }) + '\\n');
const until = process.cpuUsage().user + (fs.readFileSync(file, 'utf8').startsWith('1 1\\n') ? 0 : 300000);
let x = 0;
while (process.cpuUsage().user < until) for (let i = 0; i < 1e6; i++) x += i;
console.log(file + ' 15x15 ' + process.env.STAND_IN_ANSWER + ' time=0.3 nodes=0 probes=0 sat=0');
`;

describe('bench/nonogram.mjs --nonosolve', function () {
  this.timeout(180000);
  let dir: string, data: string, log: string, binary: string;
  const { puzzle } = staircaseAndDiagonal(6);
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'logel-nonosolve-'));
    data = join(dir, 'data');
    mkdirSync(join(data, 'nonogram', 'webpbn_survey', 'known_results'), { recursive: true });
    writeFileSync(join(data, 'nonogram', 'webpbn_survey', 'known_results', 'nonogrid_perf_bw.csv'), 'id,Wolter,nonogrid_sat\n');
    mkdirSync(join(data, 'nonogram', 'hard'));
    const clue = (c: { length: number }[]): string => c.map((b) => b.length).join(' ') || '0';
    writeFileSync(join(data, 'nonogram', 'hard', 'stairs.nin'), [`${puzzle.width} ${puzzle.height}`, ...puzzle.rows.map(clue), ...puzzle.columns.map(clue)].join('\n') + '\n');
    writeFileSync(join(data, 'nonogram', 'hard', 'README.md'), '| puzzle | size | nonosolve | others |\n|---|---|---|---|\n| stairs | 15×15 | 1.5 s | none |\n');
    log = join(dir, 'calls.jsonl');
    binary = join(dir, 'nonosolve');
    writeFileSync(binary, standIn(log));
    chmodSync(binary, 0o755);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const bench = (answer: string, ...more: string[]): Promise<string> => {
    writeFileSync(log, '');
    const args = [join(root, 'bench', 'nonogram.mjs'), data, '--sets', 'hard,random', '--random', '2', '--nonosolve', binary, ...more];
    const env = { ...process.env, STAND_IN_ANSWER: answer, HARD_LIMIT: '20', NONOGRAM_LIMIT: '7' };
    return new Promise((resolve, reject) => execFile(process.execPath, args, { cwd: root, env }, (e, out, err) => e ? reject(new Error(`${e.message}\n${err}`)) : resolve(out)));
  };
  const calls = (): { args: string[]; text: string }[] => readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

  it('hands it the hard puzzle, its transpose and each random picture as .nin with the limits, and prints its CPU and answers beside ours', async () => {
    const out = await bench('MULTIPLE');
    const made = calls();
    // the puzzles, then 50 processes on a 1×1 puzzle, to tell what starting a process costs
    assert.deepStrictEqual(made.slice(0, 4).map((c) => c.args.slice(0, 3)), [['-q', '--timeout', '20'], ['-q', '--timeout', '20'], ['-q', '--timeout', '7'], ['-q', '--timeout', '7']]);
    assert.deepStrictEqual(made.slice(4).map((c) => c.text), Array(50).fill('1 1\n1\n1\n'));
    const [handed, transposed, ...pictures] = made.slice(0, 4).map((c) => parseNin(c.text));
    assert.deepStrictEqual([handed.rows, handed.columns], [puzzle.rows, puzzle.columns]);
    assert.deepStrictEqual([transposed.rows, transposed.columns], [handed.columns, handed.rows]);
    for (const p of pictures) assert.deepStrictEqual([p.width, p.height, p.rows.length, p.columns.length], [30, 30, 30, 30]);
    // the hard rows: ours (the staircase is not unique) beside the stand-in's 0.3 s or more of CPU
    const rows = out.split('\n').filter((l) => l.startsWith('stairs'));
    assert.strictEqual(rows.length, 2, out);
    for (const row of rows) {
      const [, seconds, answer] = /^stairs(?: transposed)?\s+15x15\s+[\d.]+\s+\d+\s+1.5 ([\d.]+) s, (not unique)\s+not unique, both checked/.exec(row) ?? [];
      assert.strictEqual(answer, 'not unique', row);
      assert.ok(Number(seconds) >= 0.29 && Number(seconds) < 10, row);
    }
    const line = /^nonosolve here, same pictures and limit: decided (\d+), CPU total ([\d.]+) s \(([\d.]+) ms a process on a 1×1 puzzle: ([\d.]+) s for 2\), slowest ([\d.]+) s \(#\d\), 0 over 2.25 s; (.*)$/m.exec(out);
    assert.ok(line, out);
    assert.strictEqual(line[1], '2');
    assert.ok(Number(line[2]) >= 0.58 && Number(line[5]) >= 0.29, line[0]);
    // a Node process's start: tens of milliseconds, far from the 300 the stand-in burns on a picture
    assert.ok(Number(line[3]) > 5 && Number(line[3]) < 250 && Math.abs(Number(line[4]) - 2 * Number(line[3]) / 1000) <= 0.05, line[0]);
    // both random pictures are not unique to us: the stand-in's answer agrees
    assert.match(out, /^random 30x30 at 50 % density \(seed 20240101\): 2 pictures, decided 2, unique 0;/m);
    assert.strictEqual(line[6], 'the same answers where both decided');
  });

  it('makes other random pictures with --seed, and says which seed', async () => {
    const pictures = (): string[] => calls().slice(2, 4).map((c) => c.text);
    await bench('MULTIPLE');
    const usual = pictures();
    const out = await bench('MULTIPLE', '--seed', '7');
    const other = pictures();
    assert.match(out, /^random 30x30 at 50 % density \(seed 7\): 2 pictures, decided 2,/m);
    assert.strictEqual(other.length, 2);
    assert.ok(other.every((text, k) => text !== usual[k] && parseNin(text).width === 30), 'the same pictures as seed 20240101');
  });

  it('says where its answers differ from ours, and counts its timeouts as undecided', async () => {
    const differ = await bench('UNIQUE');
    assert.match(differ, /^stairs\s.* [\d.]+ s, unique\s+not unique, both checked/m);
    assert.match(differ, /decided 2, .*; ANSWERS DIFFER: #0 \(unique\), #1 \(unique\)$/m);
    const timedOut = await bench('TIMEOUT');
    assert.match(timedOut, /^stairs\s.* [\d.]+ s, undecided\s+not unique, both checked/m);
    assert.match(timedOut, /^nonosolve here, same pictures and limit: decided 0, .*; the same answers where both decided$/m);
  });
});

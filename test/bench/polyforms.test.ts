// bench/polyforms.mjs --resume: a count cut into shares, each share's result appended to a file as it
// is done, and a run started again after a stop counts only the shares the file has not (docs/grids.md).
import * as assert from 'assert';
import { execFile } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const root = join(__dirname, '..', '..', '..');
const FORM = 'OneSidedWeldedTetrasticks5x5';   // 3 solutions up to symmetry, 16 in all, by Burnside's lemma

function bench(...args: string[]): Promise<{ code: number; out: string[]; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'bench', 'polyforms.mjs'), ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout.split('\n').filter((l) => l !== ''), err: stderr });
    });
  });
}

interface Row { form: string; share: number; shares: number; classesTimesOrder: string; order: number; total: string; placements: number; cpu: number; tree?: string }
const rows = (file: string): Row[] => readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));

describe('bench/polyforms.mjs --resume', function () {
  this.timeout(120000);
  let dir = '';
  before(() => { dir = mkdtempSync(join(tmpdir(), 'logel-resume-')); });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a form share by share, resumes after a stop, and adds up to the count of one run', async () => {
    const whole = await bench(FORM);
    assert.strictEqual(whole.code, 0, whole.err);
    assert.match(whole.out.at(-1)!, new RegExp(`^${FORM} +3 distinct +16 in all`));

    const file = join(dir, 'results.jsonl');
    const first = await bench(FORM, '--resume', file, '--shares', '5');
    assert.strictEqual(first.code, 0, first.err);
    assert.deepStrictEqual(first.out.slice(0, 5).map((l) => l.split(':')[0]), [1, 2, 3, 4, 5].map((k) => `${FORM} share ${k} of 5`));
    assert.match(first.out[5], new RegExp(`^${FORM} +3 distinct +16 in all`));
    const all = rows(file);
    assert.deepStrictEqual(all.map((r) => [r.form, r.share, r.shares]), [0, 1, 2, 3, 4].map((k) => [FORM, k, 5]));
    // The shares split the tree: more than one finds solutions, and they add up to the whole.
    assert.ok(all.filter((r) => r.total !== '0').length >= 2, JSON.stringify(all));
    assert.strictEqual(all.reduce((s, r) => s + BigInt(r.total), 0n), 16n);
    assert.strictEqual(all.reduce((s, r) => s + BigInt(r.classesTimesOrder), 0n), 3n * BigInt(all[0].order));

    // Stopped while writing the third share's line: the run again counts shares 3 to 5 only.
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, `${lines[0]}\n${lines[1]}\n${lines[2].slice(0, 20)}`);
    const again = await bench(FORM, '--resume', file);
    assert.strictEqual(again.code, 0, again.err);
    assert.deepStrictEqual(again.out.slice(0, 3).map((l) => l.split(':')[0]), [3, 4, 5].map((k) => `${FORM} share ${k} of 5`));
    assert.match(again.out[3], new RegExp(`^${FORM} +3 distinct +16 in all`));
    const resumed = rows(file);
    assert.deepStrictEqual(resumed.slice(0, 2), all.slice(0, 2));
    assert.deepStrictEqual(resumed.map((r) => [r.share, r.total, r.classesTimesOrder]), all.map((r) => [r.share, r.total, r.classesTimesOrder]));

    // Done: nothing left to count, the same total.
    const done = await bench(FORM, '--resume', file);
    assert.deepStrictEqual(done.out.length, 1);
    assert.match(done.out[0], new RegExp(`^${FORM} +3 distinct +16 in all`));
  });

  it("adds Wassermann's six cases of the diamond lattice up to the whole form's 107", async () => {
    // A file as a finished run would leave it, one share per case, if no solution were its own mirror
    // image: A and C place X on a diagonal and count up to that mirror (order 2, 2 solutions a class),
    // and the whole form's 8 symmetries carry X to 4 places in their orbits and to 8 in the others':
    // (19 + 11)·2·4 + (36 + 19 + 15 + 7)·8 = 856 solutions in all.
    const file = join(dir, 'diamond.jsonl');
    const cases: [string, number, number][] = [['A', 19, 2], ['B', 36, 1], ['C', 11, 2], ['D', 19, 1], ['E', 15, 1], ['F', 7, 1]];
    writeFileSync(file, cases.map(([k, n, order]) => JSON.stringify({ form: `OneSidedTetrasticks5x5DiamondLattice_${k}`, share: 0, shares: 1,
      classesTimesOrder: String(n * order), order, total: String(n * order), placements: 1e9, cpu: 1800 }) + '\n').join(''));
    const r = await bench('OneSidedTetrasticks5x5DiamondLattice', '--resume', file);
    assert.strictEqual(r.code, 0, r.err);
    assert.deepStrictEqual(r.out.map((l) => l.split(/ +/).slice(0, 5).join(' ')), [...cases.map(([k, n, order]) =>
      `OneSidedTetrasticks5x5DiamondLattice_${k} ${n} distinct ${n * order} in`), 'OneSidedTetrasticks5x5DiamondLattice 107 distinct 856 in']);
    assert.match(r.out[6], /6000000000 placements +10800\.0 s CPU \(3\.0 hours; Polyform Puzzler: about 11 weeks of CPU\)$/);
  });

  it("the diamond count's committed shares add up, case by case, to the published counts and to what docs/edge-counts.md says", async () => {
    const committed = rows(join(root, 'bench', 'results', 'OneSidedTetrasticks5x5DiamondLattice.jsonl'));
    const audit = readFileSync(join(root, 'docs', 'edge-counts.md'), 'utf8').split('\n');
    const rowOf = (form: string) => audit.find((l) => l.startsWith(`| \`${form}\` |`))!;
    for (const k of 'ABCDEF') {
      const form = `OneSidedTetrasticks5x5DiamondLattice_${k}`;
      const of = committed.filter((r) => r.form === form);
      assert.deepStrictEqual(of.map((r) => r.share).sort((x, y) => x - y), [...Array(256).keys()], `${form}: every share once`);
      const unique = of.reduce((sum, r) => sum + BigInt(r.classesTimesOrder), 0n) / BigInt(of[0].order);
      const total = of.reduce((sum, r) => sum + BigInt(r.total), 0n);
      const cpu = Math.round(of.reduce((sum, r) => sum + r.cpu, 0)).toLocaleString('en-US');
      const row = rowOf(form);
      assert.strictEqual(String(unique), row.split(' | ')[1], `${form}: the published count`);
      assert.ok(row.includes(`bench row (named, \`--resume\`): ${unique}, ${total} in all, ${cpu} s of CPU in 256 shares`), row);
    }
    // The runner counts nothing more, adds the six up, and the whole form's row quotes what it prints.
    const file = join(dir, 'committed.jsonl');
    writeFileSync(file, committed.map((r) => JSON.stringify(r) + '\n').join(''));
    const r = await bench('OneSidedTetrasticks5x5DiamondLattice', '--resume', file);
    assert.strictEqual(r.code, 0, r.err);
    assert.strictEqual(r.out.length, 7, r.out.join('\n'));
    const printed = r.out[6].match(/^OneSidedTetrasticks5x5DiamondLattice +(\d+) distinct +(\d+) in all +(\d+) placements +([\d.]+) s CPU \(([\d.]+) hours; Polyform Puzzler: about 11 weeks of CPU\)$/);
    assert.ok(printed, r.out[6]);
    const [, unique, total, placements, cpu, hours] = printed;
    assert.strictEqual(unique, '107');
    const figures = `${unique}, ${total} in all, ${(Number(placements) / 1e9).toFixed(1)} billion placements, ${Math.round(Number(cpu)).toLocaleString('en-US')} s of CPU (${hours} hours)`;
    assert.ok(rowOf('OneSidedTetrasticks5x5DiamondLattice').includes(`bench row (named, \`--resume\`): ${figures}`), figures);
  });

  it('adds up the shares of one search tree: a finished count of another stays, a part of one is counted again', async () => {
    const file = join(dir, 'trees.jsonl');
    const made = await bench(FORM, '--resume', file, '--shares', '5');
    assert.strictEqual(made.code, 0, made.err);
    const ours = rows(file);
    const tree = ours[0].tree!;
    assert.match(tree, /^1\/[0-9a-f]{32}$/);
    assert.ok(ours.every((r) => r.tree === tree));
    const write = (rs: Row[]) => writeFileSync(file, rs.map((r) => JSON.stringify(r) + '\n').join(''));

    // Rows from before the tag are tree 1's: nothing is counted again.
    write(ours.map(({ tree: _, ...r }) => r));
    const untagged = await bench(FORM, '--resume', file);
    assert.deepStrictEqual(untagged.out.length, 1, untagged.out.join('\n'));
    assert.match(untagged.out[0], new RegExp(`^${FORM} +3 distinct +16 in all`));

    // Every share of another tree: a finished count, added up as it is (here made up, 2 and 24).
    const other = ours.map((r, k) => ({ ...r, tree: '2/other', classesTimesOrder: k === 0 ? '16' : '0', total: k === 0 ? '24' : '0' }));
    write(other);
    const finished = await bench(FORM, '--resume', file);
    assert.deepStrictEqual(finished.out.length, 1, finished.out.join('\n'));
    assert.match(finished.out[0], new RegExp(`^${FORM} +2 distinct +24 in all`));

    // Three shares of another tree and one of this run's: the three are set aside and the four
    // missing shares of this tree counted, to the right count.
    write([...other.slice(0, 3), ours[4]]);
    const mixed = await bench(FORM, '--resume', file);
    assert.strictEqual(mixed.code, 0, mixed.err);
    assert.deepStrictEqual(mixed.out.map((l) => l.split(':')[0]), [`${FORM}`, ...[1, 2, 3, 4].map((k) => `${FORM} share ${k} of 5`), mixed.out[5].split(':')[0]]);
    assert.strictEqual(mixed.out[0], `${FORM}: 3 shares of another search tree set aside, counted again with this one (${tree})`);
    assert.match(mixed.out[5], new RegExp(`^${FORM} +3 distinct +16 in all`));
    assert.deepStrictEqual(rows(file).slice(4).map((r) => [r.share, r.tree]), [[0, tree], [1, tree], [2, tree], [3, tree]]);
  });

  it('refuses to mix shares cut differently, naming the line', async () => {
    const file = join(dir, 'other.jsonl');
    writeFileSync(file, JSON.stringify({ form: FORM, share: 0, shares: 5, classesTimesOrder: '0', order: 8, total: '0', placements: 1, cpu: 0 }) + '\n');
    const r = await bench(FORM, '--resume', file, '--shares', '4');
    assert.strictEqual(r.code, 1);
    assert.strictEqual(r.err.trim(), `${file}:1: a share of 5, and this run cuts forms into 4 (--shares 5)`);
  });
});

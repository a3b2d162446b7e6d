import * as assert from 'assert';
import { execFile } from 'child_process';
import { promisify } from 'util';
import { inputFolder, run } from './run';
import { SEARCH_TREE } from '../../core/search/exactCover';

const folder = inputFolder('logel-shards-');
const file = folder.write;
const node = promisify(execFile);

// Each share runs as a process of its own, as on a batch engine (docs/scale.md): the command
// people run, whose `xc` loads its own bundle (dist/xc.js) and every other command dist/cli.js.
async function logel(...args: string[]): Promise<string> {
  const { stdout } = await node(process.execPath, ['bin/logel.js', ...args]);
  return stdout;
}

const SHARES = 7;

/** The 7 shares of a count, each written to a file of its own (as a batch engine's job would);
 *  one process after the other, so that a busy test machine is not asked for 7 at once. */
async function shares(name: string, args: string[]): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < SHARES; i++) files.push(file(`${name}.${i}.json`, await logel(...args, '--shard', `${i}/${SHARES}`)));
  return files;
}

function queensDlx(n: number): string {
  const lines = [[...Array.from({ length: n }, (_, r) => `r${r} c${r}`), '|', ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n') + '\n';
}

function langfordDlx(n: number): string {
  const lines = [[...Array.from({ length: n }, (_, k) => `v${k + 1}`), ...Array.from({ length: 2 * n }, (_, i) => `s${i}`)].join(' ')];
  for (let k = 1; k <= n; k++) for (let i = 0; i + k + 1 < 2 * n; i++) lines.push(`v${k} s${i} s${i + k + 1}`);
  return lines.join('\n') + '\n';
}

// Dominoes (h, v) and squares (q) on a 4x4 board: item x must be covered twice (two
// squares), so the search branches by putting an option in, then leaving it out.
function multiplicityDlx(): string {
  const cell = (x: number, y: number) => `c${x}${y}`;
  const cells = [];
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) cells.push(cell(x, y));
  const lines = [`2|q ${cells.join(' ')}`];
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) {
    if (x < 3) lines.push(`${cell(x, y)} ${cell(x + 1, y)}`);
    if (y < 3) lines.push(`${cell(x, y)} ${cell(x, y + 1)}`);
    if (x < 3 && y < 3) lines.push(`q ${cell(x, y)} ${cell(x + 1, y)} ${cell(x, y + 1)} ${cell(x + 1, y + 1)}`);
  }
  return lines.join('\n') + '\n';
}

const rows = (n: number, width: number) => Array.from({ length: n }, () => '  ' + '#'.repeat(width)).join('\n');

describe('counting in shares apart: --shard i/N and logel merge', function () {
  this.timeout(60000);

  it('logel xc counts in its own bundle on threads as on one (13 queens: long enough to start them)', async () => {
    const f = file('13-queens.dlx', queensDlx(13));
    const one = JSON.parse(await logel('xc', f, '--json', '--threads', '1'));
    const two = JSON.parse(await logel('xc', f, '--json', '--threads', '2'));
    const direct = JSON.parse((await node(process.execPath, ['dist/xc.js', 'xc', f, '--json', '--threads', '2'])).stdout);
    assert.deepStrictEqual([one.solutions, two.solutions, direct.solutions], [73712, 73712, 73712]);
  });

  const xcProblems: { name: string; text: string; count?: number }[] = [
    { name: '9 queens (secondary items)', text: queensDlx(9), count: 352 },
    { name: 'Langford pairs 7', text: langfordDlx(7), count: 52 },
    { name: 'dominoes and two squares on 4x4 (a multiplicity)', text: multiplicityDlx() },
  ];
  for (const p of xcProblems) {
    it(`logel xc: 7 shares of ${p.name} add up to the whole count`, async () => {
      const f = file(`${p.name.replace(/\W+/g, '-')}.dlx`, p.text);
      const whole = JSON.parse(await logel('xc', f, '--json', '--threads', '1'));
      if (p.count !== undefined) assert.strictEqual(whole.solutions, p.count);
      else assert.ok(whole.solutions > 0);
      const files = await shares(p.name.replace(/\W+/g, '-'), ['xc', f]);
      const results = files.map((s) => JSON.parse(folder.read(s)));
      assert.deepStrictEqual(results.map((r) => r.shard), Array.from({ length: SHARES }, (_, index) => ({ index, count: SHARES })));
      assert.strictEqual(new Set(results.map((r) => r.problem)).size, 1);
      assert.ok(results.filter((r) => r.solutions > 0).length >= 2, 'the count is spread over the shares');
      const merged = JSON.parse(await logel('merge', ...files, '--json'));
      assert.deepStrictEqual({ solutions: merged.solutions, shards: merged.shards, problem: merged.problem }, { solutions: whole.solutions, shards: SHARES, problem: results[0].problem });
      const human = await logel('merge', ...files);
      assert.strictEqual(human.trimEnd().split('\n').pop(), String(whole.solutions));
    });
  }

  const forms: { name: string; path?: string; text?: string; unique?: number; total?: number }[] = [
    { name: 'quick.logel (copies, a restricted tile)', path: 'examples/quick.logel' },
    { name: '3x20 pentominoes (a restricted tile)', text: `use pentominoes\nform R uses pentominoes {\n${rows(3, 20)}\n}\n`, unique: 2, total: 8 },
    { name: 'dominoes and L trominoes (the symmetry filter)', text: 'tileset t on square {\n  tile I { ## }\n  tile L { ##\n           #. }\n}\nform F uses t {\n  tiles I x3 L x2\n' + rows(3, 4) + '\n}\n', unique: 12, total: 40 },
  ];
  for (const p of forms) {
    it(`logel solve: 7 shares of ${p.name} add up to the whole count`, async () => {
      const f = p.path ?? file(`${p.name.replace(/\W+/g, '-')}.logel`, p.text!);
      const whole = JSON.parse(await logel('solve', f, '--count', '--json', '--threads', '1'));
      if (p.unique !== undefined) assert.deepStrictEqual(whole.solutions, { unique: p.unique, total: p.total });
      const files = await shares(p.name.replace(/\W+/g, '-'), ['solve', f, '--count', '--json']);
      const merged = JSON.parse(await logel('merge', ...files, '--json'));
      assert.deepStrictEqual(merged.solutions, whole.solutions);
      assert.deepStrictEqual(merged.positions, whole.positions);
      assert.strictEqual(merged.shards, SHARES);
      const human = (await logel('merge', ...files)).trimEnd().split('\n');
      assert.strictEqual(human[human.length - 1], `solutions: ${whole.solutions.unique} unique, ${whole.solutions.total} in all`);
    });
  }

  it('a share run again gives the same result (a batch engine may retry it)', async () => {
    const f = file('queens8.dlx', queensDlx(8));
    const untimed = (s: string) => { const r = JSON.parse(s); delete r.ms; return r; };
    const [a, b] = await Promise.all([logel('xc', f, '--shard', '3/7'), logel('xc', f, '--shard', '3/7')]);
    assert.deepStrictEqual(untimed(a), untimed(b));
    const g = 'examples/quick.logel';
    const [c, d] = await Promise.all([logel('solve', g, '--shard', '5/7', '--json'), logel('solve', g, '--shard', '5/7', '--json')]);
    const unt = (s: string) => { const r = JSON.parse(s); delete r.search.ms; return r; };
    assert.deepStrictEqual(unt(c), unt(d));
  });

  describe('logel merge refuses what would add up wrong', () => {
    let queens: string[];
    let other: string[];
    before(async () => {
      queens = await shares('q6', ['xc', file('q6.dlx', queensDlx(6))]);
      other = await shares('q5', ['xc', file('q5.dlx', queensDlx(5))]);
    });

    it('a missing share', async () => {
      const r = await run('merge', ...queens.filter((_, i) => i !== 2 && i !== 5));
      assert.deepStrictEqual(r, { code: 1, out: [], err: ['logel: 2 of 7 shares are missing: 2, 5'] });
    });

    it('a share given twice', async () => {
      const r = await run('merge', ...queens, queens[4]);
      assert.deepStrictEqual(r, { code: 1, out: [], err: [`logel: share 4 of 7 is given twice: ${queens[4]} and ${queens[4]}`] });
    });

    it('a share of another problem', async () => {
      const r = await run('merge', ...queens.slice(0, 6), other[6]);
      const [mine, theirs] = [queens[0], other[6]].map((f) => JSON.parse(folder.read(f)).problem);
      assert.notStrictEqual(mine, theirs);
      assert.deepStrictEqual(r, { code: 1, out: [], err: [`logel: ${other[6]} is a share of another problem (xc ${theirs}) than ${queens[0]} (xc ${mine})`] });
    });

    it('a share of the same problem cut into another number of shares', async () => {
      const f = file('q6again.dlx', queensDlx(6));
      const third = file('q6.1of3.json', await logel('xc', f, '--shard', '1/3'));
      const r = await run('merge', ...queens, third);
      assert.deepStrictEqual(r, { code: 1, out: [], err: [`logel: ${third} is share 1 of 3, but ${queens[0]} is one of 7: the shares of one count must be cut alike`] });
    });

    it('a share cut from another search tree (another version of logel), or from none', async () => {
      const share = JSON.parse(folder.read(queens[3]));
      assert.strictEqual(share.searchTree, SEARCH_TREE);
      const later = file('q6.3.later.json', JSON.stringify({ ...share, searchTree: SEARCH_TREE + 1 }) + '\n');
      assert.deepStrictEqual(await run('merge', ...queens.filter((_, i) => i !== 3), later), { code: 1, out: [], err: [
        `logel: ${later} was cut from search tree ${SEARCH_TREE + 1}, but ${queens[0]} from search tree ${SEARCH_TREE} (another version of logel): their shares cover other parts of the search and cannot be added`] });
      const { searchTree: _tree, ...older } = share;
      const none = file('q6.3.older.json', JSON.stringify(older) + '\n');
      assert.deepStrictEqual(await run('merge', ...queens.filter((_, i) => i !== 3), none), { code: 1, out: [], err: [
        `${none}:1:1: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints): "searchTree" must be a whole number from 1 (an older logel printed none: count the share again)`] });
    });

    it('a file that is not a share result, with its line', async () => {
      const bad = file('bad.json', '{"problem":"x"}\n');
      assert.deepStrictEqual(await run('merge', bad), { code: 1, out: [], err: [`${bad}:1:1: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints): "problem" must be 32 hex digits`] });
      const missing = folder.dir + '/none.json';
      assert.deepStrictEqual(await run('merge', missing), { code: 1, out: [], err: [`logel: cannot read ${missing}: no such file`] });
    });

    it('several results in one file, one per line, are shares like any other', async () => {
      const all = file('q6.all.json', queens.map((f) => folder.read(f)).join(''));
      const r = await run('merge', all);
      assert.strictEqual(r.code, 0);
      assert.strictEqual(r.out[r.out.length - 1], '4');
    });
  });

  it('--shard needs i/N with 0 <= i < N, and counts: exit 2 otherwise', async () => {
    const f = file('q4.dlx', queensDlx(4));
    for (const bad of ['7/7', '-1/3', '1', 'a/b', '1/0']) {
      assert.deepStrictEqual(await run('xc', f, '--shard', bad), { code: 2, out: [], err: [`logel: --shard needs i/N, share i of N counted from 0 (0 <= i < N), not '${bad}'`] });
    }
    assert.deepStrictEqual(await run('solve', 'examples/quick.logel', '--shard', '0/2', '--first', '1'), { code: 2, out: [], err: ['logel: --shard counts: it goes with --count, not --first or --all'] });
    assert.strictEqual((await run('xc', f, '--shard', '0/2', '--all')).code, 2);
    assert.strictEqual((await run('xc', f, '--shard', '0/2', '--threads', '2')).code, 2);
  });
});

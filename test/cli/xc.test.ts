import * as assert from 'assert';
import { join } from 'path';
import { inputFolder, run } from './run';


const { dir, write: file } = inputFolder('logel-xc-');

// Knuth's small example from TAOCP 7.2.2.1 (items a..g), whose only solution is
// {a d}, {b g}, {c e f}; plus a secondary item that two options share.
const knuth = ['| Knuth, TAOCP (6)', 'a b c d e f g | s', 'c e', 'a d g', 'b c f', 'a d f', 'b g s', 'd e g s', ''].join('\n');

describe('logel xc', () => {
  it('prints a few figures and the number of solutions as the last line', async () => {
    const r = await run('xc', file('knuth.dlx', knuth));
    assert.strictEqual(r.code, 0);
    assert.deepStrictEqual(r.err, []);
    assert.strictEqual(r.out[0], 'items: 8 (7 primary), options: 6');
    assert.match(r.out[1], /^search: \d+ placements, \d+ dead ends, \d+\.\d\d s$/);
    assert.strictEqual(r.out[r.out.length - 1], '1');
  });

  it('lists solutions with --all and --first N, as the option lines', async () => {
    const f = file('two.dlx', 'a b\na\nb\na b\n');
    const all = await run('xc', f, '--all');
    assert.deepStrictEqual(all.out.slice(0, 5), ['solution 1:', '  a', '  b', 'solution 2:', '  a b']);
    assert.strictEqual(all.out[all.out.length - 1], '2');
    const first = await run('xc', f, '--first', '1');
    assert.strictEqual(first.out.filter((l) => l.startsWith('solution')).length, 1);
    assert.strictEqual(first.out[first.out.length - 1], '1');
  });

  it('prints one JSON object with --json', async () => {
    const r = await run('xc', file('knuth2.dlx', knuth), '--json');
    assert.strictEqual(r.out.length, 1);
    const result = JSON.parse(r.out[0]);
    assert.deepStrictEqual(Object.keys(result), ['items', 'options', 'solutions', 'placements', 'deadEnds', 'ms']);
    assert.deepStrictEqual([result.items, result.options, result.solutions], [8, 6, 1]);
  });

  it('counts by orbits of the symmetries it finds and says so; --no-symmetry counts every solution', async () => {
    const lines = [[...Array.from({ length: 8 }, (_, r) => `r${r} c${r}`), '|', ...Array.from({ length: 15 }, (_, d) => `a${d} b${d}`)].join(' ')];
    for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + 7}`);
    const f = file('queens8.dlx', lines.join('\n'));
    const untimed = (out: string[]) => out.map((l) => l.replace(/, \d+\.\d\d s$/, ''));
    assert.deepStrictEqual(untimed((await run('xc', f)).out), [
      'items: 46 (16 primary), options: 64',
      'symmetries: 1 found; the count branches first on r3 and searches 4 of its 8 options, one per orbit',
      'search: 578 placements, 118 dead ends',
      '92',
    ]);
    const json = JSON.parse((await run('xc', f, '--json')).out[0]);
    assert.deepStrictEqual([json.solutions, json.symmetry], [92, { item: 'r3', options: 8, orbits: 4, symmetries: 1 }]);
    assert.deepStrictEqual(untimed((await run('xc', f, '--no-symmetry')).out), ['items: 46 (16 primary), options: 64', 'search: 1,222 placements, 254 dead ends', '92']);
    // A listing visits every solution.
    assert.strictEqual((await run('xc', f, '--all')).out.filter((l) => l.startsWith('solution ')).length, 92);
  });

  it('reports a parse error as file:line:col: error: and exits 1', async () => {
    const f = file('bad.dlx', 'a b c\na b\nb  q\n');
    const r = await run('xc', f);
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(r.out, []);
    assert.deepStrictEqual(r.err, [`${f}:3:4: error: unknown item 'q'`]);
  });

  it('reports an unreadable file in one line and exits 1', async () => {
    const missing = join(dir, 'missing.dlx');
    assert.deepStrictEqual(await run('xc', missing), { code: 1, out: [], err: [`logel: cannot read ${missing}: no such file`] });
  });

  it('exits 2 on usage errors', async () => {
    assert.strictEqual((await run('xc')).code, 2);
    assert.strictEqual((await run('xc', 'a.dlx', '--first', 'x')).code, 2);
    assert.strictEqual((await run('xc', 'a.dlx', '--bogus')).code, 2);
  });
});

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

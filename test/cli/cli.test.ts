import { buildModel } from '../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { standardLibrary } from '../../core/language/library';
import { prepareForm, solvePrepared } from '../../core/tiling/solve';
import { inputFolder, run } from './run';

const inputs = inputFolder('logel-cli-');
const dir = inputs.dir;
const file = (name: string, lines: string[]) => inputs.write(name, lines.join('\n'));

describe('logel check', () => {
  it('prints file:line:col: severity code: message and exits 1 on errors', async () => {
    const f = file('bad.logel', ['tileset D on square {', '  tile I { ## }', '  tile J { #x }', '}', 'form F uses D {', '  ###', '}']);
    const r = await run('check', f);
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(r.out, [
      `${f}:3:13: error unknown-glyph: 'x' is not a glyph of grid square (it knows '█' '#' '.' '·')`,
    ]);
  });
  it('exits 0 with warnings only', async () => {
    const f = file('warn.logel', ['tileset D on square {', '  tile I { ## }', '  tile J { #.# }', '}']);
    const r = await run('check', f);
    assert.deepStrictEqual(r, { code: 0, out: [`${f}:3:8: warning disconnected-tile: tile J falls apart into pieces that do not touch`], err: [] });
  });
  it('checks the examples without a word', async () => {
    for (const ex of ['examples/pentomino-6x10.logel', 'examples/tritetratan.logel', 'examples/quick.logel']) {
      assert.deepStrictEqual(await run('check', ex), { code: 0, out: [], err: [] }, ex);
    }
  });
  it('reports an unreadable file in one line', async () => {
    const r = await run('check', join(dir, 'missing.logel'));
    assert.deepStrictEqual([r.code, r.err], [1, [`logel: cannot read ${join(dir, 'missing.logel')}: no such file`]]);
  });
});

describe('logel solve', () => {
  it('prints the pipeline numbers, tableaux and the counts', async () => {
    const r = await run('solve', 'examples/quick.logel', '--first', '1');
    assert.strictEqual(r.code, 0);
    assert.match(r.out[0], /^form \w+: \d+ atoms, \d+ tiles$/);
    assert.ok(r.out.some((l) => /^solution 1: ([A-Z]\.\d+@\d+\.\d+ ?)+$/.test(l)));
    assert.match(r.out[r.out.length - 1], /^solutions: 1 unique, \d+ in all$/);
  });
  it('--json prints one object with the documented fields', async () => {
    const r = await run('solve', 'examples/tritetratan.logel', '--count', '--json');
    assert.strictEqual(r.out.length, 1);
    const j = JSON.parse(r.out[0]);
    assert.strictEqual(j.form, 'Logelium');
    assert.strictEqual(j.atoms, 136);
    assert.strictEqual(j.tiles, 18);
    assert.deepStrictEqual(j.symmetry, { order: 4, restrictedTile: 'K' });
    assert.deepStrictEqual([j.positions.generated, j.positions.afterSymmetry, j.positions.afterPruning], [1421, 1331, 1140]);
    assert.deepStrictEqual(j.positions.perTile.X, { generated: 13, afterSymmetry: 13, afterPruning: 9 });
    assert.deepStrictEqual(j.solutions, { unique: 31, total: 124 });
    assert.ok(j.search.deadEnds > 0 && j.search.deadEnds < j.search.placements, JSON.stringify(j.search));
    assert.ok(Number.isInteger(j.search.ms) && j.search.cancelled === false, JSON.stringify(j.search));
    assert.strictEqual(j.list, undefined);
  });
  it('--count --json names the parts of a count by Burnside\'s lemma: tile O kept, its kept positions grouped by their stabilizer', async () => {
    const j = JSON.parse((await run('solve', 'examples/quick.logel', '--count', '--json', '--threads', '1')).out[0]);
    assert.deepStrictEqual(j.symmetry, { order: 4, restrictedTile: 'O' });
    assert.deepStrictEqual(j.countParts, [
      { without: [], tile: 'O', kept: 3, stabilizer: 1 },
      { without: [], tile: 'O', kept: 4, stabilizer: 2 },
      { without: [], tile: 'O', kept: 1, stabilizer: 4 },
    ]);
    assert.deepStrictEqual(j.solutions, { unique: 36, total: 144 });
    assert.strictEqual(j.classesTimesOrder, 144);
    const text = await run('solve', 'examples/quick.logel', '--count', '--threads', '1');
    assert.ok(text.out.includes("count: by Burnside's lemma in 3 parts: O (3 kept); O (4 kept, each fixed by 2 symmetries); O (1 kept, each fixed by 4 symmetries)"), text.out.join('\n'));
    // A count where every class meets the search once has no parts.
    assert.strictEqual(JSON.parse((await run('solve', 'examples/tritetratan.logel', '--count', '--json')).out[0]).countParts, undefined);
  });
  it('--first N --json lists N solutions as position names', async () => {
    const j = JSON.parse((await run('solve', 'examples/tritetratan.logel', '--first', '2', '--json')).out.join('\n'));
    assert.strictEqual(j.list.length, 2);
    assert.strictEqual(j.list[0].length, 18);
    // The figures are the engine's own, for the same search in this process.
    const prepared = prepareForm(buildModel(readFileSync('examples/tritetratan.logel', 'utf8'), standardLibrary).forms[0]);
    const own = solvePrepared(prepared, { mode: 'first', limit: 2 });
    assert.deepStrictEqual([j.search.placements, j.search.deadEnds, j.search.cancelled], [own.search.placements, own.search.deadEnds, false]);
    assert.deepStrictEqual(j.list, own.list);
  });
  it('bad input gets one line and a non-zero exit', async () => {
    const two = file('two.logel', ['use pentominoes', 'form A uses pentominoes {', '  #####', '}', 'form B uses pentominoes {', '  #####', '}']);
    assert.deepStrictEqual(await run('solve', two), { code: 1, out: [], err: [`logel: ${two} has 2 forms; choose one with --form (A, B)`] });
    assert.deepStrictEqual((await run('solve', two, '--form', 'C')).err, [`logel: ${two} has no form 'C' (it has A, B)`]);
    const broken = file('broken.logel', ['form A uses nothing {', '  #', '}', 'form B uses nothing {', '  #', '}']);
    assert.deepStrictEqual((await run('solve', broken, '--form', 'A')).err, [`${broken}:1:13: error unknown-name: unknown tile set 'nothing' (and 1 more error; see logel check)`]);
    assert.deepStrictEqual((await run('solve', 'examples/quick.logel', '--first', 'x')).code, 2);
    assert.deepStrictEqual((await run('solve')).code, 2);
  });
});

describe('logel export --dlx', () => {
  it('writes the plain exact-cover problem of a form', async () => {
    const r = await run('export', '--dlx', 'examples/pentomino-6x10.logel');
    assert.strictEqual(r.code, 0);
    assert.strictEqual(r.out[0], '| Rectangle6x10: 2056 options, 72 primary items');
    assert.strictEqual(r.out[1].split(' ').length, 72);
    assert.strictEqual(r.out.length, 2 + 2056);
  });
});

// Hostile input to the CLI (issue 15): each case once crashed, hung or gave a wrong answer. Now each
// gives a clear message with file:line:col and a defined exit code.
import * as assert from 'assert';
import { inputFolder, run } from './run';

const { write: file } = inputFolder('logel-hostile-');

describe('logel under hostile input', () => {
  it('checks a form with one row of 130,000 cells (no spread of a big array)', async () => {
    const f = file('row.logel', `use pentominoes\nform F uses pentominoes {\n  ${'#'.repeat(130_000)}\n}\n`);
    const r = await run('check', f);
    assert.deepStrictEqual(r.out, [`${f}:2:6: error area-mismatch: the tiles cover 60 atoms but form F has 130000`]);
    assert.strictEqual(r.code, 1);
  });

  it('reports 190,000 unknown glyphs in a row as the editor does: the first 999, and how many there are', async () => {
    const f = file('glyphs.logel', `use pentominoes\nform F uses pentominoes {\n  ${'~'.repeat(190_000)}\n}\n`);
    const r = await run('check', f);
    const unknown = r.out.filter((l) => l.includes('unknown-glyph'));
    assert.strictEqual(unknown.length, 999);
    assert.strictEqual(r.out[0], `${f}:1:1: information checks-skipped: this document has 190,000 problems; the first 999 are shown, errors first`);
    assert.strictEqual(unknown[0], `${f}:3:3: error unknown-glyph: '~' is not a glyph of grid square (it knows '█' '#' '.' '·')`);
    assert.strictEqual(r.code, 1);
  });

  it('says which checks it skipped in a file past 200,000 characters (140,000 rows)', async () => {
    const f = file('rows.logel', `form F uses pentominoes {\n${'  #\n'.repeat(140_000)}}\n`);
    const r = await run('check', f);
    assert.deepStrictEqual(r.out, [`${f}:1:1: information checks-skipped: this document has 560,028 characters, more than the 200,000 that are checked: only its syntax is checked`]);
    assert.strictEqual(r.code, 0);
  });

  it('reads 200,000 bad nonogram clue lines (no spread of a big array) and reports the first 999, as the editor does', async () => {
    const f = file('clues.logel', `nonogram N {\n  rows {\n${'    1 x\n'.repeat(200_000)}  }\n}\n`);
    const r = await run('check', f);
    assert.strictEqual(r.out.length, 1000);
    assert.strictEqual(r.out[0], `${f}:1:1: information checks-skipped: this document has 200,001 problems; the first 999 are shown, errors first`);
    assert.strictEqual(r.out[1], `${f}:3:7: error syntax: expected a block such as 3 or 3r (length, then its colour), found 'x'`);
    assert.strictEqual(r.out[999], `${f}:1001:7: error syntax: expected a block such as 3 or 3r (length, then its colour), found 'x'`);
    assert.strictEqual(r.code, 1);
  });

  it('reads a nonogram clue line that starts with U+2029 (it looped, a diagnostic a turn, until the heap ran out)', async () => {
    const f = file('separator.logel', 'nonogram N {\n  rows {\n \u2029   9\n  }\n  columns {\n    1\n  }\n}\n');
    const r = await run('check', f);
    assert.deepStrictEqual(r.out.slice(0, 1), [`${f}:3:2: error syntax: expected a block such as 3 or 3r (length, then its colour), found '\\u2029'`]);
    assert.strictEqual(r.code, 1);
  });

  it('does not parse a file past 4,000,000 characters, and says so', async () => {
    const f = file('huge.logel', 'use a\n'.repeat(700_000));
    const r = await run('check', f);
    assert.deepStrictEqual(r.out, [`${f}:1:1: information checks-skipped: this document has 4,200,000 characters, more than the 4,000,000 that are read: it is neither parsed nor checked`]);
    assert.strictEqual(r.code, 0);
  });

  // The 4,999 same-shape warnings fill the 1,000 diagnostics a document shows (the editor's too), before the information that says the form is too large.
  it('skips the position checks of 5,000 one-cell tiles in a 50×100 form; solve says why', async () => {
    const tiles = Array.from({ length: 5000 }, (_, i) => `  tile A${i} { # }`).join('\n');
    const f = file('tiles.logel', `form F uses T {\n${`  ${'#'.repeat(100)}\n`.repeat(50)}}\ntileset T on square {\n${tiles}\n}\n`);
    const r = await run('check', f);
    assert.strictEqual(r.out[0], `${f}:1:1: information checks-skipped: this document has 5,000 problems; the first 999 are shown, errors first`);
    assert.strictEqual(r.out.length, 1000);
    assert.ok(r.out.slice(1).every((l) => l.includes('warning same-shape')), r.out.slice(1, 3).join('\n'));
    const solved = await run('solve', f);
    assert.deepStrictEqual(solved.err, [`${f}:1:6: error: form F is too large to solve: its tiles have up to 25,000,000 placements, more than the 5,000,000 allowed`]);
    assert.strictEqual(solved.code, 1);
  });

  it('refuses a grid rotation of infinite order in check and in solve', async () => {
    const f = file('infinite.logel', [
      'grid g {', '  cell c: a', '  glyph "#" = a', '  rotation r { (x, y) -> (3x + y, -x) }', '}',
      'tileset T on g {', '  tile A { # }', '}', 'form F uses T {', '  tiles A', '  #', '}', ''].join('\n'));
    const message = `${f}:4:12: error bad-grid: rotation 'r' never comes back to the start when repeated (it has infinite order): a grid symmetry turns or mirrors the lattice in at most 6 steps`;
    const checked = await run('check', f);
    assert.deepStrictEqual(checked.out, [message]);
    const solved = await run('solve', f);
    assert.deepStrictEqual(solved.err, [message]);
    assert.strictEqual(solved.code, 1);
  });

  it('reads lone-CR line endings as line breaks, as the language server does', async () => {
    const r = await run('check', file('cr.logel', '// c\rform F uses nope {\r  #\r}\r'));
    assert.deepStrictEqual(r.out.map((l) => l.replace(/^.*cr\.logel:/, '')), ["2:13: error unknown-name: unknown tile set 'nope'"]);
    assert.strictEqual(r.code, 1);
  });

  it('escapes control characters from the input in its messages', async () => {
    const f = file('controls.logel', 'form F\x1b[2J\x07 uses pentominoes {\n  \u202e#\r\n}\n');
    const r = await run('check', f);
    assert.ok(r.out.length > 0);
    for (const line of r.out) assert.doesNotMatch(line, /[\x00-\x09\x0b-\x1f\x7f\u202e]/, line);
    assert.strictEqual(r.out[0], `${f}:1:7: error syntax: expected 'uses', found '\\u001b'`);
    const unknown = await run('frobnicate\x1b[31m');
    assert.strictEqual(unknown.err[0], "logel: unknown command 'frobnicate\\u001b[31m'");
  });

  it('xc counts 0 solutions, never 1, for a multiplicity past 32 bits: it is refused with its line', async () => {
    const r = await run('xc', file('wrap.dlx', '4294967297|A\nA\n'));
    assert.deepStrictEqual(r.err.map((l) => l.replace(/^.*wrap\.dlx:/, '')), ['1:1: error: multiplicity 4294967297 is too large: at most 2147483647']);
    assert.deepStrictEqual(r.out, []);
    assert.strictEqual(r.code, 1);
    const big = await run('xc', file('big.dlx', '2147483647|A\nA\n'));
    assert.strictEqual(big.out[big.out.length - 1], '0');
    assert.strictEqual(big.code, 0);
  });
});

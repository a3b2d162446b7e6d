// Hostile nonogram input to the CLI (issue 31): each case once crashed, hung, ran out of memory or
// gave a wrong answer. Now each gives a clear answer, or a clear error with its place.
import * as assert from 'assert';
import { truncateSync } from 'fs';
import { inputFolder, run } from './run';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';
import { formatNon } from '../../core/nonogram/formats';

const { write: file } = inputFolder('logel-hostile-nonogram-');

describe('logel under hostile nonogram input', () => {
  it('refuses a file past 64 MB before reading it, and stops reading a device that never ends', async () => {
    const big = file('big.non', '');
    truncateSync(big, 64 * 1024 * 1024 + 1);
    for (const command of ['check', 'solve', 'import']) {
      assert.deepStrictEqual(await run(command, big), { code: 1, out: [], err: [`logel: cannot read ${big}: larger than the 64 MB a file may have`] });
    }
    const zero = await run('check', '/dev/zero');
    assert.deepStrictEqual(zero, { code: 1, out: [], err: ['logel: cannot read /dev/zero: larger than the 64 MB a file may have'] });
  });

  it('reads "rows, blank line, columns" with 320,000 blank lines between them (each line start rescanned the rest)', async () => {
    const f = file('blank.txt', `1 1\n${'\n'.repeat(320_000)}1\n0\n1\n`);
    const r = await run('solve', f);
    assert.deepStrictEqual([r.code, r.out[0], r.out.slice(-3)], [0, 'nonogram blank: 3×1, 1 colour', ['  #.#', '', 'solutions: 1: unique, rating line']]);
  });

  it('refutes at once a puzzle that needs the SAT search when one clue is changed so that the totals differ', async () => {
    const { puzzle } = staircaseAndDiagonal(12);
    puzzle.rows[0] = [{ length: puzzle.rows[0][0].length + 1, colour: 1 }];
    const f = file('changed.non', formatNon(puzzle));
    const r = await run('solve', f);
    assert.deepStrictEqual(r.out.slice(1), [
      'line logic: 0 % of the cells; with probing: 0 %',
      'refuted before solving: the rows hold 63 cells, the columns 62',
      'search: 0 line solves, 0 probes, 0 nodes, 0.00 s',
      'solutions: 0: no solution',
    ]);
    const json = JSON.parse((await run('solve', f, '--json')).out[0]);
    assert.deepStrictEqual([json.solutions, json.unique, json.refuted], [{ total: 0, complete: true }, false, 'the rows hold 63 cells, the columns 62']);
    assert.deepStrictEqual((await run('check', f)).out, [`${f}: error totals-differ: the rows hold 63 cells, the columns 62`]);
  });

  const xml = (title: string, countColour = 'black') => `<?xml version="1.0"?>\n<puzzleset><puzzle><title>${title}</title>` +
    `<clues type="columns"><line><count>2</count></line><line><count>1</count></line></clues>` +
    `<clues type="rows"><line><count>2</count></line><line><count color="${countColour}">1</count></line></clues></puzzle></puzzleset>\n`;

  it('imports hostile titles as a block that check accepts and that solves the same', async () => {
    const titles = ['&lt;a&gt;'.repeat(500), 'line\nfile.xml:1:1: error: forged', '} rows {', '日本語', '', '123', 'nonogram', 'x'.repeat(5000), '\u0000\u001b[31m', '&quot;&amp;'];
    for (const [i, title] of titles.entries()) {
      const source = file(`t${i}.xml`, xml(title));
      const imported = await run('import', source);
      assert.strictEqual(imported.code, 0, `${title}: ${imported.err}`);
      const block = file(`t${i}.logel`, imported.out.join('\n') + '\n');
      assert.deepStrictEqual(await run('check', block), { code: 0, out: [], err: [] }, `title ${JSON.stringify(title.slice(0, 40))}`);
      assert.deepStrictEqual((await run('solve', block)).out.slice(-4), ['  ##', '  #.', '', 'solutions: 1: unique, rating line']);
    }
    const non = file('t.non', 'title "}{<a> nonogram"\nwidth 2\nheight 2\nrows\n2\n1\ncolumns\n2\n1\n');
    const block = file('t-non.logel', (await run('import', non)).out.join('\n') + '\n');
    assert.deepStrictEqual(await run('check', block), { code: 0, out: [], err: [] });
  });

  it('prints names and quoted text from files with their control characters escaped: no forged lines', async () => {
    const f = file('forged.xml', xml('a\nforged.xml:1:1: error: forged'));
    assert.strictEqual((await run('solve', f)).out[0], 'nonogram a\\u000aforged.xml:1:1: error: forged: 2×2, 1 colour');
    const g = file('colour.xml', xml('t', 'x\ncolour.xml:1:1: error: forged'));
    const column = xml('t', 'x').split('\n')[1].indexOf('<count color=') + 1;
    assert.deepStrictEqual((await run('check', g)).err, [`${g}:2:${column}: error: unknown colour 'x\\u000acolour.xml:1:1: error: forged'`]);
  });
});

// `logel make linkpix`: text art and PNG pictures to linkpix blocks that `logel check` accepts and
// `logel solve` finds unique, painting the picture; --json, --max-length, and bad options refused.
import * as assert from 'assert';
import { encode } from 'fast-png';
import { writeFileSync } from 'fs';
import { join } from 'path';
import { inputFolder, run } from './run';

const inputs = inputFolder('logel-make-linkpix-');
const heart = ['r = #e02020', 'k = #000000', '.rr.rr.', 'rrrrrrr', 'rrkrkrr', '.rrrrr.', '..rrr..', '...r...'].join('\n');
const heartRows = ['.rr.rr.', 'rrrrrrr', 'rrkrkrr', '.rrrrr.', '..rrr..', '...r...'];

describe('logel make linkpix', () => {
  it('prints a block with its goal that check accepts and solve finds unique, painting the picture', async () => {
    const file = inputs.write('heart.txt', heart);
    const r = await run('make', 'linkpix', file);
    assert.deepStrictEqual([r.code, r.err], [0, []]);
    assert.strictEqual(r.out[0], '// made from heart.txt: 7×6, 2 colours');
    assert.match(r.out[1], /^\/\/ unique, (solved by exclusions alone|needs search): \d+ paths, mean length \d+\.\d\d, \d+ % of them 1s$/);
    assert.strictEqual(r.out[2], 'linkpix heart {');
    const logel = inputs.write('heart.logel', r.out.join('\n') + '\n');
    const checked = await run('check', logel);
    assert.deepStrictEqual([checked.code, checked.err], [0, []]);
    const solved = JSON.parse((await run('solve', logel, '--json')).out[0]);
    assert.strictEqual(solved.unique, true);
    // Colour ids of the block: a (red) and b (black), in the order of the palette.
    assert.deepStrictEqual(solved.picture, heartRows.map((row) => row.replace(/r/g, '1').replace(/k/g, '2')));
  });

  it('--json prints the documented object; --max-length bounds every path', async () => {
    const file = inputs.write('bar.txt', '##########\n##########\n');
    const j = JSON.parse((await run('make', 'linkpix', file, '--json', '--max-length', '3')).out[0]);
    assert.deepStrictEqual([j.unique, j.width, j.height, j.colours], [true, 10, 2, 1]);
    const clues = j.block.split('\n').slice(1, 3).flatMap((l: string) => l.trim().split(/\s+/)).filter((t: string) => t !== '.').map(Number);
    assert.ok(clues.every((n: number) => n >= 1 && n <= 3), clues.join(' '));
    // 20 cells in paths of at most 3: the figures agree with the clues.
    const ones = clues.filter((n: number) => n === 1).length, paths = ones + (clues.length - ones) / 2;
    assert.deepStrictEqual([j.paths, j.meanLength, j.ones], [paths, 20 / paths, ones / paths]);
    assert.strictEqual(typeof j.solvedByExclusions, 'boolean');
  });

  it('reads a PNG, scaled to --width', async () => {
    const width = 16, height = 8, data = new Uint8Array(width * height * 3).fill(255);
    for (let y = 2; y < 6; y++) for (let x = 4; x < 12; x++) data.set([0, 0, 0], (y * width + x) * 3);
    const file = join(inputs.dir, 'box.png');
    writeFileSync(file, encode({ width, height, data, channels: 3, depth: 8 }));
    const j = JSON.parse((await run('make', 'linkpix', file, '--width', '8', '--json')).out[0]);
    assert.deepStrictEqual([j.unique, j.width, j.height], [true, 8, 4]);
    assert.ok(j.block.includes('  goal {\n    ........\n    ..####..\n    ..####..\n    ........\n  }'), j.block);
  });

  it('refuses bad options and pictures with a clear message', async () => {
    const file = inputs.write('dot.txt', '#\n');
    assert.deepStrictEqual(await run('make', 'linkpix', file, '--difficulty', 'hard'), { code: 2, out: [], err: [`logel: --difficulty is exclusions or search, not 'hard'`] });
    assert.deepStrictEqual(await run('make', 'linkpix', file, '--max-length', '0'), { code: 2, out: [], err: [`logel: --max-length needs a whole number from 1 to 1000, not '0'`] });
    const blank = inputs.write('blank.txt', '....\n');
    assert.deepStrictEqual(await run('make', 'linkpix', blank), { code: 1, out: [], err: [`logel: ${blank}: the picture has no painted cell to join`] });
    const bad = inputs.write('bad.txt', '#?#\n');
    const r = await run('make', 'linkpix', bad);
    assert.deepStrictEqual([r.code, r.err], [1, [`${bad}:1:2: error: '?' is not a cell of a picture: use # for black, . for blank, or a letter for a colour`]]);
  });
});

// `logel make nonogram`: text art and PNG pictures to nonogram blocks that `logel check` accepts and
// `logel solve` finds unique; the changes, --keep, --json, and located errors.
import * as assert from 'assert';
import { encode } from 'fast-png';
import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { inputFolder, run } from './run';

const inputs = inputFolder('logel-make-');
const swap = inputs.write('swap.txt', '#..\n.#.\n...\n');

function png(name: string, width: number, height: number, channels: 3 | 4, at: (x: number, y: number) => number[]): string {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * channels);
  const path = join(inputs.dir, name);
  writeFileSync(path, encode({ width, height, data, channels, depth: 8 }));
  return path;
}

/** The block printed (the lines from `nonogram` on), written as a .logel file. */
function blockFile(name: string, out: string[]): string {
  return inputs.write(name, out.slice(out.findIndex((l) => l.startsWith('nonogram'))).join('\n') + '\n');
}

describe('logel make nonogram', () => {
  it('repairs a 2x2 swap with one change, lists it, and prints a block that check accepts and solve finds unique', async () => {
    const r = await run('make', 'nonogram', swap);
    assert.deepStrictEqual([r.code, r.err], [0, []]);
    assert.deepStrictEqual(r.out.slice(0, 5), [
      '// made from swap.txt: 3×3, 1 colour',
      '// unique, rating line, after 1 change to the picture (11.11 % of the cells):',
      '//   row 1, column 1: # -> .',
      '// minimal: taking back any one change breaks uniqueness or the rating',
      '// fewest: proved: the picture itself is not unique, so one change is the fewest',
    ]);
    assert.deepStrictEqual(r.out.slice(5).join('\n'), 'nonogram swap {\n  rows {\n    0\n    1\n    0\n  }\n  columns {\n    0\n    1\n    0\n  }\n  goal {\n    ...\n    .#.\n    ...\n  }\n}');
    const file = inputs.write('swap.logel', r.out.join('\n') + '\n');
    assert.strictEqual((await run('check', file)).code, 0);
    const solved = JSON.parse((await run('solve', file, '--json')).out[0]);
    assert.deepStrictEqual([solved.unique, solved.pictures], [true, [['...', '.#.', '...']]]);
  });

  it('--keep prints the picture as drawn with the proposals; --json the documented object', async () => {
    const kept = await run('make', 'nonogram', swap, '--keep', '--name', 'Kept');
    assert.deepStrictEqual(kept.out.slice(1, 3), ['// the picture as drawn is not unique at the rating asked for; 1 change (11.11 % of the cells) would make it unique, rating line:', '//   row 1, column 1: # -> .']);
    assert.ok(kept.out.join('\n').includes('nonogram Kept {') && kept.out.join('\n').includes('  goal {\n    #..\n    .#.\n    ...\n  }'));
    const j = JSON.parse((await run('make', 'nonogram', swap, '--json')).out[0]);
    assert.ok(j.ms >= 0 && j.solves > 0);
    assert.deepStrictEqual([j.unique, j.rating, j.changes, j.hints, j.minimal, j.smallest.proved, j.kept, j.width, j.height], [true, 'line', [[1, 1]], [], true, true, false, 3, 3]);
    assert.ok(j.block.startsWith('nonogram swap {'));
    const keptJson = JSON.parse((await run('make', 'nonogram', swap, '--json', '--keep')).out[0]);
    assert.deepStrictEqual([keptJson.unique, keptJson.rating, keptJson.changes, keptJson.kept], [false, null, [[1, 1]], true]);
  });

  it('--hints: the fewest starting hints instead of changes, in the block and in --json', async () => {
    const r = await run('make', 'nonogram', swap, '--hints');
    assert.deepStrictEqual([r.code, r.err], [0, []]);
    assert.deepStrictEqual(r.out.slice(0, 5), [
      '// made from swap.txt: 3×3, 1 colour',
      '// unique, rating line, with 1 starting hint (11.11 % of the cells):',
      '//   row 1, column 1: #',
      '// minimal: taking back any one hint breaks uniqueness or the rating',
      '// fewest: proved: every set of fewer hints among the 4 cells line logic and probing leave unknown fails: 1 solved, the rest ruled out by the 1 other solution found',
    ]);
    assert.ok(r.out.join('\n').endsWith('  goal {\n    #..\n    .#.\n    ...\n  }\n  hints {\n    #??\n    ???\n    ???\n  }\n}'));
    const file = blockFile('hinted.logel', r.out);
    assert.strictEqual((await run('check', file)).code, 0);
    const solved = JSON.parse((await run('solve', file, '--json')).out[0]);
    assert.deepStrictEqual([solved.unique, solved.pictures], [true, [['#..', '.#.', '...']]]);
    const j = JSON.parse((await run('make', 'nonogram', swap, '--hints', '--json', '--rating', 'line')).out[0]);
    assert.deepStrictEqual([j.unique, j.rating, j.changes, j.hints, j.minimal, j.smallest.proved], [true, 'line', [], [[1, 1]], true, true]);
    const kept = JSON.parse((await run('make', 'nonogram', swap, '--hints', '--json', '--keep')).out[0]);
    assert.deepStrictEqual([kept.unique, kept.hints, kept.block.includes('hints')], [false, [[1, 1]], false]);
  });

  it('reads a PNG scaled to --width, black and white by --threshold', async () => {
    // 20x8 pixels, a dark bar 8 pixels wide in the middle rows; transparent elsewhere
    const file = png('bar.png', 20, 8, 4, (x, y) => (x >= 6 && x < 14 && y >= 2 && y < 6 ? [40, 40, 40, 255] : [0, 0, 0, 0]));
    const r = await run('make', 'nonogram', file, '--width', '10', '--json');
    const j = JSON.parse(r.out[0]);
    assert.deepStrictEqual([j.width, j.height, j.unique, j.changes], [10, 4, true, []]);
    assert.ok(j.block.includes('  goal {\n    ..........\n    ...####...\n    ...####...\n    ..........\n  }'));
    const light = JSON.parse((await run('make', 'nonogram', file, '--width', '10', '--threshold', '30', '--json')).out[0]);
    assert.ok(light.block.includes('  goal {\n    ..........\n    ..........\n    ..........\n    ..........\n  }'));
    assert.strictEqual((await run('check', blockFile('bar.logel', j.block.split('\n')))).code, 0);
  });

  it('reduces a colour PNG to --colours letters with a palette', async () => {
    const file = png('flag.png', 6, 4, 3, (x, y) => (y === 0 || y === 3 ? [255, 255, 255] : x < 3 ? [200, 0, 0] : [0, 0, 200]));
    const j = JSON.parse((await run('make', 'nonogram', file, '--colours', '2', '--json')).out[0]);
    assert.strictEqual(j.colours, 2);
    assert.ok(j.block.includes('  palette {\n    a = #c80000\n    b = #0000c8\n  }'), j.block);
    assert.ok(j.block.includes('  rows {\n    0\n    3a 3b\n    3a 3b\n    0\n  }'), j.block);
    assert.strictEqual((await run('check', blockFile('flag.logel', j.block.split('\n')))).code, 0);
  });

  it('bad input: located errors and usage, never a crash', async () => {
    const bad = inputs.write('bad.txt', '##\n#?\n');
    assert.deepStrictEqual(await run('make', 'nonogram', bad), { code: 1, out: [], err: [`${bad}:2:2: error: '?' is not a cell of a picture: use # for black, . for blank, or a letter for a colour`] });
    const broken = join(inputs.dir, 'broken.png');
    writeFileSync(broken, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really')]));
    const r = await run('make', 'nonogram', broken);
    assert.strictEqual(r.code, 1);
    assert.match(r.err[0], /^logel: .*broken\.png: not a readable PNG \(/);
    assert.deepStrictEqual((await run('make', 'nonogram', swap, '--width', '5')).err, [`logel: ${swap} is text art: --width, --colours and --threshold apply to PNG pictures`]);
    assert.deepStrictEqual((await run('make', 'nonogram', swap, '--rating', 'hard')).err, [`logel: --rating is line, probing or search, not 'hard'`]);
    assert.deepStrictEqual((await run('make', 'nonogram', swap, '--width', '0')).err, [`logel: --width needs a whole number from 1 to 1000, not '0'`]);
    assert.deepStrictEqual((await run('make', 'nonogram', join(inputs.dir, 'none.png'))).err, [`logel: cannot read ${join(inputs.dir, 'none.png')}: no such file`]);
    assert.strictEqual((await run('make', 'sudoku', swap)).code, 2);
    assert.deepStrictEqual((await run('make', 'nonogram', swap, '--timeout', 'soon')).err, [`logel: --timeout needs a whole number from 1 to 1000000, not 'soon'`]);
    // a PNG too large is refused from its header, before it is decoded
    const huge = Buffer.from(encode({ width: 1, height: 1, data: new Uint8Array(3), channels: 3, depth: 8 }));
    huge.writeUInt32BE(100_000, 16); huge.writeUInt32BE(100_000, 20);
    const hugeFile = join(inputs.dir, 'huge.png');
    writeFileSync(hugeFile, huge);
    assert.deepStrictEqual((await run('make', 'nonogram', hugeFile)).err, [`logel: ${hugeFile}: the PNG is 100000×100000 pixels; at most 50,000,000 are read`]);
  });

  it('docs/designing.md: the example prints what the page shows', async () => {
    const doc = readFileSync('docs/designing.md', 'utf8');
    const fenced = (marker: string) => new RegExp(`<!-- ${marker} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(doc)?.[1];
    const picture = fenced('picture heart.txt'), shown = fenced('output logel make nonogram heart.txt');
    assert.ok(picture && shown);
    const heart = inputs.write('heart.txt', picture + '\n');
    const r = await run('make', 'nonogram', heart);
    assert.deepStrictEqual([r.code, r.out.join('\n')], [0, shown]);
    const hinted = await run('make', 'nonogram', heart, '--hints');
    assert.deepStrictEqual([hinted.code, hinted.out.join('\n')], [0, fenced('output logel make nonogram heart.txt --hints')]);
  });

  it('--proof-budget cuts the proof of fewest: the line says not proved, and why', async () => {
    const doc = readFileSync('docs/designing.md', 'utf8');
    const heart = inputs.write('heart-budget.txt', /<!-- picture heart.txt -->\n```text\n([\s\S]*?)\n```/.exec(doc)![1] + '\n');
    const r = await run('make', 'nonogram', heart, '--proof-budget', '1');
    assert.deepStrictEqual([r.code, r.out[1], r.out[5]], [0, '// unique, rating line, after 2 changes to the picture (2.22 % of the cells):',
      '// fewest: not proved: found by greedy search and minimised; the proof that fewer changes fail ran out of its budget of 1 solve at sets of 1 change']);
    const j = JSON.parse((await run('make', 'nonogram', heart, '--proof-budget', '1', '--json')).out[0]);
    assert.deepStrictEqual([j.unique, j.minimal, j.smallest.proved, j.smallest.tried], [true, true, false, 1]);
  });

  it('--timeout stops a long repair: the picture as drawn, not unique, exit 1', async () => {
    // 60x60 random cells: far too many ambiguities to repair within a second
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const art = Array.from({ length: 60 }, () => Array.from({ length: 60 }, () => (random() < 0.5 ? '#' : '.')).join('')).join('\n');
    const noise = inputs.write('noise.txt', art + '\n');
    const r = await run('make', 'nonogram', noise, '--timeout', '1', '--json');
    assert.strictEqual(r.code, 1);
    const j = JSON.parse(r.out[0]);
    assert.deepStrictEqual([j.stopped, j.unique, j.rating, j.minimal], [true, false, null, false]);
    assert.ok(j.block.includes(`  goal {\n${art.split('\n').map((l) => `    ${l}`).join('\n')}\n  }`));
  });
});

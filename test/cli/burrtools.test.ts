// `logel import FILE.xmpuzzle`: BurrTools puzzles written here from the format (gzipped as BurrTools
// saves them) become .logel whose counts are the puzzles' known ones; bad files get located errors.
import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inputFolder, run } from './run';

const folder = inputFolder('logel-burrtools-');
const puzzle = (shapes: string, problems: string, grid = '0') =>
  `<?xml version="1.0"?>\n<puzzle version="2"><gridType type="${grid}"/><colors/>\n<shapes>${shapes}</shapes>\n<problems>${problems}</problems><comment/></puzzle>\n`;
const xmpuzzle = (name: string, xml: string) => { const path = join(folder.dir, name); writeFileSync(path, gzipSync(xml)); return path; };
const voxel = (x: number, y: number, z: number, text: string, name = '') => `<voxel x="${x}" y="${y}" z="${z}" type="0"${name ? ` name="${name}"` : ''}>${text}</voxel>`;

// The 7 Soma pieces, x fastest, then y, then z: V, L, T, Z, the two screws (mirror images) and the branch.
const soma = [voxel(2, 2, 1, '###_', 'V'), voxel(3, 2, 1, '####__', 'L'), voxel(3, 2, 1, '###_#_', 'T'), voxel(3, 2, 1, '##__##', 'Z'),
  voxel(2, 2, 2, '##_##___', 'A'), voxel(2, 2, 2, '##_#___#', 'B'), voxel(2, 2, 2, '##_#_#__', 'P'), voxel(3, 3, 3, '#'.repeat(27), 'Cube')].join('');

/** Imports the file, writes the .logel and counts `form` in it: the last line of `logel solve --count`. */
async function importAndCount(path: string, form: string): Promise<{ logel: string; count: string }> {
  const imported = await run('import', path);
  assert.deepEqual([imported.code, imported.err], [0, []]);
  const logel = imported.out.join('\n');
  const solved = await run('solve', folder.write(`${form}.logel`, logel), '--form', form, '--count');
  assert.equal(solved.code, 0, solved.err.join('\n'));
  return { logel, count: solved.out[solved.out.length - 1] };
}

describe('cli: import .xmpuzzle (BurrTools)', () => {
  it('a 2×2×2 box of 4 dominoes: the 9 tilings, with a count and with a range', async () => {
    const path = xmpuzzle('box.xmpuzzle', puzzle(voxel(2, 2, 2, '########', 'Box') + voxel(2, 1, 1, '##', 'Domino'),
      '<problem name="Box of dominoes" assemblies="9"><shapes><shape id="1" count="4"/></shapes><result id="0"/><bitmap/></problem>'
      + '<problem><shapes><shape id="1" min="0" max="4"/></shapes><result id="0"/></problem>'));
    const { logel, count } = await importAndCount(path, 'Box_of_dominoes');
    assert.equal(count, 'solutions: 2 unique, 9 in all');
    assert.match(logel, /^tileset box on cube \{\n  transforms rotations .*\n  tile Box \{\n    ##\n    ##\n    layer\n    ##\n    ##\n  \}\n  tile Domino \{\n    ##\n  \}\n\}\n\n\/\/ BurrTools stored 9 assemblies\nform Box_of_dominoes uses box \{\n  tiles Domino x4\n/);
    assert.match(logel, /form Problem2 uses box \{\n  tiles Domino 0\.\.4\n/);
    assert.equal((await importAndCount(path, 'Problem2')).count, 'solutions: 2 unique, 9 in all');
  });

  it('the Soma cube: 240 solutions up to symmetry, 11,520 in all', async () => {
    const path = xmpuzzle('soma.xmpuzzle', puzzle(soma, `<problem name="Soma"><shapes>${[0, 1, 2, 3, 4, 5, 6].map((id) => `<shape id="${id}" count="1"/>`).join('')}</shapes><result id="7"/></problem>`));
    assert.equal((await importAndCount(path, 'Soma')).count, 'solutions: 240 unique, 11,520 in all');
  });

  it('refuses what it does not read, and broken files, with a located message', async () => {
    const err = async (path: string) => { const r = await run('import', path); assert.equal(r.code, 1); return r.err.join('\n'); };
    const box = voxel(2, 1, 1, '##', 'D');
    const one = (shape: string) => `<problem><shapes><shape id="0" ${shape}/></shapes><result id="0"/></problem>`;
    const p = xmpuzzle('grid.xmpuzzle', puzzle(box, one('count="1"'), '1'));
    assert.equal(await err(p), `${p}:2:21: grid type 1 is not read: only BurrTools' cube grid (type 0) maps onto a Logel grid`);
    const v = xmpuzzle('variable.xmpuzzle', puzzle(voxel(2, 1, 1, '#+'), one('count="1"')));
    assert.equal(await err(v), `${v}:3:9: variable voxels ('+') are not read: a Logel form has no cells that may stay empty`);
    const g = xmpuzzle('group.xmpuzzle', puzzle(box, one('count="1" group="1"')));
    assert.equal(await err(g), `${g}:4:28: piece groups are not read (see docs/language.md)`);
    const s = xmpuzzle('short.xmpuzzle', puzzle(voxel(2, 2, 1, '##'), one('count="1"')));
    assert.equal(await err(s), `${s}:3:9: a 2×2×1 shape needs 4 voxel characters, found 2`);
    const e = xmpuzzle('entity.xmpuzzle', '<!DOCTYPE puzzle [<!ENTITY a "aaaa">]>' + puzzle(box, one('count="1"')));
    assert.match(await err(e), /:1:1: entity declarations and DTD subsets are not read/);
    const t = join(folder.dir, 'truncated.xmpuzzle');
    writeFileSync(t, gzipSync(puzzle(box, one('count="1"'))).subarray(0, 40));
    assert.match(await err(t), /^logel: cannot read .*truncated\.xmpuzzle: not a whole gzip file \(unexpected end of file\)$/);
    const bomb = join(folder.dir, 'bomb.xmpuzzle');
    writeFileSync(bomb, gzipSync(Buffer.alloc(65 << 20, 0x20)));
    assert.match(await err(bomb), /^logel: cannot read .*bomb\.xmpuzzle: it unpacks to more than the 64 MB a file may have$/);
  });
});

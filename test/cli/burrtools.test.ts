// `logel import FILE.xmpuzzle` and `logel export --xmpuzzle`: BurrTools puzzles written here from the
// format (gzipped as BurrTools saves them) become .logel whose counts are the puzzles' known ones, and
// come back the same from an export; stored counts are checked; bad files get located errors.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { inputFolder, run } from './run';
import { runBurrToolsFuzz } from '../fuzz/burrtoolsReader';

const folder = inputFolder('logel-burrtools-');
const puzzle = (shapes: string, problems: string, grid = '0') =>
  `<?xml version="1.0"?>\n<puzzle version="2"><gridType type="${grid}"/><colors/>\n<shapes>${shapes}</shapes>\n<problems>${problems}</problems><comment/></puzzle>\n`;
const xmpuzzle = (name: string, xml: string) => { const path = join(folder.dir, name); writeFileSync(path, gzipSync(xml)); return path; };
const voxel = (x: number, y: number, z: number, text: string, name = '') => `<voxel x="${x}" y="${y}" z="${z}" type="0"${name ? ` name="${name}"` : ''}>${text}</voxel>`;

// The 7 Soma pieces, x fastest, then y, then z: V, L, T, Z, the two screws (mirror images) and the branch.
const soma = [voxel(2, 2, 1, '###_', 'V'), voxel(3, 2, 1, '####__', 'L'), voxel(3, 2, 1, '###_#_', 'T'), voxel(3, 2, 1, '##__##', 'Z'),
  voxel(2, 2, 2, '##_##___', 'A'), voxel(2, 2, 2, '##_#___#', 'B'), voxel(2, 2, 2, '##_#_#__', 'P'), voxel(3, 3, 3, '#'.repeat(27), 'Cube')].join('');

/** Import, export, import: the second .logel is the first (without the counts BurrTools stored), and
 *  each form counts the same, given as `counts` ('2 unique, 9 in all'). */
async function roundTrip(path: string, counts: Record<string, string>): Promise<void> {
  const first = await run('import', path);
  const logel = folder.write('roundTrip.logel', first.out.join('\n') + '\n');
  const again = join(mkdtempSync(join(folder.dir, 'again-')), basename(path));
  const exported = await run('export', '--xmpuzzle', logel, '--out', again);
  assert.deepEqual([exported.code, exported.err], [0, []]);
  const second = await run('import', again);
  assert.deepEqual(second.out, first.out.filter((line) => !line.startsWith('// BurrTools stored')));
  for (const [form, count] of Object.entries(counts)) {
    const solved = await run('solve', folder.write('second.logel', second.out.join('\n')), '--form', form, '--count');
    assert.equal(solved.out[solved.out.length - 1], `solutions: ${count}`);
  }
}

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
      '<problem name="Box of dominoes" state="2" assemblies="2"><shapes><shape id="1" count="4"/></shapes><result id="0"/><bitmap/></problem>'
      + '<problem><shapes><shape id="1" min="0" max="4"/></shapes><result id="0"/></problem>'));
    const { logel, count } = await importAndCount(path, 'Box_of_dominoes');
    assert.equal(count, 'solutions: 2 unique, 9 in all');
    // The box is only a result: a form, not a tile.
    assert.match(logel, /^tileset box on cube \{\n  transforms rotations .*\n  tile Domino \{\n    ##\n  \}\n\}\n\n\/\/ BurrTools stored 2 assemblies\nform Box_of_dominoes uses box \{\n  tiles Domino x4\n  ##\n  ##\n  layer\n  ##\n  ##\n\}\n/);
    assert.match(logel, /form Problem2 uses box \{\n  tiles Domino 0\.\.4\n/);
    assert.equal((await importAndCount(path, 'Problem2')).count, 'solutions: 2 unique, 9 in all');
    await roundTrip(path, { Box_of_dominoes: '2 unique, 9 in all', Problem2: '2 unique, 9 in all' });
  });

  it('the Soma cube: 240 solutions up to symmetry, 11,520 in all', async () => {
    const path = xmpuzzle('soma.xmpuzzle', puzzle(soma, `<problem name="Soma"><shapes>${[0, 1, 2, 3, 4, 5, 6].map((id) => `<shape id="${id}" count="1"/>`).join('')}</shapes><result id="7"/></problem>`));
    assert.equal((await importAndCount(path, 'Soma')).count, 'solutions: 240 unique, 11,520 in all');
    await roundTrip(path, { Soma: '240 unique, 11,520 in all' });
  });

  it('a 2-D puzzle drawn as one layer: the pentominoes in 3×20, and a range form, both ways', async () => {
    // Each pentomino drawn top row first, one layer thick.
    const pentominoes: Record<string, string[]> = {
      F: ['.##', '##.', '.#.'], I: ['#####'], L: ['####', '#...'], N: ['##..', '.###'], P: ['##', '##', '#.'], T: ['###', '.#.', '.#.'],
      U: ['#.#', '###'], V: ['#..', '#..', '###'], W: ['#..', '##.', '.##'], X: ['.#.', '###', '.#.'], Y: ['.#..', '####'], Z: ['##.', '.#.', '.##'],
    };
    const flat = (name: string, rows: string[]) => voxel(rows[0].length, rows.length, 1, [...rows].reverse().join('').replace(/\./g, '_'), name);
    const names = Object.keys(pentominoes);
    const path = xmpuzzle('pentominoes.xmpuzzle', puzzle(names.map((n) => flat(n, pentominoes[n])).join('') + voxel(20, 3, 1, '#'.repeat(60), 'Rectangle') + voxel(5, 4, 1, '#'.repeat(20), 'Square'),
      `<problem name="P3x20"><shapes>${names.map((_, id) => `<shape id="${id}" count="1"/>`).join('')}</shapes><result id="12"/></problem>`
      + '<problem name="P5x4"><shapes><shape id="2" min="0" max="1"/><shape id="4" min="0" max="2"/><shape id="6" min="0" max="1"/><shape id="10" min="0" max="1"/></shapes><result id="13"/></problem>'));
    // Turned over in space, a flat piece is mirrored: the free pentominoes, 2 tilings of 3×20 up to symmetry.
    await roundTrip(path, { P3x20: '2 unique, 8 in all', P5x4: '6 unique, 24 in all' });
    // The same forms on the square grid give the same counts, and are written as one layer of cubes.
    const square = folder.write('square.logel', `use pentominoes
form P3x20 uses pentominoes {
  ####################
  ####################
  ####################
}
form P5x4 uses pentominoes {
  tiles L 0..1 P 0..2 U 0..1 Y 0..1
  #####
  #####
  #####
  #####
}
`);
    for (const [form, count] of [['P3x20', '2 unique, 8 in all'], ['P5x4', '6 unique, 24 in all']]) {
      assert.equal((await run('solve', square, '--form', form, '--count')).out.pop(), `solutions: ${count}`);
    }
    const out = join(folder.dir, 'square.xmpuzzle');
    assert.deepEqual(await run('export', '--xmpuzzle', square, '--out', out), { code: 0, out: [`${out}: 2 problems (P3x20, P5x4)`], err: [] });
    const xml = gunzipSync(readFileSync(out)).toString();
    assert.match(xml, /<gridType type="0"\/>/);
    assert.ok(xml.includes('<voxel x="3" y="3" z="1" name="F" type="0">_#_##__##</voxel>'), 'F, bottom row first');
    assert.ok(xml.includes(`<voxel x="20" y="3" z="1" name="P3x20" type="0">${'#'.repeat(60)}</voxel>`));
    assert.ok(xml.includes('<problem name="P5x4" state="0"><shapes><shape id="2" min="0" max="1"/><shape id="4" min="0" max="2"/><shape id="6" min="0" max="1"/><shape id="10" min="0" max="1"/></shapes><result id="13"/><bitmap/></problem>'));
    const back = await run('import', out, '--count');
    assert.equal(back.out.pop(), '// no problem has a count BurrTools stored when its search finished');
  });

  it('export refuses, with the line, what a BurrTools file cannot hold', async () => {
    const file = folder.write('refused.logel', `use one_sided_pentominoes
use tetrahexes
form OneSided uses one_sided_pentominoes {
  tiles F f
  #####
  #####
}
form Hexes uses tetrahexes {
  tiles I4
  ● ● ● ●
}
tileset turned on square {
  transforms rotations
  tile S { ##.
           .## }
}
form Turned uses turned {
  tiles S x2
  ###
  ###
}
form Tube uses turned {
  wrap x
  tiles S x2
  ####
  ####
}
form Placed uses turned {
  tiles S x2
  place S.1@2.1
  ####
  ####
}
tileset mirrored on cube {
  tile M { #.
           ##
           layer
           ..
           .# }
}
form Cube uses mirrored {
  ##
  ##
  layer
  .#
  ..
}
`);
    const refusal = async (form: string) => { const r = await run('export', '--xmpuzzle', file, '--form', form, '--out', join(folder.dir, 'x.xmpuzzle')); assert.equal(r.code, 1); return r.err.join('\n'); };
    assert.equal(await refusal('OneSided'), `${file}:3:6: error: tile F has 4 shapes here and 8 in BurrTools, where a one-layer piece can be turned over (which mirrors it): it has no one-sided pieces`);
    assert.equal(await refusal('Hexes'), `${file}:8:6: error: form Hexes is on the hex grid: BurrTools files hold the cube and prism grids, and square and triangle forms as one layer of them`);
    assert.equal(await refusal('Turned'), `${file}:14:8: error: tile S has 2 shapes here and 4 in BurrTools, where a one-layer piece can be turned over (which mirrors it): it has no one-sided pieces`);
    assert.equal(await refusal('Tube'), `${file}:23:3: error: form Tube wraps round: BurrTools has no wrap-around`);
    assert.equal(await refusal('Placed'), `${file}:30:3: error: form Placed has pre-placed pieces: BurrTools has none`);
    assert.equal(await refusal('Cube'), `${file}:35:8: error: tile M has 24 shapes here and 12 in BurrTools, where pieces turn in space and are never mirrored`);
    const all = await run('export', '--xmpuzzle', file, '--out', join(folder.dir, 'x.xmpuzzle'));
    assert.deepEqual([all.code, all.err], [1, [`${file}:3:6: error: tile F has 4 shapes here and 8 in BurrTools, where a one-layer piece can be turned over (which mirrors it): it has no one-sided pieces`]]);
    assert.deepEqual((await run('export', '--xmpuzzle', file, '--form', 'Nope', '--out', 'x')).err, [`logel: ${file} has no form 'Nope' (it has OneSided, Hexes, Turned, Tube, Placed, Cube)`]);
    assert.deepEqual(await run('export', '--xmpuzzle', file), { code: 2, out: [], err: ['usage: logel export --xmpuzzle FILE.logel [--form NAME] --out OUT.xmpuzzle'] });
  });

  it('refuses what it does not read, and broken files, with a located message', async () => {
    const err = async (path: string) => { const r = await run('import', path); assert.equal(r.code, 1); return r.err.join('\n'); };
    const box = voxel(2, 1, 1, '##', 'D');
    const one = (shape: string) => `<problem><shapes><shape id="0" ${shape}/></shapes><result id="0"/></problem>`;
    const p = xmpuzzle('grid.xmpuzzle', puzzle(box, one('count="1"'), '2'));
    assert.equal(await err(p), `${p}:2:21: grid type 2 is not read: only BurrTools' cubes (type 0) and triangular prisms (type 1) map onto Logel grids`);
    const proto = xmpuzzle('proto.xmpuzzle', puzzle(box, one('count="1"'), 'constructor'));
    assert.equal(await err(proto), `${proto}:2:21: grid type constructor is not read: only BurrTools' cubes (type 0) and triangular prisms (type 1) map onto Logel grids`);
    const v = xmpuzzle('variable.xmpuzzle', puzzle(voxel(2, 1, 1, '#+'), one('count="1"')));
    assert.equal(await err(v), `${v}:3:9: variable voxels ('+') are not read: a Logel form has no cells that may stay empty`);
    const empty = xmpuzzle('empty.xmpuzzle', puzzle(box + voxel(1, 1, 1, '_'), '<problem><shapes><shape id="1" count="1"/></shapes><result id="0"/></problem>'));
    assert.equal(await err(empty), `${empty}:4:28: shape 1 has no filled voxel`);
    const range = xmpuzzle('range.xmpuzzle', puzzle(box, one('min="3" max="2"')));
    assert.equal(await err(range), `${range}:4:28: min 3 is more than max 2`);
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

  it('a stored count is checked with --count: the same for the Soma cube, a warning at the problem where it differs', async () => {
    const problem = (stored: string) => `<problem name="Soma" state="2" assemblies="${stored}" time="3"><shapes>${[0, 1, 2, 3, 4, 5, 6].map((id) => `<shape id="${id}" count="1"/>`).join('')}</shapes><result id="7"/></problem>`;
    const same = await run('import', xmpuzzle('somaStored.xmpuzzle', puzzle(soma, problem('240'))), '--count');
    assert.deepEqual([same.code, same.err], [0, []]);
    assert.deepEqual(same.out.slice(-2), ['', '// Soma: BurrTools stored 240 assemblies, Logel counts 240 up to symmetry (11,520 in all): the same']);
    const path = xmpuzzle('somaWrong.xmpuzzle', puzzle(soma, problem('480')));
    const differs = await run('import', path, '--count');
    assert.equal(differs.code, 1);
    assert.deepEqual(differs.err, [`${path}:4:11: warning: problem Soma: BurrTools stored 480 assemblies, but Logel counts 240 up to symmetry (11,520 in all)`]);
    assert.equal(differs.out[differs.out.length - 1], '// Soma: BurrTools stored 480 assemblies, Logel counts 240 up to symmetry (11,520 in all): they differ');
    // A search BurrTools stopped stored a count so far: kept as a comment, not compared.
    const stopped = await run('import', xmpuzzle('somaStopped.xmpuzzle', puzzle(soma, problem('17').replace('state="2"', 'state="1"'))), '--count');
    assert.equal(stopped.code, 0);
    assert.ok(stopped.out.includes('// BurrTools stopped after 17 assemblies (its search did not finish)'));
    assert.equal(stopped.out[stopped.out.length - 1], '// no problem has a count BurrTools stored when its search finished');
  });

  it('piece groups only concern disassembly: read, left out with a note, the count unchanged', async () => {
    const path = xmpuzzle('groups.xmpuzzle', puzzle(voxel(2, 2, 2, '########', 'Box') + voxel(2, 1, 1, '##', 'Domino'),
      '<problem name="Grouped"><shapes><shape id="1" count="4"><group group="1" count="2"/></shape></shapes><result id="0"/></problem>'));
    const { logel, count } = await importAndCount(path, 'Grouped');
    assert.match(logel, /\n\/\/ BurrTools piece groups left out: they only say which pieces may stay together when disassembling\nform Grouped uses groups \{\n  tiles Domino x4\n/);
    assert.equal(count, 'solutions: 2 unique, 9 in all');
  });

  it('triangular prisms (grid type 1) become the prism grid: diamonds in a hexagonal slab and in two layers', async () => {
    // BurrTools' triangle (x, y) points up when x + y is even; the hexagon's box starts one column early.
    const hexagon = (layers: number) => voxel(4, 2, layers, '_###_###'.repeat(layers), `Hexagon${layers}`);
    const path = xmpuzzle('prisms.xmpuzzle', puzzle(voxel(2, 1, 1, '##', 'Diamond') + hexagon(1) + hexagon(2) + voxel(1, 1, 2, '##', 'Pillar'),
      '<problem name="Slab"><shapes><shape id="0" count="3"/></shapes><result id="1"/></problem>'
      + '<problem name="Two"><shapes><shape id="0" count="6"/></shapes><result id="2"/></problem>'
      + '<problem name="Pillars"><shapes><shape id="3" min="0" max="6"/><shape id="0" min="0" max="6"/></shapes><result id="2"/></problem>', '1'));
    const { logel, count } = await importAndCount(path, 'Slab');
    assert.match(logel, /^tileset prisms on prism \{\n  transforms rotations .*\n  tile Diamond \{\n    ▲▼\n  \}\n  tile Pillar \{\n    ▲\n    layer\n    ▲\n  \}\n\}\n/);
    assert.match(logel, /form Slab uses prisms \{\n  tiles Diamond x3\n  ▲▼▲\n  ▼▲▼\n\}/);
    // A hexagon cut into three diamonds: two ways, one turned into the other.
    assert.equal(count, 'solutions: 1 unique, 2 in all');
    // Each layer on its own: 4 in all; up to turning and swapping the layers, both alike or both unlike.
    assert.equal((await importAndCount(path, 'Two')).count, 'solutions: 2 unique, 4 in all');
    // With pillars (a prism two layers high) too: the pillars leave the same triangles of the hexagon's
    // 6-cycle to each layer, whose diamonds match them up: no pillar 2·2, all six 1, two neighbours
    // 6·1, two opposite 3·1, four 6·1: 20 in all; one class each, and two without pillars: 6.
    assert.equal((await importAndCount(path, 'Pillars')).count, 'solutions: 6 unique, 20 in all');
    await roundTrip(path, { Slab: '1 unique, 2 in all', Two: '2 unique, 4 in all', Pillars: '6 unique, 20 in all' });
  });

  it('survives hostile files: 300 seeded puzzles, mutated, gzipped, cut short or bombs (npm run fuzz runs 5,000)', async function () {
    this.timeout(60_000); // ~7 s of CPU: 20 s is too close on a loaded machine
    const summary = await runBurrToolsFuzz(15, 300, mkdtempSync(join(folder.dir, 'fuzz-')), 20_000);
    assert.deepEqual(summary.failures, []);
  });
});

// `logel solve FILE --form CLASS --count --json` on the edge-grid examples prints Polyform Puzzler's
// count as solutions.unique, and the text tableau draws the lattice points between the segments.
import * as assert from 'assert';
import { inputFolder, run } from './run';

async function unique(file: string, form: string): Promise<number> {
  const r = await run('solve', file, '--form', form, '--count', '--json', '--threads', '1');
  assert.strictEqual(r.code, 0, r.err.join('\n'));
  return JSON.parse(r.out[0]).solutions.unique;
}

describe('logel solve on polysticks and polytrigs', () => {
  it("prints PP's counts as solutions.unique", async () => {
    assert.strictEqual(await unique('examples/polysticks.logel', 'Polysticks123_4x4ClippedCorners1'), 21);
    assert.strictEqual(await unique('examples/polysticks.logel', 'OneSidedWeldedTetrasticks5x5'), 3);
    assert.strictEqual(await unique('examples/polytrigs.logel', 'TritrigsHexagon2'), 10);
    assert.strictEqual(await unique('examples/polytrigs.logel', 'TritrigsHeart1'), 50);
    assert.strictEqual(await unique('examples/polytrigs.logel', 'OneSidedTritrigsTrilobedCuboid'), 9);
    assert.strictEqual(await unique('examples/polysticks.logel', 'OneSidedWeldedTetrasticksTrapezoid'), 7);
  });

  it('export --dlx names each segment by its point and kind, so logel xc counts the same solutions in all', async () => {
    const folder = inputFolder('logel-edge-dlx-');
    for (const [file, form, total] of [['polytrigs', 'TritrigsHexagon1', 30], ['polytwigs', 'TetratwigsArch', 4], ['polysticks', 'Polysticks123_4x4ClippedCorners1', 84]] as const) {
      const dlx = await run('export', '--dlx', `examples/${file}.logel`, '--form', form);
      // The three segments from one point of the triangular lattice are three items.
      if (form === 'TritrigsHexagon1') assert.deepStrictEqual(dlx.out[1].split(' ').slice(0, 3), ['3.1.a', '3.1.b', '3.1.c']);
      const xc = await run('xc', folder.write(`${form}.dlx`, dlx.out.join('\n') + '\n'), '--json');
      assert.strictEqual(xc.code, 0, xc.err.join('\n'));
      assert.strictEqual(JSON.parse(xc.out[0]).solutions, total, form);
    }
  });

  it('draws a solution with the points between the segments', async () => {
    const r = await run('solve', 'examples/polysticks.logel', '--form', 'OneSidedWeldedTetrasticks5x5', '--first', '1');
    const rows = r.out.filter((l) => /^\s*\+/.test(l));
    // Five rows of five points, four segments' names between them.
    assert.strictEqual(rows.length, 5);
    for (const row of rows) assert.match(row.trim(), /^\+ [A-Za-z] \+ [A-Za-z] \+ [A-Za-z] \+ [A-Za-z] \+$/);
  });
});

// `logel solve FILE --form CLASS --count --json` on the edge-grid examples prints Polyform Puzzler's
// count as solutions.unique, and the text tableau draws the lattice points between the segments.
import * as assert from 'assert';
import { run } from './run';

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

  it('draws a solution with the points between the segments', async () => {
    const r = await run('solve', 'examples/polysticks.logel', '--form', 'OneSidedWeldedTetrasticks5x5', '--first', '1');
    const rows = r.out.filter((l) => /^\s*\+/.test(l));
    // Five rows of five points, four segments' names between them.
    assert.strictEqual(rows.length, 5);
    for (const row of rows) assert.match(row.trim(), /^\+ [A-Za-z] \+ [A-Za-z] \+ [A-Za-z] \+ [A-Za-z] \+$/);
  });
});

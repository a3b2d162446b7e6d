// The figures that the docs quote from a command are the ones the command prints now: each is
// read from the doc's text and compared with a fresh run (times aside).
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { inputFolder, run } from './run';

const root = path.join(__dirname, '../../..');
const doc = (name: string) => readFileSync(path.join(root, name), 'utf8');
const example = (name: string) => path.join(root, 'examples', name);

/** The figures of a solve's `search:` line. */
async function search(...argv: string[]): Promise<{ placements: string; deadEnds: string; lines: string[] }> {
  const { code, out, err } = await run('solve', ...argv, '--threads', '1');
  assert.strictEqual(code, 0, err.join('\n'));
  const m = /^search: ([\d,]+) placements, ([\d,]+) dead ends/m.exec(out.join('\n'));
  assert.ok(m, out.join('\n'));
  return { placements: m[1], deadEnds: m[2], lines: out };
}

const withoutTime = (line: string) => line.replace(/, [\d.]+ s$/, ', (time) s');

describe('figures in the docs', () => {
  it('docs/engine.md: the worked example is what `logel solve examples/quick.logel --count --threads 1` prints', async () => {
    const engine = doc('docs/engine.md');
    const block = /What `node bin\/logel\.js solve examples\/quick\.logel --count --threads 1` prints[\s\S]*?```\n([\s\S]*?)```/.exec(engine);
    assert.ok(block, 'the example block is missing');
    const count = await search(example('quick.logel'), '--count');
    assert.deepStrictEqual(block[1].trimEnd().split('\n').map(withoutTime), count.lines.map(withoutTime));
    const all = await search(example('quick.logel'), '--all');
    assert.ok(engine.includes(`\`--all\`: ${all.placements} placements and ${all.deadEnds} dead ends`), `--all makes ${all.placements} and ${all.deadEnds}`);
    assert.ok(engine.includes(`by Burnside's lemma and with the memo below: ${count.placements} and ${count.deadEnds})`));
    assert.ok(engine.includes(`its count makes ${count.placements} placements, where the listing, which the memo\ncannot serve, makes ${all.placements}.`));
    assert.ok(doc('docs/cli.md').includes(`(quick.logel's count: ${count.placements} placements; its listing, which the memo cannot serve, ${all.placements});`));
  });

  it('docs/engine.md: the 12 pentominoes in 3×20, counted and listed', async () => {
    const file = inputFolder('logel-docs-').write('r3x20.logel', `use pentominoes\n\nform Rectangle3x20 uses pentominoes {\n${'  ####################\n'.repeat(3)}}\n`);
    const count = await search(file, '--count');
    const all = await search(file, '--all');
    assert.ok(count.lines.includes('solutions: 2 unique, 8 in all'));
    assert.ok(doc('docs/engine.md').includes(`\`logel solve --count --threads 1\` makes ${count.placements} placements for its 2 solutions\nup to symmetry (8 in all), \`--all\`, which must visit each solution, ${all.placements}.`), `${count.placements} and ${all.placements}`);
  });

  it("README.md: the build section's example prints the figures it quotes", async () => {
    const { out } = await run('solve', example('tritetratan.logel'));
    assert.ok(out.includes('positions: 1,421 generated, 1,331 after symmetry, 1,140 after pruning'), out.join('\n'));
    assert.ok(out.includes('solutions: 31 unique, 124 in all'));
    assert.ok(doc('README.md').includes('(1,421 positions, 1,331\nafter symmetry, 1,140 after pruning; 31 solutions up to symmetry, 124 in all)'));
  });
});

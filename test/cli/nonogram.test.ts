import * as assert from 'assert';
import { inputFolder, run } from './run';

const inputs = inputFolder('logel-nonogram-');
const dancer = inputs.write('dancer.non', 'title "Dancer"\nwidth 5\nheight 10\nrows\n2\n2,1\n1,1\n3\n1,1\n1,1\n2\n1,1\n1,2\n2\ncolumns\n2,1\n2,1,3\n7\n1,3\n2,1\n');
const diagonal = inputs.write('diagonal.txt', '1\n1\n\n1\n1\n');

describe('logel on nonogram files', () => {
  it('solve --json prints the documented object', async () => {
    const r = await run('solve', dancer, '--json');
    assert.strictEqual(r.code, 0);
    const j = JSON.parse(r.out[0]);
    assert.ok(j.search.ms >= 0 && j.search.lineSolves > 0);
    delete j.search;
    assert.deepStrictEqual(j, {
      kind: 'nonogram', name: 'Dancer', width: 5, height: 10, solutions: { total: 1, complete: true }, unique: true,
      rating: 'line', lineKnownPercent: 100, probeKnownPercent: 100,
      pictures: [['.##..', '.##.#', '..#.#', '.###.', '#.#..', '#.#..', '..##.', '.#.#.', '.#.##', '##...']],
    });
  });
  it('solve shows both solutions of a puzzle that is not unique', async () => {
    const j = JSON.parse((await run('solve', diagonal, '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.unique, j.rating, j.pictures], [{ total: 2, complete: true }, false, null, [['.#', '#.'], ['#.', '.#']]]);
    const human = await run('solve', diagonal);
    assert.strictEqual(human.out[human.out.length - 1], 'solutions: 2: not unique (stopped at 2)');
  });
  it('import prints a nonogram block', async () => {
    const r = await run('import', diagonal);
    assert.deepStrictEqual(r, { code: 0, out: ['nonogram diagonal {\n  rows {\n    1\n    1\n  }\n  columns {\n    1\n    1\n  }\n}'], err: [] });
  });
  it('check reports clues that cannot fit and totals that differ', async () => {
    const bad = inputs.write('bad.non', 'width 2\nheight 2\nrows\n1,1\n0\ncolumns\n1\n0\n');
    const r = await run('check', bad);
    assert.deepStrictEqual(r.out, [`${bad}: error clue-too-long: row 1: the clue needs 3 cells, the row has 2`, `${bad}: error totals-differ: the rows hold 2 cells, the columns 1`]);
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(await run('check', dancer), { code: 0, out: [], err: [] });
  });
  it('a malformed file: one file:line:col message, exit 1', async () => {
    const bad = inputs.write('bad2.non', 'width 2\nheight 2\nrows\n1\n1,x\ncolumns\n1\n1\n');
    assert.deepStrictEqual(await run('solve', bad), { code: 1, out: [], err: [`${bad}:5:3: error: expected a block length (a number with an optional colour letter), found 'x'`] });
  });
});

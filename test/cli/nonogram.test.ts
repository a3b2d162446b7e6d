import * as assert from 'assert';
import { inputFolder, run } from './run';
import { formatNon } from '../../core/nonogram/formats';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';

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
  it('solve on a .logel file with no form but a linkpix and a nonogram block solves the nonogram (the registry\'s order)', async () => {
    const mixed = inputs.write('mixed.logel', 'linkpix Two {\n  2 2\n}\n\nnonogram Cross {\n  rows {\n    1\n    3\n    1\n  }\n  columns {\n    1\n    3\n    1\n  }\n}\n');
    const j = JSON.parse((await run('solve', mixed, '--json')).out[0]);
    assert.deepStrictEqual([j.kind, j.name, j.unique, j.pictures], ['nonogram', 'Cross', true, [['.#.', '###', '.#.']]]);
  });
  it('solve shows both solutions of a puzzle that is not unique', async () => {
    const j = JSON.parse((await run('solve', diagonal, '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.unique, j.rating, j.pictures], [{ total: 2, complete: true }, false, null, [['.#', '#.'], ['#.', '.#']]]);
    const human = await run('solve', diagonal);
    assert.strictEqual(human.out[human.out.length - 1], 'solutions: 2: not unique (stopped at 2)');
  });
  it('solve --first 1 finds one solution without calling it unique', async () => {
    const j = JSON.parse((await run('solve', diagonal, '--first', '1', '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.unique, j.rating, j.pictures.length], [{ total: 1, complete: false }, null, null, 1]);
    const human = await run('solve', diagonal, '--first', '1');
    assert.strictEqual(human.out[human.out.length - 1], 'solutions: 1: stopped at 1, uniqueness not decided');
  });
  it('import prints a nonogram block', async () => {
    const r = await run('import', diagonal);
    assert.deepStrictEqual(r, { code: 0, out: 'nonogram diagonal {\n  rows {\n    1\n    1\n  }\n  columns {\n    1\n    1\n  }\n}'.split('\n'), err: [] });
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
    assert.deepStrictEqual(await run('solve', bad), { code: 1, out: [], err: [`${bad}:5:3: error: expected a block length (a whole number with an optional colour letter), found 'x'`] });
  });
  it('a puzzle that needs the SAT search: CaDiCaL (dist/cadical.wasm) finds both solutions', async () => {
    // the depth-first search alone would need over 4 million nodes
    const { puzzle, solutions } = staircaseAndDiagonal(10);
    const file = inputs.write('staircase.non', formatNon(puzzle));
    const j = JSON.parse((await run('solve', file, '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.unique], [{ total: 2, complete: true }, false]);
    assert.ok(j.search.nodes <= 101 && j.search.conflicts > 0, JSON.stringify(j.search));
    const rows = (s: string): string[] => Array.from({ length: puzzle.height }, (_, y) => s.slice(y * puzzle.width, (y + 1) * puzzle.width).replace(/0/g, '.').replace(/1/g, '#'));
    assert.deepStrictEqual(new Set(j.pictures.map((p: string[]) => p.join('/'))), new Set(solutions.map((s) => rows(s).join('/'))));
  });
  it('stopped by --timeout before a solution: prints the cells known before the search, ? where open', async () => {
    // 12 dominoes take the SAT search seconds; line logic decides the two rows under them at once
    const { puzzle } = staircaseAndDiagonal(12, true);
    const file = inputs.write('staircase12.non', formatNon(puzzle));
    const open = Array.from({ length: puzzle.height - 2 }, () => '?'.repeat(puzzle.width));
    const known = [...open, '.'.repeat(puzzle.width), '#'.repeat(puzzle.width)];
    const j = JSON.parse((await run('solve', file, '--timeout', '0.5', '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.unique, j.pictures, j.known], [{ total: 0, complete: false }, null, [], known]);
    const human = await run('solve', file, '--timeout', '0.5');
    const at = human.out.indexOf('known before the search (line logic and probing; ? open):');
    assert.ok(at > 0, human.out.join('\n'));
    assert.deepStrictEqual(human.out.slice(at + 1), [...known.map((row) => `  ${row}`), '', 'solutions: 0: undecided (search stopped)']);
  });
  it('stopped with no cell known: says so in a line, not a board of ?', async () => {
    // every line half black: line logic and probing decide nothing, and probing takes seconds
    const half = '100\n'.repeat(400);
    const file = inputs.write('halves.nin', `200 200\n${half}`);
    const human = await run('solve', file, '--timeout', '0.3');
    assert.deepStrictEqual(human.out.slice(-3), ['known before the search: no cell (line logic and probing)', '', 'solutions: 0: undecided (search stopped)']);
    const j = JSON.parse((await run('solve', file, '--timeout', '0.3', '--json')).out[0]);
    assert.deepStrictEqual([j.solutions, j.known.every((row: string) => row === '?'.repeat(200))], [{ total: 0, complete: false }, true]);
  });
});

describe('logel on .nin and TAAI files', () => {
  const cross = inputs.write('cross.nin', '3 2\n1 1\n0\n1\n0\n1\n');
  // two 25×25 puzzles: $5 has its first column black, $9 its last row
  const taai = (label: number, columns: string[], rows: string[]): string => [`$${label}`, ...columns, ...rows].join('\n');
  const zeros = Array.from({ length: 24 }, () => '0'), ones = Array.from({ length: 25 }, () => '1');
  const round = inputs.write('round.txt', `${taai(5, ['25', ...zeros], ones)}\n${taai(9, ones, [...zeros, '25'])}\n`);
  it('solve and import read .nin', async () => {
    const j = JSON.parse((await run('solve', cross, '--json')).out[0]);
    assert.deepStrictEqual([j.name, j.unique, j.pictures], ['cross', true, [['#.#', '...']]]);
    assert.deepStrictEqual(await run('import', cross), { code: 0, out: 'nonogram cross {\n  rows {\n    1 1\n    0\n  }\n  columns {\n    1\n    0\n    1\n  }\n}'.split('\n'), err: [] });
  });
  it('solve takes each puzzle of a TAAI file in turn (one JSON line each), or the one --puzzle names', async () => {
    const each = await run('solve', round, '--json');
    assert.deepStrictEqual(each.out.map((l) => { const j = JSON.parse(l); return [j.name, j.unique, j.pictures[0][0], j.pictures[0][24]]; }),
      [['round-5', true, '#' + '.'.repeat(24), '#' + '.'.repeat(24)], ['round-9', true, '.'.repeat(25), '#'.repeat(25)]]);
    const one = await run('solve', round, '--puzzle', '9');
    assert.deepStrictEqual([one.out[0], one.out[one.out.length - 1]], ['nonogram round-9: 25×25, 1 colour', 'solutions: 1: unique, rating line']);
    assert.deepStrictEqual(await run('solve', round, '--puzzle', '6'), { code: 1, out: [], err: [`logel: ${round} has no puzzle $6 (it has $5, $9)`] });
    assert.deepStrictEqual(await run('solve', cross, '--puzzle', '1'), { code: 2, out: [], err: [`logel: --puzzle picks a puzzle of a TAAI file; ${cross} holds one puzzle`] });
    const blocks = (await run('import', round)).out.join('\n');
    assert.deepStrictEqual(blocks.split('\n').filter((l) => l.startsWith('nonogram')), ['nonogram round_5 {', 'nonogram round_9 {']);
  });
  it('a TAAI file is told by its content, whatever its name', async () => {
    const named = inputs.write('round.taai', `${taai(5, ['25', ...zeros], ones)}\n`);
    const j = JSON.parse((await run('solve', named, '--json')).out[0]);
    assert.deepStrictEqual([j.name, j.unique, j.pictures[0][0]], ['round-5', true, '#' + '.'.repeat(24)]);
    const bad = inputs.write('short.taai', '$1\n1\t1\n');
    assert.deepStrictEqual(await run('solve', bad), { code: 1, out: [], err: [`${bad}:3:1: error: puzzle $1 has 2 clue lines, expected 50 (25 columns, then 25 rows)`] });
  });
  it('a malformed TAAI file: one file:line:col message, exit 1', async () => {
    const bad = inputs.write('bad-round.txt', taai(1, ['25', ...zeros], ones).replace('\n25\n', '\n25 x\n'));
    assert.deepStrictEqual(await run('solve', bad), { code: 1, out: [], err: [`${bad}:2:4: error: expected a block length, found 'x'`] });
  });
});

describe('logel solve on a nonogram block of a .logel file', () => {
  // the Dancer of dancer.non, as a block: the same puzzle, so the same answer
  const dancerBlock = 'nonogram Dancer {\n  rows {\n    2\n    2 1\n    1 1\n    3\n    1 1\n    1 1\n    2\n    1 1\n    1 2\n    2\n  }\n  columns {\n    2 1\n    2 1 3\n    7\n    1 3\n    2 1\n  }\n}\n';
  const diagonalBlock = 'nonogram Diagonal {\n  rows {\n    1\n    1\n  }\n  columns {\n    1\n    1\n  }\n}\n';
  const one = inputs.write('dancer.logel', `// a comment first\n${dancerBlock}`);
  const two = inputs.write('two.logel', `${dancerBlock}\n${diagonalBlock}`);

  it('--json prints the same object as for the .non file', async () => {
    const fromBlock = JSON.parse((await run('solve', one, '--json')).out[0]);
    const fromFile = JSON.parse((await run('solve', dancer, '--json')).out[0]);
    delete fromBlock.search; delete fromFile.search;
    assert.deepStrictEqual(fromBlock, fromFile);
  });
  it('prints the picture and the verdict', async () => {
    const r = await run('solve', one);
    assert.strictEqual(r.code, 0);
    assert.deepStrictEqual(r.out.slice(0, 2), ['nonogram Dancer: 5×10, 1 colour', 'line logic: 100 % of the cells; with probing: 100 %']);
    assert.deepStrictEqual(r.out.slice(3), ['', 'solution 1:', ...['.##..', '.##.#', '..#.#', '.###.', '#.#..', '#.#..', '..##.', '.#.#.', '.#.##', '##...'].map((l) => `  ${l}`), '', 'solutions: 1: unique, rating line']);
  });
  it('--nonogram picks one of several blocks; without it the names are listed', async () => {
    const j = JSON.parse((await run('solve', two, '--nonogram', 'Diagonal', '--json')).out[0]);
    assert.deepStrictEqual([j.name, j.solutions, j.unique, j.pictures], ['Diagonal', { total: 2, complete: true }, false, [['.#', '#.'], ['#.', '.#']]]);
    assert.deepStrictEqual(await run('solve', two), { code: 1, out: [], err: [`logel: ${two} has 2 nonograms; choose one with --nonogram (it has Dancer, Diagonal)`] });
    assert.deepStrictEqual(await run('solve', two, '--nonogram', 'Heart'), { code: 1, out: [], err: [`logel: ${two} has no nonogram 'Heart' (it has Dancer, Diagonal)`] });
  });
  it('--nonogram picks a block beside a form; the form is still solved without it', async () => {
    const mixed = inputs.write('mixed.logel', `${diagonalBlock}\ntileset dominoes on square {\n  tile D { ## }\n}\n\nform Box uses dominoes {\n  tiles D x2\n  ##\n  ##\n}\n`);
    const j = JSON.parse((await run('solve', mixed, '--nonogram', 'Diagonal', '--json')).out[0]);
    assert.strictEqual(j.kind, 'nonogram');
    const tiling = await run('solve', mixed, '--json');
    assert.strictEqual(JSON.parse(tiling.out[0]).form, 'Box');
  });
  it('a block with an error: its first error as file:line:col, exit 1', async () => {
    const bad = inputs.write('bad.logel', 'nonogram Bad {\n  rows {\n    3 1\n    1\n  }\n  columns {\n    1\n    1\n    1\n  }\n}\n');
    const r = await run('solve', bad);
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(r.out, []);
    assert.strictEqual(r.err.length, 1);
    assert.match(r.err[0], new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:5: error clue-too-long: `));
  });
  it('--nonogram on a data file is a usage error', async () => {
    assert.deepStrictEqual(await run('solve', dancer, '--nonogram', 'Dancer'), { code: 2, out: [], err: [`logel: --nonogram picks a block of a .logel file; ${dancer} holds one puzzle`] });
  });
});

// `logel solve|check|import` on Link-a-Pix files.
import * as assert from 'assert';
import { inputFolder, run } from './run';
import { inf421, oneTwoChanged } from '../core/linkpix/walkedPuzzle';

const inputs = inputFolder('logel-linkpix-');
// Two 2s, three 1s and two 3s that cannot pass the 1 between them: one way to join them.
const tiny = inputs.write('tiny.txt', '3\r\n3\r\n2 2 1\r\n3 1 1\r\n0 3 0');
// Two pairs of 2s in a 2×2 square: two ways (rows or columns).
const twice = inputs.write('twice.txt', '2\n2\n2 2\n2 2\n');

describe('logel on Link-a-Pix files', () => {
  it('solve --json prints the documented object', async () => {
    const r = await run('solve', tiny, '--json');
    assert.strictEqual(r.code, 0);
    const j = JSON.parse(r.out[0]);
    assert.deepStrictEqual([j.kind, j.name, j.width, j.height, j.clues, j.solutions, j.unique, j.difficulty],
      ['linkpix', 'tiny', 3, 3, 7, { total: 1, complete: true }, true, 'exclusions']);
    assert.deepStrictEqual(j.paths.map((p: number[][]) => p.map(([r, c]) => `${r},${c}`).join(' ')).sort(), ['0,0 0,1', '0,2', '1,0 2,0 2,1', '1,1', '1,2']);
    assert.deepStrictEqual(j.picture, ['###', '###', '##.']);
    assert.deepStrictEqual(Object.keys(j.pipeline), ['generated', 'afterExclusions', 'searched']);
    assert.ok(j.search.ms >= 0 && j.search.placements === 0);
  });
  it('solve --json on a puzzle with two solutions: unique false, total 2, the search needed', async () => {
    const j = JSON.parse((await run('solve', twice, '--json')).out[0]);
    assert.deepStrictEqual([j.unique, j.solutions, j.difficulty, j.pipeline], [false, { total: 2, complete: true }, 'search', { generated: 4, afterExclusions: 4, searched: 4 }]);
  });
  it('solve prints the picture and the verdict', async () => {
    const r = await run('solve', tiny);
    assert.deepStrictEqual(r.out.slice(-6), ['', '  ###', '  ###', '  ##.', '', 'solutions: unique solution (the exclusions alone solve it)']);
  });
  it('check names the cells: odd counts, a lonely clue, more than one solution', async () => {
    const odd = inputs.write('odd.txt', '3\n1\n2 0 2\n');
    const r = await run('check', odd, twice);
    assert.strictEqual(r.code, 1);
    assert.deepStrictEqual(r.out, [
      `${odd}:3:1: error no-solution: clue 2 at row 1, column 1 has no partner within reach (no clue 2 at a distance it can join)`,
      `${twice}:3:1: warning not-unique: twice has more than one solution; the paths differ at the clues (row 1, column 1), (row 1, column 2), (row 2, column 1), (row 2, column 2)`,
    ]);
    const three = inputs.write('three.txt', '3\n1\n2 2 2\n');
    assert.deepStrictEqual((await run('check', three)).out[0], `${three}:3:1: error odd-clue-count: the clue 2 occurs 3 times, an odd number: one of them has no partner: at row 1, column 1 and 2 more`);
  });
  it('check on a 20×20 puzzle with one 2 changed to 1: odd-clue-count, and nothing solved after it', async () => {
    const { puzzle } = oneTwoChanged();
    const text = inf421(puzzle);
    const file = inputs.write('changed.txt', text);
    const twos = Array.from(puzzle.clues).flatMap((v, c) => (v === 2 ? [c] : []));
    const first = { row: Math.floor(twos[0] / 20), col: twos[0] % 20 };
    const column = text.split('\n')[first.row + 2].split(' ').slice(0, first.col).join(' ').length + (first.col > 0 ? 2 : 1);
    assert.deepStrictEqual(await run('check', file), { code: 1, err: [], out: [
      `${file}:${first.row + 3}:${column}: error odd-clue-count: the clue 2 occurs ${twos.length} times, an odd number: one of them has no partner: at row ${first.row + 1}, column ${first.col + 1} and ${twos.length - 1} more`] });
    const j = JSON.parse((await run('solve', file, '--json')).out[0]);
    assert.deepStrictEqual([j.unique, j.pipeline.generated, j.problem], [false, 0, { ...first, message: `the clue 2 occurs ${twos.length} times, an odd number: one of them has no partner` }]);
  });
  it('--memory MB bounds a solve: stopped with the clue and the hint; a bad value refused', async () => {
    const open = inputs.write('open.clues.txt', '30 30\n15 15 17\n15 17 17\n');
    const r = await run('solve', open, '--memory', '128');
    assert.strictEqual(r.code, 1);
    assert.match(r.out.find((l) => l.startsWith(open))!, /^.*open\.clues\.txt:2:1: stopped: more than [\d,]+ paths for clue \(16, 16\) \(row, column from 1\), a 17, to its partner at \(16, 18\): they would pass the memory bound of 128 MB \(--memory MB raises it\)$/);
    assert.strictEqual(r.out[r.out.length - 1], 'solutions: undecided (cancelled or given up)');
    assert.match((await run('check', '--memory', '128', open)).out[0], /: error undecided: stopped: more than [\d,]+ paths for clue \(16, 16\)/);
    assert.deepStrictEqual(await run('solve', open, '--memory', '64'), { code: 2, out: [], err: ["logel: --memory needs a whole number of megabytes from 128, not '64'"] });
    assert.deepStrictEqual(await run('check', open, '--memory'), { code: 2, out: [], err: ['logel: --memory needs a value'] });
  });
  it('a Conceptis name with a line break is printed on one line, escaped', async () => {
    const xml = inputs.write('named.xml', '<puzzle><text name="name">Dot\nfile.txt:1:1: error: forged</text><data><dimensions width="1" height="1" /><solution><path color="1">0 0</path></solution></data></puzzle>');
    const r = await run('solve', xml);
    assert.strictEqual(r.out[0], 'linkpix Dot\\u000afile.txt:1:1: error: forged: 1×1, 1 clues');
    assert.ok(r.out.every((l) => !l.startsWith('file.txt')));
  });
  it('a broken file: file:line:col and exit 1', async () => {
    const bad = inputs.write('bad.txt', '3\n2\n1 0 2\n0 0\n');
    assert.deepStrictEqual(await run('solve', bad), { code: 1, out: [], err: [`${bad}:4:1: error: row 1 has 2 numbers, the header says 3 columns`] });
  });
  it('import prints a linkpix block, columns aligned, colours as palette letters', async () => {
    const list = inputs.write('list.clues.txt', '6 2\n0 0 12 3\n1 0 12 3\n1 5 1 5\n');
    assert.deepStrictEqual((await run('import', list)).out, [
      'linkpix list_clues {', '  palette {', '    a = #4363d8', '    b = #911eb4', '  }', '  12a . . . .  .', '  12a . . . . 1b', '}']);
  });
});

// `logel make challenge`: challenges printed as forms that, added to the file, `logel solve --count
// --no-symmetry` finds one completion for; --json; and located, one-line refusals.
import * as assert from 'assert';
import { join } from 'path';
import { readFileSync } from 'fs';
import { inputFolder, run } from './run';

const inputs = inputFolder('logel-challenge-');
const soma = join(__dirname, '..', '..', '..', 'examples', 'soma-cube.logel');

describe('logel make challenge', () => {
  it('--json: each block, added to the input file, solves to exactly one completion', async () => {
    const r = await run('make', 'challenge', soma, '--form', 'Cube', '--count', '2', '--json');
    assert.deepStrictEqual([r.code, r.err, r.out.length], [0, [], 1]);
    const made = JSON.parse(r.out[0]);
    assert.deepStrictEqual(Object.keys(made.challenges[0]), ['name', 'block', 'placed', 'completions', 'minimal', 'placements', 'forced']);
    assert.deepStrictEqual(made.smallest, { placed: 3, proved: true });
    assert.strictEqual(made.challenges.length, 2);
    for (const c of made.challenges) {
      assert.deepStrictEqual([c.completions, c.minimal, c.placed.length], [1, true, 3]);
      const file = inputs.write(`${c.name}.logel`, `${readFileSync(soma, 'utf8')}\n${c.block}\n`);
      const solved = await run('solve', file, '--form', c.name, '--count', '--no-symmetry', '--json');
      assert.deepStrictEqual([solved.code, JSON.parse(solved.out[0]).solutions.total], [0, 1]);
    }
  });

  it('prints the solution, the fewest pieces with their proof, and each challenge as a form', async () => {
    const r = await run('make', 'challenge', soma, '--count', '1');
    assert.strictEqual(r.code, 0);
    assert.match(r.out[0], /^\/\/ form Cube, solution 1: (\S+@\d+\.\d+\.\d+ ?){7}$/);
    assert.match(r.out[1], /^\/\/ 3 pre-placed pieces at fewest: proved, every smaller set of the solution's pieces leaves more than one completion \(\d+ sets tried, \d+\.\d s\)$/);
    assert.match(r.out[3], /^\/\/ CubeChallenge1: 3 pre-placed, 1 completion, minimal; the search needs \d+ placements, \d+ pieces? by forced moves$/);
    assert.deepStrictEqual(r.out.slice(4, 6), ['form CubeChallenge1 uses soma {', r.out[5]]);
    assert.match(r.out[5], /^ {2}place (\S+ ?){3}$/);
    assert.strictEqual(r.out[r.out.length - 1], '}');
  });

  it('--positions: the solution on screen (as the panel sends it) instead of the K-th, and a set that is not a solution refused', async () => {
    const second = await run('make', 'challenge', soma, '--solution', '2', '--count', '1', '--json');
    const { solution } = JSON.parse(second.out[0]);
    const r = await run('make', 'challenge', soma, '--positions', solution.join(' '), '--count', '1', '--json');
    assert.deepStrictEqual(JSON.parse(r.out[0]), JSON.parse(second.out[0]));
    const text = await run('make', 'challenge', soma, '--positions', solution.join(' '), '--count', '1');
    assert.strictEqual(text.out[0], `// form Cube, the solution: ${solution.join(' ')}`);
    const short = await run('make', 'challenge', soma, '--positions', solution.slice(1).join(' '));
    assert.deepStrictEqual([short.code, short.err], [1, [`logel: ${solution.slice(1).join(' ')} is not a solution of form Cube`]]);
    const unknown = await run('make', 'challenge', soma, '--positions', 'Q.1@1.1.1');
    assert.deepStrictEqual([unknown.code, unknown.err], [1, ['logel: Q.1@1.1.1 is not a position of form Cube that a solution can use']]);
  });

  it('docs/designing.md: the example is what the command prints now (times aside)', async () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'designing.md'), 'utf8');
    const block = /node bin\/logel\.js make challenge examples\/pentomino-6x10\.logel --count 2\n```\n\n```\n([\s\S]*?)```/.exec(doc);
    assert.ok(block, 'the example is missing');
    const r = await run('make', 'challenge', join(__dirname, '..', '..', '..', 'examples', 'pentomino-6x10.logel'), '--count', '2');
    const withoutTime = (line: string) => line.replace(/, [\d.]+ s\)$/, ', (time) s)');
    assert.deepStrictEqual(block[1].trimEnd().split('\n').map(withoutTime), r.out.map(withoutTime));
  });

  it('refuses bad options, a form with errors and one with pieces placed already, in one line', async () => {
    assert.deepStrictEqual(await run('make', 'challenge', soma, '--count', '0'), { code: 2, out: [], err: [`logel: --count needs a whole number from 1 to 1000, not '0'`] });
    assert.deepStrictEqual((await run('make', 'challenge', soma, '--solution', '9999')).err, ['logel: form Cube has only 240 solutions up to symmetry, not 9999']);
    const placed = inputs.write('placed.logel', readFileSync(soma, 'utf8').replace('form Cube uses soma {', 'form Cube uses soma {\n  place V.8@3.1.1'));
    assert.deepStrictEqual(await run('make', 'challenge', placed), { code: 1, out: [], err: [`logel: form Cube has pieces placed in advance already: make a challenge from the form without its 'place' line`] });
    const bad = inputs.write('bad.logel', readFileSync(soma, 'utf8').replace('form Cube uses soma {', 'form Cube uses soma {\n  place V.99@3.1.1'));
    const r = await run('make', 'challenge', bad);
    assert.deepStrictEqual([r.code, r.err], [1, [`${bad}:6:11: error bad-placement: tile V has 12 shapes (turned, not mirrored), numbered 1 to 12: 99 is not one of them`]]);
  });
});

import * as assert from 'assert';
import { inputFolder, run } from './run';
import { withCommas } from '../../core/language/text';

const file = inputFolder('logel-shares-').write;

describe('counting threads that start before the input is checked', () => {
  it('a form that cannot be picked stops them: one line, exit 1', async () => {
    const two = file('two.logel', 'use pentominoes\nform A uses pentominoes {\n  #####\n}\nform B uses pentominoes {\n  #####\n}\n');
    assert.deepStrictEqual(await run('solve', two, '--count', '--threads', '3'), { code: 1, out: [], err: [`logel: ${two} has 2 forms; choose one with --form (A, B)`] });
    assert.deepStrictEqual(await run('solve', two, '--form', 'C', '--threads', '2'), { code: 1, out: [], err: [`logel: ${two} has no form 'C' (it has A, B)`] });
    const small = file('small.logel', 'use pentominoes\nform S uses pentominoes {\n  #####\n}\n');
    assert.deepStrictEqual(await run('solve', small, '--threads', '2'), { code: 1, out: [], err: [`${small}:2:6: error area-mismatch: the tiles cover 60 atoms but form S has 5`] });
  });

  it('a dlx text that does not parse stops them: exit 1', async () => {
    const bad = file('bad.dlx', 'a b\na q\n');
    assert.deepStrictEqual(await run('xc', bad, '--threads', '3'), { code: 1, out: [], err: [`${bad}:2:3: error: unknown item 'q'`] });
  });
});

describe('withCommas', () => {
  it("writes whole numbers as toLocaleString('en') does", () => {
    for (const n of [0, 7, 999, 1000, 12345, 783341, 1073606, 999999999, 2 ** 53 - 1]) assert.strictEqual(withCommas(n), n.toLocaleString('en'), String(n));
  });
});

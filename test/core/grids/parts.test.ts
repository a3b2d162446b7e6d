// Polyform Puzzler's puzzles whose pieces each lie within one part of the board (examples/polytwigs.logel,
// examples/polytrigs.logel): the published counts as `solutions.unique`, and what the parts change.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { count, model } from './edgeForms';

const example = (name: string) => readFileSync(join(__dirname, '../../../../examples', name), 'utf8');

describe('forms with parts (Polyform Puzzler\'s congruent-parts puzzles)', () => {
  const twigs = example('polytwigs.logel');

  it('Polytwigs45FourCongruent1-3 and _x1-_x6: each copy holds its own tetratwig, 19, 38, 2 and six 0s', () => {
    const m = model(twigs);
    const published: [string, number][] = [['Polytwigs45FourCongruent1', 19], ['Polytwigs45FourCongruent2', 38], ['Polytwigs45FourCongruent3', 2],
      ...[1, 2, 3, 4, 5, 6].map((i): [string, number] => [`Polytwigs45FourCongruent_x${i}`, 0])];
    assert.deepStrictEqual(published.map(([f]) => [f, count(m, f)]), published.map(([f, n]) => [f, { unique: BigInt(n), total: BigInt(n) }]));
    // Without the tetratwigs held, every solution comes once per way of handing the four copies round.
    const free = model(twigs.replace(/\n  part [abcd] holds [CPWY]4/g, ''));
    assert.deepStrictEqual(count(free, 'Polytwigs45FourCongruent1'), { unique: 456n, total: 456n });
  });

  it('Polytwigs45FourCongruent3Combined: 24 with every piece in one of the four turned copies, 21,302 without the parts', () => {
    const m = model(twigs);
    assert.deepStrictEqual(count(m, 'Polytwigs45FourCongruent3Combined'), { unique: 24n, total: 48n });
    const whole = model(twigs.replace(/(form Polytwigs45FourCongruent3Combined uses polytwigs_45 \{\n)  parts \{\n[^}]*\}\n/, '$1'));
    assert.deepStrictEqual(count(whole, 'Polytwigs45FourCongruent3Combined'), { unique: 21302n, total: 42604n });
  });

  it('Polytrigs23ThreeCongruent1 4 (each copy holds its own ditrig), Combined1, 2 and 4 8 each (three turned copies, 24 in all)', () => {
    const m = model(example('polytrigs.logel'));
    assert.deepStrictEqual(count(m, 'Polytrigs23ThreeCongruent1'), { unique: 4n, total: 4n });
    for (const f of ['Polytrigs23ThreeCongruent1Combined1', 'Polytrigs23ThreeCongruent1Combined2', 'Polytrigs23ThreeCongruent1Combined4']) {
      assert.deepStrictEqual([f, count(m, f)], [f, { unique: 8n, total: 24n }]);
    }
  });
});

// Polyform Puzzler's puzzles whose pieces each lie within one part of the board (examples/polytwigs.logel,
// examples/polytrigs.logel): the published counts as `solutions.unique`, and what the parts change.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { BackgroundChecks, buildModel } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';
import { count, model } from './edgeForms';

const example = (name: string) => readFileSync(join(__dirname, '../../../../examples', name), 'utf8');

describe('forms with parts (Polyform Puzzler\'s congruent-parts puzzles)', () => {
  const twigs = example('polytwigs.logel');

  it('Polytwigs45FourCongruent1-3 and _x1-_x6: each copy holds its own tetratwig, 19, 38, 2 and six 0s', () => {
    const m = model(twigs);
    const published: [string, number][] = [['Polytwigs45FourCongruent1', 19], ['Polytwigs45FourCongruent2', 38], ['Polytwigs45FourCongruent3', 2],
      ...['Polytwigs45FourCongruent_x1', 'Polytwigs45FourCongruent_x2', 'Polytwigs45FourCongruent_x3', 'Polytwigs45FourCongruent_x4',
        'Polytwigs45FourCongruent_x5', 'Polytwigs45FourCongruent_x6'].map((f): [string, number] => [f, 0])];
    assert.deepStrictEqual(published.map(([f]) => [f, count(m, f)]), published.map(([f, n]) => [f, { unique: BigInt(n), total: BigInt(n) }]));
    // Without the tetratwigs held, every solution comes once per way of handing the four copies round.
    const free = model(twigs.replace(/\n  part [abcd] holds [CPWY]4/g, ''));
    assert.deepStrictEqual(count(free, 'Polytwigs45FourCongruent1'), { unique: 456n, total: 456n });
  });

  it('Polytwigs45FourCongruent3Combined: 24 with every piece in one of the four turned copies, 21,302 without the parts', function () {
    this.timeout(60_000); // ~9 s of CPU: past 20 s at load ~17
    const m = model(twigs);
    assert.deepStrictEqual(count(m, 'Polytwigs45FourCongruent3Combined'), { unique: 24n, total: 48n });
    const whole = model(twigs.replace(/(form Polytwigs45FourCongruent3Combined uses polytwigs_45 \{\n)  parts \{\n[^}]*\}\n/, '$1'));
    assert.deepStrictEqual(count(whole, 'Polytwigs45FourCongruent3Combined'), { unique: 21302n, total: 42604n });
  });

  it('Polytrigs23ThreeCongruent1 4 (each copy holds its own ditrig), Combined1-4 8 each (three turned copies, 24 in all)', () => {
    const m = model(example('polytrigs.logel'));
    assert.deepStrictEqual(count(m, 'Polytrigs23ThreeCongruent1'), { unique: 4n, total: 4n });
    for (const f of ['Polytrigs23ThreeCongruent1Combined1', 'Polytrigs23ThreeCongruent1Combined2', 'Polytrigs23ThreeCongruent1Combined3', 'Polytrigs23ThreeCongruent1Combined4']) {
      assert.deepStrictEqual([f, count(m, f)], [f, { unique: 8n, total: 24n }]);
    }
  });

  it('Polytrigs23ThreeCongruent_x2, _x5-_x10, _x12, _x14, _x15: 0 solutions each; _x13 as drawn 8, where Polyform Puzzler cannot cover one segment', () => {
    const m = model(example('polytrigs.logel'));
    const forms = ['Polytrigs23ThreeCongruent_x2', 'Polytrigs23ThreeCongruent_x5', 'Polytrigs23ThreeCongruent_x6', 'Polytrigs23ThreeCongruent_x7', 'Polytrigs23ThreeCongruent_x8',
      'Polytrigs23ThreeCongruent_x9', 'Polytrigs23ThreeCongruent_x10', 'Polytrigs23ThreeCongruent_x12', 'Polytrigs23ThreeCongruent_x14', 'Polytrigs23ThreeCongruent_x15']; // spelled out: docs/edge-counts.md's test looks for each name
    assert.deepStrictEqual(forms.map((f) => [f, count(m, f)]), forms.map((f) => [f, { unique: 0n, total: 0n }]));
    // Polyform Puzzler says 0: it places no piece on a 120° segment that starts at x = 0 (the example's comment).
    assert.deepStrictEqual(count(m, 'Polytrigs23ThreeCongruent_x13AsDrawn'), { unique: 8n, total: 8n });
  });

  it("Polytrigs23ThreeCongruent_x13 on Polyform Puzzler's board: the first copy's 120° segment in a part of its own is uncoverable, 0 solutions", () => {
    const text = example('polytrigs-impossible.logel');
    const checks = new BackgroundChecks(standardLibrary);
    assert.deepStrictEqual(checks.count(text, 'Polytrigs23ThreeCongruent_x13')!.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.code} ${d.message}`),
      ['146:3 uncoverable-atom no tile fits over cell 1.3 of form Polytrigs23ThreeCongruent_x13']);
    assert.deepStrictEqual(count(buildModel(text, standardLibrary), 'Polytrigs23ThreeCongruent_x13'), { unique: 0n, total: 0n });
    // The same board with that segment in the first copy's part is the board as drawn, and counts its 8.
    const joined = text.replace(/\n    \+               \+               \+\n     d/, '\n    +               +               +\n     a');
    assert.notStrictEqual(joined, text);
    assert.deepStrictEqual(count(buildModel(joined, standardLibrary), 'Polytrigs23ThreeCongruent_x13'), { unique: 8n, total: 8n });
  });

  it('the impossible ones (Polyform Puzzler: "impossible: I3"): the check finds the I3 fits in no copy, and each counts 0', () => {
    const text = example('polytrigs-impossible.logel');
    const m = buildModel(text, standardLibrary);
    assert.deepStrictEqual(m.diagnostics, []);
    const checks = new BackgroundChecks(standardLibrary);
    const forms = ['Polytrigs23ThreeCongruent_x1', 'Polytrigs23ThreeCongruent_x3', 'Polytrigs23ThreeCongruent_x4', 'Polytrigs23ThreeCongruent_x11', 'Polytrigs23Trefoil_x1'];
    assert.deepStrictEqual(forms.map((f) => checks.count(text, f)!.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.message}`)),
      [8, 35, 58, 81, 100].map((line, i) => [`${line}:5 tile I3 fits nowhere in form ${forms[i]}`]));
    assert.deepStrictEqual(forms.map((f) => count(m, f)), forms.map(() => ({ unique: 0n, total: 0n })));
  });
});

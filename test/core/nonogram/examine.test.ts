import { nonogramsOf } from '../../../core/nonogram/build';
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { examineNonogram } from '../../../core/nonogram/examine';
import { clueAt, clueHover, findingsSummary } from '../../../core/nonogram/hover';

type Span = [string, number, number, number, number];
const span = (d: { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }): Span =>
  [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character];
const nonogram = (text: string) => {
  const model = buildModel(text);
  assert.deepStrictEqual(model.diagnostics, []);
  return nonogramsOf(model)[0];
};

describe('nonogram background checks', () => {
  it('a line-solvable nonogram: rating line, no diagnostics', () => {
    const f = examineNonogram(nonogram('nonogram L {\n  rows { 2\n    1 }\n  columns { 2\n    1 }\n}'));
    assert.deepStrictEqual(f.diagnostics, []);
    assert.strictEqual(f.rating, 'line');
    assert.strictEqual(f.unique, true);
    assert.strictEqual(findingsSummary(f), 'line-solvable');
  });

  it('more than one solution: a warning on the name, related to the goal cells where two solutions differ', () => {
    const n = nonogram([
      'nonogram Two {',
      '  rows { 1',
      '         1 }',
      '  columns { 1',
      '            1 }',
      '  goal { #.',
      '         .# }',
      '}',
    ].join('\n'));
    const f = examineNonogram(n);
    assert.deepStrictEqual(f.diagnostics.map(span), [['not-unique', 0, 9, 0, 12]]);
    assert.strictEqual(f.diagnostics[0].message, 'nonogram Two has more than one solution: two differ in 4 cells, first at row 1, column 1');
    assert.deepStrictEqual(f.diagnostics[0].related!.map((r) => [r.range.start.line, r.range.start.character, r.range.end.character]), [[5, 9, 10], [5, 10, 11], [6, 9, 10], [6, 10, 11], [5, 9, 10], [5, 9, 10]]);
    // the last two: the proposals (proposals.test.ts), a change and a hint at row 1, column 1
    assert.deepStrictEqual(f.diagnostics[0].related!.slice(4).map((r) => r.message), ['proposed change at row 1, column 1: # -> .', 'proposed starting hint at row 1, column 1: #']);
    assert.strictEqual(f.unique, false);
    assert.strictEqual(findingsSummary(f), 'more than one solution');
  });

  it('a line that line logic finds contradictory, with the range of its clue', () => {
    const n = nonogram([
      'nonogram C {',
      '  rows { 3',
      '         0',
      '         0 }',
      '  columns { 2',
      '            1',
      '            0 }',
      '}',
    ].join('\n'));
    const f = examineNonogram(n);
    assert.deepStrictEqual(f.diagnostics.map(span), [['contradictory-line', 2, 9, 2, 10]]);
    assert.strictEqual(f.diagnostics[0].message, 'row 2 cannot be placed: after line logic on the whole nonogram its clue contradicts the cells other lines decide');
    assert.strictEqual(findingsSummary(f), 'no solution');
  });

  it('no solution, though every line survives line logic: an error on the name', () => {
    const n = nonogram('nonogram N {\n rows { 2\n 1\n 2\n 1 1 }\n columns { 2\n 2\n 1\n 2 }\n}');
    const f = examineNonogram(n);
    assert.deepStrictEqual(f.diagnostics.map(span), [['no-solution', 0, 9, 0, 10]]);
    assert.strictEqual(f.diagnostics[0].message, 'nonogram N has no solution: every way of painting it breaks a clue');
    assert.strictEqual(f.lineKnownPercent, 0);
    assert.strictEqual(f.unique, false);
  });

  it('needs probing: the rating, and no needs-search information', () => {
    const n = nonogram('nonogram P {\n rows {\n 2 1\n 2\n 1\n 1 1 1\n 1 1\n 1 1 1\n }\n columns {\n 1 1\n 1 1\n 1 2\n 3\n 1 1\n 1 1\n }\n}');
    const f = examineNonogram(n);
    assert.deepStrictEqual(f.diagnostics, []);
    assert.strictEqual(f.rating, 'probing');
    assert.strictEqual(f.lineKnownPercent, 0);
    assert.strictEqual(findingsSummary(f), 'needs probing');
  });

  it('hover on a clue: the line alone and after line logic, as block art, and its placements', () => {
    const text = 'nonogram H {\n  rows { 3 1\n    1 }\n  columns { 1\n    1\n    1\n    0\n    2 }\n}';
    const n = nonogram(text);
    assert.deepStrictEqual(clueAt(n, { line: 1, character: 10 }), { kind: 'row', index: 0 });
    assert.deepStrictEqual(clueAt(n, { line: 7, character: 4 }), { kind: 'column', index: 4 });
    assert.strictEqual(clueAt(n, { line: 1, character: 4 }), undefined);
    assert.strictEqual(clueHover(n, { kind: 'row', index: 0 }), [
      '**row 1** · clue `3 1` · 1 placement in 5 cells',
      '',
      '```',
      '███·█   this clue alone: 5 of 5 cells known',
      '███·█   after line logic on all lines: 5 of 5',
      '```',
    ].join('\n'));
    assert.strictEqual(clueHover(n, { kind: 'row', index: 1 }).split('\n').slice(0, 5).join('\n'), [
      '**row 2** · clue `1` · 5 placements in 5 cells',
      '',
      '```',
      '?????   this clue alone: 0 of 5 cells known',
      '····█   after line logic on all lines: 5 of 5',
    ].join('\n'));
  });

  it('a 2000×2000 nonogram: the model is built, and a stopped background solve decides nothing and says so', () => {
    const ones = Array.from({ length: 2000 }, () => '1').join('\n');
    const n = nonogram(`nonogram Huge {\n rows {\n${ones}\n }\n columns {\n${ones}\n }\n}`);
    assert.strictEqual(n.puzzle.width * n.puzzle.height, 4_000_000);
    const f = examineNonogram(n, () => true);
    assert.deepStrictEqual(f.diagnostics, []);
    assert.strictEqual(f.unique, null);
    assert.strictEqual(findingsSummary(f), 'undecided in 20 s (line logic and probing: 0 %)');
  });
});

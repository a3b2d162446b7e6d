import { nonogramsOf } from '../../../core/nonogram/build';
import { buildModel, parse } from '../../../core/document';
import * as assert from 'assert';
import { formatNonogramBlock } from '../../../core/nonogram/block';
import { parseNon } from '../../../core/nonogram/formats';

type Span = [string, number, number, number, number];
const span = (d: { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }): Span =>
  [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character];
const spans = (text: string): Span[] => buildModel(text).diagnostics.map(span);

const duck = [
  'nonogram Duck {',   // 0
  '  rows {',          // 1
  '    2',             // 2
  '    1 1',           // 3
  '    3',             // 4
  '  }',               // 5
  '  columns {',       // 6
  '    2',             // 7
  '    1 1',           // 8
  '    3',             // 9
  '  }',               // 10
  '  goal {',          // 11
  '    .##',           // 12
  '    #.#',           // 13
  '    ###',           // 14
  '  }',               // 15
  '}',                 // 16
];

describe('nonogram language', () => {
  it('reads rows, columns and the goal into a checked puzzle', () => {
    const model = buildModel(duck.join('\n'));
    assert.deepStrictEqual(model.diagnostics, []);
    const [n] = nonogramsOf(model);
    assert.strictEqual(n.name, 'Duck');
    assert.strictEqual(n.puzzle.width, 3);
    assert.strictEqual(n.puzzle.height, 3);
    assert.deepStrictEqual(n.puzzle.rows, [[{ length: 2, colour: 1 }], [{ length: 1, colour: 1 }, { length: 1, colour: 1 }], [{ length: 3, colour: 1 }]]);
    assert.deepStrictEqual(n.puzzle.colours.map((c) => c.name), ['blank', 'black']);
    assert.deepStrictEqual([...n.puzzle.goal!], [0, 1, 1, 1, 0, 1, 1, 1, 1]);
    assert.deepStrictEqual(n.rowRanges[1], { start: { line: 3, character: 4 }, end: { line: 3, character: 7 } });
    assert.ok(n.solvable);
  });

  it('reads colour clues with a palette, commas, 0 for an empty line, and clues on the brace lines', () => {
    const model = buildModel([
      'nonogram Flag {',
      '  palette { r = #FF0000',
      '            b = #00f }',
      '  rows { 2r,1b',
      '         0 }',
      '  columns { 1r',
      '    1r',
      '    1b }',
      '  goal { rrb',
      '         ... }',
      '}',
    ].join('\n'));
    assert.deepStrictEqual(model.diagnostics, []);
    const p = nonogramsOf(model)[0].puzzle;
    assert.deepStrictEqual(p.colours, [{ name: 'blank', rgb: '#ffffff' }, { name: 'r', rgb: '#ff0000' }, { name: 'b', rgb: '#0000ff' }]);
    assert.deepStrictEqual(p.rows, [[{ length: 2, colour: 1 }, { length: 1, colour: 2 }], []]);
    assert.deepStrictEqual([...p.goal!], [1, 1, 2, 0, 0, 0]);
  });

  it('recovers from syntax errors inside the block and goes on with the file', () => {
    const text = [
      'nonogram A {',
      '  rows { 1 x 2',
      '  }',
      '  colums { 1 }',
      '  columns { 4 }',
      '  rows { 1 }',
      '}',
      'nonogram {',
      'nonogram B { rows { 1 } columns { 1 } }',
    ].join('\n');
    const { tree, diagnostics } = parse(text);
    assert.deepStrictEqual(diagnostics.map(span), [
      ['syntax', 1, 11, 1, 12],
      ['syntax', 3, 2, 3, 8],
      ['syntax', 5, 2, 5, 6],
      ['syntax', 7, 9, 7, 10],
    ]);
    assert.deepStrictEqual(tree.blocks.map((b) => b.kind === 'nonogram' && b.name.text), ['A', 'B']);
    const b = nonogramsOf(buildModel(text)).find((n) => n.name === 'B')!;
    assert.deepStrictEqual(b.puzzle.rows, [[{ length: 1, colour: 1 }]]);
    // A clue with a syntax error keeps its place (row 1 stays row 1) but the puzzle is not solved.
    assert.strictEqual(nonogramsOf(buildModel(text)).find((n) => n.name === 'A')!.solvable, false);
  });

  it('reports a clue that cannot fit with the range of the clue', () => {
    assert.deepStrictEqual(spans([
      'nonogram N {',
      '  rows { 2 1',
      '         1 }',
      '  columns { 1',
      '            1',
      '            99999999999999 }',
      '}',
    ].join('\n')), [
      ['clue-too-long', 1, 9, 1, 12],
      ['clue-too-long', 5, 12, 5, 26],
    ]);
    const [d] = buildModel('nonogram N {\n rows { 2 1\n 1 }\n columns { 1\n 1\n 1 }\n}').diagnostics;
    assert.strictEqual(d.message, 'this row clue needs 4 cells (its blocks and the gaps between them) but a row has 3');
  });

  it('lets two blocks of different colours touch', () => {
    const text = 'nonogram N {\n palette { a = #ff0000\n b = #00ff00 }\n rows { 1a 1b }\n columns { 1a\n 1b }\n}';
    assert.deepStrictEqual(spans(text), []);
    assert.deepStrictEqual(spans(text.replace('1a 1b', '1a 1a')).map((s) => s[0]), ['clue-too-long']);
  });

  it('reports row totals that differ from column totals, per colour', () => {
    const text = [
      'nonogram N {',
      '  palette { a = #ff0000',
      '            b = #00ff00 }',
      '  rows { 2a',
      '         1b }',
      '  columns { 1a',
      '            1b }',
      '}',
    ].join('\n');
    const ds = buildModel(text).diagnostics;
    assert.deepStrictEqual(ds.map(span), [['totals-differ', 5, 2, 5, 9]]);
    assert.strictEqual(ds[0].message, 'the column clues paint 1 cells colour a (#ff0000), the row clues 2: they must agree');
    assert.deepStrictEqual(ds[0].related?.map((r) => r.range), [{ start: { line: 3, character: 2 }, end: { line: 3, character: 6 } }]);
  });

  it('reports the goal rows and columns that do not satisfy their clues', () => {
    const wrong = duck.slice();
    wrong[13] = '    ##.';
    const ds = buildModel(wrong.join('\n')).diagnostics;
    assert.deepStrictEqual(ds.map(span), [
      ['goal-mismatch', 3, 4, 3, 7],
      ['goal-mismatch', 8, 4, 8, 7],
      ['goal-mismatch', 9, 4, 9, 5],
    ]);
    assert.strictEqual(ds[0].message, 'row 2 of the goal reads 2, its clue says 1 1');
    assert.deepStrictEqual(ds[0].related?.map((r) => r.range), [{ start: { line: 13, character: 4 }, end: { line: 13, character: 7 } }]);
    assert.strictEqual(ds[2].message, 'column 3 of the goal reads 1 1, its clue says 3');
  });

  it('reports goals of the wrong size and unknown glyphs', () => {
    const short = duck.slice(); short.splice(14, 1);
    assert.deepStrictEqual(spans(short.join('\n')), [['bad-goal', 11, 2, 11, 6]]);
    const wide = duck.slice(); wide[12] = '    .##.#';
    assert.deepStrictEqual(spans(wide.join('\n')), [['bad-goal', 12, 8, 12, 9]]);
    const glyph = duck.slice(); glyph[12] = '    .#x';
    assert.deepStrictEqual(spans(glyph.join('\n')), [['unknown-glyph', 12, 6, 12, 7]]);
  });

  it('reports palette and clue mistakes', () => {
    assert.deepStrictEqual(spans([
      'nonogram N {',
      '  palette { red = #ff0000',
      '            b = #12345',
      '            b = #000000 }',
      '  rows { 1c 0 1b }',
      '  columns { 1b }',
      '}',
      'nonogram M { rows { 1 } }',
      'nonogram N { rows { 1r } columns { 1 } }',
    ].join('\n')), [
      ['bad-nonogram', 1, 12, 1, 15],
      ['bad-nonogram', 2, 16, 2, 22],
      ['duplicate-name', 3, 12, 3, 13],
      ['unknown-name', 4, 10, 4, 11],
      ['bad-clue', 4, 12, 4, 13],
      ['clue-too-long', 4, 9, 4, 16],
      ['bad-nonogram', 7, 9, 7, 10],
      ['duplicate-name', 8, 9, 8, 10],
    ]);
  });

  it('reads any bytes and huge clues without throwing', () => {
    const long = Array.from({ length: 5000 }, () => '1').join(' ');
    const text = `nonogram Big {\n rows { ${long} }\n columns { 1 }\n}`;
    assert.deepStrictEqual(spans(text).map((s) => s[0]), ['clue-too-long']);
    let seed = 7;
    for (let i = 0; i < 200; i++) {
      const bytes = Array.from({ length: 60 }, () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return 'nonogram rows columns goal palette {}#.=,0123 r\n\u00ff'[seed % 48]; }).join('');
      buildModel(`nonogram X {${bytes}`);
    }
  });

  it('reads back what logel import writes: the same clues, colours and goal', () => {
    const non = [
      'title "Flag"', 'color a #ff0000', 'color b #0000ff', 'width 3', 'height 2', '',
      'rows', '2a,1b', '1b', '', 'columns', '1a', '1a', '2b', '', 'goal "aab00b"',
    ].join('\n');
    const imported = parseNon(non);
    const model = buildModel(formatNonogramBlock(imported));
    assert.deepStrictEqual(model.diagnostics, []);
    const p = nonogramsOf(model)[0].puzzle;
    assert.deepStrictEqual([p.name, p.width, p.height, p.colours, p.rows, p.columns, [...p.goal!]],
      [imported.name, imported.width, imported.height, imported.colours, imported.rows, imported.columns, [...imported.goal!]]);
  });
});

// Starting hints in a nonogram block: read as art, checked against the goal and the clues with exact
// ranges, given to the solver before line logic, shown in hovers and written back by the block writer.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { nonogramsOf } from '../../../core/nonogram/build';
import { buildModel } from '../../../core/document';
import { examineNonogram } from '../../../core/nonogram/examine';
import { hintAt } from '../../../core/nonogram/hover';
import { solveNonogram } from '../../../core/nonogram/solve';
import { formatNonogramBlock } from '../../../core/nonogram/block';
import { swapNonogram } from './swapNonogram';

type Span = [string, number, number, number, number];
const span = (d: { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }): Span =>
  [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character];

/** The 2×2 swap with starting hints. */
const swap = (hints: string[], goal?: string[]) => swapNonogram(goal, hints);

describe('nonogram starting hints', () => {
  it('reads the hints as art: ? and spaces give nothing, # and . give a cell', () => {
    const model = buildModel(swap(['? .', '???', '...']));
    assert.deepStrictEqual(model.diagnostics, []);
    const [n] = nonogramsOf(model);
    assert.deepStrictEqual([...n.puzzle.hints!], [-1, -1, 0, -1, -1, -1, 0, 0, 0]);
  });

  it('the solver starts from them: two solutions without hints, one with a hint on the swap', () => {
    const without = nonogramsOf(buildModel(swap(['???', '???', '???'])))[0];
    assert.strictEqual(solveNonogram(without.puzzle).solutions.length, 2);
    for (const hint of [['#??', '???', '???'], ['?.?', '???', '???']]) {
      const n = nonogramsOf(buildModel(swap(hint)))[0];
      const r = solveNonogram(n.puzzle);
      assert.deepStrictEqual([r.solutions.length, r.complete, r.rating], [1, true, 'line']);
      assert.deepStrictEqual([...r.solutions[0]], [1, 0, 0, 0, 1, 0, 0, 0, 0]);
      const f = examineNonogram(n);
      assert.deepStrictEqual([f.unique, f.diagnostics], [true, []]);
    }
  });

  it('wrong size: rows counted at the keyword, a row too wide at its excess, an unknown glyph at itself', () => {
    assert.deepStrictEqual(buildModel(swap(['???', '???'])).diagnostics.map(span), [['bad-hints', 12, 2, 12, 7]]);
    assert.strictEqual(buildModel(swap(['???', '???'])).diagnostics[0].message, 'the hints have 2 rows but the nonogram 3 (one per row clue)');
    assert.deepStrictEqual(buildModel(swap(['???', '???#', '???'])).diagnostics.map(span), [['bad-hints', 14, 7, 14, 8]]);
    assert.deepStrictEqual(buildModel(swap(['???', '?x?', '???'])).diagnostics.map(span), [['unknown-glyph', 14, 5, 14, 6]]);
    // A model with broken hints is not solved: they would say nothing.
    assert.strictEqual(nonogramsOf(buildModel(swap(['???', '???'])))[0].solvable, false);
  });

  it('a hint the goal does not paint: an error at the hint, related to the goal cell', () => {
    const d = buildModel(swap(['???', '??#', '???'])).diagnostics;
    assert.deepStrictEqual(d.map(span), [['hint-contradicts', 14, 6, 14, 7]]);
    assert.strictEqual(d[0].message, 'the hint at row 2, column 3 is black, the goal paints it blank');
    assert.deepStrictEqual(d[0].related!.map((r) => [r.range.start.line, r.range.start.character]), [[9, 6]]);
  });

  it('hints their clue cannot paint: an error on the line\'s first hint, related to the clue', () => {
    // Without a goal, two hints in row 1 against its clue 1.
    const text = 'nonogram H {\n  rows { 1\n    1 }\n  columns { 1\n    1 }\n  hints {\n    ##\n    ??\n  }\n}';
    const model = buildModel(text);
    assert.deepStrictEqual(model.diagnostics, []);
    const f = examineNonogram(nonogramsOf(model)[0]);
    assert.deepStrictEqual(f.diagnostics.map(span), [['hint-contradicts', 6, 4, 6, 5]]);
    assert.strictEqual(f.diagnostics[0].message, 'the hints of row 1 contradict its clue: no painting of 1 gives them');
    assert.deepStrictEqual(f.diagnostics[0].related!.map((r) => [r.range.start.line, r.range.start.character, r.range.end.character]), [[1, 9, 10]]);
    assert.strictEqual(f.unique, false);
  });

  it('hover on a hint cell says what is given there', () => {
    const n = nonogramsOf(buildModel(swap(['#??', '???', '???'])))[0];
    const given = hintAt(n, { line: 13, character: 4 })!;
    assert.strictEqual(given.markdown, '**row 1, column 1** · a starting hint: the solver starts with this cell black');
    assert.deepStrictEqual(span({ code: 'x', range: given.range }), ['x', 13, 4, 13, 5]);
    assert.match(hintAt(n, { line: 15, character: 6 })!.markdown, /^\*\*row 3, column 3\*\* · no hint/);
    assert.strictEqual(hintAt(n, { line: 13, character: 7 }), undefined);
  });

  it('the block writer prints the hints, and they read back the same', () => {
    const n = nonogramsOf(buildModel(swap(['#?.', '???', '???'])))[0];
    const block = formatNonogramBlock(n.puzzle);
    assert.match(block, /\n {2}hints \{\n {4}#\?\.\n {4}\?\?\?\n {4}\?\?\?\n {2}\}\n\}$/);
    const back = nonogramsOf(buildModel(block))[0];
    assert.deepStrictEqual([...back.puzzle.hints!], [...n.puzzle.hints!]);
  });

  it('the example of docs/language.md checks clean and is unique with its hint', () => {
    const example = /```logel\n((?: {2})?nonogram Swap \{[\s\S]*?\n\s*\})\n\s*```/.exec(readFileSync('docs/language.md', 'utf8'))![1];
    const model = buildModel(example);
    assert.deepStrictEqual(model.diagnostics, []);
    const f = examineNonogram(nonogramsOf(model)[0]);
    assert.deepStrictEqual([f.unique, f.rating, f.diagnostics], [true, 'line', []]);
  });
});

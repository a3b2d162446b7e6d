// Proposals for a not-unique nonogram: found by the background examination, marked in the goal as
// the warning's related information, and applied by edits whose result checks clean and is unique.
import * as assert from 'assert';
import { nonogramsOf } from '../../../core/nonogram/build';
import { buildModel } from '../../../core/document';
import { examineNonogram } from '../../../core/nonogram/examine';
import { proposalEdits, proposalTitle } from '../../../core/nonogram/proposals';
import type { ClueEdit } from '../../../core/nonogram/goalClues';
import { swapNonogram } from './swapNonogram';

/** The text with the edits made (they do not overlap). */
function apply(text: string, edits: ClueEdit[]): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), text);
}

const swap = swapNonogram();

describe('nonogram proposals', () => {
  const nonogram = nonogramsOf(buildModel(swap))[0];
  const findings = examineNonogram(nonogram);

  it('a not-unique goal gets a change and a hint, each marked at its goal cell', () => {
    assert.deepStrictEqual(findings.proposals, [
      { kind: 'changes', cells: [{ cell: 0, colour: 0 }], fewest: true },
      { kind: 'hints', cells: [{ cell: 0, colour: 1 }], fewest: true },
    ]);
    const warning = findings.diagnostics.find((d) => d.code === 'not-unique')!;
    const marks = warning.related!.filter((r) => r.message.startsWith('proposed'));
    assert.deepStrictEqual(marks.map((r) => [r.message, r.range.start.line, r.range.start.character, r.range.end.character]), [
      ['proposed change at row 1, column 1: # -> .', 8, 4, 5],
      ['proposed starting hint at row 1, column 1: #', 8, 4, 5],
    ]);
    assert.deepStrictEqual(findings.proposals.map((p) => proposalTitle(nonogram, p)), [
      'Make unique: change 1 cell of the goal (row 1, column 1), proved fewest',
      'Make unique: give 1 starting hint (row 1, column 1), proved fewest',
    ]);
  });

  it('applying the change rewrites the goal row and the clues; the result checks clean and is unique', () => {
    const edits = proposalEdits(nonogram, findings.proposals[0]);
    const text = apply(swap, edits);
    assert.strictEqual(text, swap.replace('  rows { 1\n    1\n    0 }', '  rows {\n    0\n    1\n    0\n  }').replace('  columns { 1\n    1\n    0 }', '  columns {\n    0\n    1\n    0\n  }').replace('    #..', '    ...'));
    const model = buildModel(text);
    assert.deepStrictEqual(model.diagnostics, []);
    const after = examineNonogram(nonogramsOf(model)[0]);
    assert.deepStrictEqual([after.unique, after.diagnostics, after.proposals], [true, [], []]);
  });

  it('applying the hints adds a hints section after the goal; the result checks clean and is unique', () => {
    const edits = proposalEdits(nonogram, findings.proposals[1]);
    assert.deepStrictEqual(edits, [{ range: { start: { line: 11, character: 3 }, end: { line: 11, character: 3 } }, newText: '\n  hints {\n    #??\n    ???\n    ???\n  }' }]);
    const model = buildModel(apply(swap, edits));
    assert.deepStrictEqual(model.diagnostics, []);
    const after = examineNonogram(nonogramsOf(model)[0]);
    assert.deepStrictEqual([after.unique, after.rating, after.diagnostics], [true, 'line', []]);
  });

  it('a goal row drawn short, or left as a blank line, is written whole', () => {
    // rows 2 and 3 of a 4-wide goal: one ends early, one is a blank line
    const text = 'nonogram S {\n  rows { 1\n    1\n    0\n    0 }\n  columns { 1\n    1\n    0\n    0 }\n  goal {\n    #...\n    .#\n\n    ....\n  }\n}';
    const n = nonogramsOf(buildModel(text))[0];
    const edits = proposalEdits(n, { kind: 'changes', cells: [{ cell: 6, colour: 1 }, { cell: 9, colour: 1 }], fewest: false });
    const goal = apply(text, edits).split('\n').slice(-6, -2);
    assert.deepStrictEqual(goal, ['    #...', '    .##.', '    .#..', '    ....']);
  });

  it('no proposals for a unique goal, nor for a goal that does not satisfy its clues', () => {
    assert.deepStrictEqual(examineNonogram(nonogramsOf(buildModel(swap.replace('    #..', '    ...').replace('rows { 1', 'rows { 0').replace('columns { 1', 'columns { 0')))[0]).proposals, []);
    const mismatched = examineNonogram(nonogramsOf(buildModel(swap.replace('    ...', '    ..#')))[0]);
    assert.deepStrictEqual([mismatched.solutions, mismatched.proposals], [2, []]);
  });
});

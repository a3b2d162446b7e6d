// Clues from the goal: the edits that rewrite (or add) a nonogram block's rows and columns from its goal art.
import * as assert from 'assert';
import { blocksOf } from '../../../core/language/blocks';
import { buildModel, parse } from '../../../core/read';
import { nonogramsOf } from '../../../core/nonogram/build';
import { cluesFromGoal, ClueEdit } from '../../../core/nonogram/goalClues';
import type { NonogramDecl } from '../../../core/nonogram/syntax';

function declOf(text: string): NonogramDecl {
  const block = blocksOf<NonogramDecl>(parse(text).tree, 'nonogram')[0];
  assert.ok(block);
  return block;
}

/** Applies the edits (which do not overlap) from the last to the first. */
export function applyEdits(text: string, edits: ClueEdit[]): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((s, l) => s + l.length + 1, 0) + p.character;
  return [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), text);
}

const duckGoal = ['  goal {', '    .##', '    #.#', '    ###', '  }'];

describe('nonogram: clues from the goal', () => {
  it('rewrites clues that disagree with the goal, keeping the sections in place and indented', () => {
    const text = ['nonogram Duck {', '  rows { 1', '         2 }', '  columns {', '    2', '    1 1', '    3', '  }', ...duckGoal, '}'].join('\n');
    const edits = cluesFromGoal(declOf(text));
    assert.deepEqual(edits, [{ range: { start: { line: 1, character: 2 }, end: { line: 2, character: 12 } }, newText: 'rows {\n    2\n    1 1\n    3\n  }' }]);
    const fixed = applyEdits(text, edits);
    assert.deepEqual(buildModel(fixed).diagnostics, []);
    assert.deepEqual(cluesFromGoal(declOf(fixed)), []);
  });

  it('adds missing rows and columns above the goal', () => {
    const text = ['nonogram Duck {', ...duckGoal, '}'].join('\n');
    assert.deepEqual(buildModel(text).diagnostics.map((d) => d.code), ['bad-nonogram']);
    const fixed = applyEdits(text, cluesFromGoal(declOf(text)));
    assert.equal(fixed, ['nonogram Duck {', '  rows {', '    2', '    1 1', '    3', '  }', '  columns {', '    2', '    1 1', '    3', '  }', ...duckGoal, '}'].join('\n'));
    assert.deepEqual(buildModel(fixed).diagnostics, []);
  });

  it('writes colour clues with the palette letters, blocks of different colours touching', () => {
    const text = ['nonogram Flag {', '  palette {', '    r = #d52b1e', '    w = #eeeeee', '  }', '  rows { 0 }', '  columns { 0 }',
      '  goal {', '    rrr', '    rwr', '    .r.', '  }', '}'].join('\n');
    const fixed = applyEdits(text, cluesFromGoal(declOf(text)));
    const model = buildModel(fixed);
    assert.deepEqual(model.diagnostics, []);
    assert.match(fixed, /rows \{\n {4}3r\n {4}1r 1w 1r\n {4}1r\n {2}\}/);
    assert.match(fixed, /columns \{\n {4}2r\n {4}1r 1w 1r\n {4}2r\n {2}\}/);
  });

  it('takes the size from the goal when the clues have another one, and does nothing for an unreadable goal', () => {
    const text = ['nonogram Wide {', '  rows { 1', '  }', '  columns { 1 }', '  goal {', '    #.#.', '    ....', '  }', '}'].join('\n');
    const fixed = applyEdits(text, cluesFromGoal(declOf(text)));
    assert.deepEqual(buildModel(fixed).diagnostics, []);
    assert.equal(nonogramsOf(buildModel(fixed))[0].puzzle.width, 4);
    assert.deepEqual(cluesFromGoal(declOf(text.replace('#.#.', '#x#.'))), []);
  });
});

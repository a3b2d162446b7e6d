// The linkpix block: read into a puzzle, and every diagnostic with its exact range.
import { linkpixBlocksOf } from '../../../core/linkpix/language';
import { parse } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { formatEdits } from '../../../core/editor/format';
import { LineIndex } from '../../../core/language/text';
import { standardLibrary } from '../../../core/language/library';
import { documentDiagnostics } from '../../../core/document';

type Span = [string, number, number, number, number];
const span = (d: { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }): Span =>
  [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character];
const byPlace = (a: Span, b: Span) => a[1] - b[1] || a[2] - b[2] || a[0].localeCompare(b[0]);
const parsed = (lines: string[]) => { const r = parse(lines.join('\n')); return { ...r, spans: r.diagnostics.map(span).sort(byPlace) }; };
const checked = (lines: string[]) => documentDiagnostics(lines.join('\n'), standardLibrary).map(span).sort(byPlace);

describe('linkpix block', () => {
  it('reads the clue grid, wide numbers, the palette and colour letters, and a form after it', () => {
    const { tree, diagnostics } = parsed([
      'linkpix Flag { // a comment',
      '  palette {',
      '    r = #FF0000',
      '    k = #000000',
      '  }',
      '  12r  .  .  .',
      '    .  .  .  .',
      '    .  .  . 12r',
      '    1k . 1k  .',
      '}',
      'form F uses pentominoes {',
      '  #####',
      '}',
    ]);
    assert.deepStrictEqual(diagnostics, []);
    const block = linkpixBlocksOf(tree)[0];
    const p = block.puzzle!;
    assert.deepStrictEqual([block.name.text, p.width, p.height, p.coloured, p.palette], ['Flag', 4, 4, true, { 1: '#ff0000', 2: '#000000' }]);
    assert.deepStrictEqual(Array.from(p.clues), [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 1, 0, 1, 0]);
    assert.deepStrictEqual(Array.from(p.colours), [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 2, 0]);
    assert.deepStrictEqual(block.clueRanges.get(11), { start: { line: 7, character: 12 }, end: { line: 7, character: 15 } });
    assert.strictEqual(tree.items[0].kind, 'form');
  });

  it('odd count of a value: an error on every occurrence; unbalanced clues; a clue with no partner within reach', () => {
    assert.deepStrictEqual(parsed(['linkpix O {', '  2 . 2', '  . . 2', '}']).spans, [
      ['lonely-clue', 1, 2, 1, 3], ['odd-clue-count', 1, 2, 1, 3], ['odd-clue-count', 1, 6, 1, 7], ['odd-clue-count', 2, 6, 2, 7]]);
    // Four 4s, each within reach of the one on a light square: three on dark squares cannot all pair.
    assert.deepStrictEqual(parsed(['linkpix U {', '  4 4 4', '  . 4 .', '}']).spans, [
      ['unbalanced-clues', 1, 2, 1, 3], ['unbalanced-clues', 1, 6, 1, 7], ['unbalanced-clues', 2, 4, 2, 5]]);
    // Two 3s that could only join through the 1 between them.
    assert.deepStrictEqual(parsed(['linkpix B {', '  3 1 3', '  . . .', '}']).spans, [
      ['lonely-clue', 1, 2, 1, 3], ['lonely-clue', 1, 6, 1, 7]]);
  });

  it('syntax: ragged rows, a bad cell, a colour not in the palette, a missing letter, an unclosed block', () => {
    assert.deepStrictEqual(parsed(['linkpix R {', '  1 1', '  1', '}']).spans, [['ragged-art', 2, 2, 2, 3]]);
    assert.deepStrictEqual(parsed(['linkpix X {', '  1 x', '}']).spans, [['syntax', 1, 4, 1, 5]]);
    assert.deepStrictEqual(parsed(['linkpix C {', '  palette {', '    r = #ff0000', '  }', '  1r 1q', '  1  .', '}']).spans, [
      ['unknown-name', 4, 6, 4, 7], ['syntax', 5, 2, 5, 3]]);
    assert.deepStrictEqual(parsed(['linkpix U {', '  1 1']).spans, [['syntax', 0, 0, 0, 7]]);
    assert.deepStrictEqual(parsed(['linkpix {', '  1', '}']).spans, [['syntax', 0, 0, 0, 9]]);
  });

  it('check: a goal the clues do not give, more than one solution, a clue whose every path is excluded', () => {
    assert.deepStrictEqual(checked(['linkpix T {', '  2 2 1', '  3 1 1', '  . 3 .', '  goal {', '    ###', '    ###', '    #..', '  }', '}']), [
      ['goal-contradiction', 7, 5, 7, 6]]);
    assert.deepStrictEqual(checked(['linkpix T {', '  2 2 1', '  3 1 1', '  . 3 .', '  goal {', '    ###', '    ###', '    ##.', '  }', '}']), []);
    assert.deepStrictEqual(checked(['linkpix Twice {', '  2 2', '  2 2', '}']), [['not-unique', 0, 8, 0, 13]]);
    // Each 3 has partners within reach, but every path of every 3 goes through the centre.
    assert.deepStrictEqual(checked(['linkpix E {', '  1 3 1', '  3 . 3', '  1 3 1', '}']), [['no-path-left', 1, 4, 1, 5]]);
    assert.deepStrictEqual(checked(['linkpix E {', '  4 . 4', '  . . .', '  . 4 .', '}']), [['odd-clue-count', 1, 2, 1, 3], ['odd-clue-count', 1, 6, 1, 7], ['odd-clue-count', 3, 4, 3, 5]]);
  });
});

describe('linkpix block in docs/language.md', () => {
  it('the example checks clean and solves to its goal', () => {
    const doc = readFileSync('docs/language.md', 'utf8');
    const example = /```\n(linkpix Flag \{[\s\S]*?\n\})\n```/.exec(doc)![1];
    assert.deepStrictEqual(documentDiagnostics(example, standardLibrary), []);
    assert.strictEqual(linkpixBlocksOf(parse(example).tree)[0].puzzle!.coloured, true);
  });
});

describe('linkpix block formatting', () => {
  it('aligns the clue columns, numbers to the right, and keeps comments', () => {
    const text = ['linkpix A {', '12 . 1  // top', '  . . .', '    12   1 .', '}'].join('\n');
    const lines = new LineIndex(text);
    const edits = formatEdits(text, parse(text).tree, lines);
    const out = text.split('\n');
    for (const e of [...edits].reverse()) {
      const l = e.range.start.line;
      out[l] = out[l].slice(0, e.range.start.character) + e.newText + out[l].slice(e.range.end.character);
    }
    assert.deepStrictEqual(out, ['linkpix A {', '  12 . 1 // top', '   . . .', '  12 1 .', '}']);
  });
});

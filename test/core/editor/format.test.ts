// Formatting bounded on hostile documents: garbled nesting is left alone, and a document with very many
// lines to change gets one whole-document edit instead of millions of small ones.
import { parse } from '../../../core/document';
import * as assert from 'assert';
import { formatEdits, maxFormatEdits } from '../../../core/editor/format';

const format = (text: string) => formatEdits(text, parse(text).tree);

describe('formatting bounded', () => {
  it('leaves lines nested deeper than any block as they are, and formats the lines around them', () => {
    const text = `tileset T on square {\ntile A { # }\n${'{'.repeat(9)}\n   #\n${'}'.repeat(9)}\n  }\n`;
    assert.deepStrictEqual(format(text), [
      { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, newText: '  ' },
      { range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, newText: '  ' },
      // lines 3 and 4 start 10 deep: no edit; line 5, 1 deep again, closes the tileset
      { range: { start: { line: 5, character: 0 }, end: { line: 5, character: 2 } }, newText: '' },
    ]);
  });

  it(`answers one whole-document edit past ${maxFormatEdits.toLocaleString('en')} edits, keeping every line break`, () => {
    const half = maxFormatEdits / 2 + 1;  // lines with \r\n and trailing blanks, then lines with a lone \r
    const text = `tileset T on square {\r\n${'tile A { # }  \r\n'.repeat(half)}${'tile A { # }\r'.repeat(half)}}\n`;
    const edits = format(text);
    assert.deepStrictEqual(edits.map((e) => e.range), [{ start: { line: 0, character: 0 }, end: { line: 2 * half + 2, character: 0 } }]);
    assert.strictEqual(edits[0].newText, `tileset T on square {\r\n${'  tile A { # }\r\n'.repeat(half)}${'  tile A { # }\r'.repeat(half)}}\n`);
  });

  it(`answers small edits up to ${maxFormatEdits.toLocaleString('en')}`, () => {
    const text = `tileset T on square {\n${'tile A { # }\n'.repeat(maxFormatEdits)}}\n`;
    const edits = format(text);
    assert.strictEqual(edits.length, maxFormatEdits);
    assert.ok(edits.every((e, k) => e.newText === '  ' && e.range.start.line === k + 1 && e.range.end.character === 0));
  });

  it('does not pad a linkpix clue column to a clue longer than 12 characters', () => {
    assert.deepStrictEqual(format('linkpix A {\n  1234567890123 .\n  2 2\n}\n'), []);
    assert.deepStrictEqual(format('linkpix A {\n  123456789012 .\n  2 2\n}\n').map((e) => e.newText), ['             2 2']);
  });
});

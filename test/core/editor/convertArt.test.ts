import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { convertArt } from '../../../core/editor/convertArt';
import { standardLibrary } from '../../../core/language/library';

const text = 'tileset T on tan {\n  tile h { ◣·\n           █◥ }\n}\nform F uses T {\n  #1\n  .9\n}\n';

describe('converting art between glyphs and ASCII aliases', () => {
  it('to ASCII: every glyph by its alias on its own line and columns; rows already ASCII stay', () => {
    assert.deepStrictEqual(convertArt(buildModel(text, standardLibrary), 'ascii'), [
      { range: { start: { line: 1, character: 11 }, end: { line: 1, character: 13 } }, newText: '1.' },
      { range: { start: { line: 2, character: 11 }, end: { line: 2, character: 13 } }, newText: '#9' },
    ]);
  });

  it('to Unicode and back gives the text it started from', () => {
    const model = buildModel(text, standardLibrary);
    const unicode = convertArt(model, 'unicode');
    assert.deepStrictEqual(unicode.map((e) => e.newText), ['█◣', '·◥']);
    const lines = text.split('\n');
    for (const e of unicode) lines[e.range.start.line] = lines[e.range.start.line].slice(0, e.range.start.character) + e.newText + lines[e.range.start.line].slice(e.range.end.character);
    const back = convertArt(buildModel(lines.join('\n'), standardLibrary), 'ascii');
    for (const e of back) lines[e.range.start.line] = lines[e.range.start.line].slice(0, e.range.start.character) + e.newText + lines[e.range.start.line].slice(e.range.end.character);
    assert.strictEqual(lines.join('\n'), text.replace('◣·', '1.').replace('█◥', '#9'));
  });
});

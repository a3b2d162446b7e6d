// Building a document's next version from its last analysis: unchanged items are taken over as they
// were built, changed ones (and what depends on them) are built afresh, and the result equals a fresh build.
import { analyse } from '../../../core/document';
import * as assert from 'assert';
import { standardLibrary } from '../../../core/language/library';

const text = [
  '// notes',
  'tileset D on square {',
  '  tile I { ## }',
  '  tile J { ## }',
  '}',
  'form A uses D {',
  '  tiles I Q',
  '  ##',
  '}',
  'form B uses D {',
  '  ####',
  '}',
].join('\n');

/** The text with `from` replaced by `to` (once). */
const edit = (from: string, to: string) => text.replace(from, to);

describe('analysis of the next version', () => {
  const first = analyse(text, standardLibrary);

  it('takes over every item an edit outside them left alone, diagnostics included', () => {
    const next = analyse(edit('// notes', '// notes, more'), standardLibrary, first);
    assert.strictEqual(next.model.tileSets.get('D'), first.model.tileSets.get('D'));
    assert.deepStrictEqual(next.model.forms.map((f, i) => f === first.model.forms[i]), [true, true]);
    assert.deepStrictEqual(next.diagnostics.map((d) => d.message), [
      'tile J has the same shape as tile I', 'no tile Q in \'D\'',
    ]);
  });

  it('rebuilds the form that was edited, and only that one', () => {
    const next = analyse(edit('  ####', '  ##'), standardLibrary, first);
    assert.strictEqual(next.model.forms[0], first.model.forms[0]);
    assert.notStrictEqual(next.model.forms[1], first.model.forms[1]);
    assert.deepStrictEqual(next.diagnostics, analyse(edit('  ####', '  ##'), standardLibrary).diagnostics);
  });

  it('rebuilds the forms of a tile set that was edited', () => {
    const changed = edit('  tile J { ## }', '  tile J { # }');
    const next = analyse(changed, standardLibrary, first);
    assert.notStrictEqual(next.model.tileSets.get('D'), first.model.tileSets.get('D'));
    assert.deepStrictEqual(next.model.forms.map((f, i) => f === first.model.forms[i]), [false, false]);
    assert.deepStrictEqual(next.model.forms[1].tiles.map((t) => t.tile), next.model.tileSets.get('D')!.tiles);
    assert.deepStrictEqual(next.diagnostics, analyse(changed, standardLibrary).diagnostics);
  });

  it('rebuilds items that moved to another line, so their ranges are right', () => {
    const moved = '\n' + text;
    const next = analyse(moved, standardLibrary, first);
    assert.deepStrictEqual(next.model.forms.map((f) => f.nameRange.start.line), [6, 10]);
    assert.deepStrictEqual(next.diagnostics, analyse(moved, standardLibrary).diagnostics);
  });

  it('builds a form afresh when the tile set it names is gone', () => {
    const renamed = edit('tileset D on', 'tileset E on');
    const next = analyse(renamed, standardLibrary, first);
    assert.deepStrictEqual(next.model.forms, []);
    assert.deepStrictEqual(next.diagnostics.map((d) => d.message), [
      'tile J has the same shape as tile I', `unknown tile set 'D'`, `unknown tile set 'D'`,
    ]);
  });
});

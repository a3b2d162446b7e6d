// A form's parts drawing in the editor: formatted as art (its rows move together, never re-indented one by
// one), and the tiles of `part a holds X` are references to those tiles.
import * as assert from 'assert';
import { buildModel, parse } from '../../../core/document';
import { formatEdits } from '../../../core/editor/format';
import { occurrences } from '../../../core/editor/references';
import { standardLibrary } from '../../../core/language/library';

const text = `use pentominoes
form TwoBoxes uses pentominoes {
tiles L N P U V Y
parts {
  aaaaabbbbb
   aaaabbbbb
}
part a holds U
##########
 #########
}
`;

describe('parts in the editor', () => {
  it('formats the parts drawing as art: its rows move together and keep their columns', () => {
    const edits = formatEdits(text, parse(text).tree);
    const lines = text.split('\n');
    const after = lines.map((l, i) => {
      const e = edits.filter((x) => x.range.start.line === i).sort((a, b) => b.range.start.character - a.range.start.character);
      return e.reduce((s, x) => s.slice(0, x.range.start.character) + x.newText + s.slice(x.range.end.character), l);
    });
    assert.deepStrictEqual(after.slice(3, 7), ['  parts {', '    aaaaabbbbb', '     aaaabbbbb', '  }']);
  });

  it('a held tile is a reference to the tile', () => {
    const m = buildModel(text, standardLibrary);
    const refs = occurrences(m, standardLibrary).filter((o) => o.kind === 'tile' && o.name === 'U');
    assert.deepStrictEqual(refs.map((o) => [o.range.start.line, o.range.start.character, o.definition]), [[2, 12, false], [7, 13, false]]);
  });
});

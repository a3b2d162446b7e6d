// Converts a document's art between the Unicode glyphs of its grids (█ ◣ ·) and their ASCII aliases
// (# 1 .), glyph by glyph: each grid declares both for every glyph (`glyph "◣" "1" = S W`). ASCII art
// lines up in every font; the Unicode glyphs read better where the font draws them a cell wide.
import { Grid } from '../grids/grid';
import { Model } from '../language/model';
import { Range } from '../language/text';
import { artsOf } from './references';

export type ArtAlphabet = 'ascii' | 'unicode';

export interface ArtEdit { range: Range; newText: string }

/** One edit per art row that changes; rows already in the alphabet, and unknown characters, stay. */
export function convertArt(model: Model, to: ArtAlphabet): ArtEdit[] {
  const edits: ArtEdit[] = [];
  for (const item of model.tree.items) {
    const grid = item.kind === 'tileset' ? model.tileSets.get(item.name.text)?.grid : item.kind === 'form' ? model.forms.find((f) => f.decl === item)?.grid : undefined;
    if (!grid) continue;
    const table = aliases(grid, to);
    for (const art of artsOf({ ...model.tree, items: [item] })) {
      for (const row of art.rows) {
        const text = [...row.text].map((c) => table.get(c) ?? c).join('');
        if (text !== row.text) edits.push({ range: { start: { line: row.line, character: row.startChar }, end: { line: row.line, character: row.startChar + row.text.length } }, newText: text });
      }
    }
  }
  return edits;
}

/** Character -> the grid's other spelling of the same glyph in the wanted alphabet. */
function aliases(grid: Grid, to: ArtAlphabet): Map<string, string> {
  const wanted = (c: string) => (to === 'ascii' ? c.charCodeAt(0) < 128 : c.charCodeAt(0) >= 128);
  const table = new Map<string, string>();
  // Glyphs drawing the same atoms of the same cell kind are spellings of one another.
  const spellings = new Map<string, string[]>();
  for (const [char, glyphs] of grid.glyphsByChar) {
    for (const g of glyphs) {
      const key = `${g.kind}:${g.mask}`;
      const list = spellings.get(key);
      if (list) { if (!list.includes(char)) list.push(char); } else spellings.set(key, [char]);
    }
  }
  const groups = [...spellings.values(), [...grid.emptyChars]];
  for (const group of groups) {
    const target = group.find(wanted);
    if (target) for (const c of group) if (c !== target && !wanted(c)) table.set(c, target);
  }
  return table;
}

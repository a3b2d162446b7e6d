// The parts of a form (`parts { ... }`, `part a holds C4`): every piece lies within one part, and a held
// tile within its own. The parts drawing is the form's art again with each cell's glyph replaced by the
// letter (or digit) of its part, so it is read by place: row for row and column for column.
import { artRowGlyphs } from '../grids/art';
import { Diagnostic, diagnostic } from './diagnostics';
import type { Form, FormTile, Tile } from './model';
import { Art, Name } from './syntax';
import { Range } from './text';
import { minOf } from '../arrays';

/** The parts of a form: their names in order of first drawing, each form cell's part, and the part each held tile lies in. */
export interface FormParts { names: string[]; ofCell: Map<string, number>; held: Map<Tile, number> }

/** Reads the form's `parts` and `part ... holds` options into `form.parts` (its cells and tiles are known). */
export function readFormParts(form: Form, tileNamed: (n: Name) => Tile | undefined, diagnostics: Diagnostic[]): void {
  const drawings = form.decl.options.flatMap((o) => (o.kind === 'parts' ? [o] : []));
  const holds = form.decl.options.flatMap((o) => (o.kind === 'part' ? [o] : []));
  if (drawings.length === 0) {
    for (const h of holds) diagnostics.push(diagnostic('bad-part', h.part.range, `form ${form.name} has no parts: draw them first with 'parts { ... }'`));
    return;
  }
  for (const extra of drawings.slice(1)) diagnostics.push(diagnostic('bad-part', extra.range, `form ${form.name} has its parts drawn already: one 'parts' drawing marks every cell`));
  if (!form.decl.art) return;
  const parts: FormParts = { names: [], ofCell: new Map(), held: new Map() };
  if (!readDrawing(form, form.decl.art, drawings[0].art, parts, diagnostics)) return;
  for (const h of holds) {
    const part = parts.names.indexOf(h.part.text);
    if (part < 0) { diagnostics.push(diagnostic('unknown-name', h.part.range, `no part ${h.part.text} in the parts of form ${form.name} (they are ${parts.names.join(', ')})`)); continue; }
    for (const n of h.tiles) {
      const t = tileNamed(n);
      if (!t) continue;
      if (!form.tiles.some((ft: FormTile) => ft.tile === t)) { diagnostics.push(diagnostic('bad-option', n.range, `tile ${t.name} is not used by this form`)); continue; }
      const before = parts.held.get(t);
      if (before !== undefined) { diagnostics.push(diagnostic('bad-part', n.range, `tile ${t.name} lies in part ${parts.names[before]} already: a tile is held by one part`)); continue; }
      parts.held.set(t, part);
    }
  }
  form.parts = parts;
}

/** The characters of an art by place (`layer:row:column`, rows counted from the bottom of their layer). */
function artPlaces(art: Art, diagnostics: Diagnostic[]): Map<string, { ch: string; here: Range }> {
  const out = new Map<string, { ch: string; here: Range }>();
  const rows = art.rows.filter((r) => r.text.length > 0);
  if (rows.length === 0) return out;
  const origin = rows[0].line === art.range.start.line ? rows[0].startChar : minOf(rows.map((r) => r.startChar));
  const lastLine = new Map<number, number>();
  for (const r of rows) lastLine.set(r.layer, Math.max(lastLine.get(r.layer) ?? -1, r.line));
  for (const row of rows) {
    for (const g of artRowGlyphs(row, origin, diagnostics)) if (g.ch !== ' ') out.set(`${row.layer}:${lastLine.get(row.layer)! - row.line}:${g.column}`, g);
  }
  return out;
}

/** Each form cell's part from the letter at its glyph's place; false (and diagnostics) when the drawing does not fit the form. */
function readDrawing(form: Form, formArt: Art, drawing: Art, parts: FormParts, diagnostics: Diagnostic[]): boolean {
  // The form's art was read already (its diagnostics are out): read its places again only to find each cell's place.
  const cellAt = new Map<string, string>();
  const keyOfRange = new Map<string, string>();
  for (const [key, r] of form.cellRanges) keyOfRange.set(`${r.start.line}:${r.start.character}`, key);
  for (const [place, g] of artPlaces(formArt, [])) {
    const key = keyOfRange.get(`${g.here.start.line}:${g.here.start.character}`);
    if (key !== undefined) cellAt.set(place, key);
  }
  const before = diagnostics.length;
  const marked = new Set<string>();
  for (const [place, { ch, here }] of artPlaces(drawing, diagnostics)) {
    const isName = /^[\p{L}\p{N}]$/u.test(ch);
    const key = cellAt.get(place);
    if (key === undefined) {
      if (isName) diagnostics.push(diagnostic('bad-part', here, `form ${form.name} has no cell here: a part letter stands where the form's art has a glyph`));
      continue;
    }
    if (!isName) { diagnostics.push(diagnostic('bad-part', here, `write the letter of this cell's part here, not '${ch}'`)); continue; }
    let part = parts.names.indexOf(ch);
    if (part < 0) { part = parts.names.length; parts.names.push(ch); }
    parts.ofCell.set(key, part);
    marked.add(place);
  }
  const unmarked = [...cellAt].filter(([place]) => !marked.has(place));
  if (unmarked.length > 0 && diagnostics.length === before) {
    const [, key] = unmarked[0];
    const more = unmarked.length > 1 ? ` (and ${unmarked.length - 1} more)` : '';
    diagnostics.push(diagnostic('bad-part', form.cellRanges.get(key)!, `this cell of form ${form.name} is in no part${more}: give it a letter at its place in 'parts'`, [{ message: `the parts drawing`, range: drawing.range }]));
  }
  return diagnostics.length === before;
}

// Pre-placed pieces of a form (`place F.2@3.1 ...`): each resolved to its tile, shape and cells, and
// checked against the form: a shape the tile has, inside the form, on no other piece, not too often.
import { Diagnostic, diagnostic } from './diagnostics';
import type { Form, PlacedPiece, Tile } from './model';
import type { Name, PlacedRef } from './syntax';
import { cellKey, wrapCoordinate } from '../grids/shape';

/** Resolves `refs` into form.placed, reporting each piece that cannot be placed (and leaving it out). */
export function placePieces(form: Form, refs: readonly PlacedRef[], tileNamed: (n: Name) => Tile | undefined, diagnostics: Diagnostic[]): void {
  const formCells = new Map(form.cells.map((c) => [cellKey(c.kind, c.c), c]));
  // The atoms taken so far, per cell key: which piece holds each bit.
  const taken = new Map<string, { mask: number; by: PlacedPiece }[]>();
  const placedOf = new Map<Tile, number>();
  const { grid } = form;
  for (const ref of refs) {
    const tile = tileNamed(ref.tile);
    if (!tile) continue;
    const ft = form.tiles.find((x) => x.tile === tile);
    if (!ft) { diagnostics.push(diagnostic('bad-option', ref.tile.range, `tile ${tile.name} is not used by this form`)); continue; }
    const s = ref.shape.value;
    if (s < 1 || s > tile.shapes.length) {
      const rule = tile.rule === 'all' ? 'turned and mirrored' : tile.rule === 'rotations' ? 'turned, not mirrored' : tile.rule === 'rotate180' ? 'as drawn and turned half way' : 'as drawn only';
      diagnostics.push(diagnostic('bad-placement', ref.shape.range, `tile ${tile.name} has ${tile.shapes.length} shape${tile.shapes.length === 1 ? '' : 's'} (${rule}), numbered 1 to ${tile.shapes.length}: ${s} is not one of them`));
      continue;
    }
    if (ref.at.length !== grid.dims) {
      diagnostics.push(diagnostic('bad-placement', ref.range, `a position on grid ${grid.name} has ${grid.dims} coordinates after '@', this one ${ref.at.length}`));
      continue;
    }
    const shape = tile.shapes[s - 1];
    const shift = ref.at.map((v, i) => v.value - shape[0].c[i]);
    const cells = shape.map((cell) => ({ kind: cell.kind, c: cell.c.map((v, i) => wrapCoordinate(v + shift[i], form.wrap[i])), mask: cell.mask }));
    const outside = cells.find((cell) => {
      const f = formCells.get(cellKey(cell.kind, cell.c));
      return !f || (cell.mask & ~f.mask) !== 0;
    });
    if (outside) {
      diagnostics.push(diagnostic('bad-placement', ref.range, `${positionText(ref)} leaves form ${form.name}: it needs cell ${outside.c.join('.')}, which the form ${formCells.has(cellKey(outside.kind, outside.c)) ? 'has only in part' : 'does not have'}`));
      continue;
    }
    const piece: PlacedPiece = { tile, shape: s, anchor: ref.at.map((l) => l.value), cells, range: ref.range };
    const clash = cells.flatMap((cell) => (taken.get(cellKey(cell.kind, cell.c)) ?? []).filter((t) => (t.mask & cell.mask) !== 0)).map((t) => t.by)[0];
    if (clash) {
      diagnostics.push(diagnostic('bad-placement', ref.range, `${positionText(ref)} overlaps ${clash.tile.name}.${clash.shape}@${clash.anchor.join('.')}: pre-placed pieces may not share a cell`,
        [{ message: `${clash.tile.name}.${clash.shape}@${clash.anchor.join('.')} is placed here`, range: clash.range }]));
      continue;
    }
    const already = placedOf.get(tile) ?? 0;
    if (already >= ft.max) {
      diagnostics.push(diagnostic('bad-placement', ref.range, `tile ${tile.name} is placed ${already + 1} times, but form ${form.name} has it ${ft.max === 1 ? 'once' : `${ft.max} times`}`));
      continue;
    }
    for (const cell of cells) {
      const key = cellKey(cell.kind, cell.c);
      taken.set(key, [...(taken.get(key) ?? []), { mask: cell.mask, by: piece }]);
    }
    placedOf.set(tile, already + 1);
    form.placed.push(piece);
  }
}

function positionText(ref: PlacedRef): string {
  return `${ref.tile.text}.${ref.shape.value}@${ref.at.map((l) => l.value).join('.')}`;
}

// A form's parts in the engine: positions that leave a part (or a held tile's own part) are dropped
// before anything else sees them, and a symmetry must map parts onto parts, so counts up to symmetry
// stay exact (docs/language.md, "Parts").
import type { Form } from '../language/model';
import { cellKey } from '../grids/shape';
import type { FormAtoms, Position } from './positions';

const partsOfAtoms = new WeakMap<FormAtoms, Int32Array>();

/** The part of every atom of the form (the form must have parts). */
function atomParts(form: Form, fa: FormAtoms): Int32Array {
  let out = partsOfAtoms.get(fa);
  if (!out) {
    out = new Int32Array(fa.count);
    for (let a = 0; a < fa.count; a++) {
      const cell = fa.cells[fa.cellOf[a]];
      out[a] = form.parts!.ofCell.get(cellKey(cell.kind, cell.c)) ?? -1;
    }
    partsOfAtoms.set(fa, out);
  }
  return out;
}

/** The positions that lie within one part, and a held tile's within its own. */
export function keepWithinParts(form: Form, fa: FormAtoms, positions: Position[]): Position[] {
  if (!form.parts) return positions;
  const part = atomParts(form, fa);
  const heldIn = form.tiles.map((ft) => form.parts!.held.get(ft.tile) ?? -1);
  return positions.filter((p) => {
    const q = part[p.atoms[0]];
    if (heldIn[p.tile] >= 0 && heldIn[p.tile] !== q) return false;
    for (let k = 1; k < p.atoms.length; k++) if (part[p.atoms[k]] !== q) return false;
    return true;
  });
}

/** Whether an atom permutation maps every part onto one part (and no two onto the same). */
export function keepsParts(form: Form, fa: FormAtoms, perm: Int32Array): boolean {
  if (!form.parts) return true;
  const part = atomParts(form, fa);
  const image = new Int32Array(form.parts.names.length).fill(-1);
  for (let a = 0; a < fa.count; a++) {
    const from = part[a], to = part[perm[a]];
    if (image[from] < 0) image[from] = to;
    else if (image[from] !== to) return false;
  }
  return new Set(image).size === image.length;
}

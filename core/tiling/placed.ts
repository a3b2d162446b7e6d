// Pre-placed pieces in the search: the positions left are the pre-placed ones and those that fit beside
// them, so the exact cover can only complete them (each pre-placed position is the one option left on its atoms).
import { Form } from '../language/model';
import { cellIndex, FormAtoms, Position } from './positions';

/**
 * The positions compatible with the form's pre-placed pieces (all of them when it has none), in their order,
 * and the indices among them of the pre-placed ones.
 */
export function keepCompatible(form: Form, fa: FormAtoms, positions: Position[]): { positions: Position[]; placed: number[] } {
  if (form.placed.length === 0) return { positions, placed: [] };
  const taken = new Uint8Array(fa.count);
  const placedKeys = new Set<string>();
  const placedOf = new Int32Array(form.tiles.length);
  const zero = new Array(form.grid.dims).fill(0);
  for (const piece of form.placed) {
    const atoms: number[] = [];
    for (const cell of piece.cells) {
      const ci = cellIndex(fa.places, cell.kind, cell.c, zero, form.wrap);
      if (ci < 0) throw new RangeError(`${piece.tile.name}.${piece.shape}@${piece.anchor.join('.')} leaves form ${form.name}`);
      let a = fa.first[ci];
      for (let bit = 0; bit < 31; bit++) {
        if (!(fa.cells[ci].mask & (1 << bit))) continue;
        if (cell.mask & (1 << bit)) { atoms.push(a); taken[a] = 1; }
        a++;
      }
    }
    const t = form.tiles.findIndex((ft) => ft.tile === piece.tile);
    placedOf[t]++;
    placedKeys.add(`${t}:${atoms.sort((x, y) => x - y).join(',')}`);
  }
  const found = new Set<string>();
  const kept = positions.filter((p) => {
    const key = `${p.tile}:${p.atoms.join(',')}`;
    if (placedKeys.has(key)) { found.add(key); return true; }
    // A tile placed as often as the form has it is placed nowhere else.
    if (placedOf[p.tile] >= form.tiles[p.tile].max) return false;
    for (let k = 0; k < p.atoms.length; k++) if (taken[p.atoms[k]]) return false;
    return true;
  });
  if (found.size < placedKeys.size) throw new RangeError(`a pre-placed piece of form ${form.name} is not a position of its tile`);
  const placed: number[] = [];
  kept.forEach((p, i) => { if (placedKeys.has(`${p.tile}:${p.atoms.join(',')}`)) placed.push(i); });
  return { positions: kept, placed };
}

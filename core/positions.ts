// Step 2: every placement of every shape of every tile inside the form, as a set of atom numbers.
// Atoms are numbered as in Logelium: layers, then rows bottom to top, cells left to right,
// then the grid's own order of atoms inside a cell.
import { Form } from './model';
import { Cell, cellKey } from './shape';

export interface FormAtoms {
  count: number;
  /** The form's cells in atom order. */
  cells: Cell[];
  /** First atom number of each cell, by cellKey. */
  base: Map<string, number>;
  /** For each atom: its cell (index into cells) and its atom index inside the cell. */
  cellOf: Int32Array;
  atomOf: Int32Array;
}

export interface Position {
  /** Index into form.tiles. */
  tile: number;
  /** Shape number, 1-based as shown to users. */
  shape: number;
  /** Coordinates of the cell where the shape's first cell lands (on a flat form: the one holding the lowest atom). */
  anchor: number[];
  /** Sorted atom numbers. */
  atoms: Int32Array;
  /** Seed notation: Q.1@3.1 */
  name: string;
}

export function formAtoms(form: Form): FormAtoms {
  const base = new Map<string, number>();
  const cellOf: number[] = [];
  const atomOf: number[] = [];
  form.cells.forEach((cell, i) => {
    base.set(cellKey(cell.kind, cell.c), cellOf.length);
    for (let a = 0; a < 31; a++) if (cell.mask & (1 << a)) { cellOf.push(i); atomOf.push(a); }
  });
  return { count: cellOf.length, cells: form.cells, base, cellOf: Int32Array.from(cellOf), atomOf: Int32Array.from(atomOf) };
}

/** Atom number of atom `a` of the form cell with this key, or -1 when the cell lacks it. */
function atomNumber(fa: FormAtoms, cellIndex: number, baseAtom: number, a: number): number {
  const mask = fa.cells[cellIndex].mask;
  if (!(mask & (1 << a))) return -1;
  let below = 0;
  for (let m = mask & ((1 << a) - 1); m; m &= m - 1) below++;
  return baseAtom + below;
}

/** A coordinate on an axis with this period (0: the axis does not wrap) taken into 1..period. */
export function wrapCoordinate(v: number, period: number): number {
  return period > 0 ? ((((v - 1) % period) + period) % period) + 1 : v;
}

export function generatePositions(form: Form, fa: FormAtoms): Position[] {
  const cellIndex = new Map(fa.cells.map((c, i) => [cellKey(c.kind, c.c), i]));
  const periods = form.wrap;
  const wraps = periods.some((p) => p > 0);
  const positions: Position[] = [];
  form.tiles.forEach((ft, tileIndex) => {
    // On a wrapped form two shapes of a tile can cover the same atoms (a ring turned round): one position.
    const seen = new Set<string>();
    ft.tile.shapes.forEach((shape, s) => {
      const anchor = shape[0];
      for (const target of fa.cells) {
        if (target.kind !== anchor.kind) continue;
        const d = target.c.map((v, i) => v - anchor.c[i]);
        const atoms: number[] = [];
        let fits = true;
        for (const cell of shape) {
          const key = cellKey(cell.kind, cell.c.map((v, i) => wrapCoordinate(v + d[i], periods[i])));
          const ci = cellIndex.get(key);
          if (ci === undefined || (cell.mask & ~fa.cells[ci].mask) !== 0) { fits = false; break; }
          const b = fa.base.get(key)!;
          for (let a = 0; a < 31; a++) if (cell.mask & (1 << a)) atoms.push(atomNumber(fa, ci, b, a));
        }
        if (!fits) continue;
        atoms.sort((x, y) => x - y);
        if (wraps) {
          // A tile longer than the period would lie on itself.
          if (atoms.some((a, i) => i > 0 && a === atoms[i - 1])) continue;
          const key = atoms.join(',');
          if (seen.has(key)) continue;
          seen.add(key);
        }
        // Where the shape's first cell lands: on a flat form the cell of the lowest atom; across a seam
        // the lowest atom may lie elsewhere, and this keeps the names of a shape's positions distinct.
        const at = target.c;
        positions.push({ tile: tileIndex, shape: s + 1, anchor: at, atoms: Int32Array.from(atoms), name: `${ft.tile.name}.${s + 1}@${at.join('.')}` });
      }
    });
  });
  return positions;
}

/** A position's atoms as a hexadecimal bit array, most significant bit first (the seed's notation). */
export function bitArrayHex(p: Position, atomCount: number): string {
  const words = Math.ceil(atomCount / 32);
  const out: string[] = [];
  for (let w = 0; w < words; w++) {
    let bits = 0;
    const width = Math.min(32, atomCount - w * 32);
    for (const a of p.atoms) if (a >= w * 32 && a < w * 32 + 32) bits |= 1 << (width - 1 - (a - w * 32));
    out.push((bits >>> 0).toString(16).toUpperCase().padStart(Math.ceil(width / 4), '0'));
  }
  return out.join(' ');
}

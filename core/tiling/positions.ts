// Step 2 (docs/engine.md): every placement of every shape of every tile inside the form, as a set
// of atom numbers. Atoms are numbered as in Logelium: layers, then rows bottom to top, cells left
// to right, then the grid's own order of atoms inside a cell.
import { Form } from '../language/model';
import { Cell, wrapCoordinate } from '../grids/shape';
import { withCommas } from '../language/text';
import { FormJunctions, formJunctions, mergeJunctionItems, positionJunctions } from './junctions';
import { keepWithinParts } from './parts';

export interface FormAtoms {
  count: number;
  /** The form's cells in atom order. */
  cells: Cell[];
  /** First atom number of each cell. */
  first: Int32Array;
  /** For each atom: its cell (index into cells) and its atom index inside the cell. */
  cellOf: Int32Array;
  atomOf: Int32Array;
  /** Finds cells by their coordinates: see cellIndex. */
  places: CellPlaces;
  /** Edge grids: the secondary items that keep pieces from crossing (none on other grids). */
  junctions: FormJunctions;
}

/**
 * The form's bounding box as a table: a cell's kind and coordinates give its slot, which holds its
 * index in the form's cells or -1, so finding a cell is arithmetic rather than a key string.
 */
export interface CellPlaces {
  /** Per axis: the least coordinate, the extent, and the slot stride. */
  min: Int32Array;
  size: Int32Array;
  stride: Int32Array;
  slots: Int32Array;
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
  /** As Logelium's algorithm description writes it: Q.1@3.1 (docs/engine.md) */
  name: string;
  /** Edge grids: the junction items it claims (numbers into FormAtoms.junctions), sorted. */
  junctions?: Int32Array;
}

export function formAtoms(form: Form): FormAtoms {
  const cells = form.cells;
  const first = new Int32Array(cells.length);
  let count = 0;
  for (let i = 0; i < cells.length; i++) {
    first[i] = count;
    count += bitCount(cells[i].mask);
  }
  const cellOf = new Int32Array(count);
  const atomOf = new Int32Array(count);
  for (let i = 0, n = 0; i < cells.length; i++) {
    const mask = cells[i].mask;
    for (let a = 0; a < 31; a++) if (mask & (1 << a)) { cellOf[n] = i; atomOf[n++] = a; }
  }
  const places = cellPlaces(form.grid.kinds.length, form.grid.dims, cells);
  const zero = new Int32Array(form.grid.dims);
  const find = (kind: number, c: number[]) => cellIndex(places, kind, c, zero, form.wrap);
  return { count, cells, first, cellOf, atomOf, places, junctions: formJunctions(form, cells, find) };
}

function cellPlaces(kinds: number, dims: number, cells: readonly Cell[]): CellPlaces {
  const min = new Int32Array(dims);
  const size = new Int32Array(dims);
  const stride = new Int32Array(dims);
  let slotCount = kinds;
  for (let i = 0; i < dims; i++) {
    let lo = cells.length > 0 ? cells[0].c[i] : 0, hi = lo;
    for (const cell of cells) { lo = Math.min(lo, cell.c[i]); hi = Math.max(hi, cell.c[i]); }
    min[i] = lo;
    size[i] = hi - lo + 1;
    stride[i] = slotCount;
    slotCount *= size[i];
  }
  const slots = new Int32Array(slotCount).fill(-1);
  cells.forEach((cell, i) => (slots[cell.c.reduce((slot, v, axis) => slot + (v - min[axis]) * stride[axis], cell.kind)] = i));
  return { min, size, stride, slots };
}

/** The index in the form's cells of the cell of this kind at c + shift (on each axis), or -1 when the form has none. */
export function cellIndex(places: CellPlaces, kind: number, c: readonly number[], shift: ArrayLike<number>, periods: readonly number[]): number {
  let slot = kind;
  for (let i = 0; i < c.length; i++) {
    const v = periods[i] > 0 ? wrapCoordinate(c[i] + shift[i], periods[i]) : c[i] + shift[i];
    const o = v - places.min[i];
    if (o < 0 || o >= places.size[i]) return -1;
    slot += o * places.stride[i];
  }
  return places.slots[slot];
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}


/** How much work generating a form's positions is at most: placements tried, and cells looked up for them. */
export interface PlacementEstimate { placements: number; cellsTried: number }

export function placementEstimate(form: Form): PlacementEstimate {
  const cellsOfKind = new Array<number>(form.grid.kinds.length).fill(0);
  for (const cell of form.cells) cellsOfKind[cell.kind]++;
  let placements = 0, cellsTried = 0;
  for (const ft of form.tiles) {
    for (const shape of ft.tile.shapes) {
      const here = shape.length > 0 ? cellsOfKind[shape[0].kind] : 0;
      placements += here;
      cellsTried += here * shape.length;
    }
  }
  return { placements, cellsTried };
}

/**
 * Budgets for generating positions. Checks (logel check, the editor) stop at the first: a few seconds and
 * a few hundred MB. A solve goes up to the second, which bounds its memory by design (under 1 GB);
 * real puzzles are far below both (a 60-cell pentomino form: 5,760 placements).
 */
export const checkBudget: PlacementEstimate = { placements: 1_000_000, cellsTried: 20_000_000 };
export const solveBudget: PlacementEstimate = { placements: 5_000_000, cellsTried: 100_000_000 };

/** Why generating the positions of `form` is past `budget`, or undefined when it is within. */
export function overBudget(form: Form, budget: PlacementEstimate): string | undefined {
  const e = placementEstimate(form);
  if (e.placements > budget.placements) return `its tiles have up to ${withCommas(e.placements)} placements, more than the ${withCommas(budget.placements)} allowed`;
  if (e.cellsTried > budget.cellsTried) return `placing its tiles means looking at up to ${withCommas(e.cellsTried)} cells, more than the ${withCommas(budget.cellsTried)} allowed`;
  return undefined;
}

/** Thrown when a solve's shouldStop (its memory bound, a cancel) stops it while it generates positions. */
export class PreparationStopped extends Error {
  constructor() { super('stopped while generating the positions'); }
}

/** Every position of every tile; a form past the solve budget is refused (a RangeError), never run out
 *  of memory. `shouldStop` is asked between form cells: a form within the budget can still hold
 *  millions of positions, and the solve's memory bound must hold while they are made. */
export function generatePositions(form: Form, fa: FormAtoms, shouldStop?: () => boolean): Position[] {
  const tooMuch = overBudget(form, solveBudget);
  if (tooMuch) throw new RangeError(`form ${form.name} is too large to solve: ${tooMuch}`);
  const { cells, first, places, junctions } = fa;
  const periods = form.wrap;
  const wraps = periods.some((p) => p > 0);
  // atomNumber[cell * 32 + a]: the atom number of atom a of a form cell (-1 where the cell lacks it).
  const atomNumber = new Int32Array(cells.length * 32).fill(-1);
  for (let i = 0; i < cells.length; i++) {
    let n = first[i];
    for (let a = 0; a < 31; a++) if (cells[i].mask & (1 << a)) atomNumber[i * 32 + a] = n++;
  }
  // Names end in the anchor's coordinates: one string per form cell, made when first used.
  const anchorText: (string | undefined)[] = new Array(cells.length);
  const dims = form.grid.dims;
  const shift = new Int32Array(dims);
  const positions: Position[] = [];
  form.tiles.forEach((ft, tileIndex) => {
    // On a wrapped form two shapes of a tile can cover the same atoms (a ring turned round): one position.
    const seen = new Set<string>();
    ft.tile.shapes.forEach((shape, s) => {
      const anchor = shape[0];
      const prefix = `${ft.tile.name}.${s + 1}@`;
      // The shape's atoms as (cell, atom) pairs, so a placement reads them without testing all 31 bits.
      const atomCell: number[] = [];
      const atomIndex: number[] = [];
      shape.forEach((cell, j) => { for (let a = 0; a < 31; a++) if (cell.mask & (1 << a)) { atomCell.push(j); atomIndex.push(a); } });
      const found = new Int32Array(atomCell.length);
      const formCell = new Int32Array(shape.length);
      for (let ti = 0; ti < cells.length; ti++) {
        if ((ti & 1023) === 0 && shouldStop?.()) throw new PreparationStopped();
        const target = cells[ti];
        if (target.kind !== anchor.kind) continue;
        for (let i = 0; i < dims; i++) shift[i] = target.c[i] - anchor.c[i];
        let fits = true;
        for (let j = 0; j < shape.length && fits; j++) {
          const cell = shape[j];
          const ci = cellIndex(places, cell.kind, cell.c, shift, periods);
          fits = ci >= 0 && (cell.mask & ~cells[ci].mask) === 0;
          formCell[j] = ci;
        }
        if (!fits) continue;
        for (let k = 0; k < found.length; k++) found[k] = atomNumber[formCell[atomCell[k]] * 32 + atomIndex[k]];
        const atoms = found.slice().sort();
        if (wraps) {
          // A tile longer than the period would lie on itself.
          let twice = false;
          for (let i = 1; i < atoms.length; i++) if (atoms[i] === atoms[i - 1]) twice = true;
          if (twice) continue;
          const key = atoms.join(',');
          if (seen.has(key)) continue;
          seen.add(key);
        }
        // Where the shape's first cell lands: on a flat form the cell of the lowest atom; across a seam
        // the lowest atom may lie elsewhere, and this keeps the names of a shape's positions distinct.
        const where = (anchorText[ti] ??= target.c.join('.'));
        const position: Position = { tile: tileIndex, shape: s + 1, anchor: target.c, atoms, name: prefix + where };
        if (junctions.count > 0) position.junctions = positionJunctions(junctions, formCell);
        positions.push(position);
      }
    });
  });
  const kept = keepWithinParts(form, fa, positions);
  if (junctions.count > 0) mergeJunctionItems(kept, junctions.count);
  return kept;
}

/** A position's atoms as a hexadecimal bit array, most significant bit first (as Logelium's algorithm description writes them). */
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

// Shapes: sets of cells (each with the atoms it holds), their images under transforms, and connectivity.
import { applyAffine, Grid, Transform } from './grid';
import { minOf } from '../arrays';

export interface Cell { kind: number; c: number[]; mask: number }

export function cellKey(kind: number, c: readonly number[]): string { return `${kind}:${c.join(',')}`; }

/** Cells in reading order of atoms: bottom to top (and lower layers first), left to right, then kind. */
export function compareCells(a: Cell, b: Cell): number {
  for (let i = a.c.length - 1; i >= 0; i--) if (a.c[i] !== b.c[i]) return a.c[i] - b.c[i];
  return a.kind - b.kind;
}

export function transformCells(t: Transform, cells: readonly Cell[]): Cell[] {
  return cells.map((cell) => {
    const km = t.maps[cell.kind];
    let mask = 0;
    for (let a = 0; a < km.atoms.length; a++) if (cell.mask & (1 << a)) mask |= 1 << km.atoms[a];
    return { kind: km.toKind, c: applyAffine(km.affine, cell.c), mask };
  });
}

/** A coordinate on an axis with this period (0: the axis does not wrap) taken into 1..period. */
export function wrapCoordinate(v: number, period: number): number {
  return period > 0 ? ((((v - 1) % period) + period) % period) + 1 : v;
}

export function translateCells(cells: readonly Cell[], d: readonly number[]): Cell[] {
  return cells.map((cell) => ({ kind: cell.kind, c: cell.c.map((v, i) => v + d[i]), mask: cell.mask }));
}

/** Translates so every coordinate's minimum is 0 and sorts: equal shapes get equal keys. */
export function normalize(cells: readonly Cell[]): Cell[] {
  if (cells.length === 0) return [];
  const dims = cells[0].c.length;
  const min = Array.from({ length: dims }, (_, i) => minOf(cells.map((c) => c.c[i])));
  return translateCells(cells, min.map((v) => -v)).sort(compareCells);
}

export function shapeKey(cells: readonly Cell[]): string {
  return cells.map((c) => `${cellKey(c.kind, c.c)}=${c.mask}`).join(' ');
}

export function atomCount(cells: readonly Cell[]): number {
  let n = 0;
  for (const c of cells) for (let m = c.mask; m; m &= m - 1) n++;
  return n;
}

/** The distinct images of a shape under the given transforms, in transform order: shape 1 is the shape as drawn. */
export function distinctShapes(grid: Grid, drawn: readonly Cell[], transforms: readonly number[]): Cell[][] {
  const seen = new Set<string>();
  const shapes: Cell[][] = [];
  for (const i of transforms) {
    const s = normalize(transformCells(grid.transforms[i], drawn));
    const key = shapeKey(s);
    if (!seen.has(key)) { seen.add(key); shapes.push(s); }
  }
  return shapes;
}

/** Whether the atoms of the cells form one piece under the grid's `touch` links. */
export function isConnected(grid: Grid, cells: readonly Cell[]): boolean {
  const byKey = new Map(cells.map((c) => [cellKey(c.kind, c.c), c]));
  const atoms: [Cell, number][] = [];
  for (const c of cells) for (let a = 0; a < 31; a++) if (c.mask & (1 << a)) atoms.push([c, a]);
  if (atoms.length <= 1) return true;
  const id = (c: Cell, a: number) => `${cellKey(c.kind, c.c)}#${a}`;
  const seen = new Set([id(atoms[0][0], atoms[0][1])]);
  const queue = [atoms[0]];
  while (queue.length > 0) {
    const [c, a] = queue.pop()!;
    for (const l of grid.links) {
      // Links are symmetric: walk them both ways.
      for (const [fromKind, fromAtom, sign, toKind, toAtom] of [[l.kindA, l.atomA, 1, l.kindB, l.atomB], [l.kindB, l.atomB, -1, l.kindA, l.atomA]] as const) {
        if (c.kind !== fromKind || a !== fromAtom) continue;
        const n = byKey.get(cellKey(toKind, c.c.map((v, i) => v + sign * l.delta[i])));
        if (!n || !(n.mask & (1 << toAtom))) continue;
        const k = id(n, toAtom);
        if (!seen.has(k)) { seen.add(k); queue.push([n, toAtom]); }
      }
    }
  }
  return seen.size === atoms.length;
}

// Step 3: the form's symmetry group, and keeping one position per orbit of one suitable tile.
// A symmetry is a grid transform that maps the form onto itself and the tile rules onto themselves
// (it may swap two tiles, e.g. the mirror images of a one-sided set).
import { FormAtoms, Position, wrapCoordinate } from './positions';
import { Form } from './model';
import { Grid, Transform } from './grid';
import { atomCount, cellKey, transformCells } from './shape';

export interface Symmetry {
  /** Image of every atom number. */
  atoms: Int32Array;
  /** Image of every form tile index. */
  tiles: Int32Array;
  /** Image of every position index. */
  positions: Int32Array;
}

export interface SymmetryGroup { elements: Symmetry[] }

/**
 * The grid transforms (up to translation) that map the form's atoms onto themselves, as atom permutations,
 * the identity first. On a wrapped form every shift along a wrapped axis is a symmetry too (turning a
 * cylinder round), composed with each transform that keeps the wrap-around: one that maps a period onto
 * a whole number of periods (a quarter turn of a cylinder would not).
 */
function formSymmetries(grid: Grid, fa: FormAtoms, periods: number[], rotationsOnly: boolean): Int32Array[] {
  const out: Int32Array[] = [];
  const dims = grid.dims;
  const min = (cells: { c: number[] }[]) => Array.from({ length: dims }, (_, i) => Math.min(...cells.map((c) => c.c[i])));
  const formMin = min(fa.cells);
  const indexOf = new Map(fa.cells.map((c, i) => [cellKey(c.kind, c.c), i]));
  // Every combination of shifts along the wrapped axes (one zero shift on a flat form).
  let shifts: number[][] = [new Array(dims).fill(0)];
  periods.forEach((p, axis) => {
    if (p > 0) shifts = shifts.flatMap((s) => Array.from({ length: p }, (_, k) => s.map((v, i) => (i === axis ? k : v))));
  });
  const keepsWrap = (t: Transform) => t.maps.every((km) => periods.every((p, axis) => p === 0 ||
    km.affine.m.every((row, j) => (periods[j] > 0 ? (row[axis] * p) % periods[j] === 0 : row[axis] === 0))));
  for (const t of rotationsOnly ? grid.rotations.map((i) => grid.transforms[i]) : grid.transforms) {
    if (!keepsWrap(t)) continue;
    const image = transformCells(t, fa.cells);
    const m = min(image);
    for (const extra of shifts) {
      const shift = formMin.map((v, i) => v - m[i] + extra[i]);
      const perm = new Int32Array(fa.count);
      let ok = true;
      for (let i = 0; i < image.length && ok; i++) {
        const c = image[i];
        const key = cellKey(c.kind, c.c.map((v, j) => wrapCoordinate(v + shift[j], periods[j])));
        const base = fa.base.get(key);
        const ti = indexOf.get(key);
        const target = ti === undefined ? undefined : fa.cells[ti];
        if (base === undefined || !target || target.mask !== c.mask) { ok = false; break; }
        // Map each atom of the source cell to its image atom in the target cell.
        const src = fa.cells[i];
        const km = t.maps[src.kind];
        const srcBase = fa.base.get(cellKey(src.kind, src.c))!;
        let k = 0;
        for (let a = 0; a < 31; a++) {
          if (!(src.mask & (1 << a))) continue;
          const b = km.atoms[a];
          let below = 0;
          for (let mm = target.mask & ((1 << b) - 1); mm; mm &= mm - 1) below++;
          perm[srcBase + k++] = base + below;
        }
      }
      if (ok) out.push(perm);
    }
  }
  return out;
}

const atomsKey = (atoms: ArrayLike<number>) => Array.prototype.join.call(atoms, ',');

/**
 * The symmetries of the puzzle: form symmetries that map every tile's positions onto the positions of a
 * tile with the same rule (itself when possible). The identity comes first.
 */
export function puzzleSymmetries(form: Form, fa: FormAtoms, positions: Position[]): SymmetryGroup {
  const byAtoms = new Map<string, number[]>();
  positions.forEach((p, i) => {
    const k = atomsKey(p.atoms);
    const list = byAtoms.get(k);
    if (list) list.push(i); else byAtoms.set(k, [i]);
  });
  const byTile = form.tiles.map((_, t) => positions.map((p, i) => (p.tile === t ? i : -1)).filter((i) => i >= 0));
  const elements: Symmetry[] = [];
  for (const perm of formSymmetries(form.grid, fa, form.wrap, form.rotationsOnly)) {
    const images = positions.map((p) => atomsKey(Array.from(p.atoms, (a) => perm[a]).sort((x, y) => x - y)));
    const tiles = new Int32Array(form.tiles.length).fill(-1);
    const used = new Set<number>();
    let ok = true;
    for (let t = 0; t < form.tiles.length && ok; t++) {
      const candidates = [t, ...form.tiles.map((_, u) => u).filter((u) => u !== t)];
      const match = candidates.find((u) => !used.has(u) && sameRule(form, t, u) && byTile[t].length === byTile[u].length &&
        byTile[t].every((i) => (byAtoms.get(images[i]) ?? []).some((j) => positions[j].tile === u)));
      if (match === undefined) ok = false;
      else { tiles[t] = match; used.add(match); }
    }
    if (!ok) continue;
    const pos = new Int32Array(positions.length);
    positions.forEach((p, i) => { pos[i] = byAtoms.get(images[i])!.find((j) => positions[j].tile === tiles[p.tile])!; });
    elements.push({ atoms: perm, tiles, positions: pos });
  }
  return { elements };
}

function sameRule(form: Form, t: number, u: number): boolean {
  const a = form.tiles[t], b = form.tiles[u];
  return a.min === b.min && a.max === b.max && a.tile.atomCount === b.tile.atomCount;
}

export interface Restriction {
  /** The restricted tile (index into form.tiles), or -1 when no tile can be restricted exactly. */
  tile: number;
  /** Positions kept (indices), ascending. */
  kept: number[];
  /** For each kept position of the restricted tile: the group elements that fix it (for the canonical filter). */
  stabilizers: Map<number, number[]>;
}

/**
 * Keeps one position per orbit of a tile that is placed exactly once in every solution and that every
 * symmetry maps to itself. Prefers tiles whose positions no symmetry fixes (then no solution needs
 * filtering), and among those the tile whose restriction removes the most positions.
 */
export function restrictToOrbits(form: Form, positions: Position[], group: SymmetryGroup, preferred?: number): Restriction {
  const all = positions.map((_, i) => i);
  if (group.elements.length <= 1) return { tile: -1, kept: all, stabilizers: new Map() };
  let best: { tile: number; reps: number[]; stabilizers: Map<number, number[]>; free: boolean; removed: number } | undefined;
  // An optional tile is in every solution too when the other tiles together are too small for the form.
  const formAtoms = atomCount(form.cells);
  const most = form.tiles.reduce((s, ft) => s + ft.max * ft.tile.atomCount, 0);
  for (let t = 0; t < form.tiles.length; t++) {
    if (preferred !== undefined && t !== preferred) continue;
    const ft = form.tiles[t];
    const always = ft.min === 1 || most - ft.tile.atomCount < formAtoms;
    if (!always || ft.max !== 1 || group.elements.some((g) => g.tiles[t] !== t)) continue;
    const mine = all.filter((i) => positions[i].tile === t);
    const seen = new Set<number>();
    const reps: number[] = [];
    const stabilizers = new Map<number, number[]>();
    let free = true;
    for (const i of mine) {
      if (seen.has(i)) continue;
      reps.push(i);
      const stab: number[] = [];
      group.elements.forEach((g, gi) => { seen.add(g.positions[i]); if (gi > 0 && g.positions[i] === i) stab.push(gi); });
      if (stab.length > 0) { free = false; stabilizers.set(i, stab); }
    }
    const removed = mine.length - reps.length;
    if (!best || (free && !best.free) || (free === best.free && removed > best.removed)) best = { tile: t, reps, stabilizers, free, removed };
  }
  if (!best) return { tile: -1, kept: all, stabilizers: new Map() };
  const keep = new Set(best.reps);
  return { tile: best.tile, kept: all.filter((i) => positions[i].tile !== best!.tile || keep.has(i)), stabilizers: best.stabilizers };
}

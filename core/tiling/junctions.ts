// Edge grids (docs/grids.md): where a form's segments meet, pieces may touch but not cross. Each
// junction of the form with four or more of its cells in the form gets one secondary item per
// cell meeting there; a position claims, for two of its cells that follow each other
// counter-clockwise round the junction more than one step and at most half a turn apart, those
// two and every cell between them. Two positions cross exactly when their claims meet, so the
// search needs nothing else: on the square lattice only a piece going straight through claims
// anything, on the triangular one a turn of 120° or 180° claims what it encloses (as Polyform
// Puzzler's polysticks and polytrigs do), and three segments never cross (polytwigs).
import { Form } from '../language/model';
import { Cell } from '../grids/shape';

export interface FormJunctions {
  /** Secondary items: one per cell of every junction that can see a crossing. */
  count: number;
  /** Per item: the junction's lattice point and the cell's place round it, as `x.y^k` (k from 1). */
  names: string[];
  /** Per form cell: the junctions it meets, as pairs (first item of the junction, its place round it). */
  ofCell: Int32Array[];
  /** Per first item of a junction: how many cells meet there (in the grid, present or not). */
  size: Map<number, number>;
  /** Per first item of a junction: how many of its cells the form has. */
  present: Map<number, number>;
}

const none = new Int32Array(0);

/** `find(kind, c)`: the index in `cells` of the form's cell of this kind at c (taken round a wrapped axis), or -1. */
export function formJunctions(form: Form, cells: readonly Cell[], find: (kind: number, c: number[]) => number): FormJunctions {
  const result: FormJunctions = { count: 0, names: [], ofCell: cells.map(() => none), size: new Map(), present: new Map() };
  const junctions = form.grid.junctions;
  if (junctions.length === 0) return result;
  const lists: number[][] = cells.map(() => []);
  const seen = new Set<string>();
  junctions.forEach((j, ji) => {
    const n = j.ends.length;
    for (const cell of cells) {
      for (const end of j.ends) {
        if (end.kind !== cell.kind) continue;
        const point = cell.c.map((v, i) => v - end.delta[i]);
        const here = j.ends.map((e) => find(e.kind, point.map((v, i) => v + e.delta[i])));
        // Fewer than four cells cannot hold two pieces that cross. The cells found name the point
        // (on a wrapped form, also when its coordinates are taken round the seam).
        if (here.filter((ci) => ci >= 0).length < 4) continue;
        const key = `${ji}:${here.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const first = result.count;
        result.count += n;
        result.size.set(first, n);
        result.present.set(first, here.filter((ci) => ci >= 0).length);
        for (let k = 0; k < n; k++) result.names.push(`${point.join('.')}^${k + 1}`);
        here.forEach((ci, k) => { if (ci >= 0) lists[ci].push(first, k); });
      }
    }
  });
  result.ofCell = lists.map((l) => (l.length > 0 ? Int32Array.from(l) : none));
  return result;
}

/** The junction items a position claims, given the form cells it covers (each once). */
export function positionJunctions(fj: FormJunctions, formCells: ArrayLike<number>): Int32Array {
  if (fj.count === 0) return none;
  // Per junction met: a bit for each of its places the position covers.
  const used = new Map<number, number>();
  for (let j = 0; j < formCells.length; j++) {
    const list = fj.ofCell[formCells[j]];
    for (let k = 0; k < list.length; k += 2) used.set(list[k], (used.get(list[k]) ?? 0) | (1 << list[k + 1]));
  }
  const items: number[] = [];
  for (const [first, bits] of used) {
    const n = fj.size.get(first)!;
    const places: number[] = [];
    for (let k = 0; k < n; k++) if (bits & (1 << k)) places.push(k);
    // A claim keeps out another piece's claim there, which needs two free cells at the point.
    if (places.length < 2 || fj.present.get(first)! - places.length < 2) continue;
    let claimed = 0;
    places.forEach((a, i) => {
      const b = places[(i + 1) % places.length];
      const gap = (b - a + n) % n || n;
      if (gap < 2 || 2 * gap > n) return;
      for (let k = 0; k <= gap; k++) claimed |= 1 << ((a + k) % n);
    });
    for (let k = 0; k < n; k++) if (claimed & (1 << k)) items.push(first + k);
  }
  return items.length > 0 ? Int32Array.from(items).sort() : none;
}

/**
 * Junction items that exactly the same positions claim are one constraint (a straight piece through a
 * point of the square lattice claims all four round it): each position keeps only the first of them,
 * so a placement has fewer items to hide options by. The others stay unclaimed.
 */
export function mergeJunctionItems(positions: ReadonlyArray<{ junctions?: Int32Array }>, count: number): void {
  const claimedBy: number[][] = Array.from({ length: count }, () => []);
  positions.forEach((p, i) => { if (p.junctions) for (const j of p.junctions) claimedBy[j].push(i); });
  const first = new Map<string, number>();
  const kept = new Uint8Array(count);
  claimedBy.forEach((list, j) => {
    const key = list.join(',');
    if (!first.has(key)) { first.set(key, j); kept[j] = 1; }
  });
  for (const p of positions) if (p.junctions && p.junctions.length > 0) p.junctions = p.junctions.filter((j) => kept[j] === 1);
}

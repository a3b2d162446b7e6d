// Step 3 (docs/engine.md): the form's symmetry group, and keeping one position per orbit of one
// suitable tile. A symmetry is a grid transform that maps the form onto itself and the tile rules
// onto themselves (it may swap two tiles, e.g. the mirror images of a one-sided set).
import { cellIndex, FormAtoms, Position } from './positions';
import { Form } from '../language/model';
import { Grid, Transform } from '../grids/grid';
import { atomCount, transformCells } from '../grids/shape';
import { minOf } from '../arrays';
import { keepsParts } from './parts';

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
  const min = (cells: { c: number[] }[]) => Array.from({ length: dims }, (_, i) => minOf(cells.map((c) => c.c[i])));
  const formMin = min(fa.cells);
  // Every combination of shifts along the wrapped axes (one zero shift on a flat form).
  let shifts: number[][] = [new Array(dims).fill(0)];
  periods.forEach((p, axis) => {
    if (p > 0) shifts = shifts.flatMap((s) => Array.from({ length: p }, (_, k) => s.map((v, i) => (i === axis ? k : v))));
  });
  const keepsWrap = (t: Transform) => t.maps.every((km) => periods.every((p, axis) => p === 0 ||
    km.affine.m.every((row, j) => (periods[j] > 0 ? (row[axis] * p) % periods[j] === 0 : row[axis] === 0))));
  const shift = new Int32Array(dims);
  for (const t of rotationsOnly ? grid.rotations.map((i) => grid.transforms[i]) : grid.transforms) {
    if (!keepsWrap(t)) continue;
    const image = transformCells(t, fa.cells);
    const m = min(image);
    for (const extra of shifts) {
      for (let i = 0; i < dims; i++) shift[i] = formMin[i] - m[i] + extra[i];
      const perm = new Int32Array(fa.count);
      let ok = true;
      for (let i = 0; i < image.length && ok; i++) {
        const c = image[i];
        const ti = cellIndex(fa.places, c.kind, c.c, shift, periods);
        if (ti < 0 || fa.cells[ti].mask !== c.mask) { ok = false; break; }
        // Map each atom of the source cell to its image atom in the target cell.
        const src = fa.cells[i];
        const km = t.maps[src.kind];
        const mask = fa.cells[ti].mask;
        const base = fa.first[ti];
        let k = fa.first[i];
        for (let a = 0; a < 31; a++) {
          if (!(src.mask & (1 << a))) continue;
          const b = km.atoms[a];
          let below = 0;
          for (let mm = mask & ((1 << b) - 1); mm; mm &= mm - 1) below++;
          perm[k++] = base + below;
        }
      }
      if (ok) out.push(perm);
    }
  }
  return out;
}

/**
 * The symmetries of the puzzle: form symmetries that map every tile's positions onto the positions of a
 * tile with the same rule (itself when possible). The identity comes first.
 */
export function puzzleSymmetries(form: Form, fa: FormAtoms, positions: Position[]): SymmetryGroup {
  const n = positions.length;
  const tileCount = form.tiles.length;
  // Positions with the same atoms (tiles of one shape, a ring on a cylinder) share a class; a class is
  // found by a hash of its atoms that ignores their order (a sum of fixed random numbers, one per atom).
  const weight = new Int32Array(fa.count);
  for (let a = 0, seed = 12345; a < fa.count; a++) weight[a] = seed = (Math.imul(seed, 1103515245) + 12345) | 0;
  // Members of a class in ascending order: the first, then each one's next (-1 ends); classes with one hash chained likewise.
  const classFirst: number[] = [];
  const classLast: number[] = [];
  const classChain: number[] = [];
  const nextInClass = new Int32Array(n).fill(-1);
  const byHash = new Map<number, number>();
  const mark = new Int32Array(fa.count).fill(-1);
  let stamp = 0;
  /** The class of positions whose atoms are the images of these under perm, or -1. */
  const classOfImage = (atoms: Int32Array, perm: Int32Array): number => {
    stamp++;
    let h = 0;
    for (let k = 0; k < atoms.length; k++) { const b = perm[atoms[k]]; mark[b] = stamp; h = (h + weight[b]) | 0; }
    for (let c = byHash.get(h) ?? -1; c >= 0; c = classChain[c]) {
      const other = positions[classFirst[c]].atoms;
      if (other.length !== atoms.length) continue;
      let same = true;
      for (let k = 0; k < other.length && same; k++) same = mark[other[k]] === stamp;
      if (same) return c;
    }
    return -1;
  };
  const identity = new Int32Array(fa.count);
  for (let a = 0; a < fa.count; a++) identity[a] = a;
  for (let i = 0; i < n; i++) {
    const atoms = positions[i].atoms;
    const c = classOfImage(atoms, identity);
    if (c >= 0) { nextInClass[classLast[c]] = i; classLast[c] = i; continue; }
    let h = 0;
    for (let k = 0; k < atoms.length; k++) h = (h + weight[atoms[k]]) | 0;
    classChain.push(byHash.get(h) ?? -1);
    byHash.set(h, classFirst.length);
    classFirst.push(i);
    classLast.push(i);
  }
  // The positions of each tile: byTile[tileStart[t]] up to byTile[tileStart[t + 1]].
  const tileStart = new Int32Array(tileCount + 1);
  for (const p of positions) tileStart[p.tile + 1]++;
  for (let t = 0; t < tileCount; t++) tileStart[t + 1] += tileStart[t];
  const byTile = new Int32Array(n);
  const filled = tileStart.slice();
  for (let i = 0; i < n; i++) byTile[filled[positions[i].tile]++] = i;
  /** The first member of class c on tile u, or -1. */
  const memberOn = (c: number, u: number): number => {
    let j = c < 0 ? -1 : classFirst[c];
    while (j >= 0 && positions[j].tile !== u) j = nextInClass[j];
    return j;
  };
  const elements: Symmetry[] = [];
  const imageClass = new Int32Array(n);
  for (const perm of formSymmetries(form.grid, fa, form.wrap, form.rotationsOnly)) {
    if (!keepsParts(form, fa, perm)) continue;
    for (let i = 0; i < n; i++) imageClass[i] = classOfImage(positions[i].atoms, perm);
    // Each tile goes to itself when its positions allow, else to the first unused tile with the same rule.
    const tiles = new Int32Array(tileCount).fill(-1);
    const used = new Uint8Array(tileCount);
    let ok = true;
    for (let t = 0; t < tileCount && ok; t++) {
      let match = -1;
      for (let k = -1; k < tileCount && match < 0; k++) {
        const u = k < 0 ? t : k;
        if ((k >= 0 && u === t) || used[u] || !sameRule(form, t, u) || tileStart[t + 1] - tileStart[t] !== tileStart[u + 1] - tileStart[u]) continue;
        let all = true;
        for (let x = tileStart[t]; x < tileStart[t + 1] && all; x++) all = memberOn(imageClass[byTile[x]], u) >= 0;
        if (all) match = u;
      }
      if (match < 0) ok = false;
      else { tiles[t] = match; used[match] = 1; }
    }
    if (!ok) continue;
    const pos = new Int32Array(n);
    for (let i = 0; i < n; i++) pos[i] = memberOn(imageClass[i], tiles[positions[i].tile]);
    elements.push({ atoms: perm, tiles, positions: pos });
  }
  return { elements };
}

function sameRule(form: Form, t: number, u: number): boolean {
  const a = form.tiles[t], b = form.tiles[u];
  return a.min === b.min && a.max === b.max && a.tile.atomCount === b.tile.atomCount;
}

export interface TileOrbits {
  /** One position per orbit, in the order of the tile's positions. */
  reps: number[];
  /** The non-identity elements that fix each representative fixed by some. */
  stabilizers: Map<number, number[]>;
  /** No symmetry fixes a position of the tile. */
  free: boolean;
}

/** One position per orbit of these positions (of one tile that every symmetry maps to itself), with the
 *  non-identity elements that fix each representative fixed by some; `free` when there is none. */
export function tileOrbits(mine: readonly number[], group: SymmetryGroup): TileOrbits {
  const seen = new Set<number>();
  const reps: number[] = [];
  const stabilizers = new Map<number, number[]>();
  for (const i of mine) {
    if (seen.has(i)) continue;
    reps.push(i);
    const stab: number[] = [];
    for (let gi = 0; gi < group.elements.length; gi++) {
      const image = group.elements[gi].positions[i];
      seen.add(image);
      if (gi > 0 && image === i) stab.push(gi);
    }
    if (stab.length > 0) stabilizers.set(i, stab);
  }
  return { reps, stabilizers, free: stabilizers.size === 0 };
}

/**
 * The tile rules of one part of a count: the tiles in `excluded` never placed, `tile` (when one)
 * placed once, and an optional tile without which the others cannot fill the form required.
 */
export function partRules(form: Form, atomCount: number, excluded: ReadonlySet<number>, tile = -1): Form {
  const most = form.tiles.reduce((s, ft, t) => (excluded.has(t) ? s : s + ft.max * ft.tile.atomCount), 0);
  const tiles = form.tiles.map((ft, t) => {
    if (excluded.has(t)) return { ...ft, min: 0, max: 0 };
    if (t === tile || (ft.min === 0 && ft.max > 0 && most - ft.tile.atomCount < atomCount)) return { ...ft, min: 1 };
    return ft;
  });
  return { ...form, tiles };
}

// Comparing tied tiles looks at every position once per representative: done only while that
// is at most this many looks.
const MAX_LOOKS_TO_COMPARE = 1 << 24;

/**
 * Of these tiles (each placed once where it is placed, and mapped to itself by every symmetry),
 * the one to keep to one position per orbit. The search first branches on the kept positions, so
 * the fewer the better: first a tile whose positions no symmetry fixes (no part of the count
 * needs Burnside's lemma), then the one with the fewest orbits, then, among those tied, the one
 * whose representatives leave the fewest positions beside them (in all): a tile that overlaps
 * more positions cuts the search below it more.
 * Tiles in `excluded` are never placed.
 */
export function chooseTileToRestrict(positions: Position[], group: SymmetryGroup, byTile: readonly number[][],
  tiles: readonly number[], excluded: ReadonlySet<number> = new Set()): { tile: number; orbits: TileOrbits } | undefined {
  let tied: { tile: number; orbits: TileOrbits }[] = [];
  for (const t of tiles) {
    const orbits = tileOrbits(byTile[t], group);
    const best = tied[0]?.orbits;
    const better = !best || (orbits.free && !best.free) || (orbits.free === best.free && orbits.reps.length < best.reps.length);
    if (better) tied = [{ tile: t, orbits }];
    else if (orbits.free === best.free && orbits.reps.length === best.reps.length) tied.push({ tile: t, orbits });
  }
  if (tied.length <= 1 || tied.length * tied[0].orbits.reps.length * positions.length > MAX_LOOKS_TO_COMPARE) return tied[0];
  let atomCount = 0;
  for (const p of positions) for (let k = 0; k < p.atoms.length; k++) atomCount = Math.max(atomCount, p.atoms[k] + 1);
  const mark = new Int32Array(atomCount).fill(-1);
  let best = tied[0], bestBeside = Infinity;
  for (const c of tied) {
    let beside = 0;
    for (const r of c.orbits.reps) {
      for (const a of positions[r].atoms) mark[a] = r;
      for (const p of positions) {
        if (p.tile === c.tile || excluded.has(p.tile)) continue;
        let overlaps = false;
        for (let k = 0; k < p.atoms.length && !overlaps; k++) overlaps = mark[p.atoms[k]] === r;
        if (!overlaps) beside++;
      }
    }
    if (beside < bestBeside) { best = c; bestBeside = beside; }
  }
  return best;
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
 * symmetry maps to itself, chosen by chooseTileToRestrict.
 */
export function restrictToOrbits(form: Form, positions: Position[], group: SymmetryGroup, preferred?: number): Restriction {
  const all = positions.map((_, i) => i);
  if (group.elements.length <= 1) return { tile: -1, kept: all, stabilizers: new Map() };
  // An optional tile is in every solution too when the other tiles together are too small for the form.
  const formAtoms = atomCount(form.cells);
  const most = form.tiles.reduce((s, ft) => s + ft.max * ft.tile.atomCount, 0);
  const byTile: number[][] = form.tiles.map(() => []);
  for (let i = 0; i < positions.length; i++) byTile[positions[i].tile].push(i);
  const suitable = (t: number) => (form.tiles[t].min === 1 || most - form.tiles[t].tile.atomCount < formAtoms) &&
    form.tiles[t].max === 1 && group.elements.every((g) => g.tiles[t] === t);
  // The form's `symmetry tile` when it can be restricted (else a diagnostic says so), else the best.
  const tiles = preferred !== undefined && preferred >= 0 && suitable(preferred) ? [preferred] : form.tiles.map((_, t) => t).filter(suitable);
  const best = chooseTileToRestrict(positions, group, byTile, tiles);
  if (!best) return { tile: -1, kept: all, stabilizers: new Map() };
  const keep = new Set(best.orbits.reps);
  return { tile: best.tile, kept: all.filter((i) => positions[i].tile !== best.tile || keep.has(i)), stabilizers: best.orbits.stabilizers };
}

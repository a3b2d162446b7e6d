// Counting up to symmetry without looking at single solutions, by Burnside's lemma: the number of
// classes is the average over the group of fix(g), the solutions that g maps onto themselves.
// fix(identity) is the plain count; a solution that g ≠ identity fixes is a union of orbits of <g>
// on the positions, so fix(g) is the count of a much smaller exact-cover problem whose options are
// those orbits (disjoint positions, tile rules respected).
//
// A tile placed once in every solution, which every symmetry maps to itself, cuts the work by the
// group's order: keep one position per orbit of it. A class then meets the search once per element
// of the kept position's stabilizer, and Burnside's lemma inside the stabilizer counts it exactly:
//   unique = Σ_s (1/s) Σ_h count(h, the kept positions with stabilizer of order s that h fixes)
//   total  = Σ_s (|G|/s) count(identity, those positions)
// A tile that is only sometimes placed splits the count: solutions with it (restricted as above)
// plus solutions without it (the same again with the tile left out), each set mapped onto itself
// by the group. So a count never needs to look at each solution.
import { Form } from '../language/model';
import { ExactCoverProblem, SearchShare, SearchStats, solveExactCover } from '../search/exactCover';
import { Position } from './positions';
import { prune } from './prune';
import { chooseTileToRestrict, partRules, SymmetryGroup } from './symmetry';

// Between searches, progress goes out at most this often (as a search's own reports).
const PROGRESS_MS = 100;

/** One exact-cover count of the plan. */
export interface CountPart {
  /** Optional tiles left out (earlier parts counted the solutions with them). */
  excluded: number[];
  /** The tile kept to one position per orbit, placed exactly once here, or -1. */
  tile: number;
  /** Its positions kept: orbit representatives whose stabilizer has `stabilizer` elements. */
  kept: number[];
  /** The stabilizer's order of each kept position (the group's order when no tile is restricted). */
  stabilizer: number;
}

/**
 * The parts whose counts give the count up to symmetry: a tile in every solution restricted to
 * its orbits (split by stabilizer order), after splitting off the solutions with optional tiles
 * that can be restricted. `preferred` (the form's `symmetry tile`) goes first when it can.
 */
export function planCount(form: Form, formAtomCount: number, positions: Position[], group: SymmetryGroup, preferred?: number): CountPart[] {
  const order = group.elements.length;
  const byTile: number[][] = form.tiles.map(() => []);
  positions.forEach((p, i) => byTile[p.tile].push(i));
  const parts: CountPart[] = [];
  const excluded: number[] = [];
  for (;;) {
    const out = new Set(excluded);
    const most = form.tiles.reduce((s, ft, t) => (out.has(t) ? s : s + ft.max * ft.tile.atomCount), 0);
    if (most < formAtomCount) return parts; // the tiles left cannot fill the form
    const always = (t: number) => form.tiles[t].min === 1 || most - form.tiles[t].tile.atomCount < formAtomCount;
    const candidates = form.tiles.map((_, t) => t).filter((t) => !out.has(t) && form.tiles[t].max === 1 && byTile[t].length > 0 &&
      group.elements.every((g) => g.tiles[t] === t));
    // A tile in every solution when there is one; else an optional one, whose part counts the
    // solutions with it; the next parts leave it out.
    const forced = candidates.filter(always);
    const choose = (among: number[]) => chooseTileToRestrict(positions, group, byTile, among, out);
    const chosen = preferred !== undefined && forced.includes(preferred) ? choose([preferred])
      : choose(forced) ?? choose(candidates);
    if (!chosen) {
      parts.push({ excluded: [...excluded], tile: -1, kept: [], stabilizer: order });
      return parts;
    }
    const byOrder = new Map<number, number[]>();
    for (const r of chosen.orbits.reps) {
      const s = 1 + (chosen.orbits.stabilizers.get(r)?.length ?? 0);
      if (!byOrder.has(s)) byOrder.set(s, []);
      byOrder.get(s)!.push(r);
    }
    for (const [s, kept] of [...byOrder].sort((a, b) => a[0] - b[0])) parts.push({ excluded: [...excluded], tile: chosen.tile, kept, stabilizer: s });
    if (always(chosen.tile)) return parts;
    excluded.push(chosen.tile);
  }
}

export interface BurnsideOptions {
  shouldStop?(): boolean;
  onProgress?(stats: SearchStats & { unique: number; total: number }): void;
  share?: SearchShare;
}

export interface BurnsideCount {
  /** Σ over parts of (|G| / stabilizer) · Σ_h count: the number of classes times |G|. */
  fixedSum: bigint;
  /** Solutions in all. */
  total: bigint;
  /** The parts' searches together. */
  stats: SearchStats;
}

/** Counts the solutions up to the group by the plan's parts: unique = fixedSum / |G|. */
export function countByBurnside(form: Form, formAtomCount: number, positions: Position[], group: SymmetryGroup, parts: CountPart[],
  options: BurnsideOptions = {}): BurnsideCount {
  const order = group.elements.length;
  const stats: SearchStats = { placements: 0, deadEnds: 0, solutions: 0n, ms: 0, cancelled: false };
  let fixedSum = 0n;
  let total = 0n;
  // Progress shows the classes so far as a number (exact up to 2^53; the result is exact at any size).
  const progressFigures = () => ({ unique: Number(fixedSum / BigInt(order)), total: Number(total) });
  // Every search is cut into the same shares. Subtrees claimed from a counter are numbered within
  // one search: each search takes its share's `next` (without it, the later searches go by index).
  let share = options.share;
  let reported = Date.now();
  const run = (problem: CoverProblem): bigint => {
    if (stats.cancelled || problem.impossible) return 0n;
    let found = 0n;
    const s = solveExactCover(problem.problem, problem.check ? {
      mode: 'all',
      onSolution(buffer, length) { if (problem.check!(buffer, length)) found++; },
      shouldStop: options.shouldStop,
      share,
    } : {
      mode: 'count',
      shouldStop: options.shouldStop,
      share,
      onProgress: options.onProgress && ((p) => options.onProgress!({ ...p, placements: stats.placements + p.placements, ...progressFigures() })),
    });
    if (share) share = share.next?.() ?? { index: share.index, count: share.count };
    stats.placements += s.placements;
    stats.deadEnds += s.deadEnds;
    stats.solutions += s.solutions;
    stats.ms += s.ms;
    stats.cancelled ||= s.cancelled;
    // Between searches too, so that a count made of many short searches reports (and a count on
    // threads can decide on more of them, threads/shares.ts).
    const now = Date.now();
    if (options.onProgress && now - reported >= PROGRESS_MS) {
      reported = now;
      options.onProgress({ ...stats, ...progressFigures() });
    }
    return problem.check ? found : s.solutions;
  };
  for (const part of parts) {
    // The tile rules of this part: the restricted tile placed once, excluded tiles never, and
    // optional tiles without which the others cannot fill the form required.
    const out = new Set(part.excluded);
    const partForm = partRules(form, formAtomCount, out, part.tile);
    const kept = new Set(part.kept);
    const candidates: number[] = [];
    positions.forEach((p, i) => { if (!out.has(p.tile) && (p.tile !== part.tile || kept.has(i))) candidates.push(i); });
    const live = prune(partForm, formAtomCount, positions, candidates, options.shouldStop);
    const weight = BigInt(order / part.stabilizer);
    const identity = run(coverOfOrbits(partForm, formAtomCount, positions, live.map((i) => [i])));
    total += weight * identity;
    let sum = identity;
    const inLive = new Uint8Array(positions.length);
    for (const i of live) inLive[i] = 1;
    for (let gi = 1; gi < order && part.stabilizer > 1; gi++) {
      const g = group.elements[gi].positions;
      // Solutions that g fixes hold a kept position that g fixes.
      if (part.tile >= 0 && !part.kept.some((r) => g[r] === r && inLive[r])) continue;
      sum += run(coverOfOrbits(partForm, formAtomCount, positions, orbitsOf(g, live, inLive)));
    }
    fixedSum += weight * sum;
  }
  return { fixedSum, total, stats };
}

/** The orbits of <g> on the live positions that lie wholly among them, each in ascending order. */
function orbitsOf(g: Int32Array, live: number[], inLive: Uint8Array): number[][] {
  const seen = new Uint8Array(g.length);
  const orbits: number[][] = [];
  for (const i of live) {
    if (seen[i]) continue;
    const orbit: number[] = [];
    let whole = true;
    for (let j = i; !seen[j]; j = g[j]) {
      seen[j] = 1;
      orbit.push(j);
      if (!inLive[j]) whole = false;
    }
    if (whole) orbits.push(orbit.sort((a, b) => a - b));
  }
  return orbits;
}

interface CoverProblem {
  problem: ExactCoverProblem;
  /** The tile rules cannot be met by any choice of these options. */
  impossible: boolean;
  /** When some tile counts are not items of the problem: whether a solution meets them. */
  check?(chosen: Int32Array, length: number): boolean;
}

/**
 * The exact-cover problem whose options are groups of positions placed together (single positions,
 * or the orbits of a symmetry): atoms, then one item per tile, then the junctions of edge grids. A group that covers an atom twice or
 * places a tile more often than its rule allows is left out. A required tile placed k times by each
 * group that has it is covered (its count / k) times; when its groups place it different numbers of
 * times, its count follows from the area if it is the only such tile and no tile is optional, and is
 * checked on each solution otherwise.
 */
export function coverOfOrbits(form: Form, atomCount: number, positions: Position[], groups: number[][]): CoverProblem {
  const tileCount = form.tiles.length;
  const mark = new Int32Array(atomCount).fill(-1);
  const perTile = new Int32Array(tileCount);
  const groupTiles: Int32Array[] = [];
  const kept: number[][] = [];
  // Per tile: how often the groups place it (0: no group yet, -1: differently).
  const times = new Int32Array(tileCount);
  groups.forEach((group, gi) => {
    perTile.fill(0);
    for (const i of group) {
      const p = positions[i];
      if (++perTile[p.tile] > form.tiles[p.tile].max) return;
      for (let k = 0; k < p.atoms.length; k++) {
        if (mark[p.atoms[k]] === gi) return;
        mark[p.atoms[k]] = gi;
      }
    }
    for (let t = 0; t < tileCount; t++) {
      if (perTile[t] === 0) continue;
      if (times[t] === 0) times[t] = perTile[t];
      else if (times[t] !== perTile[t]) times[t] = -1;
    }
    kept.push(group);
    groupTiles.push(perTile.slice());
  });
  const required = form.tiles.map((ft) => ft.min > 0);
  const mixed = form.tiles.map((_, t) => required[t] && times[t] < 0);
  const mixedCount = mixed.filter(Boolean).length;
  const optional = form.tiles.some((ft) => ft.min === 0 && ft.max > 0);
  const area = form.tiles.reduce((sum, ft) => sum + ft.min * ft.tile.atomCount, 0);
  const byArea = mixedCount === 1 && !optional && area === atomCount;
  let impossible = false;
  // Items: atoms, required tiles counted by the groups, then optional tiles (secondary).
  const tileItem = new Int32Array(tileCount).fill(-1);
  const multiplicity: number[] = new Array(atomCount).fill(1);
  let itemCount = atomCount;
  form.tiles.forEach((ft, t) => {
    if (!required[t] || mixed[t]) return;
    if (times[t] === 0 || ft.min % times[t] !== 0) { impossible = true; return; }
    tileItem[t] = itemCount++;
    multiplicity.push(ft.min / times[t]);
  });
  const primaryCount = itemCount;
  form.tiles.forEach((ft, t) => { if (!required[t] && ft.max > 0) tileItem[t] = itemCount++; });
  // Junction items (edge grids) last, secondary: a group whose positions cross is left out by the search.
  const junctionBase = itemCount;
  for (const group of kept) for (const i of group) for (const j of positions[i].junctions ?? []) itemCount = Math.max(itemCount, junctionBase + j + 1);
  const options = kept.map((group, k) => {
    const items: number[] = [];
    for (const i of group) for (const a of positions[i].atoms) items.push(a);
    groupTiles[k].forEach((n, t) => { if (n > 0 && tileItem[t] >= 0) items.push(tileItem[t]); });
    for (const i of group) for (const j of positions[i].junctions ?? []) items.push(junctionBase + j);
    return items;
  });
  const problem: ExactCoverProblem = { itemCount, primaryCount, multiplicity, options };
  if (mixedCount === 0 || byArea) return { problem, impossible };
  const used = new Int32Array(tileCount);
  const check = (chosen: Int32Array, length: number): boolean => {
    used.fill(0);
    for (let k = 0; k < length; k++) groupTiles[chosen[k]].forEach((n, t) => (used[t] += n));
    return form.tiles.every((ft, t) => !mixed[t] || used[t] === ft.min);
  };
  return { problem, impossible, check };
}

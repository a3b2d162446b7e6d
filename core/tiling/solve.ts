// The whole pipeline for one form (docs/engine.md): positions (step 2), symmetry (step 3), pruning
// (step 4), then the exact-cover search, with the numbers after each step and exact counts up to
// symmetry.
import { Form, FormTile } from '../language/model';
import { FormAtoms, formAtoms, generatePositions, Position } from './positions';
import { prune } from './prune';
import { keepCompatible } from './placed';
import { ExactCoverProblem, SearchShare, SearchStats, solveExactCover } from '../search/exactCover';
import { puzzleSymmetries, Restriction, restrictToOrbits, SymmetryGroup } from './symmetry';
import { CountPart, countByBurnside, planCount } from './burnside';
import { exactRangeForms, hasWideRanges } from './ranges';
import { GeneratedForm } from './checks';

export interface TileCounts { generated: number; afterSymmetry: number; afterPruning: number }

export interface PipelineNumbers {
  form: string;
  atoms: number;
  tiles: number;
  symmetry: { order: number; restrictedTile: string | null };
  positions: TileCounts & { perTile: Record<string, TileCounts> };
}

/** A form after steps 2-4: ready to search. */
export interface PreparedForm {
  form: Form;
  atoms: FormAtoms;
  positions: Position[];
  /** Indices of the pre-placed positions (`place` in the form): every solution has them. */
  placed: number[];
  group: SymmetryGroup;
  restriction: Restriction;
  /** Indices of the positions left after symmetry and pruning: they become the options of the search. */
  optionPositions: number[];
  numbers: PipelineNumbers;
}

/** Steps 2-4. `shouldStop` (the solve's memory bound or cancel) is asked as positions are made, a
 *  PreparationStopped when it stops them, and while they are pruned, which it cuts short. */
export function prepareForm(form: Form, options: { symmetry?: boolean; shouldStop?: () => boolean } = {}): PreparedForm {
  const { atoms, positions, placed } = generateForm(form, options.shouldStop);
  return prepareWith(form, atoms, positions, placed, options.symmetry ?? form.symmetry, options.shouldStop);
}

/** Step 2 alone: the positions compatible with the pre-placed pieces, which is all the checks need. */
export function generateForm(form: Form, shouldStop?: () => boolean): GeneratedForm & { placed: number[] } {
  const atoms = formAtoms(form);
  return { form, atoms, ...keepCompatible(form, atoms, generatePositions(form, atoms, shouldStop)) };
}

/** Steps 3 and 4 on positions generated already (the forms of a range share the positions of theirs). */
function prepareWith(form: Form, atoms: FormAtoms, positions: Position[], placed: number[], useSymmetry: boolean, shouldStop?: () => boolean): PreparedForm {
  const identityOnly: SymmetryGroup = { elements: [] };
  const group = useSymmetry ? puzzleSymmetries(form, atoms, positions) : identityOnly;
  const preferred = form.symmetryTile ? form.tiles.findIndex((ft) => ft.tile === form.symmetryTile) : undefined;
  const restriction = restrictToOrbits(form, positions, group, preferred !== undefined && preferred >= 0 ? preferred : undefined);
  // A tile of a range placed 0 times keeps its positions for the symmetries (ranges.ts), not for the search.
  const optionPositions = prune(form, atoms.count, positions, restriction.kept.filter((i) => form.tiles[positions[i].tile].max > 0), shouldStop);

  const perTile: Record<string, TileCounts> = {};
  form.tiles.forEach((ft) => (perTile[ft.tile.name] = { generated: 0, afterSymmetry: 0, afterPruning: 0 }));
  const name = (i: number) => form.tiles[positions[i].tile].tile.name;
  positions.forEach((_, i) => perTile[name(i)].generated++);
  restriction.kept.forEach((i) => perTile[name(i)].afterSymmetry++);
  optionPositions.forEach((i) => perTile[name(i)].afterPruning++);
  const numbers: PipelineNumbers = {
    form: form.name,
    atoms: atoms.count,
    tiles: form.tiles.length,
    symmetry: { order: Math.max(1, group.elements.length), restrictedTile: restriction.tile >= 0 ? form.tiles[restriction.tile].tile.name : null },
    positions: { generated: positions.length, afterSymmetry: restriction.kept.length, afterPruning: optionPositions.length, perTile },
  };
  return { form, atoms, positions, placed, group, restriction, optionPositions, numbers };
}

export interface SolveOptions {
  mode: 'count' | 'first' | 'all';
  /** With 'first': how many solutions (up to symmetry) to find. */
  limit?: number;
  onProgress?(stats: SearchStats & { unique: number; total: number }): void;
  shouldStop?(): boolean;
  /** The time in ms the search reads (Date.now by default; tests pass a clock they drive). */
  clock?(): number;
  /** Called for each solution kept (one per symmetry class), with position indices; then the
   *  result has no `list` (the caller streams them). */
  onSolution?(positions: number[]): void;
  /** Search only this share of the tree (to count on several threads): every search of a count
   *  is cut into these shares, so the shares' counts add up (addSolveResults). A listing, which
   *  knows the classes it met, is never split. */
  share?: SearchShare;
  /** How a count up to symmetry sees the classes: by Burnside's lemma (default), or by looking at
   *  every solution found like a listing does (to cross-check the two in tests). */
  countBy?: 'burnside' | 'filter';
}

export interface SolveResult extends PipelineNumbers {
  search: { placements: number; deadEnds: number; ms: number; cancelled: boolean };
  /** Exact at any size. In a share of a count by Burnside's lemma, `unique` is classesTimesOrder / order
   *  rounded down: only the shares' classesTimesOrder add up. */
  solutions: { unique: bigint; total: bigint };
  /** A count by Burnside's lemma: the number of classes times the group's order, summed exactly over shares. */
  classesTimesOrder?: bigint;
  /** A count by Burnside's lemma: its parts (countPlan), with tile names. */
  countParts?: { without: string[]; tile: string | null; kept: number; stabilizer: number }[];
  /** The kept solutions as position names (only with 'first' and 'all'). */
  list?: string[][];
}

/** The exact-cover problem of a prepared form: atoms, then one item per tile, then the junctions of edge grids. */
export function exactCoverOf(p: PreparedForm): { problem: ExactCoverProblem; itemNames: string[] } {
  const { form, atoms, positions, optionPositions } = p;
  // Required tiles are primary items (covered min = max times); optional ones secondary, unless the
  // other tiles cannot fill the form without them (a primary item lets a count remember subtrees).
  const most = form.tiles.reduce((s, ft) => s + ft.max * ft.tile.atomCount, 0);
  const needed = (ft: FormTile) => ft.max > 0 && (ft.min > 0 || most - ft.tile.atomCount < atoms.count);
  const required = form.tiles.map((ft, t) => ({ ft, t })).filter(({ ft }) => needed(ft));
  const optional = form.tiles.map((ft, t) => ({ ft, t })).filter(({ ft }) => !needed(ft));
  const tileItem = new Int32Array(form.tiles.length);
  const itemNames: string[] = [];
  // An atom is named by its cell, the cell's kind where the grid has several (the segments a, b and c of
  // one point of the trigs grid), and the atom where its cell has several (tan's N, E, S, W).
  for (let a = 0; a < atoms.count; a++) {
    const cell = atoms.cells[atoms.cellOf[a]];
    const kind = form.grid.kinds[cell.kind];
    const kindName = form.grid.kinds.length > 1 ? '.' + kind.name : '';
    const atomName = kind.atoms.length > 1 ? '.' + kind.atoms[atoms.atomOf[a]] : '';
    itemNames.push(`${cell.c.join('.')}${kindName}${atomName}`);
  }
  const multiplicity: number[] = new Array(atoms.count).fill(1);
  required.forEach(({ ft, t }) => { tileItem[t] = itemNames.length; itemNames.push(ft.tile.name); multiplicity.push(ft.max); });
  const primaryCount = itemNames.length;
  optional.forEach(({ ft, t }) => { tileItem[t] = itemNames.length; itemNames.push(ft.tile.name); });
  // Edge grids: the junctions, secondary, so that pieces touch there but never cross.
  const junctionBase = itemNames.length;
  itemNames.push(...atoms.junctions.names);
  const options = optionPositions.map((i) => {
    const pos = positions[i];
    const junctions = pos.junctions ?? new Int32Array(0);
    const o = new Int32Array(pos.atoms.length + 1 + junctions.length);
    o.set(pos.atoms);
    o[pos.atoms.length] = tileItem[pos.tile];
    for (let k = 0; k < junctions.length; k++) o[pos.atoms.length + 1 + k] = junctionBase + junctions[k];
    return o;
  });
  return { problem: { itemCount: itemNames.length, primaryCount, multiplicity, options }, itemNames };
}

export function solvePrepared(p: PreparedForm, options: SolveOptions): SolveResult {
  if (hasWideRanges(p.form)) return solveRanges(p, options);
  const { problem } = exactCoverOf(p);
  const { group, restriction, positions, optionPositions } = p;
  const order = Math.max(1, group.elements.length);
  let unique = 0;
  let total = 0;   // numbers: a listing meets each class it counts, far below 2^53
  const list: string[][] = [];
  const wanted = options.mode === 'first' ? options.limit ?? 1 : options.mode === 'count' ? Infinity : p.form.limit ?? Infinity;
  const chosen: number[] = [];
  const allButIdentity = group.elements.map((_, gi) => gi).slice(1);

  const parts = options.mode === 'count' && options.countBy !== 'filter' ? countPlan(p) : undefined;
  if (parts) {
    const counted = countByBurnside(p.form, p.atoms.count, positions, group, parts, options);
    const name = (t: number) => p.form.tiles[t].tile.name;
    return {
      ...p.numbers,
      search: searchFigures(counted.stats),
      solutions: { unique: counted.fixedSum / BigInt(order), total: counted.total },
      classesTimesOrder: counted.fixedSum,
      countParts: parts.map((part) => ({ without: part.excluded.map(name), tile: part.tile >= 0 ? name(part.tile) : null, kept: part.kept.length, stabilizer: part.stabilizer })),
    };
  }
  if (options.mode === 'count' && !needsClasses(p)) {
    const stats = solveExactCover(problem, {
      mode: 'count',
      onProgress: options.onProgress && ((s) => options.onProgress!({ ...s, unique: Number(s.solutions), total: Number(s.solutions) * order })),
      shouldStop: options.shouldStop,
      clock: options.clock,
      share: options.share,
    });
    return { ...p.numbers, search: searchFigures(stats), solutions: { unique: stats.solutions, total: stats.solutions * BigInt(order) } };
  }
  // Listing (and a count that looks at every solution): each solution found is taken to the
  // smallest of its images under the symmetries that may map it onto another solution the search
  // finds (with a restricted tile, those that fix its kept position). With --first N a class is
  // shown when first met, so the first classes come as fast as solutions do: without a restricted
  // tile, or when that tile's position has a stabilizer, the classes met are kept as keys to know
  // them again. A listing of all classes, which may be millions (the 12,988,816 domino tilings of
  // 8×8), keeps nothing: it shows a class when it meets its smallest image, in constant memory.
  const seen = new Set<string>();
  const byFirstMet = options.mode === 'first';
  const stats = solveExactCover(problem, {
    mode: 'all',
    onSolution(buffer, length) {
      chosen.length = 0;
      for (let k = 0; k < length; k++) chosen.push(optionPositions[buffer[k]]);
      chosen.sort((a, b) => a - b);
      let candidates: number[];
      if (order === 1) candidates = [];
      else if (restriction.tile >= 0) {
        const r = chosen.find((i) => positions[i].tile === restriction.tile)!;
        candidates = restriction.stabilizers.get(r) ?? [];
      } else candidates = allButIdentity;
      if (candidates.length > 0) {
        const { smallest, stabilizer } = smallestImage(group, candidates, chosen);
        if (byFirstMet) {
          const key = smallest.join(',');
          if (seen.has(key)) return; // its class was met already
          seen.add(key);
        } else if (smallest !== chosen) return; // its class is shown at its smallest image
        total += order / stabilizer;
      } else total += order;
      unique++;
      if (options.mode !== 'count') {
        if (options.onSolution) options.onSolution([...chosen]);
        else list.push(chosen.map((i) => positions[i].name));
      }
      if (unique >= wanted) return false;
    },
    onProgress: options.onProgress && ((s) => options.onProgress!({ ...s, unique, total })),
    shouldStop: options.shouldStop,
    clock: options.clock,
    share: options.share,
  });
  const result: SolveResult = {
    ...p.numbers,
    search: searchFigures(stats),
    solutions: { unique: BigInt(unique), total: BigInt(total) },
  };
  if (options.mode !== 'count' && !options.onSolution) result.list = list;
  return result;
}

/**
 * A form with piece ranges: the sum of its forms with exact counts (ranges.ts), each searched as any
 * form is. Counts up to symmetry add up as classes times the order of the form's symmetries (tiles
 * swapped whatever their ranges): each count's group is the part of those that keeps its tile counts.
 */
function solveRanges(p: PreparedForm, options: SolveOptions): SolveResult {
  const symmetric = p.group.elements.length > 0;
  const { forms, order: groupOrder } = exactRangeForms(p.form, p.atoms, p.positions, symmetric);
  const order = BigInt(groupOrder);
  const search = { placements: 0, deadEnds: 0, ms: 0, cancelled: false };
  let classesTimesOrder = 0n, total = 0n, found = 0;
  const list: string[][] = [];
  const wanted = options.mode === 'first' ? options.limit ?? 1 : options.mode === 'all' ? p.form.limit ?? Infinity : Infinity;
  // Every share runs the same searches in the same order; each search takes the share's next.
  let share = options.share;
  const advance = (s: SearchShare): SearchShare => s.next?.() ?? { index: s.index, count: s.count };
  const tracked = (s: SearchShare | undefined): SearchShare | undefined =>
    s && { ...s, next: () => { share = advance(s); return tracked(share)!; } };
  for (const { form, images } of forms) {
    if (search.cancelled || found >= wanted) break;
    const left = wanted - found;
    const sub = prepareWith(options.mode === 'all' && p.form.limit ? { ...form, limit: left } : form, p.atoms, p.positions, p.placed, symmetric);
    const r = solvePrepared(sub, {
      ...options,
      share: tracked(share),
      limit: options.mode === 'first' ? left : options.limit,
      onProgress: options.onProgress && ((s) => options.onProgress!({ ...s, placements: search.placements + s.placements, unique: found + s.unique, total: Number(total) + s.total })),
    });
    if (share) share = advance(share);
    search.placements += r.search.placements;
    search.deadEnds += r.search.deadEnds;
    search.ms += r.search.ms;
    search.cancelled ||= r.search.cancelled;
    const subOrder = BigInt(r.symmetry.order);
    classesTimesOrder += (r.classesTimesOrder ?? r.solutions.unique * subOrder) * (order / subOrder);
    total += r.solutions.total * BigInt(images);
    found += Number(r.solutions.unique);
    if (r.list) list.push(...r.list);
  }
  const numbers = { ...p.numbers, symmetry: { ...p.numbers.symmetry, order: groupOrder } };
  const result: SolveResult = { ...numbers, search, solutions: { unique: classesTimesOrder / order, total }, classesTimesOrder };
  if (options.mode !== 'count' && !options.onSolution) result.list = list;
  return result;
}

/** Whether some class can meet the restricted search more than once (no tile restricted, or its kept positions have stabilizers). */
function needsClasses(p: PreparedForm): boolean {
  return p.group.elements.length > 1 && (p.restriction.tile < 0 || p.restriction.stabilizers.size > 0);
}

/**
 * The parts of a count by Burnside's lemma (planCount), or undefined when the restricted search
 * meets every class exactly once and a plain count is the number of classes. Counting never looks
 * at single solutions.
 */
export function countPlan(p: PreparedForm): CountPart[] | undefined {
  if (!needsClasses(p)) return undefined;
  const preferred = p.form.symmetryTile ? p.form.tiles.findIndex((ft) => ft.tile === p.form.symmetryTile) : undefined;
  return planCount(p.form, p.atoms.count, p.positions, p.group, preferred);
}

/**
 * The smallest of the sorted images of a sorted solution under the identity and these group elements
 * (the solution itself when none is smaller), and how many of them (with the identity) map the
 * solution onto itself.
 */
function smallestImage(group: SymmetryGroup, elements: number[], solution: number[]): { smallest: number[]; stabilizer: number } {
  let best = solution;
  let stabilizer = 1;
  for (const gi of elements) {
    const g = group.elements[gi].positions;
    const image = solution.map((i) => g[i]).sort((a, b) => a - b);
    let cmp = 0;
    for (let k = 0; k < image.length && cmp === 0; k++) cmp = image[k] - best[k];
    if (cmp < 0) best = image;
    let same = true;
    for (let k = 0; k < image.length && same; k++) same = image[k] === solution[k];
    if (same) stabilizer++;
  }
  return { smallest: best, stabilizer };
}

function searchFigures(s: SearchStats): SolveResult['search'] {
  return { placements: s.placements, deadEnds: s.deadEnds, ms: s.ms, cancelled: s.cancelled };
}

/** The result of a whole count from those of its shares (searched side by side: the time is the longest). */
export function addSolveResults(shares: SolveResult[]): SolveResult {
  const search = { placements: 0, deadEnds: 0, ms: 0, cancelled: false };
  const solutions = { unique: 0n, total: 0n };
  let classesTimesOrder: bigint | undefined;
  for (const r of shares) {
    if (r.classesTimesOrder !== undefined) classesTimesOrder = (classesTimesOrder ?? 0n) + r.classesTimesOrder;
    search.placements += r.search.placements;
    search.deadEnds += r.search.deadEnds;
    search.ms = Math.max(search.ms, r.search.ms);
    search.cancelled ||= r.search.cancelled;
    solutions.unique += r.solutions.unique;
    solutions.total += r.solutions.total;
  }
  if (classesTimesOrder !== undefined) solutions.unique = classesTimesOrder / BigInt(shares[0].symmetry.order);
  return { ...shares[0], search, solutions, classesTimesOrder };
}

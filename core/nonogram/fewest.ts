// The proof that no smaller set of changes (or starting hints) makes a picture's nonogram unique,
// with few solves: a set fails without a solve when it leaves standing another solution found
// before. A solution S of the clues of picture P_C (the picture with changes C), other than P_C, is
// also a solution of the clues of P_D, other than P_D, when every cell where P_C and P_D differ lies
// in a row and a column where S agrees with P_C: S with those cells changed as in P_D keeps every
// line's clue. Hints never change the clues: a set of hints leaves S standing unless it gives a cell
// where S differs from the picture. So a set that can work gives a cell that takes away every known
// other solution; the sets are listed by branching on the cells that take away the known other
// solution with fewest such cells (a hitting-set search, each set once, smallest sets first), and
// each failed solve adds the other solution it found.

/** A set: cell -> the colour it is changed to, or given as a hint. */
export type CellSet = Map<number, number>;

export interface OtherSolution {
  /** The set leaves this solution standing, so its puzzle is not unique. */
  standsAfter(set: CellSet): boolean;
  /** The cells that, added to a set that leaves it standing, can take it away (ascending). */
  takers: number[];
  /** Where it differs: its rows and columns (changes) or its cells (hints). One cell takes away at
   *  most `perCell` standing other solutions that differ in no common place. */
  places: number[];
}

/** A solve of a set: it works, or fails with the other solution it found (none when it failed on the rating). */
export type Trial = { works: true } | { works: false; others?: OtherSolution[] } | 'stopped';

export interface FewestSearch {
  /** The cells a set may use, ascending. */
  cells: number[];
  /** Cells in the picture. */
  cellCount: number;
  /** Places (OtherSolution.places) in the picture. */
  placeCount: number;
  /** Standing other solutions with no common place one added cell takes away, at most. */
  perCell: number;
  /** The colours a set may give a cell. */
  values(cell: number): number[];
  /** Other solutions known before the search (of the picture, or of a changed one). */
  others: OtherSolution[];
  /** Solves the set; `shouldStop` is the proof's own, to pass to the solver. */
  trial(set: CellSet, shouldStop: () => boolean): Trial;
  /** Solves the proof may spend. */
  budget: number;
  /** Milliseconds the proof may take. */
  ms: number;
  shouldStop(): boolean;
}

export interface Fewest {
  /** Every set smaller than `size` fails (or `fewer` works). */
  proved: boolean;
  /** Sets solved. */
  solved: number;
  /** The other solutions known at the end: every set not solved left one standing. */
  others: number;
  /** A smaller set that works, the first found (smallest first). */
  fewer?: CellSet;
  /** Not proved: the size of the sets being tried when the budget ran out or the search was stopped. */
  cut?: { size: number; by: 'budget' | 'time' | 'stopped' };
}

class Cut extends Error { constructor(readonly by: 'budget' | 'time' | 'stopped') { super(by); } }

/** Branching steps between two polls of the clock and shouldStop. */
const POLL_STEPS = 1024;

/** Whether a set of fewer than `size` cells works: every such set solved, or ruled out by another solution. */
export function proveFewest(size: number, search: FewestSearch): Fewest {
  const others = search.others.slice();
  const excluded = new Uint8Array(search.cellCount);
  const set: CellSet = new Map();
  let solved = 0, steps = 0;
  const deadline = Date.now() + search.ms;
  const stop = () => search.shouldStop() || Date.now() > deadline;
  const cut = () => new Cut(search.shouldStop() ? 'stopped' : 'time');
  // How many of the standing other solutions differ in no common place (greedily, fewest takers
  // first): a lower bound on the cells still needed, times perCell (independent ambiguous regions).
  const used = new Uint8Array(search.placeCount);
  const apart = (standing: OtherSolution[]): number => {
    let n = 0;
    const marked: number[] = [];
    for (const o of standing.slice().sort((p, q) => p.takers.length - q.takers.length)) {
      if (o.places.some((p) => used[p])) continue;
      for (const p of o.places) { used[p] = 1; marked.push(p); }
      n++;
    }
    for (const p of marked) used[p] = 0;
    return n;
  };
  // Sets of `left` more cells added to `set`; true when one works (it is then in `set`).
  const visit = (left: number): boolean => {
    if (++steps % POLL_STEPS === 0 && stop()) throw cut();
    const standing = others.filter((o) => o.standsAfter(set));
    if (left === 0) {
      if (standing.length) return false;
      if (solved >= search.budget) throw new Cut('budget');
      solved++;
      if (stop()) throw cut();
      const t = search.trial(set, stop);
      if (t === 'stopped') throw cut();
      if (t.works) return true;
      if (t.others) others.push(...t.others);
      return false;
    }
    if (apart(standing) > left * search.perCell) return false;
    let branch: OtherSolution | undefined;
    for (const o of standing) if (!branch || o.takers.length < branch.takers.length) branch = o;
    // With no other solution standing (a failure on the rating alone), any cell can come next.
    const next = branch ? branch.takers : search.cells;
    const done: number[] = [];
    try {
      for (const cell of next) {
        if (excluded[cell] || set.has(cell)) continue;
        for (const value of search.values(cell)) {
          set.set(cell, value);
          if (visit(left - 1)) return true;
          set.delete(cell);
        }
        // Sets with this cell are listed: the next branches are the sets without it.
        excluded[cell] = 1;
        done.push(cell);
      }
    } finally {
      for (const cell of done) excluded[cell] = 0;
    }
    return false;
  };
  for (let k = 0; k < size; k++) {
    try {
      if (visit(k)) return { proved: true, solved, others: others.length, fewer: new Map(set) };
    } catch (e) {
      if (!(e instanceof Cut)) throw e;
      return { proved: false, solved, others: others.length, cut: { size: k, by: e.by } };
    }
  }
  return { proved: true, solved, others: others.length };
}

/**
 * The cells where a solution differs from the picture, in parts that share no row or column: each
 * part alone is a solution too (every line it touches is the solution's, every other the picture's),
 * so each is another solution of its own, and parts of far apart ambiguous places stay apart.
 */
function parts(width: number, height: number, picture: ArrayLike<number>, solution: ArrayLike<number>): number[][] {
  const parent = Int32Array.from({ length: height + width }, (_, i) => i);    // rows, then columns
  const root = (i: number): number => { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i; };
  const differing: number[] = [];
  for (let i = 0; i < solution.length; i++) {
    if (solution[i] === picture[i]) continue;
    differing.push(i);
    parent[root(Math.floor(i / width))] = root(height + (i % width));
  }
  const byRoot = new Map<number, number[]>();
  for (const i of differing) {
    const r = root(Math.floor(i / width));
    byRoot.get(r)?.push(i) ?? byRoot.set(r, [i]);
  }
  return [...byRoot.values()];
}

/**
 * Other solutions of the clues of the picture with changes `base` (one per part, see parts), for the
 * proof of fewest changes: each stands after every set of changes whose difference from `base` lies
 * in rows and columns where it agrees with that picture.
 */
export function othersAfterChanges(width: number, height: number, base: CellSet, picture: ArrayLike<number>, solution: ArrayLike<number>): OtherSolution[] {
  return parts(width, height, picture, solution).map((cells) => {
    const differs = new Uint8Array(height + width);
    for (const i of cells) { differs[Math.floor(i / width)] = 1; differs[height + (i % width)] = 1; }
    const inDiffering = (cell: number) => differs[Math.floor(cell / width)] === 1 || differs[height + (cell % width)] === 1;
    const takers: number[] = [];
    for (let cell = 0; cell < width * height; cell++) if (inDiffering(cell) && !base.has(cell)) takers.push(cell);
    const baseCells = [...base];
    return {
      takers,
      places: [...differs.keys()].filter((line) => differs[line] === 1),
      standsAfter(set: CellSet) {
        for (const [cell, colour] of baseCells) if (set.get(cell) !== colour && inDiffering(cell)) return false;
        for (const [cell, colour] of set) if (base.get(cell) !== colour && inDiffering(cell)) return false;
        return true;
      },
    };
  });
}

/** Other solutions of the clues (one per part), for the proof of fewest hints: each stands after every set of hints it agrees with. */
export function othersAfterHints(width: number, height: number, picture: ArrayLike<number>, solution: ArrayLike<number>): OtherSolution[] {
  return parts(width, height, picture, solution).map((cells) => {
    const differs = new Set(cells);
    return {
      takers: cells.slice().sort((p, q) => p - q),
      places: cells,
      standsAfter(set: CellSet) {
        for (const [cell, colour] of set) if (differs.has(cell) && solution[cell] !== colour) return false;
        return true;
      },
    };
  });
}

// The SAT search of the nonogram solver through CaDiCaL (threads/cadical.ts): the encoding's
// solutions checked against the clues, counts against brute force and against the depth-first
// search, a puzzle that needs the SAT stage and has two solutions, cancellation and how often it is polled.
import * as assert from 'assert';
import { solveNonogram } from '../../../core/nonogram/solve';
import { AUTOMATON_CONFLICTS, satSearch, type SatSolver, type SatSolverFactory } from '../../../core/nonogram/satSearch';
import type { NonogramPuzzle } from '../../../core/nonogram/puzzle';
import type { NonogramProgress } from '../../../core/protocol';
import { loadCadical, newCadical, solveNonogramWithCadical } from '../../../threads/cadical';
import { bruteCount, puzzleOf, satisfies, seeded } from './random';
import { staircaseAndDiagonal } from './needsSat';
import { pictureString } from '../../../core/nonogram/pictureString';

const unknownCells = (p: NonogramPuzzle): Uint32Array => new Uint32Array(p.width * p.height).fill(3);
const never = (): boolean => false;

describe('nonogram SAT search (CaDiCaL)', () => {
  let cadical: SatSolverFactory;
  before(async () => { cadical = await loadCadical(); });

  it('decides 150 random puzzles of up to 4×4 as brute force does, each solution satisfying the clues', () => {
    const random = seeded(3);
    for (let trial = 0; trial < 150; trial++) {
      const width = 2 + Math.floor(random() * 3), height = 2 + Math.floor(random() * 3);
      const picture = Uint8Array.from({ length: width * height }, () => random() < 0.5 ? 0 : 1);
      const p = puzzleOf(picture, width, height);
      const r = satSearch(p, unknownCells(p), 3, never, cadical);
      assert.ok(r.complete);
      assert.strictEqual(r.solutions.length, bruteCount(p, 3), `trial ${trial}`);
      for (const s of r.solutions) assert.ok(satisfies(p, s));
      assert.strictEqual(new Set(r.solutions.map((s) => s.join(''))).size, r.solutions.length);
    }
  });

  it('decides the same 150 puzzles over block starts after the first solution (the automaton given no conflicts for a further one)', () => {
    const random = seeded(3);
    let solvers = 0;
    const counting: SatSolverFactory = () => { solvers++; return cadical(); };
    for (let trial = 0; trial < 150; trial++) {
      const width = 2 + Math.floor(random() * 3), height = 2 + Math.floor(random() * 3);
      const picture = Uint8Array.from({ length: width * height }, () => random() < 0.5 ? 0 : 1);
      const p = puzzleOf(picture, width, height);
      const r = satSearch(p, unknownCells(p), 3, never, counting, undefined, 0);
      assert.ok(r.complete);
      assert.strictEqual(r.solutions.length, bruteCount(p, 3), `trial ${trial}`);
      for (const s of r.solutions) assert.ok(satisfies(p, s));
      assert.strictEqual(new Set(r.solutions.map((s) => s.join(''))).size, r.solutions.length);
    }
    assert.ok(solvers > 250, `${solvers} solvers: most searches went on over block starts`);
  });

  it('goes on over block starts when the automaton finds no further solution within its conflicts, and frees both solvers', () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9);
    const made: string[] = [];
    let disposed = 0;
    const watched: SatSolverFactory = () => {
      const solver = cadical();
      made.push('solver');
      return { ...bind(solver), solve: (s, c) => { made.push(`solve ${c ?? 'unlimited'}`); return solver.solve(s, c); }, dispose: () => { disposed++; solver.dispose(); } };
    };
    const r = satSearch(p, unknownCells(p), 3, never, watched, undefined, 0);
    assert.deepStrictEqual([r.complete, disposed], [true, 2]);
    assert.deepStrictEqual(new Set(r.solutions.map((s) => s.join(''))), new Set(solutions));
    // the first solution, its flip the second, then no further one over block starts
    assert.deepStrictEqual(made, ['solver', 'solve unlimited', 'solver', 'solve unlimited']);
    // the staircase's proof that there is no third: the automaton gives up, block starts prove it
    // in fewer conflicts than the automaton alone
    made.length = 0;
    const proved = satSearch(p, unknownCells(p), 3, never, watched);
    assert.deepStrictEqual(made, ['solver', 'solve unlimited', `solve ${AUTOMATON_CONFLICTS}`, 'solver', 'solve unlimited']);
    const alone = satSearch(p, unknownCells(p), 3, never, cadical, undefined, Infinity);
    assert.deepStrictEqual([proved.complete, proved.solutions.length, alone.complete, alone.solutions.length], [true, 2, true, 2]);
    assert.ok(proved.conflicts < alone.conflicts, `${proved.conflicts} conflicts, against ${alone.conflicts}`);
  });

  it('gives the solver no tautology, in either encoding (a transition that is its state makes none)', () => {
    const { puzzle: p } = staircaseAndDiagonal(9);
    const clauses: number[][] = [];
    let solvers = 0;
    const watched: SatSolverFactory = () => { solvers++; const solver = cadical(); return { ...bind(solver), addClause: (c) => { clauses.push([...c]); solver.addClause(c); } }; };
    const r = satSearch(p, unknownCells(p), 3, never, watched);
    assert.deepStrictEqual([r.complete, r.solutions.length, solvers], [true, 2, 2]);
    const tautologies = clauses.filter((c) => c.some((l) => c.includes(-l)));
    assert.deepStrictEqual(tautologies, []);
    assert.ok(clauses.length > 1000, `${clauses.length} clauses`);
  });

  it('finds as many solutions as the depth-first search on 60 random pictures of 8×8 to 14×14, each satisfying the clues', () => {
    const random = seeded(5);
    const counts = [0, 0, 0, 0];
    for (let trial = 0; trial < 60; trial++) {
      const width = 8 + Math.floor(random() * 7), height = 8 + Math.floor(random() * 7);
      const density = 0.3 + 0.4 * random();
      const picture = Uint8Array.from({ length: width * height }, () => random() < density ? 1 : 0);
      const p = puzzleOf(picture, width, height);
      const sat = satSearch(p, unknownCells(p), 3, never, cadical);
      const depthFirst = solveNonogram(p, { limit: 3 });       // no SAT solver: the depth-first search alone
      assert.ok(sat.complete && depthFirst.complete);
      assert.strictEqual(sat.solutions.length, depthFirst.solutions.length, `trial ${trial}`);
      for (const s of sat.solutions) assert.ok(satisfies(p, s), `trial ${trial}`);
      assert.strictEqual(new Set(sat.solutions.map((s) => s.join(''))).size, sat.solutions.length);
      counts[sat.solutions.length]++;
    }
    assert.ok(counts[1] > 5 && counts[3] > 5, `solutions found per trial: ${counts}`);
  });

  it('decides a puzzle that needs the SAT stage: two solutions, the same two as the depth-first search alone', () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9);
    let solvers = 0;
    const counting: SatSolverFactory = () => { solvers++; return cadical(); };
    const r = solveNonogram(p, { satSolver: counting });
    assert.deepStrictEqual([r.solutions.length, r.complete, r.rating, solvers], [2, true, null, 1]);
    assert.ok(r.stats.searchNodes >= 100 && r.stats.searchNodes <= 101, `the depth-first search hands over after 100 nodes, not ${r.stats.searchNodes}`);
    for (const s of r.solutions) assert.ok(satisfies(p, s));
    assert.deepStrictEqual(new Set(r.solutions.map((s) => s.join(''))), new Set(solutions));
    const depthFirst = solveNonogram(p);
    assert.ok(depthFirst.stats.searchNodes > 100, `${depthFirst.stats.searchNodes} nodes`);
    assert.deepStrictEqual(new Set(depthFirst.solutions.map((s) => s.join(''))), new Set(solutions));
    const all = solveNonogram(p, { satSolver: cadical, limit: Infinity });
    assert.deepStrictEqual([all.solutions.length, all.complete], [2, true], 'exactly two when counting all');
  });

  it('starts from the belief propagation of the depth-first search\'s restart: the same search as a SAT search from the root alone', () => {
    const { puzzle: p } = staircaseAndDiagonal(9);
    const r = solveNonogram(p, { satSolver: cadical });
    const root = solveNonogram(p, { stopAfter: 'probing' });
    const alone = satSearch(p, Uint32Array.from(root.known, (q) => q < 0 ? 3 : q ? 2 : 1), 2, never, cadical);
    assert.ok(alone.conflicts > 100, `a search that learns: ${alone.conflicts} conflicts`);
    assert.deepStrictEqual([r.stats.conflicts, r.solutions.map((s) => s.join(''))], [alone.conflicts, alone.solutions.map((s) => s.join(''))]);
  });

  it("with satSolver 'later', stops where the SAT search would begin and continues there with the solver it is given", () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9);
    const stopped = solveNonogram(p, { satSolver: 'later' });
    assert.deepStrictEqual([stopped.complete, stopped.solutions.length, stopped.rating, typeof stopped.continueWithSat], [false, 0, null, 'function']);
    assert.ok(stopped.stats.searchNodes >= 100 && stopped.stats.searchNodes <= 101, `${stopped.stats.searchNodes} nodes`);
    let solvers = 0;
    const r = stopped.continueWithSat!(() => { solvers++; return cadical(); });
    assert.deepStrictEqual([r.complete, r.solutions.length, r.rating, solvers, r.continueWithSat], [true, 2, null, 1, undefined]);
    assert.deepStrictEqual(new Set(r.solutions.map((s) => s.join(''))), new Set(solutions));
    // the depth-first search is not done again: its nodes and line solves are those before the stop
    const direct = solveNonogram(p, { satSolver: cadical });
    assert.deepStrictEqual([r.stats.searchNodes, r.stats.lineSolves], [direct.stats.searchNodes, direct.stats.lineSolves]);
  });

  it("with satSolver 'later', finishes a puzzle that needs no SAT search as without it", () => {
    const { puzzle: p } = staircaseAndDiagonal(3);
    const r = solveNonogram(p, { satSolver: 'later' });
    const depthFirst = solveNonogram(p);
    assert.strictEqual(r.continueWithSat, undefined);
    assert.deepStrictEqual([r.complete, r.solutions.map((s) => s.join('')), r.stats.searchNodes], [true, depthFirst.solutions.map((s) => s.join('')), depthFirst.stats.searchNodes]);
  });

  it('solveNonogramWithCadical decides a puzzle that needs the SAT stage', async () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9);
    const r = await solveNonogramWithCadical(p, { limit: 2 });
    assert.deepStrictEqual([r.complete, r.solutions.length, r.rating], [true, 2, null]);
    assert.deepStrictEqual(new Set(r.solutions.map((s) => s.join(''))), new Set(solutions));
    assert.ok(r.stats.searchNodes >= 100 && r.stats.searchNodes <= 101, `${r.stats.searchNodes} nodes`);
  });

  it('reports its progress into the SAT search: the nodes it went on after, the time since the solve began, and the cells known before the search', () => {
    const { puzzle: p, solutions } = staircaseAndDiagonal(9, true);
    // a solver that takes 120 ms before its first poll, so that the SAT stage reports (every 100 ms at most)
    const slow: SatSolverFactory = () => {
      const solver = cadical();
      return { ...bind(solver), solve: (stop, limit) => { const t = Date.now(); while (Date.now() - t < 120); stop(); return solver.solve(stop, limit); } };
    };
    const seen: NonogramProgress[] = [];
    const r = solveNonogram(p, { satSolver: slow, onProgress: (progress) => seen.push(progress) });
    assert.deepStrictEqual(new Set(r.solutions.map((s) => s.join(''))), new Set(solutions));
    const first = seen.findIndex((s) => s.sat);
    assert.ok(first >= 0, JSON.stringify(seen));
    assert.ok(seen.slice(first).every((s) => s.sat && s.stage === 'search' && s.searchNodes === r.stats.searchNodes && s.knownCells < s.cells));
    assert.ok(seen.slice(0, first).every((s) => !s.sat));
    assert.ok(seen[first].ms >= 120 && seen.every((s, i) => i === 0 || s.ms >= seen[i - 1].ms), JSON.stringify(seen.map((s) => s.ms)));
    // line logic decides the two rows under the staircase, blank then black, and nothing else
    const width = p.width, open = '-'.repeat(width * (p.height - 2));
    assert.strictEqual(pictureString(r.known), `${open}${'0'.repeat(width)}${'1'.repeat(width)}`);
    assert.ok(seen.slice(first).every((s) => s.known === pictureString(r.known)));
  });

  it('starts from the phase hints and withdraws every one of them once the first solution is found', () => {
    const { puzzle: p } = staircaseAndDiagonal(9);
    const events: string[] = [];
    const hinted = new Set<number>(), withdrawn = new Set<number>();
    const watched: SatSolverFactory = () => {
      const solver = cadical();
      return {
        ...bind(solver),
        phase: (l) => { events.push('phase'); hinted.add(l); solver.phase(l); },
        unphase: (l) => { events.push('unphase'); withdrawn.add(l); solver.unphase(l); },
        solve: (s, c) => { events.push('solve'); return solver.solve(s, c); },
      };
    };
    const r = satSearch(p, unknownCells(p), 3, never, watched);
    assert.deepStrictEqual([r.complete, r.solutions.length], [true, 2]);
    for (const s of r.solutions) assert.ok(satisfies(p, s));
    // every open cell (its variable is its cell's index + 1) gets a hint, and the encoding's states more
    assert.ok([...Array(p.width * p.height).keys()].every((i) => hinted.has(i + 1) || hinted.has(-(i + 1))));
    assert.ok(hinted.size > p.width * p.height, `${hinted.size} hints`);
    assert.deepStrictEqual(withdrawn, hinted);
    const firstSolve = events.indexOf('solve');
    assert.ok(events.lastIndexOf('phase') < firstSolve && events.indexOf('unphase') > firstSolve);
    // the second solution is the diagonal's swap: one solve; the automaton finds no third within
    // its conflicts, and a solve over block starts proves there is none
    assert.strictEqual(events.filter((e) => e === 'solve').length, 3);
  });

  it('stops when asked in the SAT stage, and frees the solver', () => {
    const p = staircaseAndDiagonal(9).puzzle;
    let inSat = false, disposed = 0;
    const watched: SatSolverFactory = () => {
      inSat = true;
      const solver = cadical();
      return { ...bind(solver), dispose: () => { disposed++; solver.dispose(); } };
    };
    const r = solveNonogram(p, { satSolver: watched, shouldStop: () => inSat });
    assert.deepStrictEqual([r.complete, r.solutions.length, r.rating, disposed], [false, 0, null, 1]);
  });

  it('polls while it solves and stops at the first poll that says stop (pigeonhole PHP(11, 10))', () => {
    const solver = pigeonhole(cadical(), 11, 10);
    let polls = 0;
    assert.strictEqual(solver.solve(() => ++polls >= 200), null);
    assert.strictEqual(polls, 200);
    assert.ok(solver.conflicts() > 0);
    solver.dispose();
  });

  it('gives up a solve after the conflicts it is allowed, and can go on after it (pigeonhole PHP(11, 10))', () => {
    const solver = pigeonhole(cadical(), 11, 10);
    assert.strictEqual(solver.solve(never, 100), null);
    assert.strictEqual(solver.conflicts(), 100);
    assert.strictEqual(solver.solve(never, 250), null);
    assert.ok(solver.conflicts() >= 350 && solver.conflicts() <= 352, `${solver.conflicts()} conflicts`);
    solver.dispose();
    // a limit of Infinity is none: PHP(7, 6) proved as without one
    const other = pigeonhole(cadical(), 7, 6);
    assert.strictEqual(other.solve(never, Infinity), false);
    other.dispose();
  });

  it('gives back the memory a big solve grew: the next solver runs on a fresh module', async () => {
    const fresh = await newCadical(undefined, 0);
    const start = fresh.memoryBytes();
    const big = fresh();
    // ~40 MB of clauses: more than the module starts with
    const first = big.newVariables(1000);
    for (let k = 0; k < 600_000; k++) big.addClause([first + (k % 1000), -(first + ((k * 7 + 1) % 1000)), first + ((k * 13 + 5) % 1000)]);
    const grown = fresh.memoryBytes();
    assert.ok(grown > start, `${grown} > ${start}`);
    big.dispose();
    await fresh.renewed();
    assert.strictEqual(fresh.memoryBytes(), start);
    const p = staircaseAndDiagonal(9).puzzle;
    const r = solveNonogram(p, { satSolver: fresh, limit: Infinity });
    assert.deepStrictEqual([r.solutions.length, r.complete], [2, true]);
  });

  it('counts the conflicts of a proof of unsatisfiability (pigeonhole PHP(7, 6))', () => {
    const solver = pigeonhole(cadical(), 7, 6);
    assert.strictEqual(solver.solve(never), false);
    // resolution proofs of PHP(n+1, n) are exponential: hundreds of conflicts at n = 6
    assert.ok(solver.conflicts() > 100, `${solver.conflicts()} conflicts`);
    solver.dispose();
  });

  it('polls once per 50 turns of CaDiCaL\'s loop, not 10: PHP(7, 6)\'s proof polls fewer times than a fifth of its conflicts', () => {
    const solver = pigeonhole(cadical(), 7, 6);
    let polls = 0;
    assert.strictEqual(solver.solve(() => { polls++; return false; }), false);
    // 116 polls for 956 conflicts; CaDiCaL's default interval made 529
    const conflicts = solver.conflicts();
    assert.ok(polls > 0 && polls * 5 < conflicts, `${polls} polls, ${conflicts} conflicts`);
    solver.dispose();
  });
});

/** `solver` given the pigeonhole problem PHP(pigeons, holes): each pigeon in a hole, no two in one. */
function pigeonhole(solver: SatSolver, pigeons: number, holes: number): SatSolver {
  const first = solver.newVariables(pigeons * holes);
  const at = (p: number, h: number): number => first + p * holes + h;
  for (let p = 0; p < pigeons; p++) solver.addClause(Array.from({ length: holes }, (_, h) => at(p, h)));
  for (let h = 0; h < holes; h++) for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) solver.addClause([-at(p, h), -at(q, h)]);
  return solver;
}

/** A solver's methods bound to it, to be spread into a wrapper. */
function bind(solver: SatSolver): SatSolver {
  return {
    newVariables: (n) => solver.newVariables(n), addClause: (c) => solver.addClause(c), solve: (s, c) => solver.solve(s, c),
    value: (v) => solver.value(v), phase: (l) => solver.phase(l), unphase: (l) => solver.unphase(l), conflicts: () => solver.conflicts(), dispose: () => solver.dispose(),
  };
}

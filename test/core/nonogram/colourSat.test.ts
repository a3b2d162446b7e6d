// The SAT search for colour nonograms (core/nonogram/colourSat.ts) through CaDiCaL: the colour
// automaton against every colouring of short lines, its forward-backward against counting, the
// search against brute force and against the depth-first search on random pictures of 2-4 colours,
// the examples' colour nonograms, and a colour puzzle that needs the SAT stage.
import * as assert from 'assert';
import { readFileSync } from 'node:fs';
import { buildModel } from '../../../core/document';
import { nonogramsOf } from '../../../core/nonogram/build';
import { clueOfLine } from '../../../core/nonogram/checks';
import { colourForwardBackward, colourPattern, colourSatSearch, nextColourState } from '../../../core/nonogram/colourSat';
import type { Clue, NonogramPuzzle } from '../../../core/nonogram/puzzle';
import type { SatSolverFactory } from '../../../core/nonogram/satSearch';
import { solveNonogram } from '../../../core/nonogram/solve';
import { loadCadical } from '../../../threads/cadical';
import { bruteCount, puzzleOf, sameClue, satisfies, seeded } from './random';
import { staircaseAndDiagonal } from './needsSat';

const unknownCells = (p: NonogramPuzzle): Uint32Array => new Uint32Array(p.width * p.height).fill((1 << p.colours.length) - 1);
const never = (): boolean => false;
const key = (solutions: Uint8Array[]): string[] => solutions.map((s) => s.join('')).sort();

/** A random picture of `colours` colours besides blank, a share `density` of its cells painted. */
function randomPicture(random: () => number, cells: number, colours: number, density: number): Uint8Array {
  return Uint8Array.from({ length: cells }, () => random() < density ? 1 + Math.floor(random() * colours) : 0);
}

/** Whether the automaton of `clue` reads `line` to its end. */
function accepts(clue: Clue, line: Uint8Array): boolean {
  const pattern = colourPattern(clue);
  let state = 0;
  for (const v of line) { state = nextColourState(pattern, state, v); if (state < 0) return false; }
  return state === pattern.length;
}

describe('nonogram SAT search in colour (CaDiCaL)', () => {
  let cadical: SatSolverFactory;
  before(async () => { cadical = await loadCadical(); });

  it("a clue's colour automaton reads exactly the lines with that clue (every line of up to 6 cells in 3 colours and blank)", () => {
    const random = seeded(21);
    let accepted = 0;
    for (let trial = 0; trial < 40; trial++) {
      const n = 1 + Math.floor(random() * 6);
      const clue = clueOfLine(randomPicture(random, n, 3, 0.6), 0, 1, n);
      const line = new Uint8Array(n);
      for (let code = 0; code < 4 ** n; code++) {
        for (let i = 0, c = code; i < n; i++, c >>= 2) line[i] = c & 3;
        const same = sameClue(clueOfLine(line, 0, 1, n), clue);
        assert.strictEqual(accepts(clue, line), same, `${JSON.stringify(clue)} ${line.join('')}`);
        if (same) accepted++;
      }
    }
    assert.ok(accepted > 100, `${accepted} lines accepted`);
  });

  it("forward-backward gives each cell's share of the lines with the clue in each colour (uniform prior)", () => {
    const random = seeded(22);
    for (let trial = 0; trial < 30; trial++) {
      const n = 2 + Math.floor(random() * 5), k = 4;
      const clue = clueOfLine(randomPicture(random, n, 3, 0.5), 0, 1, n);
      const pattern = colourPattern(clue);
      const counts = new Float64Array(n * k);
      let total = 0;
      const line = new Uint8Array(n);
      for (let code = 0; code < k ** n; code++) {
        for (let i = 0, c = code; i < n; i++, c >>= 2) line[i] = c & 3;
        if (!accepts(clue, line)) continue;
        total++;
        line.forEach((v, i) => counts[i * k + v]++);
      }
      const w = pattern.length + 1;
      const posterior = colourForwardBackward(pattern, new Uint32Array(n).fill(15), new Float64Array(n * k).fill(1 / k), k,
        new Float64Array((n + 1) * w), new Float64Array((n + 1) * w))!;
      for (let i = 0; i < n * k; i++) assert.ok(Math.abs(posterior[i] - counts[i] / total) < 1e-9, `${JSON.stringify(clue)} cell ${i / k | 0}: ${posterior[i]} against ${counts[i] / total}`);
    }
  });

  it('decides 150 random puzzles of up to 4×4 in 2 to 4 colours as brute force does, each solution satisfying the clues', () => {
    const random = seeded(23);
    const found = [0, 0, 0, 0];
    for (let trial = 0; trial < 150; trial++) {
      const colours = 2 + trial % 3;
      const width = 2 + Math.floor(random() * 3), height = 2 + Math.floor(random() * 3);
      const p = puzzleOf(randomPicture(random, width * height, colours, 0.6), width, height, colours + 1);
      const r = colourSatSearch(p, unknownCells(p), 3, never, cadical);
      assert.ok(r.complete);
      assert.strictEqual(r.solutions.length, bruteCount(p, 3), `trial ${trial}`);
      for (const s of r.solutions) assert.ok(satisfies(p, s), `trial ${trial}`);
      assert.strictEqual(new Set(key(r.solutions)).size, r.solutions.length);
      found[r.solutions.length]++;
    }
    assert.ok(found[1] > 100 && found[2] + found[3] >= 5, `solutions found per trial: ${found}`);
  });

  it('finds the same solutions as the depth-first search on 120 random pictures of 5×5 to 12×12 in 2 to 4 colours', () => {
    const random = seeded(24);
    const found = [0, 0, 0, 0];
    for (let trial = 0; trial < 120; trial++) {
      const colours = 2 + trial % 3;
      const width = 5 + Math.floor(random() * 8), height = 5 + Math.floor(random() * 8);
      const p = puzzleOf(randomPicture(random, width * height, colours, 0.3 + 0.5 * random()), width, height, colours + 1);
      const sat = colourSatSearch(p, unknownCells(p), 3, never, cadical);
      const depthFirst = solveNonogram(p, { limit: 3 });       // no SAT solver: the depth-first search alone
      assert.ok(sat.complete && depthFirst.complete, `trial ${trial}`);
      for (const s of sat.solutions) assert.ok(satisfies(p, s), `trial ${trial}`);
      assert.strictEqual(new Set(key(sat.solutions)).size, sat.solutions.length);
      // with fewer than 3 solutions both found all of them
      if (depthFirst.solutions.length < 3) assert.deepStrictEqual(key(sat.solutions), key(depthFirst.solutions), `trial ${trial}`);
      else assert.strictEqual(sat.solutions.length, 3, `trial ${trial}`);
      found[sat.solutions.length]++;
    }
    assert.ok(found[1] > 20 && found[3] > 10, `solutions found per trial: ${found}`);
  });

  it("decides the examples' colour nonograms as the depth-first search does, from no cell known", () => {
    const puzzles = nonogramsOf(buildModel(readFileSync('examples/nonograms.logel', 'utf8'))).map((n) => n.puzzle).filter((p) => p.colours.length > 2);
    assert.ok(puzzles.length >= 1);
    for (const p of puzzles) {
      const sat = colourSatSearch(p, unknownCells(p), 2, never, cadical);
      const depthFirst = solveNonogram(p);
      assert.deepStrictEqual([sat.complete, key(sat.solutions)], [true, key(depthFirst.solutions)], p.name);
      assert.deepStrictEqual(key(sat.solutions), [p.goal!.join('')], p.name);
    }
  });

  it('decides a colour puzzle that needs the SAT stage: two solutions, the same two as the depth-first search alone', () => {
    const { puzzle: p, solutions } = colourStaircase(6);
    let solvers = 0;
    const counting: SatSolverFactory = () => { solvers++; return cadical(); };
    const r = solveNonogram(p, { satSolver: counting });
    assert.deepStrictEqual([r.solutions.length, r.complete, r.rating, solvers], [2, true, null, 1]);
    assert.ok(r.stats.searchNodes >= 100 && r.stats.searchNodes <= 101, `the depth-first search hands over after 100 nodes, not ${r.stats.searchNodes}`);
    assert.deepStrictEqual(key(r.solutions), solutions);
    const depthFirst = solveNonogram(p);
    assert.ok(depthFirst.stats.searchNodes > 100, `${depthFirst.stats.searchNodes} nodes`);
    assert.deepStrictEqual(key(depthFirst.solutions), solutions);
    const all = solveNonogram(p, { satSolver: cadical, limit: Infinity });
    assert.deepStrictEqual([all.solutions.length, all.complete], [2, true], 'exactly two when counting all');
    const later = solveNonogram(p, { satSolver: 'later' });
    assert.deepStrictEqual([later.complete, typeof later.continueWithSat], [false, 'function']);
    assert.deepStrictEqual(key(later.continueWithSat!(cadical).solutions), solutions);
  });

  it('with the diagonal fixed by a starting hint, the colour staircase is unique', () => {
    const { puzzle, solutions } = colourStaircase(6);
    const hints = new Int8Array(puzzle.width * puzzle.height).fill(-1);
    const diagonal = solutions[0].indexOf('2');
    hints[diagonal] = 2;
    const r = solveNonogram({ ...puzzle, hints }, { satSolver: cadical });
    assert.deepStrictEqual([r.complete, r.rating, key(r.solutions)], [true, 'search', [solutions[0]]]);
  });

  it('gives the solver no tautology (a transition that is its state makes none)', () => {
    const { puzzle: p, solutions } = colourStaircase(4);
    const clauses: number[][] = [];
    const watched: SatSolverFactory = () => {
      const solver = cadical();
      return {
        newVariables: (n) => solver.newVariables(n), addClause: (c) => { clauses.push([...c]); solver.addClause(c); }, value: (v) => solver.value(v),
        conflicts: () => solver.conflicts(), dispose: () => solver.dispose(), phase: (l) => solver.phase(l), unphase: (l) => solver.unphase(l),
        solve: (s) => solver.solve(s),
      };
    };
    const r = colourSatSearch(p, unknownCells(p), 3, never, watched);
    assert.deepStrictEqual([r.complete, key(r.solutions)], [true, solutions]);
    assert.deepStrictEqual(clauses.filter((c) => c.some((l) => c.includes(-l))), []);
    assert.ok(clauses.length > 1000, `${clauses.length} clauses`);
  });

  it('starts from phase hints and withdraws every one of them once the first solution is found', () => {
    const { puzzle: p } = colourStaircase(4);
    const events: string[] = [];
    const hinted = new Set<number>(), withdrawn = new Set<number>();
    const watched: SatSolverFactory = () => {
      const solver = cadical();
      return {
        newVariables: (n) => solver.newVariables(n), addClause: (c) => solver.addClause(c), value: (v) => solver.value(v),
        conflicts: () => solver.conflicts(), dispose: () => solver.dispose(),
        phase: (l) => { events.push('phase'); hinted.add(l); solver.phase(l); },
        unphase: (l) => { events.push('unphase'); withdrawn.add(l); solver.unphase(l); },
        solve: (s) => { events.push('solve'); return solver.solve(s); },
      };
    };
    const r = colourSatSearch(p, unknownCells(p), 3, never, watched);
    assert.deepStrictEqual([r.complete, r.solutions.length], [true, 2]);
    // every cell's colours (the first variables, three a cell) get a hint, and the automata's states more
    const cells = p.width * p.height;
    assert.ok([...Array(3 * cells).keys()].every((i) => hinted.has(i + 1) || hinted.has(-(i + 1))));
    assert.ok(hinted.size > 3 * cells, `${hinted.size} hints`);
    assert.deepStrictEqual(withdrawn, hinted);
    const firstSolve = events.indexOf('solve');
    assert.ok(events.lastIndexOf('phase') < firstSolve && events.indexOf('unphase') > firstSolve);
    assert.strictEqual(events.filter((e) => e === 'solve').length, 3);
  });
});

/** needsSat.ts's staircase in colour 1 with its two-way diagonal in colour 2: the staircase is as
 *  hard for the depth-first search as in black and white, and the diagonal still two ways. */
function colourStaircase(dominoes: number): { puzzle: NonogramPuzzle; solutions: string[] } {
  const { puzzle: bw, solutions } = staircaseAndDiagonal(dominoes);
  const { width, height } = bw, side = width - 2;
  const pictures = solutions.map((s) => Uint8Array.from(s, (c, i) => c === '1' ? (Math.floor(i / width) >= side ? 2 : 1) : 0));
  const puzzle = puzzleOf(pictures[0], width, height, 3);
  assert.ok(satisfies(puzzle, pictures[1]));
  return { puzzle, solutions: key(pictures) };
}

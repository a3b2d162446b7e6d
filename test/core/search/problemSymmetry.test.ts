import * as assert from 'assert';
import { buildCoverMatrix } from '../../../core/search/coverMatrix';
import { parseDlx } from '../../../core/search/dlxFormat';
import { addSearchStats, ExactCoverProblem, SearchControl, solveExactCover } from '../../../core/search/exactCover';
import { findRootOrbits } from '../../../core/search/problemSymmetry';
import { seeded as random } from '../../seeded';

const methods = ['liveBits', 'dancingCells'] as const;

function problemOf(dlx: string): { problem: ExactCoverProblem; itemNames: string[] } {
  const parsed = parseDlx(dlx);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join('\n'));
  return { problem: parsed.problem, itemNames: parsed.itemNames };
}

function queens(n: number): ExactCoverProblem {
  const lines = [[...Array.from({ length: n }, (_, r) => `r${r} c${r}`), '|', ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return problemOf(lines.join('\n')).problem;
}

// Value k in two slots k+1 apart; a sequence and its mirror image both counted.
function langford(n: number): ExactCoverProblem {
  const options: number[][] = [];
  for (let k = 1; k <= n; k++) for (let i = 0; i + k + 1 < 2 * n; i++) options.push([k - 1, n + i, n + i + k + 1]);
  return { itemCount: 3 * n, primaryCount: 3 * n, options };
}

const PENTOMINOES: Record<string, string[]> = {
  F: ['.##', '##.', '.#.'], I: ['#####'], L: ['####', '#...'], N: ['##..', '.###'],
  P: ['##', '##', '#.'], T: ['###', '.#.', '.#.'], U: ['#.#', '###'], V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'], X: ['.#.', '###', '.#.'], Y: ['.#..', '####'], Z: ['##.', '.#.', '.##'],
};

// Pentominoes on a board (all 8 orientations, no symmetry broken): tile items, then cells.
function pentominoes(width: number, height: number, hole: (x: number, y: number) => boolean = () => false): { problem: ExactCoverProblem; itemNames: string[] } {
  const inside = (x: number, y: number) => x < width && y < height && !hole(x, y);
  const items = Object.keys(PENTOMINOES);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside(x, y)) items.push(`${x}.${y}`);
  const lines = [items.join(' ')];
  for (const [name, art] of Object.entries(PENTOMINOES)) {
    const cells: [number, number][] = [];
    art.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '#') cells.push([x, y]); }));
    const shapes = new Map<string, [number, number][]>();
    for (let t = 0; t < 8; t++) {
      const moved = cells.map(([x, y]): [number, number] => {
        let [a, b] = t & 4 ? [y, x] : [x, y];
        if (t & 1) a = -a;
        if (t & 2) b = -b;
        return [a, b];
      });
      const mx = Math.min(...moved.map((c) => c[0])), my = Math.min(...moved.map((c) => c[1]));
      const shape = moved.map(([x, y]): [number, number] => [x - mx, y - my]).sort((p, q) => p[1] - q[1] || p[0] - q[0]);
      shapes.set(JSON.stringify(shape), shape);
    }
    for (const shape of shapes.values()) {
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
        if (shape.every(([dx, dy]) => inside(x + dx, y + dy))) lines.push([name, ...shape.map(([dx, dy]) => `${x + dx}.${y + dy}`)].join(' '));
      }
    }
  }
  return problemOf(lines.join('\n'));
}

// A random problem made symmetric: its options and their images under a random pairing of
// items of the same kind (and multiplicity), with some options repeated.
function symmetricProblem(seed: number): ExactCoverProblem {
  const next = random(seed);
  const itemCount = 6 + Math.floor(next() * 10);
  const primaryCount = itemCount - Math.floor(next() * 3);
  const multiplicity = seed % 5 === 0 ? Array.from({ length: primaryCount }, (_, i) => 1 + (i % 3 === 2 ? 1 : 0)) : undefined;
  const kind = (i: number) => (i >= primaryCount ? -1 : multiplicity ? multiplicity[i] : 1);
  const pair = Array.from({ length: itemCount }, (_, i) => i);
  const order = pair.slice().sort(() => next() - 0.5);
  for (let k = 0; k + 1 < order.length; k += 2) {
    const [a, b] = [order[k], order[k + 1]];
    if (kind(a) === kind(b) && next() < 0.8) [pair[a], pair[b]] = [b, a];
  }
  const options: number[][] = [];
  for (let o = 8 + Math.floor(next() * 16); o > 0; o--) {
    const option: number[] = [];
    for (let i = 0; i < itemCount; i++) if (next() < 0.3) option.push(i);
    options.push(option, option.map((i) => pair[i]));
    if (next() < 0.1) options.push(option.slice());
  }
  return { itemCount, primaryCount, options, multiplicity };
}

const count = (problem: ExactCoverProblem, control: Partial<SearchControl> = {}) => solveExactCover(problem, { mode: 'count', ...control });

describe('counting by orbits of the symmetries of a problem (problemSymmetry.ts)', () => {
  it('counts n queens (4..9) and Langford pairs (3, 4, 7, 8) by orbits, by both methods, as the published counts', () => {
    const cases: [string, ExactCoverProblem, number][] = [
      ...[2, 10, 4, 40, 92, 352].map((total, k): [string, ExactCoverProblem, number] => [`${k + 4} queens`, queens(k + 4), total]),
      ...([[3, 2], [4, 2], [7, 52], [8, 300]] as const).map(([n, total]): [string, ExactCoverProblem, number] => [`Langford ${n}`, langford(n), total]),
    ];
    for (const [name, problem, total] of cases) {
      for (const method of methods) {
        for (const memo of [true, false]) {
          const stats = count(problem, { method, memo, symmetry: true });
          assert.strictEqual(stats.solutions, BigInt(total), `${name} by ${method}, memo ${memo}`);
          assert.ok(stats.symmetry, `${name}: a symmetry found`);
          assert.ok(stats.placements < count(problem, { method, memo }).placements, `${name}: fewer placements by ${method}`);
        }
      }
    }
  });

  it("finds the square's 8 symmetries in Scott's pentomino square: the X in 4 orbits (8, 8, 4, 4) of its 24 positions, 520 solutions", () => {
    const { problem, itemNames } = pentominoes(8, 8, (x, y) => x >= 3 && x <= 4 && y >= 3 && y <= 4);
    const orbits = findRootOrbits(buildCoverMatrix(problem));
    assert.ok(orbits);
    assert.strictEqual(itemNames[orbits.item], 'X');
    assert.deepStrictEqual([orbits.options, Array.from(orbits.weight).sort((a, b) => b - a)], [24, [8, 8, 4, 4]]);
    assert.strictEqual(count(problem, { symmetry: true }).solutions, 520n);
  });

  it('finds the 4 symmetries of a 5x12 rectangle: the X in 10 orbits of its 30 positions (4 on the middle row in twos), 4,040 solutions', () => {
    const { problem, itemNames } = pentominoes(12, 5);
    const orbits = findRootOrbits(buildCoverMatrix(problem));
    assert.ok(orbits);
    assert.strictEqual(itemNames[orbits.item], 'X');
    assert.deepStrictEqual(Array.from(orbits.weight).sort(), [2, 2, 2, 2, 2, 4, 4, 4, 4, 4]);
    assert.strictEqual(count(problem, { symmetry: true }).solutions, 4040n);
  });

  it('counts 300 random problems made symmetric (secondary items, multiplicities, repeated options) as without', () => {
    let used = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const problem = symmetricProblem(seed);
      const plain = count(problem, { method: 'dancingCells' }).solutions;
      for (const method of methods) {
        const stats = count(problem, { method, symmetry: true });
        assert.strictEqual(stats.solutions, plain, `seed ${seed} by ${method}`);
        if (stats.symmetry) used++;
      }
    }
    assert.ok(used >= 100, `${used} counts by orbits`);
  });

  it('rejects a map of the items that keeps which items share options but not the options (a Pasch configuration)', () => {
    // Items 1..6, the triples 123 145 246 356 and every single item: each two items share at
    // most one triple, so the pairs alone have more symmetries (48) than the options (24).
    const triples = [[0, 1, 2], [0, 3, 4], [1, 3, 5], [2, 4, 5]];
    const problem: ExactCoverProblem = { itemCount: 6, primaryCount: 6, options: [...triples, ...Array.from({ length: 6 }, (_, i) => [i])] };
    const stats = count(problem, { symmetry: true });
    assert.strictEqual(stats.solutions, 5n);
    assert.deepStrictEqual(stats.symmetry && { options: stats.symmetry.options, orbits: stats.symmetry.orbits }, { options: 3, orbits: 2 });
  });

  it('leaves a problem without symmetries as it is', () => {
    const knuth = problemOf('a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n').problem;
    const stats = count(knuth, { symmetry: true });
    assert.deepStrictEqual([stats.solutions, stats.symmetry], [1n, undefined]);
  });

  it('splits a count by orbits into shares that add up to it', () => {
    for (const problem of [queens(8), langford(7), symmetricProblem(17)]) {
      for (const method of methods) {
        // A whole search as one share: dancing cells breaks ties between items alike in shares only.
        const whole = count(problem, { method, symmetry: true, memo: false, share: { index: 0, count: 1 } });
        const shares = Array.from({ length: 5 }, (_, index) => count(problem, { method, symmetry: true, memo: false, share: { index, count: 5 } }));
        const sum = addSearchStats(shares);
        assert.deepStrictEqual([sum.solutions, sum.placements, sum.deadEnds], [whole.solutions, whole.placements, whole.deadEnds], method);
      }
    }
  });
});

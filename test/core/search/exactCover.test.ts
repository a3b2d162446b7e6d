import * as assert from 'assert';
import { ExactCoverProblem, SearchControl, SearchStats, solveExactCover } from '../../../core/search/exactCover';
import { parseDlx } from '../../../core/search/dlxFormat';
import { seeded as random } from '../../seeded';

const methods = ['liveBits', 'dancingCells'] as const;

function problemOf(dlx: string): ExactCoverProblem {
  const parsed = parseDlx(dlx);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join('\n'));
  return parsed.problem;
}

// n queens: rows and columns primary, both diagonal directions secondary.
function queensDlx(n: number): string {
  const rows = Array.from({ length: n }, (_, r) => `r${r}`);
  const cols = Array.from({ length: n }, (_, c) => `c${c}`);
  const diagonals = Array.from({ length: 2 * n - 1 }, (_, d) => [`a${d}`, `b${d}`]).flat();
  const lines = [[...rows, ...cols, '|', ...diagonals].join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n') + '\n';
}

// Polyominoes in a w x h rectangle, each tile `copies` times; one item per tile and cell.
function polyominoDlx(tiles: Record<string, string[]>, w: number, h: number, copies: Record<string, number> = {}): string {
  const items = Object.keys(tiles).map((t) => (copies[t] ?? 1) === 1 ? t : `${copies[t]}|${t}`);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) items.push(`${x}.${y}`);
  const lines = [items.join(' ')];
  for (const [name, art] of Object.entries(tiles)) {
    const cells: [number, number][] = [];
    art.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '#') cells.push([x, y]); }));
    const shapes = new Set<string>();
    for (let t = 0; t < 8; t++) {
      const moved = cells.map(([x, y]) => {
        let [a, b] = t & 4 ? [y, x] : [x, y];
        if (t & 1) a = -a;
        if (t & 2) b = -b;
        return [a, b];
      });
      const mx = Math.min(...moved.map((c) => c[0]));
      const my = Math.min(...moved.map((c) => c[1]));
      shapes.add(JSON.stringify(moved.map(([a, b]) => [a - mx, b - my]).sort((p, q) => p[0] - q[0] || p[1] - q[1])));
    }
    for (const shape of shapes) {
      const offsets = JSON.parse(shape) as [number, number][];
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
        if (offsets.every(([dx, dy]) => x + dx < w && y + dy < h)) lines.push([name, ...offsets.map(([dx, dy]) => `${x + dx}.${y + dy}`)].join(' '));
      }
    }
  }
  return lines.join('\n') + '\n';
}

const PENTOMINOES: Record<string, string[]> = {
  F: ['.##', '##.', '.#.'], I: ['#####'], L: ['####', '#...'], N: ['##..', '.###'],
  P: ['##', '##', '#.'], T: ['###', '.#.', '.#.'], U: ['#.#', '###'], V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'], X: ['.#.', '###', '.#.'], Y: ['.#..', '####'], Z: ['##.', '.#.', '.##'],
};

// Counts solutions by trying every subset of options: the reference for small problems.
// As in Knuth's programs, an option without a primary item is never chosen.
function bruteForceCount(problem: ExactCoverProblem): number {
  const { itemCount, primaryCount } = problem;
  const options = problem.options.filter((option) => Array.from(option).some((i) => i < primaryCount));
  let count = 0;
  const covered = new Int32Array(itemCount);
  for (let subset = 0; subset < 1 << options.length; subset++) {
    covered.fill(0);
    options.forEach((option, o) => {
      if (subset & (1 << o)) for (let k = 0; k < option.length; k++) covered[option[k]]++;
    });
    let ok = true;
    for (let i = 0; i < itemCount && ok; i++) {
      const want = i < primaryCount ? (problem.multiplicity ? problem.multiplicity[i] : 1) : -1;
      ok = want >= 0 ? covered[i] === want : covered[i] <= 1;
    }
    if (ok) count++;
  }
  return count;
}

function randomProblem(seed: number): ExactCoverProblem {
  const next = random(seed);
  const itemCount = 3 + Math.floor(next() * 6);
  const primaryCount = 1 + Math.floor(next() * itemCount);
  const optionCount = 4 + Math.floor(next() * 11);
  const options: number[][] = [];
  for (let o = 0; o < optionCount; o++) {
    const option: number[] = [];
    for (let i = 0; i < itemCount; i++) if (next() < 0.35) option.push(i);
    options.push(option);
  }
  const problem: ExactCoverProblem = { itemCount, primaryCount, options };
  if (seed % 3 === 0) problem.multiplicity = Array.from({ length: primaryCount }, () => Math.floor(next() * 3));
  return problem;
}

// Checks that a solution covers each primary item exactly its multiplicity and each
// secondary item at most once, and returns its options as a sorted key.
function checkCover(problem: ExactCoverProblem, chosen: Int32Array, length: number): string {
  const covered = new Int32Array(problem.itemCount);
  const picked = Array.from(chosen.subarray(0, length)).sort((a, b) => a - b);
  for (const o of picked) for (const i of Array.from(problem.options[o])) covered[i]++;
  for (let i = 0; i < problem.itemCount; i++) {
    if (i < problem.primaryCount) assert.strictEqual(covered[i], problem.multiplicity ? problem.multiplicity[i] : 1, `item ${i}`);
    else assert.ok(covered[i] <= 1, `secondary item ${i} covered ${covered[i]} times`);
  }
  return picked.join(' ');
}

function solve(problem: ExactCoverProblem, control: SearchControl): SearchStats {
  return solveExactCover(problem, control);
}

describe('exact cover search', () => {
  for (const method of methods) {
    describe(method, () => {
      it('counts the 92 and 724 solutions of 8 and 10 queens (diagonals secondary)', () => {
        assert.strictEqual(solve(problemOf(queensDlx(8)), { mode: 'count', method }).solutions, 92n);
        assert.strictEqual(solve(problemOf(queensDlx(10)), { mode: 'count', method }).solutions, 724n);
      });

      it('counts the 8 pentomino tilings of the 3x20 rectangle', () => {
        const stats = solve(problemOf(polyominoDlx(PENTOMINOES, 20, 3)), { mode: 'count', method });
        assert.strictEqual(stats.solutions, 8n);
        assert.ok(stats.placements > 0 && stats.deadEnds > 0);
        assert.strictEqual(stats.cancelled, false);
      });

      it('agrees with brute force on 300 random problems, with secondary items and multiplicities', () => {
        for (let seed = 1; seed <= 300; seed++) {
          const problem = randomProblem(seed);
          const keys = new Set<string>();
          const stats = solve(problem, {
            mode: 'all', method,
            onSolution: (chosen, length) => { keys.add(checkCover(problem, chosen, length)); },
          });
          assert.strictEqual(stats.solutions, BigInt(bruteForceCount(problem)), `seed ${seed}`);
          assert.strictEqual(BigInt(keys.size), stats.solutions, `seed ${seed}: a solution found twice`);
        }
      });

      it('finds each set of options once when a tile is used twice (tile L x2)', () => {
        // Two L trominoes and one I tromino fill a 3x3 square.
        const tiles = { L: ['#.', '##'], I: ['###'] };
        const problem = problemOf(polyominoDlx(tiles, 3, 3, { L: 2 }));
        const keys = new Set<string>();
        const stats = solve(problem, { mode: 'all', method, onSolution: (c, n) => { keys.add(checkCover(problem, c, n)); } });
        assert.strictEqual(stats.solutions, 8n);
        assert.strictEqual(keys.size, 8);
      });

      it("'first' stops after the limit, with real covers", () => {
        const problem = problemOf(queensDlx(8));
        const found: string[] = [];
        const stats = solve(problem, { mode: 'first', limit: 5, method, onSolution: (c, n) => { found.push(checkCover(problem, c, n)); } });
        assert.strictEqual(stats.solutions, 5n);
        assert.strictEqual(new Set(found).size, 5);
        assert.strictEqual(solve(problem, { mode: 'first', method }).solutions, 1n);
      });

      it('stops when onSolution returns false', () => {
        let calls = 0;
        const stats = solve(problemOf(queensDlx(8)), { mode: 'all', method, onSolution: () => ++calls < 3 });
        assert.strictEqual(calls, 3);
        assert.strictEqual(stats.solutions, 3n);
        assert.strictEqual(stats.cancelled, false);
      });

      it('stops at the first poll after shouldStop turns true, and reports progress', () => {
        const problem = problemOf(queensDlx(14));
        // A clock the test drives: 50 ms pass between two readings, so the search polls at every
        // node and reports progress at every second poll, however fast the machine is.
        let now = 0;
        let polls = 0;
        let pollsAfterCancel = 0;
        const progress: SearchStats[] = [];
        const stats = solve(problem, {
          mode: 'count', method,
          clock: () => (now += 50),
          shouldStop: () => {
            if (++polls < 40) return false;
            pollsAfterCancel++;
            return true;
          },
          onProgress: (s) => progress.push(s),
        });
        assert.strictEqual(stats.cancelled, true);
        assert.strictEqual(pollsAfterCancel, 1);
        assert.ok(stats.solutions < 365596);
        assert.ok(progress.length >= 10, `${progress.length} progress reports`);
        assert.ok(progress.every((p, k) => k === 0 || (p.placements >= progress[k - 1].placements && p.ms > progress[k - 1].ms)));
        assert.ok(progress[progress.length - 1].placements <= stats.placements);
        assert.strictEqual(stats.ms, now - 50);
      });

      it('a listing whose solutions come closer than a poll\'s nodes still reports progress and sees a cancel', () => {
        // 16 items, each covered by either of two options: 65,536 solutions, one every node or two.
        const items = Array.from({ length: 16 }, (_, i) => `i${i}`);
        const problem = problemOf([items.join(' '), ...items.flatMap((i) => [i, i])].join('\n') + '\n');
        // A clock the test drives: each solution takes 1 ms.
        let now = 0;
        let listed = 0;
        const progress: { ms: number; solutions: number; listed: number }[] = [];
        const stats = solve(problem, {
          mode: 'all', method,
          clock: () => now,
          onSolution: () => { listed++; now++; },
          onProgress: (p) => progress.push({ ms: p.ms, solutions: Number(p.solutions), listed }),
          shouldStop: () => now >= 20_000,
        });
        assert.strictEqual(stats.cancelled, true);
        // Stopped at the first poll after 20 s: at most 20 ms of solutions later.
        assert.ok(listed >= 20_000 && listed <= 20_020, `${listed} solutions listed`);
        // A report every 100 ms, each with the solutions listed so far.
        assert.ok(progress.length >= 20_000 / 120, `${progress.length} progress reports`);
        progress.forEach((p, k) => assert.ok(p.ms - (k === 0 ? 0 : progress[k - 1].ms) <= 130, `report ${k} at ${p.ms} ms`));
        for (const p of progress) assert.strictEqual(p.solutions, p.listed);
      });
    });
  }

  it('gives the same counts by both methods on 40 larger random problems', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed * 7919);
      const itemCount = 12 + Math.floor(next() * 10);
      const options = Array.from({ length: 40 + Math.floor(next() * 60) }, () => {
        const option: number[] = [];
        for (let i = 0; i < itemCount; i++) if (next() < 0.18) option.push(i);
        return option;
      });
      const problem: ExactCoverProblem = { itemCount, primaryCount: itemCount - 3, options };
      if (seed % 4 === 0) problem.multiplicity = Array.from({ length: itemCount - 3 }, (_, i) => 1 + (i % 2));
      const counts = methods.map((method) => solve(problem, { mode: 'count', method }).solutions);
      assert.strictEqual(counts[0], counts[1], `seed ${seed}`);
    }
  });

  // Counts `problem` with the memo, without it and by dancing cells: the same count, and never
  // more placements with the memo. Whether the memo saved any.
  const memoSaves = (problem: ExactCoverProblem, label: string): boolean => {
    const memo = solve(problem, { mode: 'count', method: 'liveBits' });
    const plain = solve(problem, { mode: 'count', method: 'liveBits', memo: false });
    assert.strictEqual(memo.solutions, plain.solutions, label);
    assert.strictEqual(solve(problem, { mode: 'count', method: 'dancingCells' }).solutions, plain.solutions, label);
    assert.ok(memo.placements <= plain.placements, `${label}: ${memo.placements} > ${plain.placements}`);
    return memo.placements < plain.placements;
  };

  it('counts a subtree met again once: the counts of the whole search, in fewer placements', () => {
    const pentominoes = (names: string) => Object.fromEntries([...names].map((n) => [n, PENTOMINOES[n]]));
    const rectangles = [problemOf(polyominoDlx(PENTOMINOES, 20, 3)), problemOf(polyominoDlx(pentominoes('FILNPTUV'), 8, 5))];
    const next = random(4242);
    const randoms = Array.from({ length: 40 }, () => {
      const itemCount = 14 + Math.floor(next() * 8);
      const options = Array.from({ length: 40 + Math.floor(next() * 50) }, () => {
        const option: number[] = [];
        for (let i = 0; i < itemCount; i++) if (next() < 0.2) option.push(i);
        return option;
      });
      return { itemCount, primaryCount: itemCount, options };
    });
    const saved = [...rectangles, ...randoms].filter((problem, k) => memoSaves(problem, `problem ${k}`)).length;
    const [three, five] = rectangles.map((problem) => solve(problem, { mode: 'count', method: 'liveBits' }));
    assert.strictEqual(three.solutions, 8n);
    assert.ok(five.placements < solve(rectangles[1], { mode: 'count', method: 'liveBits', memo: false }).placements);
    assert.ok(saved >= 2, `${saved} problems with fewer placements`);
  });

  it('counts a subtree met again once with secondary items too: a node is named by its uncovered secondary items as well', () => {
    const next = random(777);
    let saved = 0;
    for (let k = 0; k < 60; k++) {
      const itemCount = 16 + Math.floor(next() * 8);
      const secondary = 3 + Math.floor(next() * 5);
      const options = Array.from({ length: 50 + Math.floor(next() * 50) }, () => {
        const option: number[] = [];
        for (let i = 0; i < itemCount; i++) if (next() < (i >= itemCount - secondary ? 0.3 : 0.18)) option.push(i);
        return option;
      });
      if (memoSaves({ itemCount, primaryCount: itemCount - secondary, options }, `problem ${k}`)) saved++;
    }
    assert.ok(saved >= 5, `${saved} problems with fewer placements`);
  });

  it('counts a subtree met again once with multiplicities too: a node is named by its live options and the covers still needed', () => {
    // Domino tilings, the domino one tile placed 15 or 18 times: 1,183 of 5x6 and 6,728 of 6x6.
    for (const [w, h, total] of [[6, 5, 1183], [6, 6, 6728]]) {
      const problem = problemOf(polyominoDlx({ D: ['##'] }, w, h, { D: (w * h) / 2 }));
      assert.ok(memoSaves(problem, `dominoes ${w}x${h}`));
      assert.strictEqual(solve(problem, { mode: 'count', method: 'liveBits' }).solutions, BigInt(total));
    }
    const next = random(99);
    let saved = 0;
    for (let k = 0; k < 60; k++) {
      const itemCount = 10 + Math.floor(next() * 8);
      const options = Array.from({ length: 30 + Math.floor(next() * 40) }, () => {
        const option: number[] = [];
        for (let i = 0; i < itemCount; i++) if (next() < 0.2) option.push(i);
        return option;
      });
      const primaryCount = itemCount - Math.floor(next() * 3);
      const multiplicity = Array.from({ length: primaryCount }, () => 1 + Math.floor(next() * 2.4));
      if (memoSaves({ itemCount, primaryCount, options, multiplicity }, `problem ${k}`)) saved++;
    }
    assert.ok(saved >= 5, `${saved} problems with fewer placements`);
  });

  // Langford pairs: value k in two slots k+1 apart; 35,584 sequences for n = 11 (a sequence
  // and its mirror image both counted).
  function langford(n: number): ExactCoverProblem {
    const options: number[][] = [];
    for (let k = 1; k <= n; k++) for (let i = 0; i + k + 1 < 2 * n; i++) options.push([k - 1, n + i, n + i + k + 1]);
    return { itemCount: 3 * n, primaryCount: 3 * n, options };
  }

  it('stops the memo altogether where it finds nothing (n queens) and keeps it where it pays (Langford pairs)', () => {
    // 12 queens: the memo meets no subtree again in its first look-ups, and stops before
    // the first hit (it would come later): the search is the one without the memo.
    const queens = problemOf(queensDlx(12));
    const withMemo = solve(queens, { mode: 'count', method: 'liveBits' });
    const without = solve(queens, { mode: 'count', method: 'liveBits', memo: false });
    assert.strictEqual(withMemo.solutions, 14200n);
    assert.deepStrictEqual([withMemo.placements, withMemo.deadEnds], [without.placements, without.deadEnds]);
    // Langford pairs 11: the memo stops at its shallow levels first, while it hits at the
    // deepest; that level keeps it, and it saves placements.
    assert.ok(memoSaves(langford(11), 'Langford pairs 11'));
    assert.strictEqual(solve(langford(11), { mode: 'count', method: 'liveBits' }).solutions, 35584n);
  });

  it('keeps no more subtrees than its memory allows, and counts the same', () => {
    // Langford pairs 11 keeps more than a small memo's 768 entries (1,024 slots, three quarters
    // full): it searches more than with the full memo, fewer than without one.
    const full = solve(langford(11), { mode: 'count', method: 'liveBits' });
    const small = solve(langford(11), { mode: 'count', method: 'liveBits', memoBytes: 1 });
    const none = solve(langford(11), { mode: 'count', method: 'liveBits', memo: false });
    assert.deepStrictEqual([full.solutions, small.solutions], [35584n, 35584n]);
    assert.ok(full.placements < small.placements && small.placements < none.placements, `${full.placements}, ${small.placements}, ${none.placements}`);
  });

  it('counts the empty cover of a problem without primary items once', () => {
    assert.strictEqual(solve({ itemCount: 1, primaryCount: 0, options: [[0]] }, { mode: 'count' }).solutions, 1n);
  });

  it('finds nothing when a primary item has no option', () => {
    const stats = solve({ itemCount: 2, primaryCount: 2, options: [[0]] }, { mode: 'count' });
    assert.strictEqual(stats.solutions, 0n);
    assert.strictEqual(stats.deadEnds, 1);
  });
});

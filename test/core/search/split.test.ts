import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { parseDlx } from '../../../core/search/dlxFormat';
import { standardLibrary } from '../../../core/language/library';
import { addSearchStats, ExactCoverProblem, SearchShare, SearchStats, solveExactCover } from '../../../core/search/exactCover';
import { addSolveResults, prepareForm, solvePrepared } from '../../../core/tiling/solve';

const methods = ['liveBits', 'dancingCells'] as const;

function problemOf(dlx: string): ExactCoverProblem {
  const parsed = parseDlx(dlx);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.problem;
}

function queensDlx(n: number): string {
  const lines = [[...Array.from({ length: n }, (_, r) => `r${r} c${r}`), '|', ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n');
}

// Dominoes and L trominoes (the L twice) in a w x h rectangle: multiplicities, many solutions.
function tilesDlx(w: number, h: number): string {
  const cell = (x: number, y: number) => `${x}.${y}`;
  const items = ['2|L'];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) items.push(cell(x, y));
  items.push('|', 'D');
  const lines = [items.join(' ')];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    if (x + 1 < w) lines.push(`${cell(x, y)} ${cell(x + 1, y)}`);
    if (y + 1 < h) lines.push(`${cell(x, y)} ${cell(x, y + 1)}`);
    if (x + 1 < w && y + 1 < h) {
      const square = [cell(x, y), cell(x + 1, y), cell(x, y + 1), cell(x + 1, y + 1)];
      for (let gap = 0; gap < 4; gap++) lines.push(['L', ...square.filter((_, k) => k !== gap)].join(' '));
    }
  }
  // A secondary item on a few options, so that some solutions are cut by it.
  lines.push(`D ${cell(0, 0)} ${cell(1, 0)}`, `D ${cell(0, 1)} ${cell(1, 1)}`);
  return lines.join('\n');
}

// Subtree numbers handed out at random among the shares, as threads that claim from a
// shared counter would get them: increasing for each share, each number to one share.
function claimsAtRandom(count: number, seed: number): SearchShare['claim'][] {
  const owners: number[] = [];
  const owner = (k: number) => {
    while (owners.length <= k) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      owners.push((seed >>> 16) % count);
    }
    return owners[k];
  };
  return Array.from({ length: count }, (_, index) => {
    let last = -1;
    return () => {
      do last++; while (owner(last) !== index && last < 1 << 20);
      return last;
    };
  });
}

const stripped = (s: SearchStats) => ({ placements: s.placements, deadEnds: s.deadEnds, solutions: s.solutions });

describe('searching in shares', () => {
  const problems: [string, ExactCoverProblem][] = [
    ['8 queens', problemOf(queensDlx(8))],
    ['10 queens', problemOf(queensDlx(10))],
    ['dominoes and two L trominoes, 4x5', problemOf(tilesDlx(5, 4))],
    ['one option', problemOf('a b\na b\n')],
    ['no solution', problemOf('a b c\na b\nb c\n')],
  ];
  for (const method of methods) {
    for (const [name, problem] of problems) {
      it(`${method}: the shares of ${name} add up to the whole search, for 1, 2, 3 and 7 shares`, () => {
        // Dancing cells searches in a fixed order only when split: its whole is one share of one.
        // Without the memo of subtree counts every share searches its subtrees in full, so
        // the placements and dead ends add up too; with it, the counts still do.
        const whole = solveExactCover(problem, { mode: 'count', method, memo: false, share: method === 'dancingCells' ? { index: 0, count: 1 } : undefined });
        assert.strictEqual(whole.solutions, solveExactCover(problem, { mode: 'count', method }).solutions);
        for (const count of [1, 2, 3, 7]) {
          const shares = Array.from({ length: count }, (_, index) => solveExactCover(problem, { mode: 'count', method, memo: false, share: { index, count } }));
          assert.deepStrictEqual(stripped(addSearchStats(shares)), stripped(whole), `${count} shares`);
          const claims = claimsAtRandom(count, count * 31 + name.length);
          const claimed = claims.map((claim, index) => solveExactCover(problem, { mode: 'count', method, memo: false, share: { index, count, claim } }));
          assert.deepStrictEqual(stripped(addSearchStats(claimed)), stripped(whole), `${count} shares claiming`);
          const memo = claimsAtRandom(count, count * 17 + name.length).map((claim, index) => solveExactCover(problem, { mode: 'count', method, share: { index, count, claim } }));
          assert.strictEqual(addSearchStats(memo).solutions, whole.solutions, `${count} shares with the memo`);
        }
      });
    }

    it(`${method}: the shares find every solution once`, () => {
      const problem = problemOf(tilesDlx(5, 4));
      const key = (chosen: Int32Array, length: number) => Array.from(chosen.subarray(0, length)).sort((a, b) => a - b).join(' ');
      const whole: string[] = [];
      solveExactCover(problem, { mode: 'all', method, onSolution: (c, n) => { whole.push(key(c, n)); } });
      const found: string[] = [];
      for (let index = 0; index < 3; index++) {
        solveExactCover(problem, { mode: 'all', method, share: { index, count: 3 }, onSolution: (c, n) => { found.push(key(c, n)); } });
      }
      assert.ok(whole.length > 100, `${whole.length} solutions`);
      assert.deepStrictEqual(found.sort(), whole.sort());
    });
  }

  it('splits below the top level when it has too few branches, so that every share has work', () => {
    const problem = problemOf(queensDlx(10));
    const shares = [0, 1, 2, 3].map((index) => solveExactCover(problem, { mode: 'count', share: { index, count: 4 } }));
    assert.ok(shares.every((s) => s.solutions > 0), shares.map((s) => s.solutions).join(' '));
  });

  it('refuses a share outside 0..count-1', () => {
    const problem = problemOf(queensDlx(4));
    assert.throws(() => solveExactCover(problem, { mode: 'count', share: { index: 2, count: 2 } }), RangeError);
    assert.throws(() => solveExactCover(problem, { mode: 'count', share: { index: 0, count: 0 } }), RangeError);
  });
});

describe('solving a form in shares', () => {
  const rect = (w: number, h: number) => `use pentominoes\nform R uses pentominoes {\n${Array.from({ length: h }, () => '  ' + '#'.repeat(w)).join('\n')}\n}`;
  const holed = `use pentominoes\nform H uses pentominoes {\n${['########', '########', '########', '###..###', '###..###', '########', '########', '########'].map((r) => '  ' + r).join('\n')}\n}`;
  const quick = readFileSync(join(__dirname, '../../../../examples/quick.logel'), 'utf8');
  const forms: [string, string, { symmetry?: boolean }][] = [
    ['3x20 pentominoes (one orbit of a tile kept)', rect(20, 3), {}],
    ['8x8 less its centre (solutions filtered one by one)', holed, {}],
    ['quick.logel, tiles twice', quick, {}],
    ['quick.logel without symmetry', quick, { symmetry: false }],
  ];
  for (const [name, text, options] of forms) {
    it(`the unique and total counts of ${name} add up over 2 and 3 shares`, () => {
      const form = buildModel(text, standardLibrary).forms[0];
      const p = prepareForm(form, options);
      const whole = solvePrepared(p, { mode: 'count' });
      for (const count of [2, 3]) {
        const sum = addSolveResults(Array.from({ length: count }, (_, index) => solvePrepared(p, { mode: 'count', share: { index, count } })));
        assert.deepStrictEqual(sum.solutions, whole.solutions, `${count} shares`);
      }
    });
  }
});

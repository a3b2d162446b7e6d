import { buildModel } from '../../core/document';
import * as assert from 'assert';
import { inputFolder, run } from './run';
import { parseDlx } from '../../core/search/dlxFormat';
import { addSearchStats, SearchStats, solveExactCover } from '../../core/search/exactCover';
import { Shares } from '../../threads/shares';
import { formShareScript } from '../../threads/formShares';
import { readFileSync } from 'fs';
import { standardLibrary } from '../../core/language/library';
import { addSolveResults, prepareForm, SolveResult, solvePrepared } from '../../core/tiling/solve';


const file = inputFolder('logel-threads-').write;

function queensDlx(n: number): string {
  const lines = [[...Array.from({ length: n }, (_, r) => `r${r} c${r}`), '|', ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n') + '\n';
}

// The output without the seconds, which differ from run to run.
const untimed = (lines: string[]) => lines.map((l) => l.replace(/, \d+\.\d\d s/, ''));

describe('counting on several threads', () => {
  // Without the memo, whose hits depend on which subtrees each thread meets.
  it('logel xc --no-memo --threads 2 and 3 print what --threads 1 prints (9 queens: 352, by orbits of its symmetries)', async () => {
    const f = file('queens9.dlx', queensDlx(9));
    const one = await run('xc', f, '--threads', '1', '--no-memo');
    assert.strictEqual(one.out[one.out.length - 1], '352');
    assert.strictEqual(one.out[1], 'symmetries: 2 found; the count branches first on r4 and searches 5 of its 9 options, one per orbit');
    for (const threads of ['2', '3']) {
      const r = await run('xc', f, '--threads', threads, '--no-memo');
      assert.deepStrictEqual({ code: r.code, err: r.err }, { code: 0, err: [] });
      assert.deepStrictEqual(untimed(r.out), untimed(one.out), `--threads ${threads}`);
    }
  });

  it('logel xc --json adds up the threads', async () => {
    const f = file('queens8.dlx', queensDlx(8));
    const [one, two] = await Promise.all(['1', '2'].map(async (t) => JSON.parse((await run('xc', f, '--json', '--threads', t)).out[0])));
    assert.strictEqual(two.solutions, 92);
    assert.deepStrictEqual([two.placements, two.deadEnds], [one.placements, one.deadEnds]);
  });

  it('logel solve --count --threads 2 prints what --threads 1 prints', async () => {
    const rect = file('rect.logel', `use pentominoes\nform R uses pentominoes {\n${'  ' + '#'.repeat(20) + '\n'}${'  ' + '#'.repeat(20) + '\n'}${'  ' + '#'.repeat(20)}\n}\n`);
    for (const f of ['examples/quick.logel', rect]) {
      const one = await run('solve', f, '--count', '--threads', '1');
      const two = await run('solve', f, '--count', '--threads', '2');
      assert.deepStrictEqual({ code: two.code, err: two.err }, { code: 0, err: [] });
      // The placements may differ: a thread counts a subtree it meets again only once, and
      // the threads meet different subtrees.
      const counted = (lines: string[]) => untimed(lines).filter((l) => !/^search: [\d,]+ placements, [\d,]+ dead ends$/.test(l));
      assert.deepStrictEqual(counted(two.out), counted(one.out), f);
      assert.strictEqual(two.out.length - counted(two.out).length, 1, `${f}: one line of search figures`);
    }
    const r = await run('solve', rect, '--count', '--threads', '2');
    assert.strictEqual(r.out[r.out.length - 1], 'solutions: 2 unique, 8 in all');
  });

  it('logel solve --count --json --threads 2 gives the same numbers as one thread', async () => {
    const [one, two] = await Promise.all(['1', '2'].map(async (t) => JSON.parse((await run('solve', 'examples/quick.logel', '--count', '--json', '--threads', t)).out[0])));
    // The placements may differ (each thread remembers the subtrees it met), the counts may not.
    for (const r of [one, two]) for (const figure of ['ms', 'placements', 'deadEnds']) delete r.search[figure];
    assert.deepStrictEqual(two, one);
  });

  it('exits 2 on a --threads that is not a whole number from 1', async () => {
    const f = file('queens4.dlx', queensDlx(4));
    for (const bad of ['0', '-1', '1.5', 'x']) {
      assert.deepStrictEqual(await run('xc', f, '--threads', bad), { code: 2, out: [], err: [`logel: --threads needs a whole number from 1, not '${bad}'`] });
      assert.deepStrictEqual(await run('solve', 'examples/quick.logel', '--threads', bad), { code: 2, out: [], err: [`logel: --threads needs a whole number from 1, not '${bad}'`] });
    }
    assert.deepStrictEqual((await run('xc', f, '--threads')).code, 2);
  });
});

describe('threads that help (threads/shares.ts)', function () {
  this.timeout(60000);
  const text = queensDlx(12);
  // `decideAfterMs`: 0 decides before the count starts; else a clock that goes 10 ms a look
  // drives both the search's progress reports and the decision.
  const count = (freeCores: number, decideAfterMs = 0) => {
    let ms = 0;
    const clock = () => (ms += 10);
    const shares = new Shares<SearchStats>({ kind: 'xc', text, memo: true, symmetry: false }, 3, { freeCores: () => freeCores, decideAfterMs, clock });
    const parsed = parseDlx(text);
    if (!parsed.ok) throw new Error('12 queens does not parse');
    return shares.run((share, onProgress) => solveExactCover(parsed.problem, { mode: 'count', share, onProgress, clock })).then((results) => ({ shares, results }));
  };

  it('starts as many more threads as the machine has cores free, and their counts add up', async () => {
    const { shares, results } = await count(3);
    assert.strictEqual(shares.threadsUsed, 3);
    assert.strictEqual(results.length, 3);
    assert.strictEqual(addSearchStats(results).solutions, 14200n);
    // Not asserted: that every thread searched. Shares claim subtrees as they go, so on a busy
    // machine a thread that starts late may find them all claimed; the sum is what must hold.
  });

  it('starts them at the first progress report from decideAfterMs on, and the counts add up', async () => {
    const { shares, results } = await count(3, 200);
    assert.strictEqual(shares.threadsUsed, 3);
    assert.strictEqual(addSearchStats(results).solutions, 14200n);
  });

  it('a count over before the decision starts no thread', async () => {
    const { shares, results } = await count(3, 1e9);
    assert.strictEqual(shares.threadsUsed, 1);
    assert.strictEqual(results.length, 1);
    assert.strictEqual(results[0].solutions, 14200n);
  });

  it('on a machine without a free core, counts on this thread alone, with the placements of one thread', async () => {
    const { shares, results } = await count(0.4);
    assert.strictEqual(shares.threadsUsed, 1);
    assert.strictEqual(results.length, 1);
    const parsed = parseDlx(text);
    if (!parsed.ok) throw new Error('12 queens does not parse');
    const one = solveExactCover(parsed.problem, { mode: 'count' });
    assert.deepStrictEqual([results[0].solutions, results[0].placements], [14200n, one.placements]);
  });

  // A count by Burnside's lemma is several searches (fix(g) for each g), each cut into the same
  // shares: a thread's share of the classes may be a fraction, the sum is the whole count.
  const dominoesAndTrominoes = 'tileset t on square {\n  tile I { ## }\n  tile L { ##\n           #. }\n}\nform F uses t {\n  tiles I x3 L x2\n  ####\n  ####\n  ####\n}\n';
  for (const { name, text: formText, unique, total } of [
    { name: 'quick.logel (copies, a restricted tile with stabilisers)', text: readFileSync('examples/quick.logel', 'utf8'), unique: 36n, total: 144n },
    { name: 'dominoes and L trominoes (no tile restricted)', text: dominoesAndTrominoes, unique: 12n, total: 40n },
  ]) {
    it(`a count by Burnside's lemma on 3 threads adds up exactly: ${name}`, async () => {
      const form = buildModel(formText, standardLibrary).forms[0];
      const shares = new Shares<SolveResult>({ kind: 'solve', text: formText }, 3, { script: formShareScript, freeCores: () => 3, decideAfterMs: 0 });
      const results = await shares.run((share, onProgress) => solvePrepared(prepareForm(form), { mode: 'count', share, onProgress }));
      assert.strictEqual(shares.threadsUsed, 3);
      assert.ok(results.every((r) => r.classesTimesOrder !== undefined), 'counted by Burnside');
      assert.deepStrictEqual(addSolveResults(results).solutions, { unique, total });
      // Searches past the claimed ones go by share index: then every share runs, even on a count
      // over before the decision.
      const byIndex = new Shares<SolveResult>({ kind: 'solve', text: formText }, 3, { script: formShareScript, freeCores: () => 3, decideAfterMs: 1e9, claimedSearches: 2 });
      const all = await byIndex.run((share, onProgress) => solvePrepared(prepareForm(form), { mode: 'count', share, onProgress }));
      assert.deepStrictEqual([byIndex.threadsUsed, all.length], [3, 3]);
      assert.deepStrictEqual(addSolveResults(all).solutions, { unique, total });
      assert.deepStrictEqual(solvePrepared(prepareForm(form), { mode: 'count' }).solutions, { unique, total });
    });
  }
});

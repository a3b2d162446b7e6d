// `logel solve --count` on the examples as a user runs it (the whole process), on one thread
// (--threads 1) and on all cores (the default): the 6x10 pentomino rectangle, TriTetraTan as
// in Logelium's algorithm description (symmetry tile K) and TriTetraTan choosing the tile to
// restrict by itself.
// Each figure is the best and the median of a few runs (the machine may be shared), with
// the load average before and after. A wrong count fails the benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 3;

function bestAndMedian(run) {
  const all = Array.from({ length: RUNS }, run).sort((a, b) => a.s - b.s);
  return { best: all[0], median: all[(RUNS - 1) >> 1], all };
}

const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

function timeSolve(file, threads) {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['dist/cli.js', 'solve', file, '--count', '--json', '--threads', String(threads)], { encoding: 'utf8' });
  const s = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`logel solve ${file} failed: ${r.stderr}`);
  return { s, ...JSON.parse(r.stdout) };
}

function benchmark() {
  if (!existsSync('dist/cli.js')) {
    console.log('solve: dist/cli.js is missing; run npm run build first');
    process.exitCode = 1;
    return;
  }
  const described = readFileSync('examples/tritetratan.logel', 'utf8');
  const automatic = described.replace(/^\s*symmetry tile K.*\n/m, '');
  if (automatic === described) throw new Error('examples/tritetratan.logel no longer says `symmetry tile K`');
  const autoFile = join(mkdtempSync(join(tmpdir(), 'logel-bench-solve-')), 'tritetratan-auto.logel');
  writeFileSync(autoFile, automatic);
  const cores = availableParallelism();
  const cases = [
    { name: 'pentomino 6x10', file: 'examples/pentomino-6x10.logel', unique: 2339, total: 9356 },
    { name: 'TriTetraTan, symmetry tile K', file: 'examples/tritetratan.logel', unique: 31, total: 124 },
    { name: 'TriTetraTan, tile chosen by itself', file: autoFile, unique: 31, total: 124 },
  ];
  console.log(`${cores} cores; ${load()}; seconds of the whole process, best (median) of ${RUNS} runs`);
  for (const c of cases) {
    console.log(`solve --count ${c.name}: ${c.unique.toLocaleString('en')} unique, ${c.total.toLocaleString('en')} in all expected`);
    for (const threads of [1, cores]) {
      const r = bestAndMedian(() => timeSolve(c.file, threads));
      const wrong = r.all.find((x) => x.solutions.unique !== c.unique || x.solutions.total !== c.total);
      const b = r.best;
      console.log(`   ${String(threads).padStart(2)} thread${threads > 1 ? 's' : ' '}: ${b.s.toFixed(2)} s (${r.median.s.toFixed(2)}), search ${(b.search.ms / 1000).toFixed(2)} s,` +
        ` ${b.search.placements.toLocaleString('en')} placements, restricted tile ${b.symmetry.restrictedTile ?? 'none'},` +
        ` ${b.solutions.unique.toLocaleString('en')} unique, ${b.solutions.total.toLocaleString('en')} in all` +
        (wrong ? ` (WRONG: a run found ${wrong.solutions.unique} unique, ${wrong.solutions.total} in all)` : ''));
      if (wrong) process.exitCode = 1;
    }
  }
  console.log(load());
}

benchmark();

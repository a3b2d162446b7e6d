// `logel xc` against the fastest npm exact-cover package (dancing-links) on the same dlx
// problems, measured in the same run: pentomino rectangles (one option per placement of
// each free pentomino, all 8 orientations, no symmetry breaking) and n queens.
// `logel xc` runs on one thread (--threads 1), on one thread visiting every solution as
// dancing-links does (--no-memo), and on all cores (the default). Each figure
// is the best and the median of a few runs, because other work may share the machine;
// the load average is printed before and after. Both solvers are timed as whole processes.
// `node bench/xc.mjs` runs all; `node bench/xc.mjs --dancing-links FILE` is the child that
// times dancing-links alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const PENTOMINOES = {
  F: ['.##', '##.', '.#.'], I: ['#####'], L: ['####', '#...'], N: ['##..', '.###'],
  P: ['##', '##', '#.'], T: ['###', '.#.', '.#.'], U: ['#.#', '###'], V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'], X: ['.#.', '###', '.#.'], Y: ['.#..', '####'], Z: ['##.', '.#.', '.##'],
};

// The distinct images of a tile under rotations and mirrors, each as sorted cell offsets.
function shapes(art) {
  const cells = [];
  art.forEach((row, y) => [...row].forEach((c, x) => { if (c === '#') cells.push([x, y]); }));
  const seen = new Map();
  for (let t = 0; t < 8; t++) {
    const moved = cells.map(([x, y]) => {
      let [a, b] = t & 4 ? [y, x] : [x, y];
      if (t & 1) a = -a;
      if (t & 2) b = -b;
      return [a, b];
    });
    const mx = Math.min(...moved.map((p) => p[0]));
    const my = Math.min(...moved.map((p) => p[1]));
    const norm = moved.map(([x, y]) => [x - mx, y - my]).sort((p, q) => p[1] - q[1] || p[0] - q[0]);
    seen.set(JSON.stringify(norm), norm);
  }
  return [...seen.values()];
}

// Items: the 12 tile names, then the cells (named like Knuth's, x and y in base 36).
function pentominoDlx(width, height) {
  const cell = (x, y) => x.toString(36) + y.toString(36);
  const items = Object.keys(PENTOMINOES);
  for (let x = 0; x < width; x++) for (let y = 0; y < height; y++) items.push(cell(x, y));
  const lines = [`| ${width}x${height} pentominoes`, items.join(' ')];
  for (const [name, art] of Object.entries(PENTOMINOES)) {
    for (const shape of shapes(art)) {
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
        if (shape.every(([dx, dy]) => x + dx < width && y + dy < height)) {
          lines.push([name, ...shape.map(([dx, dy]) => cell(x + dx, y + dy))].join(' '));
        }
      }
    }
  }
  return lines.join('\n') + '\n';
}

// Rows and columns primary, diagonals secondary.
function queensDlx(n) {
  const items = [];
  for (let i = 0; i < n; i++) items.push(`r${i}`, `c${i}`);
  items.push('|');
  for (let d = 0; d < 2 * n - 1; d++) items.push(`a${d}`, `b${d}`);
  const lines = [`| ${n} queens`, items.join(' ')];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n') + '\n';
}

// The child: reads the dlx file (items, the bar, options) and times dancing-links' findAll.
async function timeDancingLinks(file) {
  const { DancingLinks } = await import('dancing-links');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('|'));
  const names = lines[0].trim().split(/\s+/);
  const bar = names.indexOf('|');
  const primary = bar < 0 ? names : names.slice(0, bar);
  const secondary = bar < 0 ? [] : names.slice(bar + 1);
  const column = new Map([...primary.map((n, i) => [n, i]), ...secondary.map((n, i) => [n, primary.length + i])]);
  const started = performance.now();
  const solver = new DancingLinks().createSolver({ primaryColumns: primary.length, secondaryColumns: secondary.length });
  lines.slice(1).forEach((line, k) => {
    const cols = line.trim().split(/\s+/).map((n) => column.get(n));
    solver.addSparseConstraint(k, {
      primary: cols.filter((c) => c < primary.length),
      secondary: cols.filter((c) => c >= primary.length).map((c) => c - primary.length),
    });
  });
  const solutions = solver.findAll().length;
  console.log(JSON.stringify({ solutions, ms: performance.now() - started }));
}

// Runs `run` a few times: the best and the median run (by seconds `s`).
function bestAndMedian(runs, run) {
  const all = Array.from({ length: runs }, run).sort((a, b) => a.s - b.s);
  return { best: all[0], median: all[(runs - 1) >> 1] };
}

const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

// `logel xc` as a user runs it: the whole process, from node's start to the count.
function timeLogel(file, threads, ...more) {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['dist/cli.js', 'xc', file, '--json', '--threads', String(threads), ...more], { encoding: 'utf8' });
  const s = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`logel xc ${file} failed: ${r.stderr}`);
  return { s, ...JSON.parse(r.stdout) };
}

// Also the whole process, like `logel xc`, so that both pay for starting node and reading the file.
function timeDancingLinksChild(file) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [new URL(import.meta.url).pathname, '--dancing-links', file], { encoding: 'utf8' });
  const s = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`dancing-links on ${file} failed: ${r.stderr}`);
  return { s, ...JSON.parse(r.stdout) };
}

async function benchmark() {
  if (!existsSync('dist/cli.js')) {
    console.log('xc: dist/cli.js is missing; run npm run build first');
    process.exitCode = 1;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'logel-bench-xc-'));
  const cores = availableParallelism();
  const cases = [
    { name: 'pentomino 6x10', dlx: pentominoDlx(10, 6), expected: 9356, runs: 3, dlRuns: 3 },
    { name: 'pentomino 5x12', dlx: pentominoDlx(12, 5), expected: 4040, runs: 3, dlRuns: 1 },
    { name: 'pentomino 3x20', dlx: pentominoDlx(20, 3), expected: 8, runs: 3, dlRuns: 1 },
    { name: '12 queens', dlx: queensDlx(12), expected: 14200, runs: 3, dlRuns: 1 },
  ];
  console.log(`${cores} cores; ${load()}; seconds of the whole process, best (median) of the runs`);
  const secs = (r) => `${r.best.s.toFixed(2)} s (${r.median.s.toFixed(2)})`;
  for (const c of cases) {
    const file = join(dir, `${c.name.replace(/\W+/g, '-')}.dlx`);
    writeFileSync(file, c.dlx);
    const one = bestAndMedian(c.runs, () => timeLogel(file, 1));
    const plain = bestAndMedian(c.runs, () => timeLogel(file, 1, '--no-memo'));
    const all = bestAndMedian(c.runs, () => timeLogel(file, cores));
    const theirs = bestAndMedian(c.dlRuns, () => timeDancingLinksChild(file));
    const wrong = [one, plain, all].some((r) => r.best.solutions !== c.expected || r.median.solutions !== c.expected) || theirs.best.solutions !== c.expected;
    const check = wrong ? ` (EXPECTED ${c.expected}; logel found ${one.best.solutions} and ${all.best.solutions}, dancing-links ${theirs.best.solutions})` : '';
    const ratio = (ours) => {
      const r = theirs.best.s / ours.best.s;
      return r >= 1 ? `${r.toFixed(1)}x faster` : `${(1 / r).toFixed(1)}x slower`;
    };
    console.log(`xc ${c.name}: ${one.best.solutions} solutions; dancing-links ${secs(theirs)}, of which building and findAll ${(theirs.best.ms / 1000).toFixed(2)} s${check}`);
    const figures = (r) => `${r.best.placements.toLocaleString('en')} placements, ${r.best.deadEnds.toLocaleString('en')} dead ends, search ${(r.best.ms / 1000).toFixed(2)} s`;
    console.log(`   1 thread:   ${secs(one)}, ${ratio(one)} than dancing-links; ${one.best.options} options, ${figures(one)}`);
    console.log(`   --no-memo:  ${secs(plain)}, ${ratio(plain)} than dancing-links; ${figures(plain)}`);
    console.log(`   ${cores} threads:  ${secs(all)}, ${ratio(all)} than dancing-links; search ${(all.best.ms / 1000).toFixed(2)} s`);
    if (check) process.exitCode = 1;
  }
  console.log(load());
}

if (process.argv[2] === '--dancing-links') await timeDancingLinks(process.argv[3]);
else await benchmark();

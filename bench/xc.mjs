// `logel xc` against the fastest npm exact-cover package (dancing-links) on the same dlx
// problems, measured in the same run: pentomino boards (one option per placement of each
// free pentomino, all 8 orientations, no symmetry breaking), 13 queens (diagonals as
// secondary items), Langford pairs, and Scott's 8x8 square with a 2x2 hole in the centre.
// Both are timed as whole processes by their CPU time (all threads, scripts/processCpu.cjs),
// the median of a few runs taken in turn, because other work may share the machine. The
// ratio of our CPU to dancing-links' is printed beside the target: the ratio Knuth's ssxc1
// reaches, measured side by side on one machine (issue 12). By default a count searches one
// option per orbit of the problem's symmetries on its first branch (core/search/problemSymmetry.ts);
// two more columns show the engine without that, and without the memo too (every solution
// visited, as ssxc1 does), each with its ratio.
// `node bench/xc.mjs [--runs N]` runs all; `node bench/xc.mjs --dancing-links FILE` is the
// child that runs dancing-links alone.
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

// Items: the 12 tile names, then the cells (named like Knuth's, x and y in base 36) that are
// not holes.
function pentominoDlx(width, height, hole = () => false) {
  const cell = (x, y) => x.toString(36) + y.toString(36);
  const inside = (x, y) => x < width && y < height && !hole(x, y);
  const items = Object.keys(PENTOMINOES);
  for (let x = 0; x < width; x++) for (let y = 0; y < height; y++) if (inside(x, y)) items.push(cell(x, y));
  const lines = [`| ${width}x${height} pentominoes`, items.join(' ')];
  for (const [name, art] of Object.entries(PENTOMINOES)) {
    for (const shape of shapes(art)) {
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
        if (shape.every(([dx, dy]) => inside(x + dx, y + dy))) {
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

// Langford pairs: each value k in 1..n goes in two slots k+1 apart. Both a sequence and its
// mirror image are counted (Knuth counts each pair once: 108,144 for n = 12).
function langfordDlx(n) {
  const items = [];
  for (let k = 1; k <= n; k++) items.push(`v${k}`);
  for (let i = 0; i < 2 * n; i++) items.push(`s${i}`);
  const lines = [`| Langford pairs ${n}`, items.join(' ')];
  for (let k = 1; k <= n; k++) for (let i = 0; i + k + 1 < 2 * n; i++) lines.push(`v${k} s${i} s${i + k + 1}`);
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

const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const processCpu = new URL('../scripts/processCpu.cjs', import.meta.url).pathname;

// Runs node with `args` as a whole process; its result (the JSON on standard output) with the
// CPU seconds of all its threads and its peak memory (scripts/processCpu.cjs).
function timeProcess(args, what) {
  const r = spawnSync(process.execPath, ['--require', processCpu, ...args], { encoding: 'utf8' });
  const usage = /logel-bench-cpu (.*)/.exec(r.stderr);
  if (r.status !== 0 || !usage) throw new Error(`${what} failed: ${r.stderr}`);
  return { ...JSON.parse(r.stdout), ...JSON.parse(usage[1]) };
}

const logel = (file, threads, ...more) =>
  timeProcess(['bin/logel.js', 'xc', file, '--json', '--threads', String(threads), ...more], `logel xc ${file}`);
const dancingLinks = (file) => timeProcess([new URL(import.meta.url).pathname, '--dancing-links', file], `dancing-links on ${file}`);

async function benchmark() {
  if (!existsSync('dist/cli.js')) {
    console.log('xc: dist/cli.js is missing; run npm run build first');
    process.exitCode = 1;
    return;
  }
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  const dir = mkdtempSync(join(tmpdir(), 'logel-bench-xc-'));
  const cores = availableParallelism();
  // `target`: ssxc1's CPU over dancing-links' CPU, measured side by side on one machine (issue 12).
  const cases = [
    { name: 'pentominoes 6x10', dlx: pentominoDlx(10, 6), expected: 9356, target: 0.30 },
    { name: 'pentominoes 5x12', dlx: pentominoDlx(12, 5), expected: 4040, target: 0.29 },
    { name: 'pentominoes 3x20', dlx: pentominoDlx(20, 3), expected: 8 },
    { name: '13 queens', dlx: queensDlx(13), expected: 73712, target: 0.60 },
    { name: 'Langford pairs 12', dlx: langfordDlx(12), expected: 216288, target: 0.40 },
    { name: "Scott's 8x8 minus centre", dlx: pentominoDlx(8, 8, (x, y) => x >= 3 && x <= 4 && y >= 3 && y <= 4), expected: 520, target: 0.24 },
  ];
  const baseline = median(Array.from({ length: runs }, () => timeProcess(['-e', 'console.log("{}")'], 'node').rssMb));
  console.log(`${cores} cores; ${load()}; CPU seconds of the whole process (all threads), median of ${runs} interleaved runs;` +
    ` peak memory in MB (node -e '' alone: ${baseline.toFixed(0)} MB)`);
  console.log(`ratio = our CPU (logel xc --threads 1) / dancing-links' CPU; target = ssxc1's CPU / dancing-links' CPU`);
  const head = ['instance', 'solutions', 'dancing-links', 'logel 1 thread', 'ratio', 'target', '', '--no-symmetry', '--no-symmetry --no-memo', `${cores} threads (wall)`, 'memory'];
  const rows = [head];
  for (const c of cases) {
    const file = join(dir, `${c.name.replace(/\W+/g, '-')}.dlx`);
    writeFileSync(file, c.dlx);
    const one = [], asymmetric = [], plain = [], all = [], theirs = [];
    // Interleaved, so that a change in the machine's load falls on every column alike.
    for (let k = 0; k < runs; k++) {
      one.push(logel(file, 1));
      asymmetric.push(logel(file, 1, '--no-symmetry'));
      plain.push(logel(file, 1, '--no-symmetry', '--no-memo'));
      const started = performance.now();
      all.push({ ...logel(file, cores), wall: (performance.now() - started) / 1000 });
      theirs.push(dancingLinks(file));
    }
    const wrong = [...one, ...asymmetric, ...plain, ...all, ...theirs].find((r) => r.solutions !== c.expected);
    if (wrong) {
      console.log(`xc ${c.name}: EXPECTED ${c.expected} solutions, one run found ${wrong.solutions}`);
      process.exitCode = 1;
    }
    const cpu = (rs) => median(rs.map((r) => r.cpu));
    const ratio = cpu(one) / cpu(theirs);
    rows.push([
      c.name, c.expected.toLocaleString('en'), `${cpu(theirs).toFixed(2)} s`, `${cpu(one).toFixed(2)} s`, ratio.toFixed(2),
      c.target === undefined ? '-' : c.target.toFixed(2), c.target === undefined ? '' : ratio <= c.target ? 'met' : 'NOT MET',
      `${cpu(asymmetric).toFixed(2)} s (${(cpu(asymmetric) / cpu(theirs)).toFixed(2)})`,
      `${cpu(plain).toFixed(2)} s (${(cpu(plain) / cpu(theirs)).toFixed(2)})`, `${cpu(all).toFixed(2)} s (${median(all.map((r) => r.wall)).toFixed(2)} s)`,
      `${median(one.map((r) => r.rssMb)).toFixed(0)} MB`,
    ]);
  }
  const widths = head.map((_, k) => Math.max(...rows.map((r) => r[k].length)));
  for (const r of rows) console.log(r.map((cell, k) => (k === 0 ? cell.padEnd(widths[k]) : cell.padStart(widths[k]))).join('  ').trimEnd());
  console.log(load());
}

if (process.argv[2] === '--dancing-links') await timeDancingLinks(process.argv[3]);
else await benchmark();

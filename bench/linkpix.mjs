// `logel solve FILE --json` on every Link-a-Pix puzzle of ../shared/data/logipix, one line per
// puzzle, as a user runs it (the whole process, on one core): the best and the median of a
// few runs of the wall time and of the CPU time (user + system, from /usr/bin/time, which the
// other engineers' jobs on a shared machine do not inflate), beside the figures to beat: the
// Logipix report's Java solver (Man 8 ms, TeaCup 440 ms, solve only) and an exact C solver written only to
// check answers (Pagoda 0.15 s, every INF421 board ≤ 10 ms, whole process). A run that does not
// decide uniqueness fails the benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const RUNS = 3;
const data = process.argv[2] ?? '../shared/data';
if (!existsSync(data)) {
  console.log(`no puzzle data at ${data}: skipped (pass the data folder: node bench/linkpix.mjs PATH)`);
  process.exit(0);
}
const root = join(data, 'logipix');
const toBeat = { Man: '8 ms (Logipix report, Java, solve only); ≤ 10 ms (C solver, whole process)', TeaCup: '440 ms (Logipix report, Java, solve only); ≤ 10 ms (C solver, whole process)', very_big_color: '150 ms (C solver, whole process)' };
const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
const hasTime = existsSync('/usr/bin/time');

function run(file) {
  const args = ['dist/cli.js', 'solve', file, '--json'];
  const started = performance.now();
  const r = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = performance.now() - started;
  if (r.status !== 0) throw new Error(`logel solve ${file} failed: ${r.stderr}`);
  const times = hasTime ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN];
  return { wall, cpu: (times[0] + times[1]) * 1000, json: JSON.parse(r.stdout) };
}

function benchmark() {
  if (!existsSync('dist/cli.js')) { console.log('linkpix: dist/cli.js is missing; run npm run build first'); process.exitCode = 1; return; }
  if (!existsSync(root)) { console.log(`linkpix: no logipix data in ${data}`); return; }
  const files = [];
  const inf = join(root, 'inf421');
  for (const f of readdirSync(inf).sort()) if (f.endsWith('.txt') && !/BROKEN|INVALID/.test(f)) files.push(join(inf, f));
  const conceptis = join(root, 'conceptis_xml_razle24');
  for (const f of readdirSync(conceptis).sort()) if (f.endsWith('.xml')) files.push(join(conceptis, f));
  const piczle = join(root, 'piczle_lines_dx_guansanghai', 'derived');
  for (const f of readdirSync(piczle).sort()) if (f.endsWith('.clues.txt')) files.push(join(piczle, f));
  const baseline = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '']);
    return performance.now() - started;
  }).sort((a, b) => a - b)[0];
  console.log(`${load()}; ms of the whole process, best (median) of ${RUNS} runs; node alone starts in ${baseline.toFixed(0)} ms wall`);
  console.log(`${'puzzle'.padEnd(40)} ${'size'.padStart(7)} ${'clues'.padStart(5)}  ${'cpu ms'.padStart(13)}  ${'wall ms'.padStart(13)}  ${'solver'.padStart(6)}  paths generated→excl.→searched  verdict`);
  let worst = { cpu: 0, name: '' };
  for (const file of files) {
    const runs = Array.from({ length: RUNS }, () => run(file));
    const cpu = runs.map((r) => r.cpu).sort((a, b) => a - b), wall = runs.map((r) => r.wall).sort((a, b) => a - b);
    const j = runs[0].json;
    const name = file.slice(root.length + 1).replace(/^piczle_lines_dx_guansanghai\/derived\//, 'piczle/').replace(/^conceptis_xml_razle24\//, 'conceptis/');
    const base = name.replace(/^.*\//, '').replace(/\..*$/, '');
    const bad = runs.some((r) => r.json.unique === null);
    if (bad) process.exitCode = 1;
    if (cpu[0] > worst.cpu) worst = { cpu: cpu[0], name };
    const verdict = bad ? 'UNDECIDED' : `${j.unique ? 'unique' : 'not unique'}, ${j.difficulty}`;
    const p = j.pipeline;
    const beat = toBeat[base] ?? (name.startsWith('inf421/') ? '≤ 10 ms (C solver, whole process)' : undefined);
    console.log(`${name.padEnd(40)} ${`${j.width}×${j.height}`.padStart(7)} ${String(j.clues).padStart(5)}  ${`${cpu[0].toFixed(0)} (${cpu[(RUNS - 1) >> 1].toFixed(0)})`.padStart(13)}  ${`${wall[0].toFixed(0)} (${wall[(RUNS - 1) >> 1].toFixed(0)})`.padStart(13)}  ${String(j.search.ms).padStart(6)}  ${`${p.generated}→${p.afterExclusions}→${p.searched}`.padEnd(30)}  ${verdict}${beat ? `; to beat: ${beat}` : ''}`);
  }
  console.log(`slowest: ${worst.name}, ${worst.cpu.toFixed(0)} ms cpu; ${load()}`);
}

benchmark();

// Link-a-Pix speed on every puzzle of ../shared/data/logipix, one line per puzzle, beside the bars:
// - ours, whole process: `logel solve FILE --json` as a user runs it, its CPU time (every
//   thread, user + system, scripts/processCpu.cjs), best and median of a few runs; next to it
//   the CPU time of `node -e 0`, which no Node program can go below (Node's own startup);
// - ours, the solve alone: solveLinkpix cold (the first solve of a fresh process, as in the
//   CLI: its CPU time, compiler threads included) and once JIT-warm (in this process);
// - the bars: the Logipix report's Java solver (Man 8 ms, TeaCup 440 ms, solve only), 0.5 s
//   of CPU for the whole process on every puzzle, and an exact C solver written only to check
//   answers (Pagoda 150 ms, every INF421 board ≤ 10 ms, whole process).
// A run that does not decide uniqueness fails the benchmark. `node bench/linkpix.mjs [DATA] [RUNS]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const data = process.argv[2] ?? '../shared/data';
const RUNS = Number(process.argv[3] ?? 3);
const WARM_RUNS = 5;
const BAR_MS = 500;
if (!existsSync(data)) {
  console.log(`no puzzle data at ${data}: skipped (pass the data folder: node bench/linkpix.mjs PATH)`);
  process.exit(0);
}
const root = join(data, 'logipix');
const seed = { Man: 8, TeaCup: 440 };
const cSolver = { very_big_color: 150 };
const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
const processCpu = new URL('../scripts/processCpu.cjs', import.meta.url).pathname;

// The solver bundled apart, for this process and for fresh ones that time their first solve.
const bundleDir = mkdtempSync(join(tmpdir(), 'logel-bench-linkpix-'));
const bundle = join(bundleDir, 'linkpix.cjs');
await esbuild.build({ stdin: { contents: "export { solveLinkpix } from './core/linkpix/solve'; export { parseLinkpixFile } from './core/linkpix/formats';", resolveDir: process.cwd(), loader: 'ts' },
  bundle: true, platform: 'node', format: 'cjs', outfile: bundle, logLevel: 'warning' });
const core = createRequire(import.meta.url)(bundle);
const firstSolve = `const core = require(process.argv[1]); const puzzle = core.parseLinkpixFile(require('fs').readFileSync(process.argv[2], 'utf8'), 'x');
const t = process.cpuUsage(); core.solveLinkpix(puzzle); const d = process.cpuUsage(t); console.log((d.user + d.system) / 1000);`;

/** CPU ms of a whole Node process running `args` (all threads), and its standard output. */
function cpuOf(args) {
  const r = spawnSync(process.execPath, ['--require', processCpu, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const line = r.stderr.split('\n').find((l) => l.startsWith('logel-bench-cpu '));
  if (r.status !== 0 || !line) throw new Error(`node ${args.join(' ')} failed: ${r.stderr}`);
  return { cpu: JSON.parse(line.slice('logel-bench-cpu '.length)).cpu * 1000, stdout: r.stdout };
}

const sorted = (xs) => xs.slice().sort((a, b) => a - b);
const best = (xs) => sorted(xs)[0];
const median = (xs) => sorted(xs)[(xs.length - 1) >> 1];

function files() {
  const out = [];
  const inf = join(root, 'inf421');
  for (const f of readdirSync(inf).sort()) if (f.endsWith('.txt') && !/BROKEN|INVALID/.test(f)) out.push(join(inf, f));
  const conceptis = join(root, 'conceptis_xml_razle24');
  for (const f of readdirSync(conceptis).sort()) if (f.endsWith('.xml')) out.push(join(conceptis, f));
  const piczle = join(root, 'piczle_lines_dx_guansanghai', 'derived');
  for (const f of readdirSync(piczle).sort()) if (f.endsWith('.clues.txt')) out.push(join(piczle, f));
  return out;
}

async function benchmark() {
  if (!existsSync('dist/cli.js')) { console.log('linkpix: dist/cli.js is missing; run npm run build first'); process.exitCode = 1; return; }
  if (!existsSync(root)) { console.log(`linkpix: no logipix data in ${data}`); return; }
  const node = best(Array.from({ length: 2 * RUNS }, () => cpuOf(['-e', '0']).cpu));
  console.log(`${load()}; CPU ms, best (median) of ${RUNS} runs; \`node -e 0\` alone takes ${node.toFixed(0)} ms of CPU (Node's startup, in every whole-process figure)`);
  console.log(`${'puzzle'.padEnd(36)} ${'size'.padStart(7)} ${'clues'.padStart(5)}  ${'whole process'.padStart(13)} ${'node'.padStart(4)}  ${'cold'.padStart(4)} ${'warm'.padStart(6)}  ${'paths gen.→excl.→searched'.padEnd(26)} ${'verdict'.padEnd(22)} bar`);
  let worst = { cpu: 0, name: '' }, under = 0, count = 0;
  for (const file of files()) {
    const runs = Array.from({ length: RUNS }, () => cpuOf(['dist/cli.js', 'solve', file, '--json']));
    const cpu = runs.map((r) => r.cpu);
    const jsons = runs.map((r) => JSON.parse(r.stdout));
    const j = jsons[0];
    const cold = best(Array.from({ length: RUNS }, () => Number(spawnSync(process.execPath, ['-e', firstSolve, bundle, file], { encoding: 'utf8' }).stdout)));
    const puzzle = core.parseLinkpixFile(readFileSync(file, 'utf8'), j.name);
    const warm = best(Array.from({ length: WARM_RUNS }, () => {
      const t = process.cpuUsage();
      core.solveLinkpix(puzzle);
      const d = process.cpuUsage(t);
      return (d.user + d.system) / 1000;
    }));
    const name = file.slice(root.length + 1).replace(/^piczle_lines_dx_guansanghai\/derived\//, 'piczle/').replace(/^conceptis_xml_razle24\//, 'conceptis/').replace(/\.clues\.txt$/, '');
    const base = name.replace(/^.*\//, '').replace(/\..*$/, '');
    const bad = jsons.some((r) => r.unique === null);
    if (bad) process.exitCode = 1;
    count++;
    if (best(cpu) < BAR_MS) under++;
    if (best(cpu) > worst.cpu) worst = { cpu: best(cpu), name };
    const verdict = bad ? 'UNDECIDED' : `${j.unique ? 'unique' : 'not unique'}, ${j.difficulty}`;
    const p = j.pipeline;
    const bars = [`${BAR_MS} ms${best(cpu) < BAR_MS ? '' : ' OVER'}`];
    if (seed[base]) bars.push(`seed ${seed[base]} ms solve`);
    if (cSolver[base]) bars.push(`C ${cSolver[base]} ms`);
    else if (name.startsWith('inf421/')) bars.push('C ≤ 10 ms');
    console.log(`${name.padEnd(36)} ${`${j.width}×${j.height}`.padStart(7)} ${String(j.clues).padStart(5)}  ${`${best(cpu).toFixed(0)} (${median(cpu).toFixed(0)})`.padStart(13)} ${node.toFixed(0).padStart(4)}  ${cold.toFixed(0).padStart(4)} ${warm.toFixed(1).padStart(6)}  ${`${p.generated}→${p.afterExclusions}→${p.searched}`.padEnd(26)} ${verdict.padEnd(22)} ${bars.join('; ')}`);
  }
  console.log(`${under} of ${count} puzzles under ${BAR_MS} ms of CPU for the whole process; slowest: ${worst.name}, ${worst.cpu.toFixed(0)} ms; ${load()}`);
  console.log('columns: whole process = CPU ms of `logel solve FILE --json`; node = `node -e 0`; cold = solveLinkpix alone, the first solve of a fresh process (CPU ms, best of the runs); warm = solveLinkpix once JIT-warm (CPU ms, best of 5)');
}

try { await benchmark(); } finally { rmSync(bundleDir, { recursive: true }); }

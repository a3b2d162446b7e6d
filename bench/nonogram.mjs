// Every webpbn survey puzzle (../shared/data/nonogram, not shipped) solved to a decision (stop at
// a second solution), in process on one core: our CPU time beside the published times of the
// survey (known_results/nonogrid_perf_bw.csv): pbnsolve (Wolter) and nonogrid's SAT solver.
// `+` = did not finish in the survey's limit. Each puzzle is cut off at 60 s of CPU time (NONOGRAM_LIMIT).
// "first s" is the puzzle's first solve in the process (the JIT still warming up on it, as in one
// `logel solve`); "main s" is the part of it on the main thread (Linux; the rest is V8 compiling the
// solver and collecting garbage on its helper threads, which a C solver does not pay);
// "warm s", for puzzles decided within a second, is the median of three more solves of it in the
// same process (the language server's worker solves the same document again and again).
// "Faster than pbnsolve" means under its published time, or under 0.005 s where the survey prints 0.
// `--only 22336,18297` runs just those survey puzzles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { cadicalWasm, loadCore } from '../scripts/coreBundle.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set(args.splice(onlyAt, 2)[1].split(',').map(Number)) : null;
const data = args[0] ?? ['../shared/data', '../../shared/data'].find((d) => existsSync(d)) ?? '../shared/data';
const survey = join(data, 'nonogram/webpbn_survey');
const LIMIT_S = Number(process.env.NONOGRAM_LIMIT ?? 60);
// CPU time of the main thread alone, in seconds (null where /proc does not tell)
const mainThreadFile = `/proc/self/task/${process.pid}/schedstat`;
const mainThreadSeconds = () => existsSync(mainThreadFile) ? Number(readFileSync(mainThreadFile, 'utf8').split(' ')[0]) / 1e9 : null;
if (!existsSync(survey)) {
  console.log(`nonogram: no survey data in ${survey}; pass the data folder (e.g. /work/shared/data)`);
  process.exit(0);
}
const { parseNonogramFile, solveNonogram, loadCadical } = await loadCore({
  './core/nonogram/formats': ['parseNonogramFile'], './core/nonogram/solve': ['solveNonogram'], './threads/cadical': ['loadCadical'],
});
const satSolver = await loadCadical(cadicalWasm);
const published = new Map();
const [header, ...rows] = readFileSync(join(survey, 'known_results/nonogrid_perf_bw.csv'), 'utf8').trim().split('\n').map((l) => l.split(',').map((c) => c.trim()));
for (const r of rows) published.set(Number(r[0]), { wolter: r[header.indexOf('Wolter')], sat: r[header.indexOf('nonogrid_sat')] });

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; limit ${LIMIT_S} s a puzzle`);
console.log(`${'id'.padStart(6)} ${'name'.padEnd(12)} ${'size'.padEnd(6)} ${'first s'.padStart(8)} ${'main s'.padStart(7)} ${'warm s'.padStart(7)} ${'pbnsolve s'.padStart(10)} ${'nonogrid_sat s'.padStart(14)}  result`);
let faster = 0, warmFaster = 0, mainFaster = 0, undecided = 0, run = 0;
const slower = [], warmSlower = [], mainSlower = [];
for (const file of readdirSync(join(survey, 'derived_non')).sort()) {
  const id = Number(/webpbn0*(\d+)/.exec(file)[1]);
  if (only && !only.has(id)) continue;
  run++;
  const puzzle = parseNonogramFile(file, readFileSync(join(survey, 'derived_non', file), 'utf8'));
  const timed = () => {
    const main = mainThreadSeconds();
    const cpu = process.cpuUsage();
    const cpuSeconds = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
    const r = solveNonogram(puzzle, { maxSolutions: 2, satSolver, shouldStop: () => cpuSeconds() > LIMIT_S });
    const seconds = cpuSeconds();
    return { r, seconds, mainSeconds: main === null ? null : mainThreadSeconds() - main };
  };
  const { r, seconds, mainSeconds } = timed();
  const warm = seconds < 1 ? [timed().seconds, timed().seconds, timed().seconds].sort((a, b) => a - b)[1] : null;
  const p = published.get(id) ?? { wolter: '–', sat: '–' };
  const decided = r.solutions.length >= 2 || (r.complete && r.solutions.length === 1);
  const result = !decided ? `undecided (${r.solutions.length} found, stopped)` : r.solutions.length === 1 ? `unique (${r.rating})` : 'not unique';
  if (!decided) undecided++;
  else if (/^[\d.]+$/.test(p.wolter)) {
    // the survey prints two decimals: 0 is below 0.005 s
    const beats = (s) => s < Math.max(Number(p.wolter), 0.005);
    if (beats(seconds)) faster++; else slower.push(id);
    if (beats(warm ?? seconds)) warmFaster++; else warmSlower.push(id);
    if (mainSeconds !== null) { if (beats(mainSeconds)) mainFaster++; else mainSlower.push(id); }
  }
  const main = mainSeconds === null ? '' : mainSeconds.toFixed(3);
  console.log(`${String(id).padStart(6)} ${puzzle.name.slice(0, 12).padEnd(12)} ${`${puzzle.width}x${puzzle.height}`.padEnd(6)} ${seconds.toFixed(3).padStart(8)} ${main.padStart(7)} ${(warm === null ? '' : warm.toFixed(3)).padStart(7)} ${p.wolter.padStart(10)} ${p.sat.padStart(14)}  ${result}`);
}
const which = (ids) => ids.length === 0 ? '' : ` (#${ids.join(', #')})`;
console.log(`decided ${run - undecided} of ${run}; of those pbnsolve finished, ours is faster than pbnsolve: first solve on ${faster}, slower on ${slower.length}${which(slower)}; `
  + `warm on ${warmFaster}, slower on ${warmSlower.length}${which(warmSlower)}`
  + (mainFaster + mainSlower.length > 0 ? `; first solve on the main thread alone on ${mainFaster}, slower on ${mainSlower.length}${which(mainSlower)}` : ''));

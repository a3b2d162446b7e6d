// Every webpbn survey puzzle (../shared/data/nonogram, not shipped) solved to a decision (stop at
// a second solution), on one core: our CPU time beside the published times of the survey
// (known_results/nonogrid_perf_bw.csv): pbnsolve (Wolter) and nonogrid's SAT solver.
// `+` = did not finish in the survey's limit. Each puzzle is cut off at 60 s of CPU time (NONOGRAM_LIMIT).
// "cold s", for puzzles decided within a second, is one solve in a fresh Node process, as in one
// `logel solve` (the WebAssembly just compiled and V8 still on its baseline code: the run a C
// solver's time compares with), the median of seven processes: CPU time of all its threads, and
// "wall" the solve's elapsed time (it runs on one thread; V8's helper threads compile beside it).
// Over a few milliseconds, that CPU time is partly V8 compiling on its helper threads what runs hot
// (on our VM even a 2 ms busy loop reads as 3-4 ms, by each thread's clock in /proc as well), and
// whether those compiles fall within the solve or just after it varies from process to process
// (#529: about 3.4 ms or 5-8 ms): hence seven processes, and the wall time beside.
// "first s" is the puzzle's first solve in this process, after the puzzles before it; "main s" is
// the part of it on the main thread (Linux; the rest is V8 compiling and collecting garbage on its
// helper threads, which a C solver does not pay); "warm s" is the median of three more solves in
// this process, nine under 0.05 s (the language server's worker solves the same document again
// and again). All but "wall" are CPU time of the solve alone, without starting Node or reading
// the file.
// "Faster than pbnsolve" means under its published time, or under 0.005 s where the survey prints 0.
// `--only 22336,18297` runs just those survey puzzles.
// Then the hard set (nonogram/hard: .nin puzzles that no survey solver finished) beside the times its
// README publishes (nonosolve's median, and the other solvers of its table), each cut off at
// HARD_LIMIT seconds of CPU (default 60), and each again with rows and columns swapped (pynogram's
// frans_faase is Faase so): the SAT search's luck depends on the order of its variables, and the
// conflicts it took, which load does not change, are printed beside the time; and seeded random 30×30 pictures at 50 % density, solved
// to a decision in this process, beside nonosolve's published slowest (2.25 s) and total (98 s) for
// 5,000 of them, and each picture over a second with its CPU before and in the SAT search.
// Random set, last run (5,000, NONOGRAM_LIMIT=10, load about 1-2): 4,999 decided, 69.4 s of CPU,
// #2858 undecided at 10 s, 4 over 2.25 s, 46 went on to SAT (docs/decisions.md), against
// nonosolve's published 98 s and 2.25 s, and its 98.1 s and 4.85 s run here (--nonosolve). At the
// default 60 s bound all 5,000 are decided (78.9 s; #2858 27.7 s).
// `--nonosolve PATH` also runs that nonosolve binary (hyouv/FastNonogramSolver, built from its source
// as CONTRIBUTING.md says) on the hard set and the random pictures, on this machine in this run, with
// the same limits: its CPU (the children's in /proc/self/stat, in hundredths of a second) and its answer
// beside ours, where the published times come from another machine.
// `--sets hard,random` runs only those parts (survey, hard, random, colour); `--random N` solves N pictures
// (default 5,000); `--seed S` makes other pictures (default 20240101, the set nonosolve's figures are beside).
// Then the colour puzzles: those of the data's collections, and seeded random 30×30 pictures in two
// colours at 30 % density (harder for the depth-first search than denser or more colourful ones),
// each solved by the depth-first search alone (cut off at COLOUR_DFS_LIMIT, 20 s of CPU) and with the
// SAT stage (colourSat.ts), the ten slowest of either listed; `--colour N` solves N pictures (default 15).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { bundleCore, cadicalWasm } from '../scripts/coreBundle.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set(args.splice(onlyAt, 2)[1].split(',').map(Number)) : null;
const setsAt = args.indexOf('--sets');
const sets = new Set(setsAt >= 0 ? args.splice(setsAt, 2)[1].split(',') : ['survey', 'hard', 'random', 'colour']);
const randomAt = args.indexOf('--random');
const randomCount = randomAt >= 0 ? Number(args.splice(randomAt, 2)[1]) : 5000;
const seedAt = args.indexOf('--seed');
const randomSeed = seedAt >= 0 ? Number(args.splice(seedAt, 2)[1]) : 20240101;
const colourAt = args.indexOf('--colour');
const colourCount = colourAt >= 0 ? Number(args.splice(colourAt, 2)[1]) : 15;
const nonosolveAt = args.indexOf('--nonosolve');
const nonosolve = nonosolveAt >= 0 ? args.splice(nonosolveAt, 2)[1] : null;
if (nonosolve !== null && (!existsSync(nonosolve) || !existsSync('/proc/self/stat'))) {
  console.error(existsSync(nonosolve) ? '--nonosolve reads the CPU of child processes from /proc (Linux)' : `--nonosolve: no file ${nonosolve}`);
  process.exit(2);
}
const HARD_LIMIT_S = Number(process.env.HARD_LIMIT ?? 60);
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
const bundleDir = mkdtempSync(join(tmpdir(), 'logel-bench-'));
const bundle = join(bundleDir, 'core.cjs');
process.on('exit', () => rmSync(bundleDir, { recursive: true, force: true }));
await bundleCore({
  './core/nonogram/formats': ['parseNonogramFile'], './core/nonogram/solve': ['solveNonogram'], './threads/cadical': ['loadCadical', 'solveNonogramWithCadical'],
  './core/nonogram/checks': ['clueOfLine', 'checkNonogram'],
}, bundle);
const { parseNonogramFile, solveNonogram, loadCadical, clueOfLine, checkNonogram } = createRequire(import.meta.url)(bundle);
const satSolver = await loadCadical(cadicalWasm);
// One solve in a fresh process, as `logel solve` makes it: its CPU and wall seconds (the file read
// before the clocks start; CaDiCaL loaded, within them, only when the search comes to SAT).
const coldScript = `
const [bundle, wasm, file] = process.argv.slice(1);
const core = require(bundle);
const puzzle = core.parseNonogramFile(file, require('node:fs').readFileSync(file, 'utf8'));
const cpu = process.cpuUsage(), started = performance.now();
core.solveNonogramWithCadical(puzzle, { limit: 2 }, wasm).then(() => {
  const wall = (performance.now() - started) / 1e3, u = process.cpuUsage(cpu);
  console.log((u.user + u.system) / 1e6, wall);
});`;
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
const coldSeconds = (file) => {
  const runs = Array.from({ length: 7 }, () => spawnSync(process.execPath, ['-e', coldScript, bundle, cadicalWasm, file], { encoding: 'utf8' }).stdout.trim().split(' ').map(Number));
  return { cpu: median(runs.map((r) => r[0])), wall: median(runs.map((r) => r[1])) };
};
const published = new Map();
const [header, ...rows] = readFileSync(join(survey, 'known_results/nonogrid_perf_bw.csv'), 'utf8').trim().split('\n').map((l) => l.split(',').map((c) => c.trim()));
for (const r of rows) published.set(Number(r[0]), { wolter: r[header.indexOf('Wolter')], sat: r[header.indexOf('nonogrid_sat')] });

if (sets.has('survey')) {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; limit ${LIMIT_S} s a puzzle`);
  console.log(`${'id'.padStart(6)} ${'name'.padEnd(12)} ${'size'.padEnd(6)} ${'cold s'.padStart(7)} ${'wall'.padStart(6)} ${'first s'.padStart(8)} ${'main s'.padStart(7)} ${'warm s'.padStart(7)} ${'pbnsolve s'.padStart(10)} ${'nonogrid_sat s'.padStart(14)}  result`);
  let coldFaster = 0, wallFaster = 0, faster = 0, warmFaster = 0, mainFaster = 0, undecided = 0, run = 0;
  const coldSlower = [], wallSlower = [], slower = [], warmSlower = [], mainSlower = [];
  for (const file of readdirSync(join(survey, 'derived_non')).sort()) {
    const id = Number(/webpbn0*(\d+)/.exec(file)[1]);
    if (only && !only.has(id)) continue;
    run++;
    const path = join(survey, 'derived_non', file);
    const puzzle = parseNonogramFile(file, readFileSync(path, 'utf8'));
    const timed = () => {
      const main = mainThreadSeconds();
      const cpu = process.cpuUsage();
      const cpuSeconds = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
      const r = solveNonogram(puzzle, { limit: 2, satSolver, shouldStop: () => cpuSeconds() > LIMIT_S });
      const seconds = cpuSeconds();
      return { r, seconds, mainSeconds: main === null ? null : mainThreadSeconds() - main };
    };
    const { r, seconds, mainSeconds } = timed();
    // more solves where the clock's grain is the solve's size
    const warm = seconds < 1 ? median(Array.from({ length: seconds < 0.05 ? 9 : 3 }, () => timed().seconds)) : null;
    // past a second, a cold solve is the first one give or take V8's warming up
    const cold = seconds < 1 ? coldSeconds(path) : null;
    const p = published.get(id) ?? { wolter: '–', sat: '–' };
    const decided = r.solutions.length >= 2 || (r.complete && r.solutions.length === 1);
    const result = !decided ? `undecided (${r.solutions.length} found, stopped)` : r.solutions.length === 1 ? `unique (${r.rating})` : 'not unique';
    if (!decided) undecided++;
    else if (/^[\d.]+$/.test(p.wolter)) {
      // the survey prints two decimals: 0 is below 0.005 s
      const beats = (s) => s < Math.max(Number(p.wolter), 0.005);
      if (beats(cold?.cpu ?? seconds)) coldFaster++; else coldSlower.push(id);
      if (beats(cold?.wall ?? seconds)) wallFaster++; else wallSlower.push(id);
      if (beats(seconds)) faster++; else slower.push(id);
      if (beats(warm ?? seconds)) warmFaster++; else warmSlower.push(id);
      if (mainSeconds !== null) { if (beats(mainSeconds)) mainFaster++; else mainSlower.push(id); }
    }
    const main = mainSeconds === null ? '' : mainSeconds.toFixed(3);
    console.log(`${String(id).padStart(6)} ${puzzle.name.slice(0, 12).padEnd(12)} ${`${puzzle.width}x${puzzle.height}`.padEnd(6)} ${(cold?.cpu ?? seconds).toFixed(3).padStart(7)} ${(cold === null ? '' : cold.wall.toFixed(3)).padStart(6)} ${seconds.toFixed(3).padStart(8)} ${main.padStart(7)} ${(warm === null ? '' : warm.toFixed(3)).padStart(7)} ${p.wolter.padStart(10)} ${p.sat.padStart(14)}  ${result}`);
  }
  const which = (ids) => ids.length === 0 ? '' : ` (#${ids.join(', #')})`;
  console.log(`decided ${run - undecided} of ${run}; of those pbnsolve finished, ours is faster than pbnsolve: cold on ${coldFaster}, slower on ${coldSlower.length}${which(coldSlower)}; `
    + `cold wall on ${wallFaster}, slower on ${wallSlower.length}${which(wallSlower)}; first solve on ${faster}, slower on ${slower.length}${which(slower)}; `
    + `warm on ${warmFaster}, slower on ${warmSlower.length}${which(warmSlower)}`
    + (mainFaster + mainSlower.length > 0 ? `; first solve on the main thread alone on ${mainFaster}, slower on ${mainSlower.length}${which(mainSlower)}` : ''));
}

// A solve to a decision (two solutions, or a complete search), cut off at `limit` seconds of CPU.
function solveTimed(puzzle, limit) {
  const cpu = process.cpuUsage();
  const cpuSeconds = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
  const r = solveNonogram(puzzle, { limit: 2, satSolver, shouldStop: () => cpuSeconds() > limit });
  return { r, seconds: cpuSeconds(), decided: r.solutions.length >= 2 || (r.complete && r.solutions.length <= 1) };
}

// nonosolve on `puzzle`, written as a .nin file: its CPU in seconds and its answer in our words.
const childrenSeconds = () => {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;      // cutime and cstime, at 100 ticks a second
};
const NONOSOLVE_ANSWERS = { UNIQUE: 'unique', MULTIPLE: 'not unique', NONE: 'no solution' };
function runNonosolve(puzzle, limit) {
  const file = join(bundleDir, 'nonosolve.nin');
  const clue = (blocks) => blocks.length === 0 ? '0' : blocks.map((b) => b.length).join(' ');
  writeFileSync(file, [`${puzzle.width} ${puzzle.height}`, ...puzzle.rows.map(clue), ...puzzle.columns.map(clue)].join('\n') + '\n');
  const before = childrenSeconds();
  const run = spawnSync(nonosolve, ['-q', '--timeout', String(limit), file], { encoding: 'utf8' });
  const status = /^\S+ \d+x\d+ (\w+) time=/m.exec(run.stdout ?? '')?.[1];
  return { seconds: childrenSeconds() - before, result: NONOSOLVE_ANSWERS[status] ?? (status === 'TIMEOUT' ? 'undecided' : `failed: ${status ?? run.error?.message ?? run.stderr.trim()}`) };
}

const hardDir = join(data, 'nonogram/hard');
if (sets.has('hard') && existsSync(hardDir)) {
  // the README's table: | puzzle | size | nonosolve, median of 5 seeds | every other solver |
  const table = new Map();
  for (const m of readFileSync(join(hardDir, 'README.md'), 'utf8').matchAll(/^\|\s*(\w+)\s*\|\s*\d+×\d+\s*\|\s*([\d.]+) s[^|]*\|\s*([^|]*?)\s*\|$/gm)) {
    table.set(m[1].toLowerCase(), { nonosolve: Number(m[2]), others: m[3] });
  }
  console.log(`\nhard set (${hardDir}), limit ${HARD_LIMIT_S} s a puzzle; published: CPU of one thread, hyouv/FastNonogramSolver results`);
  const here = nonosolve === null ? '' : ` ${'nonosolve here'.padEnd(28)}`;
  console.log(`${'puzzle'.padEnd(17)} ${'size'.padEnd(6)} ${'ours s'.padStart(8)} ${'conflicts'.padStart(9)} ${'nonosolve s'.padStart(11)}${here}  ${'result'.padEnd(34)} pbnsolve, nonogrid and the rest`);
  // (a .nin has no starting hints to swap)
  const transposed = (p) => ({ ...p, name: `${p.name} transposed`, width: p.height, height: p.width, rows: p.columns, columns: p.rows });
  for (const file of readdirSync(hardDir).filter((f) => f.endsWith('.nin')).sort()) {
    const original = parseNonogramFile(file, readFileSync(join(hardDir, file), 'utf8'));
    const p = table.get(original.name.toLowerCase()) ?? { nonosolve: NaN, others: '–' };
    for (const puzzle of [original, transposed(original)]) {
      const { r, seconds, decided } = solveTimed(puzzle, HARD_LIMIT_S);
      const checked = r.solutions.every((goal) => checkNonogram({ ...puzzle, goal }).length === 0);
      const result = !decided ? `undecided (${r.solutions.length} found, stopped)` : r.solutions.length === 1 ? 'unique' : r.solutions.length === 0 ? 'no solution' : `not unique${checked ? ', both checked' : ', A SOLUTION FAILS THE CLUES'}`;
      const native = nonosolve === null ? null : runNonosolve(puzzle, HARD_LIMIT_S);
      const nativeColumn = native === null ? '' : ` ${`${native.seconds.toFixed(2)} s, ${native.result}`.padEnd(28)}`;
      console.log(`${puzzle.name.padEnd(17)} ${`${puzzle.width}x${puzzle.height}`.padEnd(6)} ${seconds.toFixed(2).padStart(8)} ${String(r.stats.conflicts).padStart(9)} ${String(p.nonosolve).padStart(11)}${nativeColumn}  ${result.padEnd(34)} ${p.others}`);
    }
  }
}

if (sets.has('random') && randomCount > 0) {
  // mulberry32: the same pictures on every machine
  let state = randomSeed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const side = 30;
  let total = 0, slowest = 0, slowestAt = -1, undecidedRandom = 0, unique = 0, overNonosolve = 0;
  // where the time goes: the pictures that line logic, probing and the depth-first search decide,
  // and those that go on to the SAT search (the CPU of their whole solve)
  const toSat = { count: 0, seconds: 0, slowest: 0 };
  const slow = [];       // the pictures over a second, and where their time went
  const native = { seconds: 0, slowest: 0, slowestAt: -1, over: 0, undecided: 0, differ: [] };
  for (let k = 0; k < randomCount; k++) {
    const picture = Uint8Array.from({ length: side * side }, () => random() < 0.5 ? 1 : 0);
    const puzzle = {
      name: `random-${k}`, width: side, height: side, colours: [{ name: 'blank', rgb: '#ffffff' }, { name: 'black', rgb: '#000000' }],
      rows: Array.from({ length: side }, (_, y) => clueOfLine(picture, y * side, 1, side)),
      columns: Array.from({ length: side }, (_, x) => clueOfLine(picture, x, side, side)),
    };
    // as solveTimed, the SAT search taken apart (satSolver 'later') to tell the pictures that reach it
    const cpu = process.cpuUsage();
    const cpuSeconds = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
    const shouldStop = () => cpuSeconds() > LIMIT_S;
    let r = solveNonogram(puzzle, { limit: 2, satSolver: 'later', shouldStop });
    const sat = r.continueWithSat !== undefined, beforeSat = cpuSeconds();
    if (sat) r = r.continueWithSat(satSolver);
    const seconds = cpuSeconds(), decided = r.solutions.length >= 2 || (r.complete && r.solutions.length <= 1);
    const answer = !decided ? 'undecided' : r.solutions.length === 1 ? 'unique' : 'not unique';
    const theirs = nonosolve === null ? null : runNonosolve(puzzle, LIMIT_S);
    if (theirs !== null) {
      native.seconds += theirs.seconds;
      if (theirs.seconds > native.slowest) { native.slowest = theirs.seconds; native.slowestAt = k; }
      if (theirs.seconds > 2.25) native.over++;
      if (theirs.result === 'undecided') native.undecided++;
      else if (decided && theirs.result !== answer) native.differ.push(`#${k} (${theirs.result})`);
    }
    if (seconds > 1 || (theirs?.seconds ?? 0) > 1) slow.push(`  #${k}: ${seconds.toFixed(2)} s; before SAT ${beforeSat.toFixed(2)} s (${r.stats.searchNodes} nodes, ${r.stats.lineSolves} line solves); `
      + `${sat ? `SAT ${(seconds - beforeSat).toFixed(2)} s, ${r.stats.conflicts} conflicts` : 'no SAT'}; ${answer}${theirs === null ? '' : `; nonosolve here ${theirs.seconds.toFixed(2)} s, ${theirs.result}`}`);
    total += seconds;
    if (sat) { toSat.count++; toSat.seconds += seconds; toSat.slowest = Math.max(toSat.slowest, seconds); }
    if (seconds > slowest) { slowest = seconds; slowestAt = k; }
    if (seconds > 2.25) overNonosolve++;
    if (!decided) undecidedRandom++;
    else if (r.solutions.length === 1) unique++;
  }
  console.log(`\nrandom ${side}x${side} at 50 % density (seed ${randomSeed}): ${randomCount} pictures, decided ${randomCount - undecidedRandom}, unique ${unique}; `
    + `CPU total ${total.toFixed(1)} s, slowest ${slowest.toFixed(2)} s (#${slowestAt}), ${overNonosolve} over 2.25 s `
    + `(nonosolve, published for 5,000: slowest 2.25 s, total 98 s); `
    + `${toSat.count} went on to the SAT search: ${toSat.seconds.toFixed(1)} s of the total, slowest ${toSat.slowest.toFixed(2)} s`);
  if (nonosolve !== null) {
    // each picture is a process of its own, whose start ours (one process) does not pay: measured
    // on a 1×1 puzzle, to be read against the total
    const one = { name: 'one', width: 1, height: 1, rows: [[{ length: 1 }]], columns: [[{ length: 1 }]] };
    const starts = 50;
    let startSeconds = 0;
    for (let i = 0; i < starts; i++) startSeconds += runNonosolve(one, LIMIT_S).seconds / starts;
    console.log(`nonosolve here, same pictures and limit: decided ${randomCount - native.undecided}, CPU total ${native.seconds.toFixed(1)} s `
      + `(${(startSeconds * 1000).toFixed(1)} ms a process on a 1×1 puzzle: ${(startSeconds * randomCount).toFixed(1)} s for ${randomCount}), `
      + `slowest ${native.slowest.toFixed(2)} s (#${native.slowestAt}), ${native.over} over 2.25 s`
      + (native.differ.length > 0 ? `; ANSWERS DIFFER: ${native.differ.join(', ')}` : '; the same answers where both decided'));
  }
  if (slow.length > 0) console.log(`over 1 s${nonosolve === null ? '' : ' (ours or nonosolve\'s)'}:\n${slow.join('\n')}`);
}

if (sets.has('colour')) {
  const dfsLimit = Number(process.env.COLOUR_DFS_LIMIT ?? 20);
  const timed = (puzzle, withSat, limit) => {
    const cpu = process.cpuUsage();
    const cpuSeconds = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
    const r = solveNonogram(puzzle, { limit: 2, ...(withSat ? { satSolver } : {}), shouldStop: () => cpuSeconds() > limit });
    const decided = r.solutions.length >= 2 || (r.complete && r.solutions.length <= 1);
    const result = !decided ? 'undecided' : r.solutions.length === 1 ? 'unique' : r.solutions.length === 0 ? 'no solution' : 'not unique';
    return { seconds: cpuSeconds(), result, nodes: r.stats.searchNodes, conflicts: r.stats.conflicts };
  };
  const puzzles = [];
  const collections = join(data, 'nonogram/collections');
  for (const folder of ['pbnsolve_examples', 'pynogram_examples']) {
    const dir = join(collections, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => /\.(g|txt)$/.test(f)).sort()) {
      let puzzle;
      try { puzzle = parseNonogramFile(file, readFileSync(join(dir, file), 'utf8')); } catch { continue; }
      if (puzzle.colours.length > 2) puzzles.push({ name: `${folder}/${file}`, puzzle });
    }
  }
  // mulberry32, as the random set, on a seed of its own
  let state = 7;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const side = 30, colours = [{ name: 'blank', rgb: '#ffffff' }, { name: 'a', rgb: '#d52b1e' }, { name: 'b', rgb: '#1e5bb2' }];
  for (let k = 0; k < colourCount; k++) {
    const picture = Uint8Array.from({ length: side * side }, () => random() < 0.3 ? 1 + Math.floor(random() * 2) : 0);
    puzzles.push({ name: `random colour #${k}`, puzzle: {
      name: `random-colour-${k}`, width: side, height: side, colours,
      rows: Array.from({ length: side }, (_, y) => clueOfLine(picture, y * side, 1, side)),
      columns: Array.from({ length: side }, (_, x) => clueOfLine(picture, x, side, side)),
    } });
  }
  console.log(`\ncolour puzzles (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}): CPU of the depth-first search alone (cut off at ${dfsLimit} s) and with the SAT stage (cut off at ${LIMIT_S} s)`);
  console.log(`${'puzzle'.padEnd(38)} ${'size'.padEnd(6)} ${'DFS s'.padStart(7)} ${'nodes'.padStart(6)} ${'result'.padEnd(10)} ${'SAT s'.padStart(7)} ${'nodes'.padStart(6)} ${'conflicts'.padStart(9)} result`);
  const rows = [];
  let dfsTotal = 0, satTotal = 0;
  for (const { name, puzzle } of puzzles) {
    const dfs = timed(puzzle, false, dfsLimit), sat = timed(puzzle, true, LIMIT_S);
    dfsTotal += dfs.seconds; satTotal += sat.seconds;
    rows.push({ name, dfs, sat });
    console.log(`${name.slice(0, 38).padEnd(38)} ${`${puzzle.width}x${puzzle.height}`.padEnd(6)} ${dfs.seconds.toFixed(2).padStart(7)} ${String(dfs.nodes).padStart(6)} ${dfs.result.padEnd(10)} `
      + `${sat.seconds.toFixed(2).padStart(7)} ${String(sat.nodes).padStart(6)} ${String(sat.conflicts).padStart(9)} ${sat.result}`);
  }
  const slowest = (side) => rows.slice().sort((a, b) => b[side].seconds - a[side].seconds).slice(0, 10).map((r) => `${r.name.replace('random colour ', '')} ${r[side].seconds.toFixed(2)} s`).join(', ');
  console.log(`${puzzles.length} colour puzzles: depth-first alone ${dfsTotal.toFixed(1)} s in all, undecided ${rows.filter((r) => r.dfs.result === 'undecided').length}; `
    + `with SAT ${satTotal.toFixed(1)} s, undecided ${rows.filter((r) => r.sat.result === 'undecided').length}`);
  console.log(`slowest 10, depth-first alone: ${slowest('dfs')}\nslowest 10, with SAT: ${slowest('sat')}`);
}

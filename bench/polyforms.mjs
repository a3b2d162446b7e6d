// Polyform puzzles too slow for the unit tests: counts and times with the current engine, each form as
// drawn, turned and mirrored. Expected counts from the docstrings of Polyform Puzzler (puzzler.sourceforge.net).
// Run: node bench/polyforms.mjs [name ...]   (bundles core with esbuild first; names filter the list)
// node bench/polyforms.mjs NAME --resume FILE [--shares N]: the named example forms counted share by
// share, each share's result appended to FILE, the shares already there skipped (docs/grids.md);
// NAME --estimate K [--shares N]: the whole count's placements and CPU from K of its N shares.
import { appendFileSync, existsSync, readFileSync, truncateSync } from 'fs';
import { loadCore } from '../scripts/coreBundle.mjs';

const core = await loadCore({
  './core/read': ['buildModel'], './core/language/library': ['standardLibrary'], './core/tiling/solve': ['prepareForm', 'solvePrepared'],
  './core/grids/art': ['drawArt'], './core/grids/shape': ['transformCells'], './core/search/exactCover': ['SEARCH_TREE'],
  './cli/solve': ['solveProblemName'],
});

const rect = (w, h) => Array.from({ length: h }, () => '#'.repeat(w));
const box = (w, h, layers) => Array.from({ length: layers }, (_, i) => [...(i ? ['layer'] : []), ...rect(w, h)]).flat();

/** name, tile set, form art, expected distinct count, rotation to try (index into the grid's transforms). */
const puzzles = [
  ['one-sided pentominoes 3×30', 'one_sided_pentominoes', rect(30, 3), 46, 1],
  ['pentominoes 6×10', 'pentominoes', rect(10, 6), 2339, 1],
  ['pentominoes 5×12', 'pentominoes', rect(12, 5), 1010, 1],
  ['pentominoes 4×15', 'pentominoes', rect(15, 4), 368, 1],
  ['solid pentominoes 2×5×6', 'solid_pentominoes', box(6, 5, 2), 264, 2],
  // Edge grids (examples/polysticks.logel): `any` lets 15 of the 16 tetrasticks cover the 60 segments.
  ['tetrasticks 6×6 (PP Tetrasticks6x6)', 'tetrasticks', ['any', '+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+'], 1795, 1],
  ['tetrasticks Aztec diamond', 'tetrasticks', ['any', '    +-+-+', '    | | |', '  +-+-+-+-+', '  | | | | |', '+-+-+-+-+-+-+', '| | | | | | |', '+-+-+-+-+-+-+', '| | | | | | |', '+-+-+-+-+-+-+', '  | | | | |', '  +-+-+-+-+', '    | | |', '    +-+-+'], 3, 1],
  ['tetrasticks parallelogram 5×5', 'tetrasticks', ['+-+-+-+-+-+', '| | | | | |', '+-+-+-+-+-+-+', '  | | | | | |', '  +-+-+-+-+-+-+', '    | | | | | |', '    +-+-+-+-+-+-+', '      | | | | | |', '      +-+-+-+-+-+-+', '        | | | | | |', '        +-+-+-+-+-+'], 0, 1],
];

function formOf(set, art) {
  const m = core.buildModel(`use ${set}\nform F uses ${set} {\n${art.map((l) => '  ' + l).join('\n')}\n}\n`, core.standardLibrary);
  if (m.diagnostics.length) throw new Error(m.diagnostics.map((d) => d.message).join('; '));
  return m.forms[0];
}

function redrawn(form, t) {
  const lines = core.drawArt(form.grid, core.transformCells(form.grid.transforms[t], form.cells), '.');
  return form.grid.dims === 3 ? lines.slice(1).map((l) => (l.startsWith('layer') ? 'layer' : l)) : lines;
}

const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const resumeFile = flag('--resume');
const estimateShares = Number(flag('--estimate') ?? 0);
const sharesFlag = flag('--shares');
let shareCount = Number(sharesFlag ?? 256);
const wanted = args;
let failed = 0;
for (const [name, set, art, expected, rotation] of resumeFile || estimateShares ? [] : puzzles) {
  if (wanted.length && !wanted.some((w) => name.includes(w))) continue;
  const form = formOf(set, art);
  // Form options (`any`) are kept when the form is turned.
  const options = art.filter((l) => l === 'any');
  const variants = [['as drawn', form], ['turned', formOf(set, [...options, ...redrawn(form, rotation)])],
    ['mirrored', formOf(set, [...options, ...redrawn(form, form.grid.rotations.length)])]];
  for (const [how, f] of variants) {
    const t0 = performance.now();
    const r = core.solvePrepared(core.prepareForm(f), { mode: 'count' });
    const ms = Math.round(performance.now() - t0);
    const ok = r.solutions.unique === BigInt(expected);
    if (!ok) failed++;
    console.log(`${name.padEnd(28)} ${how.padEnd(9)} ${String(r.solutions.unique).padStart(6)} distinct ${String(r.solutions.total).padStart(6)} in all` +
      `  ${String(r.symmetry.restrictedTile ?? '-').padStart(2)}  ${String(r.search.placements).padStart(10)} placements ${String(ms).padStart(7)} ms${ok ? '' : `  EXPECTED ${expected}`}`);
  }
}
// Forms of the edge-grid examples, counted as written (CPU time of this thread). They run for minutes
// to hours, so only when named: `node bench/polyforms.mjs DiamondLattice_F` (docs/grids.md).
const exampleForms = [
  ['polysticks', 'Polysticks1234_5x5DiamondLatticeRing', 0, 'named'],
  ...[['A', 19], ['B', 36], ['C', 11], ['D', 19], ['E', 15], ['F', 7]].map(([k, n]) => ['polysticks', `OneSidedTetrasticks5x5DiamondLattice_${k}`, n, 'named']),
  ['polysticks', 'OneSidedTetrasticks5x5DiamondLattice', 107, 'named', 'Polyform Puzzler: about 11 weeks of CPU', 'ABCDEF'],
  // A small form for the resumable runner's test (test/bench/polyforms.test.ts), counted by Burnside's lemma.
  ['polysticks', 'OneSidedWeldedTetrasticks5x5', 3, 'named'],
];
const chosen = exampleForms.filter(([, name, , when]) => (wanted.length ? wanted.some((w) => name.includes(w)) : when !== 'named'));
if (estimateShares) for (const [file, name] of chosen.filter((e) => !e[5])) estimate(file, name);
else if (resumeFile) {
  try {
    countResumably(chosen);
  } catch (e) {
    console.error(e.message);
    failed++;
  }
}
else for (const [file, name, expected, when, published] of chosen) {
  const cpu0 = process.cpuUsage();
  const r = core.solvePrepared(core.prepareForm(exampleForm(file, name)), { mode: 'count' });
  const cpu = process.cpuUsage(cpu0);
  const ok = r.solutions.unique === BigInt(expected);
  if (!ok) failed++;
  console.log(`${name.padEnd(40)} ${String(r.solutions.unique).padStart(6)} distinct ${String(r.solutions.total).padStart(6)} in all ${String(r.search.placements).padStart(12)} placements` +
    ` ${((cpu.user + cpu.system) / 1e6).toFixed(1).padStart(8)} s CPU${published ? ` (${published})` : ''}${ok ? '' : `  EXPECTED ${expected}`}`);
}
process.exitCode = failed ? 1 : 0;

function exampleForm(file, name) {
  const m = core.buildModel(readFileSync(new URL(`../examples/${file}.logel`, import.meta.url), 'utf8'), core.standardLibrary);
  return m.forms.find((f) => f.name === name);
}

// The resumable count: every form is cut into the same `shareCount` shares (split.ts: share k takes
// every shareCount-th subtree at the split depth), counted one after another, and each share's
// figures are appended to the results file as a JSON line as soon as it is done; a run started again
// skips the shares the file has. A form whose entry lists cases (the diamond lattice's A to F) is
// counted as the sum of its cases. Counts by Burnside's lemma add up as classes times the group's order.
function countResumably(entries) {
  const done = readResults(resumeFile);
  const forms = [];
  const add = (name) => {
    if (forms.some((f) => f.name === name)) return;
    const [file, , expected, , published, cases] = exampleForms.find((e) => e[1] === name);
    if (cases) for (const k of cases) add(`${name}_${k}`);
    forms.push({ file, name, expected, published, parts: cases && [...cases].map((k) => `${name}_${k}`) });
  };
  for (const [, name] of entries) add(name);
  const sums = new Map();
  for (const f of forms) {
    if (f.parts) {
      // A case with X placed counts up to the symmetries that fix X's place (its order): the whole
      // form has X at each place of that one's orbit, as many as the whole group's order over the case's.
      const order = BigInt(core.prepareForm(exampleForm(f.file, f.name)).numbers.symmetry.order);
      const s = { unique: 0n, total: 0n, placements: 0, cpu: 0 };
      for (const c of f.parts.map((p) => sums.get(p))) {
        s.unique += c.unique;
        s.total += (c.total * order) / c.order;
        s.placements += c.placements;
        s.cpu += c.cpu;
      }
      reportSum(f, s);
      continue;
    }
    const prepared = core.prepareForm(exampleForm(f.file, f.name));
    const tree = `${core.SEARCH_TREE}/${core.solveProblemName(prepared)}`;
    const rows = sharesToUse(f.name, done.get(f.name) ?? [], tree);
    const sum = { unique: 0n, total: 0n, placements: 0, cpu: 0, classesTimesOrder: 0n, order: 1n };
    for (let index = 0; index < shareCount; index++) {
      let row = rows.get(index);
      if (!row) {
        const cpu0 = process.cpuUsage();
        const r = core.solvePrepared(prepared, { mode: 'count', share: { index, count: shareCount } });
        const cpu = process.cpuUsage(cpu0);
        row = { form: f.name, share: index, shares: shareCount, classesTimesOrder: String(r.classesTimesOrder ?? r.solutions.unique * BigInt(r.symmetry.order)), order: r.symmetry.order,
          total: String(r.solutions.total), placements: r.search.placements, cpu: Number(((cpu.user + cpu.system) / 1e6).toFixed(3)), tree };
        appendFileSync(resumeFile, JSON.stringify(row) + '\n');
        console.log(`${f.name} share ${index + 1} of ${shareCount}: ${row.placements} placements, ${row.cpu.toFixed(1)} s CPU`);
      }
      sum.classesTimesOrder += BigInt(row.classesTimesOrder);
      sum.order = BigInt(row.order);
      sum.total += BigInt(row.total);
      sum.placements += row.placements;
      sum.cpu += row.cpu;
    }
    sum.unique = sum.classesTimesOrder / sum.order;
    sums.set(f.name, sum);
    reportSum(f, sum);
  }
}

// A share is a set of subtrees of one search tree, which the problem and the engine's search order
// (SEARCH_TREE) decide, so a form's count adds up the shares of one tree: all of them when the file
// holds every share of a tree (a finished count stays valid whatever the engine does now), else those
// of this run's tree, the others set aside and counted again. Rows written before rows named their
// tree come from tree 1 of this problem.
function sharesToUse(form, rows, tree) {
  const byTree = new Map();
  for (const row of rows) {
    const t = row.tree ?? `1/${tree.slice(tree.indexOf('/') + 1)}`;
    if (!byTree.has(t)) byTree.set(t, new Map());
    byTree.get(t).set(row.share, row);
  }
  const whole = [...byTree.values()].find((m) => m.size === shareCount);
  if (whole) return whole;
  const aside = rows.length - (byTree.get(tree)?.size ?? 0);
  if (aside > 0) console.log(`${form}: ${aside} shares of another search tree set aside, counted again with this one (${tree})`);
  return byTree.get(tree) ?? new Map();
}

// The shares are the subtrees at the split depth dealt out in turn, so K shares spread evenly over the N
// are a sample of the whole tree. Every share also walks the tree above the split depth, measured
// apart by a share that takes no subtree: with many shares that walk can cost more than the subtrees.
function estimate(file, name) {
  const prepared = core.prepareForm(exampleForm(file, name));
  const cpuOf = (share) => {
    const cpu0 = process.cpuUsage();
    const r = core.solvePrepared(prepared, { mode: 'count', share });
    const cpu = process.cpuUsage(cpu0);
    return { placements: r.search.placements, cpu: (cpu.user + cpu.system) / 1e6 };
  };
  const walk = cpuOf({ index: 1, count: shareCount, claim: () => Infinity }).cpu;
  const placements = [], cpus = [];
  for (let j = 0; j < estimateShares; j++) {
    const r = cpuOf({ index: Math.floor(((j + 0.5) * shareCount) / estimateShares), count: shareCount });
    placements.push(r.placements);
    cpus.push(r.cpu - walk);
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const spread = Math.sqrt(mean(placements.map((x) => (x - mean(placements)) ** 2)) / placements.length);
  console.log(`${name.padEnd(40)} about ${(mean(placements) * shareCount).toExponential(3)} placements (± ${(spread * shareCount).toExponential(1)}),` +
    ` ${(mean(cpus) * shareCount).toFixed(0)} s CPU below the split and ${walk.toFixed(2)} s above it in each share, from ${estimateShares} of ${shareCount} shares:` +
    ` ${(mean(placements) / mean(cpus) / 1e6).toFixed(2)} M placements/s`);
}

function reportSum(f, s) {
  const ok = s.unique === BigInt(f.expected);
  if (!ok) failed++;
  console.log(`${f.name.padEnd(40)} ${String(s.unique).padStart(6)} distinct ${String(s.total).padStart(6)} in all ${String(s.placements).padStart(12)} placements` +
    ` ${s.cpu.toFixed(1).padStart(8)} s CPU${f.published ? ` (${(s.cpu / 3600).toFixed(1)} hours; ${f.published})` : ''}${ok ? '' : `  EXPECTED ${f.expected}`}`);
}

/** The shares a results file holds, by form; a last line cut short (the run stopped while writing it) is cut off the file. */
function readResults(file) {
  const done = new Map();
  if (!existsSync(file)) return done;
  let text = readFileSync(file, 'utf8');
  if (!text.endsWith('\n') && text !== '') {
    text = text.slice(0, text.lastIndexOf('\n') + 1);
    truncateSync(file, Buffer.byteLength(text));
  }
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    let row;
    try { row = JSON.parse(line); } catch { throw new Error(`${file}:${i + 1}: not a JSON line of results`); }
    // Without --shares, a run goes on cutting forms as the file's first row says.
    if (i === 0 && sharesFlag === undefined) shareCount = row.shares;
    if (row.shares !== shareCount) throw new Error(`${file}:${i + 1}: a share of ${row.shares}, and this run cuts forms into ${shareCount} (--shares ${row.shares})`);
    if (!done.has(row.form)) done.set(row.form, []);
    done.get(row.form).push(row);
  });
  return done;
}

// Polyform puzzles too slow for the unit tests: counts and times with the current engine, each form as
// drawn, turned and mirrored. Expected counts from the docstrings of Polyform Puzzler (puzzler.sourceforge.net).
// Run: node bench/polyforms.mjs [name ...]   (bundles core with esbuild first; names filter the list)
import { readFileSync } from 'fs';
import { loadCore } from '../scripts/coreBundle.mjs';

const core = await loadCore({
  './core/read': ['buildModel'], './core/language/library': ['standardLibrary'], './core/tiling/solve': ['prepareForm', 'solvePrepared'],
  './core/grids/art': ['drawArt'], './core/grids/shape': ['transformCells'],
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

const wanted = process.argv.slice(2);
let failed = 0;
for (const [name, set, art, expected, rotation] of puzzles) {
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
  ['polysticks', 'OneSidedTetrasticks5x5DiamondLattice', 107, 'named', 'Polyform Puzzler: about 11 weeks of CPU'],
];
for (const [file, name, expected, when, published] of exampleForms) {
  if (wanted.length ? !wanted.some((w) => name.includes(w)) : when === 'named') continue;
  const m = core.buildModel(readFileSync(new URL(`../examples/${file}.logel`, import.meta.url), 'utf8'), core.standardLibrary);
  const cpu0 = process.cpuUsage();
  const r = core.solvePrepared(core.prepareForm(m.forms.find((f) => f.name === name)), { mode: 'count' });
  const cpu = process.cpuUsage(cpu0);
  const ok = r.solutions.unique === BigInt(expected);
  if (!ok) failed++;
  console.log(`${name.padEnd(40)} ${String(r.solutions.unique).padStart(6)} distinct ${String(r.solutions.total).padStart(6)} in all ${String(r.search.placements).padStart(12)} placements` +
    ` ${((cpu.user + cpu.system) / 1e6).toFixed(1).padStart(8)} s CPU${published ? ` (${published})` : ''}${ok ? '' : `  EXPECTED ${expected}`}`);
}
process.exitCode = failed ? 1 : 0;

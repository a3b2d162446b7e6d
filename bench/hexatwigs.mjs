// HexatwigsTriangle (Polyform Puzzler: "at least 5 solutions, probably many more"): the form's exact cover
// finds no solution in minutes. Its pieces' ends leave almost no freedom (docs/edge-counts.md): one lies on
// each of the 88 points where three of the triangle's segments meet, but for two places in a solution. With
// one more primary item per such point, covered by the piece that has an end there, the search finds the
// solutions whose two places lie on the border, which are solutions of the puzzle.
// Run: node bench/hexatwigs.mjs [N]   (finds N solutions up to the triangle's symmetry, 2 by default: the
// third was not found in 3 minutes of CPU)
import { readFileSync } from 'fs';
import { loadCore } from '../scripts/coreBundle.mjs';

const core = await loadCore({
  './core/read': ['buildModel'], './core/language/library': ['standardLibrary'],
  './core/tiling/solve': ['prepareForm', 'exactCoverOf'], './core/search/exactCover': ['solveExactCover'],
});
const wanted = Number(process.argv[2] ?? 2);
const m = core.buildModel(readFileSync(new URL('../examples/polytwigs.logel', import.meta.url), 'utf8'), core.standardLibrary);
const form = m.forms.find((f) => f.name === 'HexatwigsTriangle');
// Every position (no tile kept to one per orbit: that search is slower here); the solutions found are
// told apart up to the triangle's symmetries with the group of the same positions.
const p = core.prepareForm(form, { symmetry: false });
const { group } = core.prepareForm(form);
const { problem } = core.exactCoverOf(p);

// The twigs grid (stdlib/twigs.logel): from the point (x, y) at (1.5x, √3(y + x/2)), a goes right, b up-left
// and c down-left; points in units of (½, √3/2).
const step = { a: [2, 0], b: [-1, 1], c: [-1, -1] };
const ends = (atom) => {
  const cell = p.atoms.cells[p.atoms.cellOf[atom]];
  const [x, y] = cell.c, [dx, dy] = step[p.form.grid.kinds[cell.kind].name];
  return [`${3 * x},${2 * y + x}`, `${3 * x + dx},${2 * y + x + dy}`];
};
const degrees = (atoms) => {
  const d = new Map();
  for (const a of atoms) for (const e of ends(a)) d.set(e, (d.get(e) ?? 0) + 1);
  return d;
};
const board = degrees(Array.from({ length: p.atoms.count }, (_, a) => a));
const endItem = new Map([...board].filter(([, n]) => n === 3).map(([point], k) => [point, problem.primaryCount + k]));
const added = endItem.size;
const shift = (i) => (i >= problem.primaryCount ? i + added : i);
const options = p.optionPositions.map((i, o) => {
  const extra = [...degrees(p.positions[i].atoms)].filter(([point, n]) => n % 2 === 1 && endItem.has(point)).map(([point]) => endItem.get(point));
  return [...Array.from(problem.options[o], shift), ...extra];
});
const withEnds = {
  itemCount: problem.itemCount + added, primaryCount: problem.primaryCount + added, options,
  multiplicity: [...Array.from({ length: problem.primaryCount }, (_, i) => problem.multiplicity?.[i] ?? 1), ...Array(added).fill(1)],
};
const cpu0 = process.cpuUsage();
const classes = new Set();
const stats = core.solveExactCover(withEnds, {
  mode: 'all',
  onSolution(chosen, length) {
    const solution = Array.from(chosen.subarray(0, length), (o) => p.optionPositions[o]);
    const key = group.elements.map((g) => solution.map((i) => g.positions[i]).sort((a, b) => a - b).join()).sort()[0];
    if (!classes.has(key)) {
      classes.add(key);
      const c = process.cpuUsage(cpu0);
      console.log(`solution ${classes.size}: ${((c.user + c.system) / 1e6).toFixed(1)} s CPU`);
    }
    return classes.size < wanted;
  },
});
const cpu = process.cpuUsage(cpu0);
console.log(`HexatwigsTriangle with ${added} end items: ${classes.size} solutions up to symmetry (Polyform Puzzler: at least 5), ` +
  `${stats.placements.toLocaleString('en')} placements, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
process.exitCode = classes.size === wanted ? 0 : 1;

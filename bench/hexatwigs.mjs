// HexatwigsTriangle (Polyform Puzzler: "at least 5 solutions, probably many more"): the form's exact cover
// finds no solution in minutes. Its pieces' ends leave almost no freedom (docs/edge-counts.md): a point where
// three of the triangle's segments meet holds one end or three, a point where two meet none or two, and the
// 27 hexatwigs have 92 ends for 88 points of three. This searches the solutions with one end on each point of
// three, so with two points of two holding two ends each, case by case: one primary item per point of three,
// covered by the piece that ends there, and on the points of two other than the case's no end (the options
// that end there are dropped). Each case is searched for a budget of
// placements at most, then the next. Each solution is checked here apart from the engine (every piece
// congruent to its hexatwig, every segment of the triangle covered once) and told apart from the others up to
// the triangle's symmetries, both from the segments' end points alone.
// Run: node bench/hexatwigs.mjs [N] [--budget P]   (N solutions up to symmetry, 5 by default; at most P
// placements a case, 300,000 by default)
import { readFileSync } from 'fs';
import { loadCore } from '../scripts/coreBundle.mjs';

const core = await loadCore({
  './core/read': ['buildModel'], './core/language/library': ['standardLibrary'],
  './core/tiling/solve': ['prepareForm', 'exactCoverOf'], './core/search/exactCover': ['solveExactCover'],
});
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback; };
const budget = flag('--budget', 300_000);
const wanted = Number(args[0] ?? 5);

const m = core.buildModel(readFileSync(new URL('../examples/polytwigs.logel', import.meta.url), 'utf8'), core.standardLibrary);
const form = m.forms.find((f) => f.name === 'HexatwigsTriangle');
// Every position (no tile kept to one per orbit): the cases are taken up to symmetry instead.
const p = core.prepareForm(form, { symmetry: false });
const { problem } = core.exactCoverOf(p);

// The twigs grid (stdlib/twigs.logel): from the point (x, y) at (1.5x, √3(y + x/2)), a goes right, b up-left
// and c down-left; points in units of (½, √3/2), where a turn by 60° is (X, Y) -> ((X - 3Y)/2, (X + Y)/2).
const step = { a: [2, 0], b: [-1, 1], c: [-1, -1] };
const segment = (cell) => {
  const [x, y] = cell.c, [dx, dy] = step[form.grid.kinds[cell.kind].name];
  return [[3 * x, 2 * y + x], [3 * x + dx, 2 * y + x + dy]];
};
const key = ([X, Y]) => `${X},${Y}`;
const atomSegment = (atom) => segment(p.atoms.cells[p.atoms.cellOf[atom]]);
const degrees = (segments) => {
  const d = new Map();
  for (const s of segments) for (const e of s) d.set(key(e), (d.get(key(e)) ?? 0) + 1);
  return d;
};
const board = degrees(Array.from({ length: p.atoms.count }, (_, a) => atomSegment(a)));
const endItem = new Map([...board].filter(([, n]) => n === 3).map(([point], k) => [point, problem.primaryCount + k]));
const added = endItem.size;
const shift = (i) => (i >= problem.primaryCount ? i + added : i);
const withEnds = {
  itemCount: problem.itemCount + added, primaryCount: problem.primaryCount + added,
  multiplicity: [...Array.from({ length: problem.primaryCount }, (_, i) => problem.multiplicity?.[i] ?? 1), ...Array(added).fill(1)],
  options: p.optionPositions.map((i, o) => {
    const ends = [...degrees(Array.from(p.positions[i].atoms, atomSegment))].filter(([point, n]) => n % 2 === 1 && endItem.has(point));
    return [...Array.from(problem.options[o], shift), ...ends.map(([point]) => endItem.get(point))];
  }),
};

// The 12 motions of the plane that keep the lattice's directions, on segments as pairs of points, and a
// set of segments up to translation: sorted, moved so that its least point is (0, 0).
const turn = ([X, Y]) => [(X - 3 * Y) / 2, (X + Y) / 2];
const motions = Array.from({ length: 12 }, (_, k) => (pt) => {
  let q = k >= 6 ? [-pt[0], pt[1]] : pt;
  for (let r = 0; r < k % 6; r++) q = turn(q);
  return q;
});
const least = (segments) => segments.flat().reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
const placed = (segments, g, origin) => segments.map((s) => s.map((e) => { const [X, Y] = g(e); return key([X - origin[0], Y - origin[1]]); }).sort().join('|'));
const moved = (segments, g) => placed(segments, g, least(segments.map((s) => s.map(g)))).sort().join(' ');
const congruenceClass = (segments) => motions.map((g) => moved(segments, g)).sort()[0];

const boardSegments = form.cells.map(segment);
const boardAtRest = moved(boardSegments, motions[0]);
// The triangle's symmetries: the motions that map it onto itself, with the shift that puts it back.
const symmetries = motions.filter((g) => moved(boardSegments, g) === boardAtRest)
  .map((g) => ({ g, origin: (([a, b], [c, d]) => [a - c, b - d])(least(boardSegments.map((s) => s.map(g))), least(boardSegments)) }));
const tileClass = new Map(form.tiles.map(({ tile }) => [tile.name, congruenceClass(tile.shapes[0].map(segment))]));

/** Why a solution (positions) is not one of the puzzle, or '' when it is. */
function fault(solution) {
  const names = solution.map((i) => form.tiles[p.positions[i].tile].tile.name);
  if (new Set(names).size !== tileClass.size || names.length !== tileClass.size) return `pieces ${names.join(' ')}`;
  for (const i of solution) {
    const segments = Array.from(p.positions[i].atoms, atomSegment);
    if (congruenceClass(segments) !== tileClass.get(form.tiles[p.positions[i].tile].tile.name)) return `${p.positions[i].name} is not its hexatwig`;
  }
  const covered = solution.flatMap((i) => placed(Array.from(p.positions[i].atoms, atomSegment), motions[0], [0, 0])).sort();
  const all = placed(boardSegments, motions[0], [0, 0]).sort();
  return covered.join(' ') === all.join(' ') ? '' : 'the segments covered are not the triangle\'s, once each';
}

/** The solution's name up to the triangle's symmetries: the least of its images, each piece as its segments. */
const solutionClass = (solution) => symmetries.map(({ g, origin }) => solution.map((i) => {
  const piece = placed(Array.from(p.positions[i].atoms, atomSegment), g, origin).sort().join(' ');
  return `${form.tiles[p.positions[i].tile].tile.name}:${piece}`;
}).sort().join('\n')).sort()[0];

// The cases (points in units of (½, √3/2)): the two points where two of the triangle's segments meet that
// hold two ends each, one pair per class of the triangle's symmetries. Every other such point holds none
// (its two segments belong to one piece), so a case keeps the options with no end there; the two points
// then hold two ends each, as the 4 ends left over from the points of three are even at each.
const twoWay = [...board].filter(([, n]) => n === 2).map(([point]) => point);
const image = (point, { g, origin }) => { const [X, Y] = g(point.split(',').map(Number)); return key([X - origin[0], Y - origin[1]]); };
const cases = [];
const seen = new Set();
for (let i = 0; i < twoWay.length; i++) {
  for (let j = i + 1; j < twoWay.length; j++) {
    const names = symmetries.map((s) => [image(twoWay[i], s), image(twoWay[j], s)].sort().join(' '));
    if (names.some((n) => seen.has(n))) continue;
    seen.add(names[0]);
    cases.push([twoWay[i], twoWay[j]]);
  }
}
const optionEnds = withEnds.options.map((_, o) => [...degrees(Array.from(p.positions[p.optionPositions[o]].atoms, atomSegment))]
  .filter(([point, n]) => n % 2 === 1 && board.get(point) === 2).map(([point]) => point));

const cpu0 = process.cpuUsage();
const cpuSeconds = () => { const c = process.cpuUsage(cpu0); return ((c.user + c.system) / 1e6).toFixed(1); };
const classes = new Set();
let placements = 0, faults = 0, searched = 0;
console.log(`HexatwigsTriangle: ${withEnds.options.length.toLocaleString('en')} positions after pruning, ${added} end items, ${symmetries.length} symmetries; ` +
  `${cases.length} cases, each searched for ${budget.toLocaleString('en')} placements at most`);
for (const pair of cases) {
  if (classes.size >= wanted) break;
  const kept = withEnds.options.map((_, o) => o).filter((o) => optionEnds[o].every((point) => pair.includes(point)));
  const stats = core.solveExactCover({ ...withEnds, options: kept.map((o) => withEnds.options[o]) }, {
    mode: 'all', maxPlacements: budget,
    onSolution(chosen, length) {
      const solution = Array.from(chosen.subarray(0, length), (o) => p.optionPositions[kept[o]]);
      const wrong = fault(solution);
      if (wrong) {
        faults++;
        console.log(`case ${pair.join(' and ')}: NOT A SOLUTION: ${wrong}`);
        return true;
      }
      const name = solutionClass(solution);
      if (!classes.has(name)) {
        classes.add(name);
        console.log(`solution ${classes.size} (two ends at ${pair.join(' and ')}, ${cpuSeconds()} s CPU): ${solution.map((i) => p.positions[i].name).sort().join(' ')}`);
      }
      return classes.size < wanted;
    },
  });
  placements += stats.placements;
  searched++;
  console.log(`case ${pair.join(' and ')}: ${kept.length} options, ${stats.placements} placements${stats.bounded ? ' (budget)' : ''}, ${cpuSeconds()} s CPU`);
}
console.log(`HexatwigsTriangle: ${classes.size} solutions up to symmetry (Polyform Puzzler: at least 5), each checked, from ${searched} of ${cases.length} cases, ` +
  `${placements.toLocaleString('en')} placements, ${cpuSeconds()} s CPU`);
process.exitCode = faults || classes.size < wanted ? 1 : 0;

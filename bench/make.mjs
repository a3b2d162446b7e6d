// Making nonograms from pictures (logel make nonogram): per picture and size, the changes that make
// the clues unique (count and share of the cells), the rating, whether the set is minimal and proved
// the fewest, the solver runs and the time; then the same for starting hints instead (--hints). Seeded designed pictures (test/core/nonogram/pictures.ts:
// shapes with 2x2 swaps, noise and a stripe patch, as many of each as the side / 10, at least 2) and real
// pictures (the PNGs in media/, black and white at threshold 128; the webpbn survey's solutions). Then tiling
// challenges on the three example forms. `node bench/make.mjs [--quick] [DATA]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cadicalWasm, loadCore } from '../scripts/coreBundle.mjs';

const quick = process.argv.includes('--quick');
const core = await loadCore({
  './core/nonogram/make': ['makeNonogram', 'makeNonogramHints'], './core/nonogram/picture': ['pictureFromPixels'],
  './test/core/nonogram/pictures': ['designedPicture'], './threads/cadical': ['loadCadical'], './cli/make': ['pngPixels'],
});
const satSolver = await core.loadCadical(cadicalWasm);

// CPU seconds (user + system) since `cpu`: the machine is shared, so wall time says little.
const cpuSince = (cpu) => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1e6; };
const cpuPast = (seconds) => { const cpu = process.cpuUsage(); return seconds === undefined ? undefined : () => cpuSince(cpu) > seconds; };

const rows = [];
/** The changes, then the hints, each stopped past `limit` CPU seconds when given. */
function measure(label, picture, limit) {
  const started = process.cpuUsage();
  const made = core.makeNonogram(picture, 'P', { satSolver, shouldStop: cpuPast(limit) });
  const s = cpuSince(started);
  const cells = picture.width * picture.height;
  rows.push([label, `${picture.width}×${picture.height}`, String(made.changes.length), `${(100 * made.changes.length / cells).toFixed(2)} %`,
    made.unique ? made.rating : made.stopped ? 'stopped' : 'not unique', made.minimal ? 'yes' : 'no', made.smallest.proved ? 'proved' : 'bounded', String(made.solves), s.toFixed(2)]);
  const hintsStarted = process.cpuUsage();
  const hinted = core.makeNonogramHints(picture, 'P', { satSolver, shouldStop: cpuPast(limit) });
  rows[rows.length - 1].push(hinted.unique ? String(hinted.hints.length) : hinted.stopped ? 'stopped' : 'not unique', hinted.smallest.proved ? 'proved' : 'bounded', cpuSince(hintsStarted).toFixed(2));
  console.log(rows[rows.length - 1].join('  '));
}

console.log('picture  size  changes  share  rating  minimal  fewest  solves  CPU s  |  hints  fewest  CPU s');
for (const [side, seeds] of quick ? [[20, 2], [50, 1]] : [[20, 5], [50, 3], [100, 1]]) {
  const k = Math.max(2, Math.round(side / 10));
  for (let seed = 1; seed <= seeds; seed++) measure(`designed #${seed}`, core.designedPicture(seed, side, side, { swaps: k, noise: k, stripes: 1 }));
}
for (const file of ['media/icon.png', 'media/screenshots/pentominoes.png']) {
  const { rgba, width, height } = core.pngPixels(readFileSync(file), file);
  for (const side of quick ? [20, 50] : [20, 50, 100]) measure(file.replace(/^media\//, ''), core.pictureFromPixels(rgba, width, height, { width: side }));
}

// Real pictures: webpbn survey puzzles (data folder: the first argument, else ../shared/data; not shipped),
// each one's first solution taken as the picture: Cat and Smoke (20×20), Karate (40×40, 6 solutions),
// Center (60×60, thousands), Flag (65×45, thousands) and Sweetness (60×80, the largest decided one).
const data = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? ['../shared/data', '../../shared/data'].find((d) => existsSync(d));
const survey = data && join(data, 'nonogram/webpbn_survey/derived_non');
if (survey && existsSync(survey)) {
  const web = await loadCore({ './core/nonogram/formats': ['parseNonogramFile'], './core/nonogram/solve': ['solveNonogram'] });
  const chosen = quick ? [6, 6739] : [6, 2413, 6739, 10810, 2556, 354];
  for (const file of readdirSync(survey).filter((f) => chosen.includes(Number(/webpbn0*(\d+)/.exec(f)[1]))).sort()) {
    const puzzle = web.parseNonogramFile(file, readFileSync(join(survey, file), 'utf8'));
    const solved = web.solveNonogram(puzzle, { limit: 1, satSolver, shouldStop: cpuPast(20) });
    if (solved.solutions.length === 0) { console.log(`${file}: no solution within 20 s`); continue; }
    measure(file.replace(/\.non$/, ''), { width: puzzle.width, height: puzzle.height, colours: puzzle.colours, cells: solved.solutions[0] }, 60);
  }
} else console.log(`(no webpbn survey in ${survey ?? '../shared/data'}: pass the data folder, e.g. /work/shared/data, for the real pictures)`);

// Tiling challenges (logel make challenge): from the first solution, the fewest pre-placed pieces with one
// completion (proved when every smaller set was tried), the sets tried, the hardest challenge's search and the time.
const tiling = await loadCore({ './core/tiling/challenge': ['makeChallenges'], './core/document': ['buildModel'], './core/language/library': ['standardLibrary'] });
const read = (text) => {
  const model = tiling.buildModel(text, tiling.standardLibrary);
  const errors = (f) => model.diagnostics.filter((d) => d.severity === 'error' && d.range.start.line >= f.decl.range.start.line && d.range.start.line <= f.decl.range.end.line).map((d) => d.message);
  return { forms: model.forms, errors };
};
console.log('\nform  pieces  pre-placed  fewest  sets tried  placements  CPU s');
for (const file of ['examples/pentomino-6x10.logel', 'examples/tritetratan.logel', 'examples/soma-cube.logel']) {
  const text = readFileSync(file, 'utf8');
  const form = read(text).forms[0];
  const started = process.cpuUsage();
  const made = tiling.makeChallenges(form, { count: 3, text, read });
  const s = cpuSince(started);
  console.log([file.replace(/^examples\//, ''), made.solution.length, made.smallest.placed, made.smallest.proved ? 'proved' : 'bounded', made.tried,
    Math.max(...made.challenges.map((c) => c.placements)), s.toFixed(2)].join('  '));
}

// Link-a-Pix from the pictures of the Conceptis puzzles in the data folder (when present): the made
// puzzle's mean path length and share of 1s beside the published puzzle's, whether it reaches both, and the CPU time.
// Pictures up to 60×50 (3,000 cells); very_big_color (150×150, made in tiles) with --big only.
const { conceptisPictures } = await import('../scripts/conformance/conceptisPictures.mjs');
const lp = await loadCore({ './core/linkpix/make': ['makeLinkpix', 'pathFigures'], './core/nonogram/picture': ['pictureFromText'] });
const pictures = data ? conceptisPictures(data).filter((p) => p.width * p.height <= (quick ? 400 : process.argv.includes('--big') ? Infinity : 3000)) : [];
if (pictures.length) console.log('\nLink-a-Pix picture  size  unique  mean made/published  ones made/published  reached  CPU s');
for (const p of pictures) {
  const started = process.cpuUsage();
  // A guard: the make's own bounds of work end 40_60_bw_2 at 84 s of CPU (it ran past 600 s
  // before the re-routes had one); cut short, the last unique partition is kept.
  const made = lp.makeLinkpix(lp.pictureFromText(p.art), 'P', { shouldStop: cpuPast(120) });
  const s = cpuSince(started);
  const f = lp.pathFigures(made.paths), pub = p.published;
  console.log([p.name, `${p.width}×${p.height}`, made.unique ? 'unique' : 'NOT UNIQUE', `${f.meanLength.toFixed(2)}/${pub.meanLength.toFixed(2)}`,
    `${(100 * f.ones).toFixed(0)}%/${(100 * pub.ones).toFixed(0)}%`, f.meanLength >= pub.meanLength && f.ones <= pub.ones ? 'yes' : 'short', `${s.toFixed(2)}${made.stopped ? ' (stopped at 120 s)' : ''}`].join('  '));
}

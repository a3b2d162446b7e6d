// Making nonograms from pictures (logel make nonogram): per picture and size, the changes that make
// the clues unique (count and share of the cells), the rating, whether the set is minimal and proved
// the fewest, the solver runs and the time; then the same for starting hints instead (--hints). Seeded designed pictures (test/core/nonogram/pictures.ts:
// shapes with 2x2 swaps, noise and a stripe patch, as many of each as the side / 10, at least 2) and real
// pictures (the PNGs in media/, black and white at threshold 128). Then tiling challenges on the three
// example forms. `node bench/make.mjs [--quick]`.
import { readFileSync } from 'node:fs';
import { cadicalWasm, loadCore } from '../scripts/coreBundle.mjs';

const quick = process.argv.includes('--quick');
const core = await loadCore({
  './core/nonogram/make': ['makeNonogram', 'makeNonogramHints'], './core/nonogram/picture': ['pictureFromPixels'],
  './test/core/nonogram/pictures': ['designedPicture'], './threads/cadical': ['loadCadical'], './cli/make': ['pngPixels'],
});
const satSolver = await core.loadCadical(cadicalWasm);

const rows = [];
function measure(label, picture) {
  const started = performance.now();
  const made = core.makeNonogram(picture, 'P', { satSolver });
  const s = (performance.now() - started) / 1000;
  const cells = picture.width * picture.height;
  rows.push([label, `${picture.width}×${picture.height}`, String(made.changes.length), `${(100 * made.changes.length / cells).toFixed(2)} %`,
    made.unique ? made.rating : 'not unique', made.minimal ? 'yes' : 'no', made.smallest.proved ? 'proved' : 'bounded', String(made.solves), s.toFixed(2)]);
  const hintsStarted = performance.now();
  const hinted = core.makeNonogramHints(picture, 'P', { satSolver });
  rows[rows.length - 1].push(hinted.unique ? String(hinted.hints.length) : 'not unique', hinted.smallest.proved ? 'proved' : 'bounded', ((performance.now() - hintsStarted) / 1000).toFixed(2));
  console.log(rows[rows.length - 1].join('  '));
}

console.log('picture  size  changes  share  rating  minimal  fewest  solves  seconds  |  hints  fewest  seconds');
for (const [side, seeds] of quick ? [[20, 2], [50, 1]] : [[20, 5], [50, 3], [100, 1]]) {
  const k = Math.max(2, Math.round(side / 10));
  for (let seed = 1; seed <= seeds; seed++) measure(`designed #${seed}`, core.designedPicture(seed, side, side, { swaps: k, noise: k, stripes: 1 }));
}
for (const file of ['media/icon.png', 'media/screenshots/pentominoes.png']) {
  const { rgba, width, height } = core.pngPixels(readFileSync(file), file);
  for (const side of quick ? [20, 50] : [20, 50, 100]) measure(file.replace(/^media\//, ''), core.pictureFromPixels(rgba, width, height, { width: side }));
}

// Tiling challenges (logel make challenge): from the first solution, the fewest pre-placed pieces with one
// completion (proved when every smaller set was tried), the sets tried, the hardest challenge's search and the time.
const tiling = await loadCore({ './core/tiling/challenge': ['makeChallenges'], './core/document': ['buildModel'], './core/language/library': ['standardLibrary'] });
const read = (text) => {
  const model = tiling.buildModel(text, tiling.standardLibrary);
  const errors = (f) => model.diagnostics.filter((d) => d.severity === 'error' && d.range.start.line >= f.decl.range.start.line && d.range.start.line <= f.decl.range.end.line).map((d) => d.message);
  return { forms: model.forms, errors };
};
console.log('\nform  pieces  pre-placed  fewest  sets tried  placements  seconds');
for (const file of ['examples/pentomino-6x10.logel', 'examples/tritetratan.logel', 'examples/soma-cube.logel']) {
  const text = readFileSync(file, 'utf8');
  const form = read(text).forms[0];
  const started = performance.now();
  const made = tiling.makeChallenges(form, { count: 3, text, read });
  const s = (performance.now() - started) / 1000;
  console.log([file.replace(/^examples\//, ''), made.solution.length, made.smallest.placed, made.smallest.proved ? 'proved' : 'bounded', made.tried,
    Math.max(...made.challenges.map((c) => c.placements)), s.toFixed(2)].join('  '));
}

// Link-a-Pix from the pictures of the Conceptis puzzles in ../shared/data (when present): the made
// puzzle's mean path length and share of 1s beside the published puzzle's, and the time.
const { conceptisPictures } = await import('../scripts/conformance/conceptisPictures.mjs');
const lp = await loadCore({ './core/linkpix/make': ['makeLinkpix', 'pathFigures'], './core/nonogram/picture': ['pictureFromText'] });
const pictures = conceptisPictures('../shared/data').filter((p) => p.width * p.height <= (quick ? 400 : 1350));
if (pictures.length) console.log('\nLink-a-Pix picture  size  unique  mean made/published  ones made/published  seconds');
for (const p of pictures) {
  const started = performance.now();
  const made = lp.makeLinkpix(lp.pictureFromText(p.art), 'P');
  const s = (performance.now() - started) / 1000;
  const f = lp.pathFigures(made.paths), pub = p.published;
  console.log([p.name, `${p.width}×${p.height}`, made.unique ? 'unique' : 'NOT UNIQUE', `${f.meanLength.toFixed(2)}/${pub.meanLength.toFixed(2)}`,
    `${(100 * f.ones).toFixed(0)}%/${(100 * pub.ones).toFixed(0)}%`, s.toFixed(2)].join('  '));
}

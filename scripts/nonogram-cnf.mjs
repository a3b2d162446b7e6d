// Writes the CNF that the nonogram search hands to its SAT solver (core/nonogram/satSearch.ts: the
// cells known after line logic and probing fixed, each line's clue as an automaton) in DIMACS, so
// that a puzzle the SAT stage does not decide can be tried with native solvers and their options.
// Variables 1..width×height are the cells, row by row (true: black). `--drop 30-49,r5,c0-3` leaves
// those rows (a bare range or r…) and columns (c…) out: a relaxation, to find where a puzzle's
// difficulty lies. `--order` writes the lines over block starts instead (blockStarts.ts, the
// encoding the SAT search proves uniqueness on). (scripts/nonogram-model.mjs checks a solver's
// models against the clues.)
// Usage: node scripts/nonogram-cnf.mjs FILE OUT.cnf [--drop LINES] [--order]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCore } from './coreBundle.mjs';

const args = process.argv.slice(2);
const orderAt = args.indexOf('--order');
const order = orderAt >= 0 && args.splice(orderAt, 1).length > 0;
const dropAt = args.indexOf('--drop');
const dropSpec = dropAt >= 0 ? args.splice(dropAt, 2)[1] : '';
const [file, out] = args;
if (!file || !out) {
  console.error('usage: node scripts/nonogram-cnf.mjs FILE OUT.cnf [--drop 30-49,r5,c0-3] [--order]');
  process.exit(2);
}
const { parseNonogramFile, solveNonogram, satSearch, cellVariables, blackMessages, encodeBlockStarts } = await loadCore({
  './core/nonogram/formats': ['parseNonogramFile'], './core/nonogram/solve': ['solveNonogram'],
  './core/nonogram/satSearch': ['satSearch', 'cellVariables'], './core/nonogram/phaseHints': ['blackMessages'],
  './core/nonogram/blockStarts': ['encodeBlockStarts'],
});
const puzzle = parseNonogramFile(file, readFileSync(file, 'utf8'));
if (puzzle.colours.length > 2) {
  console.error(`${file}: a colour nonogram (the SAT stage takes black-and-white ones only)`);
  process.exit(1);
}
const { width, height } = puzzle;

// lines numbered as satSearch encodes them: the rows, then the columns
const dropped = new Set();
for (const part of dropSpec.split(',').filter(Boolean)) {
  const m = /^([rc]?)(\d+)(?:-(\d+))?$/.exec(part);
  if (!m) { console.error(`--drop: cannot read "${part}"`); process.exit(2); }
  const from = Number(m[2]), to = Number(m[3] ?? m[2]);
  for (let i = from; i <= to; i++) dropped.add(m[1] === 'c' ? height + i : i);
}

const result = solveNonogram(puzzle, { stopAfter: 'probing' });
if (result.complete) {
  console.error(`${file}: decided by line logic and probing (${result.solutions.length} solution(s)): no search, no CNF`);
  process.exit(1);
}
const cells = new Uint32Array(width * height);
for (let i = 0; i < cells.length; i++) cells[i] = result.known[i] < 0 ? 3 : 1 << result.known[i];

const clauses = [];
let variables = 0;
const writer = {
  newVariables(count) { const first = variables + 1; variables += count; return first; },
  addClause(literals) { clauses.push(`${literals.join(' ')} 0`); },
};
if (order) {
  writer.newVariables(width * height);
  const cellLit = (cell, black) => black ? cell + 1 : -(cell + 1);
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 3) writer.addClause([cellLit(i, cells[i] === 2)]);
  const lines = [];
  for (let y = 0; y < height; y++) lines.push({ clue: puzzle.rows[y].map((b) => b.length), cells: Array.from({ length: width }, (_, x) => y * width + x) });
  for (let x = 0; x < width; x++) lines.push({ clue: puzzle.columns[x].map((b) => b.length), cells: Array.from({ length: height }, (_, y) => y * width + x) });
  lines.forEach((l, at) => {
    if (dropped.has(at)) return;
    if (!encodeBlockStarts(writer, l.clue, l.cells, cells, cellLit)) {
      console.error(`${file}: ${at < height ? `row ${at}` : `column ${at - height}`} cannot be filled in`);
      process.exit(1);
    }
  });
} else {
  // satSearch numbers the cells surest first (by belief propagation): renamed here row by row
  const lengths = (clues) => clues.map((clue) => clue.map((b) => b.length));
  const variable = cellVariables(1, cells, blackMessages(width, height, lengths(puzzle.rows), lengths(puzzle.columns), cells));
  const rowByRow = new Int32Array(cells.length + 1);
  variable.forEach((v, cell) => { rowByRow[v] = cell + 1; });
  const renamed = (literal) => Math.abs(literal) > cells.length ? literal : Math.sign(literal) * rowByRow[Math.abs(literal)];
  // satSearch polls shouldStop once before encoding each line: that numbers the lines
  let line = -1;
  satSearch(puzzle, cells, 2, () => { line++; return false; }, () => ({
    newVariables: writer.newVariables,
    addClause(literals) { if (!dropped.has(line)) writer.addClause(literals.map(renamed)); },
    solve() { return null; },                      // write, do not solve
    value() { return false; }, phase() {}, unphase() {}, conflicts() { return 0; }, dispose() {},
  }));
  if (line + 1 !== height + width) {
    console.error(`satSearch polled ${line + 1} times for ${height + width} lines: this script no longer numbers lines right`);
    process.exit(1);
  }
}
const header = [`c ${puzzle.name} ${width}x${height}: line logic ${result.lineKnownPercent.toFixed(2)} %, probing ${result.probeKnownPercent.toFixed(2)} %`,
  `c cells are variables 1..${width * height}, row by row${order ? '; block starts in order' : ''}${dropped.size ? `; lines left out: ${dropSpec}` : ''}`];
writeFileSync(out, `${header.join('\n')}\np cnf ${variables} ${clauses.length}\n${clauses.join('\n')}\n`);
console.log(`${out}: ${variables} variables, ${clauses.length} clauses`);

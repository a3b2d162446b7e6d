// Writes the CNF that the nonogram search hands to its SAT solver (core/nonogram/satSearch.ts: the
// cells known after line logic and probing fixed, each line's clue as an automaton) in DIMACS, so
// that a puzzle the SAT stage does not decide can be tried with native solvers and their options.
// Variables 1..width×height are the cells, row by row (true: black). `--drop 30-49,r5,c0-3` leaves
// those rows (a bare range or r…) and columns (c…) out: a relaxation, to find where a puzzle's
// difficulty lies.
// Usage: node scripts/nonogram-cnf.mjs FILE OUT.cnf [--drop LINES]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCore } from './coreBundle.mjs';

const args = process.argv.slice(2);
const dropAt = args.indexOf('--drop');
const dropSpec = dropAt >= 0 ? args.splice(dropAt, 2)[1] : '';
const [file, out] = args;
if (!file || !out) {
  console.error('usage: node scripts/nonogram-cnf.mjs FILE OUT.cnf [--drop 30-49,r5,c0-3]');
  process.exit(2);
}
const { parseNonogramFile, solveNonogram, satSearch } = await loadCore({
  './core/nonogram/formats': ['parseNonogramFile'], './core/nonogram/solve': ['solveNonogram'], './core/nonogram/satSearch': ['satSearch'],
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

// satSearch polls shouldStop once before encoding each line: that numbers the lines
const clauses = [];
let variables = 0, line = -1;
satSearch(puzzle, cells, 2, () => { line++; return false; }, () => ({
  newVariables(count) { const first = variables + 1; variables += count; return first; },
  addClause(literals) { if (!dropped.has(line)) clauses.push(`${literals.join(' ')} 0`); },
  solve() { return null; },                      // write, do not solve
  value() { return false; }, conflicts() { return 0; }, dispose() {},
}));
if (line + 1 !== height + width) {
  console.error(`satSearch polled ${line + 1} times for ${height + width} lines: this script no longer numbers lines right`);
  process.exit(1);
}
const header = [`c ${puzzle.name} ${width}x${height}: line logic ${result.lineKnownPercent.toFixed(2)} %, probing ${result.probeKnownPercent.toFixed(2)} %`,
  `c cells are variables 1..${width * height}, row by row${dropped.size ? `; lines left out: ${dropSpec}` : ''}`];
writeFileSync(out, `${header.join('\n')}\np cnf ${variables} ${clauses.length}\n${clauses.join('\n')}\n`);
console.log(`${out}: ${variables} variables, ${clauses.length} clauses`);

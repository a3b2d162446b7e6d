// Writes the CNF that the nonogram search hands to its SAT solver (core/nonogram/satSearch.ts: the
// cells known after line logic and probing fixed, each line's clue as an automaton) in DIMACS, so
// that a puzzle the SAT stage does not decide can be tried with native solvers and their options.
// Variables 1..width×height are the cells, row by row (true: black). `--drop 30-49,r5,c0-3` leaves
// those rows (a bare range or r…) and columns (c…) out: a relaxation, to find where a puzzle's
// difficulty lies. `--order` writes another encoding of the same lines instead, for a native
// solver to try: per block, variables "starts at or after p" over its feasible starts, ordered,
// each next block at least one cell after the last, and a cell black exactly when some block
// covers it. (scripts/nonogram-model.mjs checks a solver's models against the clues.)
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

const clauses = [];
let variables = 0;
if (order) {
  variables = width * height;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 3) clauses.push(`${cells[i] === 2 ? i + 1 : -(i + 1)} 0`);
  const lines = [];
  for (let y = 0; y < height; y++) lines.push({ clue: puzzle.rows[y].map((b) => b.length), cells: Array.from({ length: width }, (_, x) => y * width + x) });
  for (let x = 0; x < width; x++) lines.push({ clue: puzzle.columns[x].map((b) => b.length), cells: Array.from({ length: height }, (_, y) => y * width + x) });
  lines.forEach((l, at) => {
    if (dropped.has(at)) return;
    const fresh = () => ++variables;
    if (!orderEncoding(l.clue, l.cells, cells, fresh, (literals) => clauses.push(`${literals.join(' ')} 0`))) {
      console.error(`${file}: ${at < height ? `row ${at}` : `column ${at - height}`} cannot be filled in`);
      process.exit(1);
    }
  });
} else {
  // satSearch polls shouldStop once before encoding each line: that numbers the lines
  let line = -1;
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
}
const header = [`c ${puzzle.name} ${width}x${height}: line logic ${result.lineKnownPercent.toFixed(2)} %, probing ${result.probeKnownPercent.toFixed(2)} %`,
  `c cells are variables 1..${width * height}, row by row${order ? '; block starts in order' : ''}${dropped.size ? `; lines left out: ${dropSpec}` : ''}`];
writeFileSync(out, `${header.join('\n')}\np cnf ${variables} ${clauses.length}\n${clauses.join('\n')}\n`);
console.log(`${out}: ${variables} variables, ${clauses.length} clauses`);

// One line in the order encoding (see the top); `cells`: per cell of the puzzle 1 blank, 2 black,
// 3 open. False when no placement of the clue fits the known cells.
function orderEncoding(clue, lineCells, cells, fresh, clause) {
  const n = lineCells.length, k = clue.length;
  const blackOk = (i) => (cells[lineCells[i]] & 2) !== 0, blankOk = (i) => (cells[lineCells[i]] & 1) !== 0;
  const cell = (i) => lineCells[i] + 1;
  if (k === 0) {
    for (let i = 0; i < n; i++) clause([-cell(i)]);
    return true;
  }
  const runOk = (s, length) => { for (let t = s; t < s + length; t++) if (!blackOk(t)) return false; return true; };
  // ahead[j][i]: blocks 0..j-1 fit in cells [0, i) with every other cell there blank; behind[j][i]:
  // blocks j..k-1 fit in [i, n)
  const ahead = Array.from({ length: k + 1 }, () => new Uint8Array(n + 1));
  const behind = Array.from({ length: k + 1 }, () => new Uint8Array(n + 2));
  ahead[0][0] = 1;
  for (let i = 1; i <= n; i++) ahead[0][i] = ahead[0][i - 1] && blankOk(i - 1) ? 1 : 0;
  for (let j = 1; j <= k; j++) for (let i = 1; i <= n; i++) {
    const s = i - clue[j - 1];
    const ends = s >= 0 && runOk(s, clue[j - 1]) && (s === 0 ? j === 1 : blankOk(s - 1) && ahead[j - 1][s - 1] === 1);
    ahead[j][i] = (blankOk(i - 1) && ahead[j][i - 1] === 1) || ends ? 1 : 0;
  }
  behind[k][n] = 1;
  for (let i = n - 1; i >= 0; i--) behind[k][i] = behind[k][i + 1] && blankOk(i) ? 1 : 0;
  for (let j = k - 1; j >= 0; j--) for (let i = n - 1; i >= 0; i--) {
    const e = i + clue[j];
    const starts = e <= n && runOk(i, clue[j]) && (e === n ? j === k - 1 : blankOk(e) && behind[j + 1][e + 1] === 1);
    behind[j][i] = (blankOk(i) && behind[j][i + 1] === 1) || starts ? 1 : 0;
  }
  // the feasible starts of each block, and at[j][t]: the variable "block j starts at or after its
  // t-th feasible start" (t = 0: always, written 0)
  const starts = [];
  for (let j = 0; j < k; j++) {
    const fits = [];
    for (let p = 0; p + clue[j] <= n; p++) {
      const e = p + clue[j];
      if (runOk(p, clue[j]) && (p === 0 ? j === 0 : blankOk(p - 1) && ahead[j][p - 1] === 1)
        && (e === n ? j === k - 1 : blankOk(e) && behind[j + 1][e + 1] === 1)) fits.push(p);
    }
    if (fits.length === 0) return false;
    starts.push(fits);
  }
  const at = starts.map((fits) => fits.map((_, t) => (t === 0 ? 0 : fresh())));
  // "block j starts at or after p": 0 (true), null (false) or a variable
  const from = (j, p) => { const t = starts[j].findIndex((q) => q >= p); return t < 0 ? null : at[j][t]; };
  for (let j = 0; j < k; j++) for (let t = 2; t < starts[j].length; t++) clause([-at[j][t], at[j][t - 1]]);
  for (let j = 0; j + 1 < k; j++) for (let t = 0; t < starts[j].length; t++) {
    const next = from(j + 1, starts[j][t] + clue[j] + 1);
    if (next === null) clause([-at[j][t]]);   // never 0: a feasible start has room for the rest
    else if (next !== 0) clause(at[j][t] === 0 ? [next] : [-at[j][t], next]);
  }
  for (let i = 0; i < n; i++) {
    // block j covers cell i when it starts in [i - length + 1, i]: "from" the first, not "from" i + 1
    const covers = [];
    let always = false;
    for (let j = 0; j < k; j++) {
      const first = from(j, i - clue[j] + 1), past = from(j, i + 1);
      if (first === null || first === past) continue;
      clause([cell(i), ...(first === 0 ? [] : [-first]), ...(past === null ? [] : [past])]);
      if (first === 0 && past === null) { always = true; continue; }
      const c = fresh();
      covers.push(c);
      if (first !== 0) clause([-c, first]);
      if (past !== null) clause([-c, -past]);
    }
    if (!always) clause([-cell(i), ...covers]);
  }
  return true;
}

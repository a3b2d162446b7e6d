// Checks the models a native SAT solver found for a nonogram's CNF (scripts/nonogram-cnf.mjs: the
// cells are variables 1..width×height, row by row) against the puzzle's clues, and prints each
// picture that fits; given two different ones, the puzzle is proven not unique.
// Usage: node scripts/nonogram-model.mjs FILE SOLVER-OUTPUT... (the solver's `v` lines are read)
import { readFileSync } from 'node:fs';
import { loadCore } from './coreBundle.mjs';

const [file, ...outputs] = process.argv.slice(2);
if (!file || outputs.length === 0) {
  console.error('usage: node scripts/nonogram-model.mjs FILE SOLVER-OUTPUT...');
  process.exit(2);
}
const { parseNonogramFile } = await loadCore({ './core/nonogram/formats': ['parseNonogramFile'] });
const puzzle = parseNonogramFile(file, readFileSync(file, 'utf8'));
const { width, height } = puzzle;
const blocks = (cells) => {
  const found = [];
  let run = 0;
  for (const black of [...cells, false]) {
    if (black) run++;
    else if (run > 0) { found.push(run); run = 0; }
  }
  return found.join(' ');
};
const clue = (line) => line.map((b) => b.length).join(' ');

const pictures = [];
let failed = false;
for (const output of outputs) {
  const black = new Uint8Array(width * height);
  let seen = 0;
  for (const line of readFileSync(output, 'utf8').split('\n')) {
    if (!line.startsWith('v')) continue;
    for (const token of line.slice(1).trim().split(/\s+/)) {
      const literal = Number(token);
      if (literal > 0 && literal <= black.length) { black[literal - 1] = 1; seen++; }
      else if (-literal > 0 && -literal <= black.length) seen++;
    }
  }
  if (seen !== black.length) {
    console.log(`${output}: no model for all ${black.length} cells (${seen} read)`);
    failed = true;
    continue;
  }
  const wrong = [];
  for (let y = 0; y < height; y++) {
    if (blocks(Array.from({ length: width }, (_, x) => black[y * width + x] === 1)) !== clue(puzzle.rows[y])) wrong.push(`row ${y}`);
  }
  for (let x = 0; x < width; x++) {
    if (blocks(Array.from({ length: height }, (_, y) => black[y * width + x] === 1)) !== clue(puzzle.columns[x])) wrong.push(`column ${x}`);
  }
  if (wrong.length > 0) {
    console.log(`${output}: NOT a solution (${wrong.slice(0, 5).join(', ')}${wrong.length > 5 ? ', ...' : ''})`);
    failed = true;
    continue;
  }
  console.log(`${output}: a solution`);
  for (let y = 0; y < height; y++) console.log(Array.from({ length: width }, (_, x) => (black[y * width + x] ? '#' : '.')).join(''));
  pictures.push({ output, black });
}
for (let a = 0; a < pictures.length; a++) for (let b = a + 1; b < pictures.length; b++) {
  let differ = 0;
  for (let i = 0; i < width * height; i++) if (pictures[a].black[i] !== pictures[b].black[i]) differ++;
  console.log(`${pictures[a].output} and ${pictures[b].output}: ${differ === 0 ? 'the same picture' : `${differ} cells differ: the puzzle is not unique`}`);
}
process.exit(failed ? 1 : 0);

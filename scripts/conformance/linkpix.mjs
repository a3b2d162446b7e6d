// Link-a-Pix conformance over ../shared/data/logipix: every solvable file solved by `logel solve
// --json` with its uniqueness decided and its paths checked here against the rules (independently
// of the solver); Conceptis pictures equal to the solutions derived from the XML; the Piczle
// `data_NN_NN` boards covered completely; the broken INF421 files refused naming a cell.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

function solve(file) {
  try {
    return JSON.parse(execFileSync('node', ['bin/logel.js', 'solve', file, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 }));
  } catch (e) {
    return { error: String(e.stderr ?? e.message).trim() };
  }
}

// Clues as a map "row,col" -> [value, colour], from the INF421 grid or a clue list.
function readClues(file) {
  const lines = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const clues = new Map();
  if (lines[0].split(/\s+/).length === 2) {
    for (const l of lines.slice(1)) {
      const [r, c, n, k] = l.split(/\s+/).map(Number);
      clues.set(`${r},${c}`, [n, k ?? 1]);
    }
  } else {
    lines.slice(2).forEach((l, r) => l.split(/\s+/).forEach((t, c) => { if (+t > 0) clues.set(`${r},${c}`, [+t, 1]); }));
  }
  return clues;
}

// The first rule the paths break, or '' when they solve the clues.
function broken(clues, paths) {
  const used = new Set();
  for (const path of paths) {
    const ends = [path[0], path[path.length - 1]].map(([r, c]) => clues.get(`${r},${c}`));
    if (!ends[0] || !ends[1]) return `a path of ${path.length} cells does not end on clues`;
    if (ends[0][0] !== path.length || ends[1][0] !== path.length || ends[0][1] !== ends[1][1]) return `a path of ${path.length} cells joins ${ends[0]} and ${ends[1]}`;
    for (let k = 0; k < path.length; k++) {
      const [r, c] = path[k];
      if (used.has(`${r},${c}`)) return `cell ${r},${c} on two paths`;
      used.add(`${r},${c}`);
      if (k > 0 && k < path.length - 1 && clues.has(`${r},${c}`)) return `a path passes through the clue at ${r},${c}`;
      if (k > 0 && Math.abs(r - path[k - 1][0]) + Math.abs(c - path[k - 1][1]) !== 1) return `a path jumps at ${r},${c}`;
    }
  }
  for (const key of clues.keys()) if (!used.has(key)) return `the clue at ${key} is on no path`;
  return '';
}

const verdict = (j) => `${j.unique === true ? 'unique' : j.unique === false ? 'not unique' : 'undecided'}, ${j.difficulty ?? '-'}, ${j.search?.ms} ms`;

export function linkpixConformance(data, check) {
  const root = join(data, 'logipix');
  if (!existsSync(root)) { console.log(`no logipix data in ${data}`); return; }
  const inf = join(root, 'inf421');
  for (const name of readdirSync(inf).filter((f) => f.endsWith('.txt')).sort()) {
    const file = join(inf, name);
    const j = solve(file);
    if (/BROKEN|INVALID/.test(name)) {
      check(`inf421/${name}: refused, naming a cell`, j.unique === false && j.problem && Number.isInteger(j.problem.row), j.problem ? `row ${j.problem.row}, col ${j.problem.col}: ${j.problem.message}` : j.error ?? 'no problem reported');
      continue;
    }
    const why = j.error ?? broken(readClues(file), j.paths ?? []);
    check(`inf421/${name}: solved, uniqueness decided`, !why && j.solutions.complete && j.unique !== null, why || verdict(j));
  }
  const conceptis = join(root, 'conceptis_xml_razle24');
  for (const name of readdirSync(conceptis).filter((f) => f.endsWith('.xml')).sort()) {
    const base = name.replace(/\.xml$/, '');
    const j = solve(join(conceptis, name));
    const expected = readFileSync(join(conceptis, 'derived', `${base}.solution.txt`), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(1);
    const picture = (j.picture ?? []).map((row) => row.replace(/#/g, '1'));
    const why = j.error ?? broken(readClues(join(conceptis, 'derived', `${base}.clues.txt`)), j.paths ?? []);
    check(`conceptis/${name} (${j.name}): the derived picture, uniqueness decided`, !why && j.unique !== null && JSON.stringify(picture) === JSON.stringify(expected), why || verdict(j));
  }
  const piczle = join(root, 'piczle_lines_dx_guansanghai', 'derived');
  for (const name of readdirSync(piczle).filter((f) => f.endsWith('.clues.txt')).sort()) {
    const file = join(piczle, name);
    const j = solve(file);
    const why = j.error ?? broken(readClues(file), j.paths ?? []);
    const full = !name.startsWith('data_e_');
    const covered = (j.picture ?? []).every((row) => !row.includes('.'));
    check(`piczle/${name}: solved${full ? ', every cell covered' : ''}, uniqueness decided`, !why && j.unique !== null && (!full || covered), why || verdict(j));
  }
}

// scripts/nonogram-cnf.mjs: the CNF it writes for native solvers, in both encodings, solved here by
// CaDiCaL: its variables 1..width×height are the cells row by row, as its header says and
// scripts/nonogram-model.mjs reads them, so a model is one of the puzzle's solutions.
import * as assert from 'assert';
import { execFile } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadCadical } from '../../threads/cadical';
import { satisfies } from '../core/nonogram/random';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';

const root = join(__dirname, '..', '..', '..');

describe('scripts/nonogram-cnf.mjs', function () {
  this.timeout(120000);
  let dir: string;
  before(() => { dir = mkdtempSync(join(tmpdir(), 'logel-cnf-')); });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const encoding of ['the automaton', 'block starts']) {
    it(`writes ${encoding} with the cells row by row: the CNF's models are the puzzle's two solutions`, async () => {
      const { puzzle, solutions } = staircaseAndDiagonal(6);
      const clue = (c: { length: number }[]): string => c.map((b) => b.length).join(' ') || '0';
      const nin = join(dir, 'staircase.nin'), cnf = join(dir, `${encoding === 'block starts' ? 'order' : 'automaton'}.cnf`);
      writeFileSync(nin, [`${puzzle.width} ${puzzle.height}`, ...puzzle.rows.map(clue), ...puzzle.columns.map(clue)].join('\n') + '\n');
      const args = [join(root, 'scripts', 'nonogram-cnf.mjs'), nin, cnf, ...(encoding === 'block starts' ? ['--order'] : [])];
      const err = await new Promise<string>((resolve) => execFile(process.execPath, args, { cwd: root }, (e, _out, stderr) => resolve(e ? stderr || String(e) : '')));
      assert.strictEqual(err, '');
      const lines = readFileSync(cnf, 'utf8').split('\n');
      assert.match(lines.find((l) => l.startsWith('c cells'))!, new RegExp(`^c cells are variables 1\\.\\.${puzzle.width * puzzle.height}, row by row`));
      const solver = (await loadCadical())();
      try {
        const [variables] = /^p cnf (\d+)/.exec(lines.find((l) => l.startsWith('p cnf'))!)!.slice(1).map(Number);
        solver.newVariables(variables);
        for (const l of lines) if (/^-?\d/.test(l)) solver.addClause(l.trim().split(/\s+/).map(Number).slice(0, -1));
        const found = new Set<string>();
        while (solver.solve(() => false)) {
          const picture = Uint8Array.from({ length: puzzle.width * puzzle.height }, (_, i) => solver.value(i + 1) ? 1 : 0);
          assert.ok(satisfies(puzzle, picture), `a model that is not a solution: ${picture.join('')}`);
          found.add(picture.join(''));
          solver.addClause([...picture].map((v, i) => v ? -(i + 1) : i + 1));
        }
        assert.deepStrictEqual(found, new Set(solutions));
      } finally {
        solver.dispose();
      }
    });
  }
});

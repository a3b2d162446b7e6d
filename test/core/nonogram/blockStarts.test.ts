// One line over block starts (core/nonogram/blockStarts.ts), solved by CaDiCaL: its models on the
// cells are exactly the fillings of the line that brute force finds, with cells known or not.
import * as assert from 'assert';
import { encodeBlockStarts } from '../../../core/nonogram/blockStarts';
import { BLACK_AND_WHITE } from '../../../core/nonogram/puzzle';
import type { SatSolverFactory } from '../../../core/nonogram/satSearch';
import { loadCadical } from '../../../threads/cadical';
import { linesWithClue, seeded } from './random';

const never = (): boolean => false;

// Every filling of the line that the solver's models allow, by blocking each one found.
function fillings(cadical: SatSolverFactory, clue: number[], known: Uint32Array): string[] | null {
  const solver = cadical();
  try {
    const first = solver.newVariables(known.length);
    const cellLit = (cell: number, black: boolean): number => black ? first + cell : -(first + cell);
    known.forEach((bits, c) => { if (bits !== 3) solver.addClause([cellLit(c, bits === 2)]); });
    if (!encodeBlockStarts(solver, clue, [...known.keys()], known, cellLit)) return null;
    const found: string[] = [];
    while (solver.solve(never)) {
      const line = Array.from(known, (_, c) => solver.value(first + c) ? 1 : 0);
      found.push(line.join(''));
      solver.addClause(line.map((v, c) => cellLit(c, v === 0)));
    }
    return found.sort();
  } finally {
    solver.dispose();
  }
}

describe('nonogram lines over block starts', () => {
  let cadical: SatSolverFactory;
  before(async () => { cadical = await loadCadical(); });

  it('allows exactly the fillings of 300 random lines of 1 to 10 cells, some cells known', () => {
    const random = seeded(17);
    let none = 0, known = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 10);
      const picture = Uint8Array.from({ length: n }, () => random() < 0.5 ? 1 : 0);
      const clue: number[] = [];
      for (let i = 0; i < n; i++) if (picture[i] && (i === 0 || !picture[i - 1])) clue.push(1); else if (picture[i]) clue[clue.length - 1]++;
      // a third of the cells known, at random: sometimes against every filling
      const cells = Uint32Array.from({ length: n }, () => random() < 0.33 ? (random() < 0.5 ? 1 : 2) : 3);
      known += cells.filter((b) => b !== 3).length;
      const expected = linesWithClue(clue.map((length) => ({ length, colour: 1 })), n, BLACK_AND_WHITE.length)
        .map((line) => line.join('')).filter((line) => [...line].every((v, c) => cells[c] & (v === '1' ? 2 : 1))).sort();
      const got = fillings(cadical, clue, cells);
      if (expected.length === 0) none++;
      assert.deepStrictEqual(got ?? [], expected, `trial ${trial}: clue ${clue.join(' ') || '0'}, cells ${cells.join('')}`);
    }
    assert.ok(none > 20 && known > 200, `${none} lines with no filling, ${known} cells known`);
  });

  it('refuses a clue that does not fit its line, and a blank line with a black cell', () => {
    assert.strictEqual(fillings(cadical, [3, 2], new Uint32Array(5).fill(3)), null);
    assert.strictEqual(fillings(cadical, [], Uint32Array.of(3, 2, 3)), null);
    assert.deepStrictEqual(fillings(cadical, [], Uint32Array.of(3, 1, 3)), ['000']);
    assert.deepStrictEqual(fillings(cadical, [3, 1], new Uint32Array(5).fill(3)), ['11101']);
  });
});

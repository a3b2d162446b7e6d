import * as assert from 'assert';
import { SatSolver } from '../../../core/nonogram/cdcl';
import { seeded } from './random';

// Long runs, so that learnt clauses are reduced and the clause arena is compacted many times.
describe('CDCL SAT solver', () => {
  it('proves the pigeonhole formula PHP(8, 7) unsatisfiable', () => {
    const pigeons = 8, holes = 7;
    const solver = new SatSolver();
    solver.newVariables(pigeons * holes);
    const lit = (p: number, h: number, sign: boolean): number => 2 * (p * holes + h) + (sign ? 0 : 1);
    for (let p = 0; p < pigeons; p++) solver.addClause(Array.from({ length: holes }, (_, h) => lit(p, h, true)));
    for (let h = 0; h < holes; h++) for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) solver.addClause([lit(p, h, false), lit(q, h, false)]);
    assert.strictEqual(solver.solve(), false);
    assert.ok(solver.conflicts > 5000, `${solver.conflicts} conflicts`);
  });

  it('finds models that satisfy every clause of random 3-SAT formulas at the threshold, and proves the others unsatisfiable as brute force does on small ones', () => {
    const random = seeded(11);
    for (let trial = 0; trial < 40; trial++) {
      const small = trial % 2 === 0;
      const vars = small ? 16 : 150, count = Math.round(vars * 4.26);
      const clauses = Array.from({ length: count }, () => Array.from({ length: 3 }, () => 2 * Math.floor(random() * vars) + (random() < 0.5 ? 1 : 0)));
      const solver = new SatSolver();
      solver.newVariables(vars);
      for (const c of clauses) solver.addClause(c);
      const found = solver.solve();
      const holds = (value: (v: number) => boolean): boolean => clauses.every((c) => c.some((l) => value(l >> 1) === ((l & 1) === 0)));
      if (found) assert.ok(holds((v) => solver.modelValue(v)), `trial ${trial}`);
      if (small) {
        let any = false;
        for (let m = 0; m < 1 << vars && !any; m++) any = holds((v) => ((m >> v) & 1) === 1);
        assert.strictEqual(found, any, `trial ${trial}`);
      }
    }
  });
});

// bench/hexatwigs.mjs: Polyform Puzzler's "at least 5 solutions" of HexatwigsTriangle, found case by case
// (docs/edge-counts.md). The bench checks each solution from the segments' end points; this checks the
// solutions it prints again with the engine's own positions and symmetry group.
import * as assert from 'assert';
import { execFile } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';
import { buildModel } from '../../core/read';
import { standardLibrary } from '../../core/language/library';
import { prepareForm } from '../../core/tiling/solve';

const root = join(__dirname, '..', '..', '..');

describe('bench/hexatwigs.mjs', function () {
  this.timeout(300000);

  it('prints 5 solutions of HexatwigsTriangle, each covering the triangle once with the 27 hexatwigs, no two alike up to symmetry', async () => {
    const run = await new Promise<{ code: number; out: string[]; err: string }>((resolve) => {
      execFile(process.execPath, [join(root, 'bench', 'hexatwigs.mjs'), '5'], { cwd: root }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout.split('\n').filter((l) => l !== ''), err: stderr });
      });
    });
    assert.strictEqual(run.code, 0, run.err);
    assert.match(run.out.at(-1)!, /^HexatwigsTriangle: 5 solutions up to symmetry \(Polyform Puzzler: at least 5\), each checked, from \d+ of 80 cases/);
    const solutions = run.out.filter((l) => l.startsWith('solution ')).map((l) => l.replace(/^.*\): /, '').split(' '));
    assert.strictEqual(solutions.length, 5);

    const m = buildModel(readFileSync(join(root, 'examples', 'polytwigs.logel'), 'utf8'), standardLibrary);
    const p = prepareForm(m.forms.find((f) => f.name === 'HexatwigsTriangle')!);
    const byName = new Map(p.positions.map((pos, i) => [pos.name, i]));
    const classes = new Set<string>();
    for (const names of solutions) {
      const chosen = names.map((n) => byName.get(n)!);
      assert.ok(chosen.every((i) => i !== undefined), names.join(' '));
      assert.deepStrictEqual(new Set(chosen.map((i) => p.positions[i].tile)).size, 27);
      const covered = chosen.flatMap((i) => Array.from(p.positions[i].atoms)).sort((a, b) => a - b);
      assert.deepStrictEqual(covered, Array.from({ length: 162 }, (_, a) => a));
      classes.add(p.group.elements.map((g) => chosen.map((i) => g.positions[i]).sort((a, b) => a - b).join()).sort()[0]);
    }
    assert.strictEqual(p.group.elements.length, 6);
    assert.strictEqual(classes.size, 5);
  });
});

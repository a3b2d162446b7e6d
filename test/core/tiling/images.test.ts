// A kept solution and its images under the symmetry group make up its class: over all classes they
// are every solution, each once, as solving without symmetry finds them.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { solutionImages } from '../../../core/tiling/images';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';

function classes(text: string, symmetry: boolean): { kept: number; all: Set<string> } {
  const form = buildModel(text, standardLibrary).forms[0];
  const prepared = prepareForm(form, { symmetry });
  const all = new Set<string>();
  let kept = 0;
  solvePrepared(prepared, {
    mode: 'all',
    onSolution(positions) {
      kept++;
      const names = (sol: number[]) => sol.map((i) => prepared.positions[i].name).sort().join(' ');
      for (const sol of [positions, ...solutionImages(prepared, positions)]) {
        const key = names(sol);
        assert.ok(!all.has(key), `${key} appears twice`);
        all.add(key);
      }
    },
  });
  return { kept, all };
}

describe('solution images', () => {
  it('a 4×5 rectangle of pentominoes L, P, U, Y: classes unfold to every solution', () => {
    const text = 'use pentominoes\nform R uses pentominoes {\n  tiles L P U Y\n  #####\n  #####\n  #####\n  #####\n}\n';
    const up = classes(text, true);
    const plain = classes(text, false);
    assert.deepStrictEqual([...up.all].sort(), [...plain.all].sort());
    assert.ok(up.kept < plain.kept, `${up.kept} classes for ${plain.kept} solutions`);
  });

  it('a solution that is its own mirror image has fewer images than the group has elements', () => {
    const text = 'use pentominoes\nform S uses pentominoes {\n  tiles I\n  #####\n}\n';
    const form = buildModel(text, standardLibrary).forms[0];
    const prepared = prepareForm(form, { symmetry: true });
    assert.strictEqual(prepared.group.elements.length, 4);
    const result = solvePrepared(prepared, { mode: 'all' });
    assert.deepStrictEqual(result.solutions, { unique: 1n, total: 1n });
    assert.deepStrictEqual(solutionImages(prepared, [prepared.optionPositions[0]]), []);
  });
});

// Tiling challenges: every challenge made is re-solved here as a form of the language (one completion,
// and more than one with any pre-placed piece taken away), on the three examples the bench measures and
// on random forms of dominoes, where a brute-force tiler checks the claims apart from the engine.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { buildModel } from '../../../core/document';
import { containsPosition } from '../../../core/language/text';
import { standardLibrary } from '../../../core/language/library';
import { Form } from '../../../core/language/model';
import { challengeBlock, ChallengeError, makeChallenges, MadeChallenges } from '../../../core/tiling/challenge';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { seeded } from '../../seeded';

const root = join(__dirname, '..', '..', '..', '..');
const example = (name: string) => readFileSync(join(root, 'examples', name), 'utf8');

function read(text: string) {
  const model = buildModel(text, standardLibrary);
  return { forms: model.forms, errors: (f: Form) => model.diagnostics.filter((d) => d.severity === 'error' && containsPosition(f.decl.range, d.range.start)).map((d) => d.message) };
}

function make(text: string, formName: string, options: { count?: number; solution?: number; budget?: number } = {}): MadeChallenges {
  const form = read(text).forms.find((f) => f.name === formName)!;
  return makeChallenges(form, { ...options, text, read });
}

/**
 * Completions of a challenge block added to the file, by the engine as `logel solve --count --no-symmetry`
 * runs it, or with `atMost`, as `--first atMost --no-symmetry` finds them.
 */
function completions(text: string, block: string, name: string, atMost?: number): bigint {
  const model = read(`${text}\n${block}\n`);
  const form = model.forms.find((f) => f.name === name)!;
  assert.deepStrictEqual(model.errors(form), []);
  const prepared = prepareForm(form, { symmetry: false });
  return atMost ? BigInt(solvePrepared(prepared, { mode: 'first', limit: atMost }).list!.length) : solvePrepared(prepared, { mode: 'count' }).solutions.total;
}

/** Each challenge solves to one completion, and to more with any one of its pieces taken away. */
function recheck(text: string, made: MadeChallenges): void {
  assert.ok(made.challenges.length > 0);
  for (const c of made.challenges) {
    assert.strictEqual(completions(text, c.block, c.name), 1n, c.block);
    assert.deepStrictEqual([c.completions, c.minimal], [1, true]);
    for (const piece of c.placed) {
      const fewer = c.block.replace(/ {2}place .*/, c.placed.length > 1 ? `  place ${c.placed.filter((p) => p !== piece).join(' ')}` : '');
      assert.strictEqual(completions(text, fewer, c.name, 2), 2n, `${c.name} without ${piece}`);
    }
    assert.ok(c.placed.every((p) => made.solution.includes(p)));
  }
  const sizes = made.challenges.map((c) => c.placed.length);
  assert.deepStrictEqual(sizes, [...sizes].sort((a, b) => a - b));
  assert.strictEqual(made.smallest.placed, sizes[0]);
}

describe('tiling challenges', () => {
  it('6×10 pentominoes: 2 pieces at fewest, proved against the 9,356 solutions listed', () => {
    const text = example('pentomino-6x10.logel');
    const made = make(text, 'Rectangle6x10', { count: 3 });
    recheck(text, made);
    assert.deepStrictEqual(made.smallest, { placed: 2, proved: true });
    assert.deepStrictEqual(made.challenges[0].block.split('\n').slice(0, 3), ['form Rectangle6x10Challenge1 uses pentominoes {', `  place ${made.challenges[0].placed.join(' ')}`, '  ##########']);
    // The proof, apart from the engine's: every single piece of the solution is in more than one solution.
    const all = solvePrepared(prepareForm(read(text).forms[0], { symmetry: false }), { mode: 'all' }).list!;
    assert.strictEqual(all.length, 9356);
    for (const piece of made.solution) assert.ok(all.filter((s) => s.includes(piece)).length > 1, piece);
  });

  it('the Soma cube: 3 pieces at fewest, proved; the art keeps its layers; the second solution gives challenges of its own', () => {
    const text = example('soma-cube.logel');
    const made = make(text, 'Cube', { count: 3 });
    recheck(text, made);
    assert.deepStrictEqual(made.smallest, { placed: 3, proved: true });
    assert.strictEqual(made.challenges[0].block.split('\n').filter((l) => l.trim() === 'layer').length, 2);
    const second = make(text, 'Cube', { count: 1, solution: 2 });
    recheck(text, second);
    assert.notDeepStrictEqual(second.solution, made.solution);
    assert.strictEqual(second.smallest.proved, true);
  });

  it('the TriTetraTan: one piece at fewest, proved', () => {
    const text = example('tritetratan.logel');
    const made = make(text, 'Logelium', { count: 2 });
    recheck(text, made);
    assert.deepStrictEqual(made.smallest, { placed: 1, proved: true });
  });

  it('past the budget, pieces are taken away one by one: minimal, but the fewest is not claimed proved', () => {
    const text = example('pentomino-6x10.logel');
    const made = make(text, 'Rectangle6x10', { count: 2, budget: 5 });
    recheck(text, made);
    assert.strictEqual(made.smallest.proved, false);
  });

  it('refuses a form with pieces placed already, and a solution number past the solutions', () => {
    const text = example('soma-cube.logel');
    assert.throws(() => make(text.replace('form Cube uses soma {', 'form Cube uses soma {\n  place V.8@3.1.1'), 'Cube'), ChallengeError);
    const two = ['tileset D on square {', '  tile I x2 { ## }', '}', 'form F uses D {', '  ##', '  ##', '}'].join('\n');
    assert.throws(() => make(two, 'F', { solution: 2 }), (e: Error) => e instanceof ChallengeError && e.message === 'form F has only 1 solution up to symmetry, not 2');
  });

  it('the block of a form whose art starts on the brace line is read as drawn', () => {
    const text = ['tileset D on square {', '  tile I x3 { ## }', '}', 'form F uses D { ###', '  tiles I x3   //', '                ###', '}'].join('\n');
    const form = read(text).forms[0];
    const block = challengeBlock(form, text, 'G', ['I.2@1.1']);
    // The option between the rows stays between them, so the rows keep their lines apart.
    assert.strictEqual(block, ['form G uses D {', '  place I.2@1.1', '  ###', '  tiles I x3   //', '  ###', '}'].join('\n'));
    const again = read(`${text}\n${block}\n`).forms.find((f) => f.name === 'G')!;
    assert.deepStrictEqual(again.cells, form.cells);
  });
});

/** A random region of `n` dominoes grown one at a time beside the last, as art, and its cells. */
function randomDominoes(random: () => number, n: number): { text: string; cells: Set<string> } {
  const cells = new Set<string>(['0,0', '1,0']);
  const key = (x: number, y: number) => `${x},${y}`;
  const steps = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  while (cells.size < 2 * n) {
    const list = [...cells].map((c) => c.split(',').map(Number));
    const [x, y] = list[Math.floor(random() * list.length)];
    const [dx, dy] = steps[Math.floor(random() * 4)];
    const [ex, ey] = steps[Math.floor(random() * 4)];
    const a = [x + dx, y + dy], b = [x + dx + ex, y + dy + ey];
    if (cells.has(key(a[0], a[1])) || cells.has(key(b[0], b[1])) || (a[0] === b[0] && a[1] === b[1])) continue;
    cells.add(key(a[0], a[1]));
    cells.add(key(b[0], b[1]));
  }
  const points = [...cells].map((c) => c.split(',').map(Number));
  const minX = Math.min(...points.map((p) => p[0])), minY = Math.min(...points.map((p) => p[1]));
  const maxX = Math.max(...points.map((p) => p[0])), maxY = Math.max(...points.map((p) => p[1]));
  const rows: string[] = [];
  for (let y = maxY; y >= minY; y--) {
    let row = '';
    for (let x = minX; x <= maxX; x++) row += cells.has(key(x, y)) ? '#' : '.';
    rows.push('  ' + row);
  }
  const shifted = new Set(points.map(([x, y]) => key(x - minX + 1, y - minY + 1)));
  return { text: ['tileset D on square {', `  tile I x${n} { ## }`, '}', 'form F uses D {', ...rows, '}'].join('\n'), cells: shifted };
}

/** Every domino tiling of the cells, each as its position names (I.1@x.y across from its left cell, I.2@x.y up from its bottom cell). */
function tilings(cells: Set<string>): string[][] {
  const out: string[][] = [];
  const order = [...cells].map((c) => c.split(',').map(Number)).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const used = new Set<string>();
  const chosen: string[] = [];
  const go = (): void => {
    const free = order.find(([x, y]) => !used.has(`${x},${y}`));
    if (!free) { out.push([...chosen]); return; }
    const [x, y] = free;
    for (const [other, name] of [[`${x + 1},${y}`, `I.1@${x}.${y}`], [`${x},${y + 1}`, `I.2@${x}.${y}`]]) {
      if (!cells.has(other) || used.has(other)) continue;
      used.add(`${x},${y}`); used.add(other); chosen.push(name);
      go();
      used.delete(`${x},${y}`); used.delete(other); chosen.pop();
    }
  };
  go();
  return out;
}

describe('tiling challenges on random forms of dominoes, checked by a brute-force tiler', () => {
  const random = seeded(27);
  for (let round = 0; round < 12; round++) {
    const n = 4 + Math.floor(random() * 5);
    const { text, cells } = randomDominoes(random, n);
    it(`round ${round}: ${n} dominoes`, () => {
      const all = tilings(cells);
      const made = make(text, 'F', { count: 3 });
      const withAll = (placed: string[]) => all.filter((t) => placed.every((p) => t.includes(p))).length;
      assert.ok(all.some((t) => t.length === made.solution.length && t.every((p) => made.solution.includes(p))), 'the solution is a tiling');
      for (const c of made.challenges) {
        assert.strictEqual(withAll(c.placed), 1, c.placed.join(' '));
        for (const piece of c.placed) assert.ok(withAll(c.placed.filter((p) => p !== piece)) > 1, `${c.placed.join(' ')} without ${piece}`);
      }
      // Proved fewest: every smaller set of the solution's pieces leaves more than one tiling.
      assert.strictEqual(made.smallest.proved, true);
      const smaller = (size: number, from: number, set: string[]): boolean =>
        set.length === size ? withAll(set) > 1 : made.solution.slice(from).every((p, i) => smaller(size, from + i + 1, [...set, p]));
      assert.ok(smaller(made.smallest.placed - 1, 0, []));
      recheck(text, made);
    });
  }
});

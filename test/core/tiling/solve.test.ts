import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { standardLibrary } from '../../../core/language/library';
import { bitArrayHex } from '../../../core/tiling/positions';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { tileOrbits } from '../../../core/tiling/symmetry';
import { countBothWays } from './countBothWays';

function formOf(text: string, name?: string) {
  const model = buildModel(text, standardLibrary);
  assert.deepStrictEqual(model.diagnostics, []);
  return name ? model.forms.find((f) => f.name === name)! : model.forms[0];
}

const tritetratan = (options: string, rows: string[]) =>
  `use tritetratans\nform T uses tritetratans {\n${options}\n${rows.map((r) => '  ' + r).join('\n')}\n}`;
const seedForm = ['######', '####◥#', '##◢###', '###◤##', '#◣####', '######'];

// The sample solution of Logelium's algorithm description: the bit arrays of its 18 positions, atoms in Logelium's order.
const seedSolution = [
  'A00000F0 00014000 00000000 00000000 00', '5F00000C 00000000 00000000 00000000 00', '00F00001 68000000 00000000 00000000 00',
  '000F0000 17000000 00000000 00000000 00', '0000FF00 00000000 00000000 00000000 00', '00000002 800017C0 00000000 00000000 00',
  '00000000 00F00005 00000000 00000000 00', '00000000 000C0000 F0000140 00000000 00', '00000000 0002A800 05C00000 00000000 00',
  '00000000 00000030 000F0000 00000000 00', '00000000 0000000A 00001680 00050000 00', '00000000 00000000 0A300017 00000000 00',
  '00000000 00000000 0000E800 17000000 00', '00000000 00000000 00000028 0000FA00 00', '00000000 00000000 00000000 E80005C0 00',
  '00000000 00000000 00000000 00C0003C 00', '00000000 00000000 00000000 003A0003 C0', '00000000 00000000 00000000 00000000 3F',
].sort();

describe('solving the TriTetraTan example of Logelium\'s algorithm description', () => {
  it('reproduces Logelium\'s algorithm description: 1,421 positions, 1,331 after keeping one orbit of K, 1,140 after pruning, 31 unique, 124 in all', () => {
    const p = prepareForm(formOf(tritetratan('  symmetry tile K', seedForm)));
    assert.strictEqual(p.numbers.atoms, 136);
    assert.deepStrictEqual(p.numbers.symmetry, { order: 4, restrictedTile: 'K' });
    assert.deepStrictEqual([p.numbers.positions.generated, p.numbers.positions.afterSymmetry, p.numbers.positions.afterPruning], [1421, 1331, 1140]);
    assert.deepStrictEqual(p.numbers.positions.perTile.K, { generated: 120, afterSymmetry: 30, afterPruning: 29 });
    const solutions: number[][] = [];
    const r = solvePrepared(p, { mode: 'all', onSolution: (s) => solutions.push(s) });
    assert.deepStrictEqual(r.solutions, { unique: 31n, total: 124n });
    // The description's sample solution is one of them, or a symmetric image of one.
    const images = solutions.flatMap((s) => p.group.elements.map((g) => s.map((i) => bitArrayHex(p.positions[g.positions[i]], 136)).sort().join('|')));
    assert.ok(images.includes(seedSolution.join('|')));
  });

  it('chooses a tile to restrict by itself and counts the same', () => {
    const p = prepareForm(formOf(tritetratan('', seedForm)));
    assert.strictEqual(p.numbers.symmetry.order, 4);
    assert.ok(p.numbers.symmetry.restrictedTile !== null);
    assert.deepStrictEqual(countBothWays(p), { unique: 31n, total: 124n });
  });

  it('chooses, of the tiles with the fewest orbits (I and S: 10), the one whose kept positions overlap the most positions', () => {
    const p = prepareForm(formOf(tritetratan('', seedForm)));
    const orbits = (name: string) => {
      const t = p.form.tiles.findIndex((ft) => ft.tile.name === name);
      return tileOrbits(p.positions.flatMap((q, i) => (q.tile === t ? [i] : [])), p.group);
    };
    assert.deepStrictEqual([orbits('I').reps.length, orbits('S').reps.length], [10, 10]);
    // Tiles with fewer orbits (X: 5) have positions that a symmetry fixes.
    assert.ok(p.form.tiles.every((ft) => !orbits(ft.tile.name).free || orbits(ft.tile.name).reps.length >= 10));
    assert.strictEqual(p.numbers.symmetry.restrictedTile, 'S');
    assert.strictEqual(p.numbers.positions.perTile.S.afterSymmetry, 10);
  });

  it('counts the same whichever tile is restricted, also symmetric tiles whose positions symmetries fix', function () {
    this.timeout(60000); // three counts of a few seconds each on a busy machine
    // B is symmetric: 8 of its kept positions lie on a diagonal of the form and a mirror fixes them,
    // so the canonical filter decides there. No symmetry fixes a position of S.
    for (const [tile, fixed] of [['B', 8], ['S', 0]] as const) {
      const p = prepareForm(formOf(tritetratan(`  symmetry tile ${tile}`, seedForm)));
      assert.strictEqual(p.numbers.symmetry.restrictedTile, tile);
      assert.strictEqual(p.restriction.stabilizers.size, fixed);
      // Only with B do the two ways differ: a count of S needs no look at classes at all.
      const solutions = fixed > 0 ? countBothWays(p) : solvePrepared(p, { mode: 'count' }).solutions;
      assert.deepStrictEqual(solutions, { unique: 31n, total: 124n }, tile);
    }
  });

  it('gives the same counts for the form turned a quarter and mirrored', () => {
    const cw: Record<string, string> = { '◥': '◢', '◢': '◣', '◣': '◤', '◤': '◥', '#': '#' };
    const turned = seedForm[0].split('').map((_, c) => seedForm.map((row) => cw[row[c]]).reverse().join(''));
    const mirror: Record<string, string> = { '◥': '◤', '◤': '◥', '◢': '◣', '◣': '◢', '#': '#' };
    const mirrored = seedForm.map((row) => row.split('').reverse().map((ch) => mirror[ch]).join(''));
    for (const rows of [turned, mirrored]) {
      assert.deepStrictEqual(countBothWays(prepareForm(formOf(tritetratan('', rows)))), { unique: 31n, total: 124n });
    }
  });

  it('counts all 124 without symmetry reduction', function () {
    this.timeout(60000); // 2 M placements: seconds on a busy machine
    const p = prepareForm(formOf(tritetratan('  symmetry off', seedForm)));
    assert.deepStrictEqual(p.numbers.symmetry, { order: 1, restrictedTile: null });
    assert.deepStrictEqual(solvePrepared(p, { mode: 'count' }).solutions, { unique: 124n, total: 124n });
  });
});

describe('solving pentomino rectangles', () => {
  const rect = (w: number, h: number) => `use pentominoes\nform R uses pentominoes {\n${Array.from({ length: h }, () => '  ' + '#'.repeat(w)).join('\n')}\n}`;
  it('3×20: 2 unique, 8 in all; 20×3 the same', () => {
    assert.deepStrictEqual(solvePrepared(prepareForm(formOf(rect(20, 3))), { mode: 'count' }).solutions, { unique: 2n, total: 8n });
    assert.deepStrictEqual(solvePrepared(prepareForm(formOf(rect(3, 20))), { mode: 'count' }).solutions, { unique: 2n, total: 8n });
  });
  it('6×10: 2,339 unique, 9,356 in all', () => {
    assert.deepStrictEqual(solvePrepared(prepareForm(formOf(rect(10, 6))), { mode: 'count' }).solutions, { unique: 2339n, total: 9356n });
  });
  it('8×8 minus its centre 2×2: 65 unique, 520 in all', () => {
    const rows = ['########', '########', '########', '###..###', '###..###', '########', '########', '########'];
    const text = `use pentominoes\nform H uses pentominoes {\n${rows.map((r) => '  ' + r).join('\n')}\n}`;
    const p = prepareForm(formOf(text));
    assert.strictEqual(p.numbers.symmetry.order, 8);
    assert.deepStrictEqual(countBothWays(p), { unique: 65n, total: 520n });
  });
  it('lists solutions as position names and stops at --first', () => {
    const r = solvePrepared(prepareForm(formOf(rect(20, 3))), { mode: 'first', limit: 1 });
    assert.strictEqual(r.list?.length, 1);
    assert.strictEqual(r.list?.[0].length, 12);
    assert.ok(r.list?.[0].every((n) => /^[FILNPTUVWXYZ]\.\d@\d+\.\d$/.test(n)));
  });
});

describe('choosing the tile to keep to one position per orbit', () => {
  const example = (file: string) => readFileSync(path.join(__dirname, '../../../../examples', file), 'utf8');

  it('takes a tile with the fewest orbits: X of the 6×10 pentominoes (8 orbits), T of the 5-row Logiq Tower (3)', () => {
    const rectangle = prepareForm(formOf(example('pentomino-6x10.logel')));
    assert.strictEqual(rectangle.numbers.symmetry.restrictedTile, 'X');
    assert.deepStrictEqual(rectangle.numbers.positions.perTile.X, { generated: 32, afterSymmetry: 8, afterPruning: 7 });
    // Y, L, N, U and Q have 4 orbits; I, S and the core pieces have positions that the half turn
    // fixes; W, F and T have 3, and T's kept positions overlap the most others.
    const tower = prepareForm(formOf(example('logiq-tower.logel'), 'Tower5'));
    assert.strictEqual(tower.numbers.symmetry.restrictedTile, 'T');
    assert.strictEqual(tower.numbers.positions.perTile.T.afterSymmetry, 3);
  });
});

import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { standardLibrary } from '../../../core/language/library';
import { tableauGeometry } from '../../../core/render/tableau';
import { prepareForm } from '../../../core/tiling/solve';

function geometryOf(text: string) {
  const model = buildModel(text, standardLibrary);
  assert.deepStrictEqual(model.diagnostics, []);
  return tableauGeometry(prepareForm(model.forms[0]));
}

const squares = (tiles: string, rows: string[]) =>
  `tileset S on square {\n${tiles}\n}\nform F uses S {\n${rows.map((r) => '  ' + r).join('\n')}\n}`;

describe('tableau geometry', () => {
  it('a square cell (1,1) is the unit square from x 1 to 2, y flipped to -2..-1', () => {
    const g = geometryOf(squares('  tile X { # }', ['#']));
    assert.deepStrictEqual(g.viewBox, [1, -2, 1, 1]);
    assert.deepStrictEqual(g.atoms, ['M1 -2L2 -2L2 -1L1 -1Z']);
    assert.deepStrictEqual(g.tiles, ['X']);
    assert.deepStrictEqual(g.positions, [{ tile: 0, name: 'X.1@1.1', atoms: [0], outline: 'M1 -2L2 -2L2 -1L1 -1Z', labels: [[1.5, -1.5]] }]);
    assert.strictEqual(g.marks, '');
  });

  it('a domino outline drops the shared edge and the corners where it goes straight on', () => {
    const g = geometryOf(squares('  tile I { ## }', ['##', '##']));
    assert.deepStrictEqual(g.viewBox, [1, -3, 2, 2]);
    // Horizontal in the bottom row, then the top row; vertical (shape 2) on the left, then the right.
    assert.deepStrictEqual(g.positions.map((p) => [p.name, p.outline, p.labels]), [
      ['I.1@1.1', 'M1 -2L3 -2L3 -1L1 -1Z', [[2, -1.5]]],
      ['I.1@1.2', 'M1 -3L3 -3L3 -2L1 -2Z', [[2, -2.5]]],
      ['I.2@1.1', 'M1 -3L2 -3L2 -1L1 -1Z', [[1.5, -2]]],
      ['I.2@2.1', 'M2 -3L3 -3L3 -1L2 -1Z', [[2.5, -2]]],
    ]);
  });

  it('a ring has two loops, the hole running the other way round, and its label sits on a cell, not in the hole', () => {
    const g = geometryOf(squares('  tile O { ###\n           #.#\n           ### }', ['###', '#.#', '###']));
    assert.strictEqual(g.positions.length, 1);
    assert.strictEqual(g.positions[0].outline, 'M1 -4L4 -4L4 -1L1 -1ZM2 -3L2 -2L3 -2L3 -3Z');
    assert.deepStrictEqual(g.positions[0].labels, [[2.5, -1.5]]);
  });

  it('tan half cells: atoms W and S of a ◣ cell, and the outline of the half cell they make', () => {
    const g = geometryOf('tileset T on tan {\n  transforms none\n  tile h { ◣ }\n}\nform F uses T {\n  ◣\n}');
    assert.deepStrictEqual(g.viewBox, [1, -2, 1, 1]);
    // W: left edge and the centre; S: bottom edge and the centre (the grid's atom order W S N E).
    assert.deepStrictEqual(g.atoms, ['M1 -1L1 -2L1.5 -1.5Z', 'M2 -1L1 -1L1.5 -1.5Z']);
    assert.deepStrictEqual(g.positions, [{ tile: 0, name: 'h.1@1.1', atoms: [0, 1], outline: 'M1 -2L2 -1L1 -1Z', labels: [[1.333333, -1.333333]] }]);
  });

  it('Logelium\'s TriTetraTan example: one entry per generated position, same names, and tile A as drawn (◥#)', () => {
    const text = readFileSync(path.join(__dirname, '../../../../examples/tritetratan.logel'), 'utf8');
    const model = buildModel(text, standardLibrary);
    const p = prepareForm(model.forms[0]);
    const g = tableauGeometry(p);
    assert.deepStrictEqual(g.viewBox, [1, -7, 6, 6]);
    assert.strictEqual(g.atoms.length, 136);
    assert.deepStrictEqual(g.positions.map((q) => q.name), p.positions.map((q) => q.name));
    assert.deepStrictEqual(g.positions[0], { tile: 0, name: 'A.1@1.1', atoms: [2, 3, 4, 5, 6, 7], outline: 'M1 -2L3 -2L3 -1L2 -1Z', labels: [[2.222222, -1.555556]] });
  });
});

import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { standardLibrary } from '../../../core/language/library';
import { labelSize } from '../../../core/render/svg';
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

  it('edge grids: the bars of a piece, joined at a junction, are one part named once, at their centroid between them', () => {
    const g = geometryOf('tileset V on sticks {\n  tile V x2 { +\n              |\n              +-+ }\n}\nform F uses V {\n  +-+\n  | |\n  +-+\n}');
    // Each corner of the square: two bars (ends 0.12 short of the point), so no edge is shared.
    assert.deepStrictEqual(g.positions.map((p) => [p.name, p.labels]), [
      ['V.1@1.1', [[1.25, -1.25]]], ['V.2@1.1', [[1.75, -1.25]]], ['V.3@2.1', [[1.75, -1.75]]], ['V.4@1.1', [[1.25, -1.75]]],
    ]);
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

  it('Logiq Tower, every position of every height: each group of touching outer-layer cells (a shell\'s row, a core piece\'s knob or two side by side) named once, the name inside it', () => {
    const text = readFileSync(path.join(__dirname, '../../../../examples/logiq-tower.logel'), 'utf8');
    for (const form of buildModel(text, standardLibrary).forms) {
      const g = tableauGeometry(prepareForm(form));
      // Every atom is an axis-aligned rectangle here: a whole sector's outer cell, or its strip of core.
      const boxes = g.atoms.map((d) => {
        const nums = d.match(/-?[\d.]+/g)!.map(Number);
        const xs = nums.filter((_, i) => i % 2 === 0), ys = nums.filter((_, i) => i % 2 === 1);
        return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
      });
      const outer = (a: number) => boxes[a].y1 - boxes[a].y0 > 0.5;
      const size = labelSize(g);
      let labels = 0, knobs = 0;
      for (const p of g.positions) {
        // Outer cells grouped by a shared side (cells of different rows never touch: a core strip lies between).
        const cells = p.atoms.filter(outer);
        const group = cells.map((_, i) => i);
        const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
        cells.forEach((a, i) => cells.forEach((b, j) => {
          const [p1, q1] = [boxes[a], boxes[b]];
          if (p1.y0 === q1.y0 && (p1.x1 === q1.x0 || q1.x1 === p1.x0)) group[root(i)] = root(j);
        }));
        const groups = new Set(cells.map((_, i) => root(i))).size;
        assert.strictEqual(p.labels.length, groups, `${form.name} ${p.name}: ${p.labels.length} labels for ${groups} groups`);
        if (g.tiles[p.tile].startsWith('C')) knobs += groups;
        const width = 0.62 * g.tiles[p.tile].length * size, height = 0.7 * size;
        for (const [x, y] of p.labels) {
          // The name's box, sampled, lies on the outer cells of one group.
          const owners = new Set<number>();
          for (const fx of [-0.5, -0.25, 0, 0.25, 0.5]) for (const fy of [-0.5, 0, 0.5]) {
            const at = cells.findIndex((a) => x + fx * width >= boxes[a].x0 && x + fx * width <= boxes[a].x1 && y + fy * height >= boxes[a].y0 && y + fy * height <= boxes[a].y1);
            assert.ok(at >= 0, `${form.name} ${p.name}: ${g.tiles[p.tile]} at (${x}, ${y}) reaches out of its cells`);
            owners.add(root(at));
          }
          assert.strictEqual(owners.size, 1, `${form.name} ${p.name}: one label across two groups`);
        }
        labels += p.labels.length;
      }
      assert.ok(knobs > g.positions.filter((p) => g.tiles[p.tile].startsWith('C')).length, `${form.name}: some core pieces show two knobs apart, each named`);
      assert.ok(labels > g.positions.length);
    }
  });
});

// Path enumeration against a brute force written here: every walk of n cells from one clue,
// with no pruning at all, kept when it ends on the partner; on small random boards.
import * as assert from 'assert';
import { BLOCKED, OPEN, PathEnumerator } from '../../../core/linkpix/paths';

function random(seed: number): () => number {
  return () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
}

function bruteForce(width: number, height: number, owner: Int32Array, from: number, to: number, length: number, a: number, b: number): string[] {
  const found: string[] = [];
  const path = [from];
  const walk = () => {
    const u = path[path.length - 1];
    if (path.length === length) { if (u === to) found.push(path.join(',')); return; }
    if (u === to) return;
    const r = Math.floor(u / width), c = u % width;
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const nr = r + dr, nc = c + dc;
      if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
      const v = nr * width + nc;
      if (path.includes(v)) continue;
      const o = owner[v];
      if (v !== to && o !== OPEN && o !== a && o !== b) continue;
      path.push(v);
      walk();
      path.pop();
    }
  };
  walk();
  return found.sort();
}

describe('linkpix path enumeration', () => {
  it('lists exactly the walks a brute force finds, on 300 random boards with blocked and claimed cells', () => {
    const rnd = random(7);
    let total = 0;
    for (let t = 0; t < 300; t++) {
      const width = 2 + Math.floor(rnd() * 5), height = 2 + Math.floor(rnd() * 5);
      const owner = new Int32Array(width * height).fill(OPEN);
      for (let c = 0; c < owner.length; c++) {
        const x = rnd();
        if (x < 0.15) owner[c] = BLOCKED; else if (x < 0.25) owner[c] = 3; else if (x < 0.3) owner[c] = 0;
      }
      const from = Math.floor(rnd() * owner.length);
      let to = Math.floor(rnd() * owner.length);
      if (to === from) to = (to + 1) % owner.length;
      owner[from] = BLOCKED;
      owner[to] = BLOCKED;
      const length = 2 + Math.floor(rnd() * 9);
      const listed: string[] = [];
      const enumerator = new PathEnumerator(width, height);
      const n = enumerator.enumerate(owner, from, to, length, 0, 1, 1e9, 1e9, (cells) => listed.push(Array.from(cells).join(',')));
      const expected = bruteForce(width, height, owner, from, to, length, 0, 1);
      assert.strictEqual(n, expected.length, `board ${t}`);
      assert.deepStrictEqual(listed.sort(), expected, `board ${t}`);
      total += n;
    }
    assert.ok(total > 100, `the boards have paths to compare (${total})`);
  });

  it('stops at the limit of paths and at the limit of work', () => {
    const owner = new Int32Array(36).fill(OPEN);
    owner[0] = owner[35] = BLOCKED;
    const all = new PathEnumerator(6, 6).enumerate(owner, 0, 35, 13, 0, 1, 1e9, 1e9, () => {});
    assert.ok(all > 10);
    assert.strictEqual(new PathEnumerator(6, 6).enumerate(owner, 0, 35, 13, 0, 1, all - 1, 1e9, () => {}), -1);
    assert.strictEqual(new PathEnumerator(6, 6).enumerate(owner, 0, 35, 13, 0, 1, 1e9, 5, () => {}), -1);
    assert.strictEqual(new PathEnumerator(6, 6).enumerate(owner, 0, 35, 13, 0, 1, all, 1e9, () => {}), all);
  });

  it('a clue of 1 is its own one-cell path; a partner out of reach or of the wrong parity has none', () => {
    const owner = new Int32Array(16).fill(OPEN);
    const cells: number[][] = [];
    assert.strictEqual(new PathEnumerator(4, 4).enumerate(owner, 5, 5, 1, 0, 0, 10, 10, (c) => cells.push(Array.from(c))), 1);
    assert.deepStrictEqual(cells, [[5]]);
    assert.strictEqual(new PathEnumerator(4, 4).enumerate(owner, 0, 15, 6, 0, 1, 10, 10, () => {}), 0);
    assert.strictEqual(new PathEnumerator(4, 4).enumerate(owner, 0, 15, 8, 0, 1, 10, 10, () => {}), 0);
  });
});

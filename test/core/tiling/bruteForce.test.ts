// Small random forms solved by the engine and by a plain brute-force tiler written here, which knows
// nothing of positions, symmetry or pruning: it rotates and mirrors cell lists itself.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { countBothWays } from './countBothWays';
import { norm, Pt, randomRegion, squareSymmetries } from './squareCells';

const pieces: Record<string, Pt[]> = {
  I: [[0, 0], [1, 0], [2, 0]],
  L: [[0, 0], [1, 0], [0, 1]],
  D: [[0, 0], [1, 0]],
  O: [[0, 0], [1, 0], [0, 1], [1, 1]],
  T: [[0, 0], [1, 0], [2, 0], [1, 1]],
  S: [[0, 0], [1, 0], [1, 1], [2, 1]],
};

const orientations = (pts: Pt[]): Pt[][] => {
  const out = new Map<string, Pt[]>();
  let cur = pts;
  for (let m = 0; m < 2; m++) {
    for (let r = 0; r < 4; r++) { cur = cur.map(([x, y]) => [-y, x] as Pt); const n = norm(cur); out.set(JSON.stringify(n), n); }
    cur = cur.map(([x, y]) => [-x, y] as Pt);
  }
  return [...out.values()];
};

/** All tilings of the cells with each listed piece (a name listed twice is two copies), as sorted lists of "piece:cells". */
function bruteForce(cells: Set<string>, names: string[]): string[][] {
  const found: string[][] = [];
  const used: string[] = [];
  const free = new Set(cells);
  const place = (remaining: string[]) => {
    if (free.size === 0) { if (remaining.length === 0) found.push([...used].sort()); return; }
    // The lowest free cell (bottom row first, then left) must be covered by the next piece.
    const first = [...free].map((k) => k.split(',').map(Number) as Pt).sort((a, b) => a[1] - b[1] || a[0] - b[0])[0];
    // Copies of a tile are interchangeable: try each name once and use up one copy.
    for (const name of new Set(remaining)) {
      const rest = [...remaining];
      rest.splice(rest.indexOf(name), 1);
      for (const o of orientations(pieces[name])) {
        const dx = first[0] - o[0][0], dy = first[1] - o[0][1];
        const keys = o.map(([x, y]) => `${x + dx},${y + dy}`);
        if (!keys.every((k) => free.has(k))) continue;
        keys.forEach((k) => free.delete(k));
        used.push(`${name}:${[...keys].sort().join(' ')}`);
        place(rest);
        used.pop();
        keys.forEach((k) => free.add(k));
      }
    }
  };
  place(names);
  return found;
}

/** Number of classes of tilings under the symmetries of the square that map the cell set onto itself. */
function classes(cells: Set<string>, tilings: string[][]): number {
  const symmetries = squareSymmetries(cells);
  const key = (t: string[]) => [...t].sort().join('|');
  const all = new Set(tilings.map(key));
  const seen = new Set<string>();
  let n = 0;
  for (const t of tilings) {
    if (seen.has(key(t))) continue;
    n++;
    for (const g of symmetries) {
      const img = t.map((e) => { const [name, cs] = e.split(':'); return `${name}:${cs.split(' ').map((c) => g(c.split(',').map(Number) as Pt).join(',')).sort().join(' ')}`; });
      assert.ok(all.has(key(img)), 'a symmetric image of a tiling is a tiling');
      seen.add(key(img));
    }
  }
  return n;
}

function random(seed: number) {
  return () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
}

const art = (pts: Pt[]): string[] => {
  const w = Math.max(...pts.map((p) => p[0])) + 1, h = Math.max(...pts.map((p) => p[1])) + 1;
  const set = new Set(pts.map((p) => p.join(',')));
  return Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, x) => (set.has(`${x},${h - 1 - r}`) ? '#' : '.')).join(''));
};

describe('engine against a brute-force tiler on small random forms', () => {
  const tileset = ['tileset small on square {', ...Object.entries(pieces).map(([n, pts]) => `  tile ${n} {\n${art(pts).map((r) => '    ' + r).join('\n')}\n  }`), '}'].join('\n');
  const rnd = random(20261122);
  for (let trial = 0; trial < 24; trial++) {
    // A random subset of pieces and a random region of the right area, grown from (0,0).
    const names = Object.keys(pieces).filter(() => rnd() < 0.6);
    if (names.length < 2) names.push('D', 'L');
    // Every fourth trial places one tile twice (a multiplicity).
    if (trial % 4 === 1) names.push(names[0]);
    const area = names.reduce((s, n) => s + pieces[n].length, 0);
    const pts = randomRegion(area, trial % 2 === 0, rnd);
    const normCells = new Set(pts.map((p) => p.join(',')));
    it(`trial ${trial}: ${names.join(' ')} in ${area} cells`, () => {
      const counts = [...new Set(names)].map((n) => { const k = names.filter((m) => m === n).length; return k > 1 ? `${n} x${k}` : n; });
      const text = `${tileset}\nform F uses small {\n  tiles ${counts.join(' ')}\n${art(pts).map((r) => '  ' + r).join('\n')}\n}`;
      const model = buildModel(text, standardLibrary);
      assert.deepStrictEqual(model.diagnostics.filter((d) => d.severity === 'error'), []);
      const tilings = bruteForce(normCells, names);
      const plain = solvePrepared(prepareForm(model.forms[0], { symmetry: false }), { mode: 'count' });
      assert.strictEqual(plain.solutions.total, BigInt(tilings.length));
      assert.deepStrictEqual(countBothWays(prepareForm(model.forms[0])), { unique: BigInt(classes(normCells, tilings)), total: BigInt(tilings.length) });
    });
  }
});

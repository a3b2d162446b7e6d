// Piece ranges (`tiles A 1..3`): counts on small random forms against a brute-force tiler written here,
// which knows nothing of positions, symmetry or the split into exact counts: it places pieces at the
// lowest free cell while each stays under its most, keeps the tilings where each reaches its least, and
// counts classes by drawing every image of every tiling (a mirror turns the one-sided S into Z).
import { analyse, buildModel } from '../../../core/document';
import * as assert from 'assert';
import { formHover } from '../../../core/editor/hover';
import { standardLibrary } from '../../../core/language/library';
import { addSolveResults, prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { seeded } from '../../seeded';
import { countBothWays } from './countBothWays';
import { norm, Pt, randomRegion, squareSymmetries } from './squareCells';

/** The pieces and whether they turn over (S and Z are a one-sided pair: each other's mirror image). */
const pieces: Record<string, { cells: Pt[]; mirror: boolean }> = {
  D: { cells: [[0, 0], [1, 0]], mirror: true },
  I: { cells: [[0, 0], [1, 0], [2, 0]], mirror: true },
  L: { cells: [[0, 0], [1, 0], [0, 1]], mirror: true },
  O: { cells: [[0, 0], [1, 0], [0, 1], [1, 1]], mirror: true },
  S: { cells: [[0, 0], [1, 0], [1, 1], [2, 1]], mirror: false },
  Z: { cells: [[1, 0], [2, 0], [0, 1], [1, 1]], mirror: false },
};

const orientations = (name: string): Pt[][] => {
  const out = new Map<string, Pt[]>();
  let cur = pieces[name].cells;
  for (let m = 0; m < (pieces[name].mirror ? 2 : 1); m++) {
    for (let r = 0; r < 4; r++) { cur = cur.map(([x, y]) => [-y, x] as Pt); const n = norm(cur); out.set(JSON.stringify(n), n); }
    cur = cur.map(([x, y]) => [-x, y] as Pt);
  }
  return [...out.values()];
};
/** The piece a set of cells is (by its shape), or undefined. */
const pieceOf = (cells: Pt[]): string | undefined => {
  const key = JSON.stringify(norm(cells));
  return Object.keys(pieces).find((n) => orientations(n).some((o) => JSON.stringify(o) === key));
};

type Ranges = Record<string, [number, number]>;
const within = (tiling: string[], ranges: Ranges): boolean =>
  Object.entries(ranges).every(([n, [lo, hi]]) => { const k = tiling.filter((e) => e.startsWith(n + ':')).length; return lo <= k && k <= hi; }) &&
  tiling.every((e) => e.split(':')[0] in ranges);

/** Every tiling of the cells with each piece placed within its range, as sorted lists of "piece:cells". */
function bruteForce(cells: Set<string>, ranges: Ranges): string[][] {
  const found: string[][] = [];
  const used: string[] = [];
  const count: Record<string, number> = {};
  const free = new Set(cells);
  const place = () => {
    if (free.size === 0) { if (within(used, ranges)) found.push([...used].sort()); return; }
    const first = [...free].map((k) => k.split(',').map(Number) as Pt).sort((a, b) => a[1] - b[1] || a[0] - b[0])[0];
    for (const [name, [, hi]] of Object.entries(ranges)) {
      if ((count[name] ?? 0) >= hi) continue;
      for (const o of orientations(name)) {
        const dx = first[0] - o[0][0], dy = first[1] - o[0][1];
        const keys = o.map(([x, y]) => `${x + dx},${y + dy}`);
        if (!keys.every((k) => free.has(k))) continue;
        keys.forEach((k) => free.delete(k));
        count[name] = (count[name] ?? 0) + 1;
        used.push(`${name}:${[...keys].sort().join(' ')}`);
        place();
        used.pop();
        count[name]--;
        keys.forEach((k) => free.add(k));
      }
    }
  };
  place();
  return found;
}

/** Classes of tilings: two are one class when a symmetry of the cells maps one onto the other. */
function classes(cells: Set<string>, tilings: string[][], ranges: Ranges): number {
  const symmetries = squareSymmetries(cells);
  const canonical = new Set<string>();
  for (const t of tilings) {
    let best: string | undefined;
    for (const g of symmetries) {
      const img = t.map((e) => {
        const moved = e.split(':')[1].split(' ').map((c) => g(c.split(',').map(Number) as Pt));
        return `${pieceOf(moved)}:${moved.map((p) => p.join(',')).sort().join(' ')}`;
      }).sort();
      if (!within(img, ranges)) continue;
      const key = img.join('|');
      if (best === undefined || key < best) best = key;
    }
    canonical.add(best!);
  }
  return canonical.size;
}

const art = (pts: Pt[]): string[] => {
  const w = Math.max(...pts.map((p) => p[0])) + 1, h = Math.max(...pts.map((p) => p[1])) + 1;
  const set = new Set(pts.map((p) => p.join(',')));
  return Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, x) => (set.has(`${x},${h - 1 - r}`) ? '#' : '.')).join(''));
};

const tileset = ['tileset small on square {', ...Object.entries(pieces).map(([n, p]) =>
  `  tile ${n}${p.mirror ? '' : ' transforms rotations'} {\n${art(p.cells).map((r) => '    ' + r).join('\n')}\n  }`), '}'].join('\n');

const formText = (ranges: Ranges, pts: Pt[], options: string[] = []) =>
  `${tileset}\nform F uses small {\n  tiles ${Object.entries(ranges).map(([n, [lo, hi]]) => (lo === hi ? `${n} x${lo}` : `${n} ${lo}..${hi}`)).join(' ')}\n${[...options, ...art(pts)].map((r) => '  ' + r).join('\n')}\n}`;

describe('piece ranges against a brute-force tiler on small random forms', () => {
  const rnd = seeded(20261128);
  for (let trial = 0; trial < 30; trial++) {
    // Two to four pieces with random ranges (at most 3), and a form of an area they can cover.
    const names = Object.keys(pieces).filter(() => rnd() < 0.5).slice(0, 4);
    if (names.length < 2) names.push(...['D', 'L'].filter((n) => !names.includes(n)));
    // Every third trial has the one-sided pair S and Z with different ranges.
    if (trial % 3 === 0) names.push(...['S', 'Z'].filter((n) => !names.includes(n)));
    const ranges: Ranges = {};
    for (const n of names) { const lo = Math.floor(rnd() * 2); ranges[n] = [lo, lo + 1 + Math.floor(rnd() * 2)]; }
    const least = names.reduce((s, n) => s + ranges[n][0] * pieces[n].cells.length, 0);
    const area = Math.min(14, Math.max(least, 6 + Math.floor(rnd() * 7)));
    const pts = randomRegion(area, trial % 2 === 0, rnd);
    const normCells = new Set(pts.map((p) => p.join(',')));
    it(`trial ${trial}: ${names.map((n) => `${n} ${ranges[n].join('..')}`).join(' ')} in ${area} cells`, () => {
      const model = buildModel(formText(ranges, pts), standardLibrary);
      assert.deepStrictEqual(model.diagnostics.filter((d) => d.severity === 'error'), []);
      const tilings = bruteForce(normCells, ranges);
      const plain = solvePrepared(prepareForm(model.forms[0], { symmetry: false }), { mode: 'count' });
      assert.strictEqual(plain.solutions.total, BigInt(tilings.length));
      const expected = { unique: BigInt(classes(normCells, tilings, ranges)), total: BigInt(tilings.length) };
      const prepared = prepareForm(model.forms[0]);
      assert.deepStrictEqual(countBothWays(prepared), expected);
      // A listing shows each class once; two shares of a count add up to the count.
      assert.strictEqual(BigInt(solvePrepared(prepared, { mode: 'all' }).list!.length), expected.unique);
      const shares = [0, 1].map((index) => solvePrepared(prepared, { mode: 'count', share: { index, count: 2 } }));
      assert.deepStrictEqual(addSolveResults(shares).solutions, expected);
    });
  }

  it('a one-sided pair with different ranges: a mirror image out of range is not the same class', () => {
    // 4×3 with S 0..2, Z 1..2, L and D 0..2: the 4 tilings have one Z and no S, so their mirror images
    // (one S, no Z) are not tilings of the form; the half turn pairs them up into 2 classes.
    const pts = norm(Array.from({ length: 12 }, (_, i) => [i % 4, Math.floor(i / 4)] as Pt));
    const cells = new Set(pts.map((p) => p.join(',')));
    const ranges: Ranges = { S: [0, 2], Z: [1, 2], L: [0, 2], D: [0, 2] };
    const tilings = bruteForce(cells, ranges);
    assert.deepStrictEqual(tilings.map((t) => t.filter((e) => /^[SZ]:/.test(e)).map((e) => e[0]).join('')), ['Z', 'Z', 'Z', 'Z']);
    assert.strictEqual(classes(cells, tilings, ranges), 2);
    const counted = solvePrepared(prepareForm(buildModel(formText(ranges, pts), standardLibrary).forms[0]), { mode: 'count' });
    assert.deepStrictEqual(counted.solutions, { unique: 2n, total: 4n });
  });

  it('a one-sided pair with the same range: a tiling and its mirror image (S for Z) are one class', () => {
    const pts = norm(Array.from({ length: 12 }, (_, i) => [i % 4, Math.floor(i / 4)] as Pt));
    const cells = new Set(pts.map((p) => p.join(',')));
    const ranges: Ranges = { S: [0, 2], Z: [0, 2], L: [0, 2], D: [0, 2] };
    const tilings = bruteForce(cells, ranges);
    const times = (t: string[], n: string) => t.filter((e) => e.startsWith(n + ':')).length;
    assert.ok(tilings.some((t) => times(t, 'S') !== times(t, 'Z')));
    const counted = solvePrepared(prepareForm(buildModel(formText(ranges, pts), standardLibrary).forms[0]), { mode: 'count' });
    assert.deepStrictEqual(counted.solutions, { unique: BigInt(classes(cells, tilings, ranges)), total: BigInt(tilings.length) });
  });
});

describe('piece range diagnostics', () => {
  /** The diagnostics of a 2×5 form of pentominoes with this `tiles` line, as `code line:from-to message`. */
  const findings = (tiles: string, art = ['#####', '#####']) => analyse(`use pentominoes\nform F uses pentominoes {\n  ${tiles}\n${art.map((r) => '  ' + r).join('\n')}\n}\n`, standardLibrary)
    .diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character}-${d.range.end.character} ${d.message}`);

  it('a range with its ends the wrong way round is an error on the range', () => {
    assert.deepStrictEqual(findings('tiles L 2..1 I'), [`bad-option 2:10-14 the least (2) is more than the most (1): write 1..2`]);
  });

  it('a range without its most is a syntax error', () => {
    assert.deepStrictEqual(findings('tiles L 2 I'), [`syntax 2:10-11 expected '..' and the most times, e.g. '2..3', or 'x2' for exactly 2 times`]);
  });

  it('ranges whose least is more than the form, or whose most is less, do not balance the area', () => {
    assert.deepStrictEqual(findings('tiles L 1..1 I 2..3'), ['area-mismatch 1:5-6 the tiles cover 15 to 20 atoms but form F has 10']);
    assert.deepStrictEqual(findings('tiles L 0..1 I 0..1', ['#####', '#####', '#####']), ['area-mismatch 1:5-6 the tiles cover 0 to 10 atoms but form F has 15']);
    assert.deepStrictEqual(findings('tiles L 0..1 I 0..0'), [`bad-option 2:17-21 tile I would never be placed: leave it out of 'tiles'`]);
  });

  it('an end of a range the area never reaches is a warning on that number', () => {
    // 2×5 = 10 cells: at most two pentominoes, and with L 0..1 at least one I.
    assert.deepStrictEqual(findings('tiles L 0..1 I 0..4'), [
      `range-unreachable 2:20-21 tile I fits at most 2 times: 3 of its 5 atoms and the other tiles' least are more than form F's 10`,
      `range-unreachable 2:17-18 tile I is placed at least once: with fewer, the tiles cover less than form F's 10 atoms`,
    ]);
  });

  it('a form with ranges counts by them', () => {
    // The 2×5 rectangle holds two I or two L (one way each up to symmetry), never an I beside an L.
    const model = buildModel('use pentominoes\nform F uses pentominoes {\n  tiles L 0..2 I 0..2\n  #####\n  #####\n}\n', standardLibrary);
    const r = solvePrepared(prepareForm(model.forms[0]), { mode: 'all' });
    assert.deepStrictEqual(r.list!.map((s) => s.map((p) => p.split('.')[0]).join(' ')), ['I I', 'L L']);
  });

  it("the form's hover says which tiles are placed within a range", () => {
    const model = buildModel('use pentominoes\nform F uses pentominoes {\n  tiles L 0..2 I 1..2 X\n  optional X\n  #####\n  #####\n}\n', standardLibrary);
    const lines = formHover(model.forms[0]).split('\n\n');
    assert.deepStrictEqual(lines.slice(2, 4), ['Tile balance: 3 tiles with 5 to 25 atoms for 10 atoms ✓', 'Placed within a range: L 0 to 2 times · I 1 to 2 times']);
  });
});

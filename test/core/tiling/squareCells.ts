// What the brute-force tilers share (no engine code): cells "x,y" of the square grid, moved to the
// corner; a random region; the maps of the square that take a set of cells onto itself; every tiling
// of a set of cells, and its classes under such maps.
import * as assert from 'assert';

export type Pt = [number, number];

/** The points moved so that the least x and y are 0, in reading order. */
export const norm = (pts: Pt[]): Pt[] => {
  const mx = Math.min(...pts.map((p) => p[0])), my = Math.min(...pts.map((p) => p[1]));
  return pts.map(([x, y]) => [x - mx, y - my] as Pt).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
};

/** A region of `area` cells grown from (0,0) at random, or a rectangle of 3 or 2 rows when
 *  `rectangle` and the area allows (symmetric forms, with many tilings); moved to the corner. */
export function randomRegion(area: number, rectangle: boolean, rnd: () => number): Pt[] {
  const cells = new Set(['0,0']);
  const rows = rectangle ? [3, 2].find((h) => area % h === 0) : undefined;
  if (rows) for (let i = 0; i < area; i++) cells.add(`${i % (area / rows)},${Math.floor(i / (area / rows))}`);
  while (cells.size < area) {
    const list = [...cells];
    const [x, y] = list[Math.floor(rnd() * list.length)].split(',').map(Number);
    const [dx, dy] = [[1, 0], [-1, 0], [0, 1], [0, -1]][Math.floor(rnd() * 4)];
    cells.add(`${x + dx},${y + dy}`);
  }
  return norm([...cells].map((k) => k.split(',').map(Number) as Pt));
}

export function squareSymmetries(cells: Set<string>): ((p: Pt) => Pt)[] {
  const pts = [...cells].map((k) => k.split(',').map(Number) as Pt);
  const maps: ((p: Pt) => Pt)[] = [];
  for (let m = 0; m < 2; m++) for (let r = 0; r < 4; r++) maps.push((p) => {
    let [x, y] = m ? [-p[0], p[1]] : p;
    for (let i = 0; i < r; i++) [x, y] = [-y, x];
    return [x, y];
  });
  return maps.map((f) => {
    const img = pts.map(f);
    const mx = Math.min(...img.map((p) => p[0])) - Math.min(...pts.map((p) => p[0]));
    const my = Math.min(...img.map((p) => p[1])) - Math.min(...pts.map((p) => p[1]));
    return (p: Pt): Pt => { const [x, y] = f(p); return [x - mx, y - my]; };
  }).filter((g) => pts.every((p) => cells.has(g(p).join(','))));
}

/** The distinct rotations and reflections of a piece, each moved to the corner. */
export const orientations = (pts: Pt[]): Pt[][] => {
  const out = new Map<string, Pt[]>();
  let cur = pts;
  for (let m = 0; m < 2; m++) {
    for (let r = 0; r < 4; r++) { cur = cur.map(([x, y]) => [-y, x] as Pt); const n = norm(cur); out.set(JSON.stringify(n), n); }
    cur = cur.map(([x, y]) => [-x, y] as Pt);
  }
  return [...out.values()];
};

/** Every tiling of the cells by the named pieces (a name listed twice is two copies), as sorted lists
 *  of "piece:cells"; `allowed` may refuse a piece on some cells. */
export function tilings(pieces: Record<string, Pt[]>, cells: Iterable<string>, names: string[],
  allowed: (name: string, keys: string[]) => boolean = () => true): string[][] {
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
        if (!keys.every((k) => free.has(k)) || !allowed(name, keys)) continue;
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

/** Number of classes of the tilings under the maps (each must take a tiling to a tiling). */
export function tilingClasses(symmetries: ((p: Pt) => Pt)[], found: string[][]): number {
  const key = (t: string[]) => [...t].sort().join('|');
  const all = new Set(found.map(key));
  const seen = new Set<string>();
  let n = 0;
  for (const t of found) {
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

/** A seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  return () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
}

/** A piece's cells as art rows, top row first. */
export const shapeArt = (pts: Pt[]): string[] => {
  const w = Math.max(...pts.map((p) => p[0])) + 1, h = Math.max(...pts.map((p) => p[1])) + 1;
  const set = new Set(pts.map((p) => p.join(',')));
  return Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, x) => (set.has(`${x},${h - 1 - r}`) ? '#' : '.')).join(''));
};

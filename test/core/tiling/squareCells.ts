// What the brute-force tilers share (no engine code): cells "x,y" of the square grid, moved to the
// corner; a random region; the maps of the square that take a set of cells onto itself.
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

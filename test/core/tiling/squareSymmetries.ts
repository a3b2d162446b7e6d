// The brute-force tilers' own symmetries (no engine code): the maps of the square that take a set of
// cells "x,y" onto itself, each moved back to the set's corner.
export type Pt = [number, number];

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

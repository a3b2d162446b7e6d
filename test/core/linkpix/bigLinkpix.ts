// A large Link-a-Pix for the tests of long solves (cancel, background solves stopped by an edit).

/** A 150×150 linkpix block laid out by random walks of up to 14 cells: many paths, a long solve. */
export function bigLinkpix(): string {
  const W = 150;
  let seed = 5;
  const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
  const taken = new Uint8Array(W * W), clue = new Int32Array(W * W);
  for (let start = 0; start < W * W; start++) {
    if (taken[start]) continue;
    const length = 1 + Math.floor(rnd() * 14);
    const path = [start];
    taken[start] = 1;
    while (path.length < length) {
      const c = path[path.length - 1];
      const next = [c - W, c + W, c % W ? c - 1 : -1, c % W < W - 1 ? c + 1 : -1].filter((d) => d >= 0 && d < W * W && !taken[d]);
      if (next.length === 0) break;
      const d = next[Math.floor(rnd() * next.length)];
      taken[d] = 1;
      path.push(d);
    }
    clue[path[0]] = clue[path[path.length - 1]] = path.length;
  }
  const rows = Array.from({ length: W }, (_, y) => '  ' + Array.from(clue.subarray(y * W, (y + 1) * W), (v) => (v ? String(v) : '.')).join(' '));
  return `linkpix Big {\n${rows.join('\n')}\n}\n`;
}

// Link-a-Pix puzzles laid out by random walks that fill the grid, for the tests of hostile input.
import { LinkpixPuzzle, makePuzzle } from '../../../core/linkpix/puzzle';
import { solveLinkpix } from '../../../core/linkpix/solve';

/** A walk of up to `length` cells from `start` through cells not `taken` (each marked taken), each
 *  step to a random free neighbour; it ends early where it has none. */
export function randomWalk(start: number, length: number, width: number, height: number, taken: Uint8Array, rnd: () => number): number[] {
  const path = [start];
  taken[start] = 1;
  while (path.length < length) {
    const c = path[path.length - 1];
    const next = [c - width, c + width, c % width ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1].filter((d) => d >= 0 && d < width * height && !taken[d]);
    if (next.length === 0) break;
    const d = next[Math.floor(rnd() * next.length)];
    taken[d] = 1;
    path.push(d);
  }
  return path;
}

/** A width×height puzzle whose clues are the ends of random walks of up to `longest` cells that
 *  fill the grid (so it has a solution); `change` rewrites clues before the puzzle is made. */
export function walkedPuzzle(width: number, height: number, seed: number, longest: number,
  change: (clues: Int32Array) => void = () => {}): LinkpixPuzzle {
  const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
  const taken = new Uint8Array(width * height), clue = new Int32Array(width * height);
  for (let start = 0; start < width * height; start++) {
    if (taken[start]) continue;
    const length = 1 + Math.floor(rnd() * longest);
    const path = randomWalk(start, length, width, height, taken, rnd);
    clue[path[0]] = clue[path[path.length - 1]] = path.length;
  }
  change(clue);
  const clues = [];
  for (let c = 0; c < width * height; c++) if (clue[c] > 0) clues.push({ row: Math.floor(c / width), col: c % width, value: clue[c], colour: 1 });
  return makePuzzle('walked', width, height, clues);
}

/** The issue's 20×20 puzzle with one 2 changed to 1: the first 2 whose partner keeps another 2
 *  within reach, so that no clue is lonely and only the count of the 2s shows it impossible. */
export function oneTwoChanged(): { solvable: LinkpixPuzzle; puzzle: LinkpixPuzzle; changed: number } {
  const solvable = walkedPuzzle(20, 20, 7, 12);
  const lonely = (p: LinkpixPuzzle) => /no partner within reach/.test(solveLinkpix(p).problem?.message ?? '');
  const candidates = Array.from(solvable.clues).flatMap((v, c) => (v === 2 ? [c] : []));
  const changed = candidates.find((c) => !lonely(walkedPuzzle(20, 20, 7, 12, (clues) => { clues[c] = 1; })));
  if (changed === undefined) throw new Error(`each of the ${candidates.length} 2s leaves a lonely clue`);
  return { solvable, puzzle: walkedPuzzle(20, 20, 7, 12, (clues) => { clues[changed] = 1; }), changed };
}

/** A puzzle in the INF421 text format. */
export function inf421(puzzle: LinkpixPuzzle): string {
  const rows = Array.from({ length: puzzle.height }, (_, r) => Array.from(puzzle.clues.subarray(r * puzzle.width, (r + 1) * puzzle.width)).join(' '));
  return `${puzzle.width}\n${puzzle.height}\n${rows.join('\n')}\n`;
}

/** A Conceptis file of `count` random walks of 20 to 59 cells on a mostly empty width×height
 *  board: few clues, far apart, with a great many paths between them. */
export function sparseConceptis(width: number, height: number, count: number, seed: number): string {
  const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
  const taken = new Uint8Array(width * height);
  const paths: number[][] = [];
  while (paths.length < count) {
    const start = Math.floor(rnd() * width * height);
    if (taken[start]) continue;
    const length = 20 + Math.floor(rnd() * 40);
    const path = randomWalk(start, length, width, height, taken, rnd);
    paths.push(path);
  }
  const body = paths.map((p) => `<path color="1">${p.map((c) => `${c % width} ${Math.floor(c / width)}`).join(' ')}</path>`);
  return [`<puzzle><data><dimensions width="${width}" height="${height}" />`, '<solution>', ...body, '</solution></data></puzzle>'].join('\n');
}

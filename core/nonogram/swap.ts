// A second solution for free, often: two rows and two columns whose four crossing cells form a
// checkerboard that can flip, keeping every clue (each of the four lines moves one black cell, by
// shifting a block one cell or moving a one-cell block within its gap). Puzzles that are not
// unique often are so by such a switch (Knotty, Faase), and finding it costs a pass over the
// solution where a second SAT solve costs seconds (nonosolve's idea). Black and white only.

const OPEN = 3;     // blank or black, as the solver's cell bit sets

// Moves of one black cell in a line that keep its clue, as from * n + to.
function lineMoves(line: Uint8Array, moves: Set<number>): void {
  const n = line.length;
  const blocks: number[] = [];                  // start, end pairs
  for (let i = 0; i < n;) {
    if (line[i] === 0) { i++; continue; }
    let e = i;
    while (e + 1 < n && line[e + 1] !== 0) e++;
    blocks.push(i, e);
    i = e + 1;
  }
  for (let b = 0; b < blocks.length; b += 2) {
    const start = blocks[b], end = blocks[b + 1];
    const lo = b > 0 ? blocks[b - 1] + 2 : 0, hi = b + 2 < blocks.length ? blocks[b + 2] - 2 : n - 1;
    if (end + 1 <= hi) moves.add(start * n + end + 1);
    if (start - 1 >= lo) moves.add(end * n + start - 1);
    if (start === end) for (let to = lo; to <= hi; to++) if (Math.abs(to - start) > 1) moves.add(start * n + to);
  }
}

/** Another solution that differs from `solution` (row-major 0/1) in a flipped 2×2 checkerboard of
 *  cells still open in `cells` (bit sets, 3: blank or black; a starting hint is not), or null. */
export function swappedSolution(width: number, height: number, solution: Uint8Array, cells: Uint32Array): Uint8Array | null {
  const rowMoves: Set<number>[] = [], columnMoves: Set<number>[] = [];
  const line = new Uint8Array(Math.max(width, height));
  for (let y = 0; y < height; y++) {
    const moves = new Set<number>();
    lineMoves(solution.subarray(y * width, (y + 1) * width), moves);
    rowMoves.push(moves);
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = solution[y * width + x];
    const moves = new Set<number>();
    lineMoves(line.subarray(0, height), moves);
    columnMoves.push(moves);
  }
  // row y1 moves its black cell from x1 to x2, column x1 from y1 to y2, row y2 from x2 to x1,
  // column x2 from y2 to y1
  for (let y1 = 0; y1 < height; y1++) {
    for (const move of rowMoves[y1]) {
      const x1 = Math.floor(move / width), x2 = move % width;
      for (let y2 = 0; y2 < height; y2++) {
        if (y2 === y1 || cells[y1 * width + x1] !== OPEN || cells[y1 * width + x2] !== OPEN || cells[y2 * width + x1] !== OPEN || cells[y2 * width + x2] !== OPEN) continue;
        if (!columnMoves[x1].has(y1 * height + y2) || !rowMoves[y2].has(x2 * width + x1) || !columnMoves[x2].has(y2 * height + y1)) continue;
        const other = solution.slice();
        other[y1 * width + x1] = 0; other[y1 * width + x2] = 1;
        other[y2 * width + x2] = 0; other[y2 * width + x1] = 1;
        return other;
      }
    }
  }
  return null;
}

// A tableau as plain text: every cell shows the tile covering it (tiles sharing a cell are joined by '/').
// When a tile is placed more than once (1,800 dominoes), names alone cannot tell the copies apart:
// then each layer is drawn in boxes, with a line wherever two neighbouring cells belong to different pieces.
import { applyAffine } from '../grids/grid';
import { junctionPoints } from '../grids/art';
import { PreparedForm } from '../tiling/solve';
import { maxOf, minOf, pushAll } from '../arrays';

interface Placed { pos: number[]; label: string; key: string }

export function asciiTableau(p: PreparedForm, solution: readonly number[]): string[] {
  const { form, atoms, positions } = p;
  const owners = atoms.cells.map(() => [] as string[]);
  const pieces = atoms.cells.map(() => [] as number[]);
  for (const i of solution) {
    const name = form.tiles[positions[i].tile].tile.name;
    for (const a of positions[i].atoms) {
      const cell = atoms.cellOf[a];
      if (!owners[cell].includes(name)) owners[cell].push(name);
      if (!pieces[cell].includes(i)) pieces[cell].push(i);
    }
  }
  const tilesPlaced = solution.map((i) => positions[i].tile);
  const boxed = new Set(tilesPlaced).size < tilesPlaced.length;
  const labels = owners.map((l) => (l.length ? l.join('/') : '.'));
  const width = maxOf(labels.map((l) => l.length));
  const placed: Placed[] = atoms.cells.map((cell, i) => ({
    pos: applyAffine(form.grid.artMaps[cell.kind], cell.c).map(Math.round),
    label: labels[i],
    key: pieces[i].length ? [...pieces[i]].sort((a, b) => a - b).join(' ') : '',
  }));
  // Edge grids: the lattice points between the segments.
  for (const point of junctionPoints(form.grid, atoms.cells)) placed.push({ pos: point.pos, label: point.ch, key: '' });
  const layers = [...new Set(placed.map((p) => p.pos[2] ?? 0))].sort((a, b) => a - b);
  const minCol = minOf(placed.map((p) => p.pos[0]));
  const maxCol = maxOf(placed.map((p) => p.pos[0]));
  const out: string[] = [];
  for (const layer of layers) {
    const here = placed.filter((p) => (p.pos[2] ?? 0) === layer);
    if (layers.length > 1) out.push(`layer ${layer - layers[0] + 1}`);
    const rows = here.map((p) => p.pos[1]);
    // Cells by row, so drawing stays linear in the cells and the drawing's size.
    const byRow = new Map<number, Placed[]>();
    for (const p of here) {
      const row = byRow.get(p.pos[1]);
      if (row) row.push(p); else byRow.set(p.pos[1], [p]);
    }
    // Text rows top first: the art's last row is printed first.
    const grid: (Placed | undefined)[][] = [];
    for (let r = maxOf(rows); r >= minOf(rows); r--) {
      const line: (Placed | undefined)[] = new Array(maxCol - minCol + 1).fill(undefined);
      for (const p of byRow.get(r) ?? []) line[p.pos[0] - minCol] = p;
      grid.push(line);
    }
    if (boxed) pushAll(out, boxes(grid, width));
    else for (const line of grid) out.push(line.map((p) => (p ? p.label.padEnd(width) : ' '.repeat(width))).join(' ').trimEnd());
  }
  return out;
}

/** Cells in boxes: '|' and '-' where neighbouring cells belong to different pieces, '+' where such lines turn or meet. */
function boxes(grid: (Placed | undefined)[][], width: number): string[] {
  const rows = grid.length, columns = grid[0]?.length ?? 0;
  const key = (r: number, c: number) => (r >= 0 && r < rows && c >= 0 && c < columns ? grid[r][c] : undefined);
  const differ = (a?: Placed, b?: Placed) => (a !== undefined || b !== undefined) && a?.key !== b?.key;
  /** A line left of cell (r, c) / above cell (r, c). */
  const vertical = (r: number, c: number) => differ(key(r, c - 1), key(r, c));
  const horizontal = (r: number, c: number) => differ(key(r - 1, c), key(r, c));
  const lines: string[] = [];
  for (let r = 0; r <= rows; r++) {
    let border = '';
    for (let c = 0; c <= columns; c++) {
      const across = horizontal(r, c - 1) || horizontal(r, c), along = vertical(r - 1, c) || vertical(r, c);
      border += across && along ? '+' : across ? '-' : along ? '|' : ' ';
      if (c < columns) border += (horizontal(r, c) ? '-' : ' ').repeat(width + 2);
    }
    lines.push(border.trimEnd());
    if (r === rows) break;
    let text = '';
    for (let c = 0; c <= columns; c++) {
      text += vertical(r, c) ? '|' : ' ';
      if (c < columns) text += ` ${(key(r, c)?.label ?? '').padEnd(width)} `;
    }
    lines.push(text.trimEnd());
  }
  return lines;
}

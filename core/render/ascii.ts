// A tableau as plain text: every cell shows the tile covering it (tiles sharing a cell are joined by '/').
import { applyAffine } from '../grids/grid';
import { PreparedForm } from '../tiling/solve';
import { maxOf, minOf } from '../arrays';

export function asciiTableau(p: PreparedForm, solution: readonly number[]): string[] {
  const { form, atoms, positions } = p;
  const owners = atoms.cells.map(() => [] as string[]);
  for (const i of solution) {
    const name = form.tiles[positions[i].tile].tile.name;
    for (const a of positions[i].atoms) {
      const list = owners[atoms.cellOf[a]];
      if (!list.includes(name)) list.push(name);
    }
  }
  const labels = owners.map((l) => (l.length ? l.join('/') : '.'));
  const width = maxOf(labels.map((l) => l.length));
  const placed = atoms.cells.map((cell, i) => ({ pos: applyAffine(form.grid.artMaps[cell.kind], cell.c).map(Math.round), label: labels[i] }));
  const layers = [...new Set(placed.map((p) => p.pos[2] ?? 0))].sort((a, b) => a - b);
  const minCol = minOf(placed.map((p) => p.pos[0]));
  const maxCol = maxOf(placed.map((p) => p.pos[0]));
  const out: string[] = [];
  for (const layer of layers) {
    const here = placed.filter((p) => (p.pos[2] ?? 0) === layer);
    if (layers.length > 1) out.push(`layer ${layer - layers[0] + 1}`);
    const rows = here.map((p) => p.pos[1]);
    // Cells by row, so drawing stays linear in the cells and the drawing's size.
    const byRow = new Map<number, typeof here>();
    for (const p of here) {
      const row = byRow.get(p.pos[1]);
      if (row) row.push(p); else byRow.set(p.pos[1], [p]);
    }
    for (let r = maxOf(rows); r >= minOf(rows); r--) {
      const line = Array.from({ length: maxCol - minCol + 1 }, () => ' '.repeat(width));
      for (const p of byRow.get(r) ?? []) line[p.pos[0] - minCol] = p.label.padEnd(width);
      out.push(line.join(' ').trimEnd());
    }
  }
  return out;
}

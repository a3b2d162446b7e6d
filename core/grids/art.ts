// Text art <-> cells. Art is what you see: a glyph's column in the source is its column in the grid.
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { applyAffine, Glyph, Grid, invertAffine } from './grid';
import { Cell, cellKey, compareCells } from './shape';
import { Art, ArtRow } from '../language/syntax';
import { Range, range } from '../language/text';
import { maxOf, minOf } from '../arrays';

export interface ArtCells { cells: Cell[]; ranges: Map<string, Range> }

/**
 * The characters of an art row with their columns (counted from the art's left edge `origin`) and
 * source ranges; a row that starts left of the edge is reported (`ragged-art`) and gives none.
 */
export function artRowGlyphs(row: ArtRow, origin: number, diagnostics: Diagnostic[]): { ch: string; column: number; here: Range }[] {
  if (row.startChar < origin) {
    diagnostics.push(diagnostic('ragged-art', range(row.line, row.startChar, row.line, row.startChar + 1),
      `this row starts left of the first row (column ${origin + 1}): art is read as drawn, so indent it or pad the first row with '.'`));
    return [];
  }
  const out: { ch: string; column: number; here: Range }[] = [];
  let offset = 0;
  for (const ch of row.text) {
    const at = row.startChar + offset;
    offset += ch.length;
    out.push({ ch, column: row.startChar - origin + out.length, here: range(row.line, at, row.line, at + ch.length) });
  }
  return out;
}

/**
 * Reads art into cells. Columns count from the left edge of the art: the first row's column when it
 * shares the line of the opening brace, otherwise the leftmost row. Rows count from the bottom row.
 */
export function readArt(art: Art, grid: Grid, diagnostics: Diagnostic[], what: string): ArtCells {
  const cells = new Map<string, Cell>();
  const ranges = new Map<string, Range>();
  const rows = art.rows.filter((r) => r.text.length > 0);
  if (rows.length === 0) {
    diagnostics.push(diagnostic('empty-art', art.range, `${what} has no cells: draw it with glyphs such as ${glyphList(grid, 3)}`));
    return { cells: [], ranges };
  }
  const firstOnBraceLine = rows[0].line === art.range.start.line;
  const origin = firstOnBraceLine ? rows[0].startChar : minOf(rows.map((r) => r.startChar));
  const inverse = grid.artMaps.map((m) => invertAffine(m)!);
  const lastLineOfLayer = new Map<number, number>();
  for (const r of art.rows) lastLineOfLayer.set(r.layer, Math.max(lastLineOfLayer.get(r.layer) ?? -1, r.line));
  const glyphsAt: { glyphs: Glyph[]; artPos: number[]; here: Range }[] = [];
  for (const row of rows) {
    const rowIndex = lastLineOfLayer.get(row.layer)! - row.line;
    for (const { ch, column, here } of artRowGlyphs(row, origin, diagnostics)) {
      if (ch === ' ' || grid.emptyChars.has(ch)) continue;
      if (ch === '\t') {
        diagnostics.push(diagnostic('ragged-art', here, `a tab in art has no fixed width: use spaces`));
        continue;
      }
      const glyphs = grid.glyphsByChar.get(ch);
      if (!glyphs) {
        diagnostics.push(diagnostic('unknown-glyph', here, `'${ch}' is not a glyph of grid ${grid.name} (it knows ${glyphList(grid, 12)})`));
        continue;
      }
      glyphsAt.push({ glyphs, artPos: grid.dims === 3 ? [column, rowIndex, row.layer] : [column, rowIndex], here });
    }
  }
  const place = (g: (typeof glyphsAt)[number], shift: readonly number[]): Cell | undefined => {
    for (const glyph of g.glyphs) {
      const c = applyAffine(inverse[glyph.kind], g.artPos.map((v, i) => v + shift[i]));
      const rounded = c.map((v) => Math.round(v));
      if (c.every((v, i) => Math.abs(v - rounded[i]) < 1e-9)) return { kind: glyph.kind, c: rounded, mask: glyph.mask };
    }
    return undefined;
  };
  // On grids whose art alternates cell kinds (triangle) or leaves gaps (hex), which kind sits at a place
  // depends on where the art starts: a drawing may begin on either. Shift the origin to the first offset
  // that places every glyph (or, failing that, the most), so the art is read as drawn.
  let best: { cells: (Cell | undefined)[]; placed: number } = { cells: [], placed: -1 };
  for (const shift of originShifts(grid.dims)) {
    const cells = glyphsAt.map((g) => place(g, shift));
    const placed = cells.reduce((n, c) => (c ? n + 1 : n), 0);
    if (placed > best.placed) best = { cells, placed };
    if (placed === glyphsAt.length) break;
  }
  for (const [i, g] of glyphsAt.entries()) {
    const cell = best.cells[i];
    if (!cell) {
      diagnostics.push(diagnostic('misplaced-glyph', g.here, `no ${g.glyphs.map((x) => grid.kinds[x.kind].name).join(' or ')} cell of grid ${grid.name} sits at this place in the art`));
      continue;
    }
    const key = cellKey(cell.kind, cell.c);
    cells.set(key, cell);
    ranges.set(key, g.here);
  }
  return { cells: [...cells.values()].sort(compareCells), ranges };
}

/** Offsets of the art origin to try, nearest first: enough for art layouts that repeat within 4 columns, rows and layers. */
function originShifts(dims: number): number[][] {
  let out = shiftsByDims.get(dims);
  if (!out) shiftsByDims.set(dims, (out = makeOriginShifts(dims)));
  return out;
}

const shiftsByDims = new Map<number, number[][]>();

function makeOriginShifts(dims: number): number[][] {
  const out: number[][] = [[]];
  for (let d = 0; d < dims; d++) out.splice(0, out.length, ...out.flatMap((s) => [0, 1, 2, 3].map((v) => [...s, v])));
  return out.sort((a, b) => a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0));
}

function glyphList(grid: Grid, n: number): string {
  const chars = [...grid.glyphsByChar.keys(), ...grid.emptyChars].slice(0, n);
  return chars.map((c) => `'${c}'`).join(' ');
}

/** Draws cells as text art with the grid's display glyphs, top row first; empty cells as '·'. */
export function drawArt(grid: Grid, cells: readonly Cell[], empty = '·'): string[] {
  if (cells.length === 0) return [];
  const placed = cells.map((cell) => ({ pos: applyAffine(grid.artMaps[cell.kind], cell.c).map(Math.round), ch: grid.displayGlyph(cell.kind, cell.mask) ?? '?' }));
  placed.push(...junctionPoints(grid, cells));
  const layers = grid.dims === 3 ? [...new Set(placed.map((p) => p.pos[2]))].sort((a, b) => a - b) : [0];
  const minCol = minOf(placed.map((p) => p.pos[0]));
  const out: string[] = [];
  const minRow = minOf(placed.map((p) => p.pos[1]));
  const maxRow = maxOf(placed.map((p) => p.pos[1]));
  const maxCol = maxOf(placed.map((p) => p.pos[0]));
  for (const layer of layers) {
    // Cells by row, so drawing stays linear in the cells and the drawing's size.
    const byRow = new Map<number, typeof placed>();
    for (const p of placed) {
      if (grid.dims === 3 && p.pos[2] !== layer) continue;
      const row = byRow.get(p.pos[1]);
      if (row) row.push(p); else byRow.set(p.pos[1], [p]);
    }
    if (layers.length > 1) out.push(`layer ${layer - layers[0] + 1}`);
    for (let r = maxRow; r >= minRow; r--) {
      const line: string[] = Array.from({ length: maxCol - minCol + 1 }, () => ' ');
      for (const p of byRow.get(r) ?? []) line[p.pos[0] - minCol] = p.ch;
      // On edge grids the points show where a segment is missing: a gap stays blank.
      const gap = grid.junctionChars.length > 0 ? ' ' : empty;
      out.push(line.join('').replace(/ /g, (_, i: number) => (cellAt(grid, [i + minCol, r, layer]) ? gap : ' ')).trimEnd());
    }
  }
  return out;
}

/** Whether some cell kind has a cell at this art position (so a gap there is an empty cell, not filler). */
function cellAt(grid: Grid, artPos: number[]): boolean {
  return grid.artMaps.some((m) => {
    const c = applyAffine(invertAffine(m)!, artPos.slice(0, grid.dims));
    return c.every((v) => Math.abs(v - Math.round(v)) < 1e-9);
  });
}

/**
 * Edge grids: the lattice points at the ends of the cells, drawn with the grid's first junction glyph so
 * that segments read as lines between points. A point stands where the art puts the middle of the
 * cells that meet there.
 */
export function junctionPoints(grid: Grid, cells: readonly Cell[]): { pos: number[]; ch: string }[] {
  const ch = grid.junctionChars[0];
  if (ch === undefined) return [];
  const seen = new Set<string>();
  const out: { pos: number[]; ch: string }[] = [];
  for (const cell of cells) {
    for (const j of grid.junctions) {
      for (const end of j.ends) {
        if (end.kind !== cell.kind) continue;
        const point = cell.c.map((v, i) => v - end.delta[i]);
        const sum = new Array<number>(grid.dims).fill(0);
        for (const e of j.ends) applyAffine(grid.artMaps[e.kind], point.map((v, i) => v + e.delta[i])).forEach((v, i) => (sum[i] += v));
        const pos = sum.map((v) => v / j.ends.length);
        const key = pos.join(',');
        if (seen.has(key) || !pos.every(Number.isInteger)) continue;
        seen.add(key);
        out.push({ pos, ch });
      }
    }
  }
  return out;
}

// A nonogram as SVG: the clues around the grid and the cells painted (or unknown), with marked cells
// (where two solutions differ, what a step decided), a highlighted line, a probed cell, starting hints
// (a corner tab) and a proposal's cells (dashed). In `theme`
// mode blank, black, text and lines carry classes that the panel's stylesheet colours with the theme
// (inline styles would break the panel's CSP); otherwise they get fixed colours, for export.
import type { Clue, Colour } from '../nonogram/puzzle';
import { escapeXml, svgColour, svgNumber } from './safe';
import { inkOn } from './contrast';

export interface NonogramDrawing {
  width: number;
  height: number;
  colours: readonly Colour[];
  rows: readonly Clue[];
  columns: readonly Clue[];
  /** Colour index per cell, row-major; -1 for a cell not known. */
  cells: ArrayLike<number>;
  /** Pixels per cell. */
  cell: number;
  theme?: boolean;
  /** Cells to outline. */
  marks?: Iterable<number>;
  /** A row or column to highlight (the line that made a deduction). */
  line?: { kind: 'row' | 'column'; index: number };
  /** A cell to ring (a probe). */
  probe?: number;
  /** Starting hints: cells given before solving, with a corner tab so they read apart from deduced ones. */
  hints?: Iterable<number>;
  /** Cells of a proposal (changes to the goal, or hints to give): a dashed outline. */
  proposed?: Iterable<number>;
  title?: string;
}

/** Below this cell size the clue numbers would not be legible: the grid is drawn alone. */
export const minClueCell = 10;

const fixed = { blank: '#ffffff', ink: '#000000', grid: '#9e9e9e', unknown: '#d6d6d6', mark: '#e51400', line: '#ffd54f', hint: '#1e88e5', proposed: '#1e88e5' };

export function nonogramSvg(d: NonogramDrawing): string {
  const { width, height, colours, cell } = d;
  const theme = d.theme === true;
  const clues = cell >= minClueCell;
  const clueCell = cell;
  const left = clues ? Math.max(1, ...d.rows.map((c) => c.length)) * clueCell * 1.2 : 0;
  const top = clues ? Math.max(1, ...d.columns.map((c) => c.length)) * clueCell : 0;
  const W = Math.ceil(left + width * cell + 1), H = Math.ceil(top + height * cell + 1);
  const coloured = colours.length > 2;
  const paint = (c: number): string => {
    if (c < 0) return theme ? 'class="unknown"' : `fill="${fixed.unknown}"`;
    if (c === 0) return theme ? 'class="blank"' : `fill="${fixed.blank}"`;
    if (!coloured && theme) return 'class="ink"';
    return `fill="${coloured ? svgColour(colours[c]?.rgb, fixed.ink) : fixed.ink}"`;
  };
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="nonogram-picture" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`);
  if (d.title) out.push(`<title>${escapeXml(d.title)}</title>`);
  // Cells: one rectangle per horizontal run of one colour, so large pictures stay small.
  out.push(`<g transform="translate(${left} ${top})" shape-rendering="crispEdges">`);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      const c = d.cells[y * width + x];
      let end = x + 1;
      while (end < width && d.cells[y * width + end] === c) end++;
      out.push(`<rect x="${x * cell}" y="${y * cell}" width="${(end - x) * cell}" height="${cell}" ${paint(c)}/>`);
      x = end;
    }
  }
  // While some cells are unknown (a replay), a known blank cell has a dot: unknown and blank never
  // rest on a shade alone.
  const cellList = Array.from(d.cells);
  if (cellList.some((c) => c < 0) && cell >= 6) {
    const r = Math.max(1, cell / 10);
    const dots: string[] = [];
    cellList.forEach((c, i) => { if (c === 0) dots.push(`M${(i % width + 0.5) * cell - r} ${(Math.floor(i / width) + 0.5) * cell}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`); });
    if (dots.length) out.push(`<path d="${dots.join('')}" ${theme ? 'class="dot"' : `fill="${fixed.grid}"`}/>`);
  }
  if (d.line) {
    const { kind, index } = d.line;
    const [x, y, w, h] = kind === 'row' ? [0, index * cell, width * cell, cell] : [index * cell, 0, cell, height * cell];
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke-width="${Math.max(2, cell / 6)}" ${theme ? 'class="line"' : `stroke="${fixed.line}"`}/>`);
  }
  // Grid lines: every cell when cells are large enough to see them, thicker every fifth.
  const lines: string[] = [];
  for (let x = 0; x <= width; x++) if (cell >= 6 || x % 5 === 0 || x === width) lines.push(`M${x * cell} 0V${height * cell}`);
  for (let y = 0; y <= height; y++) if (cell >= 6 || y % 5 === 0 || y === height) lines.push(`M0 ${y * cell}H${width * cell}`);
  out.push(`<path d="${lines.join('')}" fill="none" stroke-width="0.5" ${theme ? 'class="grid"' : `stroke="${fixed.grid}"`}/>`);
  const fifths: string[] = [];
  for (let x = 5; x < width; x += 5) fifths.push(`M${x * cell} 0V${height * cell}`);
  for (let y = 5; y < height; y += 5) fifths.push(`M0 ${y * cell}H${width * cell}`);
  if (fifths.length) out.push(`<path d="${fifths.join('')}" fill="none" stroke-width="1.5" ${theme ? 'class="grid"' : `stroke="${fixed.grid}"`}/>`);
  const marks = [...(d.marks ?? [])];
  if (marks.length) {
    const inset = Math.max(1, cell / 8);
    const path = marks.map((i) => { const x = (i % width) * cell + inset, y = Math.floor(i / width) * cell + inset, s = cell - 2 * inset; return `M${x} ${y}h${s}v${s}h${-s}z`; }).join('');
    out.push(`<path d="${path}" fill="none" stroke-width="${Math.max(1.5, cell / 8)}" ${theme ? 'class="mark"' : `stroke="${fixed.mark}"`}/>`);
  }
  const hints = [...(d.hints ?? [])];
  if (hints.length) {
    const s = cell * 0.4;
    const path = hints.map((i) => `M${(i % width) * cell} ${Math.floor(i / width) * cell}h${s}l${-s} ${s}z`).join('');
    out.push(`<path d="${path}" ${theme ? 'class="hint"' : `fill="${fixed.hint}"`}/>`);
  }
  const proposed = [...(d.proposed ?? [])];
  if (proposed.length) {
    const inset = Math.max(1, cell / 8), w = Math.max(1.5, cell / 8);
    const path = proposed.map((i) => { const x = (i % width) * cell + inset, y = Math.floor(i / width) * cell + inset, s = cell - 2 * inset; return `M${x} ${y}h${s}v${s}h${-s}z`; }).join('');
    out.push(`<path d="${path}" fill="none" stroke-width="${w}" stroke-dasharray="${w * 2} ${w}" ${theme ? 'class="proposed"' : `stroke="${fixed.proposed}"`}/>`);
  }
  if (d.probe !== undefined) {
    const cx = (d.probe % width + 0.5) * cell, cy = (Math.floor(d.probe / width) + 0.5) * cell;
    out.push(`<circle cx="${cx}" cy="${cy}" r="${cell * 0.3}" fill="none" stroke-width="${Math.max(1.5, cell / 8)}" ${theme ? 'class="mark"' : `stroke="${fixed.mark}"`}/>`);
  }
  out.push('</g>');
  if (clues) {
    const text: string[] = [];
    const font = Math.round(clueCell * 0.62);
    // Black-and-white clues are drawn in the text colour. A colour clue is a tile of its colour with
    // an outline and the number in black or white, whichever reads on it: legible on any theme,
    // whatever the palette (light grey on a light theme, black on a dark one).
    const boxes: string[] = [];
    const clue = (b: { length: number; colour: number }, x: number, y: number) => {
      if (!coloured) { text.push(`<text x="${x.toFixed(1)}" y="${y.toFixed(1)}">${svgNumber(b.length)}</text>`); return; }
      const rgb = svgColour(colours[b.colour]?.rgb, fixed.ink);
      const s = clueCell * 0.9;
      boxes.push(`<rect x="${(x - s / 2).toFixed(1)}" y="${(y - s / 2).toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" rx="${(s / 6).toFixed(1)}" fill="${rgb}" stroke="${fixed.grid}" stroke-width="1"/>`);
      text.push(`<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" fill="${inkOn(rgb)}">${svgNumber(b.length)}</text>`);
    };
    d.rows.forEach((blocks, y) => {
      const shown = blocks.length ? blocks : [{ length: 0, colour: 1 }];
      shown.forEach((b, i) => clue(b, left - (shown.length - i - 0.5) * clueCell * 1.2, top + (y + 0.5) * cell));
    });
    d.columns.forEach((blocks, x) => {
      const shown = blocks.length ? blocks : [{ length: 0, colour: 1 }];
      shown.forEach((b, i) => clue(b, left + (x + 0.5) * cell, top - (shown.length - i - 0.5) * clueCell));
    });
    if (boxes.length) out.push(`<g class="clue-boxes">${boxes.join('')}</g>`);
    out.push(`<g font-family="sans-serif" font-size="${font}" text-anchor="middle" dominant-baseline="central" ${theme ? 'class="clues"' : `fill="${fixed.ink}"`}>${text.join('')}</g>`);
  }
  out.push('</svg>');
  return out.join('');
}

// A Link-a-Pix puzzle as drawing data: the clue grid, the paths as lines through the cell centres and
// the painted picture, each as one SVG path per colour (so 150×150 stays a handful of elements, not
// 22,500), plus the paths to mark (where two solutions differ). The panel strokes the same path data
// on a canvas (Path2D takes SVG path data); linkpixSvg writes it as an SVG document for export.
import { pathKey } from '../linkpix/puzzle';
import { escapeXml, svgColour } from './safe';

export interface LinkpixGrid {
  width: number;
  height: number;
  /** Per cell (row-major): its clue, 0 for none. */
  clues: ArrayLike<number>;
  /** Per cell: the clue's colour id. */
  colours: ArrayLike<number>;
  /** Colour id -> '#rrggbb'; only used when `coloured`. */
  palette: Record<number, string>;
  coloured: boolean;
}

/** Below this cell size clue numbers would not be legible: clue cells are drawn as small squares. */
export const minNumberCell = 10;

/** One colour's share of a drawing: `colour` is a colour id, or 0 for ink (black-and-white puzzles). */
export interface ColourPath { colour: number; d: string }

export interface LinkpixScene {
  /** Pixel size of the picture. */
  size: [number, number];
  grid: string;
  /** The paths as lines (two or more cells) and squares (one-cell paths), per colour. */
  lines: ColourPath[];
  dots: ColourPath[];
  /** The painted cells, one run of a row per rectangle, per colour. */
  cells: ColourPath[];
  /** The marked paths' lines. */
  marks: string;
  /** Clue numbers at their cell centres (cells ≥ minNumberCell) or clue squares (smaller cells). */
  clues: { x: number; y: number; text: string; colour: number }[];
  clueSquares: ColourPath[];
  /** With paths drawn, a disc of its path's colour under each number (the number goes on it in the background colour). */
  clueDiscs: ColourPath[];
  fontSize: number;
}

/** The paths of `a` that are not in `b` (the same cells in either direction), by index in `a`. */
export function differingPaths(a: ReadonlyArray<ArrayLike<number>>, b: ReadonlyArray<ArrayLike<number>>): number[] {
  const inB = new Set(b.map(pathKey));
  const out: number[] = [];
  a.forEach((p, i) => { if (!inB.has(pathKey(p))) out.push(i); });
  return out;
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

export function linkpixScene(g: LinkpixGrid, paths: ReadonlyArray<ArrayLike<number>>, cell: number, marked: ReadonlyArray<number> = []): LinkpixScene {
  const { width, height, clues, colours } = g;
  const colourOf = (c: number) => (g.coloured ? colours[c] : 0);
  const centre = (c: number) => `${fmt(((c % width) + 0.5) * cell)} ${fmt((Math.floor(c / width) + 0.5) * cell)}`;
  const line = (p: ArrayLike<number>) => {
    let d = `M${centre(p[0])}`;
    // Only the corners: a straight run is one segment.
    for (let k = 1; k < p.length; k++) {
      const turns = k === p.length - 1 || p[k + 1] - p[k] !== p[k] - p[k - 1];
      if (turns) d += `L${centre(p[k])}`;
    }
    return d;
  };
  const square = (c: number, inset: number) => `M${fmt((c % width) * cell + inset)} ${fmt(Math.floor(c / width) * cell + inset)}h${fmt(cell - 2 * inset)}v${fmt(cell - 2 * inset)}h${fmt(2 * inset - cell)}z`;
  const lines = new Map<number, string[]>(), dots = new Map<number, string[]>(), painted = new Map<number, string[]>();
  const add = (m: Map<number, string[]>, colour: number, d: string) => { let l = m.get(colour); if (!l) m.set(colour, l = []); l.push(d); };
  const paintOf = new Int32Array(width * height).fill(-1);
  for (const p of paths) {
    if (p.length === 0) continue;
    const colour = colourOf(p[0]);
    if (p.length === 1) add(dots, colour, square(p[0], cell * 0.25));
    else add(lines, colour, line(p));
    for (let k = 0; k < p.length; k++) paintOf[p[k]] = colour;
  }
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      const c = paintOf[y * width + x];
      let end = x + 1;
      while (end < width && paintOf[y * width + end] === c) end++;
      if (c >= 0) add(painted, c, `M${x * cell} ${y * cell}h${(end - x) * cell}v${cell}h${-(end - x) * cell}z`);
      x = end;
    }
  }
  const gridLines: string[] = [];
  for (let x = 0; x <= width; x++) if (cell >= 6 || x % 5 === 0 || x === width) gridLines.push(`M${x * cell} 0V${height * cell}`);
  for (let y = 0; y <= height; y++) if (cell >= 6 || y % 5 === 0 || y === height) gridLines.push(`M0 ${y * cell}H${width * cell}`);
  const clueText: LinkpixScene['clues'] = [];
  const clueSquares = new Map<number, string[]>(), clueDiscs = new Map<number, string[]>();
  const r = fmt(cell * 0.4);
  for (let c = 0; c < width * height; c++) {
    if (clues[c] === 0) continue;
    const x = ((c % width) + 0.5) * cell, y = (Math.floor(c / width) + 0.5) * cell;
    if (cell < minNumberCell) { add(clueSquares, colourOf(c), square(c, cell * 0.2)); continue; }
    clueText.push({ x, y, text: String(clues[c]), colour: colourOf(c) });
    if (paths.length > 0) add(clueDiscs, colourOf(c), `M${fmt(x - cell * 0.4)} ${fmt(y)}a${r} ${r} 0 1 0 ${fmt(cell * 0.8)} 0a${r} ${r} 0 1 0 ${fmt(-cell * 0.8)} 0z`);
  }
  const list = (m: Map<number, string[]>): ColourPath[] => [...m].sort((a, b) => a[0] - b[0]).map(([colour, ds]) => ({ colour, d: ds.join('') }));
  return {
    size: [width * cell, height * cell],
    grid: gridLines.join(''),
    lines: list(lines), dots: list(dots), cells: list(painted),
    marks: marked.map((i) => paths[i]).filter((p) => p && p.length > 0).map((p) => (p.length === 1 ? square(p[0], cell * 0.1) : line(p))).join(''),
    clues: clueText, clueSquares: list(clueSquares), clueDiscs: list(clueDiscs),
    fontSize: Math.round(cell * 0.55),
  };
}

export type LinkpixShow = 'paths' | 'picture';

const fixed = { background: '#ffffff', ink: '#000000', grid: '#c8c8c8', mark: '#e51400' };

/** The drawing as an SVG document with fixed colours (for export): the paths over the clue grid, or the picture. */
export function linkpixSvg(g: LinkpixGrid, paths: ReadonlyArray<ArrayLike<number>>, cell: number, show: LinkpixShow, title: string, marked: ReadonlyArray<number> = []): string {
  const s = linkpixScene(g, paths, cell, marked);
  const [W, H] = s.size;
  const rgb = (colour: number) => (colour === 0 ? fixed.ink : svgColour(g.palette[colour], fixed.ink));
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><title>${escapeXml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="${fixed.background}"/>`];
  if (show === 'picture') {
    for (const p of s.cells) out.push(`<path d="${p.d}" fill="${rgb(p.colour)}" shape-rendering="crispEdges"/>`);
  } else {
    out.push(`<path d="${s.grid}" fill="none" stroke="${fixed.grid}" stroke-width="0.5"/>`);
    for (const p of s.lines) out.push(`<path d="${p.d}" fill="none" stroke="${rgb(p.colour)}" stroke-width="${fmt(cell * 0.4)}" stroke-linecap="round" stroke-linejoin="round"/>`);
    for (const p of s.dots) out.push(`<path d="${p.d}" fill="${rgb(p.colour)}"/>`);
    for (const p of s.clueSquares) out.push(`<path d="${p.d}" fill="${rgb(p.colour)}"/>`);
    for (const p of s.clueDiscs) out.push(`<path d="${p.d}" fill="${rgb(p.colour)}"/>`);
    if (s.clues.length) {
      out.push(`<g font-family="sans-serif" font-size="${s.fontSize}" text-anchor="middle" dominant-baseline="central">`);
      // On a solved grid the number is white on its disc.
      for (const c of s.clues) out.push(`<text x="${fmt(c.x)}" y="${fmt(c.y)}" fill="${paths.length ? fixed.background : rgb(c.colour)}">${escapeXml(c.text)}</text>`);
      out.push('</g>');
    }
  }
  if (s.marks) out.push(`<path d="${s.marks}" fill="none" stroke="${fixed.mark}" stroke-width="${fmt(Math.max(1.5, cell * 0.15))}" stroke-dasharray="${fmt(cell * 0.3)} ${fmt(cell * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  out.push('</svg>');
  return out.join('');
}

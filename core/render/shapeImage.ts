// Shapes drawn as an SVG picture for hovers: half-cell glyphs (◣◢◤◥) are wider than a cell in many
// editor fonts, so text art of such grids drifts out of line in a hover; a picture cannot. Each shape
// is filled and outlined, numbered above, six to a row; colours read on light and dark hovers.
import { maxOf, minOf } from '../arrays';
import { applyAffine, Grid } from '../grids/grid';
import { Cell } from '../grids/shape';
import { escapeXml, tileColour } from './svg';
import { outlineLoops, pathOf } from './tableau';

type Point = [number, number];

const unitSquare: Point[] = [[0, 0], [1, 0], [1, 1], [0, 1]];
/** Pixels per cell, room between shapes and for the numbers, in cells. */
const scale = 18;
const gap = 0.8;
const labelRoom = 0.9;
const perRow = 6;

/**
 * Whether a grid's art needs a picture in hovers: it draws with glyphs that editor fonts often lack,
 * so they come from a wider fallback font. ASCII, the middle dot and the block elements (█▀▄, U+2580-
 * U+259F) are in every common monospace font; the geometric shapes ◣◢◤◥ are not.
 */
export function needsPicture(grid: Grid): boolean {
  const safe = (c: string) => c.charCodeAt(0) < 128 || c === '·' || (c.charCodeAt(0) >= 0x2580 && c.charCodeAt(0) <= 0x259f);
  return grid.dims === 2 && [...grid.glyphsByChar.keys()].some((c) => !safe(c));
}

/** An SVG document of the shapes side by side under their labels, as a data: URI for Markdown. */
export function shapesPicture(grid: Grid, shapes: readonly (readonly Cell[])[], labels: readonly string[], tile = 0): string {
  const drawn = shapes.map((cells) => {
    const polygons: Point[][] = [];
    for (const cell of cells) {
      const origin = applyAffine(grid.drawMaps[cell.kind], cell.c);
      grid.kinds[cell.kind].atoms.forEach((_, a) => {
        if (!(cell.mask & (1 << a))) return;
        const local = grid.polygons[cell.kind]?.[a];
        polygons.push((local && local.length >= 3 ? local : unitSquare).map(([x, y]): Point => [round(origin[0] + x), round(-(origin[1] + y))]));
      });
    }
    const xs = polygons.flat().map((q) => q[0]), ys = polygons.flat().map((q) => q[1]);
    return { polygons, minX: minOf(xs), minY: minOf(ys), width: maxOf(xs) - minOf(xs), height: maxOf(ys) - minOf(ys) };
  });
  const parts: string[] = [];
  let y = 0, width = 0;
  for (let i = 0; i < drawn.length; i += perRow) {
    const row = drawn.slice(i, i + perRow);
    const height = maxOf(row.map((d) => d.height));
    let x = 0;
    row.forEach((d, k) => {
      const dx = x - d.minX, dy = y + labelRoom - d.minY;
      const moved = d.polygons.map((poly) => poly.map(([px, py]): Point => [round(px + dx), round(py + dy)]));
      parts.push(`<text x="${round(x + d.width / 2)}" y="${round(y + 0.6)}">${escapeXml(labels[i + k] ?? '')}</text>`);
      parts.push(`<path d="${pathOf(moved)}" fill="${tileColour(tile)}" stroke="${tileColour(tile)}" stroke-width="0.02"/>`);
      parts.push(`<path d="${pathOf(outlineLoops(moved))}" fill="none" stroke="#808080" stroke-width="0.08" stroke-linejoin="round"/>`);
      x += d.width + gap;
    });
    width = Math.max(width, x - gap);
    y += labelRoom + height + gap;
  }
  const height = y - gap;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil((width + 0.2) * scale)}" height="${Math.ceil((height + 0.2) * scale)}" viewBox="-0.1 -0.1 ${round(width + 0.2)} ${round(height + 0.2)}">` +
    `<g font-family="sans-serif" font-size="0.6" text-anchor="middle" fill="#808080">${parts.filter((p) => p.startsWith('<text')).join('')}</g>${parts.filter((p) => !p.startsWith('<text')).join('')}</svg>`;
  // Parentheses would end a Markdown link target: encode them too.
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg).replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
}

function round(v: number): number { const r = Math.round(v * 1e4) / 1e4; return r === 0 ? 0 : r; }

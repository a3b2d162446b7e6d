// A tableau as a standalone SVG document: each position filled from a fixed palette, outlined and
// labelled with its tile's name, over the form's atom grid. The panel draws its cards with the same
// elements and restyles them by class (theme colours); an exported file keeps the colours below.
import { TableauGeometry } from '../protocol';

/**
 * Mid-tone colours that stay distinct from each other and from white, dark and high-contrast
 * backgrounds; tile i takes colour i mod 20 (the strong half first, then the light half).
 */
export const tilePalette: readonly string[] = [
  '#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#b6992d', '#499894', '#d37295', '#b07aa1', '#9d7660', '#79706e',
  '#a0cbe8', '#ffbe7d', '#8cd17d', '#ff9d9a', '#f1ce63', '#86bcb6', '#fabfd2', '#d4a6c8', '#d7b5a6', '#bab0ac',
];

export interface TableauColours {
  /** Tile outlines. */
  line: string;
  /** The thin lines of the atom grid. */
  grid: string;
  /** Tile names, and the halo drawn around them so they read on any fill. */
  text: string;
  halo: string;
}

export const lightColours: TableauColours = { line: '#1e1e1e', grid: '#1e1e1e', text: '#000000', halo: '#ffffff' };

export function tileColour(tile: number): string {
  return tilePalette[((tile % tilePalette.length) + tilePalette.length) % tilePalette.length];
}

/** Drawing sizes in grid units (one cell is 1 wide). */
const outlineWidth = 0.06;
const gridWidth = 0.015;
const fontSize = 0.42;
const haloWidth = 0.08;
/** Room around the form so outlines on its border are drawn whole. */
const margin = 0.1;

/** The padded viewBox of a form, as an attribute value. */
export function tableauViewBox(g: TableauGeometry): string {
  const [x, y, w, h] = g.viewBox;
  return [x - margin, y - margin, w + 2 * margin, h + 2 * margin].map((v) => String(Math.round(v * 1e6) / 1e6)).join(' ');
}

/**
 * The elements of one tableau (no <svg> around them): the atom grid, then each position of the
 * solution filled and outlined, then the labels on top. Unknown position numbers are skipped.
 */
export function tableauElements(g: TableauGeometry, solution: readonly number[], colours: TableauColours = lightColours): string {
  const placed = solution.filter((i) => Number.isInteger(i) && i >= 0 && i < g.positions.length).map((i) => g.positions[i]);
  const tiles = placed.map((p) => `<path class="tile tile-${p.tile}" d="${p.outline}" fill="${tileColour(p.tile)}" fill-rule="evenodd" stroke="${colours.line}" stroke-width="${outlineWidth}" stroke-linejoin="round"/>`);
  const labels = placed.map((p) => `<text class="label" x="${p.label[0]}" y="${p.label[1]}">${escapeXml(g.tiles[p.tile] ?? '?')}</text>`);
  return [
    `<path class="atoms" d="${g.atoms.join('')}" fill="none" stroke="${colours.grid}" stroke-opacity="0.25" stroke-width="${gridWidth}"/>`,
    `<g class="tiles">${tiles.join('')}</g>`,
    g.marks ? `<path class="marks" d="${g.marks}" fill="none" stroke="${colours.line}" stroke-width="${outlineWidth}" stroke-dasharray="0.2 0.1"/>` : '',
    `<g class="labels" font-family="sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central" fill="${colours.text}" stroke="${colours.halo}" stroke-width="${haloWidth}" stroke-linejoin="round" paint-order="stroke">${labels.join('')}</g>`,
  ].join('');
}

/** One tableau as a standalone SVG document, `width` pixels wide (height in proportion). */
export function tableauSvg(g: TableauGeometry, solution: readonly number[], options: { width?: number; title?: string; colours?: TableauColours } = {}): string {
  const [, , w, h] = g.viewBox;
  const width = options.width ?? 480;
  const height = w > 0 ? Math.round((width * (h + 2 * margin)) / (w + 2 * margin)) : width;
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${tableauViewBox(g)}" width="${width}" height="${height}">${title}${tableauElements(g, solution, options.colours)}</svg>`;
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

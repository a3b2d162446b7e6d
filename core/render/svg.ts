// A tableau as a standalone SVG document: each position filled from a fixed palette, outlined and
// labelled with its tile's name, over the form's atom grid. The panel draws its cards with the same
// elements and restyles them by class (theme colours); an exported file keeps the colours below.
import { TableauGeometry } from '../protocol';
import { escapeXml, svgColour, svgNumber, svgPath } from './safe';

export { escapeXml };

/**
 * Twenty colours as far apart as the eye tells them: every two at least 20 apart in CIEDE2000, and as
 * far from white, black and Dark Modern's background, so a tile neither melts into its neighbour nor
 * into the page. Tile i takes colour i mod 20; the order spreads every prefix (a form of five tiles
 * gets five of the most distinct). Chosen by a max-min search over sRGB at lightness 35-90 and chroma
 * up to 70 (no neon); test/core/render/palette.test.ts measures it.
 */
export const tilePalette: readonly string[] = [
  '#9966dd', '#229933', '#aa5500', '#0099aa', '#ff9977', '#bbee66', '#005599', '#ffbbff', '#ee5588', '#555522',
  '#ffcc66', '#776666', '#77aaff', '#991177', '#aa0022', '#998800', '#00eebb', '#88eeff', '#aaaa99', '#006655',
];

export interface TableauColours {
  /** Tile outlines. */
  line: string;
  /** The thin lines of the atom grid. */
  grid: string;
  /** Tile names, and the halo drawn around them so they read on any fill. */
  text: string;
  halo: string;
  /** The seam of a wrapped form. */
  seam: string;
}

export const lightColours: TableauColours = { line: '#1e1e1e', grid: '#1e1e1e', text: '#000000', halo: '#ffffff', seam: '#c50f1f' };

export function tileColour(tile: number): string {
  return tilePalette[((tile % tilePalette.length) + tilePalette.length) % tilePalette.length];
}

/** Drawing sizes in grid units (one cell is 1 wide). */
const outlineWidth = 0.06;
const gridWidth = 0.015;
const haloWidth = 0.08;
const captionSize = 0.4;
/** Room around the form so outlines on its border are drawn whole. */
const margin = 0.1;

/** The padded viewBox of a form, as an attribute value. */
export function tableauViewBox(g: TableauGeometry): string {
  const [x, y, w, h] = g.viewBox;
  return [x - margin, y - margin, w + 2 * margin, h + 2 * margin].map((v) => String(Math.round(v * 1e6) / 1e6)).join(' ');
}

/**
 * The size of tile labels in cells: as large as fits one cell for the longest name (a letter gets
 * more than "C10"), so labels grow with the drawing.
 */
export function labelSize(g: TableauGeometry): number {
  const longest = Math.max(1, ...g.tiles.map((t) => t.length));
  return Math.min(0.7, Math.round((0.95 / (0.62 * longest)) * 100) / 100);
}

/**
 * The elements of one tableau (no <svg> around them): the atom grid, then each position of the
 * solution filled and outlined, the seam, then the labels on top (one per part of a piece) and the
 * captions. Unknown position numbers are skipped.
 */
export function tableauElements(g: TableauGeometry, solution: readonly number[], colours: TableauColours = lightColours): string {
  // The geometry arrives by message: a position's tile must be an index, its data numbers and paths (safe.ts).
  const placed = solution.filter((i) => Number.isInteger(i) && i >= 0 && i < g.positions.length).map((i) => g.positions[i]).filter((p) => Number.isInteger(p.tile));
  const c = safeColours(colours);
  const tiles = placed.map((p) => `<path class="tile tile-${p.tile}" d="${svgPath(p.outline)}" fill="${tileColour(p.tile)}" fill-rule="evenodd" stroke="${c.line}" stroke-width="${outlineWidth}" stroke-linejoin="round"/>`);
  const labels = placed.flatMap((p) => (Array.isArray(p.labels) ? p.labels : []).map((at) => `<text class="label" x="${svgNumber(at?.[0])}" y="${svgNumber(at?.[1])}">${escapeXml(g.tiles[p.tile] ?? '?')}</text>`));
  // A pre-placed piece is hatched over its colour, so a challenge's given pieces stand apart from the completion.
  const given = placed.filter((p) => p.placed === true).map((p) => `<path class="placed" d="${svgPath(p.outline)}" fill="url(#logel-placed)" stroke="none"/>`);
  const captions = (g.captions ?? []).map((t) => `<text x="${svgNumber(t.at?.[0])}" y="${svgNumber(t.at?.[1])}">${escapeXml(t.text)}</text>`);
  return [
    `<path class="atoms" d="${svgPath(g.atoms.join(''))}" fill="none" stroke="${c.grid}" stroke-opacity="0.25" stroke-width="${gridWidth}"/>`,
    `<g class="tiles">${tiles.join('')}</g>`,
    given.length ? `${placedHatch(c)}<g class="placed">${given.join('')}</g>` : '',
    g.marks ? seamElement(g.marks, c) : '',
    `<g class="labels" font-family="sans-serif" font-size="${svgNumber(labelSize(g))}" font-weight="600" text-anchor="middle" dominant-baseline="central" fill="${c.text}" stroke="${c.halo}" stroke-width="${haloWidth}" stroke-linejoin="round" paint-order="stroke">${labels.join('')}</g>`,
    captions.length ? `<g class="captions" font-family="sans-serif" font-size="${captionSize}" text-anchor="middle" dominant-baseline="central" fill="${c.text}">${captions.join('')}</g>` : '',
  ].join('');
}

/** The hatching of pre-placed pieces: thin diagonal lines in the outline colour. */
function placedHatch(colours: TableauColours): string {
  return `<defs><pattern id="logel-placed" patternUnits="userSpaceOnUse" width="0.2" height="0.2" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="0.2" stroke="${colours.line}" stroke-opacity="0.45" stroke-width="0.05"/></pattern></defs>`;
}

/** The seam of a wrapped form: a wide dashed line over the outlines, so it reads as a cut, not an edge. */
export function seamElement(d: string, colours: TableauColours = lightColours): string {
  return `<path class="marks" d="${svgPath(d)}" fill="none" stroke="${svgColour(colours.seam, lightColours.seam)}" stroke-width="${3 * outlineWidth}" stroke-dasharray="0.25 0.15" stroke-linecap="butt"/>`;
}

/** One tableau as a standalone SVG document, `width` pixels wide (height in proportion). */
export function tableauSvg(g: TableauGeometry, solution: readonly number[], options: { width?: number; title?: string; colours?: TableauColours } = {}): string {
  const [, , w, h] = g.viewBox;
  const width = Number.isFinite(options.width) ? options.width! : 480;
  const height = w > 0 ? Math.round((width * (h + 2 * margin)) / (w + 2 * margin)) : width;
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${tableauViewBox(g)}" width="${svgNumber(width)}" height="${svgNumber(height)}">${title}${tableauElements(g, solution, options.colours)}</svg>`;
}

/** Each colour checked (safe.ts), the light colours in place of any that is not one. */
function safeColours(c: TableauColours): TableauColours {
  return { line: svgColour(c.line, lightColours.line), grid: svgColour(c.grid, lightColours.grid), text: svgColour(c.text, lightColours.text), halo: svgColour(c.halo, lightColours.halo), seam: svgColour(c.seam, lightColours.seam) };
}

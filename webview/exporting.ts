// Export of one tableau or of a whole view as SVG, PNG or text (position lists). The page only makes
// the data; the host asks where to save it. PNG is the SVG drawn into a canvas, sent as a data: URL.
import { TableauGeometry } from '../core/protocol';
import { escapeXml, tableauElements, tableauSvg, tableauViewBox } from '../core/render/svg';

export type ExportFormat = 'svg' | 'png' | 'text';

export interface ExportItem { positions: number[]; caption: string }

/** Pixels per tableau on an exported sheet (before a large sheet is scaled down). */
const sheetCell = 240;
/** Canvases larger than this on a side fail in Chromium; big sheets are scaled to fit. */
const maxCanvasSide = 8192;

export function positionList(g: TableauGeometry, positions: readonly number[]): string {
  return positions.map((i) => g.positions[i]?.name ?? `?${i}`).join(' ');
}

export function textOf(g: TableauGeometry, items: readonly ExportItem[]): string {
  return items.map((item) => positionList(g, item.positions)).join('\n') + '\n';
}

/** All items on one sheet, in rows, each captioned. */
export function sheetSvg(g: TableauGeometry, items: readonly ExportItem[], title: string): string {
  const columns = Math.max(1, Math.ceil(Math.sqrt(items.length)));
  const rows = Math.ceil(items.length / columns);
  const [, , w, h] = g.viewBox;
  const cellHeight = Math.round((sheetCell * Math.max(h, 1)) / Math.max(w, 1)) + 24;
  const parts = items.map((item, i) => {
    const x = (i % columns) * sheetCell;
    const y = Math.floor(i / columns) * cellHeight;
    return `<svg x="${x + 8}" y="${y + 4}" width="${sheetCell - 16}" height="${cellHeight - 28}" viewBox="${tableauViewBox(g)}">${tableauElements(g, item.positions)}</svg>` +
      `<text x="${x + sheetCell / 2}" y="${y + cellHeight - 8}" text-anchor="middle" font-family="sans-serif" font-size="14">${escapeXml(item.caption)}</text>`;
  });
  const width = columns * sheetCell, height = rows * cellHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${escapeXml(title)}</title>${parts.join('')}</svg>`;
}

export function svgOf(g: TableauGeometry, items: readonly ExportItem[], title: string): string {
  return items.length === 1 ? tableauSvg(g, items[0].positions, { width: 640, title: `${title} ${items[0].caption}` }) : sheetSvg(g, items, title);
}

/** Draws an SVG document into a canvas on a white ground and returns it as a PNG data: URL. */
export async function pngOf(svg: string): Promise<string> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = Math.min(2, maxCanvasSide / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this page cannot draw into a canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

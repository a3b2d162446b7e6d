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

/** Where the tableaux of a sheet go: in rows of `columns`, each cell `sheetCell` wide and `cellHeight` high. */
interface SheetLayout { columns: number; rows: number; cellHeight: number; width: number; height: number }

function sheetLayout(g: TableauGeometry, count: number): SheetLayout {
  const columns = Math.max(1, Math.ceil(Math.sqrt(count)));
  const rows = Math.ceil(count / columns);
  const [, , w, h] = g.viewBox;
  const cellHeight = Math.round((sheetCell * Math.max(h, 1)) / Math.max(w, 1)) + 24;
  return { columns, rows, cellHeight, width: columns * sheetCell, height: rows * cellHeight };
}

/** The elements of items `from` to `to` (exclusive) at their places on the sheet, each captioned. */
function sheetCells(g: TableauGeometry, layout: SheetLayout, items: readonly ExportItem[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const x = (i % layout.columns) * sheetCell;
    const y = Math.floor(i / layout.columns) * layout.cellHeight;
    out += `<svg x="${x + 8}" y="${y + 4}" width="${sheetCell - 16}" height="${layout.cellHeight - 28}" viewBox="${tableauViewBox(g)}">${tableauElements(g, items[i].positions)}</svg>` +
      `<text x="${x + sheetCell / 2}" y="${y + layout.cellHeight - 8}" text-anchor="middle" font-family="sans-serif" font-size="14">${escapeXml(items[i].caption)}</text>`;
  }
  return out;
}

/** All items on one sheet, in rows, each captioned. */
export function sheetSvg(g: TableauGeometry, items: readonly ExportItem[], title: string): string {
  const layout = sheetLayout(g, items.length);
  const { width, height } = layout;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${escapeXml(title)}</title>${sheetCells(g, layout, items, 0, items.length)}</svg>`;
}

/**
 * The sheet of all items as a PNG data: URL, drawn one row at a time: one huge SVG would take the
 * page for seconds in a single step. After each row `step(drawn, total)` is awaited; when it answers
 * false the drawing stops and the result is undefined.
 */
export async function sheetPngOf(g: TableauGeometry, items: readonly ExportItem[], step: (drawn: number, total: number) => Promise<boolean>): Promise<string | undefined> {
  const layout = sheetLayout(g, items.length);
  const { canvas, context, scale } = whiteCanvas(layout.width, layout.height);
  for (let row = 0; row < layout.rows; row++) {
    const from = row * layout.columns, to = Math.min(items.length, from + layout.columns);
    const top = row * layout.cellHeight;
    const image = await imageOf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${layout.width} ${layout.cellHeight}" width="${layout.width}" height="${layout.cellHeight}">${sheetCells(g, layout, items, from, to)}</svg>`);
    context.drawImage(image, 0, top * scale, layout.width * scale, layout.cellHeight * scale);
    if (!(await step(to, items.length))) return undefined;
  }
  return canvas.toDataURL('image/png');
}

export function svgOf(g: TableauGeometry, items: readonly ExportItem[], title: string): string {
  return items.length === 1 ? tableauSvg(g, items[0].positions, { width: 640, title: `${title} ${items[0].caption}` }) : sheetSvg(g, items, title);
}

/** Draws an SVG document into a canvas on a white ground and returns it as a PNG data: URL. */
export async function pngOf(svg: string): Promise<string> {
  const image = await imageOf(svg);
  const { canvas, context } = whiteCanvas(image.naturalWidth, image.naturalHeight);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

async function imageOf(svg: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return image;
}

/** A canvas for a drawing `width`×`height` at twice its size, or less to stay under Chromium's limit; white. */
function whiteCanvas(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; scale: number } {
  const scale = Math.min(2, maxCanvasSide / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this page cannot draw into a canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context, scale };
}

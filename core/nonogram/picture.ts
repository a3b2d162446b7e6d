// A designer's picture, the start of a made nonogram: read from text art (`#`/`.`, or palette
// letters) or from an image's pixels (scaled to a width, reduced to a few colours or to black and
// white by a threshold). Decoding an image file is the caller's (cli/make.ts decodes PNG).
import { BLACK_AND_WHITE, Colour } from './puzzle';
import { MAX_COLOURS } from './solve';

/** Row-major colour index per cell; colours[0] is the blank background. */
export interface Picture { width: number; height: number; colours: Colour[]; cells: Uint8Array }

export class PictureError extends Error {
  constructor(message: string, readonly line = 0, readonly column = 0) { super(message); }
}

/** Most cells on a side: a nonogram block beyond this is no longer something to design by hand. */
export const MAX_SIDE = 1000;

/** Colours given to letters that the text art does not define, in order of first use. */
const defaultRgb = ['#000000', '#d52b1e', '#1e6fd5', '#2a9d3a', '#f2c12e', '#8e44ad', '#e67e22', '#7f8c8d', '#8b4513', '#ff69b4'];

/**
 * Text art: one row per line, `.` (or space, `·`) blank and `#` (or `█`) black; or letters, each a
 * colour, defined above the art by lines `r = #ff0000` (letters left undefined get colours of their
 * own). `//` comments and blank lines before and after the art are skipped; ragged rows end in blanks.
 */
export function pictureFromText(text: string): Picture {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\/\/.*$/, '').replace(/\s+$/, ''));
  const palette = new Map<string, string>();
  const rows: { line: number; text: string }[] = [];
  lines.forEach((l, i) => {
    const definition = /^\s*([A-Za-z])\s*=\s*(\S+)$/.exec(l);
    if (definition && rows.length === 0) {
      let rgb = definition[2].toLowerCase();
      if (/^#[0-9a-f]{3}$/.test(rgb)) rgb = `#${[...rgb.slice(1)].map((h) => h + h).join('')}`;
      if (!/^#[0-9a-f]{6}$/.test(rgb)) throw new PictureError(`'${definition[2]}' is not an RGB colour: write six hex digits, as in #ff0000`, i + 1, l.indexOf(definition[2]) + 1);
      palette.set(definition[1], rgb);
    } else if (l.length > 0 || rows.length > 0) rows.push({ line: i + 1, text: l });
  });
  while (rows.length > 0 && rows[rows.length - 1].text.length === 0) rows.pop();
  if (rows.length === 0) throw new PictureError('the picture is empty: draw it with # for black and . for blank', 1, 1);
  const width = Math.max(...rows.map((r) => [...r.text].length));
  if (width > MAX_SIDE || rows.length > MAX_SIDE) throw new PictureError(`the picture is ${width}×${rows.length} cells; at most ${MAX_SIDE} on a side`, 1, 1);
  const letters = new Map<string, number>();
  const colours: Colour[] = [BLACK_AND_WHITE[0]];
  const cells = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    [...row.text].forEach((ch, x) => {
      if (ch === '.' || ch === ' ' || ch === '·') return;
      const key = ch === '█' ? '#' : ch;
      if (key !== '#' && !/^[A-Za-z]$/.test(key)) throw new PictureError(`'${ch}' is not a cell of a picture: use # for black, . for blank, or a letter for a colour`, row.line, x + 1);
      let colour = letters.get(key);
      if (colour === undefined) {
        if (colours.length > MAX_COLOURS - 1) throw new PictureError(`more than ${MAX_COLOURS - 1} colours`, row.line, x + 1);
        colour = colours.length;
        letters.set(key, colour);
        colours.push(key === '#' ? { name: 'black', rgb: palette.get('#') ?? '#000000' } : { name: key, rgb: palette.get(key) ?? defaultRgb[(colours.length - 1) % defaultRgb.length] });
      }
      cells[y * width + x] = colour;
    });
  });
  if (colours.length === 1) colours.push(BLACK_AND_WHITE[1]);
  // `#` and letters together: `#` needs a letter of its own in a colour block.
  if (colours.length > 2) colours.forEach((c, i) => { if (i > 0 && c.name === 'black') c.name = 'k'; });
  return { width, height: rows.length, colours, cells };
}

export interface PixelOptions {
  /** Cells across; the height keeps the image's proportions. Default: the image's width. */
  width?: number;
  /** Reduce to this many colours besides the blank background (k-means); without, black and white. */
  colours?: number;
  /** Black and white: a cell darker than this (0-255, of its mean luminance) is black. Default 128. */
  threshold?: number;
}

/** RGBA pixels (4 bytes each, row-major) as a picture: each cell the mean of the pixels it covers. */
export function pictureFromPixels(rgba: Uint8Array | Uint8ClampedArray, imageWidth: number, imageHeight: number, options: PixelOptions = {}): Picture {
  const width = options.width ?? imageWidth;
  if (!Number.isInteger(width) || width < 1 || width > MAX_SIDE) throw new PictureError(`a width of ${width} cells: give a whole number from 1 to ${MAX_SIDE}`);
  const height = Math.max(1, Math.round(imageHeight * width / imageWidth));
  if (height > MAX_SIDE) throw new PictureError(`the picture would be ${width}×${height} cells; at most ${MAX_SIDE} on a side: give a smaller --width`);
  // Area average over the pixels each cell covers; transparent pixels count as white.
  const mean = new Float64Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * imageHeight / height), y1 = Math.max(y0 + 1, Math.floor((y + 1) * imageHeight / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * imageWidth / width), x1 = Math.max(x0 + 1, Math.floor((x + 1) * imageWidth / width));
      let r = 0, g = 0, b = 0;
      for (let py = y0; py < y1; py++) {
        for (let px = x0; px < x1; px++) {
          const i = (py * imageWidth + px) * 4, a = rgba[i + 3] / 255;
          r += rgba[i] * a + 255 * (1 - a); g += rgba[i + 1] * a + 255 * (1 - a); b += rgba[i + 2] * a + 255 * (1 - a);
        }
      }
      const n = (y1 - y0) * (x1 - x0), c = (y * width + x) * 3;
      mean[c] = r / n; mean[c + 1] = g / n; mean[c + 2] = b / n;
    }
  }
  const cells = new Uint8Array(width * height);
  if (options.colours === undefined) {
    const threshold = options.threshold ?? 128;
    for (let i = 0; i < cells.length; i++) cells[i] = 0.299 * mean[3 * i] + 0.587 * mean[3 * i + 1] + 0.114 * mean[3 * i + 2] < threshold ? 1 : 0;
    return { width, height, colours: [...BLACK_AND_WHITE], cells };
  }
  const k = options.colours;
  if (!Number.isInteger(k) || k < 1 || k > MAX_COLOURS - 1) throw new PictureError(`--colours ${k}: give a whole number from 1 to ${MAX_COLOURS - 1}`);
  return quantize(mean, width, height, k);
}

/**
 * k-means on the cells' colours with k + 1 centres (the background among them), started from the
 * farthest-point spread, so the result is the same on every run. The centre nearest the corners'
 * mean colour is the blank background.
 */
function quantize(mean: Float64Array, width: number, height: number, k: number): Picture {
  const n = width * height;
  const distance = (i: number, c: number[]) => (mean[3 * i] - c[0]) ** 2 + (mean[3 * i + 1] - c[1]) ** 2 + (mean[3 * i + 2] - c[2]) ** 2;
  const corners = [0, width - 1, n - width, n - 1];
  const background = [0, 1, 2].map((j) => corners.reduce((s, i) => s + mean[3 * i + j], 0) / 4);
  const centres: number[][] = [background];
  while (centres.length < k + 1) {
    let far = 0, farthest = -1;
    for (let i = 0; i < n; i++) {
      const d = Math.min(...centres.map((c) => distance(i, c)));
      if (d > farthest) { farthest = d; far = i; }
    }
    centres.push([mean[3 * far], mean[3 * far + 1], mean[3 * far + 2]]);
  }
  const cells = new Uint8Array(n);
  for (let round = 0; round < 20; round++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      let best = 0;
      for (let c = 1; c < centres.length; c++) if (distance(i, centres[c]) < distance(i, centres[best])) best = c;
      if (cells[i] !== best) { cells[i] = best; moved = true; }
    }
    if (!moved && round > 0) break;
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < n; i++) { const s = sums[cells[i]]; s[0] += mean[3 * i]; s[1] += mean[3 * i + 1]; s[2] += mean[3 * i + 2]; s[3]++; }
    sums.forEach((s, c) => { if (s[3] > 0) centres[c] = [s[0] / s[3], s[1] / s[3], s[2] / s[3]]; });
  }
  // Centre 0 is the blank; the others, in the order they are used, get palette letters a, b, ...
  const used = [...new Set(cells)].filter((c) => c !== 0).sort((a, b) => a - b);
  const index = new Map(used.map((c, j) => [c, j + 1]));
  const hex = (c: number[]) => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
  const colours: Colour[] = [BLACK_AND_WHITE[0], ...used.map((c, j) => ({ name: String.fromCharCode(97 + j), rgb: hex(centres[c]) }))];
  for (let i = 0; i < n; i++) cells[i] = index.get(cells[i]) ?? 0;
  if (colours.length === 1) colours.push(BLACK_AND_WHITE[1]);
  return { width, height, colours, cells };
}

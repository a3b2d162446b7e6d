// Legible colours on any theme: WCAG's relative luminance and contrast ratio of CSS colours, and
// the ink (black or white) that reads best on a colour. Puzzle palettes are the author's; the
// background is the theme's, so a palette colour may be near it (black clues on a dark theme).
/** Below this contrast with the background a colour gets an outline (WCAG's for graphics). */
export const LEGIBLE_CONTRAST = 3;

/** [r, g, b] in 0-255 of `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb(a)(r, g, b…)`; undefined otherwise. */
export function parseColour(colour: string): [number, number, number] | undefined {
  const c = colour.trim().toLowerCase();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (m) return [m[1], m[2], m[3]].map((h) => parseInt(h + h, 16)) as [number, number, number];
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(c);
  if (m) return [m[1], m[2], m[3]].map((h) => parseInt(h, 16)) as [number, number, number];
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(c);
  if (m) return [m[1], m[2], m[3]].map((v) => Math.min(255, Number(v))) as [number, number, number];
  return undefined;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21; 21 when either cannot be read (nothing to correct). */
export function contrast(a: string, b: string): number {
  const x = parseColour(a), y = parseColour(b);
  if (!x || !y) return 21;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with `colour` (for a digit on it, or its outline). */
export function inkOn(colour: string): '#000000' | '#ffffff' {
  return contrast(colour, '#000000') >= contrast(colour, '#ffffff') ? '#000000' : '#ffffff';
}

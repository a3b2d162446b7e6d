// What the SVG renderers let into a document. Drawing data reaches them from messages (the panel draws
// and exports what the extension sends it), so the renderer trusts none of it: text is escaped,
// colours must be colours, path data must be path data and numbers numbers. Anything else is
// replaced, so an exported SVG can hold no markup, script, event attribute or reference of its own.
import type { TableauGeometry } from '../protocol';

/** `#rgb` or `#rrggbb`: the only colours the renderers write; the palette of a file is checked against it too. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The letters, numbers and separators of SVG path data, nothing that could end an attribute. */
const PATH_DATA = /^[MmLlHhVvZzCcSsQqTtAa0-9.eE+\-,\s]*$/;

/** `colour` if it is a `#rgb`/`#rrggbb` colour, else `fallback`. */
export function svgColour(colour: unknown, fallback: string): string {
  return typeof colour === 'string' && COLOUR.test(colour) ? colour : fallback;
}

/** `d` if it is SVG path data, else no path at all. */
export function svgPath(d: unknown): string {
  return typeof d === 'string' && PATH_DATA.test(d) ? d : '';
}

/** A finite number as an attribute value; anything else is 0. */
export function svgNumber(x: unknown): string {
  return typeof x === 'number' && Number.isFinite(x) ? String(x) : '0';
}

/** Text for an element or an attribute value, with the five XML specials escaped and the characters
 *  XML 1.0 forbids (controls but tab and line breaks, lone surrogates) dropped, so the document parses. */
export function escapeXml(s: unknown): string {
  return String(s)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const isPoint = (p: unknown): boolean => Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number';
const isArrayOf = (a: unknown, each: (x: unknown) => boolean): boolean => Array.isArray(a) && a.every(each);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Whether `g` has the shape of a TableauGeometry (protocol.ts), every field of its type: the panel
 *  drops a form's drawing data that does not, instead of failing on it while drawing. */
export function isTableauGeometry(g: unknown): g is TableauGeometry {
  if (!isObject(g)) return false;
  const { viewBox, atoms, tiles, positions, marks, captions, legend, solid } = g;
  return isArrayOf(viewBox, (v) => typeof v === 'number') && (viewBox as unknown[]).length === 4
    && isArrayOf(atoms, (a) => typeof a === 'string') && isArrayOf(tiles, (t) => typeof t === 'string') && typeof marks === 'string'
    && isArrayOf(positions, (p) => isObject(p) && Number.isInteger(p.tile) && (p.tile as number) >= 0 && (p.tile as number) < (tiles as unknown[]).length
      && typeof p.name === 'string' && isArrayOf(p.atoms, Number.isInteger) && typeof p.outline === 'string' && isArrayOf(p.labels, isPoint))
    && (captions === undefined || isArrayOf(captions, (c) => isObject(c) && typeof c.text === 'string' && isPoint(c.at)))
    && (legend === undefined || isArrayOf(legend, (l) => isObject(l) && typeof l.text === 'string'
      && (l.atoms === undefined || isArrayOf(l.atoms, (a) => isObject(a) && typeof a.name === 'string' && typeof a.path === 'string' && isPoint(a.label)))))
    && (solid === undefined || (isObject(solid) && isArrayOf(solid.layer, Number.isInteger) && isArrayOf(solid.base, (b) => isArrayOf(b, isPoint)) && (solid.base as unknown[]).length === (solid.layer as unknown[]).length));
}

// What the SVG renderers let into a document. Drawing data reaches them from messages (the panel draws
// and exports what the extension sends it), so the renderer trusts none of it: text is escaped,
// colours must be colours, path data must be path data and numbers numbers. Anything else is
// replaced, so an exported SVG can hold no markup, script, event attribute or reference of its own.

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

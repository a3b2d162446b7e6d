// The injection oracle of the export fuzz and the renderer tests: an SVG document read by a strict
// tokenizer (tags, quoted attributes, text with entities only) and held to the elements and
// attributes the renderers write. Anything else (a script, an event attribute, an href, a
// style, a stray '<' or quote, an unbalanced tag) is named as an injection.

const ELEMENTS = new Set(['svg', 'g', 'path', 'rect', 'text', 'title', 'circle', 'defs', 'pattern', 'line']);
const ATTRIBUTES = new Set([
  'xmlns', 'viewBox', 'width', 'height', 'x', 'y', 'cx', 'cy', 'r', 'rx', 'd', 'class', 'transform', 'fill', 'fill-rule', 'stroke',
  'stroke-width', 'stroke-opacity', 'stroke-linejoin', 'stroke-linecap', 'stroke-dasharray', 'shape-rendering', 'paint-order',
  'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'id', 'patternUnits', 'patternTransform', 'x1', 'y1', 'x2', 'y2',
]);
/** The one reference inside the document the renderers write: the hatching of pre-placed pieces. */
const LOCAL_REFERENCE = 'url(#logel-placed)';
/** Values that may name something outside the document: only the SVG namespace is allowed. */
const URL_LIKE = /url\s*\(|javascript:|data:|https?:|\/\//i;

/** The first thing in `svg` that the renderers never write, or undefined when there is none. */
export function injectionIn(svg: string): string | undefined {
  const open: string[] = [];
  let at = 0;
  while (at < svg.length) {
    const lt = svg.indexOf('<', at);
    const text = svg.slice(at, lt < 0 ? svg.length : lt);
    const bad = /&(?!(?:amp|lt|gt|quot|apos);)|>/.exec(text);
    if (bad) return `text with '${bad[0]}' at ${at + bad.index}`;
    if (lt < 0) break;
    const tag = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/.exec(svg.slice(lt));
    if (!tag) return `a malformed tag at ${lt}: ${JSON.stringify(svg.slice(lt, lt + 40))}`;
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (!ELEMENTS.has(name)) return `element <${name}>`;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else {
      for (const a of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
        if (!ATTRIBUTES.has(a[1])) return `attribute ${a[1]} on <${name}>`;
        if (a[1] === 'xmlns' ? a[2] !== 'http://www.w3.org/2000/svg' : a[2] !== LOCAL_REFERENCE && URL_LIKE.test(a[2])) return `${a[1]}="${a[2]}" on <${name}>`;
      }
      if (!selfClosing) open.push(name);
    }
    at = lt + whole.length;
  }
  return open.length ? `<${open[open.length - 1]}> left open` : undefined;
}

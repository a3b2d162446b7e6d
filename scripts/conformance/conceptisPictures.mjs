// The pictures of the Conceptis Link-a-Pix files in ../shared/data (read there, never copied into the
// project) as text art for `logel make linkpix`, with the published puzzle's path figures computed
// from the XML's solution paths: how many, their mean length and the share of one-cell paths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function conceptisPictures(data) {
  const dir = join(data, 'logipix', 'conceptis_xml_razle24');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.xml')).sort().map((file) => {
    const base = file.replace(/\.xml$/, '');
    const xml = readFileSync(join(dir, file), 'utf8');
    const palette = new Map([...xml.matchAll(/<color id="(\d+)" rgb="([0-9a-fA-F]{6})"/g)].map((m) => [m[1], `#${m[2].toLowerCase()}`]));
    const lengths = [...xml.matchAll(/<path[^>]*>([^<]*)<\/path>/g)].map((m) => m[1].trim().split(/\s+/).length / 2);
    const lines = readFileSync(join(dir, 'derived', `${base}.solution.txt`), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    const [width, height] = lines[0].split(/\s+/).map(Number);
    const rows = lines.slice(1, 1 + height);
    // Colour ids as letters a, b, ... in id order, each defined above the art.
    const ids = [...new Set(rows.join('').replace(/\./g, ''))].sort();
    const letter = new Map(ids.map((id, i) => [id, String.fromCharCode(97 + i)]));
    const art = [...ids.map((id) => `${letter.get(id)} = ${palette.get(id) ?? '#000000'}`), ...rows.map((r) => r.replace(/[^.]/g, (id) => letter.get(id)))].join('\n');
    const cells = lengths.reduce((s, n) => s + n, 0);
    const published = { paths: lengths.length, meanLength: cells / lengths.length, ones: lengths.filter((n) => n === 1).length / lengths.length };
    return { name: base, width, height, art, published };
  });
}

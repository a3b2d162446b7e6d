// BurrTools puzzles (.xmpuzzle, once gunzipped) as .logel text: the shapes become a tile set on the
// cube grid and each problem a form of its result shape, with the problem's piece counts and ranges.
// Read with the linear XML reader of the nonogram formats (no DTD, no entity expansion).
import { readXml, XmlElement } from '../nonogram/formats';

export class BurrToolsError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) { super(`${line}:${column}: ${message}`); }
}

const KEPT = new Set(['puzzle', 'gridType', 'shapes', 'voxel', 'problems', 'problem', 'shape', 'result']);
// A shape's box is x·y·z voxels; past this the file is not a hand-sized puzzle but a memory bomb.
const MAX_VOXELS = 1 << 20;

/** The .logel text of a BurrTools puzzle's XML, or a BurrToolsError at the offending element. */
export function burrToolsToLogel(xml: string, name = 'burrtools'): string {
  const at = (offset: number): [number, number] => {
    const before = xml.slice(0, offset).split(/\r\n|\r|\n/);
    return [before.length, before[before.length - 1].length + 1];
  };
  const fail = (message: string, offset: number): never => { throw new BurrToolsError(message, ...at(offset)); };
  const root = readXml(xml, fail, KEPT);
  const puzzle = root.children.find((e) => e.name === 'puzzle') ?? fail('no <puzzle> element: not a BurrTools file', 0);
  const child = (e: XmlElement, n: string) => e.children.filter((c) => c.name === n);
  const grid = child(puzzle, 'gridType')[0];
  const gridType = grid?.attributes.get('type') ?? '0';
  if (gridType !== '0') fail(`grid type ${gridType} is not read: only BurrTools' cube grid (type 0) maps onto a Logel grid`, grid.offset);
  const int = (e: XmlElement, attr: string, least: number): number => {
    const v = e.attributes.get(attr);
    if (v === undefined || !/^\d{1,9}$/.test(v) || Number(v) < least) fail(`<${e.name}> needs ${attr}="N" with N a whole number from ${least}`, e.offset);
    return Number(v);
  };
  const identifier = (raw: string | undefined, fallback: string, taken: Set<string>): string => {
    let id = (raw ?? '').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    if (!/^[A-Za-z_]/.test(id)) id = fallback;
    for (let k = 2, base = id; taken.has(id); k++) id = `${base}_${k}`;
    taken.add(id);
    return id;
  };

  const taken = new Set<string>();
  const shapes = child(puzzle, 'shapes').flatMap((s) => child(s, 'voxel')).map((v, i) => {
    const [x, y, z] = [int(v, 'x', 1), int(v, 'y', 1), int(v, 'z', 1)];
    if (x * y * z > MAX_VOXELS) fail(`a shape of ${x}×${y}×${z} voxels is more than the ${MAX_VOXELS} read`, v.offset);
    if ((v.attributes.get('type') ?? '0') !== '0') fail(`voxel type ${v.attributes.get('type')} is not read: only the cube grid (type 0)`, v.offset);
    const text = v.text.trim();
    if (text.length !== x * y * z) fail(`a ${x}×${y}×${z} shape needs ${x * y * z} voxel characters, found ${text.length}`, v.offset);
    const bad = /[^_#]/.exec(text);
    if (bad) fail(bad[0] === '+' ? "variable voxels ('+') are not read: a Logel form has no cells that may stay empty" : /\d/.test(bad[0]) ? 'colour constraints are not read' : `unexpected voxel character '${bad[0]}': expected '_' or '#'`, v.offset);
    // One layer per z, bottom first; in a layer the top row is the largest y, as the cube grid draws it.
    const layers: string[][] = [];
    for (let k = 0; k < z; k++) {
      const rows: string[] = [];
      for (let j = y - 1; j >= 0; j--) rows.push([...text.slice((k * y + j) * x, (k * y + j + 1) * x)].map((c) => (c === '#' ? '#' : '.')).join(''));
      layers.push(rows);
    }
    return { name: identifier(v.attributes.get('name'), `S${i + 1}`, taken), layers, element: v };
  });
  if (shapes.length === 0) fail('the puzzle has no shapes', puzzle.offset);
  const art = (layers: string[][], indent: string) => layers.map((rows) => rows.map((r) => indent + r).join('\n')).join(`\n${indent}layer\n`);

  const setName = identifier(name, 'burrtools', taken);
  const out = [`tileset ${setName} on cube {`, '  transforms rotations   // BurrTools turns pieces but never mirrors them'];
  for (const s of shapes) out.push(`  tile ${s.name} {`, art(s.layers, '    '), '  }');
  out.push('}');
  const formNames = new Set(taken);
  child(puzzle, 'problems').flatMap((p) => child(p, 'problem')).forEach((problem, i) => {
    const result = child(problem, 'result')[0] ?? fail('the problem has no <result id="N"/>: the shape to fill', problem.offset);
    const shape = (e: XmlElement) => { const id = int(e, 'id', 0); return shapes[id] ?? fail(`shape ${id} does not exist: the puzzle has shapes 0 to ${shapes.length - 1}`, e.offset); };
    const pieces = child(problem, 'shapes').flatMap((s) => child(s, 'shape')).map((e) => {
      if (e.attributes.has('group')) fail('piece groups are not read (see docs/language.md)', e.offset);
      const tile = shape(e).name;
      if (e.attributes.has('count')) { const n = int(e, 'count', 0); return n === 0 ? '' : n === 1 ? tile : `${tile} x${n}`; }
      const [least, most] = [int(e, 'min', 0), int(e, 'max', 0)];
      if (least > most) fail(`min ${least} is more than max ${most}`, e.offset);
      return most === 0 ? '' : `${tile} ${least}..${most}`;
    }).filter((p) => p !== '');
    if (pieces.length === 0) fail('the problem uses no pieces', problem.offset);
    const formName = identifier(problem.attributes.get('name'), `Problem${i + 1}`, formNames);
    const stored = problem.attributes.get('assemblies');
    out.push('', ...(stored && /^\d+$/.test(stored) ? [`// BurrTools stored ${stored} assemblies`] : []), `form ${formName} uses ${setName} {`, `  tiles ${pieces.join(' ')}`, art(shape(result).layers, '  '), '}');
  });
  return out.join('\n') + '\n';
}

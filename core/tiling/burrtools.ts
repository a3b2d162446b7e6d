// BurrTools puzzles (.xmpuzzle, once gunzipped) as .logel text: the shapes that are pieces become a tile
// set on the cube grid (or the prism grid, BurrTools' triangular prisms) and each problem a form of its
// result shape, with the problem's piece counts and ranges and the count BurrTools stored.
// Read with the linear XML reader of the nonogram formats (no DTD, no entity expansion).
import { readXml, XmlElement } from '../nonogram/formats';

export class BurrToolsError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) { super(`${line}:${column}: ${message}`); }
}

/** A problem as read: its form's name, where it stands in the file, and the count BurrTools stored. */
export interface BurrToolsProblem {
  form: string;
  line: number;
  column: number;
  /** Assemblies BurrTools found, when it stored a count; `finished` says whether its search ended. */
  stored?: { assemblies: bigint; finished: boolean };
}

export interface BurrToolsPuzzle { logel: string; problems: BurrToolsProblem[] }

/** The Logel grid of each BurrTools grid type (the gridType element) that one holds. */
const GRIDS = new Map([['0', 'cube'], ['1', 'prism']]);

const KEPT = new Set(['puzzle', 'gridType', 'shapes', 'voxel', 'problems', 'problem', 'shape', 'group', 'result']);
// A shape's box is x·y·z voxels; past this the file is not a hand-sized puzzle but a memory bomb.
export const MAX_VOXELS = 1 << 20;
// BurrTools' problem states: 1 while its search runs (the counts so far), 2 when it has ended.
const SOLVING = '1';
const SOLVED = '2';

export const assembliesText = (n: bigint) => `${n} ${n === 1n ? 'assembly' : 'assemblies'}`;

/** The puzzle as .logel text and its problems with their stored counts, or a BurrToolsError. */
export function readBurrTools(xml: string, name = 'burrtools'): BurrToolsPuzzle {
  // Line starts, found once: every problem is located, and a file may hold many.
  let starts: number[] | undefined;
  const at = (offset: number): [number, number] => {
    if (!starts) { starts = [0]; const re = /\r\n|\r|\n/g; for (let m = re.exec(xml); m; m = re.exec(xml)) starts.push(m.index + m[0].length); }
    let [lo, hi] = [0, starts.length - 1];
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid] <= offset) lo = mid; else hi = mid - 1; }
    return [lo + 1, offset - starts[lo] + 1];
  };
  const fail = (message: string, offset: number): never => { throw new BurrToolsError(message, ...at(offset)); };
  const root = readXml(xml, fail, KEPT);
  const puzzle = root.children.find((e) => e.name === 'puzzle') ?? fail('no <puzzle> element: not a BurrTools file', 0);
  const child = (e: XmlElement, n: string) => e.children.filter((c) => c.name === n);
  const gridElement = child(puzzle, 'gridType')[0];
  const gridType = gridElement?.attributes.get('type') ?? '0';
  const grid = GRIDS.get(gridType) ?? fail(`grid type ${gridType} is not read: only BurrTools' cubes (type 0) and triangular prisms (type 1) map onto Logel grids`, gridElement.offset);
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
  // On the prism grid a voxel (x, y) is a triangle pointing up when x + y is even (BurrTools' rule),
  // which is where the triangle grid's art puts its up triangles.
  const glyph = grid === 'prism' ? (x: number, y: number) => ((x + y) % 2 === 0 ? '▲' : '▼') : () => '#';

  const taken = new Set<string>();
  const shapes = child(puzzle, 'shapes').flatMap((s) => child(s, 'voxel')).map((v, i) => {
    const [x, y, z] = [int(v, 'x', 1), int(v, 'y', 1), int(v, 'z', 1)];
    if (x * y * z > MAX_VOXELS) fail(`a shape of ${x}×${y}×${z} voxels is more than the ${MAX_VOXELS} read`, v.offset);
    if ((v.attributes.get('type') ?? '0') !== '0') fail(`voxel type ${v.attributes.get('type')} is not read: BurrTools writes type 0`, v.offset);
    const text = v.text.trim();
    const bad = /[^_#]/.exec(text);
    if (bad) fail(bad[0] === '+' ? "variable voxels ('+') are not read: a Logel form has no cells that may stay empty" : /\d/.test(bad[0]) ? 'colour constraints are not read' : `unexpected voxel character '${bad[0]}': expected '_' or '#'`, v.offset);
    if (text.length !== x * y * z) fail(`a ${x}×${y}×${z} shape needs ${x * y * z} voxel characters, found ${text.length}`, v.offset);
    // The filled voxels' box: BurrTools keeps shapes in a larger space, drawn here without its empty margin.
    const low = [x, y, z], high = [-1, -1, -1];
    for (let n = text.indexOf('#'); n >= 0; n = text.indexOf('#', n + 1)) {
      const p = [n % x, Math.floor(n / x) % y, Math.floor(n / (x * y))];
      for (let d = 0; d < 3; d++) { low[d] = Math.min(low[d], p[d]); high[d] = Math.max(high[d], p[d]); }
    }
    // One layer per z, bottom first; in a layer the top row is the largest y, as the cube and prism grids draw it.
    const layers: string[][] = [];
    for (let k = low[2]; k <= high[2]; k++) {
      const rows: string[] = [];
      for (let j = high[1]; j >= low[1]; j--) {
        let row = '';
        for (let i = low[0]; i <= high[0]; i++) row += text[(k * y + j) * x + i] === '#' ? glyph(i, j) : '.';
        rows.push(row);
      }
      layers.push(rows);
    }
    return { raw: v.attributes.get('name'), fallback: `S${i + 1}`, layers, name: '', empty: !text.includes('#') };
  });
  if (shapes.length === 0) fail('the puzzle has no shapes', puzzle.offset);
  const art = (layers: string[][], indent: string) => layers.map((rows) => rows.map((r) => indent + r).join('\n')).join(`\n${indent}layer\n`);

  const problems = child(puzzle, 'problems').flatMap((p) => child(p, 'problem')).map((problem) => {
    const shape = (e: XmlElement) => {
      const id = int(e, 'id', 0);
      if (id >= shapes.length) fail(`shape ${id} does not exist: the puzzle has shapes 0 to ${shapes.length - 1}`, e.offset);
      return shapes[id].empty ? fail(`shape ${id} has no filled voxel`, e.offset) : id;
    };
    const result = shape(child(problem, 'result')[0] ?? fail('the problem has no <result id="N"/>: the shape to fill', problem.offset));
    let grouped = false;
    const pieces = child(problem, 'shapes').flatMap((s) => child(s, 'shape')).map((e) => {
      // Groups say which pieces may stay together when BurrTools disassembles; assemblies ignore them.
      if (child(e, 'group').length > 0 || /^0*[1-9]/.test(e.attributes.get('group') ?? '')) grouped = true;
      const id = shape(e);
      // BurrTools reads a piece with neither count nor min and max as one piece.
      if (e.attributes.has('count') || !(e.attributes.has('min') || e.attributes.has('max'))) {
        const n = e.attributes.has('count') ? int(e, 'count', 0) : 1;
        return { id, least: n, most: n };
      }
      const [least, most] = [int(e, 'min', 0), int(e, 'max', 0)];
      if (least > most) fail(`min ${least} is more than max ${most}`, e.offset);
      return { id, least, most };
    }).filter((p) => p.most > 0);
    // A shape listed twice is one tile with the counts added up.
    const merged = new Map<number, { id: number; least: number; most: number }>();
    for (const p of pieces) { const m = merged.get(p.id); if (m) { m.least += p.least; m.most += p.most; } else merged.set(p.id, { ...p }); }
    if (merged.size === 0) fail('the problem uses no pieces', problem.offset);
    return { problem, result, pieces: [...merged.values()], grouped };
  });

  // Shapes that are only ever a problem's result are forms, not tiles.
  const isPiece = shapes.map(() => false);
  const isResult = shapes.map(() => false);
  for (const p of problems) { isResult[p.result] = true; for (const piece of p.pieces) isPiece[piece.id] = true; }
  const tiles = shapes.filter((s, i) => isPiece[i] || (!isResult[i] && !s.empty));
  for (const s of tiles) s.name = identifier(s.raw, s.fallback, taken);

  const setName = identifier(name, 'burrtools', taken);
  const out = [`tileset ${setName} on ${grid} {`, '  transforms rotations   // BurrTools turns pieces but never mirrors them'];
  for (const s of tiles) out.push(`  tile ${s.name} {`, art(s.layers, '    '), '  }');
  out.push('}');
  const formNames = new Set(taken);
  const read: BurrToolsProblem[] = problems.map(({ problem, result, pieces, grouped }, i) => {
    const tileCounts = pieces.map(({ id, least, most }) => {
      const tile = shapes[id].name;
      return least === most ? (most === 1 ? tile : `${tile} x${most}`) : `${tile} ${least}..${most}`;
    });
    const formName = identifier(problem.attributes.get('name'), `Problem${i + 1}`, formNames);
    const state = problem.attributes.get('state');
    const assemblies = problem.attributes.get('assemblies');
    const stored = (state === SOLVED || state === SOLVING) && assemblies !== undefined && /^\d{1,30}$/.test(assemblies)
      ? { assemblies: BigInt(assemblies), finished: state === SOLVED } : undefined;
    const notes = [
      ...(stored ? [stored.finished ? `// BurrTools stored ${assembliesText(stored.assemblies)}` : `// BurrTools stopped after ${assembliesText(stored.assemblies)} (its search did not finish)`] : []),
      ...(grouped ? ['// BurrTools piece groups left out: they only say which pieces may stay together when disassembling'] : []),
    ];
    out.push('', ...notes, `form ${formName} uses ${setName} {`, `  tiles ${tileCounts.join(' ')}`, art(shapes[result].layers, '  '), '}');
    const [line, column] = at(problem.offset);
    return { form: formName, line, column, ...(stored ? { stored } : {}) };
  });
  return { logel: out.join('\n') + '\n', problems: read };
}

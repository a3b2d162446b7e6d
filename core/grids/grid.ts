// A grid: cell kinds and their atoms, transforms as data, adjacency, colouring, text art and drawing.
// Built from a `grid` block; square and tan ship as such blocks in stdlib/.
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { GridDecl, GridStatement, LinearExpr, Name } from '../language/syntax';
import { Range } from '../language/text';

export interface CellKind { name: string; atoms: string[] }

/** x -> m·x + b on cell coordinates (or art / drawing coordinates). */
export interface Affine { m: number[][]; b: number[] }

/** What a transform does to one cell kind. */
export interface KindMap { toKind: number; affine: Affine; atoms: number[] }

/** A transform up to translation: one KindMap per cell kind. */
export interface Transform { maps: KindMap[]; rotation: boolean; key: string }

export interface Glyph { kind: number; mask: number; char: string }

export interface Link { kindA: number; atomA: number; delta: number[]; kindB: number; atomB: number }

/** The cells that meet at a lattice point (x, y), counter-clockwise: each the cell of `kind` at (x, y) + delta. */
export interface Junction { ends: { kind: number; delta: number[] }[] }

export class Grid {
  readonly glyphsByChar = new Map<string, Glyph[]>();
  readonly emptyChars = new Set<string>();
  /** Characters drawn at lattice points (edge grids): read like empty ones, drawn where segments meet. */
  readonly junctionChars: string[] = [];
  /** Edge grids: where segments meet, so that pieces may touch there but not cross (docs/grids.md). */
  junctions: Junction[] = [];
  /** Per kind: cell coordinates -> art (column, row[, layer]). */
  artMaps: Affine[] = [];
  /** Per kind: cell coordinates -> plane (for drawing). */
  drawMaps: Affine[] = [];
  /** Per kind, per atom: polygon in the cell's own plane coordinates. */
  polygons: number[][][][] = [];
  links: Link[] = [];
  /** Per kind: colour expression (parity gives the chessboard colour). */
  colours: (Affine | undefined)[] = [];
  /** Every transform of the grid (closed under composition), identity first. */
  transforms: Transform[] = [];
  /** Indices into `transforms` of the rotations (proper transforms). */
  rotations: number[] = [];

  constructor(readonly name: string, readonly dims: number, readonly kinds: CellKind[], readonly nameRange?: Range, readonly source = '') {}

  fullMask(kind: number): number { return (1 << this.kinds[kind].atoms.length) - 1; }

  /** The glyph drawn for a cell with these atoms, or undefined when none was declared. */
  displayGlyph(kind: number, mask: number): string | undefined {
    for (const glyphs of this.glyphsByChar.values()) for (const g of glyphs) if (g.kind === kind && g.mask === mask) return g.char;
    return undefined;
  }

  transformIndicesFor(rule: 'all' | 'rotations' | 'none' | 'rotate180'): number[] {
    switch (rule) {
      case 'all': return this.transforms.map((_, i) => i);
      case 'rotations': return this.rotations;
      case 'none': return [0];
      case 'rotate180': return this.rotations.filter((i) => i === 0 || isHalfTurn(this.transforms[i]));
    }
  }
}

function isHalfTurn(t: Transform): boolean {
  const m = t.maps[0].affine.m;
  const d = m.length;
  return m.every((row, i) => row.every((v, j) => v === (i !== j ? 0 : i < 2 ? -1 : 1))) && d >= 2;
}

// ---- affine helpers ----

export function applyAffine(a: Affine, x: readonly number[]): number[] {
  return a.m.map((row, i) => row.reduce((s, v, j) => s + v * x[j], a.b[i]));
}

function composeAffine(g: Affine, h: Affine): Affine {
  // (g∘h)(x) = g.m (h.m x + h.b) + g.b
  const n = g.m.length;
  const m = g.m.map((row) => Array.from({ length: n }, (_, j) => row.reduce((s, v, k) => s + v * h.m[k][j], 0)));
  return { m, b: applyAffine({ m: g.m, b: g.b }, h.b) };
}

export function composeTransforms(g: Transform, h: Transform): Transform {
  const maps = h.maps.map((hm) => {
    const gm = g.maps[hm.toKind];
    return { toKind: gm.toKind, affine: composeAffine(gm.affine, hm.affine), atoms: hm.atoms.map((a) => gm.atoms[a]) };
  });
  return canonical(maps, g.rotation === h.rotation);
}

/** Removes the translation part (taking kind 0's offset as the reference) so transforms compare up to translation. */
function canonical(maps: KindMap[], rotation: boolean): Transform {
  const ref = maps[0].affine.b;
  const out = maps.map((km) => ({ toKind: km.toKind, affine: { m: km.affine.m, b: km.affine.b.map((v, i) => v - ref[i]) }, atoms: km.atoms }));
  const key = out.map((km) => `${km.toKind}|${km.affine.m.join(';')}|${km.affine.b.join(',')}|${km.atoms.join(',')}`).join('/');
  return { maps: out, rotation, key };
}

export function invertAffine(a: Affine): Affine | undefined {
  const n = a.m.length;
  // Gauss-Jordan on [m | I]; art and drawing maps are tiny, so floats are fine (results are rounded).
  const aug = a.m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    while (p < n && Math.abs(aug[p][c]) < 1e-12) p++;
    if (p === n) return undefined;
    [aug[c], aug[p]] = [aug[p], aug[c]];
    const piv = aug[c][c];
    for (let j = 0; j < 2 * n; j++) aug[c][j] /= piv;
    for (let r = 0; r < n; r++) if (r !== c) {
      const f = aug[r][c];
      if (f !== 0) for (let j = 0; j < 2 * n; j++) aug[r][j] -= f * aug[c][j];
    }
  }
  const m = aug.map((row) => row.slice(n));
  const b = applyAffine({ m, b: new Array(n).fill(0) }, a.b).map((v) => -v);
  return { m, b };
}

// ---- building a grid from its declaration ----
// In three steps: the cell kinds (and dimensions) first, since every other statement refers to
// them; then each statement in turn, read by GridReader; then the defaults and the group of
// transforms the declared ones generate.

const coordNames = ['x', 'y', 'z'];

type Statement<K extends GridStatement['kind']> = Extract<GridStatement, { kind: K }>;

export function buildGrid(decl: GridDecl, source = ''): { grid?: Grid; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { dims, kinds } = readCellKinds(decl, diagnostics);
  if (kinds.length === 0) {
    diagnostics.push(diagnostic('bad-grid', decl.name.range, `grid '${decl.name.text}' declares no cell kind: add a line like 'cell square: a'`));
    return { diagnostics };
  }
  const grid = new Grid(decl.name.text, dims, kinds, decl.name.range, source);
  const reader = new GridReader(grid, diagnostics);
  const generators: Transform[] = [];
  for (const s of decl.statements) {
    switch (s.kind) {
      case 'glyph': reader.glyph(s); break;
      case 'transform': {
        const t = reader.transform(s);
        if (t) generators.push(t);
        break;
      }
      case 'touch': reader.touch(s); break;
      case 'colour': reader.colour(s); break;
      case 'placement': reader.placement(s); break;
      case 'polygon': reader.polygon(s); break;
      case 'junction': reader.junction(s); break;
      default: break;
    }
  }
  completeGrid(grid, generators, decl.name, diagnostics);
  return { grid, diagnostics };
}

/** Step 1: `dimensions` and the `cell` kinds with their atoms. */
function readCellKinds(decl: GridDecl, diagnostics: Diagnostic[]): { dims: number; kinds: CellKind[] } {
  let dims = 2;
  const kinds: CellKind[] = [];
  for (const s of decl.statements) {
    if (s.kind === 'dimensions') {
      if (s.value.value !== 2 && s.value.value !== 3) diagnostics.push(diagnostic('bad-grid', s.value.range, `a grid has 2 or 3 dimensions, not ${s.value.value}`));
      else dims = s.value.value;
    } else if (s.kind === 'cell') {
      if (kinds.some((k) => k.name === s.name.text)) { diagnostics.push(diagnostic('duplicate-name', s.name.range, `cell kind '${s.name.text}' is declared twice`)); continue; }
      const atoms: string[] = [];
      for (const a of s.atoms) {
        if (atoms.includes(a.text)) diagnostics.push(diagnostic('duplicate-name', a.range, `atom '${a.text}' is declared twice in cell '${s.name.text}'`));
        else atoms.push(a.text);
      }
      if (atoms.length > 30) { diagnostics.push(diagnostic('bad-grid', s.range, `a cell holds at most 30 atoms`)); continue; }
      kinds.push({ name: s.name.text, atoms });
    }
  }
  return { dims, kinds };
}

/** Step 2: the statements that refer to cell kinds and atoms, each read into the grid. */
class GridReader {
  private readonly kinds: CellKind[];
  private readonly dims: number;
  private readonly vars: string[];

  constructor(private readonly grid: Grid, private readonly diagnostics: Diagnostic[]) {
    this.kinds = grid.kinds;
    this.dims = grid.dims;
    this.vars = coordNames.slice(0, grid.dims);
  }

  glyph(s: Statement<'glyph'>): void {
    const { grid, kinds } = this;
    let kind: number | undefined;
    let mask = 0;
    if (!s.empty) {
      for (const ref of s.atoms) {
        const k = this.kindIndex(ref.kind, ref.range);
        if (k === undefined) return;
        if (kind !== undefined && k !== kind) { this.bad(ref.range, `one glyph draws atoms of one cell kind only`); return; }
        kind = k;
        const a = this.atomIndex(k, ref.atom);
        if (a === undefined) return;
        mask |= 1 << a;
      }
      if (mask <= 0 || kind === undefined) return;
    }
    for (const c of s.chars) {
      if (s.junction) grid.junctionChars.push(c.text);
      if (s.empty) { grid.emptyChars.add(c.text); continue; }
      const list = grid.glyphsByChar.get(c.text) ?? [];
      if (list.some((g) => g.kind === kind)) { this.diagnostics.push(diagnostic('duplicate-name', c.range, `glyph "${c.text}" is already defined for cell '${kinds[kind!].name}'`)); continue; }
      list.push({ kind: kind!, mask, char: c.text });
      grid.glyphsByChar.set(c.text, list);
    }
  }

  /** A rotation or mirror: where each cell kind goes, checked to be a symmetry of the lattice. */
  transform(s: Statement<'transform'>): Transform | undefined {
    const { kinds } = this;
    const maps: (KindMap | undefined)[] = kinds.map(() => undefined);
    let ok = true;
    for (const cm of s.maps) {
      const from = this.kindIndex(cm.from, cm.range);
      const to = cm.to ? this.kindIndex(cm.to, cm.range) : from;
      if (from === undefined || to === undefined || !this.checkVars(cm.vars, cm.range)) { ok = false; continue; }
      const affine = this.affineOf(cm.exprs, cm.range, false);
      if (!affine) { ok = false; continue; }
      if (kinds[from].atoms.length !== kinds[to].atoms.length) { this.bad(cm.range, `cells '${kinds[from].name}' and '${kinds[to].name}' have different numbers of atoms`); ok = false; continue; }
      // Atoms map to the atom of the same name unless mapped explicitly.
      const atoms = kinds[from].atoms.map((a) => kinds[to].atoms.indexOf(a));
      for (const am of cm.atoms) {
        const a = this.atomIndex(from, am.from), b = this.atomIndex(to, am.to);
        if (a === undefined || b === undefined) { ok = false; continue; }
        atoms[a] = b;
      }
      if (atoms.some((a) => a < 0) || new Set(atoms).size !== atoms.length) {
        this.bad(cm.range, `the atoms must map one to one: give every atom of '${kinds[from].name}' its image`);
        ok = false; continue;
      }
      if (maps[from]) { this.bad(cm.range, `cell kind '${kinds[from].name}' is mapped twice`); ok = false; continue; }
      maps[from] = { toKind: to, affine, atoms };
    }
    if (!ok) return undefined;
    const missing = maps.findIndex((m) => !m);
    if (missing >= 0) { this.bad(s.name.range, `${s.type} '${s.name.text}' does not say where cell kind '${kinds[missing].name}' goes`); return undefined; }
    const det = determinant(maps[0]!.affine.m);
    if (Math.abs(det) !== 1) { this.bad(s.name.range, `${s.type} '${s.name.text}' is not a symmetry of the lattice (determinant ${det})`); return undefined; }
    if (!finiteOrder(maps[0]!.affine.m)) { this.bad(s.name.range, `${s.type} '${s.name.text}' never comes back to the start when repeated (it has infinite order): a grid symmetry turns or mirrors the lattice in at most 6 steps`); return undefined; }
    if ((det > 0) !== (s.type === 'rotation')) this.bad(s.name.range, s.type === 'rotation' ? `rotation '${s.name.text}' reverses orientation: declare it as a mirror` : `mirror '${s.name.text}' keeps orientation: declare it as a rotation`);
    return canonical(maps as KindMap[], det > 0);
  }

  touch(s: Statement<'touch'>): void {
    for (const l of s.links) {
      const ka = this.kindIndex(l.a.kind, l.a.range), kb = this.kindIndex(l.b.kind, l.b.range);
      if (ka === undefined || kb === undefined) continue;
      const aa = this.atomIndex(ka, l.a.atom), ab = this.atomIndex(kb, l.b.atom);
      if (aa === undefined || ab === undefined) continue;
      let delta = new Array(this.dims).fill(0);
      if (l.offset) {
        const af = this.affineOf(l.offset, l.range, false);
        if (!af) continue;
        if (!af.m.every((row, i) => row.every((v, j) => v === (i === j ? 1 : 0)))) { this.bad(l.range, `the neighbour is written as the cell plus a fixed offset, like (x + 1, y)`); continue; }
        delta = af.b;
      }
      this.grid.links.push({ kindA: ka, atomA: aa, delta, kindB: kb, atomB: ab });
    }
  }

  junction(s: Statement<'junction'>): void {
    const ends: Junction['ends'] = [];
    for (const e of s.ends) {
      const kind = this.kindIndex(e.cellKind, e.range);
      if (kind === undefined) return;
      const af = this.affineOf(e.offset, e.range, false);
      if (!af) return;
      if (!af.m.every((row, i) => row.every((v, j) => v === (i === j ? 1 : 0)))) { this.bad(e.range, `a junction's cell is written as the point plus a fixed offset, like (x - 1, y)`); return; }
      if (ends.some((o) => o.kind === kind && o.delta.every((v, i) => v === af.b[i]))) { this.bad(e.range, `this cell is named twice in the junction`); return; }
      ends.push({ kind, delta: af.b });
    }
    this.grid.junctions.push({ ends });
  }

  colour(s: Statement<'colour'>): void {
    const k = s.cellKind ? this.kindIndex(s.cellKind, s.range) : undefined;
    const af = this.affineOf([s.expr], s.range, false, 1);
    if (!af) return;
    if (k === undefined && !s.cellKind) this.kinds.forEach((_, i) => (this.grid.colours[i] = af));
    else if (k !== undefined) this.grid.colours[k] = af;
  }

  /** `art` (cell -> art column and row) or `draw` (cell -> plane) for one cell kind. */
  placement(s: Statement<'placement'>): void {
    const k = this.kindIndex(s.cellKind, s.range);
    if (k === undefined || !this.checkVars(s.vars, s.range)) return;
    const outDims = s.type === 'draw' ? 2 : this.dims;
    const af = this.affineOf(s.exprs, s.range, s.type === 'draw', outDims);
    if (!af) return;
    if (s.type === 'art') {
      if (!invertAffine(af)) { this.bad(s.range, `two cells would share one place in the art`); return; }
      this.grid.artMaps[k] = af;
    } else this.grid.drawMaps[k] = af;
  }

  polygon(s: Statement<'polygon'>): void {
    const k = this.kindIndex(s.atom.kind, s.atom.range);
    if (k === undefined) return;
    const a = this.atomIndex(k, s.atom.atom);
    if (a === undefined) return;
    const pts: number[][] = [];
    for (const p of s.points) {
      if (p.length !== 2 || p.some((e) => Object.keys(e.coefficients).length > 0)) { this.bad(s.range, `polygon points are plain numbers (x, y)`); break; }
      pts.push([p[0].constant, p[1].constant]);
    }
    (this.grid.polygons[k] ??= [])[a] = pts;
  }

  private bad(range: Range, message: string): void {
    this.diagnostics.push(diagnostic('bad-grid', range, message));
  }

  private kindIndex(name: Name | undefined, range: Range): number | undefined {
    const { kinds } = this;
    if (!name) {
      if (kinds.length > 1) { this.bad(range, `this grid has ${kinds.length} cell kinds: say which one (${kinds.map((k) => k.name).join(', ')})`); return undefined; }
      return 0;
    }
    const i = kinds.findIndex((k) => k.name === name.text);
    if (i < 0) this.diagnostics.push(diagnostic('unknown-name', name.range, `unknown cell kind '${name.text}'`));
    return i < 0 ? undefined : i;
  }

  private atomIndex(kind: number, atom: Name): number | undefined {
    const { kinds } = this;
    const i = kinds[kind].atoms.indexOf(atom.text);
    if (i < 0) this.diagnostics.push(diagnostic('unknown-name', atom.range, `cell '${kinds[kind].name}' has no atom '${atom.text}' (it has ${kinds[kind].atoms.join(' ')})`));
    return i < 0 ? undefined : i;
  }

  private affineOf(exprs: LinearExpr[], range: Range, allowFractions: boolean, outDims = this.dims): Affine | undefined {
    const { vars, dims } = this;
    if (exprs.length !== outDims) { this.bad(range, `expected ${outDims} coordinates, found ${exprs.length}`); return undefined; }
    const m: number[][] = [];
    const b: number[] = [];
    for (const e of exprs) {
      for (const v of Object.keys(e.coefficients)) if (!vars.includes(v)) { this.bad(e.range, `'${v}' is not a coordinate of a ${dims}-dimensional grid`); return undefined; }
      const row = vars.map((v) => e.coefficients[v] ?? 0);
      if (!allowFractions && (![...row, e.constant].every(Number.isInteger))) { this.bad(e.range, `cell coordinates must stay whole numbers here`); return undefined; }
      m.push(row);
      b.push(e.constant);
    }
    return { m, b };
  }

  private checkVars(names: Name[], range: Range): boolean {
    const { vars } = this;
    if (names.length !== this.dims || names.some((n, i) => n.text !== vars[i])) { this.bad(range, `write the cell as (${vars.join(', ')})`); return false; }
    return true;
  }
}

/** Step 3: art and drawing maps not declared get the plain ones; the transforms close into a group. */
function completeGrid(grid: Grid, generators: Transform[], name: Name, diagnostics: Diagnostic[]): void {
  const { kinds, dims } = grid;
  const identity = canonical(kinds.map((k, i) => ({ toKind: i, affine: { m: unit(dims), b: new Array(dims).fill(0) }, atoms: k.atoms.map((_, j) => j) })), true);
  kinds.forEach((_, k) => {
    grid.artMaps[k] ??= { m: unit(dims), b: new Array(dims).fill(0) };
    grid.drawMaps[k] ??= { m: [[1, 0, 0].slice(0, dims), [0, 1, 0].slice(0, dims)], b: [0, 0] };
  });
  const closed = closeGroup(identity, generators);
  if (!closed) {
    diagnostics.push(diagnostic('bad-grid', name.range, `the transforms of grid '${name.text}' generate more than 1000 orientations: check their formulas`));
    grid.transforms = [identity];
    grid.rotations = [0];
  } else {
    grid.transforms = closed.all;
    grid.rotations = closed.rotations;
  }
}

/** Whether some power up to the 12th is the identity: the orders of integer matrices of finite order in 2 and 3 dimensions are 1, 2, 3, 4 and 6. */
function finiteOrder(m: number[][]): boolean {
  const n = m.length;
  let p = m;
  for (let k = 1; k <= 12; k++) {
    if (p.every((row, i) => row.every((v, j) => v === (i === j ? 1 : 0)))) return true;
    p = p.map((row) => Array.from({ length: n }, (_, j) => row.reduce((s, v, l) => s + v * m[l][j], 0)));
  }
  return false;
}

function unit(n: number): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}

function determinant(m: number[][]): number {
  if (m.length === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
  return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

/**
 * Closes the generators under composition. Order (documented as shape numbering): first the rotations
 * in breadth-first order of the rotation generators, then each rotation followed by the first mirror.
 */
function closeGroup(identity: Transform, generators: Transform[]): { all: Transform[]; rotations: number[] } | undefined {
  const rotGens = generators.filter((g) => g.rotation);
  const rotations = bfs(identity, rotGens);
  if (!rotations) return undefined;
  const all = bfs(identity, [...rotGens, ...generators.filter((g) => !g.rotation)]);
  if (!all) return undefined;
  const mirror = generators.find((g) => !g.rotation);
  const ordered = [...rotations];
  if (mirror) {
    const seen = new Set(ordered.map((t) => t.key));
    for (const r of rotations) {
      const t = composeTransforms(r, mirror);
      if (!seen.has(t.key)) { seen.add(t.key); ordered.push(t); }
    }
    for (const t of all) if (!seen.has(t.key)) { seen.add(t.key); ordered.push(t); }
  }
  return { all: ordered, rotations: rotations.map((_, i) => i) };
}

function bfs(identity: Transform, gens: Transform[]): Transform[] | undefined {
  const out = [identity];
  const seen = new Set([identity.key]);
  for (let i = 0; i < out.length; i++) {
    for (const g of gens) {
      const t = composeTransforms(g, out[i]);
      if (!seen.has(t.key)) {
        // Finite generators can still generate an infinite group: its coefficients grow without bound.
        if (out.length >= 1000 || !t.maps.every((km) => km.affine.m.every((row) => row.every((v) => Math.abs(v) <= 1000)) && km.affine.b.every((v) => Math.abs(v) <= 1e9))) return undefined;
        seen.add(t.key);
        out.push(t);
      }
    }
  }
  return out;
}

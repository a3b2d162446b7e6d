// The checked model: names resolved, grids built, tiles with their shapes, forms with their cells and rules.
import { readArt } from '../grids/art';
import { Diagnostic, diagnostic } from './diagnostics';
import { buildGrid, Grid } from '../grids/grid';
import { parse, ParseResult } from './parser';
import { atomCount, Cell, distinctShapes, isConnected, shapeKey, translateCells } from '../grids/shape';
import { FormDecl, Item, Name, PuzzleBlock, SyntaxTree, TileCount, TileDecl, TileSetDecl, TransformRule } from './syntax';
import { LineIndex, Range } from './text';
import { maxOf, minOf, pushAll } from '../arrays';
import { BlockKind, Puzzle } from './blocks';
import { placePieces } from './placed';
import { FormParts, readFormParts } from './parts';

export interface Tile {
  name: string;
  set: TileSet;
  multiplicity: number;
  rule: TransformRule;
  /** Distinct shapes, normalized; shape 1 (index 0) is the tile as drawn. */
  shapes: Cell[][];
  atomCount: number;
  nameRange: Range;
  decl?: TileDecl;
}

export interface TileSet { name: string; grid: Grid; tiles: Tile[]; nameRange: Range; source: string; decl?: TileSetDecl }

/** A piece placed in advance (`place F.2@3.1`): shape `shape` (1-based) of `tile` with its first cell at `anchor`. */
export interface PlacedPiece { tile: Tile; shape: number; anchor: number[]; cells: Cell[]; range: Range }

/** A tile as a form uses it: it must be placed between min and max times. */
export interface FormTile { tile: Tile; min: number; max: number }

export interface Form {
  name: string;
  nameRange: Range;
  decl: FormDecl;
  grid: Grid;
  sets: TileSet[];
  /** Cells of the form, counted from (1, 1) at the bottom-left of the art. */
  cells: Cell[];
  /** Source range of each cell's glyph, by cellKey. */
  cellRanges: Map<string, Range>;
  tiles: FormTile[];
  symmetry: boolean;
  /** Count up to rotations only: mirror images of a solution count as different solutions. */
  rotationsOnly: boolean;
  symmetryTile?: Tile;
  limit?: number;
  /**
   * Wrap-around (`wrap x`, `wrap x y`): per axis the period along it, 0 for an axis that does not wrap.
   * The period is the form's extent along the axis, so a cell's coordinate on a wrapped axis is 1..period.
   */
  wrap: number[];
  /** Pieces placed in advance: a solution is a completion of them. */
  placed: PlacedPiece[];
  /** The form's parts (`parts { ... }`): every piece lies within one of them. */
  parts?: FormParts;
}

export interface Model {
  tree: SyntaxTree;
  lines: LineIndex;
  grids: Map<string, Grid>;
  tileSets: Map<string, TileSet>;
  forms: Form[];
  /** The puzzle kinds' puzzles, in source order (core/kinds.ts: each kind picks out its own). */
  puzzles: Puzzle[];
  diagnostics: Diagnostic[];
}

/** Where standard grids and tile sets come from (stdlib/*.logel). */
export interface Library {
  grid(name: string): Grid | undefined;
  tileSet(name: string): TileSet | undefined;
  /** Names a `use` line may import. */
  names(): string[];
}

/**
 * Builds the model of a text. With `previous`, the model of an earlier version of the same document, each
 * top-level item whose text and place are unchanged and whose grid and tile sets resolve to the same objects
 * is taken over as it was built, diagnostics included: an edit in one form rebuilds that form only.
 */
/**
 * Builds the model of a text; `parsed` is its parse when the caller has one already (the server does).
 * `kinds` read and build the puzzle blocks (core/document.ts passes the registry's).
 */
export function buildModel(text: string, kinds: readonly BlockKind[], library?: Library, source = '', previous?: Model, parsed?: ParseResult): Model {
  const syntax = parsed ?? parse(text, kinds);
  const { tree, lines } = syntax;
  // The parse may be shared, so the model's diagnostics start as a copy of its syntax errors.
  const diagnostics = [...syntax.diagnostics];
  const model: Model = { tree, lines, grids: new Map(), tileSets: new Map(), forms: [], puzzles: [], diagnostics };
  const dup = (name: Name, what: string, first: Range) =>
    diagnostics.push(diagnostic('duplicate-name', name.range, `${what} '${name.text}' is defined twice`, [{ message: `first definition of '${name.text}'`, range: first }]));
  const before = previous && builtItems.get(previous);
  const built = new Map<string, Built>();
  builtItems.set(model, built);
  const reuse = <T>(item: Item | PuzzleBlock, deps: readonly unknown[], build: (diagnostics: Diagnostic[]) => T): T => {
    // Ranges inside an item are absolute, so its place is part of the key.
    const key = `${item.range.start.line}:${item.range.start.character}:${text.slice(lines.offset(item.range.start), lines.offset(item.range.end))}`;
    let b = before?.get(key);
    if (!b || b.deps.length !== deps.length || b.deps.some((d, i) => d !== deps[i])) {
      const out: Diagnostic[] = [];
      b = { deps, value: build(out), diagnostics: out };
    }
    built.set(key, b);
    pushAll(diagnostics, b.diagnostics);
    return b.value as T;
  };

  // Grids first: tile sets and forms refer to them.
  for (const item of tree.items) {
    if (item.kind !== 'grid') continue;
    const grid = reuse(item, [source], (out) => {
      const { grid, diagnostics: d } = buildGrid(item, source);
      pushAll(out, d);
      return grid;
    });
    if (!grid) continue;
    const prev = model.grids.get(grid.name);
    if (prev) dup(item.name, 'grid', prev.nameRange!);
    else model.grids.set(grid.name, grid);
  }
  const findGrid = (name: Name): Grid | undefined => {
    const g = model.grids.get(name.text) ?? library?.grid(name.text);
    if (!g) diagnostics.push(diagnostic('unknown-name', name.range, `unknown grid '${name.text}'`));
    return g;
  };

  const imported = new Map<string, TileSet>();
  for (const item of tree.items) {
    if (item.kind !== 'use') continue;
    const set = library?.tileSet(item.name.text);
    if (set) imported.set(set.name, set);
    else if (!library?.grid(item.name.text)) {
      const known = library?.names() ?? [];
      diagnostics.push(diagnostic('unknown-name', item.name.range, `there is no standard tile set '${item.name.text}'${known.length ? ` (there are ${known.join(', ')})` : ''}`));
    }
  }
  const setNamed = (name: Name): TileSet | undefined => model.tileSets.get(name.text) ?? imported.get(name.text);
  const findSet = (name: Name, out: Diagnostic[]): TileSet | undefined => {
    const s = setNamed(name);
    if (s) return s;
    const hint = library?.tileSet(name.text) ? `: add 'use ${name.text}' at the top of the file` : '';
    out.push(diagnostic('unknown-name', name.range, `unknown tile set '${name.text}'${hint}`));
    return undefined;
  };

  for (const item of tree.items) {
    if (item.kind !== 'tileset') continue;
    const prev = model.tileSets.get(item.name.text);
    if (prev) { dup(item.name, 'tile set', prev.nameRange); continue; }
    const grid = item.grid ? findGrid(item.grid) : undefined;
    if (!grid) continue;
    const set = reuse(item, [library, grid, ...item.includes.map(setNamed)], (out) => buildTileSet(item, grid, (n) => findSet(n, out), source, out));
    model.tileSets.set(set.name, set);
  }

  for (const item of tree.items) {
    if (item.kind !== 'form') continue;
    if (model.forms.some((f) => f.name === item.name.text)) { dup(item.name, 'form', model.forms.find((f) => f.name === item.name.text)!.nameRange); continue; }
    const form = reuse(item, [library, ...item.uses.map(setNamed)], (out) => buildForm(item, (n) => findSet(n, out), out));
    if (form) model.forms.push(form);
  }

  for (const block of tree.blocks) {
    const kind = kinds.find((k) => k.keyword === block.kind);
    if (!kind) continue;
    const prev = model.puzzles.find((p) => p.kind === block.kind && p.name === block.name.text);
    if (prev) { dup(block.name, block.kind, prev.nameRange); continue; }
    const puzzle = reuse(block, [], (out) => kind.build(block, out));
    if (puzzle) model.puzzles.push(puzzle);
  }
  return model;
}

/** What one top-level item built, and from which grid and tile sets: what buildModel may take over. */
interface Built { deps: readonly unknown[]; value: unknown; diagnostics: Diagnostic[] }

const builtItems = new WeakMap<Model, Map<string, Built>>();

function buildTileSet(item: TileSetDecl, grid: Grid, findSet: (n: Name) => TileSet | undefined, source: string, diagnostics: Diagnostic[]): TileSet {
  const set: TileSet = { name: item.name.text, grid, tiles: [], nameRange: item.name.range, source, decl: item };
  for (const inc of item.includes) {
    const other = findSet(inc);
    if (!other) continue;
    if (other.grid !== grid) { diagnostics.push(diagnostic('bad-option', inc.range, `tile set '${other.name}' is on grid ${other.grid.name}, not ${grid.name}`)); continue; }
    pushAll(set.tiles, other.tiles);
  }
  for (const td of item.tiles) {
    const prevTile = set.tiles.find((t) => t.name === td.name.text);
    if (prevTile) { diagnostics.push(diagnostic('duplicate-name', td.name.range, `tile '${td.name.text}' is defined twice`, [{ message: `first definition of '${td.name.text}'`, range: prevTile.nameRange }])); continue; }
    const tile = buildTile(td, set, item.transforms?.value ?? 'all', diagnostics);
    if (tile) set.tiles.push(tile);
  }
  checkSameShapes(set, diagnostics);
  return set;
}

function buildTile(td: TileDecl, set: TileSet, defaultRule: TransformRule, diagnostics: Diagnostic[]): Tile | undefined {
  const grid = set.grid;
  // Several art blocks list the shapes explicitly (a one-sided set); then transforms default to none.
  const rule = td.transforms?.value ?? (td.arts.length > 1 ? 'none' : defaultRule);
  const shapes: Cell[][] = [];
  const seen = new Set<string>();
  let count = -1;
  for (const art of td.arts) {
    const { cells } = readArt(art, grid, diagnostics, `tile ${td.name.text}`);
    if (cells.length === 0) return undefined;
    const n = atomCount(cells);
    if (count >= 0 && n !== count) {
      diagnostics.push(diagnostic('bad-option', art.range, `every shape of tile ${td.name.text} must have ${count} atoms; this one has ${n}`));
      return undefined;
    }
    count = n;
    const { shapes: images, connected } = shapesOf(grid, cells, rule);
    if (!connected) {
      diagnostics.push(diagnostic('disconnected-tile', td.name.range, `tile ${td.name.text} falls apart into pieces that do not touch`));
    }
    for (const s of images) {
      const key = keyOf(s);
      if (!seen.has(key)) { seen.add(key); shapes.push(s); }
    }
  }
  return { name: td.name.text, set, multiplicity: td.multiplicity?.value ?? 1, rule, shapes, atomCount: count, nameRange: td.name.range, decl: td };
}

// A tile's shapes depend only on its grid, rule and drawn cells: memoized per grid, so re-checking a
// large file after each keystroke does not redo every tile (the language server's hot path).
const shapeMemo = new WeakMap<Grid, { entries: Map<string, { shapes: Cell[][]; connected: boolean }>; cells: number }>();

/**
 * The cells a grid's memo keeps before it starts afresh (a few tens of MB). A library grid lives as long as
 * the process: bounded by entries only, the 8 shapes of every 63,000-cell tile ever checked stayed, and
 * 180 of them ran a 1 GB heap out in a long run of `logel check` (the fuzz) as they would in the server.
 */
export const maxMemoizedShapeCells = 1_000_000;

function shapesOf(grid: Grid, cells: Cell[], rule: TransformRule): { shapes: Cell[][]; connected: boolean } {
  let memo = shapeMemo.get(grid);
  if (!memo || memo.entries.size > 20000 || memo.cells > maxMemoizedShapeCells) shapeMemo.set(grid, (memo = { entries: new Map(), cells: 0 }));
  const key = `${rule}|${shapeKey(cells)}`;
  let entry = memo.entries.get(key);
  if (!entry) {
    memo.entries.set(key, (entry = { shapes: distinctShapes(grid, cells, grid.transformIndicesFor(rule)), connected: isConnected(grid, cells) }));
    memo.cells += cells.length * (entry.shapes.length + 1);
  }
  return entry;
}

/** The cells the shape memo of a grid keeps (for tests). */
export function memoizedShapeCells(grid: Grid): number {
  return shapeMemo.get(grid)?.cells ?? 0;
}

// Shapes come from shapeMemo, shared by every tile drawn alike, so each one's key is made once.
const shapeKeys = new WeakMap<readonly Cell[], string>();

function keyOf(shape: readonly Cell[]): string {
  let key = shapeKeys.get(shape);
  if (key === undefined) shapeKeys.set(shape, (key = shapeKey(shape)));
  return key;
}

function checkSameShapes(set: TileSet, diagnostics: Diagnostic[]): void {
  const owner = new Map<string, Tile>();
  for (const tile of set.tiles) {
    if (tile.set !== set) continue;
    for (const s of tile.shapes) {
      const key = keyOf(s);
      const other = owner.get(key);
      if (other && other !== tile) {
        diagnostics.push(diagnostic('same-shape', tile.nameRange, `tile ${tile.name} has the same shape as tile ${other.name}`, [{ message: `tile ${other.name} defined here`, range: other.nameRange }]));
        break;
      }
      owner.set(key, tile);
    }
  }
}

/** A form in four steps: its tile sets, its tiles by name, its options, then its cells from the art. */
function buildForm(fd: FormDecl, findSet: (n: Name) => TileSet | undefined, diagnostics: Diagnostic[]): Form | undefined {
  const sets = formTileSets(fd, findSet, diagnostics);
  if (sets.length === 0) return undefined;
  const grid = sets[0].grid;
  const all = tilesByName(fd, sets, diagnostics);
  const tileNamed = (n: Name): Tile | undefined => {
    const t = all.get(n.text);
    if (!t) diagnostics.push(diagnostic('unknown-name', n.range, `no tile ${n.text} in ${sets.map((s) => `'${s.name}'`).join(', ')}`));
    return t;
  };
  const tiles: FormTile[] = [...all.values()].map((tile) => ({ tile, min: tile.multiplicity, max: tile.multiplicity }));
  const form: Form = { name: fd.name.text, nameRange: fd.name.range, decl: fd, grid, sets, cells: [], cellRanges: new Map(), tiles, symmetry: true, rotationsOnly: false, wrap: new Array(grid.dims).fill(0), placed: [] };
  const wrapAxes = readFormOptions(form, tileNamed, diagnostics);
  if (!fd.art || !placeFormCells(form, fd.art, wrapAxes, diagnostics)) return undefined;
  placePieces(form, fd.options.flatMap((o) => (o.kind === 'place' ? o.pieces : [])), tileNamed, diagnostics);
  readFormParts(form, tileNamed, diagnostics);
  return form;
}

/** The tile sets a form uses, all on one grid. */
function formTileSets(fd: FormDecl, findSet: (n: Name) => TileSet | undefined, diagnostics: Diagnostic[]): TileSet[] {
  const sets: TileSet[] = [];
  for (const u of fd.uses) {
    const s = findSet(u);
    if (!s) continue;
    if (sets.length > 0 && s.grid !== sets[0].grid) {
      diagnostics.push(diagnostic('bad-option', u.range, `tile set '${s.name}' is on grid ${s.grid.name} but '${sets[0].name}' is on ${sets[0].grid.name}`));
      continue;
    }
    sets.push(s);
  }
  return sets;
}

/** Every tile of the form's sets by name; a name in two sets is reported. */
function tilesByName(fd: FormDecl, sets: TileSet[], diagnostics: Diagnostic[]): Map<string, Tile> {
  const all = new Map<string, Tile>();
  for (const s of sets) for (const t of s.tiles) {
    const prev = all.get(t.name);
    if (prev && prev !== t) diagnostics.push(diagnostic('duplicate-name', fd.name.range, `tile ${t.name} is in both '${prev.set.name}' and '${t.set.name}'`));
    else all.set(t.name, t);
  }
  return all;
}

/** The form's options (tiles, optional, any, symmetry, limit, wrap) into `form`; gives the axes that wrap. */
function readFormOptions(form: Form, tileNamed: (n: Name) => Tile | undefined, diagnostics: Diagnostic[]): Name[] {
  const { grid } = form;
  const wrapAxes: Name[] = [];
  for (const o of form.decl.options) {
    switch (o.kind) {
      case 'tiles': {
        const chosen: FormTile[] = [];
        for (const e of o.entries) {
          const t = tileNamed(e.name);
          if (!t) continue;
          if (chosen.some((c) => c.tile === t)) { diagnostics.push(diagnostic('duplicate-name', e.name.range, `tile ${t.name} is listed twice`)); continue; }
          chosen.push(tileCountOf(t, e, diagnostics));
        }
        form.tiles = chosen;
        break;
      }
      case 'optional':
        for (const n of o.names) {
          const t = tileNamed(n);
          const ft = t && form.tiles.find((x) => x.tile === t);
          if (t && !ft) diagnostics.push(diagnostic('bad-option', n.range, `tile ${t.name} is not used by this form`));
          if (ft) ft.min = 0;
        }
        break;
      case 'any':
        for (const ft of form.tiles) ft.min = 0;
        break;
      case 'symmetry':
        form.symmetry = o.value !== 'off';
        form.rotationsOnly = o.value === 'rotations';
        if (o.tile) form.symmetryTile = tileNamed(o.tile);
        break;
      case 'limit':
        if (o.value.value < 1) diagnostics.push(diagnostic('bad-option', o.value.range, `a limit is at least 1`));
        else form.limit = o.value.value;
        break;
      case 'place':
      case 'parts':
      case 'part':
        break; // read once the form's cells are known (placePieces, readFormParts)
      case 'wrap':
        for (const axis of o.axes) {
          const i = axisNames.slice(0, grid.dims).indexOf(axis.text);
          if (i < 0) diagnostics.push(diagnostic('bad-option', axis.range, `'${axis.text}' is not an axis of grid ${grid.name}: write ${axisNames.slice(0, grid.dims).map((a) => `'${a}'`).join(' or ')}`));
          else if (wrapAxes.some((w) => w.text === axis.text)) diagnostics.push(diagnostic('bad-option', axis.range, `axis ${axis.text} wraps already`));
          else wrapAxes.push(axis);
        }
        break;
    }
  }
  return wrapAxes;
}

/** How often a `tiles` entry places its tile: `x N` exactly N times, `MIN..MAX` a range, else the tile's multiplicity. */
function tileCountOf(tile: Tile, entry: TileCount, diagnostics: Diagnostic[]): FormTile {
  const r = entry.range;
  if (!r) {
    const m = entry.multiplicity?.value ?? tile.multiplicity;
    return { tile, min: m, max: m };
  }
  if (r.min.value > r.max.value) {
    diagnostics.push(diagnostic('bad-option', r.range, `the least (${r.min.value}) is more than the most (${r.max.value}): write ${r.max.value}..${r.min.value}`));
    return { tile, min: r.max.value, max: r.min.value };
  }
  if (r.max.value === 0) diagnostics.push(diagnostic('bad-option', r.range, `tile ${tile.name} would never be placed: leave it out of 'tiles'`));
  return { tile, min: r.min.value, max: r.max.value };
}

/** The form's cells from its art, counted from (1, 1), and the period of each wrapped axis; false when the art has no cell. */
function placeFormCells(form: Form, art: NonNullable<FormDecl['art']>, wrapAxes: Name[], diagnostics: Diagnostic[]): boolean {
  const { cells, ranges } = readArt(art, form.grid, diagnostics, `form ${form.name}`);
  // Forms count cells from (1, 1): the lowest coordinate on each axis becomes 1 (on skewed grids the
  // art's left edge need not hold the smallest x).
  const shift = cells.length ? cells[0].c.map((_, i) => 1 - minOf(cells.map((c) => c.c[i]))) : [];
  form.cells = translateCells(cells, shift);
  for (const [key, r] of ranges) {
    const [kind, coords] = key.split(':');
    form.cellRanges.set(`${kind}:${coords.split(',').map((v, i) => Number(v) + shift[i]).join(',')}`, r);
  }
  if (cells.length === 0) return false;
  // A wrapped axis closes on itself after the form's extent along it: the art is the form unrolled.
  for (const axis of wrapAxes) {
    const i = axisNames.indexOf(axis.text);
    form.wrap[i] = maxOf(form.cells.map((c) => c.c[i]));
  }
  return true;
}

const axisNames = ['x', 'y', 'z'];


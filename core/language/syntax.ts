// The syntax tree of a .logel file. Every node keeps its source range; names keep their own.
import { Range } from './text';

export interface Name { text: string; range: Range }
export interface IntLiteral { value: number; range: Range }

/** A linear expression over cell coordinates x, y, z: sum of coefficient·variable plus a constant. */
export interface LinearExpr { coefficients: Record<string, number>; constant: number; range: Range }

/** `atom` or `kind.atom`. */
export interface AtomRef { kind?: Name; atom: Name; range: Range }

export interface ArtRow { line: number; startChar: number; text: string; layer: number }
/** Text art: rows in source order (top row first), each with its source line and column. */
export interface Art { rows: ArtRow[]; range: Range; layers: number }

export interface UseDecl { kind: 'use'; name: Name; range: Range }

export interface GridDecl { kind: 'grid'; name: Name; statements: GridStatement[]; range: Range }

export type GridStatement =
  | { kind: 'dimensions'; value: IntLiteral; range: Range }
  | { kind: 'cell'; name: Name; atoms: Name[]; range: Range }
  | { kind: 'glyph'; chars: Name[]; atoms: AtomRef[]; empty: boolean; junction?: boolean; range: Range }
  | { kind: 'transform'; type: 'rotation' | 'mirror'; name: Name; maps: CellMap[]; range: Range }
  | { kind: 'touch'; links: AtomLink[]; range: Range }
  | { kind: 'colour'; cellKind?: Name; expr: LinearExpr; range: Range }
  | { kind: 'placement'; type: 'art' | 'draw'; cellKind?: Name; vars: Name[]; exprs: LinearExpr[]; range: Range }
  | { kind: 'polygon'; atom: AtomRef; points: LinearExpr[][]; range: Range }
  | { kind: 'junction'; ends: JunctionEnd[]; range: Range };

/** One cell meeting at a lattice point (x, y): the cell of this kind at `offset` (docs/grids.md, edge grids). */
export interface JunctionEnd { cellKind?: Name; offset: LinearExpr[]; range: Range }

/** How one cell kind moves under a transform: its new kind, coordinates and atom names. */
export interface CellMap {
  from?: Name; vars: Name[]; to?: Name; exprs: LinearExpr[];
  atoms: { from: Name; to: Name }[];
  range: Range;
}

/** Atom `a` of cell (x, y) touches atom `b` of the cell at `offset` (the same cell when absent). */
export interface AtomLink { a: AtomRef; offset?: LinearExpr[]; b: AtomRef; range: Range }

export type TransformRule = 'all' | 'rotations' | 'none' | 'rotate180';
export const transformRules: readonly TransformRule[] = ['all', 'rotations', 'none', 'rotate180'];

export interface TileDecl {
  kind: 'tile';
  name: Name;
  multiplicity?: IntLiteral;
  transforms?: { value: TransformRule; range: Range };
  arts: Art[];
  range: Range;
}

export interface TileSetDecl {
  kind: 'tileset';
  name: Name;
  grid?: Name;
  transforms?: { value: TransformRule; range: Range };
  includes: Name[];
  tiles: TileDecl[];
  range: Range;
}

/** A tile of a `tiles` option: `A`, `A x2` (placed twice) or `A 1..3` (placed between 1 and 3 times). */
export interface TileCount { name: Name; multiplicity?: IntLiteral; range?: TileRange }

/** `MIN..MAX`: how many times a tile may be placed. */
export interface TileRange { min: IntLiteral; max: IntLiteral; range: Range }

/** A pre-placed piece, written as a position: `F.2@3.1` (tile F, shape 2, first cell at x = 3, y = 1). */
export interface PlacedRef { tile: Name; shape: IntLiteral; at: IntLiteral[]; range: Range }

export type FormOption =
  | { kind: 'tiles'; entries: TileCount[]; range: Range }
  | { kind: 'optional'; names: Name[]; range: Range }
  | { kind: 'any'; range: Range }
  | { kind: 'symmetry'; value: 'on' | 'off' | 'rotations'; tile?: Name; range: Range }
  | { kind: 'limit'; value: IntLiteral; range: Range }
  | { kind: 'wrap'; axes: Name[]; range: Range }
  | { kind: 'place'; pieces: PlacedRef[]; range: Range }
  // `parts { ... }`: the form drawn again with each cell's glyph replaced by the letter of its part.
  | { kind: 'parts'; art: Art; range: Range }
  // `part a holds C4 W4`: these tiles lie in part a.
  | { kind: 'part'; part: Name; tiles: Name[]; range: Range };

export interface FormDecl {
  kind: 'form';
  name: Name;
  uses: Name[];
  options: FormOption[];
  art?: Art;
  range: Range;
  /** The range of the header line `form NAME uses ...`, where a code lens goes. */
  headerRange: Range;
}

export type Item = UseDecl | GridDecl | TileSetDecl | FormDecl;

/**
 * A puzzle kind's block (`nonogram NAME { }`, `linkpix NAME { }`): read by the kind's own reader
 * (core/language/blocks.ts), kept here by what every block has. `kind` is the kind's keyword.
 */
export interface PuzzleBlock {
  kind: string;
  name: Name;
  /** `keyword NAME`, where the code lens goes. */
  headerRange: Range;
  range: Range;
  /** Text art inside the block (a nonogram's goal), where every character is a cell. */
  arts?: Art[];
}

/** `blocks`: the puzzle kinds' blocks, in source order. */
export interface SyntaxTree { items: Item[]; blocks: PuzzleBlock[] }

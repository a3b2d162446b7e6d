// Hover texts (Markdown): shapes as Unicode block art in a code block, with the engine's numbers. On
// grids of half cells the art is a picture instead (render/shapeImage.ts): ◣◢◤◥ are wider than a
// cell in many fonts, and the shapes would drift away from their numbers.
import { drawArt } from '../grids/art';
import { Grid } from '../grids/grid';
import { Form, PlacedPiece, Tile } from '../language/model';
import { atomCount } from '../grids/shape';
import { withCommas } from '../language/text';
import { needsPicture, shapesPicture } from '../render/shapeImage';
import { PipelineNumbers } from '../tiling/solve';
import { maxOf } from '../arrays';

/** How a form uses a tile, for the tile's hover; `afterPruning` is undefined while counting. */
export interface TileUse { form: string; afterPruning?: number }

/** The hover's art is at most this many characters wide: VS Code's hover shows about 70 before it
 *  scrolls sideways. Narrow shapes go more to a row, so that the hover is less tall (it scrolls too). */
const artWidth = 60;

/** A hover draws at most this many cells: a larger drawing would not fit on a screen anyway. */
const maxDrawnCells = 20000;
const tooLargeToDraw = `(too large to draw here: more than ${maxDrawnCells} cells)`;

/** Pictures side by side under their labels, as many to a row as fit in `artWidth`. */
function sideBySide(pictures: { label: string; lines: string[] }[]): string[] {
  const out: string[] = [];
  const width = (s: string) => [...s].length;
  const widest = maxOf(pictures.map((p) => Math.max(width(p.label), maxOf(p.lines.map(width)))));
  const shapesPerRow = Math.max(1, Math.floor((artWidth + 2) / (widest + 2)));
  for (let i = 0; i < pictures.length; i += shapesPerRow) {
    const row = pictures.slice(i, i + shapesPerRow);
    const widths = row.map((p) => Math.max(width(p.label), maxOf(p.lines.map(width))));
    const height = maxOf(row.map((p) => p.lines.length));
    const line = (texts: string[]) => texts.map((t, k) => t + ' '.repeat(widths[k] - width(t))).join('  ').trimEnd();
    if (out.length > 0) out.push('');
    out.push(line(row.map((p) => p.label)));
    for (let r = 0; r < height; r++) out.push(line(row.map((p) => p.lines[r] ?? '')));
  }
  return out;
}

export function tileHover(tile: Tile, uses: readonly TileUse[]): string {
  const n = tile.shapes.length;
  const parts = [
    `**tile ${tile.name}** · tile set ${tile.set.name} · ${tile.atomCount} atoms · ${n} distinct shape${n === 1 ? '' : 's'}${tile.multiplicity > 1 ? ` · ×${tile.multiplicity}` : ''}`,
    tile.atomCount * n > maxDrawnCells ? tooLargeToDraw
      : needsPicture(tile.set.grid)
        ? `![The ${n} shape${n === 1 ? '' : 's'} of tile ${tile.name}, numbered](${shapesPicture(tile.set.grid, tile.shapes, tile.shapes.map((_, i) => `${i + 1}`))})`
      : '```text\n' + sideBySide(tile.shapes.map((s, i) => ({ label: `${i + 1}`, lines: drawArt(tile.set.grid, s) }))).join('\n') + '\n```',
  ];
  if (uses.length > 0) {
    parts.push('Positions after pruning:\n' + uses.map((u) => `- form ${u.form}: ${u.afterPruning === undefined ? 'counting…' : withCommas(u.afterPruning)}`).join('\n'));
  }
  return parts.join('\n\n');
}

/** A wrapped form is drawn unrolled: say which axes close on themselves, and after how many cells. */
function wrapNote(form: Form): string {
  const axes = form.wrap.map((p, i) => (p > 0 ? `${'xyz'[i]} every ${p}` : '')).filter((s) => s);
  if (axes.length === 0) return '';
  return ` · ${axes.length === 1 ? 'cylinder' : 'torus'}, drawn unrolled: wraps around ${axes.join(' and ')}`;
}

/** The form's hover; `numbers` is undefined while its positions are being counted, 'skipped' past the check budget. */
export function formHover(form: Form, numbers?: PipelineNumbers | 'skipped'): string {
  const atoms = atomCount(form.cells);
  let least = 0, most = 0;
  for (const ft of form.tiles) { least += ft.min * ft.tile.atomCount; most += ft.max * ft.tile.atomCount; }
  const tileAtoms = least === most ? withCommas(least) : `${withCommas(least)} to ${withCommas(most)}`;
  const balanced = atoms >= least && atoms <= most;
  const lines = [
    `**form ${form.name}** · uses ${form.sets.map((s) => s.name).join(', ')} · ${withCommas(atoms)} atoms${wrapNote(form)}`,
    form.cells.length > maxDrawnCells ? tooLargeToDraw
      : needsPicture(form.grid) ? `![Form ${form.name}](${shapesPicture(form.grid, [form.cells], [''])})` : '```text\n' + drawArt(form.grid, form.cells).join('\n') + '\n```',
    `Tile balance: ${form.tiles.length} tiles with ${tileAtoms} atoms for ${withCommas(atoms)} atoms${balanced ? ' ✓' : ' ✗'}`,
  ];
  const ranged = form.tiles.filter((ft) => ft.max > 1 && ft.min < ft.max);
  if (ranged.length > 0) lines.push(`Placed within a range: ${ranged.map((ft) => `${ft.tile.name} ${ft.min} to ${ft.max} times`).join(' · ')}`);
  if (!numbers) lines.push('Positions: counting…');
  else if (numbers === 'skipped') lines.push('Positions: not counted, the form is too large to check while editing');
  else {
    const p = numbers.positions;
    const restricted = numbers.symmetry.restrictedTile ? ` (one position per orbit of tile ${numbers.symmetry.restrictedTile})` : '';
    lines.push(`Symmetry order: ${numbers.symmetry.order}${restricted}`);
    lines.push(`Positions: ${withCommas(p.generated)} generated → ${withCommas(p.afterSymmetry)} after symmetry → ${withCommas(p.afterPruning)} after pruning`);
  }
  return lines.join('\n\n');
}

/** A pre-placed piece's hover: which shape of which tile, the cells it covers, and the shape drawn. */
export function placedHover(form: Form, piece: PlacedPiece): string {
  const { tile, shape } = piece;
  const picture = needsPicture(form.grid) ? `![${tile.name}.${shape}](${shapesPicture(form.grid, [tile.shapes[shape - 1]], [''])})` : '```text\n' + drawArt(form.grid, tile.shapes[shape - 1]).join('\n') + '\n```';
  return [
    `**${tile.name}.${shape}@${piece.anchor.join('.')}** · placed in advance in form ${form.name}: tile ${tile.name}, shape ${shape} of ${tile.shapes.length}, first cell at ${piece.anchor.join('.')}`,
    picture,
    `Covers cell${piece.cells.length === 1 ? '' : 's'} ${piece.cells.map((c) => c.c.join('.')).join(', ')}; a solution of the form completes the pieces placed in advance.`,
  ].join('\n\n');
}

export function gridHover(grid: Grid): string {
  const kinds = grid.kinds.map((k) => `${k.name} (${k.atoms.length} atom${k.atoms.length === 1 ? '' : 's'})`).join(', ');
  return `**grid ${grid.name}**: ${grid.dims}-dimensional, cells: ${kinds}; ${grid.transforms.length} orientations (${grid.rotations.length} rotations)`;
}

const keywordLines: Record<string, string> = {
  use: '`use NAME`: imports a standard tile set (or, inside a tile set, includes the tiles of another set).',
  grid: '`grid NAME { ... }`: defines a lattice: cell kinds, atoms, glyphs, transforms and adjacency.',
  tileset: '`tileset NAME on GRID { ... }`: a set of named tiles on one grid, with rules for their transforms.',
  form: '`form NAME uses SET { ... }`: the region to fill, drawn as text art, with its options.',
  linkpix: '`linkpix NAME { ... }`: a Link-a-Pix puzzle: rows of clues (`.` empty), an optional `palette` and `goal`.',
  on: '`on GRID`: the grid the tile set is drawn on.',
  uses: '`uses SET, ...`: the tile sets whose tiles fill this form.',
  tile: '`tile NAME [xN] [transforms RULE] { art }`: a named piece; several art blocks list one-sided shapes.',
  transforms: '`transforms all | rotations | none | rotate180`: which images of a tile count as its shapes.',
  tiles: '`tiles A B x2 C 1..3 ...`: the form uses only these tiles: once, `x N` exactly N times, `MIN..MAX` between MIN and MAX times.',
  optional: '`optional A B ...`: these tiles may stay unused.',
  any: '`any`: each tile at most once; the cover must still be complete.',
  symmetry: '`symmetry on | off | tile NAME`: count solutions up to the form\'s symmetry (on by default), keeping one position per orbit of the given tile.',
  limit: '`limit N`: stop after N solutions.',
  wrap: '`wrap x` or `wrap x y`: the form wraps around (cylinder, torus).',
  place: '`place F.2@3.1 ...`: pieces placed in advance, as positions (tile, shape, first cell); a solution completes them.',
  layer: '`layer`: starts the next layer of a 3-dimensional art.',
  all: '`all`: rotations and mirror images.',
  rotations: '`rotations`: rotations only (a one-sided tile).',
  none: '`none`: only the shape as drawn.',
  rotate180: '`rotate180`: the shape as drawn and turned by half a turn.',
  dimensions: '`dimensions 2 | 3`: how many coordinates a cell has.',
  cell: '`cell KIND: ATOM ...`: a kind of cell and the atoms it holds.',
  glyph: '`glyph "c" ... = ATOMS | empty`: a character of the text art and the atoms it draws.',
  rotation: '`rotation NAME { (x, y) -> (...) }`: a rotation of the grid, as a map of cells and atoms.',
  mirror: '`mirror NAME { (x, y) -> (...) }`: a mirror image of the grid, as a map of cells and atoms.',
  touch: '`touch A B, A -> (x + 1, y) B`: which atoms are neighbours (for connectivity).',
  colour: '`colour EXPR`: the chessboard colour of a cell (its parity), for the parity check.',
  art: '`art [KIND] (x, y) at (...)`: where a cell sits in the text art.',
  draw: '`draw [KIND] (x, y) at (...)`: where a cell sits in drawings.',
  polygon: '`polygon ATOM (x, y) ...`: the outline of an atom in drawings.',
  nonogram: '`nonogram NAME { rows { } columns { } }`: a paint-by-number puzzle; one clue per line.',
  rows: '`rows { ... }`: the row clues, one per line, top to bottom; `0` for an empty row.',
  columns: '`columns { ... }`: the column clues, one per line, left to right; `0` for an empty column.',
  goal: '`goal { ... }`: the intended picture as art (`#` painted, `.` blank, palette letters), checked against the clues.',
  palette: '`palette { r = #ff0000 }`: the colours of a colour nonogram, one letter each; clues then read `3r`.',
};

/** One line that explains a keyword, or undefined. */
export function keywordHover(word: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(keywordLines, word) ? keywordLines[word] : undefined;
}


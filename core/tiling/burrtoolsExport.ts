// Forms as a BurrTools puzzle (the XML of an .xmpuzzle, before gzip): the tiles of the forms' tile sets
// and each form's cells become shapes, and each form a problem with its piece counts and ranges.
// Plane forms become one layer: squares are cubes, triangles are triangular prisms.
import { maxOf, minOf } from '../arrays';
import { Affine, applyAffine } from '../grids/grid';
import { Cell, distinctShapes, shapeKey } from '../grids/shape';
import { Form, Tile } from '../language/model';
import { Range } from '../language/text';
import { MAX_VOXELS } from './burrtools';

export class BurrToolsExportError extends Error {
  constructor(message: string, readonly range: Range) { super(message); }
}

/** The standard grids BurrTools has, with its grid type; a plane grid is written as one layer. */
const GRIDS = new Map([
  ['cube', { type: 0, plane: false }], ['square', { type: 0, plane: true }],
  ['prism', { type: 1, plane: false }], ['triangle', { type: 1, plane: true }],
]);

/** The XML of a BurrTools puzzle holding these forms (one problem each), or a BurrToolsExportError at what it cannot hold. */
export function formsToBurrTools(forms: readonly Form[]): string {
  const first = forms[0];
  for (const form of forms) {
    const grid = GRIDS.get(form.grid.name);
    if (!grid || form.grid.source !== `stdlib:${form.grid.name}`) {
      throw new BurrToolsExportError(`form ${form.name} is on the ${form.grid.name} grid: BurrTools files hold the cube and prism grids, and square and triangle forms as one layer of them`, form.nameRange);
    }
    if (grid.type !== GRIDS.get(first.grid.name)?.type) {
      throw new BurrToolsExportError(`form ${form.name} is on the ${form.grid.name} grid and form ${first.name} on the ${first.grid.name} grid: a BurrTools file has one grid`, form.nameRange);
    }
    const option = (k: string) => form.decl.options.find((o) => o.kind === k)?.range ?? form.nameRange;
    if (form.wrap.some((period) => period > 0)) throw new BurrToolsExportError(`form ${form.name} wraps round: BurrTools has no wrap-around`, option('wrap'));
    if (form.placed.length > 0) throw new BurrToolsExportError(`form ${form.name} has pre-placed pieces: BurrTools has none`, option('place'));
    for (const { tile } of form.tiles) checkTurns(tile, form, grid.plane);
  }

  // Every form's grid was checked above.
  const type = GRIDS.get(first.grid.name)!.type;
  const tiles = [...new Set(forms.flatMap((f) => f.sets.flatMap((s) => s.tiles)))];
  const id = new Map(tiles.map((t, i) => [t, i]));
  const shapes = [...tiles.map((t) => voxels(t.shapes[0], t.set.grid.artMaps, type, t.name, t.nameRange)),
    ...forms.map((f) => voxels(f.cells, f.grid.artMaps, type, f.name, f.nameRange))];
  const problems = forms.map((form, k) => {
    const pieces = form.tiles.map(({ tile, min, max }) => `<shape id="${id.get(tile)}" ${min === max ? `count="${max}"` : `min="${min}" max="${max}"`}/>`);
    return `<problem name="${escape(form.name)}" state="0"><shapes>${pieces.join('')}</shapes><result id="${tiles.length + k}"/><bitmap/></problem>`;
  });
  return ['<?xml version="1.0"?>', `<puzzle version="2"><gridType type="${type}"/><colors/><shapes>`, ...shapes,
    '</shapes><problems>', ...problems, '</problems><comment/></puzzle>', ''].join('\n');
}

/** BurrTools turns every piece in space, never mirrors it: a tile must have exactly those shapes
 *  (on a plane grid a piece turned over is the mirror image). */
function checkTurns(tile: Tile, form: Form, plane: boolean): void {
  const grid = tile.set.grid;
  const turned = distinctShapes(grid, tile.shapes[0], plane ? grid.transforms.map((_, i) => i) : grid.rotations).map(shapeKey);
  const own = new Set(tile.shapes.map(shapeKey));
  if (turned.length === own.size && turned.every((k) => own.has(k))) return;
  const what = plane ? 'a one-layer piece can be turned over (which mirrors it): it has no one-sided pieces' : 'pieces turn in space and are never mirrored';
  throw new BurrToolsExportError(`tile ${tile.name} has ${own.size} shapes here and ${turned.length} in BurrTools, where ${what}`,
    tile.set.source === '' ? tile.nameRange : form.nameRange);
}

/** A shape as BurrTools' voxel string: the cells' art positions (column, row, layer) in their box, x fastest. */
function voxels(cells: readonly Cell[], artMaps: readonly Affine[], type: number, name: string, range: Range): string {
  const at = cells.map((cell) => { const p = applyAffine(artMaps[cell.kind], cell.c).map(Math.round); return [p[0], p[1], p[2] ?? 0]; });
  const low = [0, 1, 2].map((i) => minOf(at.map((p) => p[i])));
  const high = [0, 1, 2].map((i) => maxOf(at.map((p) => p[i])));
  // On prisms a triangle points up where x + y is even: the box may only move by an even x + y.
  if (type === 1 && (low[0] + low[1]) % 2 !== 0) low[0]--;
  const [sx, sy, sz] = [0, 1, 2].map((i) => high[i] - low[i] + 1);
  if (sx * sy * sz > MAX_VOXELS) throw new BurrToolsExportError(`${name} spans ${sx}×${sy}×${sz} voxels, more than the ${MAX_VOXELS} a shape may have`, range);
  const space = new Array<string>(sx * sy * sz).fill('_');
  for (const [x, y, z] of at) space[((z - low[2]) * sy + (y - low[1])) * sx + (x - low[0])] = '#';
  return `<voxel x="${sx}" y="${sy}" z="${sz}" name="${escape(name)}" type="0">${space.join('')}</voxel>`;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

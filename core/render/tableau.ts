// The drawing data of a form for the solution panel and SVG export: every atom as a polygon in the
// plane (the grid's `drawMaps` place each cell, its `polygons` give the atoms inside it), y flipped so
// the first row is at the bottom as in the art, and every position's outline and label points.
// A 3-D form is drawn as its horizontal layers side by side, bottom layer on the left, so every cube
// can be seen; `solid` keeps what the isometric view (render/isometric.ts) needs.
import { applyAffine } from '../grids/grid';
import { cellKey } from '../grids/shape';
import { TableauGeometry } from '../protocol';
import { PreparedForm } from '../tiling/solve';
import { maxOf, minOf } from '../arrays';

type Point = [number, number];

/** Used for a cell kind whose grid declares no polygon for an atom: the whole cell as a unit square. */
const unitSquare: Point[] = [[0, 0], [1, 0], [1, 1], [0, 1]];
/** Room between two layers of a 3-D form drawn side by side, in cells. */
const layerGap = 0.8;
/** How far below the form a layer's caption sits. */
const captionDrop = 0.55;

export function tableauGeometry(p: PreparedForm): TableauGeometry {
  const { form, atoms, positions } = p;
  const grid = form.grid;
  const solid = grid.dims === 3;
  const layerOf = (c: readonly number[]) => (solid ? c[2] : 0);
  const minLayer = minOf(atoms.cells.map((cell) => layerOf(cell.c)));
  /** Atom a's polygon in its layer's plane (y up, not yet flipped), its cell moved by `shift`. */
  const planePolygonOf = (a: number, shift?: readonly number[]): Point[] => {
    const cell = atoms.cells[atoms.cellOf[a]];
    const c = shift ? cell.c.map((v, i) => v + shift[i]) : [...cell.c];
    // A layer is drawn flat: the drawing map sees it at height 0, the layers are then set side by side.
    if (solid) c[2] = 0;
    const origin = applyAffine(grid.drawMaps[cell.kind], c);
    const local = grid.polygons[cell.kind]?.[atoms.atomOf[a]];
    return (local && local.length >= 3 ? local : unitSquare).map(([x, y]): Point => [round(origin[0] + x), round(origin[1] + y)]);
  };
  const plane: Point[][] = [];
  for (let a = 0; a < atoms.count; a++) plane.push(planePolygonOf(a));
  const planeXs = plane.flat().map((q) => q[0]);
  const layerWidth = planeXs.length ? maxOf(planeXs) - minOf(planeXs) : 0;
  const layerStep = round(layerWidth + layerGap);
  /** Atom a's polygon in the drawing: its layer's place along the strip, y flipped, counter-clockwise. */
  const polygonOf = (a: number, shift?: readonly number[]): Point[] => {
    const cell = atoms.cells[atoms.cellOf[a]];
    const dx = solid ? (layerOf(cell.c) + (shift?.[2] ?? 0) - minLayer) * layerStep : 0;
    const points = (shift ? planePolygonOf(a, shift) : plane[a]).map(([x, y]): Point => [round(x + dx), round(-y)]);
    // One orientation for every atom, so an edge two atoms share runs in opposite directions.
    if (signedArea(points) < 0) points.reverse();
    return points;
  };
  const polygons: Point[][] = [];
  for (let a = 0; a < atoms.count; a++) polygons.push(polygonOf(a));
  const xs = polygons.flat().map((q) => q[0]);
  const ys = polygons.flat().map((q) => q[1]);
  const minX = xs.length ? minOf(xs) : 0;
  const minY = ys.length ? minOf(ys) : 0;
  const maxY = ys.length ? maxOf(ys) : 0;
  const layerCount = solid && atoms.count ? maxOf(atoms.cells.map((cell) => layerOf(cell.c))) - minLayer + 1 : 1;
  const captions: TableauGeometry['captions'] = solid
    ? Array.from({ length: layerCount }, (_, i) => ({ text: `layer ${i + 1}`, at: [round(minX + i * layerStep + layerWidth / 2), round(maxY + captionDrop)] as Point }))
    : [];
  const bottom = captions.length ? maxY + captionDrop + 0.35 : maxY;
  const viewBox: TableauGeometry['viewBox'] = xs.length ? [minX, minY, round(maxOf(xs) - minX), round(bottom - minY)] : [0, 0, 0, 0];
  const placed = new Set(p.placed);
  const geometry: TableauGeometry = {
    viewBox,
    atoms: polygons.map((poly) => pathOf([poly])),
    tiles: form.tiles.map((ft) => ft.tile.name),
    positions: positions.map((pos, i) => {
      const own = Array.from(pos.atoms, (a) => polygons[a]);
      // One label per connected part (each layer of a solid piece, each side of a seam it crosses),
      // and within a part one per group of its largest atoms (each knob of a tower's core piece).
      const links = junctionLinks(p, Array.from(pos.atoms));
      const labels = connectedParts(own, links).flatMap((part) => labelPoints(own, part, links));
      const drawn: TableauGeometry['positions'][number] = { tile: pos.tile, name: pos.name, atoms: Array.from(pos.atoms), outline: pathOf(outlineLoops(own)), labels };
      if (placed.has(i)) drawn.placed = true;
      return drawn;
    }),
    marks: seamMarks(form.wrap, atoms.count, polygons, polygonOf),
    captions,
    legend: legendOf(p),
  };
  if (solid) {
    geometry.solid = {
      layer: Array.from({ length: atoms.count }, (_, a) => layerOf(atoms.cells[atoms.cellOf[a]].c) - minLayer),
      base: plane.map((poly) => poly.map(([x, y]): Point => [x, y])),
    };
  }
  return geometry;
}

/**
 * What a reader needs beside the drawing: the atoms of a cell when a cell has parts of different
 * sizes (the shell and core layers of a tower), the seam of a wrapped form, the order of the layers.
 */
function legendOf(p: PreparedForm): TableauGeometry['legend'] {
  const { form } = p;
  const grid = form.grid;
  const legend: TableauGeometry['legend'] = [];
  const kinds = new Set(p.atoms.cells.map((c) => c.kind));
  for (const kind of kinds) {
    const parts = grid.polygons[kind] ?? [];
    const names = grid.kinds[kind].atoms;
    if (names.length < 2 || parts.length !== names.length || parts.some((q) => !q || q.length < 3)) continue;
    const areas = parts.map((q) => Math.abs(signedArea(q as Point[])));
    if (areas.every((a) => Math.abs(a - areas[0]) < 1e-9)) continue;
    legend.push({
      text: `A ${grid.kinds[kind].name} cell is drawn as its atoms ${names.join(' and ')}, as the grid places them.`,
      atoms: parts.map((q, i) => {
        const poly = (q as Point[]).map(([x, y]): Point => [round(x), round(-y)]);
        if (signedArea(poly) < 0) poly.reverse();
        return { name: names[i], path: pathOf([poly]), label: labelPoint([poly]) };
      }),
    });
  }
  const wrapped = form.wrap.map((period, axis) => (period ? 'xyz'[axis] : '')).filter(Boolean);
  if (wrapped.length) {
    legend.push({ text: `The form wraps around along ${wrapped.join(' and ')}: it is drawn cut open at the seam (the dashed line), where a piece crossing it shows as two parts, both labelled.`, seam: true });
  }
  if (form.grid.dims === 3) legend.push({ text: 'Layers from the bottom (layer 1, left) to the top; each piece keeps its colour and label in every layer.' });
  return legend;
}

/** The atoms of a position (indices into `polygons`) grouped into parts that touch along an edge or are linked. */
function connectedParts(polygons: Point[][], links: readonly Link[] = []): number[][] {
  const parent = polygons.map((_, i) => i);
  const find = (i: number): number => { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i; };
  const key = (q: Point) => `${q[0]},${q[1]}`;
  const edgeOwner = new Map<string, number>();
  polygons.forEach((poly, i) => poly.forEach((q, k) => {
    const r = poly[(k + 1) % poly.length];
    const ka = key(q), kb = key(r);
    const edge = ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`;
    const other = edgeOwner.get(edge);
    if (other === undefined) edgeOwner.set(edge, i);
    else parent[find(i)] = find(other);
  }));
  for (const [i, j] of links) parent[find(i)] = find(j);
  const groups = new Map<number, number[]>();
  polygons.forEach((_, i) => { const r = find(i); const g = groups.get(r); if (g) g.push(i); else groups.set(r, [i]); });
  return [...groups.values()];
}

/** Two atoms of one position (indices into its atoms) that belong to one part though their polygons share no edge. */
type Link = readonly [number, number];

/**
 * On edge grids a piece's segments are drawn as bars that stop short of the points where they meet, so
 * no two share an edge: the grid's junctions say which meet, and a piece is one part (one label), not
 * one per segment. A piece crossing a wrapped form's seam is not joined across it.
 */
function junctionLinks(p: PreparedForm, own: number[]): Link[] {
  const { grid } = p.form;
  if (grid.junctions.length === 0) return [];
  const { atoms } = p;
  const byCell = new Map<string, number[]>();
  own.forEach((a, k) => {
    const cell = atoms.cells[atoms.cellOf[a]];
    const key = cellKey(cell.kind, cell.c);
    const list = byCell.get(key);
    if (list) list.push(k); else byCell.set(key, [k]);
  });
  const links: Link[] = [];
  own.forEach((a, k) => {
    const cell = atoms.cells[atoms.cellOf[a]];
    for (const junction of grid.junctions) {
      for (const end of junction.ends) {
        if (end.kind !== cell.kind) continue;
        const point = cell.c.map((v, i) => v - end.delta[i]);
        for (const other of junction.ends) {
          for (const m of byCell.get(cellKey(other.kind, point.map((v, i) => v + other.delta[i]))) ?? []) if (m !== k) links.push([k, m]);
        }
      }
    }
  });
  return links;
}

/**
 * The seams of a wrapped form drawn unrolled, as open paths: the edges where an atom meets the copy of
 * the form one period further along a wrapped axis, i.e. where the drawing was cut open.
 */
function seamMarks(periods: number[], atomCount: number, polygons: Point[][], polygonOf: (a: number, shift: number[]) => Point[]): string {
  const key = (q: Point) => `${q[0]},${q[1]}`;
  const undirected = (a: Point, b: Point) => { const ka = key(a), kb = key(b); return ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`; };
  const beyond = new Set<string>();
  periods.forEach((p, axis) => {
    if (p === 0) return;
    for (const sign of [-1, 1]) {
      const shift = periods.map((_, i) => (i === axis ? sign * p : 0));
      for (let a = 0; a < atomCount; a++) {
        const poly = polygonOf(a, shift);
        poly.forEach((q, i) => beyond.add(undirected(q, poly[(i + 1) % poly.length])));
      }
    }
  });
  const edges: [Point, Point][] = [];
  for (const poly of polygons) poly.forEach((q, i) => { const r = poly[(i + 1) % poly.length]; if (beyond.has(undirected(q, r))) edges.push([q, r]); });
  return pathOfLines(chainEdges(edges));
}

/** Joins edges that meet end to end into polylines (either direction), dropping points where a line goes straight on. */
function chainEdges(edges: [Point, Point][]): Point[][] {
  const key = (q: Point) => `${q[0]},${q[1]}`;
  const at = new Map<string, number[]>();
  edges.forEach(([a, b], i) => { for (const q of [a, b]) { const list = at.get(key(q)); if (list) list.push(i); else at.set(key(q), [i]); } });
  const used = new Array(edges.length).fill(false);
  const lines: Point[][] = [];
  const extend = (line: Point[]) => {
    for (;;) {
      const end = line[line.length - 1];
      const next = (at.get(key(end)) ?? []).find((i) => !used[i]);
      if (next === undefined) return;
      used[next] = true;
      const [a, b] = edges[next];
      line.push(key(a) === key(end) ? b : a);
    }
  };
  // From any edge not yet used, grow the line at both ends.
  for (let start = 0; start < edges.length; start++) {
    if (used[start]) continue;
    used[start] = true;
    const line = [...edges[start]];
    extend(line);
    line.reverse();
    extend(line);
    // Each line from its top (then left) end, so a drawing reads alike every time.
    const [first, last] = [line[0], line[line.length - 1]];
    if (last[1] < first[1] || (last[1] === first[1] && last[0] < first[0])) line.reverse();
    lines.push(line.filter((q, i) => i === 0 || i === line.length - 1 || !straight(line[i - 1], q, line[i + 1])));
  }
  return lines;
}

function straight(a: Point, q: Point, b: Point): boolean {
  const cross = (q[0] - a[0]) * (b[1] - q[1]) - (q[1] - a[1]) * (b[0] - q[0]);
  const dot = (q[0] - a[0]) * (b[0] - q[0]) + (q[1] - a[1]) * (b[1] - q[1]);
  return Math.abs(cross) < 1e-9 && dot > 0;
}

/** SVG path data of open polylines. */
function pathOfLines(lines: Point[][]): string {
  return lines.map((line) => line.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(q[0])} ${num(q[1])}`).join('')).join('');
}

/** The boundary of a set of atoms: their polygon edges not shared by two of them, chained into closed loops. */
export function outlineLoops(polygons: Point[][]): Point[][] {
  const key = (q: Point) => `${q[0]},${q[1]}`;
  const undirected = (a: Point, b: Point) => { const ka = key(a), kb = key(b); return ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`; };
  const count = new Map<string, number>();
  const edges: [Point, Point][] = [];
  for (const poly of polygons) {
    poly.forEach((a, i) => {
      const b = poly[(i + 1) % poly.length];
      edges.push([a, b]);
      const k = undirected(a, b);
      count.set(k, (count.get(k) ?? 0) + 1);
    });
  }
  const boundary = edges.filter(([a, b]) => count.get(undirected(a, b)) === 1);
  const from = new Map<string, number[]>();
  boundary.forEach(([a], i) => { const list = from.get(key(a)); if (list) list.push(i); else from.set(key(a), [i]); });
  const used = new Array(boundary.length).fill(false);
  const loops: Point[][] = [];
  for (let start = 0; start < boundary.length; start++) {
    if (used[start]) continue;
    const loop: Point[] = [];
    let e = start;
    while (e >= 0) {
      used[e] = true;
      loop.push(boundary[e][0]);
      const next = from.get(key(boundary[e][1]))?.find((i) => !used[i]);
      e = next ?? -1;
    }
    loops.push(fromTopLeft(dropStraightCorners(loop)));
  }
  return loops;
}

/** Removes the points where a loop goes straight on (two atoms' edges in one line). */
function dropStraightCorners(loop: Point[]): Point[] {
  if (loop.length <= 3) return loop;
  return loop.filter((q, i) => {
    const a = loop[(i + loop.length - 1) % loop.length];
    const b = loop[(i + 1) % loop.length];
    const cross = (q[0] - a[0]) * (b[1] - q[1]) - (q[1] - a[1]) * (b[0] - q[0]);
    const dot = (q[0] - a[0]) * (b[0] - q[0]) + (q[1] - a[1]) * (b[1] - q[1]);
    return Math.abs(cross) > 1e-9 || dot <= 0;
  });
}

/** The same loop starting at its top-left corner (smallest y, then x), so outlines read alike. */
function fromTopLeft(loop: Point[]): Point[] {
  let k = 0;
  loop.forEach((q, i) => { if (q[1] < loop[k][1] || (q[1] === loop[k][1] && q[0] < loop[k][0])) k = i; });
  return [...loop.slice(k), ...loop.slice(0, k)];
}

/**
 * Where a part of a position is named: once on each group of its largest atoms that touch each other,
 * since only those have room for a name. A part of equal atoms (a pentomino) is one group; a tower's
 * core piece is a thin ring with a knob cell above it, or two apart, each knob a group of its own.
 */
function labelPoints(polygons: Point[][], part: number[], links: readonly Link[]): [number, number][] {
  const areas = part.map((i) => Math.abs(signedArea(polygons[i])));
  const largest = maxOf(areas);
  const kept = part.filter((_, k) => areas[k] >= largest * 0.99);
  const at = new Map(kept.map((i, k) => [i, k]));
  const keptLinks = links.filter(([i, j]) => at.has(i) && at.has(j)).map(([i, j]): Link => [at.get(i)!, at.get(j)!]);
  const keptPolygons = kept.map((i) => polygons[i]);
  // A piece of bars (edge grids) is named at its centroid, in the open between them, not on one bar.
  return connectedParts(keptPolygons, keptLinks).map((group) => labelPoint(group.map((k) => keptPolygons[k]), links.length > 0));
}

/**
 * The point of a group of equal atoms where its name goes: their area centroid when it lies on one of
 * them (or `open` allows it anywhere), otherwise (an L, a ring) the centre of the atom nearest to it.
 */
function labelPoint(polygons: Point[][], open = false): [number, number] {
  let area = 0, cx = 0, cy = 0;
  polygons.forEach((poly) => {
    const a = Math.abs(signedArea(poly));
    const c = centroid(poly);
    area += a; cx += c[0] * a; cy += c[1] * a;
  });
  if (area === 0) return [0, 0];
  const mid: Point = [cx / area, cy / area];
  if (open || polygons.some((poly) => contains(poly, mid))) return [round(mid[0]), round(mid[1])];
  const dist = (c: Point) => (c[0] - mid[0]) ** 2 + (c[1] - mid[1]) ** 2;
  const nearest = polygons.map(centroid).reduce((best, c) => (dist(c) < dist(best) ? c : best));
  return [round(nearest[0]), round(nearest[1])];
}

function signedArea(poly: Point[]): number {
  let s = 0;
  poly.forEach((a, i) => { const b = poly[(i + 1) % poly.length]; s += a[0] * b[1] - b[0] * a[1]; });
  return s / 2;
}

function centroid(poly: Point[]): Point {
  const a = signedArea(poly);
  if (a === 0) return [poly.reduce((s, q) => s + q[0], 0) / poly.length, poly.reduce((s, q) => s + q[1], 0) / poly.length];
  let x = 0, y = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const f = p[0] * q[1] - q[0] * p[1];
    x += (p[0] + q[0]) * f; y += (p[1] + q[1]) * f;
  });
  return [x / (6 * a), y / (6 * a)];
}

/** Whether a point lies inside a polygon or on its border. */
function contains(poly: Point[], q: Point): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    const cross = (xj - xi) * (q[1] - yi) - (yj - yi) * (q[0] - xi);
    const onEdge = Math.abs(cross) < 1e-9 && q[0] >= Math.min(xi, xj) - 1e-9 && q[0] <= Math.max(xi, xj) + 1e-9 && q[1] >= Math.min(yi, yj) - 1e-9 && q[1] <= Math.max(yi, yj) + 1e-9;
    if (onEdge) return true;
    if ((yi > q[1]) !== (yj > q[1]) && q[0] < ((xj - xi) * (q[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** SVG path data: one closed subpath per loop, numbers as short as they can be. */
export function pathOf(loops: Point[][]): string {
  return loops.map((loop) => loop.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(q[0])} ${num(q[1])}`).join('') + 'Z').join('');
}

/** Rounds away float noise (drawing maps and polygons may hold fractions like 0.866), and -0. */
function round(v: number): number {
  const r = Math.round(v * 1e6) / 1e6;
  return r === 0 ? 0 : r;
}

function num(v: number): string { return String(round(v)); }

// The second view of a 3-D tableau: an isometric drawing with the layers lifted apart, so the top of
// every layer shows whole while the picture still reads as the solid. Each atom is its layer polygon
// extruded one unit up; faces towards the viewer are shaded by the way they face.
import { maxOf, minOf } from '../arrays';
import { TableauGeometry } from '../protocol';
import { escapeXml, labelSize, TableauColours, lightColours, tileColour } from './svg';

type Point = [number, number];

const cos30 = Math.sqrt(3) / 2;
/** Extra room between two lifted layers, in cube heights. */
const liftGap = 0.6;

/** A point of the layer plane (y up) at height h, on the page (y down). */
function project([x, y]: Point, h: number): Point {
  return [round((x - y) * cos30), round(-((x + y) / 2 + h))];
}

export interface IsometricDrawing { viewBox: string; elements: string }

/** The isometric view of a solution of a 3-D form, or undefined for a flat one. */
export function isometricTableau(g: TableauGeometry, solution: readonly number[], colours: TableauColours = lightColours): IsometricDrawing | undefined {
  const solid = g.solid;
  if (!solid) return undefined;
  const tileOf = new Map<number, number>();
  const positionOf = new Map<number, number>();
  for (const i of solution) {
    const p = g.positions[i];
    if (!p) continue;
    for (const a of p.atoms) { tileOf.set(a, p.tile); positionOf.set(a, i); }
  }
  // A layer is lifted above the one below by its own depth on the page, so nothing of it is hidden.
  const depth = (poly: Point[]) => poly.map(([x, y]) => (x + y) / 2);
  const allDepths = solid.base.flatMap(depth);
  const span = allDepths.length ? maxOf(allDepths) - minOf(allDepths) : 0;
  const lift = 1 + span + liftGap;
  const layers = Math.max(0, maxOf(solid.layer)) + 1;
  const key = (q: Point) => `${q[0]},${q[1]}`;
  const parts: string[] = [];
  const labels: string[] = [];
  const points: Point[] = [];
  const poly = (pts: Point[]) => pts.map((q, i) => `${i ? 'L' : 'M'}${q[0]} ${q[1]}`).join('') + 'Z';
  for (let layer = 0; layer < layers; layer++) {
    const atoms = solid.layer.map((l, a) => (l === layer ? a : -1)).filter((a) => a >= 0);
    const h = layer * lift;
    // Edges shared by two atoms of the layer are inside it: no side face there.
    const edgeCount = new Map<string, number>();
    const edgeKey = (a: Point, b: Point) => { const ka = key(a), kb = key(b); return ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`; };
    for (const a of atoms) solid.base[a].forEach((q, i, ps) => { const k = edgeKey(q, ps[(i + 1) % ps.length]); edgeCount.set(k, (edgeCount.get(k) ?? 0) + 1); });
    // Far atoms first (painter's order): the viewer looks along +x +y.
    const order = [...atoms].sort((a, b) => mean(depth(solid.base[b])) - mean(depth(solid.base[a])));
    const sides: string[] = [];
    const tops: string[] = [];
    const outline: string[] = [];
    for (const a of order) {
      const base = ccw(solid.base[a]);
      const tile = tileOf.get(a);
      const fill = tile === undefined ? 'none' : tileColour(tile);
      base.forEach((q, i) => {
        const r = base[(i + 1) % base.length];
        if (edgeCount.get(edgeKey(q, r)) !== 1) return;
        // Outward normal of a counter-clockwise edge: (dy, -dx). Seen when it points towards -x or -y.
        const nx = r[1] - q[1], ny = -(r[0] - q[0]);
        if (nx + ny >= -1e-9) return;
        const shade = nx < ny ? 0.78 : 0.62;
        const face = [project(q, h), project(r, h), project(r, h + 1), project(q, h + 1)];
        points.push(...face);
        sides.push(`<path d="${poly(face)}" fill="${tile === undefined ? 'none' : darker(fill, shade)}" stroke="${colours.line}" stroke-width="0.03" stroke-linejoin="round"/>`);
      });
      const top = base.map((q) => project(q, h + 1));
      points.push(...top);
      tops.push(`<path d="${poly(top)}" fill="${fill}" stroke="${colours.grid}" stroke-opacity="0.3" stroke-width="0.015"/>`);
      // Edges of the top face where the piece changes: the piece's outline on this layer.
      base.forEach((q, i) => {
        const r = base[(i + 1) % base.length];
        const other = atoms.find((b) => b !== a && hasEdge(solid.base[b], r, q));
        if (other !== undefined && positionOf.get(other) === positionOf.get(a)) return;
        const [p1, p2] = [project(q, h + 1), project(r, h + 1)];
        outline.push(`M${p1[0]} ${p1[1]}L${p2[0]} ${p2[1]}`);
      });
    }
    parts.push(`<g class="iso-layer">${sides.join('')}${tops.join('')}<path class="iso-outline" d="${outline.join('')}" fill="none" stroke="${colours.line}" stroke-width="0.06" stroke-linecap="round"/></g>`);
    // One label per piece on this layer, on the top face of its atom nearest the piece's middle.
    const byPosition = new Map<number, number[]>();
    for (const a of atoms) { const i = positionOf.get(a); if (i !== undefined) { const list = byPosition.get(i); if (list) list.push(a); else byPosition.set(i, [a]); } }
    for (const [i, own] of byPosition) {
      const centres = own.map((a) => centre(solid.base[a]));
      const mid: Point = [mean(centres.map((c) => c[0])), mean(centres.map((c) => c[1]))];
      const nearest = centres.reduce((best, c) => (dist(c, mid) < dist(best, mid) ? c : best));
      const at = project(nearest, h + 1);
      labels.push(`<text x="${at[0]}" y="${at[1]}">${escapeXml(g.tiles[g.positions[i].tile] ?? '?')}</text>`);
    }
  }
  if (points.length === 0) return undefined;
  const xs = points.map((q) => q[0]), ys = points.map((q) => q[1]);
  const m = 0.2;
  const viewBox = [minOf(xs) - m, minOf(ys) - m, maxOf(xs) - minOf(xs) + 2 * m, maxOf(ys) - minOf(ys) + 2 * m].map(round).join(' ');
  const size = Math.min(labelSize(g), 0.45);
  const text = `<g class="labels" font-family="sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="central" fill="${colours.text}" stroke="${colours.halo}" stroke-width="0.08" stroke-linejoin="round" paint-order="stroke">${labels.join('')}</g>`;
  return { viewBox, elements: parts.join('') + text };
}

/** A #rrggbb colour with each channel times `factor`. */
function darker(hex: string, factor: number): string {
  return '#' + [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor).toString(16).padStart(2, '0')).join('');
}

function hasEdge(poly: Point[], a: Point, b: Point): boolean {
  return poly.some((q, i) => { const r = poly[(i + 1) % poly.length]; return same(q, a) && same(r, b) || same(q, b) && same(r, a); });
}

function same(a: Point, b: Point): boolean { return Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9; }

function ccw(poly: Point[]): Point[] {
  let s = 0;
  poly.forEach((a, i) => { const b = poly[(i + 1) % poly.length]; s += a[0] * b[1] - b[0] * a[1]; });
  return s < 0 ? [...poly].reverse() : poly;
}

function centre(poly: Point[]): Point { return [mean(poly.map((q) => q[0])), mean(poly.map((q) => q[1]))]; }
function mean(values: number[]): number { return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length); }
function dist(a: Point, b: Point): number { return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2; }
function round(v: number): number { const r = Math.round(v * 1e4) / 1e4; return r === 0 ? 0 : r; }

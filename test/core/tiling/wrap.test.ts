// Wrap-around forms (`wrap x` cylinders, `wrap x y` tori) and the Logiq Tower (the Logiq Tower notebook, docs/engine.md). Counts are
// checked against a small direct solver written here, which shares no code with the engine: it places
// the pieces with its own coordinates and counts orbits by drawing every image of every solution.
import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { documentDiagnostics } from '../../../core/document';
import { formHover } from '../../../core/editor/hover';
import { standardLibrary } from '../../../core/language/library';
import { Form, Model } from '../../../core/language/model';
import { tableauGeometry } from '../../../core/render/tableau';
import { prepareForm } from '../../../core/tiling/solve';
import { countBothWays } from './countBothWays';

function model(text: string): Model {
  const m = buildModel(text, standardLibrary);
  assert.deepStrictEqual(m.diagnostics.map((d) => d.message), []);
  return m;
}

const rect = (w: number, h: number) => Array.from({ length: h }, () => '#'.repeat(w));

function formOf(set: string, options: string[], art: string[]): Form {
  return model(`use ${set}\nform F uses ${set} {\n${[...options, ...art].map((l) => '  ' + l).join('\n')}\n}\n`).forms[0];
}

function count(form: Form, symmetry?: boolean): { unique: bigint; total: bigint } {
  return countBothWays(prepareForm(form, { symmetry }));
}

// ---- the direct solver ----

type Point = [number, number];
/** A piece: its name and every placement as a list of board unit names. */
interface Piece { name: string; placements: string[][] }

/** Every solution as a map from unit to piece name; each piece at most once (or exactly once when `all`). */
function directSolutions(units: string[], pieces: Piece[], all: boolean): Map<string, string>[] {
  const used = new Set<string>();
  const owner = new Map<string, string>();
  const out: Map<string, string>[] = [];
  const step = () => {
    const free = units.find((u) => !owner.has(u));
    if (free === undefined) {
      if (!all || used.size === pieces.length) out.push(new Map(owner));
      return;
    }
    for (const p of pieces) {
      if (used.has(p.name)) continue;
      for (const pl of p.placements) {
        if (!pl.includes(free) || pl.some((u) => owner.has(u))) continue;
        used.add(p.name);
        for (const u of pl) owner.set(u, p.name);
        step();
        used.delete(p.name);
        for (const u of pl) owner.delete(u);
      }
    }
  };
  step();
  return out;
}

/** How many classes the solutions fall into when `maps` (unit renamings) are applied. */
function orbitCount(solutions: Map<string, string>[], units: string[], maps: ((u: string) => string)[]): number {
  const draw = (s: Map<string, string>, f: (u: string) => string) => {
    const moved = new Map<string, string>();
    for (const [u, piece] of s) moved.set(f(u), piece);
    return units.map((u) => moved.get(u)).join(' ');
  };
  return new Set(solutions.map((s) => maps.map((f) => draw(s, f)).sort()[0])).size;
}

const mod = (v: number, p: number) => ((v % p) + p) % p;

/** Placements of a square-grid piece on a w×h board that wraps along x (and along y when `torus`). */
function boardPlacements(cells: Point[], images: ((q: Point) => Point)[], w: number, h: number, torus: boolean): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const f of images) {
    const shape = cells.map(f);
    for (let dx = 0; dx < w; dx++) for (let dy = -h; dy < h; dy++) {
      const placed = shape.map(([x, y]): Point => [mod(x + dx, w), torus ? mod(y + dy, h) : y + dy]);
      if (placed.some(([, y]) => y < 0 || y >= h)) continue;
      const names = [...new Set(placed.map(([x, y]) => `${x},${y}`))].sort();
      if (names.length < cells.length || seen.has(names.join(' '))) continue;
      seen.add(names.join(' '));
      out.push(names);
    }
  }
  return out;
}

const dihedral: ((q: Point) => Point)[] = [
  ([x, y]) => [x, y], ([x, y]) => [-y, x], ([x, y]) => [-x, -y], ([x, y]) => [y, -x],
  ([x, y]) => [-x, y], ([x, y]) => [y, x], ([x, y]) => [x, -y], ([x, y]) => [-y, -x],
];

const tetrominoes: [string, Point[]][] = [
  ['I4', [[0, 0], [1, 0], [2, 0], [3, 0]]],
  ['L4', [[0, 0], [1, 0], [2, 0], [0, 1]]],
  ['O4', [[0, 0], [1, 0], [0, 1], [1, 1]]],
  ['T4', [[0, 0], [1, 0], [2, 0], [1, 1]]],
  ['Z4', [[0, 1], [1, 1], [1, 0], [2, 0]]],
];

/** The free tetrominoes on a w×h cylinder or torus, solved directly: all solutions and the classes up to the board's symmetries. */
function directTetrominoes(w: number, h: number, torus: boolean): { unique: bigint; total: bigint } {
  const units = Array.from({ length: w * h }, (_, i) => `${i % w},${Math.floor(i / w)}`);
  const pieces = tetrominoes.map(([name, cells]) => ({ name, placements: boardPlacements(cells, dihedral, w, h, torus) }));
  const solutions = directSolutions(units, pieces, true);
  // The board's symmetries: turns about x and y (w ≠ h, so no quarter turns) and every shift.
  const maps: ((u: string) => string)[] = [];
  for (const sx of [1, -1]) for (const sy of [1, -1]) for (let dx = 0; dx < w; dx++) for (let dy = 0; dy < (torus ? h : 1); dy++) {
    maps.push((u) => {
      const [x, y] = u.split(',').map(Number);
      return `${mod(sx * x + dx, w)},${torus ? mod(sy * y + dy, h) : sy > 0 ? y : h - 1 - y}`;
    });
  }
  return { unique: BigInt(orbitCount(solutions, units, maps)), total: BigInt(solutions.length) };
}

// ---- the Logiq Tower, directly ----

/** The shells as the Logiq Tower notebook draws them (top row first), each also turned upside down. */
const shellArt: [string, string[]][] = [
  ['I', ['IIIII']], ['Y', ['..Y.', 'YYYY']], ['L', ['...L', 'LLLL']], ['N', ['..NN', 'NNN.']], ['U', ['U.U', 'UUU']],
  ['Q', ['.QQ', 'QQQ']], ['W', ['..W', '.WW', 'WW.']], ['F', ['.F.', 'FFF', 'F..']], ['T', ['TTT', '.T.', '.T.']], ['S', ['.SS', '.S.', 'SS.']],
];

function directTower(height: number): { unique: bigint; total: bigint } {
  const around = 12;
  const units: string[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < around; x++) units.push(`o${x},${y}`, `i${x},${y}`);
  const pieces: Piece[] = shellArt.map(([name, rows]) => {
    const cells: Point[] = [];
    rows.forEach((row, r) => [...row].forEach((ch, x) => { if (ch !== '.') cells.push([x, rows.length - 1 - r]); }));
    const placements = boardPlacements(cells, [([x, y]) => [x, y], ([x, y]) => [-x, -y]], around, height, false);
    return { name, placements: placements.map((pl) => pl.map((u) => `o${u}`)) };
  });
  for (let k = 0; k < 5; k++) {
    const placements: string[][] = [];
    for (let y = 0; y < height; y++) for (let x = 0; x < around; x++) {
      const ring = Array.from({ length: around }, (_, i) => `i${i},${y}`);
      placements.push([`o${x},${y}`, `o${(x + k + 1) % around},${y}`, ...ring]);
    }
    pieces.push({ name: `C${k}`, placements });
  }
  const solutions = directSolutions(units, pieces, false);
  // Turning the tower about its axis (12 shifts) and upside down (x and y reversed, the layers stay).
  const maps: ((u: string) => string)[] = [];
  for (const flip of [false, true]) for (let d = 0; d < around; d++) {
    maps.push((u) => {
      const [x, y] = u.slice(1).split(',').map(Number);
      return `${u[0]}${mod((flip ? -x : x) + d, around)},${flip ? height - 1 - y : y}`;
    });
  }
  return { unique: BigInt(orbitCount(solutions, units, maps)), total: BigInt(solutions.length) };
}

const towerText = () => readFileSync(path.join(__dirname, '../../../../examples/logiq-tower.logel'), 'utf8');

describe('wrap-around forms', () => {
  it('PP Tetrominoes5x4Tube: I L O T Z on a 4×5 board with the short sides joined has 7 solutions, as a direct count finds', () => {
    const form = formOf('tetrominoes', ['wrap x'], rect(5, 4));
    assert.deepStrictEqual(form.wrap, [5, 0]);
    const p = prepareForm(form);
    // Turned about x or y or half round, and shifted round the tube: 4 × 5 symmetries.
    assert.strictEqual(p.group.elements.length, 20);
    const result = count(form);
    assert.deepStrictEqual(result, directTetrominoes(5, 4, false));
    assert.deepStrictEqual(result, { unique: 7n, total: 140n });
    assert.strictEqual(count(form, false).total, result.total);
    // With every tile optional the area still forces all five in: one of them is kept to one position per orbit.
    const optional = formOf('tetrominoes', ['wrap x', 'any'], rect(5, 4));
    const p2 = prepareForm(optional);
    assert.strictEqual(p2.numbers.symmetry.restrictedTile, 'L4');
    assert.deepStrictEqual(countBothWays(p2), result);
  });

  it('a torus: I L O T Z on 5×4 with both pairs of sides joined, against the direct count', () => {
    const form = formOf('tetrominoes', ['wrap x y'], rect(5, 4));
    assert.deepStrictEqual(form.wrap, [5, 4]);
    assert.strictEqual(prepareForm(form).group.elements.length, 4 * 5 * 4);
    const direct = directTetrominoes(5, 4, true);
    assert.deepStrictEqual(count(form), direct);
    assert.deepStrictEqual(direct, { unique: 8n, total: 640n });
    assert.strictEqual(count(form, false).total, direct.total);
  });

  it('positions cross the seam, are named by where the shape starts, and never cover an atom twice', () => {
    const m = model('tileset D on square {\n  tile I2 { ## }\n  tile I4 { #### }\n}\nform F uses D {\n  wrap x\n  tiles I2\n  ###\n}\nform G uses D {\n  wrap x\n  tiles I4\n  ###\n}\n');
    const names = prepareForm(m.forms[0]).positions.map((p) => `${p.name}:${Array.from(p.atoms).join(',')}`);
    assert.deepStrictEqual(names, ['I2.1@1.1:0,1', 'I2.1@2.1:1,2', 'I2.1@3.1:0,2']);
    // Four cells in a ring of three would lie on themselves.
    assert.deepStrictEqual(prepareForm(m.forms[1]).positions, []);
  });

  it('a quarter turn is no symmetry of a square cylinder: 4 turns and mirrors × 4 shifts', () => {
    const form = formOf('tetrominoes', ['wrap x', 'tiles O4 x4'], rect(4, 4));
    assert.strictEqual(prepareForm(form).group.elements.length, 16);
    const torus = formOf('tetrominoes', ['wrap x y', 'tiles O4 x4'], rect(4, 4));
    assert.strictEqual(prepareForm(torus).group.elements.length, 8 * 16);
  });

  it('reports a bad axis, a repeated axis and an axis the grid lacks', () => {
    const m = buildModel('use tetrominoes\nform F uses tetrominoes {\n  wrap q x x z\n  ####\n}\n', standardLibrary);
    assert.deepStrictEqual(m.diagnostics.map((d) => [d.code, d.message, d.range.start.character, d.range.end.character]), [
      ['bad-option', `'q' is not an axis of grid square: write 'x' or 'y'`, 7, 8],
      ['bad-option', 'axis x wraps already', 11, 12],
      ['bad-option', `'z' is not an axis of grid square: write 'x' or 'y'`, 13, 14],
    ]);
    assert.deepStrictEqual(m.forms[0].wrap, [4, 0]);
  });

  it('the tableau marks the seam of a cylinder on both edges of the unrolled drawing', () => {
    const g = tableauGeometry(prepareForm(formOf('tetrominoes', ['wrap x', 'tiles O4 x2'], rect(4, 2))));
    assert.strictEqual(g.marks, 'M1 -3L1 -1M5 -3L5 -1');
    const flat = tableauGeometry(prepareForm(formOf('tetrominoes', ['tiles O4 x2'], rect(4, 2))));
    assert.strictEqual(flat.marks, '');
  });
});

describe('the Logiq Tower (examples/logiq-tower.logel)', () => {
  const m = model(towerText());
  const tower = (h: number) => m.forms.find((f) => f.name === `Tower${h}`)!;

  it('checks clean; shells turn only half round; a core piece is one placement per knob position and row', () => {
    assert.deepStrictEqual(documentDiagnostics(towerText(), standardLibrary).map((d) => d.message), []);
    const tiles = m.tileSets.get('logiq')!.tiles;
    assert.deepStrictEqual(tiles.map((t) => [t.name, t.shapes.length, t.atomCount]), [
      ['I', 1, 5], ['Y', 2, 5], ['L', 2, 5], ['N', 2, 5], ['U', 2, 5], ['Q', 2, 5], ['W', 2, 5], ['F', 2, 5], ['T', 2, 5], ['S', 1, 5],
      ['C0', 2, 14], ['C1', 2, 14], ['C2', 2, 14], ['C3', 2, 14], ['C4', 2, 14],
    ]);
    const p = prepareForm(tower(2));
    // The ring turned half round covers what the ring as drawn covers somewhere: 12 × 2 placements, not 48.
    assert.strictEqual(p.positions.filter((q) => q.tile === p.form.tiles.findIndex((ft) => ft.tile.name === 'C2')).length, 24);
    assert.strictEqual(p.numbers.symmetry.order, 24);
  });

  it('2 rows: 23 solutions up to turning the tower (552 in all), as the direct count finds', () => {
    const result = count(tower(2));
    assert.deepStrictEqual(result, directTower(2));
    assert.deepStrictEqual(result, { unique: 23n, total: 552n });
    assert.strictEqual(count(tower(2), false).total, 552n);
  });

  it('3 rows: 2,294 up to turning the tower, 55,056 in all', () => {
    assert.deepStrictEqual(count(tower(3)), { unique: 2294n, total: 55056n });
  });

  it('the tableau draws the tower unrolled with the seam dashed on both sides, a shell across it in two parts', () => {
    const g = tableauGeometry(prepareForm(tower(2)));
    assert.deepStrictEqual(g.viewBox, [1, -3, 12, 2]);
    assert.strictEqual(g.marks, 'M1 -3L1 -1M13 -3L13 -1');
    // I lies in the outer layer (the top three quarters of a cell); from sector 10 it runs on to sector 2.
    assert.strictEqual(g.positions.find((p) => p.name === 'I.1@10.1')!.outline, 'M1 -2L3 -2L3 -1.25L1 -1.25ZM10 -2L13 -2L13 -1.25L10 -1.25Z');
  });

  it('the hover draws the form unrolled and says that it wraps', () => {
    const lines = formHover(tower(2)).split('\n');
    assert.deepStrictEqual(lines.slice(0, 5), [
      '**form Tower2** · uses logiq · 48 atoms · cylinder, drawn unrolled: wraps around x every 12', '', '```text', '████████████', '████████████',
    ]);
  });
});

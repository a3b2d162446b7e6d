import { parse } from '../../../core/document';
import * as assert from 'assert';

/** [code, startLine, startChar, endLine, endChar] of each diagnostic. */
function spans(text: string): [string, number, number, number, number][] {
  return parse(text).diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
}

describe('parser', () => {
  it('reads tile sets, tiles with options and art with source columns', () => {
    const { tree, diagnostics } = parse([
      'tileset T on square {',
      '  transforms rotations',
      '  tile L x2 transforms all { #.',
      '                             ## }',
      '}',
    ].join('\n'));
    assert.deepStrictEqual(diagnostics, []);
    const set = tree.items[0];
    assert.ok(set.kind === 'tileset');
    assert.strictEqual(set.name.text, 'T');
    assert.strictEqual(set.grid?.text, 'square');
    assert.strictEqual(set.transforms?.value, 'rotations');
    const tile = set.tiles[0];
    assert.strictEqual(tile.name.text, 'L');
    assert.strictEqual(tile.multiplicity?.value, 2);
    assert.strictEqual(tile.transforms?.value, 'all');
    assert.deepStrictEqual(tile.arts[0].rows.map((r) => [r.line, r.startChar, r.text]), [[2, 29, '#.'], [3, 29, '##']]);
  });

  it('reads form options and art, with comments anywhere', () => {
    const { tree, diagnostics } = parse([
      'use pentominoes // the standard set',
      'form F uses pentominoes, extra {',
      '  tiles F I x2 L',
      '  optional I',
      '  symmetry tile L',
      '  limit 10',
      '  /* the board */',
      '  ####',
      '  #..#  // a hole',
      '}',
    ].join('\n'));
    assert.deepStrictEqual(diagnostics, []);
    const form = tree.items[1];
    assert.ok(form.kind === 'form');
    assert.deepStrictEqual(form.uses.map((u) => u.text), ['pentominoes', 'extra']);
    assert.deepStrictEqual(form.options.map((o) => o.kind), ['tiles', 'optional', 'symmetry', 'limit']);
    const tiles = form.options[0];
    assert.ok(tiles.kind === 'tiles');
    assert.deepStrictEqual(tiles.entries.map((e) => [e.name.text, e.multiplicity?.value]), [['F', undefined], ['I', 2], ['L', undefined]]);
    assert.deepStrictEqual(form.art?.rows.map((r) => r.text), ['####', '#..#']);
  });

  it('reads grid blocks: cells, glyphs, transforms, touch, colour, placements, polygons', () => {
    const { tree, diagnostics } = parse([
      'grid tri {',
      '  cell up: t',
      '  cell down: t',
      '  glyph "▲" "A" = up.t',
      '  glyph "." = empty',
      '  rotation r60 { up (x, y) -> down (-y - 1, x + y)  down (x, y) -> up (-y - 1, x + y + 1) }',
      '  touch up.t down.t, up.t -> (x, y - 1) down.t',
      '  colour up 0',
      '  art down (x, y) at (2x + y + 1, y)',
      '  draw up (x, y) at (x + 0.5 * y, 0.866y)',
      '  polygon up.t (0, 0) (1, 0) (0.5, 0.866)',
      '}',
    ].join('\n'));
    assert.deepStrictEqual(diagnostics, []);
    const grid = tree.items[0];
    assert.ok(grid.kind === 'grid');
    assert.deepStrictEqual(grid.statements.map((s) => s.kind), ['cell', 'cell', 'glyph', 'glyph', 'transform', 'touch', 'colour', 'placement', 'placement', 'polygon']);
    const rot = grid.statements[4];
    assert.ok(rot.kind === 'transform');
    assert.deepStrictEqual(rot.maps.map((m) => [m.from?.text, m.to?.text, m.exprs.map((e) => [e.coefficients, e.constant])]), [
      ['up', 'down', [[{ y: -1 }, -1], [{ x: 1, y: 1 }, 0]]],
      ['down', 'up', [[{ y: -1 }, -1], [{ x: 1, y: 1 }, 1]]],
    ]);
    const art = grid.statements[7];
    assert.ok(art.kind === 'placement');
    assert.deepStrictEqual(art.exprs.map((e) => [e.coefficients, e.constant]), [[{ x: 2, y: 1 }, 1], [{ y: 1 }, 0]]);
  });

  it('reports a syntax error with its exact range and goes on with the next item', () => {
    const text = [
      'tileset A on square {',
      '  tile X { # }',
      '  tle Y { # }',
      '  tile Z { # }',
      '}',
      'form F usess A {',
      '  #',
      '}',
      'form G uses A {',
      '  #',
      '}',
    ].join('\n');
    assert.deepStrictEqual(spans(text), [
      ['syntax', 2, 2, 2, 5],
      ['syntax', 5, 7, 5, 12],
    ]);
    const { tree } = parse(text);
    const set = tree.items[0];
    assert.ok(set.kind === 'tileset');
    assert.deepStrictEqual(set.tiles.map((t) => t.name.text), ['X', 'Z']);
    assert.deepStrictEqual(tree.items.map((i) => i.kind === 'form' ? i.name.text : i.kind), ['tileset', 'G']);
  });

  it('reports an unclosed block at its opening brace', () => {
    assert.deepStrictEqual(spans('tileset A on square {\n  tile X { # }\n'), [['syntax', 0, 20, 0, 21]]);
  });

  it('names what it expected and what it found', () => {
    const d = parse('tileset A square {\n}').diagnostics;
    assert.strictEqual(d[0].message, `expected 'on GRID' after the tile set name, e.g. 'tileset A on square'`);
    const e = parse('tileset A on square {\n  transforms sideways\n}').diagnostics;
    assert.deepStrictEqual(e.map((x) => [x.message, x.range.start.character, x.range.end.character]), [
      [`unknown transform rule 'sideways': use all, rotations, none, rotate180`, 13, 21],
    ]);
  });

  it('reads layers of 3-D art', () => {
    const { tree } = parse('tileset S on cube {\n  tile V {\n    ##\n    #.\n    layer\n    #.\n  }\n}');
    const set = tree.items[0];
    assert.ok(set.kind === 'tileset');
    assert.deepStrictEqual(set.tiles[0].arts[0].rows.map((r) => [r.text, r.layer]), [['##', 0], ['#.', 0], ['#.', 1]]);
    assert.strictEqual(set.tiles[0].arts[0].layers, 2);
  });

  it('accepts numbered layers as hovers draw them, and checks the number', () => {
    const { tree, diagnostics } = parse('tileset S on cube {\n  tile V {\n    layer 1\n    ##\n    layer 2\n    #.\n  }\n}');
    assert.deepStrictEqual(diagnostics, []);
    const set = tree.items[0];
    assert.ok(set.kind === 'tileset');
    assert.deepStrictEqual(set.tiles[0].arts[0].rows.map((r) => [r.text, r.layer]), [['##', 0], ['#.', 1]]);
    assert.deepStrictEqual(spans('tileset S on cube {\n  tile V {\n    ##\n    layer 3\n    #.\n  }\n}'), [['syntax', 3, 10, 3, 11]]);
  });
});

import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { documentDiagnostics } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';

/** [code, severity, startLine, startChar, endLine, endChar, message] of each diagnostic. */
function check(lines: string[]): [string, string, number, number, number, number, string][] {
  return documentDiagnostics(lines.join('\n'), standardLibrary).map((d) =>
    [d.code, d.severity, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.message]);
}

const dominoes = ['tileset D on square {', '  tile I { ## }', '}'];

describe('checks', () => {
  it('accepts a correct file without a word', () => {
    assert.deepStrictEqual(check([...dominoes, 'form F uses D {', '  ##', '}']), []);
  });

  it('unknown names: tile set, grid, tile, and a hint to use a standard set', () => {
    assert.deepStrictEqual(check([
      'tileset A on squar {', '  tile I { ## }', '}',
      'form F uses pentominoes {', '  tiles Q', '  #####', '}',
      'form G uses B {', '  #', '}',
    ]), [
      ['unknown-name', 'error', 0, 13, 0, 18, `unknown grid 'squar'`],
      ['unknown-name', 'error', 3, 12, 3, 23, `unknown tile set 'pentominoes': add 'use pentominoes' at the top of the file`],
      ['unknown-name', 'error', 7, 12, 7, 13, `unknown tile set 'B'`],
    ]);
  });

  it('duplicate names point at the first definition', () => {
    const model = buildModel([...dominoes, 'tileset D on square {', '  tile X { # }', '  tile X { # }', '}'].join('\n'), standardLibrary);
    const d = model.diagnostics.map((x) => [x.code, x.range.start.line, x.range.start.character, x.message, x.related?.[0].range.start.line]);
    assert.deepStrictEqual(d, [
      ['duplicate-name', 3, 8, `tile set 'D' is defined twice`, 0],
    ]);
    const inner = buildModel(['tileset E on square {', '  tile X { # }', '  tile X { # }', '}'].join('\n'), standardLibrary).diagnostics;
    assert.deepStrictEqual(inner.map((x) => [x.code, x.range.start.line, x.range.start.character, x.related?.[0].range.start.line]), [
      ['duplicate-name', 2, 7, 1],
    ]);
  });

  it('characters the grid does not know, with the exact cell', () => {
    assert.deepStrictEqual(check([...dominoes, 'form F uses D {', '  #x', '}']), [
      ['unknown-glyph', 'error', 4, 3, 4, 4, `'x' is not a glyph of grid square (it knows '█' '#' '.' '·')`],
    ]);
  });

  it('ragged and empty art', () => {
    assert.deepStrictEqual(check(['tileset D on square {', '  tile T { ###', '   #. }', '  tile E { }', '}']), [
      ['ragged-art', 'error', 2, 3, 2, 4, `this row starts left of the first row (column 12): art is read as drawn, so indent it or pad the first row with '.'`],
      ['empty-art', 'error', 3, 9, 3, 12, `tile E has no cells: draw it with glyphs such as '█' '#' '.'`],
    ]);
  });

  it('a tile that falls apart, and two tiles with the same shape', () => {
    assert.deepStrictEqual(check(['tileset D on square {', '  tile A { #.# }', '  tile B { ## }', '  tile C { #', '           # }', '}']), [
      ['disconnected-tile', 'warning', 1, 7, 1, 8, 'tile A falls apart into pieces that do not touch'],
      ['same-shape', 'warning', 3, 7, 3, 8, 'tile C has the same shape as tile B'],
    ]);
  });

  it('area balance honours multiplicities and optional tiles', () => {
    assert.deepStrictEqual(check([...dominoes, 'form F uses D {', '  ###', '}']), [
      ['area-mismatch', 'error', 3, 5, 3, 6, 'the tiles cover 2 atoms but form F has 3'],
    ]);
    assert.deepStrictEqual(check(['tileset D on square {', '  tile I x2 { ## }', '  tile O { # }', '}', 'form F uses D {', '  optional O', '  #####', '}']), []);
    assert.deepStrictEqual(check(['tileset D on square {', '  tile I x2 { ## }', '  tile O { # }', '}', 'form F uses D {', '  optional O', '  ######', '}']), [
      ['area-mismatch', 'error', 4, 5, 4, 6, 'the tiles cover 4 to 5 atoms but form F has 6'],
    ]);
  });

  it('symmetry tile X that cannot be kept to one position per orbit: why, and what the engine does instead', () => {
    const set = ['tileset S on square {', '  tile I x2 { ## }', '  tile L { #.', '           ## }', '  tile O { # }', '}'];
    const form = (option: string, art: string[]) => check([...set, 'form F uses S {', `  ${option}`, ...art.map((r) => '  ' + r), '}']);
    assert.deepStrictEqual(form('symmetry tile I', ['####', '####']), [
      ['symmetry-tile', 'warning', 7, 16, 7, 17, `tile I cannot be kept to one position per orbit: it is placed 2 times, not once; the engine restricts tile O instead`],
    ]);
    assert.deepStrictEqual(form('symmetry tile L', ['###.', '####', '#...']).map((d) => d[6]), [
      `tile L cannot be kept to one position per orbit: form F has no symmetry; every solution is counted`,
    ]);
    assert.deepStrictEqual(form('symmetry tile L', ['####', '####']), []);
    assert.deepStrictEqual(check(['use one_sided_tetrominoes', 'form F uses one_sided_tetrominoes {', '  tiles I4 O4 L4 l4 Z4 z4', '  symmetry tile L4', ...Array(4).fill('  ######'), '}']), [
      ['symmetry-tile', 'warning', 3, 16, 3, 18, `tile L4 cannot be kept to one position per orbit: a symmetry of the form turns it into tile l4; the engine restricts tile O4 instead`],
    ]);
    assert.deepStrictEqual(check([...set, 'form F uses S {', '  optional O L', '  symmetry tile O', '  ###', '  #.#', '}']).map((d) => d.slice(0, 1).concat(d.slice(6))), [
      ['symmetry-tile', `tile O cannot be kept to one position per orbit: it is optional, so not in every solution; no tile can be: a count uses Burnside's lemma, a listing compares each solution with its images`],
    ]);
  });

  it('a tile that fits nowhere, and cells nothing can cover', () => {
    assert.deepStrictEqual(check(['tileset D on square {', '  tile I { ### }', '  tile O { # }', '}', 'form F uses D {', '  #.',  '  ##', '  .#', '}']), [
      ['tile-fits-nowhere', 'error', 4, 5, 4, 6, 'tile I fits nowhere in form F'],
    ]);
    assert.deepStrictEqual(check(['tileset D on square {', '  tile I { ## }', '  tile O { ## }', '}', 'form F uses D {', '  ##.#', '  #...', '}']), [
      ['same-shape', 'warning', 2, 7, 2, 8, 'tile O has the same shape as tile I'],
      ['uncoverable-atom', 'error', 5, 5, 5, 6, 'no tile fits over cell 4.2 of form F'],
    ]);
  });

  it('chessboard parity where it is decisive: free tetrominoes in 4×5', () => {
    assert.deepStrictEqual(check([
      'tileset tetrominoes on square {',
      '  tile I { #### }', '  tile L { ###', '           #.. }', '  tile O { ##', '           ## }',
      '  tile T { ###', '           .#. }', '  tile Z { ##.', '           .## }',
      '}',
      'form Box uses tetrominoes {', '  #####', '  #####', '  #####', '  #####', '}',
    ]), [
      ['parity', 'error', 11, 5, 11, 8, 'form Box cannot be filled: coloured like a chessboard it has 10 light and 10 dark atoms, and no placement of the tiles covers that mix'],
    ]);
  });

  it('tan grid: half cells, and a half cell in the wrong place of a tile', () => {
    assert.deepStrictEqual(check(['use tritetratans', 'form Two uses tritetratans {', '  tiles H', '  ##', '}']), []);
    assert.deepStrictEqual(check(['use tritetratans', 'form Two uses tritetratans {', '  tiles H', '  #◣', '}']), [
      ['area-mismatch', 'error', 1, 5, 1, 8, 'the tiles cover 8 atoms but form Two has 6'],
    ]);
  });
});

import { buildModel } from '../../../core/document';
import * as assert from 'assert';
import { standardLibrary } from '../../../core/language/library';
import { asciiTableau } from '../../../core/render/ascii';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';

/** The first solution of the only form of a text, as text. */
function firstAscii(text: string): string[] {
  const model = buildModel(text, standardLibrary);
  assert.deepStrictEqual(model.diagnostics, []);
  const prepared = prepareForm(model.forms[0]);
  let first: number[] | undefined;
  solvePrepared(prepared, { mode: 'first', onSolution: (s) => { first ??= s; } });
  return asciiTableau(prepared, first!);
}

describe('text tableau', () => {
  it('tiles placed once: their names, cell by cell, first row at the bottom', () => {
    assert.deepStrictEqual(firstAscii('tileset T on square {\n  tile I { ### }\n  tile L { #.\n           ## }\n}\nform F uses T {\n  ###\n  #..\n  ##.\n}'), ['I I I', 'L', 'L L']);
  });

  it('many copies of one tile: boxes around every piece, so the copies can be told apart', () => {
    const rows = Array.from({ length: 2 }, () => '  ####').join('\n');
    assert.deepStrictEqual(firstAscii(`tileset D on square {\n  tile D { ## }\n}\nform F uses D {\n  tiles D x4\n${rows}\n}`), [
      '+-------+-------+',
      '| D   D | D   D |',
      '+-------+-------+',
      '| D   D | D   D |',
      '+-------+-------+',
    ]);
  });

  it('a solid form: one block per layer, each under its name', () => {
    assert.deepStrictEqual(firstAscii('use soma\nform F uses soma {\n  tiles V L\n  ###\n  #..\n  layer\n  ##.\n  #..\n}'), ['layer 1', 'L L L', 'L', 'layer 2', 'V V', 'V']);
  });
});

// Pre-placed pieces (`place F.2@3.1`): diagnostics with their exact ranges, counts of completions against
// the full listing filtered by hand, counts up to symmetry, the drawing and the hover.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';
import { buildModel, documentDiagnostics } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { tableauGeometry } from '../../../core/render/tableau';
import { tableauSvg } from '../../../core/render/svg';
import { placedHover } from '../../../core/editor/hover';

const root = join(__dirname, '..', '..', '..', '..');
const example = (name: string) => readFileSync(join(root, 'examples', name), 'utf8');

/** [code, startLine, startChar, endLine, endChar, message] of each diagnostic. */
function check(text: string): [string, number, number, number, number, string][] {
  return documentDiagnostics(text, standardLibrary).map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.message]);
}

/** The example's form with a `place` line after its header. */
function withPlaced(text: string, place: string): string {
  return text.replace(/^(form \S+ uses [^{]*\{)\n/m, `$1\n  place ${place}\n`);
}

function formOf(text: string) {
  const model = buildModel(text, standardLibrary);
  assert.deepStrictEqual(model.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), []);
  return model.forms[0];
}

/** All solutions of the example's form without symmetry, each as its set of position names. */
function allSolutions(text: string): Set<string>[] {
  const p = prepareForm(formOf(text), { symmetry: false });
  return solvePrepared(p, { mode: 'all' }).list!.map((s) => new Set(s));
}

const rectangle = ['tileset D on square {', '  tile I { ## }', '}', 'tileset T on square {', '  transforms rotations', '  tile L { #.', '           ## }', '}'];

describe('pre-placed pieces', () => {
  it('an overlap, a piece leaving the form, a shape the tile does not have, too many and wrong coordinates: each located exactly', () => {
    const text = [...rectangle,
      'form F uses D {',
      '  tiles I x3',
      '  place I.1@1.1 I.2@2.1 I.3@1.2 I.1@3.2 I.2@1.1.1',
      '  place I.2@3.1 I.1@1.2',
      '  ###',
      '  ###',
      '}',
      'form G uses T {',
      '  place L.5@1.1 L.4@2.1 L.1@1.1',
      '  ##',
      '  ##.',
      '}',
      'form H uses D, T {',
      '  tiles I',
      '  place L.1@1.1 I.1@1.1 I.1@1.2',
      '  ##',
      '  ##',
      '}'].join('\n');
    assert.deepStrictEqual(check(text), [
      ['bad-placement', 10, 16, 10, 23, 'I.2@2.1 overlaps I.1@1.1: pre-placed pieces may not share a cell'],
      ['bad-placement', 10, 26, 10, 27, 'tile I has 2 shapes (turned and mirrored), numbered 1 to 2: 3 is not one of them'],
      ['bad-placement', 10, 32, 10, 39, 'I.1@3.2 leaves form F: it needs cell 4.2, which the form does not have'],
      ['bad-placement', 10, 40, 10, 49, `a position on grid square has 2 coordinates after '@', this one 3`],
      ['bad-placement', 16, 10, 16, 11, 'tile L has 4 shapes (turned, not mirrored), numbered 1 to 4: 5 is not one of them'],
      ['bad-placement', 16, 16, 16, 23, 'L.4@2.1 leaves form G: it needs cell 3.2, which the form does not have'],
      ['bad-option', 22, 8, 22, 9, 'tile L is not used by this form'],
      ['bad-placement', 22, 24, 22, 31, 'tile I is placed 2 times, but form H has it once'],
    ]);
    // The overlap points at the piece it overlaps.
    const overlap = buildModel(text, standardLibrary).diagnostics.find((d) => d.message.startsWith('I.2@2.1'))!;
    assert.deepStrictEqual(overlap.related?.map((r) => [r.message, r.range.start.line, r.range.start.character]), [['I.1@1.1 is placed here', 10, 8]]);
  });

  it('a position that is not one is a syntax error at the place it goes wrong', () => {
    assert.deepStrictEqual(check([...rectangle, 'form F uses D {', '  place I1@1.1', '  ##', '}'].join('\n')).map((d) => d.slice(0, 3)), [['syntax', 9, 10]]);
    assert.deepStrictEqual(check([...rectangle, 'form F uses D {', '  place', '  ##', '}'].join('\n')).map((d) => d[0]), ['syntax']);
  });
});

describe('completions of pre-placed pieces', () => {
  for (const [file, pick] of [['pentomino-6x10.logel', [0, 3]], ['tritetratan.logel', [2]], ['soma-cube.logel', [1]]] as const) {
    it(`${file}: the count is the solutions of the form that hold the pieces, with and without symmetry`, () => {
      const text = example(file);
      const all = allSolutions(text);
      const first = [...all[0]];
      const placed = pick.map((i) => first[i]);
      const expected = all.filter((s) => placed.every((p) => s.has(p))).length;
      assert.ok(expected > 1 && expected < all.length, `${expected} of ${all.length}`);
      const form = formOf(withPlaced(text, placed.join(' ')));
      assert.deepStrictEqual(form.placed.map((p) => `${p.tile.name}.${p.shape}@${p.anchor.join('.')}`), placed);
      const plain = solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'count' });
      assert.strictEqual(plain.solutions.total, BigInt(expected));
      const listed = solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'all' }).list!;
      assert.ok(listed.every((s) => placed.every((p) => s.includes(p))));
      assert.strictEqual(solvePrepared(prepareForm(form), { mode: 'count' }).solutions.total, BigInt(expected));
    });
  }

  it('a piece placed at the centre of a symmetric form keeps the symmetries that fix it: a square in the middle of 4×4, a ring of dominoes round it', () => {
    const text = ['tileset Q on square {', '  tile O { ##', '           ## }', '  tile I x6 { ## }', '}', 'form S uses Q {', '  place O.1@2.2', '  ####', '  ####', '  ####', '  ####', '}'].join('\n');
    const form = formOf(text);
    // The ring of 12 cells round the square is a cycle: two ways to pair its cells, one the other turned a quarter.
    assert.strictEqual(solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'all' }).list!.length, 2);
    const reduced = solvePrepared(prepareForm(form), { mode: 'count' });
    assert.deepStrictEqual([reduced.symmetry.order, reduced.solutions.unique, reduced.solutions.total], [8, 1n, 2n]);
    // In a corner, only the mirror in the diagonal through that corner keeps the piece where it is.
    const aside = formOf(text.replace('O.1@2.2', 'O.1@1.1'));
    assert.strictEqual(prepareForm(aside).numbers.symmetry.order, 2);
  });

  it('on a cylinder a pre-placed piece may cross the seam: the completions are the listed solutions that hold it', () => {
    const text = ['tileset D on square {', '  tile I x6 { ## }', '}', 'form C uses D {', '  wrap x', '  place I.1@4.1', '  ####', '  ####', '  ####', '}'].join('\n');
    const form = formOf(text);
    assert.deepStrictEqual(form.placed[0].cells.map((c) => c.c.join('.')), ['4.1', '1.1']);
    const all = solvePrepared(prepareForm(formOf(text.replace('  place I.1@4.1\n', '')), { symmetry: false }), { mode: 'all' }).list!;
    const expected = all.filter((s) => s.includes('I.1@4.1')).length;
    assert.ok(expected > 1);
    assert.strictEqual(solvePrepared(prepareForm(form, { symmetry: false }), { mode: 'count' }).solutions.total, BigInt(expected));
  });

  it('the drawing hatches the pre-placed pieces and no other, and the hover names the shape and its cells', () => {
    const text = withPlaced(example('pentomino-6x10.logel'), 'X.1@2.2 I.2@10.1');
    const form = formOf(text);
    const prepared = prepareForm(form, { symmetry: false });
    const geometry = tableauGeometry(prepared);
    assert.deepStrictEqual(geometry.positions.filter((p) => p.placed).map((p) => p.name), ['I.2@10.1', 'X.1@2.2']);
    const solution = solvePrepared(prepared, { mode: 'first' }).list![0].map((name) => prepared.positions.findIndex((p) => p.name === name));
    const svg = tableauSvg(geometry, solution);
    assert.strictEqual(svg.match(/<path class="placed"/g)?.length, 2);
    assert.strictEqual(svg.match(/<path class="tile /g)?.length, 12);
    assert.strictEqual(placedHover(form, form.placed[0]), [
      '**X.1@2.2** · placed in advance in form Rectangle6x10: tile X, shape 1 of 1, first cell at 2.2',
      '```text\n·█·\n███\n·█·\n```',
      'Covers cells 2.2, 1.3, 2.3, 3.3, 2.4; a solution of the form completes the pieces placed in advance.',
    ].join('\n\n'));
  });
});

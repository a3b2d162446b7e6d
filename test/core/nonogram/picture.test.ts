// Pictures for making nonograms: text art (with its errors located) and pixels scaled and reduced.
import * as assert from 'assert';
import { PictureError, pictureFromPixels, pictureFromText } from '../../../core/nonogram/picture';

function rgba(width: number, height: number, at: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * 4);
  return data;
}

describe('nonogram: pictures', () => {
  it('reads # and . art, ragged rows ending in blanks, comments and blank lines around it', () => {
    const p = pictureFromText('// a duck\n\n.##\n#.#  // tail\n###\n##\n\n');
    assert.deepEqual([p.width, p.height, [...p.cells].join('')], [3, 4, '011101111110']);
    assert.equal(p.colours.length, 2);
  });

  it('reads palette letters with their colours, and gives undefined letters colours of their own', () => {
    const p = pictureFromText('r = #f00\nrg\n.r');
    assert.deepEqual(p.colours.map((c) => [c.name, c.rgb]), [['blank', '#ffffff'], ['r', '#ff0000'], ['g', '#d52b1e']]);
    assert.deepEqual([...p.cells], [1, 2, 0, 1]);
  });

  it('locates errors: a glyph that is not a cell, a bad colour, an empty picture', () => {
    const error = (text: string) => { try { pictureFromText(text); } catch (e) { assert.ok(e instanceof PictureError); return [e.message, e.line, e.column]; } return undefined; };
    assert.deepEqual(error('##\n#?'), ["'?' is not a cell of a picture: use # for black, . for blank, or a letter for a colour", 2, 2]);
    assert.deepEqual(error('r = red\nr'), ["'red' is not an RGB colour: write six hex digits, as in #ff0000", 1, 5]);
    assert.deepEqual(error('\n// nothing\n'), ['the picture is empty: draw it with # for black and . for blank', 1, 1]);
  });

  it('scales pixels to a width by the mean of each cell, black where darker than the threshold', () => {
    // 8x4 pixels: the left half black, the right half mid grey (128)
    const data = rgba(8, 4, (x) => (x < 4 ? [0, 0, 0, 255] : [160, 160, 160, 255]));
    const half = pictureFromPixels(data, 8, 4, { width: 4 });
    assert.deepEqual([half.width, half.height, [...half.cells].join('')], [4, 2, '11001100']);
    assert.deepEqual([...pictureFromPixels(data, 8, 4, { width: 4, threshold: 200 }).cells].join(''), '11111111');
    // transparent pixels are blank
    assert.deepEqual([...pictureFromPixels(rgba(2, 1, () => [0, 0, 0, 0]), 2, 1).cells], [0, 0]);
  });

  it('reduces colours by k-means, the corners\' colour the blank background', () => {
    const data = rgba(6, 6, (x, y) => (x === 0 || y === 0 || x === 5 || y === 5 ? [250, 250, 250, 255] : x < 3 ? [200, 10, 10, 255] : [10, 10, 200, 255]));
    const p = pictureFromPixels(data, 6, 6, { colours: 2 });
    assert.deepEqual(p.colours.map((c) => c.rgb), ['#ffffff', '#c80a0a', '#0a0ac8']);
    assert.deepEqual([...p.cells.slice(6, 12)], [0, 1, 1, 2, 2, 0]);
    assert.throws(() => pictureFromPixels(data, 6, 6, { width: 0 }), /a width of 0 cells/);
  });
});

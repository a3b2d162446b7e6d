// A Link-a-Pix as drawing data: the path data per colour that the panel strokes and the SVG export writes.
import * as assert from 'assert';
import { differingPaths, linkpixScene, linkpixSvg } from '../../../core/render/linkpix';

// 3×2: a 4 round the corner (cells 0 1 2 5), a 1 at cell 3; colour ids 1 (red) and 2 (blue).
const grid = { width: 3, height: 2, clues: [4, 0, 0, 1, 0, 4], colours: [1, 0, 0, 2, 0, 1], palette: { 1: '#ff0000', 2: '#0000ff' }, coloured: true };
const paths = [[0, 1, 2, 5], [3]];

describe('render: Link-a-Pix', () => {
  it('a path is one line through the centres of its corner cells; a 1 is a square; cells painted by runs, per colour', () => {
    const s = linkpixScene(grid, paths, 10);
    assert.deepStrictEqual(s.size, [30, 20]);
    assert.deepStrictEqual(s.lines, [{ colour: 1, d: 'M5 5L25 5L25 15' }]);
    assert.deepStrictEqual(s.dots, [{ colour: 2, d: 'M2.50 12.50h5v5h-5z' }]);
    assert.deepStrictEqual(s.cells, [{ colour: 1, d: 'M0 0h30v10h-30zM20 10h10v10h-10z' }, { colour: 2, d: 'M0 10h10v10h-10z' }]);
    assert.deepStrictEqual(s.clues.map((c) => [c.x, c.y, c.text, c.colour]), [[5, 5, '4', 1], [5, 15, '1', 2], [25, 15, '4', 1]]);
    assert.strictEqual(s.marks, '');
    // A disc under each number, in its path's colour.
    assert.deepStrictEqual(s.clueDiscs, [
      { colour: 1, d: 'M1 5a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM21 15a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z' },
      { colour: 2, d: 'M1 15a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z' },
    ]);
    assert.deepStrictEqual(linkpixScene(grid, [], 10).clueDiscs, [], 'no discs on the clue grid alone');
    // Below 10 px a cell, clues are squares, not numbers.
    const small = linkpixScene(grid, [], 5);
    assert.deepStrictEqual([small.clues.length, small.clueSquares.map((c) => c.colour)], [0, [1, 2]]);
  });

  it('black-and-white puzzles draw in ink (colour 0); paths differ whichever end they are read from', () => {
    const bw = { ...grid, palette: {}, coloured: false };
    assert.deepStrictEqual(linkpixScene(bw, paths, 10).lines.map((l) => l.colour), [0]);
    assert.deepStrictEqual(differingPaths([[0, 1, 2, 5], [3]], [[5, 2, 1, 0], [3]]), []);
    assert.deepStrictEqual(differingPaths([[0, 1, 2, 5], [3]], [[0, 3, 4, 5], [3]]), [0]);
  });

  it('the SVG: the paths over the clue grid in fixed colours, or the picture; marked paths dashed', () => {
    const svg = linkpixSvg(grid, paths, 10, 'paths', 'T <1>', [0]);
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 30 20" width="30" height="20"><title>T &lt;1&gt;<\/title>/);
    assert.ok(svg.includes('<path d="M5 5L25 5L25 15" fill="none" stroke="#ff0000" stroke-width="4"'));
    assert.ok(svg.includes('<path d="M5 5L25 5L25 15" fill="none" stroke="#e51400"'), 'the marked path');
    assert.deepStrictEqual(svg.match(/>\d+<\/text>/g), ['>4</text>', '>1</text>', '>4</text>']);
    const picture = linkpixSvg(grid, paths, 10, 'picture', 'T');
    assert.deepStrictEqual(picture.match(/fill="#[0-9a-f]{6}" shape-rendering/g), ['fill="#ff0000" shape-rendering', 'fill="#0000ff" shape-rendering']);
    assert.ok(!picture.includes('<text'));
  });
});

import * as assert from 'assert';
import { TableauGeometry } from '../../../core/protocol';
import { tableauElements, tableauSvg, tableauViewBox, tileColour, tilePalette } from '../../../core/render/svg';

// A 2×1 form with a domino placed horizontally (position 0) or as two monominoes (1 and 2).
const geometry: TableauGeometry = {
  viewBox: [1, -2, 2, 1],
  atoms: ['M1 -2L2 -2L2 -1L1 -1Z', 'M2 -2L3 -2L3 -1L2 -1Z'],
  tiles: ['I', 'X'],
  positions: [
    { tile: 0, name: 'I.1@1.1', atoms: [0, 1], outline: 'M1 -2L3 -2L3 -1L1 -1Z', labels: [[2, -1.5]] },
    { tile: 1, name: 'X.1@1.1', atoms: [0], outline: 'M1 -2L2 -2L2 -1L1 -1Z', labels: [[1.5, -1.5]] },
    { tile: 1, name: 'X.1@2.1', atoms: [1], outline: 'M2 -2L3 -2L3 -1L2 -1Z', labels: [[2.5, -1.5]] },
  ],
  marks: '',
  captions: [],
  legend: [],
};

describe('tableau SVG', () => {
  it('pads the form by a tenth of a cell', () => {
    assert.strictEqual(tableauViewBox(geometry), '0.9 -2.1 2.2 1.2');
  });

  it('draws a standalone document: atom grid, each tile filled and outlined, names on top', () => {
    assert.strictEqual(tableauSvg(geometry, [0], { width: 220, title: 'F #1' }),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0.9 -2.1 2.2 1.2" width="220" height="120"><title>F #1</title>' +
      '<path class="atoms" d="M1 -2L2 -2L2 -1L1 -1ZM2 -2L3 -2L3 -1L2 -1Z" fill="none" stroke="#1e1e1e" stroke-opacity="0.25" stroke-width="0.015"/>' +
      '<g class="tiles"><path class="tile tile-0" d="M1 -2L3 -2L3 -1L1 -1Z" fill="#9966dd" fill-rule="evenodd" stroke="#1e1e1e" stroke-width="0.06" stroke-linejoin="round"/></g>' +
      '<g class="labels" font-family="sans-serif" font-size="0.7" font-weight="600" text-anchor="middle" dominant-baseline="central" fill="#000000" stroke="#ffffff" stroke-width="0.08" stroke-linejoin="round" paint-order="stroke">' +
      '<text class="label" x="2" y="-1.5">I</text></g></svg>');
  });

  it('gives each tile its palette colour and skips position numbers it does not know', () => {
    const svg = tableauElements(geometry, [1, 2, 7, -1]);
    assert.deepStrictEqual([...svg.matchAll(/class="tile tile-(\d)" d="([^"]*)" fill="([^"]*)"/g)].map((m) => m.slice(1)), [
      ['1', 'M1 -2L2 -2L2 -1L1 -1Z', tilePalette[1]],
      ['1', 'M2 -2L3 -2L3 -1L2 -1Z', tilePalette[1]],
    ]);
    assert.deepStrictEqual([...svg.matchAll(/<text class="label" x="([^"]*)" y="([^"]*)">(\w)</g)].map((m) => m.slice(1)), [['1.5', '-1.5', 'X'], ['2.5', '-1.5', 'X']]);
  });

  it('wraps the palette and escapes titles', () => {
    assert.strictEqual(tileColour(20), tilePalette[0]);
    assert.strictEqual(tilePalette.length, 20);
    assert.strictEqual(new Set(tilePalette).size, 20);
    assert.ok(tableauSvg(geometry, [], { title: 'a<b & "c"' }).includes('<title>a&lt;b &amp; &quot;c&quot;</title>'));
  });
});

// The renderers trust nothing they are given: hostile names, colours, path data and numbers in forged
// drawing data come out escaped or replaced, and the document holds only the renderers' own markup.
import * as assert from 'assert';
import { BLACK_AND_WHITE } from '../../../core/nonogram/puzzle';
import { formatNon, parseNon } from '../../../core/nonogram/formats';
import { linkpixSvg } from '../../../core/render/linkpix';
import { nonogramSvg } from '../../../core/render/nonogram';
import { escapeXml, svgColour, svgNumber, svgPath } from '../../../core/render/safe';
import { lightColours, tableauSvg, tilePalette } from '../../../core/render/svg';
import { hostileColours, hostileGeometry, hostileNames, hostilePath } from '../../fuzz/hostileDrawing';
import { injectionIn } from '../../fuzz/svgOracle';

describe('render: hostile drawing data', () => {
  it('a colour is #rgb or #rrggbb, path data only path letters and numbers, a number finite', () => {
    assert.deepStrictEqual(['#abc', '#A0b1C2', ...hostileColours, undefined, 7].map((c) => svgColour(c, '#000000')), ['#abc', '#A0b1C2', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000']);
    assert.strictEqual(svgPath('M0 0L1.5 -2e-3a1 1 0 1 0 2 0Z'), 'M0 0L1.5 -2e-3a1 1 0 1 0 2 0Z');
    assert.strictEqual(svgPath(hostilePath), '');
    assert.deepStrictEqual([1.5, -0, Infinity, NaN, '3', '1" x="2'].map(svgNumber), ['1.5', '0', '0', '0', '0', '0']);
    assert.strictEqual(escapeXml('a<b>&"\'\u0000\u001f\ud800z\u{1f600}'), 'a&lt;b&gt;&amp;&quot;&apos;z\u{1f600}');
  });

  for (const name of hostileNames) {
    it(`tableau: the name ${JSON.stringify(name)} is text, hostile paths and numbers are dropped`, () => {
      const svg = tableauSvg(hostileGeometry(name), [0, 1, 2], { title: name, colours: { ...lightColours, line: hostileColours[0], seam: hostileColours[1] } });
      assert.strictEqual(injectionIn(svg), undefined);
      // Two positions drawn (the third's tile is no index), the second without its forged outline.
      assert.deepStrictEqual([...svg.matchAll(/class="tile tile-(\d+)" d="([^"]*)" fill="([^"]*)" fill-rule="evenodd" stroke="([^"]*)"/g)].map((m) => m.slice(1)), [
        ['0', 'M0 -1L1 -1L1 0L0 0Z', tilePalette[0], lightColours.line],
        ['0', '', tilePalette[0], lightColours.line],
      ]);
      assert.deepStrictEqual([...svg.matchAll(/<text class="label" x="([^"]*)"/g)].map((m) => m[1]), ['0.5', '0']);
      assert.ok(svg.includes(`<path class="marks" d="" fill="none" stroke="${lightColours.seam}"`));
      assert.strictEqual(svg.split(`>${escapeXml(name)}<`).length - 1, 4, 'title, two labels and the caption');
    });
  }

  it('nonogram: palette colours that are not colours are drawn in ink; the title and clue numbers are text', () => {
    const colours = [{ name: 'white', rgb: '#ffffff' }, ...hostileColours.map((rgb, i) => ({ name: `c${i}`, rgb }))];
    const svg = nonogramSvg({
      width: 2, height: 1, colours, cell: 12, title: hostileNames[1],
      rows: [[{ length: 1, colour: 1 }, { length: '1"/><script>x</script>' as unknown as number, colour: 2 }]],
      columns: [[{ length: 1, colour: 1 }], [{ length: 1, colour: 2 }]],
      cells: [1, 2],
    });
    assert.strictEqual(injectionIn(svg), undefined);
    assert.deepStrictEqual([...svg.matchAll(/<rect [^>]*fill="([^"]*)"/g)].map((m) => m[1]), ['#000000', '#000000', '#000000', '#000000', '#000000', '#000000']);
    assert.deepStrictEqual([...svg.matchAll(/>([^<]*)<\/text>/g)].map((m) => m[1]), ['1', '0', '1', '1']);
  });

  it('Link-a-Pix: a palette colour that is not a colour is drawn in ink; the title is text', () => {
    const grid = { width: 2, height: 1, clues: [2, 2], colours: [1, 1], palette: { 1: hostileColours[3] }, coloured: true };
    const svg = linkpixSvg(grid, [[0, 1]], 12, 'paths', hostileNames[0]);
    assert.strictEqual(injectionIn(svg), undefined);
    assert.ok(svg.includes('<title>&lt;script&gt;window.pwned=1&lt;/script&gt;</title>'));
    assert.deepStrictEqual([...svg.matchAll(/stroke="(#[^"]*)" stroke-width="4.80"/g)].map((m) => m[1]), ['#000000']);
  });

  it('.non export: a name with line breaks stays on its title line and a colour that is not one is written black', () => {
    const puzzle = { name: hostileNames[5], width: 1, height: 1, colours: [...BLACK_AND_WHITE, { name: 'red', rgb: hostileColours[0] }], rows: [[{ length: 1, colour: 1 }]], columns: [[{ length: 1, colour: 1 }]] };
    const text = formatNon(puzzle);
    assert.deepStrictEqual(text.split('\n').slice(0, 4), ['title "T width 99 height 99"', 'color a #000000', 'color b #000000', 'width 1']);
    const back = parseNon(text);
    assert.deepStrictEqual([back.name, back.width, back.height], ['T width 99 height 99', 1, 1]);
  });
});

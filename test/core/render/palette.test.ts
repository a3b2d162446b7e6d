// The tile palette measured: every two colours told apart (CIEDE2000, the CIE's colour difference),
// and every tile's edge legible on the light, dark and high-contrast themes' cards.
import * as assert from 'assert';
import { contrast, LEGIBLE_CONTRAST, parseColour } from '../../../core/render/contrast';
import { tilePalette } from '../../../core/render/svg';

type Lab = [number, number, number];

/** CIE L*a*b* of an sRGB colour, white as sRGB's (D65) so that white is exactly L 100, a 0, b 0. */
function lab(colour: string): Lab {
  const [r, g, b] = parseColour(colour)!.map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089];
  const [fx, fy, fz] = xyz.map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116));
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIEDE2000 colour difference (Sharma, Wu and Dalal 2005); about 2 is just noticeable, 20 is two clearly different colours. */
function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const deg = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1, a2p = (1 + g) * a2;
  const c1 = Math.hypot(a1p, b1), c2 = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / deg + 360) % 360);
  const h1 = hue(b1, a1p), h2 = hue(b2, a2p);
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360; else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * deg) / 2);
  const lBar = (l1 + l2) / 2, cpBar = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = (Math.abs(h1 - h2) > 180 ? (hBar < 360 ? hBar + 360 : hBar - 360) : hBar) / 2;
  const t = 1 - 0.17 * Math.cos((hBar - 30) * deg) + 0.24 * Math.cos(2 * hBar * deg) + 0.32 * Math.cos((3 * hBar + 6) * deg) - 0.2 * Math.cos((4 * hBar - 63) * deg);
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2), sc = 1 + 0.045 * cpBar, sh = 1 + 0.015 * cpBar * t;
  const rt = -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * deg) * 2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  const [dl, dc, dhh] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh);
}

/** The panel's card background and tile outline in each theme (VS Code's editorWidget background, editor foreground or contrast border). */
const cards = {
  'Light Modern': { background: '#f8f8f8', outline: '#3b3b3b' },
  'Dark Modern': { background: '#202020', outline: '#cccccc' },
  'High Contrast': { background: '#0c141f', outline: '#6fc3df' },
};

describe('tile palette', () => {
  it('CIEDE2000 as published: pairs from Sharma, Wu and Dalal\'s test data', () => {
    const pairs: [Lab, Lab, number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[50, 2.5, 0], [61, -5, 29], 22.8977],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    ];
    for (const [x, y, expected] of pairs) assert.strictEqual(ciede2000(x, y).toFixed(4), expected.toFixed(4));
    assert.deepStrictEqual(lab('#ffffff').map((v) => Math.round(v * 100) / 100), [100, 0, 0]);
  });

  it('every two colours at least 20 apart (CIEDE2000), and as far from white, black and the dark theme\'s background', () => {
    let closest = { d: Infinity, pair: '' };
    tilePalette.forEach((x, i) => tilePalette.slice(i + 1).forEach((y) => {
      const d = ciede2000(lab(x), lab(y));
      if (d < closest.d) closest = { d, pair: `${x} ${y}` };
    }));
    assert.ok(closest.d >= 20, `${closest.pair}: ${closest.d.toFixed(1)}`);
    for (const background of ['#ffffff', '#f8f8f8', '#1f1f1f', '#000000']) {
      for (const c of tilePalette) assert.ok(ciede2000(lab(c), lab(background)) >= 20, `${c} on ${background}: ${ciede2000(lab(c), lab(background)).toFixed(1)}`);
    }
  });

  it('on every theme a tile\'s edge reads: its fill or its outline contrasts with the card (WCAG 3:1 for graphics)', () => {
    for (const [theme, card] of Object.entries(cards)) {
      assert.ok(contrast(card.outline, card.background) >= LEGIBLE_CONTRAST, theme);
      for (const c of tilePalette) {
        const edge = Math.max(contrast(c, card.background), contrast(c, card.outline));
        assert.ok(edge >= LEGIBLE_CONTRAST, `${theme}: ${c}, fill ${contrast(c, card.background).toFixed(2)}, outline ${contrast(c, card.outline).toFixed(2)}`);
      }
    }
  });
});

// Exported SVGs opened in Chromium as documents of their own (as a user opens a saved file): drawn from
// hostile names, colours and path data, they run no script, load nothing and show the name as text.
import * as assert from 'assert';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { Browser, chromium } from 'playwright-core';
import { linkpixSvg } from '../../core/render/linkpix';
import { nonogramSvg } from '../../core/render/nonogram';
import { lightColours, tableauSvg } from '../../core/render/svg';
import { sheetSvg } from '../../webview/exporting';
import { chromiumLaunchOptions } from '../chromium';
import { hostileColours, hostileGeometry, hostileNames } from '../fuzz/hostileDrawing';

describe('panel: exported SVGs in Chromium', function () {
  this.timeout(120_000);
  let browser: Browser;
  let dir: string;

  before(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
    dir = mkdtempSync(path.join(tmpdir(), 'logel-export-'));
  });
  after(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The exports of one hostile name, each drawn with hostile colours. */
  function exportsOf(name: string): Record<string, string> {
    const colours = [{ name: 'white', rgb: '#ffffff' }, ...hostileColours.map((rgb, i) => ({ name: `c${i}`, rgb }))];
    return {
      tableau: tableauSvg(hostileGeometry(name), [0, 1, 2], { title: name, colours: { ...lightColours, text: hostileColours[1] } }),
      sheet: sheetSvg(hostileGeometry(name), [{ positions: [0, 1], caption: name }, { positions: [2], caption: name }], name),
      nonogram: nonogramSvg({ width: 2, height: 1, colours, cell: 16, title: name, rows: [[{ length: 1, colour: 1 }, { length: 1, colour: 2 }]], columns: [[{ length: 1, colour: 1 }], [{ length: 1, colour: 2 }]], cells: [1, 2] }),
      linkpix: linkpixSvg({ width: 2, height: 1, clues: [2, 2], colours: [1, 1], palette: { 1: hostileColours[3] }, coloured: true }, [[0, 1]], 16, 'paths', name),
    };
  }

  hostileNames.forEach((name, n) => {
    it(`the name ${JSON.stringify(name)}: no script runs, nothing loads, the title reads as written`, async () => {
      for (const [kind, svg] of Object.entries(exportsOf(name))) {
        const file = path.join(dir, `${kind}-${n}.svg`);
        writeFileSync(file, svg);
        const page = await browser.newPage();
        const requests: string[] = [];
        const dialogs: string[] = [];
        page.on('request', (r) => { if (r.url() !== pathToFileURL(file).href) requests.push(r.url()); });
        page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
        await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
        // Hover and click every element: an event attribute would fire now.
        for (const target of await page.$$('path, text, rect')) await target.hover({ force: true, timeout: 1000 }).catch(() => undefined);
        const seen = await page.evaluate(() => ({
          pwned: (window as unknown as { pwned?: number }).pwned,
          root: document.documentElement.localName,
          parseError: document.getElementsByTagName('parsererror').length,
          scripts: document.getElementsByTagName('script').length,
          images: document.getElementsByTagName('image').length,
          title: document.querySelector('title')?.textContent ?? '',
        }));
        await page.close();
        assert.deepStrictEqual({ ...seen, requests, dialogs }, {
          pwned: undefined, root: 'svg', parseError: 0, scripts: 0, images: 0, requests: [], dialogs: [],
          // XML cannot hold NUL, other controls or a lone surrogate: those are dropped, the rest kept.
          title: name.replace(/[\u0000-\u0008\ud800]/g, ''),
        }, kind);
      }
    });
  });
});

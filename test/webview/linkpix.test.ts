// The panel's Link-a-Pix view in real Chromium: the page the host writes (with its CSP), the bundle of
// webview/main.ts, a stubbed VS Code API, and messages made by the real worker code and solver. The
// pictures are canvases, so the tests read their pixels back at the cells they are about.
import * as assert from 'assert';
import { mkdirSync } from 'fs';
import * as path from 'path';
import { panelSuite } from './bundle';
import { solveLinkpixRequest } from '../../client/linkpixWorker';
import { PanelMessage, panelEvent, PanelRequest, SolveEvent } from '../../core/protocol';

const root = path.join(__dirname, '../../..');
const results = path.join(root, 'test-results');

/** The worker's events for one linkpix block of `text`, as the host forwards them to the panel. */
function runWorker(text: string, name: string, run: number): PanelMessage[] {
  const events: SolveEvent[] = [];
  solveLinkpixRequest({ kind: 'linkpix', text, name, options: {}, cancel: new SharedArrayBuffer(4), memoryMb: 1024 }, (e) => events.push(e));
  return [{ type: 'runStarted', run, kind: 'linkpix', name, options: {}, file: 'file:///l.logel' }, ...events.map((e): PanelMessage => ({ ...panelEvent(e), run }))];
}

// Unique, solved by the exclusions: a 3 along the top, a 2 and two 1s.
const boat = 'linkpix Boat {\n  3 . 3 1\n  . . . .\n  2 2 . 1\n}\n';
// Two solutions: the 3 goes round either corner.
const two = 'linkpix Two {\n  3 .\n  . 3\n}\n';
const flag = 'linkpix Flag {\n  palette {\n    r = #ff0000\n    b = #0000ff\n  }\n  2r 2r 1b\n  .  .  .\n  2b 2b 1r\n}\n';

const background = [31, 31, 31], ink = [204, 204, 204], mark = [241, 76, 76];

describe('Link-a-Pix panel (Chromium)', function () {
  this.timeout(60_000);
  const panel = panelSuite(root, { 'editor-background': '#1f1f1f', 'editor-foreground': '#cccccc', 'descriptionForeground': '#9d9d9d', 'editorError-foreground': '#f14c4c' });
  const send = panel.send;


  /** The cell size of the pictures (they share one). */
  const cellSize = async () => Number(await panel.page.getAttribute('.linkpix-figure canvas', 'data-cell'));

  /** The colour of canvas `index` at (x, y) in cells (0.5, 0.5 is the centre of the top left cell). */
  async function pixel(index: number, x: number, y: number): Promise<number[]> {
    const cell = await cellSize();
    return panel.page.$$eval('.linkpix-figure canvas', (cs, [i, px, py]) => {
      const c = cs[i] as HTMLCanvasElement;
      return Array.from(c.getContext('2d')!.getImageData(Math.floor(px), Math.floor(py), 1, 1).data.slice(0, 3));
    }, [index, x * cell, y * cell]);
  }

  /** How many pixels of canvas `index` within the cell (col, row) (or the whole canvas) are close to `rgb`. */
  async function pixelsOf(index: number, rgb: number[], at?: [number, number]): Promise<number> {
    const cell = await cellSize();
    return panel.page.$$eval('.linkpix-figure canvas', (cs, [i, colour, box]) => {
      const c = cs[i as number] as HTMLCanvasElement;
      const [x, y, w, h] = (box as number[] | null) ?? [0, 0, c.width, c.height];
      const data = c.getContext('2d')!.getImageData(x, y, w, h).data;
      let n = 0;
      for (let k = 0; k < data.length; k += 4) {
        if (Math.abs(data[k] - (colour as number[])[0]) + Math.abs(data[k + 1] - (colour as number[])[1]) + Math.abs(data[k + 2] - (colour as number[])[2]) < 30) n++;
      }
      return n;
    }, [index, rgb, at ? [at[0] * cell, at[1] * cell, cell, cell] : null] as const);
  }

  it('draws the clue grid as soon as the puzzle arrives: numbers in the clue cells, nothing in the others', async () => {
    const [start, puzzle] = runWorker(boat, 'Boat', 1);
    await send([start, puzzle]);
    assert.strictEqual(await panel.page.textContent('.linkpix-view h1'), 'Link-a-Pix Boat');
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Solving…');
    assert.strictEqual(await panel.page.isVisible('.overview'), false);
    assert.strictEqual(await panel.page.textContent('.linkpix-figure figcaption'), 'The clues');
    assert.ok(await cellSize() >= 10, 'big enough for numbers');
    for (const [col, row] of [[0, 0], [2, 0], [3, 0], [0, 2], [1, 2], [3, 2]]) assert.ok(await pixelsOf(0, ink, [col, row]) > 5, `a number at col ${col}, row ${row}`);
    for (const [col, row] of [[1, 0], [0, 1], [1, 1], [2, 2]]) assert.strictEqual(await pixelsOf(0, ink, [col, row]), 0, `no number at col ${col}, row ${row}`);
  });

  it('draws the paths as lines over the clue grid, the picture painted, and the pipeline numbers', async () => {
    await send(runWorker(boat, 'Boat', 2));
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Done');
    assert.match((await panel.page.textContent('.linkpix-view .verdict'))!, /^4×3: unique, solved by exclusions alone \(\d+\.\d\d\u00a0s\)$/);
    assert.strictEqual(await panel.page.textContent('.linkpix-view .flow'), '4 paths generated → 4 after exclusions → 0 options searched (0 placements)');
    // The 3 runs along the top row: the line passes between the cells' centres; the 2 along the bottom.
    assert.deepStrictEqual(await pixel(0, 1.0, 0.5), ink);
    assert.deepStrictEqual(await pixel(0, 2.0, 0.5), ink);
    assert.deepStrictEqual(await pixel(0, 1.0, 2.5), ink);
    // No line between the 3 and the 1 beside it, none down the middle row, none between the 2 and the lone 1.
    assert.deepStrictEqual(await pixel(0, 2.95, 0.5), background);
    assert.deepStrictEqual(await pixel(0, 1.5, 1.5), background);
    assert.deepStrictEqual(await pixel(0, 2.5, 2.5), background);
    assert.strictEqual(await pixelsOf(0, mark), 0, 'nothing marked in a unique solution');
    await panel.page.click('.linkpix-view button:text-is("Picture")');
    assert.strictEqual(await panel.page.getAttribute('.linkpix-view button:text-is("Picture")', 'aria-pressed'), 'true');
    // ####/..../##.# painted: whole cells, corners included.
    const painted = ['####', '....', '##.#'];
    for (let row = 0; row < 3; row++) for (let col = 0; col < 4; col++) {
      assert.deepStrictEqual(await pixel(0, col + 0.1, row + 0.1), painted[row][col] === '#' ? ink : background, `col ${col}, row ${row}`);
    }
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'linkpix-picture.png') });
  });

  it('shows two solutions side by side with the paths that differ marked', async () => {
    await send(runWorker(two, 'Two', 3));
    assert.match((await panel.page.textContent('.linkpix-view .verdict'))!, /^2×2: more than one solution/);
    assert.deepStrictEqual(await panel.page.$$eval('.linkpix-figure figcaption', (cs) => cs.map((c) => c.textContent)),
      ['Solution 1 (1 of its 1 paths differ, marked)', 'Solution 2 (1 of its 1 paths differ, marked)']);
    const boxes = await panel.page.$$eval('.linkpix-figure canvas', (cs) => cs.map((c) => c.getBoundingClientRect()));
    assert.ok(boxes[1].left >= boxes[0].right && boxes[1].top === boxes[0].top, 'side by side');
    for (const i of [0, 1]) assert.ok(await pixelsOf(i, mark) > 20, `solution ${i + 1} has its differing path marked`);
    // One goes round the top right corner, the other round the bottom left: each corner cell is on exactly one.
    const corners = [await pixelsOf(0, mark, [1, 0]) > 0, await pixelsOf(0, mark, [0, 1]) > 0, await pixelsOf(1, mark, [1, 0]) > 0, await pixelsOf(1, mark, [0, 1]) > 0];
    assert.ok((corners[0] !== corners[1]) && corners[0] === corners[3] && corners[1] === corners[2], JSON.stringify(corners));
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'linkpix-two-solutions.png') });
  });

  it('colour puzzles draw each path in its palette colour', async () => {
    await send(runWorker(flag, 'Flag', 4));
    assert.deepStrictEqual(await pixel(0, 1.0, 0.5), [255, 0, 0]);
    assert.deepStrictEqual(await pixel(0, 1.0, 2.5), [0, 0, 255]);
    await panel.page.click('.linkpix-view button:text-is("Picture")');
    assert.deepStrictEqual([await pixel(0, 2.5, 0.5), await pixel(0, 2.5, 2.5), await pixel(0, 1.5, 1.5)], [[0, 0, 255], [255, 0, 0], background]);
  });

  it('follows a theme change at once: the canvases take the new background and ink', async () => {
    await send(runWorker(boat, 'Boat', 20));
    assert.deepStrictEqual(await pixel(0, 1.5, 1.5), background);
    await panel.page.evaluate(() => {
      document.documentElement.style.setProperty('--vscode-editor-background', '#ffffff');
      document.documentElement.style.setProperty('--vscode-editor-foreground', '#3b3b3b');
    });
    await panel.page.waitForFunction(() => !!document.querySelector('.linkpix-figure canvas'));
    assert.deepStrictEqual(await pixel(0, 1.5, 1.5), [255, 255, 255]);
    // The path of the top 3 in the new ink.
    assert.deepStrictEqual(await pixel(0, 1.0, 0.5), [59, 59, 59]);
  });

  it('black clues stay legible on a dark theme: a light halo before the solve, light numbers on black discs after', async () => {
    const black = 'linkpix Black {\n  palette {\n    k = #000000\n  }\n  3k . 3k 1k\n}\n';
    const messages = runWorker(black, 'Black', 21);
    const white = [255, 255, 255];
    // The clues alone, as they arrive before the solution.
    await send(messages.filter((m) => m.type !== 'runDone'));
    assert.ok(await pixelsOf(0, white, [0, 0]) > 0, 'no light halo around the black 3');
    await send(messages.filter((m) => m.type === 'runDone'));
    assert.ok(await pixelsOf(0, white, [0, 0]) > 0, 'no light number on the black disc');
    assert.ok(await pixelsOf(0, [0, 0, 0], [0, 0]) > 0, 'the disc is black');
  });

  it('Fit enlarges a small puzzle to the width of the panel', async () => {
    await send(runWorker(boat, 'Boat', 22));
    const fitted = await cellSize();
    await panel.page.click('.linkpix-view button[aria-label="Zoom out"]');
    await panel.page.click('.linkpix-view button[aria-label="Zoom out"]');
    await panel.page.click('.linkpix-view button:text-is("Fit")');
    assert.strictEqual(await cellSize(), fitted);
    // 4 cells wide in a 1000 px page: the cell is as large as the zoom allows.
    assert.strictEqual(fitted, 64);
  });

  it('zooms with the buttons and the keyboard, and exports SVG and PNG', async () => {
    await send(runWorker(flag, 'Flag', 5));
    const fit = await cellSize();
    await panel.page.click('.linkpix-view button[aria-label="Zoom out"]');
    assert.ok(await cellSize() < fit);
    await panel.page.focus('.linkpix-pictures');
    await panel.page.keyboard.press('0');
    assert.strictEqual(await cellSize(), fit);
    await panel.page.keyboard.press('-');
    await panel.page.keyboard.press('-');
    const smaller = await cellSize();
    assert.ok(smaller < fit);
    await panel.page.keyboard.press('+');
    assert.ok(await cellSize() > smaller);
    await panel.page.click('.linkpix-view button:text-is("SVG")');
    await panel.page.click('.linkpix-view button:text-is("PNG")');
    await panel.page.waitForFunction(() => window.posted.length >= 3);
    const posted = await panel.page.evaluate(() => window.posted);
    assert.deepStrictEqual(posted[0], { type: 'ready' });
    const svg = posted[1] as Extract<PanelRequest, { type: 'export' }>;
    assert.deepStrictEqual([svg.format, svg.name], ['svg', 'Flag.svg']);
    // One stroked path per colour, the 1s as squares, and every clue's number.
    assert.strictEqual((svg.data.match(/fill="none" stroke="#ff0000"/g) ?? []).length, 1);
    assert.strictEqual((svg.data.match(/fill="none" stroke="#0000ff"/g) ?? []).length, 1);
    assert.deepStrictEqual((svg.data.match(/>(\d+)<\/text>/g) ?? []).map((t) => t.slice(1, -7)), ['2', '2', '1', '2', '2', '1']);
    const png = posted[2] as Extract<PanelRequest, { type: 'export' }>;
    assert.deepStrictEqual([png.format, png.name], ['png', 'Flag.png']);
    assert.match(png.data, /^data:image\/png;base64,/);
  });

  it('draws a 150×150 puzzle of 18,750 clues as one canvas per solution', async () => {
    const row = (y: number) => (y % 2 === 0 ? Array.from({ length: 50 }, () => '3 . 3').join(' ') : Array.from({ length: 150 }, () => '1').join(' '));
    const big = `linkpix Big {\n${Array.from({ length: 150 }, (_, y) => `  ${row(y)}`).join('\n')}\n}\n`;
    const messages = runWorker(big, 'Big', 6);
    const started = Date.now();
    await send(messages);
    const ms = Date.now() - started;
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Done');
    assert.strictEqual(await panel.page.$$eval('.linkpix-view canvas', (cs) => cs.length), 1);
    assert.strictEqual(await panel.page.$$eval('.linkpix-view *', (es) => es.length) < 60, true, 'a few elements, not one per cell');
    const cell = await cellSize();
    // The 3 at (0, 0) runs to (2, 0); the 1 at (0, 1) is a square.
    assert.deepStrictEqual(await pixel(0, 1.0, 0.5), ink);
    assert.deepStrictEqual(await pixel(0, 0.5, 1.5), ink);
    // A redraw (zoom in by key: the canvas is drawn again, synchronously, in the key handler), timed in the panel.page.
    const redraws: string[] = [];
    for (let i = 0; i < 2; i++) {
      const redrawMs = await panel.page.evaluate(() => {
        const region = document.querySelector('.linkpix-pictures')!;
        const started = performance.now();
        region.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
        return performance.now() - started;
      });
      redraws.push(`${await cellSize()} px in ${redrawMs.toFixed(0)} ms`);
    }
    assert.ok(await cellSize() >= 10, 'zoomed in to where the numbers are drawn');
    console.log(`      150×150: messages sent and drawn in ${ms} ms at ${cell} px a cell; redrawn at ${redraws.join(', at ')}`);
  });

  it('while solving: the progress line and Cancel; a cancelled run says so and offers Solve again', async () => {
    const [start, puzzle] = runWorker(boat, 'Boat', 9);
    await send([start, puzzle, { type: 'runProgress', kind: 'linkpix', run: 9, progress: { stage: 'exclusions', paths: 12345, alive: 6789, placements: 0, ms: 250 } }]);
    assert.strictEqual(await panel.page.isVisible('.linkpix-view [role="progressbar"]'), true);
    assert.strictEqual(await panel.page.textContent('.linkpix-view p.legend'), 'exclusions: 12,345 paths generated, 6,789 left');
    await panel.page.click('.linkpix-view button:text-is("Cancel")');
    assert.deepStrictEqual(await panel.page.evaluate(() => window.posted), [{ type: 'ready' }, { type: 'cancel' }]);
    await send([{ type: 'runCancelled', run: 9 }]);
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Cancelled');
    assert.strictEqual(await panel.page.isVisible('.linkpix-view [role="progressbar"]'), false);
    assert.strictEqual(await panel.page.isDisabled('.linkpix-view button:text-is("Cancel")'), true);
    await panel.page.click('.linkpix-view button:text-is("Solve again")');
    assert.deepStrictEqual((await panel.page.evaluate(() => window.posted)).slice(2), [{ type: 'solveAgain' }]);
    // The clue grid stays in view.
    assert.strictEqual(await panel.page.textContent('.linkpix-figure figcaption'), 'The clues');
  });

  it('a nonogram run takes the page and a Link-a-Pix run takes it back; messages of an earlier run are dropped', async () => {
    await send(runWorker(boat, 'Boat', 3));
    assert.strictEqual(await panel.page.evaluate(() => document.body.dataset.kind), 'linkpix');
    await send([{ type: 'runStarted', run: 4, kind: 'nonogram', name: 'Duck', options: {}, file: 'file:///n.logel' }]);
    assert.strictEqual(await panel.page.evaluate(() => document.body.dataset.kind), 'nonogram');
    assert.strictEqual(await panel.page.isVisible('.linkpix-view'), false);
    assert.strictEqual(await panel.page.isVisible('.nonogram-view'), true);
    // A late message of the Link-a-Pix run neither takes the page back nor reaches the tiling panel.page.
    const [, puzzle] = runWorker(boat, 'Boat', 3);
    await send([puzzle]);
    assert.strictEqual(await panel.page.evaluate(() => document.body.dataset.kind), 'nonogram');
    const [start, newer, ...rest] = runWorker(two, 'Two', 5);
    await send([start, newer, ...rest, { ...puzzle, run: 3 }]);
    assert.strictEqual(await panel.page.evaluate(() => document.body.dataset.kind), 'linkpix');
    assert.strictEqual(await panel.page.isVisible('.nonogram-view'), false);
    assert.strictEqual(await panel.page.textContent('.linkpix-view h1'), 'Link-a-Pix Two');
    assert.match((await panel.page.textContent('.linkpix-view .verdict'))!, /^2×2: more than one solution/, 'run 5\'s puzzle, not run 3\'s 4×3 one');
    assert.strictEqual(await panel.page.locator('.linkpix-figure canvas').count(), 2);
    // A cancel of the nonogram run (no longer shown) is not the Link-a-Pix run's.
    await send([{ type: 'runCancelled', run: 4 }]);
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Done');
  });

  it('a block with errors shows the message; a tiling run takes the page back', async () => {
    await send(runWorker('linkpix Bad {\n  2 x\n}\n', 'Bad', 7));
    assert.strictEqual(await panel.page.textContent('.linkpix-view .status'), 'Failed');
    assert.match((await panel.page.textContent('.linkpix-view .error'))!, /^linkpix Bad has errors; first, line 2: a cell is a clue/);
    await send([{ type: 'runStarted', run: 8, kind: 'form', name: 'F', file: 'file:///f.logel', options: { mode: 'all', symmetry: true, keep: 100 } }]);
    assert.strictEqual(await panel.page.isVisible('.linkpix-view'), false);
    assert.strictEqual(await panel.page.isVisible('.overview'), true);
  });
});

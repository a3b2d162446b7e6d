// The panel's nonogram view in real Chromium: the page the host writes (with its CSP), the bundle of
// webview/main.ts, a stubbed VS Code API, and messages made by the real worker code and engine.
import * as assert from 'assert';
import { mkdirSync } from 'fs';
import * as path from 'path';
import { panelSuite } from './bundle';
import { solveNonogramRequest } from '../../client/nonogramWorker';
import { PanelMessage, panelEvent, SolveEvent } from '../../core/protocol';
import type { SearchGuess } from '../../core/nonogram/solve';
import { needsSearchBlock } from '../core/nonogram/needsSearch';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';
import { solveNonogram } from '../../core/nonogram/solve';
import { pictureString } from '../../core/nonogram/pictureString';
import { contrast, parseColour } from '../../core/render/contrast';

const root = path.join(__dirname, '../../..');
const results = path.join(root, 'test-results');

/** The worker's events for one nonogram of `text`, as the host forwards them to the panel. */
async function runWorker(text: string, name: string, run: number): Promise<PanelMessage[]> {
  const events: SolveEvent[] = [];
  await solveNonogramRequest({ kind: 'nonogram', text, name, options: {}, cancel: new SharedArrayBuffer(4), memoryMb: 1024 }, (e) => events.push(e));
  return [{ type: 'runStarted', run, kind: 'nonogram', name, options: {}, file: 'file:///n.logel' }, ...events.map((e): PanelMessage => ({ ...panelEvent(e), run }))];
}

// A duck: unique and line-solvable.
const duck = 'nonogram Duck {\n rows { 2\n 1 1\n 3 }\n columns { 2\n 1 1\n 3 }\n}';
// Two solutions that differ in all four cells.
const two = 'nonogram Two {\n rows { 1\n 1 }\n columns { 1\n 1 }\n}';
// Colours: a red bar over a blue one touching it.
/** How the page paints a cell that is not known yet (--vscode-descriptionForeground). */
const unknown = 'rgb(157, 157, 157)';
const flag = 'nonogram Flag {\n palette { r = #ff0000\n b = #0000ff }\n rows { 2r 1b\n 1b }\n columns { 1r\n 1r\n 2b }\n}';

const dark = { 'editor-background': '#1f1f1f', 'editor-foreground': '#cccccc', descriptionForeground: '#9d9d9d' };
const light = { 'editor-background': '#ffffff', 'editor-foreground': '#3b3b3b', descriptionForeground: '#717171' };

/** An `rgb(…)` colour at `opacity` over `background`, as the screen shows it. */
function blend(fill: string, background: string, opacity: number): string {
  const [f, b] = [parseColour(fill)!, parseColour(background)!];
  return `rgb(${f.map((v, i) => Math.round(v * opacity + b[i] * (1 - opacity))).join(', ')})`;
}

describe('nonogram panel (Chromium)', function () {
  this.timeout(60_000);
  const panel = panelSuite(root, dark);
  const send = panel.send;
  /** Switches the page's theme variables, as VS Code does on a theme change. */
  const setTheme = (vars: Record<string, string>) => panel.page.evaluate((v) => {
    for (const [name, value] of Object.entries(v)) document.documentElement.style.setProperty(`--vscode-${name}`, value);
  }, vars);

  /** Per picture on the page: the fill of each cell, read back from the drawn SVG by position. */
  const fills = () => panel.page.$$eval('.nonogram-picture', (svgs) => svgs.map((svg) => {
    const g = svg.querySelector('g')!;
    return Array.from(g.querySelectorAll('rect')).filter((r) => r.getAttribute('fill') !== 'none').map((r) => ({
      x: Number(r.getAttribute('x')), y: Number(r.getAttribute('y')), w: Number(r.getAttribute('width')),
      fill: getComputedStyle(r).fill,
    }));
  }));

  it('draws the solved picture with its clues in the theme colours, and hides the tiling page', async () => {
    await send(await runWorker(duck, 'Duck', 1));
    assert.strictEqual(await panel.page.textContent('.nonogram-view h1'), 'Nonogram Duck');
    assert.strictEqual(await panel.page.textContent('.nonogram-view .status'), 'Done');
    assert.match((await panel.page.textContent('.verdict'))!, /^3×3: unique, line-solvable \(line logic 100\u00a0%, with probing 100\u00a0%; 0 search nodes; /);
    assert.strictEqual(await panel.page.isVisible('.overview'), false);
    // Clues: rows 2 / 1 1 / 3 on the left, columns 2 / 1 1 / 3 on top.
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-picture .clues text', (ts) => ts.map((t) => t.textContent)), ['2', '1', '1', '3', '2', '1', '1', '3']);
    const [picture] = await fills();
    const cell = picture[0].w / 1; // the first run of row 1 is one blank cell
    const ink = 'rgb(204, 204, 204)', blank = 'rgb(31, 31, 31)';
    // .## / #.# / ### as runs: blank 1, ink 2 | ink, blank, ink | ink 3.
    assert.deepStrictEqual(picture.map((r) => [r.x / cell, r.y / cell, r.w / cell, r.fill]), [
      [0, 0, 1, blank], [1, 0, 2, ink],
      [0, 1, 1, ink], [1, 1, 1, blank], [2, 1, 1, ink],
      [0, 2, 3, ink],
    ]);
  });

  it('shows both solutions with the differing cells marked', async () => {
    await send(await runWorker(two, 'Two', 2));
    assert.match((await panel.page.textContent('.verdict'))!, /^2×2: more than one solution/);
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-figure figcaption', (cs) => cs.map((c) => c.textContent)), ['Solution 1 (4 cells differ, marked)', 'Solution 2']);
    const marks = await panel.page.$$eval('.nonogram-picture path.mark', (ps) => ps.map((p) => (p.getAttribute('d')!.match(/M/g) ?? []).length));
    assert.deepStrictEqual(marks, [4, 4]);
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'nonogram-two-solutions.png') });
  });

  it('beside two solutions: the proposals that make the goal unique, their cells dashed', async () => {
    await send(await runWorker('nonogram Goal {\n rows { 1\n 1 }\n columns { 1\n 1 }\n goal {\n  #.\n  .#\n }\n}', 'Goal', 20));
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-figure figcaption', (cs) => cs.map((c) => c.textContent)), [
      'Solution 1 (4 cells differ, marked)', 'Solution 2',
      'Unique if you change 1 cell of the goal (dashed), proved fewest; the quick fix on the warning applies it',
      'Unique if you give 1 starting hint (dashed), proved fewest; the quick fix on the warning applies it',
    ]);
    // Each proposal's one cell, dashed at row 1, column 1; the hint also gets its corner tab.
    const dashed = await panel.page.$$eval('.nonogram-picture', (svgs) => svgs.map((svg) => Array.from(svg.querySelectorAll('path.proposed'), (p) => ({ path: p.getAttribute('d')!, isDashed: p.getAttribute('stroke-dasharray') !== null }))));
    assert.strictEqual(dashed[0].length + dashed[1].length, 0);
    assert.deepStrictEqual(dashed.slice(2).map((d) => d.map(({ path, isDashed }) => [(path.match(/M/g) ?? []).length, path.startsWith('M'), isDashed])), [[[1, true, true]], [[1, true, true]]]);
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-picture', (svgs) => svgs.map((svg) => svg.querySelectorAll('path.hint').length)), [0, 0, 0, 1]);
    // The changed goal: row 1, column 1 painted blank, so only row 2, column 2 is ink.
    // Drawn with its own clues (0 / 1 for rows and columns), the ones the quick fix writes.
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-picture', (svgs) => Array.from(svgs[2].querySelectorAll('.clues text'), (t) => t.textContent)), ['0', '1', '0', '1']);
    const proposed = (await fills())[2];
    assert.deepStrictEqual(proposed.map((r) => r.fill), ['rgb(31, 31, 31)', 'rgb(31, 31, 31)', 'rgb(204, 204, 204)']);
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'nonogram-proposals.png') });
  });

  it('starting hints: marked in the solution, and known at step 0 of the replay', async () => {
    await send(await runWorker('nonogram Hinted {\n rows { 1\n 1 }\n columns { 1\n 1 }\n hints {\n  ?#\n  ??\n }\n}', 'Hinted', 21));
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-figure figcaption', (cs) => cs.map((c) => c.textContent)), ['Solution']);
    const tabs = await panel.page.$$eval('.nonogram-picture path.hint', (ps) => ps.map((p) => p.getAttribute('d')));
    assert.strictEqual(tabs.length, 1);
    const cell = (await fills())[0][0].w;     // row 1: one blank cell, then one ink
    assert.ok(tabs[0]!.startsWith(`M${cell} 0`), tabs[0]!);
    await panel.page.click('button:text-is("Replay")');
    await panel.page.click('button[aria-label="First step"]');
    assert.match((await panel.page.textContent('.step-text'))!, /^Step 0 of \d+: only the starting hints \(1\) are known$/);
    assert.deepStrictEqual((await fills())[0].map((r) => r.fill), [unknown, 'rgb(204, 204, 204)', unknown]);
    await panel.page.click('button:text-is("Solution")');
  });

  it('before a solution: the cells known before the search, while the search runs and once it is stopped', async () => {
    const { puzzle } = staircaseAndDiagonal(9, true);
    const known = pictureString(solveNonogram(puzzle, { stopAfter: 'probing' }).known);
    const { width, height } = puzzle;
    // line logic decides the two rows under the staircase (42 of 483 cells) and nothing else
    assert.strictEqual(known, `${'-'.repeat(width * (height - 2))}${'0'.repeat(width)}${'1'.repeat(width)}`);
    const run = 31;
    const progress = { stage: 'search' as const, knownCells: 2 * width, cells: width * height, searchNodes: 100, sat: true, ms: 2000, known };
    await send([
      { type: 'runStarted', run, kind: 'nonogram', name: puzzle.name, options: {}, file: 'file:///n.logel' },
      { type: 'runPuzzle', run, kind: 'nonogram', puzzle: { name: puzzle.name, width, height, colours: puzzle.colours, rows: puzzle.rows, columns: puzzle.columns } },
      { type: 'runProgress', run, kind: 'nonogram', progress },
    ]);
    const caption = () => panel.page.$$eval('.nonogram-figure figcaption', (cs) => cs.map((c) => c.textContent));
    assert.deepStrictEqual(await caption(), ['Known before the search: 8\u00a0% of the cells (line logic and probing)']);
    const byRow = async () => {
      const [picture] = await fills();
      const cell = picture.filter((r) => r.y === 0).reduce((n, r) => n + r.w, 0) / width;
      return Array.from({ length: height }, (_, y) => picture.filter((r) => r.y === y * cell).map((r) => `${r.w / cell} ${r.fill}`).join(', '));
    };
    const ink = 'rgb(204, 204, 204)', blank = 'rgb(31, 31, 31)';
    const drawn = [...Array.from({ length: height - 2 }, () => `${width} ${unknown}`), `${width} ${blank}`, `${width} ${ink}`];
    assert.deepStrictEqual(await byRow(), drawn);
    await send([{ type: 'runDone', run, kind: 'nonogram', result: {
      solutions: [], complete: false, cancelled: true, rating: null, lineKnownPercent: 8.7, probeKnownPercent: 8.7, known, steps: [],
      stats: { lineSolves: 40, probes: 60, searchNodes: 100, ms: 2100 },
    } }]);
    assert.deepStrictEqual(await caption(), ['Stopped before a solution; known before the search: 8\u00a0% of the cells (line logic and probing)']);
    assert.deepStrictEqual(await byRow(), drawn);
    assert.match((await panel.page.textContent('.verdict'))!, /^21×23: stopped after 2\.10\u00a0s, 0 solutions found so far/);
  });

  it('colour nonograms use the palette; blocks of two colours touch', async () => {
    await send(await runWorker(flag, 'Flag', 3));
    const [picture] = await fills();
    assert.deepStrictEqual(picture.map((r) => r.fill), ['rgb(255, 0, 0)', 'rgb(0, 0, 255)', 'rgb(31, 31, 31)', 'rgb(0, 0, 255)']);
    // Each colour clue is a tile of its colour with the number in black or white, whichever reads on it.
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-picture .clue-boxes rect', (rs) => rs.map((r) => r.getAttribute('fill'))), ['#ff0000', '#0000ff', '#0000ff', '#ff0000', '#ff0000', '#0000ff']);
    assert.deepStrictEqual(await panel.page.$$eval('.nonogram-picture .clues text', (ts) => ts.map((t) => t.getAttribute('fill'))), ['#000000', '#ffffff', '#ffffff', '#000000', '#000000', '#ffffff']);
  });

  for (const [themeName, vars] of [['light', light], ['dark', dark]] as const) {
    it(`colour clues stay legible on the ${themeName} theme, light grey and black ones included`, async () => {
      await setTheme(vars);
      const greys = 'nonogram Greys {\n palette { g = #e0e0e0\n k = #000000 }\n rows { 1g 1k\n 1k }\n columns { 1g\n 2k }\n}';
      await send(await runWorker(greys, 'Greys', 10));
      const clues = await panel.page.$$eval('.nonogram-picture', ([svg]) => {
        const boxes = Array.from(svg.querySelectorAll('.clue-boxes rect')).map((r) => r.getAttribute('fill')!);
        const digits = Array.from(svg.querySelectorAll('.clues text')).map((t) => t.getAttribute('fill')!);
        return { boxes, digits, outline: getComputedStyle(svg.querySelector('.clue-boxes rect')!).stroke };
      });
      assert.deepStrictEqual(clues.boxes, ['#e0e0e0', '#000000', '#000000', '#e0e0e0', '#000000']);
      clues.digits.forEach((d, i) => assert.ok(contrast(d, clues.boxes[i]) >= 4.5, `${d} on ${clues.boxes[i]}: ${contrast(d, clues.boxes[i]).toFixed(2)}`));
      // The tile's outline shows where a tile near the background colour is.
      assert.strictEqual(clues.outline, 'rgb(158, 158, 158)');
      assert.ok(contrast('#9e9e9e', vars['editor-background']) >= 2.5);
    });

    it(`the replay tells unknown cells from blank ones on the ${themeName} theme: shaded against dotted`, async () => {
      await setTheme(vars);
      await send(await runWorker(duck, 'Duck', 11));
      await panel.page.click('button:text-is("Replay")');
      await panel.page.click('button[aria-label="First step"]');
      await panel.page.click('button[aria-label="Next step"]');
      await panel.page.click('button[aria-label="Next step"]');
      const seen = await panel.page.$$eval('.nonogram-picture', ([svg]) => {
        const looks = (cls: string) => { const r = svg.querySelector(`g .${cls}`); if (!r) return undefined; const st = getComputedStyle(r); return { fill: st.fill, opacity: Number(st.fillOpacity) }; };
        const dots = svg.querySelector('path.dot');
        // The duck is 3 cells wide: its first row's runs add up to three cells.
        const rects = Array.from(svg.querySelectorAll('g rect:not([fill="none"])')).filter((r) => r.getAttribute('y') === '0');
        const cellWidth = rects.reduce((n, r) => n + Number(r.getAttribute('width')), 0) / 3;
        const blank = Array.from(svg.querySelectorAll('g rect.blank')).reduce((n, r) => n + Number(r.getAttribute('width')), 0);
        return { unknown: looks('unknown'), blank: looks('blank'), dots: (dots?.getAttribute('d')?.match(/a/g)?.length ?? 0) / 2, blankWidth: blank, cellWidth };
      });
      assert.ok(seen.unknown && seen.blank, 'the step leaves both unknown and blank cells');
      const background = vars['editor-background'];
      const shaded = blend(seen.unknown.fill, background, seen.unknown.opacity);
      assert.ok(contrast(shaded, seen.blank.fill) >= 1.8, `unknown ${shaded} against blank ${seen.blank.fill}`);
      // One dot per known blank cell (the blank runs' widths add up to cells).
      assert.ok(seen.dots > 0);
      assert.strictEqual(seen.dots, seen.blankWidth / seen.cellWidth);
    });
  }

  it('replays the deductions step by step from the start: which line decided which cells', async () => {
    await send(await runWorker(duck, 'Duck', 4));
    await panel.page.click('button:text-is("Replay")');
    assert.strictEqual(await panel.page.getAttribute('button:text-is("Replay")', 'aria-pressed'), 'true');
    const stepText = async () => (await panel.page.textContent('.step-text'))!;
    const last = Number(await panel.page.getAttribute('.replay input', 'max'));
    assert.ok(last >= 2, `the duck takes more than one step (${last})`);
    assert.strictEqual(await stepText(), `Step 0 of ${last}: nothing is known yet`);
    await panel.page.click('button[aria-label="Last step"]');
    assert.match(await stepText(), new RegExp(`^Step ${last} of ${last}: (row|column) \\d decided \\d cells?$`));
    await panel.page.click('button[aria-label="First step"]');
    assert.strictEqual(await stepText(), `Step 0 of ${last}: nothing is known yet`);
    const unknownCells = async () => (await fills())[0].filter((r) => r.fill === unknown).reduce((n, r) => n + r.w, 0) / cell;
    const cell = (await fills())[0][0].w / 3;
    assert.strictEqual(await unknownCells(), 9);
    await panel.page.click('button[aria-label="Next step"]');
    assert.match(await stepText(), /^Step 1 of \d+: (row|column) \d decided \d cells?$/);
    const decided = Number((await stepText()).match(/decided (\d+)/)![1]);
    assert.strictEqual(await panel.page.$$eval('.nonogram-picture path.mark', (ps) => (ps[0].getAttribute('d')!.match(/M/g) ?? []).length), decided);
    assert.strictEqual(await unknownCells(), 9 - decided);
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'nonogram-replay.png') });
    await panel.page.click('button[aria-label="Last step"]');
    assert.strictEqual(await unknownCells(), 0);
  });

  it('replays a search: each guess is a step naming the cell, ringed, and the cells it forces follow', async () => {
    const messages = await runWorker(needsSearchBlock, 'Dominoes', 8);
    await send(messages);
    const done = messages.find((m) => m.type === 'runDone');
    assert.ok(done?.kind === 'nonogram');
    const { steps } = done.result;
    const first = steps.findIndex((s) => s.by.kind === 'guess');
    const next = steps.findIndex((s, i) => i > first && s.by.kind === 'guess');
    assert.ok(first > 0 && next > first + 1, 'a guess, then what it forces, then another guess');
    assert.ok(steps.every((s) => s.by.kind !== 'search'), 'no step lumps the search');
    const guess = steps[first].by as SearchGuess;
    const forced = steps.slice(first + 1, next).reduce((n, s) => n + s.cells.length, 0);
    assert.strictEqual(guess.forced, forced);

    await panel.page.click('button:text-is("Replay")');
    const goTo = (step: number) => panel.page.$eval('.replay input', (input, v) => {
      (input as HTMLInputElement).value = String(v);
      input.dispatchEvent(new Event('input'));
    }, step);
    await goTo(first + 1);
    const row = Math.floor(guess.cell / 11) + 1, column = (guess.cell % 11) + 1;
    const [colour, other] = guess.colour === 1 ? ['black', 'blank'] : ['blank', 'black'];
    assert.strictEqual(await panel.page.textContent('.step-text'),
      `Step ${first + 1} of ${steps.length}: the search sets row ${row}, column ${column} to ${colour} (${other} leads to no solution); line logic and probing then decide ${forced} cell${forced === 1 ? '' : 's'}`);
    const ring = await panel.page.$eval('.nonogram-picture circle', (c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(c.getAttribute('r'))]);
    const size = ring[2] / 0.3;
    assert.deepStrictEqual([ring[0] / size - 0.5, ring[1] / size - 0.5].map((v) => Math.round(v * 1000) / 1000 + 0), [column - 1, row - 1]);
    mkdirSync(results, { recursive: true });
    await panel.page.screenshot({ path: path.join(results, 'nonogram-replay-search.png') });
    const known = async () => Math.round((await fills())[0].filter((r) => r.fill !== unknown).reduce((n, r) => n + r.w, 0) / size);
    const before = await known();
    await goTo(next);
    assert.match((await panel.page.textContent('.step-text'))!, new RegExp(`^Step ${next} of ${steps.length}: (row|column|probing) `));
    assert.strictEqual(await known(), before + forced, 'the steps after the guess decide the cells it forces');
    await panel.page.click('button[aria-label="Last step"]');
    assert.strictEqual(await known(), 11 * 13);
  });

  it('exports SVG and .non with the solved picture as the goal, and zooms', async () => {
    await send(await runWorker(duck, 'Duck', 5));
    const width = async () => Number(await panel.page.getAttribute('.nonogram-picture', 'width'));
    const before = await width();
    await panel.page.click('button[aria-label="Zoom in"]');
    assert.ok(await width() > before);
    await panel.page.click('.nonogram-view button:text-is(".non")');
    await panel.page.click('.nonogram-view button:text-is("SVG")');
    const posted = await panel.page.evaluate(() => window.posted);
    assert.deepStrictEqual(posted[0], { type: 'ready' });
    assert.deepStrictEqual(posted[1], { type: 'export', format: 'non', name: 'Duck.non', data: 'title "Duck"\nwidth 3\nheight 3\n\nrows\n2\n1,1\n3\n\ncolumns\n2\n1,1\n3\n\ngoal "011101111"\n' });
    const svg = posted[2] as { type: 'export'; format: string; data: string };
    assert.strictEqual(svg.format, 'svg');
    assert.match(svg.data, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.strictEqual((svg.data.match(/fill="#000000"/g) ?? []).length, 4 + 1); // 4 runs of black cells, and the clue text
  });

  it('a solve that fails shows the message; a tiling run takes the page back', async () => {
    await send(await runWorker('nonogram Bad {\n rows { 1 x }\n columns { 1 }\n}', 'Bad', 6));
    assert.strictEqual(await panel.page.textContent('.nonogram-view .status'), 'Failed');
    assert.match((await panel.page.textContent('.nonogram-view .error'))!, /^nonogram Bad has errors; first, line 2: expected a block/);
    await send([{ type: 'runStarted', run: 7, kind: 'form', name: 'F', file: 'file:///f.logel', options: { mode: 'all', symmetry: true, keep: 100 } }]);
    assert.strictEqual(await panel.page.isVisible('.nonogram-view'), false);
    assert.strictEqual(await panel.page.isVisible('.overview'), true);
  });
});

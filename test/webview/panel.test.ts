// The solution panel in real Chromium: the page the host would write (webview/html.ts, with its CSP),
// the bundle built from webview/main.ts, a stubbed VS Code API, and messages made by the real engine.
import { buildModel } from '../../core/document';
import * as assert from 'assert';
import { withCommas } from '../../core/language/text';
import { mkdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { Browser, chromium, Page } from 'playwright-core';
import { solutionImages } from '../../core/tiling/images';
import { standardLibrary } from '../../core/language/library';
import { ProgressFigures, PanelMessage, PanelRequest, PanelSolveResult, panelSolveResult, SolutionMessage, TableauGeometry } from '../../core/protocol';
import { tableauGeometry } from '../../core/render/tableau';
import { PreparedForm, prepareForm, solvePrepared } from '../../core/tiling/solve';
import { tilePalette } from '../../core/render/svg';
import { panelHtml } from '../../webview/html';
import { chromiumLaunchOptions } from '../chromium';
import { buildPanelBundle } from './bundle';

const root = path.join(__dirname, '../../..');
const results = path.join(root, 'test-results');
const origin = 'https://logel.test';

declare global {
  interface Window { posted: PanelRequest[] }
}

/** Colours as VS Code sets them on the page's <html> (Light Modern, Dark Modern, High Contrast). */
const themes: Record<'light' | 'dark' | 'high-contrast', Record<string, string>> = {
  light: {
    'foreground': '#3b3b3b', 'editor-background': '#ffffff', 'editor-foreground': '#3b3b3b', 'descriptionForeground': '#717171',
    'button-background': '#005fb8', 'button-foreground': '#ffffff', 'button-hoverBackground': '#0258a8',
    'button-secondaryBackground': '#e5e5e5', 'button-secondaryForeground': '#3b3b3b', 'focusBorder': '#005fb8',
    'panel-border': '#e5e5e5', 'widget-border': '#e5e5e5', 'editorWidget-background': '#f8f8f8', 'progressBar-background': '#005fb8',
    'errorForeground': '#f85149', 'list-hoverBackground': '#f2f2f2', 'textCodeBlock-background': '#f0f0f0', 'charts-green': '#388a34', 'testing-iconPassed': '#73c991',
  },
  dark: {
    'foreground': '#cccccc', 'editor-background': '#1f1f1f', 'editor-foreground': '#cccccc', 'descriptionForeground': '#9d9d9d',
    'button-background': '#0078d4', 'button-foreground': '#ffffff', 'button-hoverBackground': '#026ec1',
    'button-secondaryBackground': '#313131', 'button-secondaryForeground': '#cccccc', 'focusBorder': '#0078d4',
    'panel-border': '#2b2b2b', 'widget-border': '#313131', 'editorWidget-background': '#202020', 'progressBar-background': '#0078d4',
    'errorForeground': '#f85149', 'list-hoverBackground': '#2a2d2e', 'textCodeBlock-background': '#2b2b2b', 'charts-green': '#89d185', 'testing-iconPassed': '#73c991',
  },
  'high-contrast': {
    'foreground': '#ffffff', 'editor-background': '#000000', 'editor-foreground': '#ffffff', 'descriptionForeground': '#ffffff',
    'button-background': '#000000', 'button-foreground': '#ffffff', 'button-border': '#6fc3df',
    'button-secondaryBackground': '#000000', 'button-secondaryForeground': '#ffffff', 'focusBorder': '#f38518',
    'contrastBorder': '#6fc3df', 'panel-border': '#6fc3df', 'editorWidget-background': '#0c141f', 'progressBar-background': '#6fc3df',
    'errorForeground': '#f48771', 'textCodeBlock-background': '#000000', 'charts-green': '#89d185', 'testing-iconPassed': '#73c991',
  },
};

const fmt = (n: number) => Math.round(n).toLocaleString('en');

interface Engine {
  prepared: PreparedForm;
  geometry: TableauGeometry;
  progress: ProgressFigures[];
  solutions: SolutionMessage[];
  result: PanelSolveResult;
}

/** Solves a form of a text as the worker does; `limit` stops after that many solutions. */
function runEngine(text = readFileSync(path.join(root, 'examples/tritetratan.logel'), 'utf8'), formName?: string, limit?: number): Engine {
  const forms = buildModel(text, standardLibrary).forms;
  const prepared = prepareForm(formName ? forms.find((f) => f.name === formName)! : forms[0]);
  const found: number[][] = [];
  const progress: ProgressFigures[] = [];
  // A clock the test drives (5 ms between readings), so progress comes every 20 polls of the
  // search on any machine, and its figures are the same on every run.
  let now = 0;
  const result = solvePrepared(prepared, {
    mode: limit ? 'first' : 'all',
    limit,
    clock: () => (now += 5),
    onSolution: (s) => found.push(s),
    onProgress: (s) => progress.push({ placements: s.placements, deadEnds: s.deadEnds, unique: s.unique, total: s.total, ms: s.ms }),
  });
  const solutions = found.map((positions) => ({ positions, images: solutionImages(prepared, positions) }));
  return { prepared, geometry: tableauGeometry(prepared), progress, solutions, result: panelSolveResult(result) };
}

describe('solution panel (Chromium)', function () {
  this.timeout(60_000);
  let browser: Browser;
  let bundle: { js: string; css: string };
  let engine: Engine;
  let page: Page;
  let errors: string[];

  before(async () => {
    bundle = await buildPanelBundle(root);
    engine = runEngine();
    mkdirSync(results, { recursive: true });
    browser = await chromium.launch(chromiumLaunchOptions());
  });

  after(async () => { await browser?.close(); });

  beforeEach(async () => { ({ page, errors } = await openPanel('light')); });

  afterEach(async () => {
    await page.close();
    // A CSP violation or an exception in the page shows up here.
    assert.deepStrictEqual(errors, []);
  });

  async function openPanel(theme: keyof typeof themes): Promise<{ page: Page; errors: string[] }> {
    const p = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const errs: string[] = [];
    p.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
    p.on('pageerror', (e) => errs.push(e.message));
    await p.route(`${origin}/**`, (route) => {
      const url = new URL(route.request().url());
      const files: Record<string, [string, string]> = {
        '/panel.html': ['text/html', panelHtml({ cspSource: origin, nonce: 'n0nce42', scriptUri: `${origin}/webview.js`, styleUri: `${origin}/webview.css` })],
        '/webview.js': ['text/javascript', bundle.js],
        '/webview.css': ['text/css', bundle.css],
      };
      const file = files[url.pathname];
      return file ? route.fulfill({ contentType: file[0], body: file[1] }) : route.fulfill({ status: 404 });
    });
    await p.addInitScript(() => {
      window.posted = [];
      let saved: unknown;
      (window as unknown as { acquireVsCodeApi(): unknown }).acquireVsCodeApi = () => ({
        postMessage: (m: PanelRequest) => window.posted.push(m),
        getState: () => saved,
        setState: (s: unknown) => { saved = s; },
      });
    });
    await p.goto(`${origin}/panel.html`);
    await p.evaluate(({ vars, kind }) => {
      for (const [name, value] of Object.entries(vars)) document.documentElement.style.setProperty(`--vscode-${name}`, value);
      document.documentElement.style.setProperty('--vscode-font-family', 'system-ui, "Ubuntu", "Droid Sans", sans-serif');
      document.documentElement.style.setProperty('--vscode-font-size', '13px');
      document.body.className = `vscode-${kind}`;
    }, { vars: themes[theme], kind: theme });
    return { page: p, errors: errs };
  }

  /** Posts messages as the host does, then waits until the page has drawn them. */
  async function send(...messages: PanelMessage[]): Promise<void> {
    await page.evaluate((ms) => { for (const m of ms) window.postMessage(m, '*'); }, messages);
    await settle();
  }

  async function settle(): Promise<void> {
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0)));
  }

  const posted = () => page.evaluate(() => window.posted);
  const texts = (selector: string) => page.$$eval(selector, (es) => es.map((e) => e.textContent ?? ''));
  const form = 'Logelium';
  const start = (run: number, name = form): PanelMessage => ({ type: 'runStarted', run, kind: 'form', name, file: 'file:///examples/tritetratan.logel', options: { mode: 'all', symmetry: true, keep: 20000 } });

  /** A whole run as the worker streams it: prepared, progress, solutions in bursts of 8, done. */
  async function fullRun(run = 1, of: Engine = engine, name = form): Promise<void> {
    const { prepared, geometry, progress, solutions, result } = of;
    const bursts: PanelMessage[] = [];
    for (let i = 0; i < solutions.length; i += 8) bursts.push({ type: 'runProgress', kind: 'form', run, progress: { solutions: solutions.slice(i, i + 8) } });
    await send(start(run, name), { type: 'runPuzzle', kind: 'form', run, puzzle: { numbers: prepared.numbers, geometry } }, ...progress.map((figures): PanelMessage => ({ type: 'runProgress', kind: 'form', run, progress: { figures } })), ...bursts, { type: 'runDone', kind: 'form', run, result });
  }

  /** Every card index the gallery draws while the window scrolls from top to bottom. */
  async function cardsSeenWhileScrolling(): Promise<number[]> {
    const seen = new Set<number>();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (;;) {
      await settle();
      for (const i of await page.$$eval('.card:not([hidden])', (es) => es.map((e) => Number((e as HTMLElement).dataset.index)))) seen.add(i);
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY === before;
      });
      if (atEnd) break;
    }
    return [...seen].sort((a, b) => a - b);
  }

  it('says ready, then shows the pipeline numbers and one table row per tile', async () => {
    assert.deepStrictEqual(await posted(), [{ type: 'ready' }]);
    await fullRun();
    const n = engine.prepared.numbers;
    assert.strictEqual(await page.textContent('h1'), form);
    assert.deepStrictEqual(await texts('.flow strong'), [fmt(n.positions.generated), fmt(n.positions.afterSymmetry), fmt(n.positions.afterPruning)]);
    assert.strictEqual(await page.textContent('.facts'), `${n.atoms} atoms, ${n.tiles} tiles, symmetry group of order 4, one position per orbit of tile K`);
    const rows = await page.$$eval('.per-tile tbody tr', (trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    assert.strictEqual(rows.length, 18);
    assert.deepStrictEqual(rows, Object.entries(n.positions.perTile).map(([tile, c]) => [tile, fmt(c.generated), fmt(c.afterSymmetry), fmt(c.afterPruning)]));
  });

  it('shows the progress figures while solving and the final ones when done', async () => {
    const { prepared, geometry, progress, result } = engine;
    assert.ok(progress.length > 0, 'the search reported progress');
    const last = progress[progress.length - 1];
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } }, { type: 'runProgress', kind: 'form', run: 1, progress: { figures: last } });
    assert.deepStrictEqual(await texts('.figure dd'), [
      fmt(last.placements), fmt(last.deadEnds), last.total !== last.unique ? `${fmt(last.unique)} (${fmt(last.total)} in all)` : fmt(last.unique),
      fmt((last.placements * 1000) / last.ms), `${(last.ms / 1000).toFixed(2)}\u00a0s`,
    ]);
    assert.strictEqual(await page.textContent('.status'), 'Solving…');
    assert.strictEqual(await page.isVisible('.progress'), true);
    await send({ type: 'runDone', kind: 'form', run: 1, result });
    const s = result.search;
    assert.deepStrictEqual(await texts('.figure dd'), [
      fmt(s.placements), fmt(s.deadEnds), '31 (124 in all)', fmt((s.placements * 1000) / s.ms), `${(s.ms / 1000).toFixed(2)}\u00a0s`,
    ]);
    assert.strictEqual(await page.textContent('.status'), 'Done');
    assert.strictEqual(await page.isVisible('.progress'), false);
  });

  it('Cancel posts cancel while solving; Solve again posts solveAgain once done', async () => {
    await send(start(1));
    assert.strictEqual(await page.isDisabled('button:text-is("Solve again")'), true);
    await page.click('button:text-is("Cancel")');
    await send({ type: 'runCancelled', run: 1 });
    assert.strictEqual(await page.textContent('.status'), 'Cancelled');
    assert.strictEqual(await page.isDisabled('button:text-is("Cancel")'), true);
    await page.click('button:text-is("Solve again")');
    assert.deepStrictEqual(await posted(), [{ type: 'ready' }, { type: 'cancel' }, { type: 'solveAgain' }]);
  });

  it('draws 31 tableaux up to symmetry and 124 in all, each one reachable by scrolling', async () => {
    await fullRun();
    assert.strictEqual(await page.textContent('.shown'), '31 tableaux');
    assert.deepStrictEqual(await cardsSeenWhileScrolling(), Array.from({ length: 31 }, (_, i) => i));
    assert.strictEqual(await page.$eval('.card', (e) => e.querySelectorAll('.tile').length), 18);
    await page.click('button:text-is("All")');
    await settle();
    assert.strictEqual(await page.textContent('.shown'), '124 tableaux');
    assert.deepStrictEqual(await cardsSeenWhileScrolling(), Array.from({ length: 124 }, (_, i) => i));
    // The class of solution 1: the kept one, then its images.
    const classSize = 1 + engine.solutions[0].images.length;
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle();
    const captions = await page.$$eval('.card:not([hidden])', (es) => es.map((e) => [Number((e as HTMLElement).dataset.index), e.querySelector('.caption')!.textContent]));
    const first = captions.sort((a, b) => (a[0] as number) - (b[0] as number)).slice(0, classSize + 1).map((c) => c[1]);
    assert.deepStrictEqual(first, ['#1', ...engine.solutions[0].images.map((_, k) => `#1 · ${k + 2}`), '#2']);
  });

  it('an error that comes while the gallery is scrolled down stays in view, in the sticky header', async () => {
    await fullRun();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle();
    assert.ok(await page.evaluate(() => window.scrollY > window.innerHeight), 'the page scrolled past its first screen');
    await send({ type: 'runFailed', run: 1, message: 'Fix the errors first: the tiles cover 32 atoms but form Rectangle4x8 has 31' });
    await settle();
    const shown = await page.$eval('p.error', (e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent, inHeader: e.closest('header.head') !== null, inView: !(e as HTMLElement).hidden && r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0 };
    });
    assert.deepStrictEqual(shown, { text: 'Fix the errors first: the tiles cover 32 atoms but form Rectangle4x8 has 31', inHeader: true, inView: true });
  });

  it('keyboard: tab order, arrows move in the gallery, Enter opens a tableau with its positions, Escape closes it', async () => {
    await fullRun();
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => { const e = document.activeElement!; return e.id || e.getAttribute('aria-label') || e.textContent || e.tagName; });
      order.push(label);
      if (label === 'gallery') break;
    }
    // The table of positions per tile is closed at first: its summary is a tab stop, its table is not.
    assert.deepStrictEqual(order, ['Solve again', 'Positions per tile', 'Unique', 'All', 'Thumbnail size', 'Go to tableau number', 'SVG', 'PNG', 'Text', 'gallery']);
    const active = () => page.getAttribute('#gallery', 'aria-activedescendant');
    await page.keyboard.press('ArrowRight');
    assert.strictEqual(await active(), 'card-1');
    await page.keyboard.press('ArrowDown');
    assert.strictEqual(await active(), 'card-6'); // five cards a row in a 1000 px wide panel
    await page.keyboard.press('End');
    await settle();
    assert.strictEqual(await active(), 'card-30');
    assert.strictEqual(await page.getAttribute('#card-30', 'aria-selected'), 'true');
    assert.strictEqual(await page.isVisible('#card-30'), true);
    await page.keyboard.press('Enter');
    assert.strictEqual(await page.isVisible('dialog.viewer'), true);
    assert.strictEqual(await page.textContent('#viewer-heading'), 'Tableau #31 of 31');
    const names = engine.solutions[30].positions.map((i) => engine.prepared.positions[i].name);
    assert.strictEqual(await page.textContent('.viewer .positions'), names.join(' '));
    assert.strictEqual(await page.$$eval('.viewer .tile', (es) => es.length), 18);
    await page.screenshot({ path: path.join(results, 'panel-viewer-light.png') });
    await page.keyboard.press('Escape');
    assert.strictEqual(await page.isVisible('dialog.viewer'), false);
    assert.strictEqual(await page.evaluate(() => document.activeElement?.id), 'gallery');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    assert.strictEqual(await page.textContent('#viewer-heading'), 'Tableau #1 of 31');
  });

  it('exports one tableau as text, SVG and PNG, and all of them as text', async () => {
    await fullRun();
    await page.click('#card-0');
    const viewer = page.locator('dialog.viewer');
    await viewer.locator('button:text-is("Text")').click();
    await viewer.locator('button:text-is("SVG")').click();
    await viewer.locator('button:text-is("PNG")').click();
    await page.waitForFunction(() => window.posted.length === 4);
    await page.keyboard.press('Escape');
    await page.click('button:text-is("Text")');
    await page.waitForFunction(() => window.posted.length === 5);
    const [, text, svg, png, all] = await posted();
    const names = (s: SolutionMessage) => s.positions.map((i) => engine.prepared.positions[i].name).join(' ');
    assert.deepStrictEqual(text, { type: 'export', format: 'text', name: 'Logelium-1.txt', data: names(engine.solutions[0]) + '\n' });
    assert.ok(svg.type === 'export' && svg.format === 'svg' && svg.name === 'Logelium-1.svg');
    assert.ok(svg.data.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
    assert.strictEqual(svg.data.match(/class="tile /g)?.length, 18);
    assert.ok(png.type === 'export' && png.format === 'png' && png.name === 'Logelium-1.png');
    const bytes = Buffer.from(png.data.replace(/^data:image\/png;base64,/, ''), 'base64');
    assert.strictEqual(bytes.toString('latin1', 1, 4), 'PNG');
    assert.strictEqual(bytes.readUInt32BE(16), 1280); // IHDR width: 640 px drawn at twice the size
    assert.deepStrictEqual(all, { type: 'export', format: 'text', name: 'Logelium-unique.txt', data: engine.solutions.map(names).join('\n') + '\n' });
  });

  it('asks the host for challenges from the solution in the viewer, by its position names', async () => {
    await fullRun();
    await page.click('#card-2');
    await page.locator('dialog.viewer').locator('button:text-is("Make a challenge from this solution")').click();
    await page.waitForFunction(() => window.posted.length === 2);
    const names = engine.solutions[2].positions.map((i) => engine.prepared.positions[i].name);
    assert.deepStrictEqual((await posted())[1], { type: 'makeChallenge', positions: names });
  });

  it('drops messages of an older run and starts afresh on a newer one', async () => {
    await fullRun(1);
    await send(start(2));
    assert.strictEqual(await page.textContent('.shown'), '0 tableaux');
    await send({ type: 'runProgress', kind: 'form', run: 1, progress: { solutions: engine.solutions } }, { type: 'runDone', kind: 'form', run: 1, result: engine.result }, start(1));
    assert.strictEqual(await page.textContent('.shown'), '0 tableaux');
    assert.strictEqual(await page.textContent('.status'), 'Solving…');
    assert.strictEqual(await page.$$eval('.card:not([hidden])', (es) => es.length), 0);
  });

  it('with 2,400 tableaux: the count agrees with the drawings, the viewer says "of 2,400", an export says what it draws', async () => {
    const { prepared, geometry, solutions } = engine;
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } });
    // As the worker sends them: each batch with the figures of the moment it was cut.
    for (let b = 1; b <= 3; b++) {
      const batch = Array.from({ length: 800 }, (_, k) => ({ positions: solutions[(b * 800 + k) % solutions.length].positions, images: [] }));
      await send({ type: 'runProgress', kind: 'form', run: 1, progress: { solutions: batch, figures: { placements: 1000 * b, deadEnds: 500 * b, unique: 800 * b, total: 3200 * b, ms: 100 * b } } });
      assert.strictEqual(await page.textContent('.shown'), `${withCommas(800 * b)} tableaux`);
      assert.strictEqual(await page.textContent('.figure:nth-child(3) .value'), `${withCommas(800 * b)} (${withCommas(3200 * b)} in all)`);
    }
    await page.click('#card-0');
    assert.strictEqual(await page.textContent('#viewer-heading'), 'Tableau #1 of 2,400');
    await page.keyboard.press('Escape');
    // The status is there from the click on, before the drawing takes the thread.
    const during = await page.evaluate(() => {
      const svgButton = Array.from(document.querySelectorAll<HTMLButtonElement>('.solutions .toolbar button')).find((b) => b.textContent === 'SVG')!;
      svgButton.click();
      return [document.querySelector('.export-status')!.textContent, svgButton.disabled];
    });
    assert.deepStrictEqual(during, ['Drawing 2,400 tableaux as SVG…', true]);
    await page.waitForFunction(() => window.posted.some((m) => m.type === 'export'), undefined, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('.export-status')?.textContent === '');
    assert.strictEqual(await page.isDisabled('.solutions .toolbar button:text-is("SVG")'), false);
  });

  it('Export all → PNG of 1,200 tableaux: drawn a sheet row at a time, each row counted in the status, Cancel stops it and saves nothing', async () => {
    const { prepared, geometry, solutions } = engine;
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } });
    await send({ type: 'runProgress', kind: 'form', run: 1, progress: { solutions: Array.from({ length: 1200 }, (_, k) => ({ positions: solutions[k % solutions.length].positions, images: [] })) } });
    /** Clicks PNG and records every status the export shows; `cancelAt` clicks Cancel when the status reads it. */
    const exportPng = (cancelAt?: string) => page.evaluate((cancelAt) => new Promise<{ statuses: string[]; cancelShown: boolean }>((resolve) => {
      const status = document.querySelector('.export-status')!;
      const cancel = Array.from(document.querySelectorAll<HTMLButtonElement>('.solutions .toolbar button')).find((b) => b.textContent === 'Cancel export')!;
      const statuses: string[] = [];
      let cancelShown = false;
      const observer = new MutationObserver(() => {
        const text = status.textContent ?? '';
        statuses.push(text);
        cancelShown ||= !cancel.hidden;
        if (text === cancelAt) cancel.click();
        if (text === '') { observer.disconnect(); resolve({ statuses, cancelShown }); }
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
      Array.from(document.querySelectorAll<HTMLButtonElement>('.solutions .toolbar button')).find((b) => b.textContent === 'PNG')!.click();
    }), cancelAt);
    // A sheet of 35 columns (the square root, rounded up): 35 rows, the last one of 10.
    const rows = Array.from({ length: 35 }, (_, r) => `Drawing ${withCommas(Math.min(1200, 35 * (r + 1)))} of 1,200 tableaux as PNG…`);
    const cancelled = await exportPng(rows[0]);
    assert.deepStrictEqual(cancelled, { statuses: ['Drawing 1,200 tableaux as PNG…', rows[0], ''], cancelShown: true });
    assert.deepStrictEqual(await posted(), [{ type: 'ready' }]);
    assert.strictEqual(await page.isVisible('button:text-is("Cancel export")'), false);
    assert.strictEqual(await page.isDisabled('.solutions .toolbar button:text-is("PNG")'), false);

    const whole = await exportPng();
    assert.deepStrictEqual(whole, { statuses: ['Drawing 1,200 tableaux as PNG…', ...rows, ''], cancelShown: true });
    // Read in the page (the PNG is megabytes): its name, its size from the IHDR chunk, and the ink in
    // the last tableau's cell (row 35, column 10) and in the cell after it, which must be blank.
    const png = await page.evaluate(async () => {
      const m = window.posted.find((p) => p.type === 'export');
      if (!m || m.type !== 'export') return undefined;
      const header = atob(m.data.replace(/^data:image\/png;base64,/, '').slice(0, 32));
      const word = (at: number) => Array.from(header.slice(at, at + 4), (c) => c.charCodeAt(0)).reduce((v, b) => v * 256 + b, 0);
      const image = new Image();
      image.src = m.data;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const scale = image.naturalHeight / (35 * 264);
      const ink = (column: number) => {
        const d = context.getImageData(Math.round(column * 240 * scale), Math.round(34 * 264 * scale), Math.round(240 * scale), Math.round(264 * scale)).data;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 600) dark++;
        return dark;
      };
      return { name: m.name, format: m.format, size: [word(16), word(20)], ink: [ink(9), ink(10)] };
    });
    // Cells 240 px wide and 264 high (the 6×6 form and its caption): 8,400×9,240, scaled to 8,192 high.
    assert.deepStrictEqual({ ...png, ink: undefined }, { name: 'Logelium-unique.png', format: 'png', size: [Math.round((8192 * 8400) / 9240), 8192], ink: undefined });
    assert.ok(png!.ink[0] > 1000 && png!.ink[1] === 0, `dark pixels in the last tableau's cell and the one after: ${png!.ink.join(', ')}`);
  });

  it('keeps the DOM small with 20,000 solutions arriving in bursts', async () => {
    const { prepared, geometry, solutions } = engine;
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } });
    const bursts: PanelMessage[] = Array.from({ length: 20 }, (_, b) => ({
      type: 'runProgress', kind: 'form', run: 1, progress: { solutions: Array.from({ length: 1000 }, (_, k) => ({ positions: solutions[(b * 1000 + k) % solutions.length].positions, images: [] })) },
    }));
    await page.evaluate(async (messages) => {
      for (const m of messages) window.postMessage(m, '*');
      await new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0));
    }, bursts);
    assert.strictEqual(await page.textContent('.shown'), '20,000 tableaux');
    // 800 px of window show at most six rows of five cards; one more row above and below.
    const cardCount = () => page.$$eval('.card', (es) => es.length);
    assert.ok(await cardCount() <= 40, `${await cardCount()} cards in the DOM`);
    const slot = await page.evaluate(() => parseFloat(getComputedStyle(document.getElementById('gallery')!).getPropertyValue('--card-height')) + 8);
    await page.evaluate((y) => window.scrollTo(0, document.getElementById('gallery')!.offsetTop + 2000 * y), slot);
    await settle();
    const shown = await page.$$eval('.card:not([hidden])', (es) => es.map((e) => Number((e as HTMLElement).dataset.index)));
    assert.ok(shown.includes(10_000), `card 10,000 is drawn (drawn: ${shown.join(' ')})`);
    assert.ok(await cardCount() <= 40, `${await cardCount()} cards in the DOM after scrolling`);
    assert.strictEqual(await page.$eval('#card-10000 .caption', (e) => e.textContent), '#10001');
  });

  it('follows the theme: screenshots in light, dark and high contrast', async () => {
    for (const theme of ['light', 'dark', 'high-contrast'] as const) {
      if (theme !== 'light') { await page.close(); ({ page, errors } = await openPanel(theme)); }
      await fullRun();
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        const label = document.querySelector('.card .labels')!;
        return { background: style.backgroundColor, text: style.color, label: getComputedStyle(label).fill };
      });
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      assert.deepStrictEqual(colours, { background: rgb(themes[theme]['editor-background']), text: rgb(themes[theme].foreground), label: rgb(themes[theme]['editor-foreground']) });
      await page.screenshot({ path: path.join(results, `panel-${theme}.png`) });
    }
  });

  it('every run state reads at 4.5:1 or more on the panel in light, dark and high contrast, its mark at 3:1', async () => {
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+/g)!.slice(0, 3).map((v) => { const c = Number(v) / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const seen: string[] = [];
    for (const theme of ['light', 'dark', 'high-contrast'] as const) {
      if (theme !== 'light') { await page.close(); ({ page, errors } = await openPanel(theme)); }
      const states: [string, PanelMessage[]][] = [
        ['Solving…', [start(1)]], ['Cancelled', [{ type: 'runCancelled', run: 1 }]], ['Done', [start(2), { type: 'runDone', kind: 'form', run: 2, result: engine.result }]],
        ['Failed', [start(3), { type: 'runFailed', run: 3, message: 'the worker stopped' }]],
      ];
      for (const [words, messages] of states) {
        await send(...messages);
        const { text, mark, background, error } = await page.evaluate(() => {
          const status = document.querySelector('.status')!, errorText = document.querySelector('header .error') as HTMLElement;
          return {
            text: `${status.textContent} ${getComputedStyle(status).color}`, mark: `${getComputedStyle(status, '::before').content} ${getComputedStyle(status, '::before').color}`,
            background: getComputedStyle(document.querySelector('header.head')!).backgroundColor,
            error: errorText.hidden ? undefined : { text: errorText.textContent, colour: getComputedStyle(errorText).color, bar: getComputedStyle(errorText).borderLeftColor },
          };
        });
        assert.ok(text.startsWith(`${words} rgb`), text);
        const ratio = contrast(text.slice(words.length + 1), background);
        assert.ok(ratio >= 4.5, `${theme}, ${words}: ${ratio.toFixed(2)}:1`);
        const marked = words === 'Done' || words === 'Failed';
        assert.strictEqual(mark.startsWith(words === 'Done' ? '"✓\u00a0"' : '"✕\u00a0"'), marked, mark);
        if (marked) assert.ok(contrast(mark.slice(mark.indexOf('rgb')), background) >= 3, `${theme}, ${words} mark: ${mark}`);
        if (words === 'Failed') {
          assert.strictEqual(error?.text, 'the worker stopped');
          assert.ok(contrast(error.colour, background) >= 4.5 && contrast(error.bar, background) >= 3, `${theme}: ${JSON.stringify(error)}`);
        }
        seen.push(`${theme} ${words} ${ratio.toFixed(1)}`);
        if (marked) await page.screenshot({ path: path.join(results, `panel-status-${words.toLowerCase()}-${theme}.png`), clip: { x: 0, y: 0, width: 1000, height: 120 } });
      }
    }
    assert.strictEqual(seen.length, 12);
  });

  /** Text colours as the page computed them, for the screenshots' themes. */
  async function shoot(name: string): Promise<void> {
    await page.screenshot({ path: path.join(results, `${name}.png`) });
  }

  /** Atoms per layer of each placed position of a solid tableau: how many labels a card must show. */
  const layersOf = (g: TableauGeometry, positions: number[]) => positions.map((i) => new Set(g.positions[i].atoms.map((a) => g.solid!.layer[a])).size);

  describe('3-D, cylinder and pentomino galleries', () => {
    let soma: Engine, tower: Engine, pentominoes: Engine;
    before(() => {
      soma = runEngine('use soma\nform Cube uses soma {\n  ###\n  ###\n  ###\n  layer\n  ###\n  ###\n  ###\n  layer\n  ###\n  ###\n  ###\n}\n');
      tower = runEngine(readFileSync(path.join(root, 'examples/logiq-tower.logel'), 'utf8'), 'Tower3', 40);
      pentominoes = runEngine(readFileSync(path.join(root, 'examples/pentomino-6x10.logel'), 'utf8'), undefined, 300);
    });

    it('Soma: 240 tableaux, each drawn as three layers side by side, one label per piece per layer, same colour in every layer; light and dark', async () => {
      assert.strictEqual(soma.result.solutions.unique, '240');
      for (const theme of ['light', 'dark'] as const) {
        if (theme !== 'light') { await page.close(); ({ page, errors } = await openPanel(theme)); }
        await fullRun(1, soma, 'Cube');
        assert.strictEqual(await page.textContent('.shown'), '240 tableaux');
        const card = await page.$eval('#card-0', (e) => ({
          captions: Array.from(e.querySelectorAll('.captions text'), (t) => t.textContent),
          labels: Array.from(e.querySelectorAll('.labels text'), (t) => t.textContent),
          fills: Array.from(e.querySelectorAll('.tile'), (t) => [t.getAttribute('class'), t.getAttribute('fill')]),
          width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height,
          fontPixels: (() => { const t = e.querySelector('.labels text') as SVGTextElement; return t.getBoundingClientRect().height; })(),
        }));
        assert.deepStrictEqual(card.captions, ['layer 1', 'layer 2', 'layer 3']);
        const first = soma.solutions[0].positions;
        // A piece in two layers is named in both: 7 pieces, 27 cubes, more labels than pieces.
        assert.strictEqual(card.labels.length, layersOf(soma.geometry, first).reduce((a, b) => a + b, 0));
        assert.ok(card.labels.length > 7, `${card.labels.length} labels`);
        assert.deepStrictEqual(new Set(card.labels), new Set(['V', 'L', 'T', 'Z', 'A', 'B', 'P']));
        // One outline per piece, filled with the tile's colour whatever the layer.
        assert.strictEqual(card.fills.length, 7);
        for (const [cls, fill] of card.fills) assert.strictEqual(fill, tilePalette[Number(/tile-(\d+)/.exec(cls!)![1])]);
        assert.ok(card.width > 1.8 * card.height, `a wide card for three layers: ${card.width}×${card.height}`);
        assert.ok(card.fontPixels >= 9, `labels ${card.fontPixels} px high`);
        await shoot(`panel-soma-${theme}`);
        await page.click('#card-0');
        const iso = await page.$eval('.viewer .tableau.isometric', (e) => ({ hidden: e.hasAttribute('hidden'), labels: Array.from(e.querySelectorAll('.labels text'), (t) => t.textContent), layers: e.querySelectorAll('.iso-layer').length }));
        assert.deepStrictEqual({ hidden: iso.hidden, layers: iso.layers, labels: iso.labels.length }, { hidden: false, layers: 3, labels: card.labels.length });
        await shoot(`panel-soma-viewer-${theme}`);
      }
    });

    it('Logiq Tower: a wide card, the seam drawn, a piece crossing it labelled on both sides, a legend of the shell and core atoms; light and dark', async () => {
      for (const theme of ['light', 'dark'] as const) {
        if (theme !== 'light') { await page.close(); ({ page, errors } = await openPanel(theme)); }
        await fullRun(1, tower, 'Tower3');
        const card = await page.$eval('#card-0', (e) => ({ width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height, seam: e.querySelector('.marks')?.getAttribute('d') ?? '' }));
        assert.ok(card.width > 2 * card.height, `card ${card.width}×${card.height}`);
        assert.ok(card.height > 100, `card ${card.width}×${card.height}: the strip is drawn large enough to read`);
        assert.match(card.seam, /^M/);
        // The seam is drawn in the theme's error colour, three outlines wide.
        assert.strictEqual(await page.$eval('#card-0 .marks', (e) => getComputedStyle(e).strokeWidth), '0.18px');
        // Some tableau has a shell crossing the seam; its card shows the name on both sides.
        const g = tower.geometry;
        const [minX, , width] = g.viewBox;
        const split = (i: number) => g.positions[i].labels.some((l) => l[0] < minX + width / 3) && g.positions[i].labels.some((l) => l[0] > minX + (2 * width) / 3);
        const crossing = tower.solutions.findIndex((s) => s.positions.some((i) => split(i) && !g.tiles[g.positions[i].tile].startsWith('C')));
        assert.ok(crossing >= 0, 'a shell crosses the seam in one of the first solutions');
        const name = g.tiles[g.positions[tower.solutions[crossing].positions.find((i) => split(i) && !g.tiles[g.positions[i].tile].startsWith('C'))!].tile];
        await page.fill('input[aria-label="Go to tableau number"]', String(crossing + 1));
        await page.press('input[aria-label="Go to tableau number"]', 'Enter');
        await settle();
        const xs = await page.$eval(`#card-${crossing}`, (e, n) => Array.from(e.querySelectorAll('.labels text')).filter((t) => t.textContent === n).map((t) => Number(t.getAttribute('x'))), name);
        assert.ok(xs.some((x) => x < minX + width / 3) && xs.some((x) => x > minX + (2 * width) / 3), `${name} labelled at both ends: x = ${xs.join(', ')}`);
        const legend = await page.$eval('.legend-box', (e) => ({ text: e.textContent, names: Array.from(e.querySelectorAll('.sample text'), (t) => t.textContent) }));
        assert.deepStrictEqual(legend.names, ['out', 'in']);
        assert.match(legend.text!, /wraps around along x/);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle();
        await shoot(`panel-tower-${theme}`);
      }
    });

    it('pentominoes: labels readable at the medium size, hidden at the small size until hovered; light and dark', async () => {
      for (const theme of ['light', 'dark'] as const) {
        if (theme !== 'light') { await page.close(); ({ page, errors } = await openPanel(theme)); }
        await fullRun(1, pentominoes, 'Rectangle6x10');
        const labelHeight = () => page.$eval('#card-0 .labels text', (t) => t.getBoundingClientRect().height);
        assert.ok(await labelHeight() >= 11, `medium: labels ${await labelHeight()} px`);
        await shoot(`panel-pentominoes-${theme}`);
        await page.selectOption('select[aria-label="Thumbnail size"]', 'small');
        await settle();
        const visible = (i: number) => page.$eval(`#card-${i} .labels`, (e) => getComputedStyle(e).display !== 'none');
        assert.strictEqual(await page.getAttribute('#gallery', 'class'), 'gallery');
        assert.strictEqual(await visible(1), true, 'small thumbnails of a 6×10 rectangle still have labels of 8 px or more');
        await page.selectOption('select[aria-label="Thumbnail size"]', 'large');
        await settle();
        assert.ok(await labelHeight() >= 16, `large: labels ${await labelHeight()} px`);
      }
    });
  });

  it('hides labels too small to read until the card is hovered', async () => {
    // 200 dominoes in a 20×20 square: too many cells for a thumbnail to name them all.
    const rows = Array.from({ length: 20 }, () => '  ' + '#'.repeat(20)).join('\n');
    const big = runEngine(`tileset D on square {\n  tile D { ## }\n}\nform Big uses D {\n  tiles D x200\n${rows}\n}\n`, undefined, 3);
    assert.strictEqual(big.solutions.length, 3);
    await fullRun(1, big, "Big");
    assert.strictEqual(await page.getAttribute('#gallery', 'class'), 'gallery small-labels');
    const visible = (i: number) => page.$eval(`#card-${i} .labels`, (e) => getComputedStyle(e).display !== 'none');
    // Card 0 is the active one: its labels show; the others' show on hover.
    assert.deepStrictEqual([await visible(0), await visible(1)], [true, false]);
    await page.hover('#card-1');
    assert.strictEqual(await visible(1), true);
  });

  it('the large viewer pages with the arrow keys, Home and End', async () => {
    await fullRun();
    await page.click('#card-0');
    const heading = () => page.textContent('#viewer-heading');
    await page.keyboard.press('ArrowRight');
    assert.strictEqual(await heading(), 'Tableau #2 of 31');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.strictEqual(await heading(), 'Tableau #2 of 31');
    await page.keyboard.press('End');
    assert.strictEqual(await heading(), 'Tableau #31 of 31');
    await page.keyboard.press('ArrowRight');
    assert.strictEqual(await heading(), 'Tableau #31 of 31');
    await page.keyboard.press('Home');
    assert.strictEqual(await heading(), 'Tableau #1 of 31');
    assert.strictEqual(await page.isVisible('.viewer .tableau.isometric'), false, 'a flat form has no isometric view');
  });

  it('a finished run: Cancel is disabled and drawn as a secondary button, Solve again as the primary one', async () => {
    await fullRun();
    const look = (text: string) => page.$eval(`button:text-is("${text}")`, (b) => ({ disabled: (b as HTMLButtonElement).disabled, background: getComputedStyle(b).backgroundColor }));
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    assert.deepStrictEqual(await look('Cancel'), { disabled: true, background: rgb(themes.light['button-secondaryBackground']) });
    assert.deepStrictEqual(await look('Solve again'), { disabled: false, background: rgb(themes.light['button-background']) });
    await send(start(2));
    assert.deepStrictEqual(await look('Cancel'), { disabled: false, background: rgb(themes.light['button-background']) });
  });

  it('after a cancel, the count of tableaux and of solutions found agree or the difference is explained', async () => {
    const { prepared, geometry, solutions, result } = engine;
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } }, { type: 'runProgress', kind: 'form', run: 1, progress: { solutions: solutions.slice(0, 20) } }, { type: 'runCancelled', run: 1 });
    // The search's final figures arrive after the cancel with the batch it had not sent yet.
    const stopped = { ...result, solutions: { ...result.solutions, unique: '25', total: '100' }, search: { ...result.search, cancelled: true } };
    await send({ type: 'runProgress', kind: 'form', run: 1, progress: { solutions: solutions.slice(20, 25) } }, { type: 'runDone', kind: 'form', run: 1, result: stopped });
    assert.strictEqual(await page.textContent('.status'), 'Cancelled');
    assert.strictEqual(await page.textContent('.shown'), '25 tableaux');
    assert.strictEqual((await texts('.figure dd'))[2], '25 (100 in all)');
    await send({ type: 'runDone', kind: 'form', run: 1, result: { ...stopped, solutions: { ...stopped.solutions, unique: '28' } } });
    assert.strictEqual(await page.textContent('.shown'), '25 tableaux (of 28 found: the last ones were still on their way when the run was cancelled)');
  });

  it('the positions table is closed at first and, opened in a narrow panel, scrolls inside the panel instead of being clipped', async () => {
    await fullRun();
    assert.strictEqual(await page.$eval('.per-tile', (e) => (e as HTMLDetailsElement).open), false);
    await page.setViewportSize({ width: 360, height: 700 });
    await page.click('.per-tile summary');
    const box = await page.$eval('.per-tile .table-box', (e) => ({ right: e.getBoundingClientRect().right, scrolls: e.scrollWidth > e.clientWidth }));
    assert.ok(box.right <= 360, `the table box ends at ${box.right} px in a 360 px panel`);
    assert.strictEqual(await page.evaluate(() => document.documentElement.scrollWidth <= 360), true, 'the page does not scroll sideways');
  });

  it('scrolling: the toolbar stays below the sticky header, never under it', async () => {
    await fullRun();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await settle();
    const boxes = await page.evaluate(() => ({ header: document.querySelector('header')!.getBoundingClientRect().bottom, toolbar: document.querySelector('.toolbar')!.getBoundingClientRect().top }));
    assert.ok(boxes.toolbar >= boxes.header - 0.5, `toolbar top ${boxes.toolbar} below header bottom ${boxes.header}`);
    assert.strictEqual(await page.isVisible('button:text-is("Unique")'), true);
    const hit = await page.evaluate(() => { const b = Array.from(document.querySelectorAll('button')).find((e) => e.textContent === 'Unique')!.getBoundingClientRect(); return document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)?.textContent; });
    assert.strictEqual(hit, 'Unique');
  });

  it('resizing the panel keeps the first tableau in view in view; "go to #" scrolls to a tableau and makes it active', async () => {
    const { prepared, geometry, solutions } = engine;
    const many = Array.from({ length: 3000 }, (_, k) => ({ positions: solutions[k % solutions.length].positions, images: [] }));
    await send(start(1), { type: 'runPuzzle', kind: 'form', run: 1, puzzle: { numbers: prepared.numbers, geometry } }, { type: 'runProgress', kind: 'form', run: 1, progress: { solutions: many } });
    await page.fill('input[aria-label="Go to tableau number"]', '2336');
    await page.press('input[aria-label="Go to tableau number"]', 'Enter');
    await settle();
    assert.strictEqual(await page.getAttribute('#gallery', 'aria-activedescendant'), 'card-2335');
    assert.strictEqual(await page.evaluate(() => document.activeElement?.id), 'gallery');
    const firstInView = () => page.evaluate(() => {
      const top = document.querySelector('.toolbar')!.getBoundingClientRect().bottom;
      const cards = Array.from(document.querySelectorAll<HTMLElement>('.card:not([hidden])')).filter((c) => c.getBoundingClientRect().bottom > top + 1 && c.getBoundingClientRect().top < window.innerHeight);
      return Math.min(...cards.map((c) => Number(c.dataset.index)));
    });
    const before = await firstInView();
    assert.ok(before <= 2335 && before > 2300, `first card in view ${before}`);
    for (const width of [640, 1400, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await settle();
      await settle();
      const columns = Math.floor((width - 40) / 176);
      const now = await firstInView();
      assert.ok(Math.abs(now - before) <= columns, `at ${width} px the first card in view is #${now + 1}, was #${before + 1}`);
    }
  });
});

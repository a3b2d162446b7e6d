// The panel page's script and stylesheet, bundled in memory as the extension's build does, for the
// Chromium tests of every panel view; and a page that loads them as a webview would.
import * as assert from 'assert';
import * as esbuild from 'esbuild';
import * as path from 'path';
import { Browser, chromium, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';
import type { PanelMessage, PanelRequest } from '../../core/protocol';
import { panelHtml } from '../../webview/html';

export async function buildPanelBundle(root: string): Promise<{ js: string; css: string }> {
  const built = await esbuild.build({
    entryPoints: { webview: path.join(root, 'webview/main.ts') },
    bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, outdir: path.join(root, 'out/webview-test'), logLevel: 'silent',
  });
  const output = (ext: string) => built.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  return { js: output('.js'), css: output('.css') };
}

const origin = 'https://logel.test';

declare global {
  interface Window { posted: PanelRequest[] }
}

/**
 * A page of the panel as the host writes it (its CSP too) on a made-up origin, with a stubbed VS Code
 * API that keeps what the page posts in `window.posted`, and the theme's `--vscode-*` variables set.
 * `errors` collects console errors and exceptions (a CSP violation is one).
 */
export async function openPanelPage(browser: Browser, bundle: { js: string; css: string }, theme: Record<string, string>): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${origin}/**`, (route) => {
    const files: Record<string, [string, string]> = {
      '/panel.html': ['text/html', panelHtml({ cspSource: origin, nonce: 'n0nce42', scriptUri: `${origin}/webview.js`, styleUri: `${origin}/webview.css` })],
      '/webview.js': ['text/javascript', bundle.js],
      '/webview.css': ['text/css', bundle.css],
    };
    const file = files[new URL(route.request().url()).pathname];
    return file ? route.fulfill({ contentType: file[0], body: file[1] }) : route.fulfill({ status: 404 });
  });
  await page.addInitScript(() => {
    window.posted = [];
    let saved: unknown;
    (window as unknown as { acquireVsCodeApi(): unknown }).acquireVsCodeApi = () => ({
      postMessage: (m: PanelRequest) => window.posted.push(m), getState: () => saved, setState: (s: unknown) => { saved = s; },
    });
  });
  await page.goto(`${origin}/panel.html`);
  await page.evaluate((vars) => {
    for (const [name, value] of Object.entries(vars)) document.documentElement.style.setProperty(`--vscode-${name}`, value);
  }, theme);
  return { page, errors };
}

/**
 * The hooks of a suite of panel tests: the bundle and one Chromium for the suite, a fresh page per test
 * (with no console error or exception when the test ends: a CSP violation is one), and `send`, which
 * posts messages as the host does and waits until the page has drawn them.
 */
export function panelSuite(root: string, theme: Record<string, string>): { readonly page: Page; send(messages: PanelMessage[]): Promise<void> } {
  let browser: Browser;
  let bundle: { js: string; css: string };
  let page: Page;
  let errors: string[];
  before(async () => {
    bundle = await buildPanelBundle(root);
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  after(async () => { await browser?.close(); });
  beforeEach(async () => { ({ page, errors } = await openPanelPage(browser, bundle, theme)); });
  afterEach(async () => {
    await page.close();
    assert.deepStrictEqual(errors, []);
  });
  return {
    get page() { return page; },
    async send(messages) {
      await page.evaluate((ms) => { for (const m of ms) window.postMessage(m, '*'); }, messages);
      await page.evaluate(() => new Promise<void>((r) => setTimeout(() => requestAnimationFrame(() => r()), 0)));
    },
  };
}

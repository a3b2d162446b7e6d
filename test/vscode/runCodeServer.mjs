// Runs the extension tests (test/vscode/suite) in a real VS Code on machines that cannot download
// VS Code: code-server 4.100.3 (= VS Code 1.100.3, installed by scripts/vscode-e2e-setup.sh) with a
// fresh profile on a free loopback port, its workbench opened in headless Chromium through
// playwright-core (test/chromium.ts: Debian's when installed, else the one npm installed). The tests
// run inside the extension host; they ask for screenshots through the host log. Prints
// `vscode: N passed, N failed` last and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../out/test/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const home = process.env.VSCODE_E2E_HOME || path.join(os.homedir(), '.cache', 'logel-vscode');
const entry = path.join(home, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const suite = path.join(root, 'out', 'test', 'vscode', 'suite', 'index.js');
const results = path.join(root, 'test-results');
const TIMEOUT_MS = Number(process.env.LOGEL_E2E_TIMEOUT_MS || 300000);

let passed = 0;
let failed = 0;
let counted = false;

function finish(ok, why) {
  if (why) console.error(`vscode tests: ${why}`);
  console.log(`vscode: ${passed} passed, ${failed} failed`);
  process.exitCode = ok && counted && failed === 0 && passed > 0 ? 0 : 1;
}

for (const [file, hint] of [[entry, 'run scripts/vscode-e2e-setup.sh first'], [suite, 'build the suite first (npm run test:vscode does)'], [path.join(root, 'dist', 'client.js'), 'run npm run build first']]) {
  if (!fs.existsSync(file)) {
    finish(false, `${file} is missing: ${hint}`);
    process.exit();
  }
}

const run = fs.mkdtempSync(path.join(os.tmpdir(), 'logel-vscode-'));
const workspace = path.join(run, 'workspace');
const signals = path.join(run, 'signals');
for (const dir of ['tmp', 'xdg/config', 'xdg/data', 'user-data', 'extensions', 'signals']) fs.mkdirSync(path.join(run, dir), { recursive: true });
// The tests edit files; they get a copy of the examples and fixtures.
fs.cpSync(path.join(root, 'examples'), path.join(workspace, 'examples'), { recursive: true });
fs.cpSync(path.join(root, 'test', 'vscode', 'fixtures'), path.join(workspace, 'fixtures'), { recursive: true });
fs.writeFileSync(path.join(run, 'config.yaml'), 'auth: none\ncert: false\n');
// LOGEL_E2E_THEME="Default Dark Modern" (or any theme's name) runs the suite in that colour theme.
if (process.env.LOGEL_E2E_THEME) {
  fs.mkdirSync(path.join(run, 'user-data', 'User'), { recursive: true });
  fs.writeFileSync(path.join(run, 'user-data', 'User', 'settings.json'), JSON.stringify({ 'workbench.colorTheme': process.env.LOGEL_E2E_THEME }));
}
fs.mkdirSync(results, { recursive: true });

const port = await freePort();
const serverLog = fs.openSync(path.join(run, 'code-server.log'), 'w');
const server = spawn(process.execPath, [entry, '--config', path.join(run, 'config.yaml'),
  '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--user-data-dir', path.join(run, 'user-data'),
  '--extensions-dir', path.join(run, 'extensions'), '--disable-telemetry', '--disable-update-check',
  '--disable-workspace-trust', '--disable-getting-started-override', '--disable-proxy', '--ignore-last-opened'], {
  detached: true,
  stdio: ['ignore', serverLog, serverLog],
  env: {
    ...process.env,
    EXTENSIONS_GALLERY: '{}',
    XDG_CONFIG_HOME: path.join(run, 'xdg/config'),
    XDG_DATA_HOME: path.join(run, 'xdg/data'),
    TMPDIR: path.join(run, 'tmp'),
    // Environment variables reach the extension host: where screenshot requests are answered.
    LOGEL_E2E_SIGNALS: signals,
  },
});

let browser;
const hostLog = [];
try {
  await waitForHealth(port);
  browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  let exited;
  const exit = new Promise((resolve) => (exited = resolve));
  const shots = [];
  await page.exposeFunction('codeAutomationExit', (code) => exited(code));
  await page.exposeFunction('codeAutomationLog', (type, args) => {
    // The host sends console arguments unformatted (mocha's reporter logs with %s/%d).
    const line = format(...(Array.isArray(args) ? args : [args]));
    hostLog.push(`[${type}] ${line}`);
    if (type === 'error' || !line.includes('LOGEL_E2E')) console.log(line);
    const counts = /vscode suite: (\d+) passed, (\d+) failed/.exec(line);
    if (counts) { passed = Number(counts[1]); failed = Number(counts[2]); counted = true; }
    const shot = /LOGEL_E2E screenshot ([\w-]+)/.exec(line);
    if (shot) shots.push(screenshot(page, shot[1]));
    const query = /LOGEL_E2E count ([\w-]+) (.+)$/.exec(line);
    if (query) shots.push(countElements(page, query[1], query[2]));
    const act = /LOGEL_E2E panel ([\w-]+) (\{.*\})$/.exec(line);
    if (act) shots.push(inPanel(page, act[1], JSON.parse(act[2])));
    const typed = /LOGEL_E2E quickInput ([\w-]+) (\{.*\})$/.exec(line);
    if (typed) shots.push(intoQuickInput(page, typed[1], JSON.parse(typed[2])));
  });
  const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
  const payload = [['extensionDevelopmentPath', remote(root)], ['extensionTestsPath', remote(suite)]];
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
  let timer;
  const code = await Promise.race([exit, new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS)))]);
  clearTimeout(timer);
  await Promise.all(shots);
  if (code === 'timeout') finish(false, `no result after ${TIMEOUT_MS} ms`);
  else finish(code === 0, code === 0 ? undefined : `the extension host exited with ${code}`);
} catch (e) {
  finish(false, e instanceof Error ? e.stack : String(e));
} finally {
  fs.writeFileSync(path.join(results, 'vscode-host.log'), hostLog.join('\n') + '\n');
  fs.copyFileSync(path.join(run, 'code-server.log'), path.join(results, 'vscode-server.log'));
  await browser?.close().catch(() => undefined);
  await stop(server);
  fs.rmSync(run, { recursive: true, force: true, maxRetries: 3 });
}

/** Takes the screenshot a test asked for, once the solution panel shows tableaux, then answers. */
async function screenshot(page, name) {
  const file = path.join(results, `${name}.png`);
  let note = 'ok';
  try {
    // The panel is a webview: an iframe in an iframe. Wait until one of them draws SVG tableaux (or a
    // Link-a-Pix canvas).
    // A shot named window-… is of the window as it is (a walkthrough, an editor): no panel to wait for.
    const deadline = Date.now() + 20000;
    while (!name.startsWith('window-') && !(await panelDrawn(page))) {
      if (Date.now() > deadline) { note = 'no tableaux after 20 s'; break; }
      await new Promise((r) => setTimeout(r, 200));
    }
    // Show the tableaux rather than the figures above them; then let the drawing settle.
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) await frame.evaluate(() => document.querySelector('svg')?.scrollIntoView({ block: 'start' })).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    await page.screenshot({ path: file });
    console.log(`screenshot: ${path.relative(root, file)} (${note})`);
    // A panel's shot also comes as the panel alone (the README's screenshots are these).
    if (name.endsWith('-panel')) {
      const only = path.join(results, `${name}-only.png`);
      // The page's pixels where the panel in front is (a screenshot of the iframe element comes out blank).
      const boxes = await page.locator('iframe.webview.ready').evaluateAll((frames) => frames.map((f) => f.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
      if (boxes.length > 0) await page.screenshot({ path: only, clip: boxes[boxes.length - 1] });
      console.log(`screenshot: ${path.relative(root, only)}`);
    }
  } catch (e) {
    note = `failed: ${e instanceof Error ? e.message : e}`;
    console.error(`screenshot ${name} ${note}`);
  }
  fs.writeFileSync(path.join(signals, `${name}.done`), `${file}\n${note}\n`);
}

/** Answers a test's question: how many elements of the window (not the webviews) match a selector. */
async function countElements(page, name, selector) {
  const count = await page.locator(selector).count().catch(() => -1);
  fs.writeFileSync(path.join(signals, `${name}.done`), String(count));
}

/**
 * Acts in the solution panel headed `heading` for a test: clicks the button named `target` (as a
 * user's mouse does; `option:NAME` a gallery card) or answers the text of the element `target` once it is visible.
 */
async function inPanel(page, name, { heading, action, target }) {
  let answer;
  try {
    const deadline = Date.now() + 20000;
    let frame;
    while (!frame) {
      for (const f of page.frames()) {
        // (a panel holds a view per kind of puzzle, each with its heading, the others hidden)
        if (f !== page.mainFrame() && (await f.evaluate((h) => [...document.querySelectorAll('h1.title')].some((t) => t.textContent === h), heading).catch(() => false))) frame = f;
      }
      if (!frame && Date.now() > deadline) throw new Error(`no panel headed ${heading}`);
      if (!frame) await new Promise((r) => setTimeout(r, 200));
    }
    if (action === 'click') {
      // 'option:Tableau #1' clicks a gallery card; a bare name, a button.
      const [, role, label] = /^(?:(option):)?(.*)$/s.exec(target);
      await frame.getByRole(role ?? 'button', { name: label, exact: true }).click({ timeout: 10000 });
      answer = 'clicked';
    } else {
      // The panel holds a view per kind of puzzle, the others hidden: the one element shown.
      const element = frame.locator(`${target} >> visible=true`).first();
      await element.waitFor({ state: 'visible', timeout: 10000 });
      answer = (await element.textContent()) ?? '';
    }
  } catch (e) {
    answer = `failed: ${e instanceof Error ? e.message : e}`;
    console.error(`panel ${name} ${answer}`);
  }
  fs.writeFileSync(path.join(signals, `${name}.done`), answer);
}

/**
 * Answers the quick input titled `title` (VS Code's simple file dialog is one) as a user does, once it
 * is in front: types `text` over what it holds and presses Enter; a screenshot `shot` first, when asked.
 */
async function intoQuickInput(page, name, { title, text, shot }) {
  let answer;
  try {
    const widget = page.locator('.quick-input-widget');
    const input = widget.locator('input.input');
    // The one before may still be closing: wait for this one's title.
    await page.waitForFunction((t) => {
      const w = document.querySelector('.quick-input-widget');
      return w && w.style.display !== 'none' && w.querySelector('.quick-input-title')?.textContent === t;
    }, title, { timeout: 20000 });
    await input.waitFor({ state: 'visible', timeout: 20000 });
    if (shot) await screenshot(page, shot);
    // The file dialog writes its folder into the input once it has read it, over what was typed
    // before: type until the text stays.
    for (let tries = 0; tries < 10; tries++) {
      await input.fill(text);
      await new Promise((r) => setTimeout(r, 300));
      if (await input.inputValue() === text) break;
    }
    // Enter takes the item in focus: wait until the list (a quick pick's, the file dialog's) has
    // filtered down to what was typed, or the folder typed has been read.
    await page.waitForFunction((t) => {
      const rows = [...document.querySelectorAll('.quick-input-widget .quick-input-list .monaco-list-row')].filter((r) => r.offsetParent !== null);
      const focused = rows.find((r) => r.classList.contains('focused'));
      const label = focused?.getAttribute('aria-label')?.split(',')[0] ?? '';
      return rows.length === 0 || (label !== '' && t.endsWith(label));
    }, text, { timeout: 5000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    await input.press('Enter');
    answer = `typed into ${title}`;
  } catch (e) {
    answer = `failed: ${e instanceof Error ? e.message : e}`;
    console.error(`quick input ${name} ${answer}`);
    await page.screenshot({ path: path.join(results, `window-${name}-failed.png`) }).catch(() => undefined);
  }
  fs.writeFileSync(path.join(signals, `${name}.done`), answer);
}

async function panelDrawn(page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const count = await frame.evaluate(() => document.querySelectorAll('svg path, svg polygon, canvas').length).catch(() => 0);
    if (count > 0) return true;
  }
  return false;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

async function waitForHealth(port) {
  const deadline = Date.now() + 60000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`code-server exited with ${server.exitCode}; see test-results/vscode-server.log`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error('code-server did not answer /healthz within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM to code-server's process group, SIGKILL after 5 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  try { process.kill(-child.pid, 'SIGTERM'); } catch { return; }
  const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000);
  await gone;
  clearTimeout(timer);
}

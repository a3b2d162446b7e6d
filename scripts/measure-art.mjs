// Measures in a real VS Code (code-server + headless chromium, as test/vscode/runCodeServer.mjs)
// whether art rows line up: opens examples/tritetratan.logel with a given editor font setting and,
// for every art row of the form, compares where each glyph starts on screen with column × the
// width of '#'. Prints the worst drift per font setting, in pixels and in cells.
// Usage: node scripts/measure-art.mjs ['font stack' ...]   (no argument: the stacks listed below)
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = process.env.VSCODE_E2E_HOME || path.join(os.homedir(), '.cache', 'logel-vscode');
const entry = path.join(home, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const packaged = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).contributes.configurationDefaults?.['[logel]']?.['editor.fontFamily'];
// VS Code's own default on Linux; the extension's [logel] default; Liberation Mono, which like Consolas
// or Courier New has no ◣◢◤◥ (they then come from a proportional fallback font).
const linuxDefault = "'Droid Sans Mono', 'monospace', monospace";
const settings = process.argv.length > 2 ? process.argv.slice(2) : [linuxDefault, `(package default) ${packaged}`, 'Liberation Mono', `'Liberation Mono', ${packaged}`];

for (const font of settings) {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'logel-measure-'));
  const workspace = path.join(run, 'workspace');
  fs.cpSync(path.join(root, 'examples'), workspace, { recursive: true });
  fs.mkdirSync(path.join(run, 'user-data', 'User'), { recursive: true });
  const user = { 'workbench.startupEditor': 'none', 'editor.minimap.enabled': false };
  // The extension is loaded (the file is then Logel); "(package default) …" leaves its [logel] default alone.
  if (!font.startsWith('(')) user['[logel]'] = { 'editor.fontFamily': font };
  fs.writeFileSync(path.join(run, 'user-data', 'User', 'settings.json'), JSON.stringify(user));
  fs.writeFileSync(path.join(run, 'config.yaml'), 'auth: none\ncert: false\n');
  const port = await freePort();
  const server = spawn(process.execPath, [entry, '--config', path.join(run, 'config.yaml'), '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none',
    '--user-data-dir', path.join(run, 'user-data'), '--extensions-dir', path.join(run, 'extensions'), '--disable-telemetry', '--disable-update-check',
    '--disable-workspace-trust', '--disable-getting-started-override', '--disable-proxy', '--ignore-last-opened'],
  { detached: true, stdio: 'ignore', env: { ...process.env, EXTENSIONS_GALLERY: '{}', TMPDIR: run } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (let i = 0; ; i++) {
      try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch { /* not yet */ }
      if (i > 300) throw new Error('code-server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const payload = `&payload=${encodeURIComponent(JSON.stringify([['extensionDevelopmentPath', `vscode-remote://127.0.0.1:${port}${root}`]]))}`;
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}${payload}`);
    await page.waitForSelector('.monaco-workbench', { timeout: 60000 });
    await page.waitForTimeout(3000);
    // Quick Open lists the file once the workspace is indexed: try until the editor shows it.
    for (let attempt = 0; ; attempt++) {
      await page.keyboard.press('Control+P');
      await page.waitForSelector('.quick-input-widget input');
      await page.keyboard.type('tritetratan.logel');
      await page.waitForTimeout(1500);
      await page.keyboard.press('Enter');
      try { await page.waitForSelector('.monaco-editor .view-line', { timeout: 5000 }); break; } catch (e) {
        if (attempt === 5) { await page.screenshot({ path: path.join(run, '..', 'logel-measure-failed.png') }); throw e; }
        await page.keyboard.press('Escape');
      }
    }
    await page.waitForTimeout(2000);
    const result = await page.evaluate(() => {
      const lines = Array.from(document.querySelectorAll('.monaco-editor .view-lines .view-line'));
      const rows = lines.map((l) => l).filter((l) => /^\s*[#█◣◢◤◥]{6}\s*$/.test(l.textContent.replace(/\u00a0/g, ' ')));
      const family = rows[0] ? getComputedStyle(rows[0]).fontFamily : '';
      let worst = 0, cell = 0;
      for (const line of rows) {
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        const glyphs = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (let i = 0; i < n.data.length; i++) {
            const range = document.createRange();
            range.setStart(n, i); range.setEnd(n, i + 1);
            const box = range.getBoundingClientRect();
            glyphs.push({ ch: n.data[i], left: box.left, width: box.width });
          }
        }
        const art = glyphs.filter((g) => g.ch !== ' ' && g.ch !== '\u00a0');
        const hash = art.find((g) => g.ch === '#' || g.ch === '█');
        cell = hash?.width ?? cell;
        const start = art[0].left;
        art.forEach((g, k) => { worst = Math.max(worst, Math.abs(g.left - (start + k * cell))); });
        const last = art[art.length - 1];
        worst = Math.max(worst, Math.abs(last.left + last.width - (start + art.length * cell)));
      }
      const triangle = rows.flatMap((l) => [...l.textContent]).find((c) => '◣◢◤◥'.includes(c));
      return { rows: rows.length, family, cell, worst, triangle };
    });
    console.log(`${font}: ${result.rows} art rows, font-family ${result.family}; cell ${result.cell.toFixed(2)} px; worst drift ${result.worst.toFixed(2)} px = ${(result.worst / result.cell).toFixed(2)} cells`);
  } finally {
    await browser.close();
    try { process.kill(-server.pid, 'SIGTERM'); } catch { /* gone */ }
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(run, { recursive: true, force: true });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

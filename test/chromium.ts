// The Chromium that the panel tests and the VS Code tests drive. Debian's /usr/bin/chromium when it
// is installed; otherwise the headless shell that the npm package @sparticuz/chromium carries inside
// its tarball (brotli-compressed, with the NSS libraries it links to and a font), so that `npm ci`
// alone brings a browser. It is unpacked once, into node_modules/.cache/logel-chromium/<version>.
import { spawnSync } from 'child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'fs';
import * as path from 'path';
import { LaunchOptions } from 'playwright-core';
import { brotliDecompressSync } from 'zlib';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const root = path.resolve(__dirname, '../..');
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Options for playwright's `chromium.launch`: which browser, its flags, and the environment it needs. */
export function chromiumLaunchOptions(): LaunchOptions {
  const chosen = process.env.LOGEL_CHROMIUM;
  if (chosen) return { executablePath: chosen, headless: true, args: flags };
  if (isExecutableFile(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, headless: true, args: flags };
  const packaged = unpackChromium();
  const env: Record<string, string> = { ...process.env as Record<string, string> };
  // A machine without the NSS libraries (a bare Node image) gets the ones the package carries.
  if (!runs(packaged.executable, env)) {
    env.LD_LIBRARY_PATH = [packaged.libraries, env.LD_LIBRARY_PATH].filter(Boolean).join(':');
    if (!runs(packaged.executable, env)) {
      throw new Error(`The headless Chromium from @sparticuz/chromium does not start here (${packaged.executable} --version fails); install Debian's chromium or set LOGEL_CHROMIUM to a Chromium binary.`);
    }
  }
  // Without a system font configuration, text would have no glyphs: use the package's font.
  if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_FILE = packaged.fontConfig;
  return { executablePath: packaged.executable, headless: true, args: flags, env };
}

interface Packaged { executable: string; libraries: string; fontConfig: string }

function unpackChromium(): Packaged {
  const main = require.resolve('@sparticuz/chromium');   // <package>/build/cjs/index.cjs
  const packageDir = path.resolve(path.dirname(main), '../..');
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const bin = path.join(packageDir, 'bin');
  const dir = path.join(root, 'node_modules', '.cache', 'logel-chromium', version);
  const packaged: Packaged = { executable: path.join(dir, 'chromium'), libraries: path.join(dir, 'lib'), fontConfig: path.join(dir, 'fonts.conf') };
  if (existsSync(packaged.executable)) return packaged;
  // Unpack beside the target and rename at the end, so that two test runs never see half a browser.
  const temp = `${dir}.${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(path.join(temp, 'chromium'), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), { mode: 0o755 });
  for (const archive of ['al2023.tar.br', 'fonts.tar.br']) {
    const untar = spawnSync('tar', ['-x', '--no-same-owner', '-C', temp], { input: brotliDecompressSync(readFileSync(path.join(bin, archive))) });
    if (untar.status !== 0) throw new Error(`unpacking ${archive} of @sparticuz/chromium failed: ${untar.error?.message ?? untar.stderr.toString()}`);
  }
  writeFileSync(path.join(temp, 'fonts.conf'), `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${dir}/fonts</dir><cachedir>${dir}/fonts-cache</cachedir></fontconfig>\n`);
  try {
    renameSync(temp, dir);
  } catch (e) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(packaged.executable)) throw e;   // else another run unpacked it first
  }
  return packaged;
}

function runs(executable: string, env: Record<string, string>): boolean {
  return spawnSync(executable, ['--version'], { env, timeout: 30_000 }).status === 0;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

// Bundles the named core exports with esbuild and loads them, for benchmarks that call core directly.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateStdlib } from './stdlib.mjs';
import { generateWasm } from './wasm.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** For bundling ES modules into CommonJS for Node: cadical-wasm's Emscripten glue reads
 *  `import.meta.url` (for createRequire), which CommonJS has not; this is the bundle's own URL. */
export const cjsImportMeta = {
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: 'const importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
};

/** cadical.wasm in the package (threads/cadical.ts finds it alone beside a bundle in dist/). */
export const cadicalWasm = createRequire(import.meta.url).resolve('cadical-wasm/cadical.wasm');

/** Bundles the named core exports into `file` (CommonJS). `exports` maps a core module (e.g.
 *  './core/tiling/solve') to the names to take from it. */
export async function bundleCore(exports, file) {
  generateStdlib();
  await generateWasm();
  const contents = Object.entries(exports).map(([module, names]) => `export { ${names.join(', ')} } from '${module}';`).join('\n');
  await esbuild.build({ stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, platform: 'node', format: 'cjs', outfile: file, logLevel: 'warning', ...cjsImportMeta });
}

/** Bundles the named core exports (as bundleCore) and loads them. */
export async function loadCore(exports) {
  const dir = mkdtempSync(join(tmpdir(), 'logel-bench-'));
  const bundle = join(dir, 'core.cjs');
  await bundleCore(exports, bundle);
  const core = createRequire(import.meta.url)(bundle);
  rmSync(dir, { recursive: true });
  return core;
}

// Bundles every entry point from the same core with esbuild; tsc type-checks separately (npm run build).
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cadicalWasm, cjsImportMeta } from './coreBundle.mjs';
import { generateStdlib } from './stdlib.mjs';
import { generateWasm } from './wasm.mjs';

generateStdlib();
await generateWasm();

const watch = process.argv.includes('--watch');
const common = { bundle: true, sourcemap: true, logLevel: 'warning', target: 'es2022' };
const builds = [
  { entryPoints: { client: 'client/extension.ts', server: 'server/main.ts', worker: 'client/solveWorker.ts', cli: 'cli/bin.ts', xc: 'cli/xcBin.ts' },
    outdir: 'dist', platform: 'node', format: 'cjs', external: ['vscode'], ...cjsImportMeta },
  { entryPoints: { webview: 'webview/main.ts' }, outdir: 'dist', platform: 'browser', format: 'iife' },
];
// CaDiCaL's WebAssembly, which threads/cadical.ts loads from beside the bundle, and its licence
mkdirSync('dist', { recursive: true });
copyFileSync(cadicalWasm, 'dist/cadical.wasm');
copyFileSync(join(dirname(cadicalWasm), '../LICENSE'), 'dist/cadical.wasm.LICENSE');
for (const options of builds) {
  if (watch) await (await esbuild.context({ ...common, ...options })).watch();
  else await esbuild.build({ ...common, ...options });
}

// The panel page's script and stylesheet, bundled in memory as the extension's build does, for the
// Chromium tests of every panel view.
import * as esbuild from 'esbuild';
import * as path from 'path';

export async function buildPanelBundle(root: string): Promise<{ js: string; css: string }> {
  const built = await esbuild.build({
    entryPoints: { webview: path.join(root, 'webview/main.ts') },
    bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, outdir: path.join(root, 'out/webview-test'), logLevel: 'silent',
  });
  const output = (ext: string) => built.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  return { js: output('.js'), css: output('.css') };
}

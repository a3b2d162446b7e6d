import * as assert from 'assert';
import { execFileSync } from 'child_process';
import { readdirSync } from 'fs';
import { join } from 'path';

// The scripts CI and `npm run bench` run are plain JavaScript, not type-checked: at least each parses
// (a rename across the tree once left one with a duplicate parameter, and conformance did not start).
describe('the .mjs scripts of scripts/, bench/ and test/vscode/', () => {
  const root = join(__dirname, '..', '..', '..');
  const files = ['scripts', 'scripts/conformance', 'bench', 'test/vscode'].flatMap((dir) =>
    readdirSync(join(root, dir)).filter((f) => f.endsWith('.mjs')).map((f) => join(dir, f)));
  it('there are scripts to check', () => assert.ok(files.length >= 10, files.join(' ')));
  for (const file of files) {
    it(`${file} parses`, () => { execFileSync(process.execPath, ['--check', join(root, file)], { stdio: 'pipe' }); });
  }
});

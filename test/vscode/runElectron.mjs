// Runs the same extension tests (test/vscode/suite) in desktop VS Code through @vscode/test-electron,
// for machines that can download VS Code (these build machines cannot: use runCodeServer.mjs).
// Usage: npm run build && tsc -p test/vscode && node test/vscode/runElectron.mjs [version]
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = fs.mkdtempSync(path.join(os.tmpdir(), 'logel-vscode-'));
const workspace = path.join(run, 'workspace');
// The tests edit files; they get a copy of the examples and fixtures, as under code-server.
fs.cpSync(path.join(root, 'examples'), path.join(workspace, 'examples'), { recursive: true });
fs.cpSync(path.join(root, 'test', 'vscode', 'fixtures'), path.join(workspace, 'fixtures'), { recursive: true });

let code = 1;
try {
  code = await runTests({
    version: process.argv[2] ?? 'stable',
    extensionDevelopmentPath: root,
    extensionTestsPath: path.join(root, 'out', 'test', 'vscode', 'suite', 'index.js'),
    launchArgs: [workspace, '--user-data-dir', path.join(run, 'user-data'), '--extensions-dir', path.join(run, 'extensions'),
      '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
  });
} catch (e) {
  console.error(`vscode tests: ${e instanceof Error ? e.message : e}`);
} finally {
  fs.rmSync(run, { recursive: true, force: true, maxRetries: 3 });
}
process.exit(code);

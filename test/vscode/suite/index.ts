// Runs the extension's tests inside the VS Code extension host (the @vscode/test-electron
// convention: the host requires this file and awaits run()). The last line it logs,
// `vscode suite: N passed, N failed`, is what the drivers read.
import * as fs from 'fs';
import Mocha from 'mocha';
import * as path from 'path';

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60000, reporter: 'spec' });
  const only = process.env.LOGEL_E2E_GREP;
  if (only) mocha.grep(only);
  for (const file of fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) mocha.addFile(path.join(__dirname, file));
  let passed = 0;
  let failed = 0;
  await new Promise<void>((resolve) => {
    const runner = mocha.run(() => resolve());
    runner.on('pass', () => passed++);
    runner.on('fail', () => failed++);
  });
  console.log(`vscode suite: ${passed} passed, ${failed} failed`);
  if (failed > 0 || passed === 0) throw new Error(`${failed} of ${passed + failed} VS Code tests failed`);
}

// Listing with symmetry: the first solution of an n×n square of dominoes (`logel solve --first 1`),
// with and without symmetry, as a new user runs it (whole process, CPU seconds by bash's `time`).
// Issue 12's target: 60×60 under 1 s (before: no answer in 60 s; 30×30 took 9 s).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/coreBundle.mjs';

const dir = mkdtempSync(join(tmpdir(), 'logel-dominoes-'));
/** CPU seconds (user + system) of one whole `logel solve --first 1` process. */
function cpuSeconds(file, extra) {
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%U %S'; time "${process.execPath}" "${join(root, 'dist/cli.js')}" solve "${file}" --first 1 ${extra} > /dev/null`], { encoding: 'utf8' });
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return (user + sys).toFixed(2);
}
for (const n of [30, 60]) {
  const file = join(dir, `dominoes${n}.logel`);
  writeFileSync(file, `use dominoes\nform D uses dominoes {\n  tiles I2 x${(n * n) / 2}\n${Array.from({ length: n }, () => '  ' + '#'.repeat(n)).join('\n')}\n}\n`);
  console.log(`${n}×${n} dominoes --first 1: ${cpuSeconds(file, '')} s CPU with symmetry, ${cpuSeconds(file, '--no-symmetry')} s without` +
    `  (issue 12: ${n === 60 ? 'target under 1 s; before, no answer in 60 s' : 'before, 9 s'})`);
}
rmSync(dir, { recursive: true });

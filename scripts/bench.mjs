// Runs every benchmark in bench/ in turn; each prints its own figures (benchmarks never assert speed).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
let failed = 0;
for (const file of readdirSync('bench').filter((f) => f.endsWith('.mjs')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== bench/${file}`);
  const r = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;

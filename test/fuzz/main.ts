// `npm run fuzz`: the hostile-input run of issue 15 with a fixed seed. CLI inputs in worker processes,
// then LSP edits with requests against the real server; prints one summary line, exits 1 on any failure.
// Then the nonogram file readers in process (nonogramReaders.ts), and issue 31's surfaces (surfaces.ts: merge with
// forged shares, the exports, the panel's messages, the .nin and TAAI readers), each with a summary line of its own.
// Options: --seed N, --cli N (default 100,000), --lsp N (default 20,000), --linkpix N (Link-a-Pix files, default 20,000), --readers N (default 20,000),
// --surfaces N (default 100,000), --burrtools N (.xmpuzzle files through logel import, default 5,000), --workers N (default 2);
// --lsp-from N replays LSP edits 0..N-1 without the server and starts it there, --trace prints each answer's size.
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { runBurrToolsFuzz } from './burrtoolsReader';
import { commandOf, runCliFuzz } from './cliFuzz';
import { hostileDlx, hostileLogel } from './hostileInputs';
import { hostileLinkpix, runLinkpixFuzz } from './linkpixFuzz';
import { runLspFuzz } from './lspFuzz';
import { runReaderFuzz } from './nonogramReaders';
import { runSurfaceFuzz } from './surfaces';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const n = (x: number) => x.toLocaleString('en');

async function fuzz(): Promise<number> {
  const seed = option('--seed', 15), cliCount = option('--cli', 100_000), lspCount = option('--lsp', 20_000), workers = option('--workers', 2);
  const hangMs = 60_000;
  // Each input of the new surfaces is small: one taking this long is a hang (issue 31: an answer within 30 s).
  const surfaceHangMs = 30_000;
  const started = Date.now();
  const cli = await runCliFuzz(seed, cliCount, workers, hangMs, (done, failed) => { if (done % 10_000 === 0) console.log(`  ${n(done)} CLI inputs, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`); });
  const cliSeconds = Math.round((Date.now() - started) / 1000);
  const lsp = await runLspFuzz(seed, lspCount, hangMs, (done, failed) => { if (done % 2_000 === 0) console.log(`  ${n(done)} LSP edits, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`); },
    option('--lsp-from', 0), process.argv.includes('--trace'));
  const linkpixStarted = Date.now();
  const linkpix = await runLinkpixFuzz(seed, option('--linkpix', 20_000), workers, hangMs, (done, failed) => { if (done % 5_000 === 0) console.log(`  ${n(done)} Link-a-Pix inputs, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`); });
  const linkpixSeconds = Math.round((Date.now() - linkpixStarted) / 1000);
  const seconds = Math.round((Date.now() - started) / 1000);
  const failures = [...cli.failures.map((f) => ({ ...f, where: 'cli' })), ...lsp.failures.map((f) => ({ ...f, where: 'lsp' })), ...linkpix.failures.map((f) => ({ ...f, where: 'linkpix' }))];
  if (failures.length > 0) {
    const dir = join('out', 'fuzz-failures');
    mkdirSync(dir, { recursive: true });
    for (const f of cli.failures.slice(0, 50)) {
      writeFileSync(join(dir, `cli-${f.i}.${commandOf(f.i) === 'xc' ? 'dlx' : 'logel'}`), commandOf(f.i) === 'xc' ? hostileDlx(seed, f.i) : hostileLogel(seed, f.i));
    }
    for (const f of linkpix.failures.slice(0, 50)) { const input = hostileLinkpix(seed, f.i); writeFileSync(join(dir, `linkpix-${f.i}-${input.name}`), input.text); }
    writeFileSync(join(dir, 'failures.json'), JSON.stringify(failures.slice(0, 200), null, 1));
    for (const f of failures.slice(0, 10)) console.log(`${f.where} ${f.verdict} at input ${'i' in f ? f.i : ''}: ${String(f.detail).slice(0, 600)}`);
    console.log(`inputs written to ${dir}`);
  }
  const count = (v: string) => failures.filter((f) => f.verdict === v).length;
  console.log(`fuzz seed ${seed}: ${n(cli.inputs)} CLI inputs (${Object.entries(cli.byCommand).map(([c, k]) => `${n(k)} ${c}`).join(', ')}) in ${cliSeconds} s on ${workers} workers, ` +
    `${n(lsp.edits)} LSP edits with ${n(lsp.requests)} requests; ${count('crash')} crashes, ${count('hang')} hangs (over ${hangMs / 1000} s of CPU for a CLI input, unanswered for ${hangMs / 1000} s for a request), ` +
    `${count('internal-error')} internal errors, ${count('wrong-answer')} wrong answers; peak RSS: CLI worker ${cli.peakRssMb} MB, server ${lsp.peakRssMb} MB; ${seconds} s in all`);
  const inLinkpix = (v: string) => linkpix.failures.filter((f) => f.verdict === v).length;
  console.log(`fuzz seed ${seed}, Link-a-Pix: ${n(linkpix.inputs)} inputs (${Object.entries(linkpix.byCommand).map(([c, k]) => `${n(k)} ${c}`).join(', ')}) in ${linkpixSeconds} s on ${workers} workers; ` +
    `${inLinkpix('crash')} crashes, ${inLinkpix('hang')} hangs, ${inLinkpix('internal-error')} internal errors, ${inLinkpix('wrong-answer')} wrong answers; peak RSS of a worker ${linkpix.peakRssMb} MB`);
  const readers = runReaderFuzz(seed, option('--readers', 20_000), hangMs, (done, failed) => { if (done % 5_000 === 0) console.log(`  ${n(done)} nonogram files, ${failed} failed`); });
  for (const f of readers.failures.slice(0, 10)) console.log(`${f.command} ${f.verdict} at input ${f.i}: ${String(f.detail).slice(0, 600)}`);
  const readerCount = (v: string) => readers.failures.filter((f) => f.verdict === v).length;
  console.log(`nonogram readers, seed ${seed}: ${n(readers.inputs)} files (${Object.entries(readers.byFormat).map(([c, k]) => `${n(k)} ${c.replace('read ', '.')}`).join(', ')}); ` +
    `${readerCount('crash')} crashes, ${readerCount('hang')} hangs, ${readerCount('internal-error')} misplaced errors, ${readerCount('wrong-answer')} imports that do not read back; ` +
    `slowest ${n(readers.slowestMs)} ms, peak heap ${readers.peakHeapMb} MB`);
  const surfacesStarted = Date.now();
  const surfaces = await runSurfaceFuzz(seed, option('--surfaces', 100_000), workers, surfaceHangMs, (done, failed) => { if (done % 10_000 === 0) console.log(`  ${n(done)} inputs of the new surfaces, ${failed} failed, ${Math.round((Date.now() - surfacesStarted) / 1000)} s`); });
  for (const f of surfaces.failures.slice(0, 10)) console.log(`${f.command} ${f.verdict} at input ${f.i}: ${String(f.detail).slice(0, 600)}`);
  const inSurfaces = (v: string) => surfaces.failures.filter((f) => f.verdict === v).length;
  console.log(`fuzz seed ${seed}, new surfaces: ${n(surfaces.inputs)} inputs (${Object.entries(surfaces.byCommand).map(([c, k]) => `${n(k)} ${c}`).join(', ')}) in ${Math.round((Date.now() - surfacesStarted) / 1000)} s on ${workers} workers; ` +
    `${inSurfaces('crash')} crashes, ${inSurfaces('hang')} hangs (over ${surfaceHangMs / 1000} s of CPU), ${inSurfaces('wrong-answer')} wrong answers, ${inSurfaces('injection')} injections, ` +
    `${inSurfaces('internal-error')} internal errors; peak RSS of a worker ${surfaces.peakRssMb} MB`);
  const burrtools = await runBurrToolsFuzz(seed, option('--burrtools', 5_000), mkdtempSync(join(tmpdir(), 'logel-fuzz-burrtools-')), hangMs);
  for (const f of burrtools.failures.slice(0, 10)) console.log(`${f.command} ${f.verdict} at input ${f.i}: ${String(f.detail).slice(0, 600)}`);
  const inBurrTools = (v: string) => burrtools.failures.filter((f) => f.verdict === v).length;
  console.log(`BurrTools import, seed ${seed}: ${n(burrtools.inputs)} files; ${inBurrTools('crash')} crashes, ${inBurrTools('hang')} hangs, ${inBurrTools('internal-error')} unlocated errors, ` +
    `${inBurrTools('wrong-answer')} imports that do not read back or export back; slowest ${n(burrtools.slowestMs)} ms`);
  return failures.length + readers.failures.length + surfaces.failures.length + burrtools.failures.length > 0 ? 1 : 0;
}

void fuzz().then((code) => { process.exitCode = code; });

// `logel make linkpix` on the pictures of the Conceptis puzzles (scripts/conformance/conceptisPictures.mjs):
// the made puzzle must be unique (a check); its mean path length at least and its share of 1s at most
// the published puzzle's is the quality aimed at, reported open where it is not reached. Pictures up to
// 50×60, each with the CLI's default 300 s, so that the figures come from the make's own bounds
// (solves), not the machine's load: a make cut short by --timeout or the process bound is reported
// open. The 150×150 one (made in tiles) is left out for time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conceptisPictures } from './conceptisPictures.mjs';

/** The largest picture made here, in cells (50×60), and the bound on one make. */
const maxCells = 3000, makeSeconds = 300, processMs = 400_000;

export function linkpixMakeConformance(data, check, open) {
  const pictures = conceptisPictures(data).filter((p) => p.width * p.height <= maxCells);
  if (pictures.length === 0) { console.log(`no Conceptis pictures in ${data}`); return; }
  const dir = mkdtempSync(join(tmpdir(), 'logel-make-linkpix-'));
  try {
    for (const p of pictures) {
      const file = join(dir, `${p.name}.txt`);
      writeFileSync(file, p.art);
      let j;
      try {
        j = JSON.parse(execFileSync('node', ['bin/logel.js', 'make', 'linkpix', file, '--json', '--timeout', String(makeSeconds)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: processMs }));
      } catch (e) {
        if (e.signal === 'SIGTERM') { open(`make linkpix from conceptis/${p.name}: no answer within ${processMs / 1000} s`); continue; }
        j = { error: String(e.stderr ?? e.message).trim() };
      }
      const figures = `mean ${j.meanLength?.toFixed(2)} (published ${p.published.meanLength.toFixed(2)}), 1s ${(100 * j.ones).toFixed(0)} % (published ${(100 * p.published.ones).toFixed(0)} %), ${j.ms} ms`;
      check(`make linkpix from conceptis/${p.name}: unique`, j.unique === true, j.error ?? figures);
      if (j.stopped) open(`make linkpix from conceptis/${p.name}: cut short by --timeout ${makeSeconds}: ${figures}`);
      else if (j.unique && !(j.meanLength >= p.published.meanLength && j.ones <= p.published.ones)) open(`make linkpix from conceptis/${p.name}: ${figures}`);
    }
  } finally {
    rmSync(dir, { recursive: true });
  }
}

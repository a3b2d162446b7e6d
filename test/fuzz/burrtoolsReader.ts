// `logel import FILE.xmpuzzle` under hostile input, in process: seeded BurrTools puzzles (cubes or prisms,
// counts, ranges, groups, stored counts) mutated as the nonogram readers' files are (truncated, deep
// nesting, huge numbers, entities, NULs, flipped bytes), then saved raw, gzipped, gzipped and cut short,
// or as a gzip bomb. An input fails when the command throws, exits with neither 0 nor 1, places an error
// outside the file, takes longer than `hangMs`, or prints .logel that does not read without syntax errors,
// or, unmutated, that does not come back the same through `logel export --xmpuzzle`.
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';
import { buildModel } from '../../core/read';
import { standardLibrary } from '../../core/language/library';
import { main } from '../../cli/main';
import { mutate } from './nonogramReaders';
import { pick, random } from './hostileInputs';
import type { InputResult } from './cliFuzz';

const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

/** A random BurrTools puzzle's XML: 1 to 5 shapes of up to 4×4×3 voxels, 1 to 3 problems. */
function randomPuzzle(rnd: () => number): string {
  const shapes = Array.from({ length: 1 + int(rnd, 5) }, () => {
    const [x, y, z] = [1 + int(rnd, 4), 1 + int(rnd, 4), 1 + int(rnd, 3)];
    let text = Array.from({ length: x * y * z }, () => (rnd() < 0.6 ? '#' : '_')).join('');
    if (!text.includes('#')) text = '#' + text.slice(1);
    return `<voxel x="${x}" y="${y}" z="${z}" type="0"${rnd() < 0.8 ? ` name="${pick(rnd, ['A', 'B', 'piece 1', '&amp;', '2x', 'Box', 'form', ''])}"` : ''}>${text}</voxel>`;
  });
  const problems = Array.from({ length: 1 + int(rnd, 3) }, () => {
    const pieces = Array.from({ length: 1 + int(rnd, 3) }, () => {
      const id = int(rnd, shapes.length);
      const amount = rnd() < 0.6 ? `count="${int(rnd, 4)}"` : rnd() < 0.8 ? `min="${int(rnd, 2)}" max="${1 + int(rnd, 3)}"` : '';
      const group = rnd() < 0.1 ? ' group="1"' : '';
      return rnd() < 0.1 ? `<shape id="${id}" ${amount}><group group="2" count="1"/></shape>` : `<shape id="${id}" ${amount}${group}/>`;
    });
    const state = rnd() < 0.4 ? ` state="${int(rnd, 3)}" assemblies="${int(rnd, 100)}"` : '';
    return `<problem${rnd() < 0.7 ? ` name="${pick(rnd, ['P', 'Problem 1', 'A', 'x_'])}"` : ''}${state}><shapes>${pieces.join('')}</shapes><result id="${int(rnd, shapes.length)}"/><bitmap/></problem>`;
  });
  return `<?xml version="1.0"?>\n<puzzle version="2"><gridType type="${rnd() < 0.7 ? 0 : 1}"/><colors/>\n<shapes>\n${shapes.join('\n')}\n</shapes>\n<problems>\n${problems.join('\n')}\n</problems><comment/></puzzle>\n`;
}

/** The i-th hostile file's bytes, and its XML when it is whole (not mutated, not cut short). */
export function hostileBurrTools(seed: number, i: number): { bytes: Buffer; whole?: string } {
  const rnd = random(seed * 1_000_033 + i);
  const xml = randomPuzzle(rnd);
  let text = xml;
  for (let k = int(rnd, 3); k > 0; k--) text = mutate(rnd, 'f.xml', text);
  const packed = gzipSync(text);
  switch (int(rnd, 10)) {
    case 0: return { bytes: Buffer.from(text), whole: text === xml ? xml : undefined };
    case 1: return { bytes: packed.subarray(0, int(rnd, packed.length)) };
    case 2: return { bytes: gzipSync(Buffer.alloc(pick(rnd, [1 << 20, 65 << 20]), pick(rnd, [0x20, 0x23, 0x3c]))) };   // blanks, '#' or '<' by the megabyte
    case 3: return { bytes: Buffer.concat([packed.subarray(0, 10), Buffer.from(Array.from({ length: 200 }, () => int(rnd, 256)))]) };   // a gzip header, then noise
    default: return { bytes: packed, whole: text === xml ? xml : undefined };
  }
}

/** Imports the i-th input through the CLI and checks its answer. */
export async function runBurrToolsInput(seed: number, i: number, dir: string, hangMs: number): Promise<InputResult> {
  const command = 'import xmpuzzle';
  const { bytes, whole } = hostileBurrTools(seed, i);
  // The same file name in two folders: the import names the tile set after it.
  const path = join(dir, 'a', 'p.xmpuzzle');
  writeFileSync(path, bytes);
  const out: string[] = [], err: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
  const started = Date.now();
  let code: number;
  try {
    code = await main(['import', path], io);
  } catch (e) {
    return { i, command, verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
  } finally {
    rmSync(path, { force: true });
  }
  if (Date.now() - started > hangMs) return { i, command, verdict: 'hang', detail: `${Date.now() - started} ms` };
  if (code !== 0 && code !== 1) return { i, command, verdict: 'internal-error', detail: `exit ${code}: ${err.join(' ')}` };
  if (code === 1) {
    const located = err.length === 1 && (err[0].startsWith('logel: cannot read ') || new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+): `).test(err[0]));
    return located ? { i, command, verdict: 'ok' } : { i, command, verdict: 'internal-error', detail: `not one located line: ${err.join(' | ').slice(0, 300)}` };
  }
  const logel = out.join('\n') + '\n';
  const broken = buildModel(logel, standardLibrary).diagnostics.find((d) => d.severity === 'error' && !['area-mismatch', 'range-unreachable', 'bad-option', 'no-positions'].includes(d.code));
  if (broken) return { i, command, verdict: 'wrong-answer', detail: `import printed what check refuses: ${broken.code}: ${broken.message}\n${logel.slice(0, 400)}` };
  if (whole) {
    const logelPath = join(dir, 'a', 'p.logel'), again = join(dir, 'b', 'p.xmpuzzle');
    writeFileSync(logelPath, logel);
    const exported = await main(['export', '--xmpuzzle', logelPath, '--out', again], { out: () => undefined, err: (l) => err.push(l) });
    const second: string[] = [];
    if (exported === 0) await main(['import', again], { out: (l) => second.push(l), err: (l) => err.push(l) });
    rmSync(logelPath, { force: true });
    rmSync(again, { force: true });
    // What BurrTools stored and the groups (disassembly only) are not written back.
    const first = out.filter((l) => !l.startsWith('// BurrTools '));
    if (exported !== 0 || first.join('\n') !== second.join('\n')) return { i, command, verdict: 'wrong-answer', detail: `export and import again differ: ${err.join(' | ')}` };
  }
  return { i, command, verdict: 'ok' };
}

export interface BurrToolsFuzzSummary { inputs: number; failures: InputResult[]; slowestMs: number }

/** Imports inputs 0..count-1 in this process, with files in `dir`. */
export async function runBurrToolsFuzz(seed: number, count: number, dir: string, hangMs: number, onProgress?: (done: number, failures: number) => void): Promise<BurrToolsFuzzSummary> {
  const failures: InputResult[] = [];
  let slowestMs = 0;
  for (const sub of ['a', 'b']) mkdirSync(join(dir, sub), { recursive: true });
  for (let i = 0; i < count; i++) {
    const started = Date.now();
    const r = await runBurrToolsInput(seed, i, dir, hangMs);
    slowestMs = Math.max(slowestMs, Date.now() - started);
    if (r.verdict !== 'ok') failures.push(r);
    if ((i + 1) % 1000 === 0) onProgress?.(i + 1, failures.length);
  }
  return { inputs: count, failures, slowestMs };
}

// The CLI under hostile input, in process: `logel check`, `solve` and `xc` run through main() with captured
// output. An input fails when main throws, prints an internal error, or (xc on a small problem) gives a
// count other than a brute-force count's. Worker processes give isolation: one input that hangs or runs
// out of memory ends its worker, which is reported and replaced (see runCliFuzz).
import { fork } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { main } from '../../cli/main';
import { hostileDlx, hostileLogel } from './hostileInputs';

export type Verdict = 'ok' | 'crash' | 'internal-error' | 'wrong-answer' | 'hang' | 'injection';
export interface InputResult { i: number; command: string; verdict: Verdict; detail?: string }

/** Which command the i-th input goes to: mostly check, some xc, a few solves (which may search long). */
export function commandOf(i: number): 'check' | 'xc' | 'solve' {
  const k = i % 100;
  return k < 2 ? 'solve' : k < 20 ? 'xc' : 'check';
}

/** Runs the i-th input in this process. */
export async function runCliInput(seed: number, i: number, dir: string): Promise<InputResult> {
  const command = commandOf(i);
  const text = command === 'xc' ? hostileDlx(seed, i) : hostileLogel(seed, i);
  const file = join(dir, command === 'xc' ? 'input.dlx' : 'input.logel');
  writeFileSync(file, text);
  const args = command === 'solve' ? ['solve', file, '--first', '1', '--threads', '1'] : command === 'xc' ? ['xc', file, '--threads', '1'] : ['check', file];
  const out: string[] = [], err: string[] = [];
  let code: number;
  try {
    code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  } catch (e) {
    return { i, command, verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
  }
  const printed = [...out, ...err];
  if (printed.some((l) => /internal error/.test(l))) return { i, command, verdict: 'internal-error', detail: printed.join('\n') };
  // Every message about the file points at a place in it.
  const unplaced = err.find((l) => l.startsWith(file) && !/^[^:]+:\d+:\d+: /.test(l));
  if (unplaced) return { i, command, verdict: 'internal-error', detail: `message without line:col: ${unplaced}` };
  if (command === 'xc' && code === 0) {
    const expected = bruteForceCount(text);
    const got = Number(out[out.length - 1]);
    if (expected !== undefined && expected !== got) return { i, command, verdict: 'wrong-answer', detail: `xc printed ${got}, brute force counts ${expected}` };
  }
  return { i, command, verdict: 'ok' };
}

/**
 * The number of exact covers of a small dlx problem (at most 16 options), read independently of
 * core/search/dlxFormat.ts with multiplicities as BigInts; undefined for a problem it does not read.
 */
export function bruteForceCount(text: string): number | undefined {
  const rows = text.split(/\r\n|\n|\r/).filter((l) => !l.startsWith('|')).map((l) => l.split(/[ \t\n\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/).filter((t) => t !== ''))
    .filter((r) => r.length > 0);
  if (rows.length === 0 || rows.length > 17) return undefined;
  const names: string[] = [];
  const wanted: bigint[] = [];
  let primary = -1;
  for (const token of rows[0]) {
    if (token === '|') { primary = names.length; continue; }
    const m = /^(\d+)(?::\1)?\|(.+)$/.exec(token);
    names.push(m ? m[2] : token);
    wanted.push(m ? BigInt(m[1]) : 1n);
  }
  if (primary < 0) primary = names.length;
  const options = rows.slice(1).map((r) => r.map((t) => names.indexOf(t)));
  let count = 0;
  for (let set = 0; set < 1 << options.length; set++) {
    const covered = new Array<bigint>(names.length).fill(0n);
    options.forEach((o, k) => { if (set & (1 << k)) for (const item of o) covered[item]++; });
    if (covered.every((c, item) => (item < primary ? c === wanted[item] : c <= 1n))) count++;
  }
  return count;
}

/** A worker process: runs the inputs from, from + step, ... below to, and reports each to the parent. */
async function workerLoop(seed: number, from: number, to: number, step: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'logel-fuzz-'));
  for (let i = from; i < to; i += step) {
    process.send!({ start: i });
    const result = await runCliInput(seed, i, dir);
    process.send!({ result });
  }
  rmSync(dir, { recursive: true, force: true });
  process.send!({ done: true, maxRssKb: process.resourceUsage().maxRSS });
}

/** The CPU time a process has used (user and system, from /proc), so that a busy machine is not taken for a hang. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch { return 0; }
}

export interface CliFuzzSummary { inputs: number; byCommand: Record<string, number>; failures: InputResult[]; peakRssMb: number }

/**
 * Runs inputs 0..count-1 on `workers` processes, each with a 1 GB heap: an input that throws, runs past
 * `hangMs` of CPU time or runs a worker out of memory is a failure; the worker is replaced and goes on after it.
 */
export function runCliFuzz(seed: number, count: number, workers: number, hangMs: number, onProgress?: (done: number, failures: number) => void): Promise<CliFuzzSummary> {
  return runWorkerPool(__filename, commandOf, seed, count, workers, hangMs, onProgress);
}

/**
 * The worker pool of runCliFuzz, for any fuzz module whose file runs inputs when started as
 * `--worker seed from to step` and reports `{ start }`, `{ result }` and `{ done, maxRssKb }`.
 */
export function runWorkerPool(script: string, commandOf: (i: number) => string, seed: number, count: number, workers: number, hangMs: number, onProgress?: (done: number, failures: number) => void): Promise<CliFuzzSummary> {
  const failures: InputResult[] = [];
  const byCommand: Record<string, number> = {};
  let finished = 0, peakRssKb = 0, running = 0;
  return new Promise((resolve) => {
    const start = (from: number, lane: number) => {
      if (from >= count) return;
      running++;
      const child = fork(script, ['--worker', String(seed), String(from), String(count), String(workers)], { execArgv: ['--max-old-space-size=1024'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
      let current = -1, since = 0, stderr = '', ended = false;
      child.stderr!.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
      const timer = setInterval(() => {
        if (current >= 0 && cpuMs(child.pid!) - since > hangMs) {
          failures.push({ i: current, command: commandOf(current), verdict: 'hang', detail: `no answer after ${hangMs} ms of CPU time` });
          child.kill('SIGKILL');
        }
      }, 1000);
      child.on('message', (m: { start?: number; result?: InputResult; done?: boolean; maxRssKb?: number }) => {
        if (m.start !== undefined) { current = m.start; since = cpuMs(child.pid!); }
        if (m.result) {
          current = -1;
          finished++;
          byCommand[m.result.command] = (byCommand[m.result.command] ?? 0) + 1;
          if (m.result.verdict !== 'ok') failures.push(m.result);
          if (finished % 1000 === 0) onProgress?.(finished, failures.length);
        }
        if (m.done) { ended = true; peakRssKb = Math.max(peakRssKb, m.maxRssKb ?? 0); }
      });
      child.on('exit', (code, signal) => {
        clearInterval(timer);
        running--;
        if (!ended && current >= 0) {
          // The input the worker was on ended it: a crash (out of memory, a fatal error) or a hang it was killed for.
          if (!failures.some((f) => f.i === current && f.verdict === 'hang')) {
            failures.push({ i: current, command: commandOf(current), verdict: 'crash', detail: `worker exited (${signal ?? code}): ${stderr}` });
          }
          finished++;
          start(current + workers, lane);
        }
        if (running === 0) resolve({ inputs: finished, byCommand, failures, peakRssMb: Math.round(peakRssKb / 1024) });
      });
    };
    for (let lane = 0; lane < workers; lane++) start(lane, lane);
    if (running === 0) resolve({ inputs: 0, byCommand, failures, peakRssMb: 0 });
  });
}

// Only when this file is the one started: linkpixFuzz.ts loads it for the pool, and its workers take the same arguments.
if (process.argv[2] === '--worker' && /cliFuzz/.test(process.argv[1] ?? '')) {
  const [seed, from, to, step] = process.argv.slice(3).map(Number);
  void workerLoop(seed, from, to, step);
}

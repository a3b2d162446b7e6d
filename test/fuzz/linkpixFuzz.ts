// The Link-a-Pix surface of `npm run fuzz`: INF421 grids, clue lists and Conceptis XML, made from
// puzzles laid out by random walks (so each has a known solution) and then attacked (truncation, deep
// nesting, entity declarations, huge numbers and colour ids, huge counts of lines and clues, long
// clues on open boards, BOM, NUL, mixed line breaks, names with controls), through `logel check`,
// `solve --json` and `import` in process. An input fails when main throws or prints an internal
// error, when a message about the file has no line:col, when a solution breaks the rules, when an
// untouched puzzle is said to have none, or when `import` prints a block that does not read back
// to the same clues. Worker processes give isolation as in cliFuzz.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { main } from '../../cli/main';
import { parse } from '../../core/read';
import { linkpixBlocksOf } from '../../core/linkpix/language';
import { parseLinkpixFile } from '../../core/linkpix/formats';
import { LinkpixPuzzle } from '../../core/linkpix/puzzle';
import { ruleBroken } from '../../core/linkpix/verify';
import { runWorkerPool, type InputResult } from './cliFuzz';
import { pick, random } from './hostileInputs';
import { randomWalk } from '../core/linkpix/walkedPuzzle';

const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

export type LinkpixCommand = 'check' | 'solve' | 'import';

/** Which command the i-th input goes to: mostly check, a quarter solves, some imports. */
export function linkpixCommandOf(i: number): LinkpixCommand {
  const k = i % 20;
  return k < 5 ? 'solve' : k < 8 ? 'import' : 'check';
}

interface Laid { width: number; height: number; paths: number[][]; colours: number[] }

/** Random walks that fill (or, sparse, sprinkle) a width×height board: a puzzle with a known solution. */
function layOut(rnd: () => number, width: number, height: number, longest: number, colours: number, sparse: boolean): Laid {
  const taken = new Uint8Array(width * height);
  const paths: number[][] = [], colour: number[] = [];
  const starts = sparse ? 1 + int(rnd, 6) : width * height;
  for (let k = 0; k < starts; k++) {
    const start = sparse ? int(rnd, width * height) : k;
    if (taken[start]) continue;
    const length = 1 + int(rnd, longest);
    const path = randomWalk(start, length, width, height, taken, rnd);
    paths.push(path);
    colour.push(1 + int(rnd, colours));
  }
  return { width, height, paths, colours: colour };
}

function asInf421(l: Laid): string {
  const clue = new Int32Array(l.width * l.height);
  for (const p of l.paths) clue[p[0]] = clue[p[p.length - 1]] = p.length;
  const rows = Array.from({ length: l.height }, (_, r) => Array.from(clue.subarray(r * l.width, (r + 1) * l.width)).join(' '));
  return `${l.width}\n${l.height}\n${rows.join('\n')}\n`;
}

function asClueList(l: Laid): string {
  const lines = ['# laid out by random walks', `${l.width} ${l.height}`];
  l.paths.forEach((p, i) => {
    for (const c of p.length === 1 ? [p[0]] : [p[0], p[p.length - 1]]) lines.push(`${Math.floor(c / l.width)} ${c % l.width} ${p.length} ${l.colours[i]}`);
  });
  return lines.join('\n') + '\n';
}

function asConceptis(l: Laid, title: string): string {
  const ids = [...new Set(l.colours)].sort((a, b) => a - b);
  return ['<?xml version="1.0" encoding="utf-8"?>',
    '<!DOCTYPE puzzle PUBLIC "-//conceptispuzzles.com//DTD XHTML 1.1 plus Target 1.0//EN" "dtd/xhtml11-target.dtd">',
    `<puzzle><header><properties><text name="name">${title}</text></properties></header><data>`,
    `<dimensions width="${l.width}" height="${l.height}" />`,
    `<palette size="${ids.length}">${ids.map((id) => `<color id="${id}" rgb="${(id * 0x3f2b17 % 0xffffff).toString(16).padStart(6, '0')}" />`).join('')}</palette>`,
    '<solution>', ...l.paths.map((p, i) => `  <path color="${l.colours[i]}">${p.map((c) => `${c % l.width} ${Math.floor(c / l.width)}`).join(' ')}</path>`),
    '</solution></data></puzzle>', ''].join('\n');
}

const hugeNumbers = ['4294967297', '2147483648', '99999999999999999999', '1e308', '1.5', '0x5', '-1', '9007199254740993', '0', '00000000000000000001', '1'.repeat(400)];
const breaks = ['\n', '\r\n', '\r', '\u2028', '\0', '\uFEFF', '\x1b[31m', '\u202e', '\t', '\v'];
const names = ['Bird', 'two\nlines', 'file.txt:1:1: error: forged', '\x1b[2J', 'a&amp;b', '<![CDATA[x]]>', 'é𝕏\uD800'];

/** The i-th hostile Link-a-Pix input: its file name, text, and whether it is untouched. */
export function hostileLinkpix(seed: number, i: number): { name: string; text: string; untouched: boolean } {
  const rnd = random(seed * 1_000_003 + i);
  const kind = int(rnd, 12);
  // Mostly small boards; now and then a big or an open one (long clues, many paths: the bounds).
  const big = kind === 0;
  const open = kind === 1;
  const width = big ? 100 + int(rnd, 200) : open ? 20 + int(rnd, 40) : 2 + int(rnd, 14);
  const height = big ? 100 + int(rnd, 200) : open ? 20 + int(rnd, 40) : 2 + int(rnd, 14);
  const laid = layOut(rnd, width, height, big ? 4 : open ? 20 + int(rnd, 60) : 2 + int(rnd, 12), int(rnd, 3) === 0 ? 1 + int(rnd, 4) : 1, open);
  const format = int(rnd, 3);
  let text = format === 0 ? asInf421({ ...laid, colours: laid.colours.map(() => 1) }) : format === 1 ? asClueList(laid) : asConceptis(laid, pick(rnd, names));
  // Not .txt: that extension goes through the nonogram readers' detection first (slow on some of
  // these inputs, and theirs to fuzz); the Link-a-Pix readers tell the formats apart by content.
  const name = `input${i}.${format === 2 ? 'xml' : format === 1 ? 'clues' : 'inf421'}`;
  if (rnd() < 0.3) return { name, text, untouched: true };
  const mutations = 1 + int(rnd, 3);
  for (let m = 0; m < mutations; m++) {
    const at = int(rnd, text.length + 1);
    switch (int(rnd, 10)) {
      case 0: text = text.slice(0, at); break;  // truncated
      case 1: text = text.replace(/\d+/g, (d) => (rnd() < 0.1 ? pick(rnd, hugeNumbers) : d)); break;
      case 2: text = text.slice(0, at) + pick(rnd, breaks) + text.slice(at); break;
      case 3: text = text.replace(/\n/g, () => (rnd() < 0.3 ? pick(rnd, ['\r\n', '\r', '\n']) : '\n')); break;
      case 4: text = text.slice(0, at) + '\n'.repeat(1 + int(rnd, 50_000)) + text.slice(at); break;  // huge counts of lines
      case 5: text = text.slice(0, at) + `${'<a>'.repeat(1 + int(rnd, 20_000))}` + text.slice(at); break;  // deep nesting
      case 6: text = `<!DOCTYPE puzzle [ <!ENTITY a "${'&b;'.repeat(1 + int(rnd, 50))}"> ]>\n` + text; break;  // entities
      case 7: text = text + Array.from({ length: int(rnd, 5000) }, () => `${int(rnd, height + 2)} ${int(rnd, width + 2)} ${1 + int(rnd, 9)}`).join('\n'); break;  // huge counts of clues
      case 8: text = '\uFEFF' + text; break;
      default: { const p = int(rnd, text.length), q = int(rnd, text.length); text = text.slice(0, Math.min(p, q)) + text.slice(Math.max(p, q)) + text.slice(Math.min(p, q), Math.max(p, q)); }  // a piece moved
    }
  }
  return { name, text, untouched: false };
}

/** Runs the i-th Link-a-Pix input in this process. */
export async function runLinkpixInput(seed: number, i: number, dir: string): Promise<InputResult> {
  const command = linkpixCommandOf(i);
  const { name, text, untouched } = hostileLinkpix(seed, i);
  const file = join(dir, name);
  writeFileSync(file, text);
  const args = command === 'solve' ? ['solve', file, '--json'] : [command, file];
  const out: string[] = [], err: string[] = [];
  try {
    await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  } catch (e) {
    return { i, command, verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
  }
  const printed = [...out, ...err];
  if (printed.some((l) => /internal error/.test(l))) return { i, command, verdict: 'internal-error', detail: printed.join('\n') };
  const unplaced = printed.find((l) => l.startsWith(file) && !/^[^:]+:\d+:\d+: /.test(l));
  if (unplaced) return { i, command, verdict: 'internal-error', detail: `message without line:col: ${unplaced}` };
  let puzzle: LinkpixPuzzle | undefined;
  try { puzzle = parseLinkpixFile(text, 'x'); } catch { puzzle = undefined; }
  if (!puzzle) return { i, command, verdict: 'ok' };
  if (command === 'solve' && out.length > 0) {
    const j = JSON.parse(out[0]) as { unique: boolean | null; solutions: { total: number }; paths: number[][][] };
    if (j.solutions.total > 0) {
      const broken = ruleBroken(puzzle, j.paths.map((p) => p.map(([r, c]) => r * puzzle!.width + c)));
      if (broken) return { i, command, verdict: 'wrong-answer', detail: `the solution printed breaks a rule: ${broken}` };
    }
    if (untouched && j.unique === false && j.solutions.total === 0) return { i, command, verdict: 'wrong-answer', detail: 'a laid-out puzzle said to have no solution' };
  }
  if (command === 'import' && out.length > 0) {
    // The block must read back to the same clues, each colour to one colour.
    const block = linkpixBlocksOf(parse(out.join('\n')).tree)[0]?.puzzle;
    const ours = new Map<number, number>(), theirs = new Map<number, number>();
    const sameColour = (c: number) => (ours.get(block!.colours[c]) ?? puzzle!.colours[c]) === puzzle!.colours[c] && (theirs.get(puzzle!.colours[c]) ?? block!.colours[c]) === block!.colours[c]
      && ours.set(block!.colours[c], puzzle!.colours[c]) !== undefined && theirs.set(puzzle!.colours[c], block!.colours[c]) !== undefined;
    const same = block && block.width === puzzle.width && block.height === puzzle.height && block.clues.every((v, c) => v === puzzle!.clues[c] && (v === 0 || sameColour(c)));
    if (!same) return { i, command, verdict: 'wrong-answer', detail: 'import printed a block that does not read back to the same clues' };
  }
  return { i, command, verdict: 'ok' };
}

async function workerLoop(seed: number, from: number, to: number, step: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'logel-fuzz-linkpix-'));
  for (let i = from; i < to; i += step) {
    process.send!({ start: i });
    process.send!({ result: await runLinkpixInput(seed, i, dir) });
  }
  rmSync(dir, { recursive: true, force: true });
  process.send!({ done: true, maxRssKb: process.resourceUsage().maxRSS });
}

export interface LinkpixFuzzSummary { inputs: number; byCommand: Record<string, number>; failures: InputResult[]; peakRssMb: number }

/** Inputs 0..count-1 on `workers` processes, in runCliFuzz's pool: a hang or a crash ends a worker, which is replaced. */
export function runLinkpixFuzz(seed: number, count: number, workers: number, hangMs: number, onProgress?: (done: number, failures: number) => void): Promise<LinkpixFuzzSummary> {
  return runWorkerPool(__filename, linkpixCommandOf, seed, count, workers, hangMs, onProgress);
}

if (process.argv[2] === '--worker' && /linkpixFuzz/.test(process.argv[1] ?? '')) {
  const [seed, from, to, step] = process.argv.slice(3).map(Number);
  void workerLoop(seed, from, to, step);
}

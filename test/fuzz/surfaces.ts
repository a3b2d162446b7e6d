// The surfaces of `npm run fuzz` added in issue 31, each input small and in process:
// - merge: the shares of a small xc count and a small tiling count, forged (counts whose sum passes
//   2^64, another problem's hash, a line cut short, a share given twice or left out, a field set to a
//   hostile value, a line nested deep) through `logel merge`. A forgery of the hash, the lines or the
//   shares must be refused; a merge that is accepted must print the exact sum of the shares' counts,
//   and the true count when nothing was forged.
// - export: hostile names, colours, path data and numbers drawn by the SVG renderers (a tableau, a
//   sheet, a nonogram, a Link-a-Pix) and written as .non. The SVG must hold nothing the renderers
//   do not write (svgOracle.ts) and show the title as given; the .non must read back with its name and clues.
// - panel: messages of a run, well formed and hostile, into the panel's state (webview/state.ts), each
//   followed by drawing and exporting what the state holds, as the views do.
// - nin, taai: the benchmark formats' readers on seeded puzzles, attacked as nonogramReaders.ts does.
// An input fails on a throw, an internal error, an error placed outside its file, a wrong answer or an
// injection; the worker pool (cliFuzz.ts) adds hangs and peak memory.
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { main } from '../../cli/main';
import { formatNon, NonogramFormatError, parseNon, parseNonogramFile } from '../../core/nonogram/formats';
import { BLACK_AND_WHITE, type Clue, type NonogramPuzzle } from '../../core/nonogram/puzzle';
import { clueOfLine } from '../../core/nonogram/checks';
import type { PanelMessage, TableauGeometry } from '../../core/protocol';
import { linkpixSvg } from '../../core/render/linkpix';
import { nonogramSvg } from '../../core/render/nonogram';
import { tableauElements, tableauSvg } from '../../core/render/svg';
import { sheetSvg, svgOf } from '../../webview/exporting';
import { RunState } from '../../webview/state';
import { runWorkerPool, type CliFuzzSummary, type InputResult } from './cliFuzz';
import { pick, random } from './hostileInputs';
import { mutate } from './nonogramReaders';
import { injectionIn } from './svgOracle';

export type Surface = 'merge' | 'export' | 'panel' | 'nin' | 'taai';

const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

/** Which surface the i-th input goes to: 30 % merges, 30 % exports, 20 % panel runs, 10 % each reader. */
export function surfaceOf(i: number): Surface {
  const k = i % 10;
  return k < 3 ? 'merge' : k < 6 ? 'export' : k < 8 ? 'panel' : k === 8 ? 'nin' : 'taai';
}

// --- hostile values ----------------------------------------------------------------------------
const hostileText = [
  '<script>window.pwned=1</script>', '" onload="window.pwned=1', "' onclick='x", ']]><image href="http://127.0.0.1:9/x"/>', '<!--', '&amp;&#x41;&bogus;',
  'A\u0000B\u0007C', '\ud800lone', 'T\nwidth 99', '\r\n\u2028\u0085', 'javascript:alert(1)', '<svg onload=alert(1)>', 'Ω 日本 \u{1f600}', '', 'x'.repeat(2000),
];
const hostileColours = ['#ff0000', '#abc', 'red', 'url(http://127.0.0.1:9/x)', '#ff0000" onload="x', '#12345g', 'javascript:x', '', 'rgb(1,2,3)', '#ffffff"/><script>x</script>'];
const hostilePaths = ['M0 0L1 0L1 1Z', 'M0 0"/><script>x</script>', 'M0 0 url(#x)', 'M1e3 -2E-2h1v1z', '', 'M0 0L1 1 <', 'M0,0 l1,1 a1 1 0 1 0 2 0'];
const hostileNumbers: unknown[] = [0, 1, -1, 2.5, 1e308, -1e308, NaN, Infinity, '1" onload="x', '3', null, undefined, {}, [], 2 ** 53 + 1];

function hostileString(rnd: () => number): string {
  if (rnd() < 0.6) return pick(rnd, hostileText);
  return Array.from({ length: 1 + int(rnd, 20) }, () => String.fromCharCode(rnd() < 0.5 ? int(rnd, 128) : int(rnd, 0x10000))).join('');
}
const anyNumber = (rnd: () => number): number => (rnd() < 0.7 ? int(rnd, 8) - 1 : pick(rnd, hostileNumbers)) as number;

// --- merge ---------------------------------------------------------------------------------------
interface Base { kind: 'xc' | 'solve'; file: string; shares: string[]; total: bigint; unique: bigint }

// 11 items, each of 2 one-item options, and a pair option: 2^11 + 2^9 = 2,560 exact covers, in 4 shares.
const xcProblem = `${Array.from({ length: 11 }, (_, k) => `i${k}`).join(' ')}\n${Array.from({ length: 11 }, (_, k) => `i${k}\ni${k}`).join('\n')}\ni0 i1\n`;

async function run(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** The shares of the two counts, computed once per worker, with the counts solved whole. */
async function bases(dir: string): Promise<Base[]> {
  const xcFile = join(dir, 'count.dlx');
  writeFileSync(xcFile, xcProblem);
  const tiling = join(__dirname, '../../../examples/quick.logel');
  const xcShares = await Promise.all([0, 1, 2, 3].map((k) => run(['xc', xcFile, '--shard', `${k}/4`]).then((r) => r.out.join(''))));
  const solveShares = await Promise.all([0, 1, 2].map((k) => run(['solve', tiling, '--shard', `${k}/3`, '--json']).then((r) => r.out.join(''))));
  const whole = JSON.parse((await run(['solve', tiling, '--json'])).out.join('')) as { solutions: { unique: number; total: number } };
  if (!(whole.solutions.total > 0)) throw new Error('the tiling count of the merge fuzz has no solutions');
  return [
    { kind: 'xc', file: xcFile, shares: xcShares, total: 2560n, unique: 2560n },
    { kind: 'solve', file: tiling, shares: solveShares, total: BigInt(whole.solutions.total), unique: BigInt(whole.solutions.unique) },
  ];
}

type Forgery = 'none' | 'big' | 'hash' | 'truncated' | 'duplicated' | 'missing' | 'field' | 'nested';
const forgeries: Forgery[] = ['none', 'big', 'big', 'hash', 'truncated', 'duplicated', 'missing', 'field', 'field', 'nested'];
/** Forgeries that change which shares there are or what they describe: merge must refuse them. */
const refused = new Set<Forgery>(['hash', 'truncated', 'duplicated', 'missing', 'nested']);

const countField = (kind: Base['kind']) => (kind === 'xc' ? /"solutions":(\d+)[,}]/ : /"total":(\d+)[,}]/);

async function mergeInput(rnd: () => number, dir: string, base: Base): Promise<{ verdict: InputResult['verdict']; detail?: string }> {
  let lines = base.shares.slice();
  const forgery = pick(rnd, forgeries);
  const k = int(rnd, lines.length);
  switch (forgery) {
    case 'big': {
      // Each share's count raised to near 2^64 (and its classes with it), so the sum passes 2^64.
      lines = lines.map((l) => {
        const scale = 2n ** BigInt(40 + int(rnd, 24)) + BigInt(int(rnd, 1000));
        return l.replace(/"(solutions|unique|total|classesTimesOrder)":(\d+)/g, (_, f: string, v: string) => `"${f}":${BigInt(v) * scale}`);
      });
      break;
    }
    case 'hash': lines[k] = lines[k].replace(/"problem":"([0-9a-f])/, (_, c: string) => `"problem":"${c === '0' ? '1' : '0'}`); break;
    case 'truncated': lines[k] = lines[k].slice(0, int(rnd, lines[k].length - 1)); break;
    case 'duplicated': lines.push(lines[k]); break;
    case 'missing': lines.splice(k, 1); break;
    case 'field': {
      const numbers = [...lines[k].matchAll(/:(\d+)[,}]/g)];
      const m = pick(rnd, numbers);
      const value = pick(rnd, ['-1', '1.5', '1e400', '"7"', 'null', '[]', '{}', '18446744073709551617', '9'.repeat(40), 'true', '0x10', '01']);
      lines[k] = lines[k].slice(0, m.index! + 1) + value + lines[k].slice(m.index! + 1 + m[1].length);
      break;
    }
    case 'nested': lines[k] = pick(rnd, ['[', '{"a":', '[{"b":']).repeat(pick(rnd, [100, 10_000, 100_000])); break;
  }
  // The shares in one to three files, shuffled, with blank lines.
  for (let j = lines.length - 1; j > 0; j--) { const o = int(rnd, j + 1); [lines[j], lines[o]] = [lines[o], lines[j]]; }
  const files = 1 + int(rnd, Math.min(3, lines.length));
  const names: string[] = [];
  for (let f = 0; f < files; f++) {
    const name = join(dir, `share${f}.json`);
    writeFileSync(name, lines.filter((_, j) => j % files === f).join(rnd() < 0.2 ? '\n\n' : '\n') + '\n');
    names.push(name);
  }
  const json = base.kind === 'solve' || rnd() < 0.5;
  const r = await run(['merge', ...names, ...(json ? ['--json'] : [])]);
  const printed = [...r.out, ...r.err];
  if (printed.some((l) => /internal error/.test(l))) return { verdict: 'internal-error', detail: printed.join('\n').slice(0, 2000) };
  if (r.code !== 0) {
    if (r.code !== 1 && r.code !== 2) return { verdict: 'internal-error', detail: `exit ${r.code}` };
    return forgery === 'none' ? { verdict: 'wrong-answer', detail: `the true shares refused: ${printed.join('\n')}` } : { verdict: 'ok' };
  }
  if (refused.has(forgery) && !(forgery === 'missing' && base.shares.length === 1)) return { verdict: 'wrong-answer', detail: `a '${forgery}' forgery accepted: ${printed.join('\n')}` };
  const said = json ? countField(base.kind).exec(r.out.join(''))?.[1] : r.out[r.out.length - 1];
  // The exact sum, read from the shares as written.
  const parts = lines.map((l) => countField(base.kind).exec(l)?.[1]);
  if (parts.some((p) => p === undefined)) return { verdict: 'wrong-answer', detail: `a share without a whole count accepted: ${lines.join('\n').slice(0, 1500)}` };
  const sum = parts.reduce((s, p) => s + BigInt(p!), 0n);
  if (said === undefined || !/^\d+$/.test(said) || BigInt(said) !== sum) return { verdict: 'wrong-answer', detail: `merge printed ${said}, the shares add up to ${sum}` };
  if (forgery === 'none' && sum !== base.total) return { verdict: 'wrong-answer', detail: `the shares add up to ${sum}, the count is ${base.total}` };
  return { verdict: 'ok' };
}

// --- export --------------------------------------------------------------------------------------
function hostileGeometry(rnd: () => number): TableauGeometry {
  const tiles = Array.from({ length: 1 + int(rnd, 4) }, () => hostileString(rnd));
  const point = () => [anyNumber(rnd), anyNumber(rnd)] as [number, number];
  return {
    viewBox: [anyNumber(rnd), anyNumber(rnd), anyNumber(rnd), anyNumber(rnd)],
    atoms: Array.from({ length: int(rnd, 4) }, () => pick(rnd, hostilePaths)),
    tiles,
    positions: Array.from({ length: 1 + int(rnd, 6) }, () => ({
      tile: rnd() < 0.8 ? int(rnd, tiles.length + 1) : anyNumber(rnd), name: hostileString(rnd), atoms: [int(rnd, 4)],
      outline: pick(rnd, hostilePaths), labels: Array.from({ length: int(rnd, 3) }, point),
    })),
    marks: rnd() < 0.5 ? '' : pick(rnd, hostilePaths),
    captions: rnd() < 0.5 ? [] : [{ text: hostileString(rnd), at: point() }],
  };
}

/** What a title holds once the XML is read: the text without the characters XML cannot carry. */
const readable = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
const unescape = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);

function checkSvg(svg: string, title: string | undefined, what: string): { verdict: InputResult['verdict']; detail?: string } | undefined {
  const injection = injectionIn(svg);
  if (injection) return { verdict: 'injection', detail: `${what}: ${injection}` };
  // An empty title writes no <title>.
  if (title) {
    const shown = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
    if (shown === undefined || unescape(shown) !== readable(title)) return { verdict: 'wrong-answer', detail: `${what}: title ${JSON.stringify(shown)} for ${JSON.stringify(title)}` };
  }
  return undefined;
}

function randomNonogram(rnd: () => number, width: number, height: number, colours: number): NonogramPuzzle {
  const picture = Uint8Array.from({ length: width * height }, () => (rnd() < 0.5 ? 0 : 1 + int(rnd, colours)));
  const palette = colours === 1 ? BLACK_AND_WHITE.slice() : [BLACK_AND_WHITE[0], ...Array.from({ length: colours }, (_, c) => ({ name: 'abcdefgh'[c], rgb: `#${(0x123456 * (c + 1) & 0xffffff).toString(16).padStart(6, '0')}` }))];
  return {
    name: 'nonogram', width, height, colours: palette, goal: picture,
    rows: Array.from({ length: height }, (_, y) => clueOfLine(picture, y * width, 1, width)),
    columns: Array.from({ length: width }, (_, x) => clueOfLine(picture, x, width, height)),
  };
}

function exportInput(rnd: () => number): { verdict: InputResult['verdict']; detail?: string } {
  const title = hostileString(rnd);
  switch (int(rnd, 4)) {
    case 0: {
      const g = hostileGeometry(rnd);
      const solution = Array.from({ length: int(rnd, 4) }, () => anyNumber(rnd));
      const colours = { line: pick(rnd, hostileColours), grid: pick(rnd, hostileColours), text: pick(rnd, hostileColours), halo: pick(rnd, hostileColours), seam: pick(rnd, hostileColours) };
      return checkSvg(tableauSvg(g, solution, { title, colours, width: anyNumber(rnd) }), title, 'tableau')
        ?? checkSvg(sheetSvg(g, [{ positions: solution, caption: hostileString(rnd) }, { positions: [0], caption: hostileString(rnd) }], title), title, 'sheet') ?? { verdict: 'ok' };
    }
    case 1: {
      const p = randomNonogram(rnd, 1 + int(rnd, 6), 1 + int(rnd, 6), 1 + int(rnd, 4));
      const colours = p.colours.map((c) => ({ name: c.name, rgb: rnd() < 0.5 ? pick(rnd, hostileColours) : c.rgb }));
      const rows: Clue[] = p.rows.map((c) => c.map((b) => ({ length: rnd() < 0.1 ? anyNumber(rnd) : b.length, colour: rnd() < 0.1 ? anyNumber(rnd) : b.colour })));
      const cells = Array.from(p.goal!, (c) => (rnd() < 0.1 ? anyNumber(rnd) : rnd() < 0.2 ? -1 : c));
      const svg = nonogramSvg({ ...p, colours, rows, cells, cell: pick(rnd, [4, 8, 12, 16]), theme: rnd() < 0.5, title, marks: [int(rnd, 4)], probe: rnd() < 0.3 ? int(rnd, 4) : undefined, line: rnd() < 0.3 ? { kind: 'row', index: 0 } : undefined });
      return checkSvg(svg, title, 'nonogram') ?? { verdict: 'ok' };
    }
    case 2: {
      const width = 1 + int(rnd, 6), height = 1 + int(rnd, 6);
      const clues = Array.from({ length: width * height }, () => (rnd() < 0.7 ? 0 : rnd() < 0.9 ? 1 + int(rnd, 9) : anyNumber(rnd)));
      const ids = Array.from({ length: width * height }, () => int(rnd, 4));
      const palette: Record<number, string> = { 1: pick(rnd, hostileColours), 2: pick(rnd, hostileColours), 3: pick(rnd, hostileColours) };
      const paths = Array.from({ length: int(rnd, 4) }, () => Array.from({ length: 1 + int(rnd, 4) }, () => (rnd() < 0.9 ? int(rnd, width * height) : anyNumber(rnd))));
      const svg = linkpixSvg({ width, height, clues, colours: ids, palette, coloured: rnd() < 0.7 }, paths, pick(rnd, [4, 8, 12, 16]), pick(rnd, ['paths', 'picture'] as const), title, [int(rnd, 4)]);
      return checkSvg(svg, title, 'linkpix') ?? { verdict: 'ok' };
    }
    default: {
      // .non: the name and colours hostile, the clues a picture's.
      const p = randomNonogram(rnd, 1 + int(rnd, 6), 1 + int(rnd, 6), 1 + int(rnd, 4));
      const puzzle = { ...p, name: title, colours: p.colours.map((c, j) => (j > 0 && rnd() < 0.3 ? { ...c, rgb: pick(rnd, hostileColours) } : c)) };
      const text = formatNon(puzzle);
      let back: NonogramPuzzle;
      try { back = parseNon(text); } catch (e) { return { verdict: 'wrong-answer', detail: `the .non written does not read back: ${e instanceof Error ? e.message : e}\n${text.slice(0, 500)}` }; }
      const clues = (q: NonogramPuzzle) => JSON.stringify([q.width, q.height, q.rows.map((c) => c.map((b) => b.length)), q.columns.map((c) => c.map((b) => b.length))]);
      if (clues(back) !== clues(puzzle)) return { verdict: 'wrong-answer', detail: `the .non written reads back with other clues:\n${text.slice(0, 500)}` };
      if (back.name !== title.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ') && title.trim() !== '') return { verdict: 'wrong-answer', detail: `the .non's name reads back as ${JSON.stringify(back.name)} for ${JSON.stringify(title)}` };
      return { verdict: 'ok' };
    }
  }
}

// --- panel ---------------------------------------------------------------------------------------
function hostileMessage(rnd: () => number, run: number): unknown {
  const k = int(rnd, 12);
  const r = rnd() < 0.9 ? run : anyNumber(rnd);
  switch (k) {
    case 0: return { type: 'runStarted', kind: pick(rnd, ['form', 'form', 'nonogram', '<x>']), run: r + (rnd() < 0.3 ? 1 : 0), name: rnd() < 0.9 ? hostileString(rnd) : { toString: null }, file: rnd() < 0.9 ? hostileString(rnd) : [], options: rnd() < 0.9 ? { mode: pick(rnd, ['all', 'count', 'first', '<x>']) } : pick(rnd, [null, 'x', []]) };
    case 1: case 2: return { type: 'runPuzzle', kind: 'form', run: r, puzzle: rnd() < 0.95 ? { numbers: rnd() < 0.5 ? {} : anyNumber(rnd), geometry: rnd() < 0.6 ? hostileGeometry(rnd) : pick(rnd, [null, {}, [], 'x', { positions: 'x' }, { positions: [null], tiles: [], atoms: [], viewBox: [] }]) } : pick(rnd, [null, 'x']) };
    case 3: case 4: return { type: 'runProgress', kind: 'form', run: r, progress: { solutions: rnd() < 0.8 ? Array.from({ length: int(rnd, 3) }, () => ({ positions: Array.from({ length: int(rnd, 4) }, () => anyNumber(rnd)), images: rnd() < 0.5 ? [[anyNumber(rnd)]] : pick(rnd, [null, 'x', [null]]) })) : pick(rnd, [null, {}, 'x']) } };
    case 5: return { type: 'runProgress', kind: 'form', run: r, progress: rnd() < 0.95 ? { figures: rnd() < 0.5 ? { placements: anyNumber(rnd), deadEnds: anyNumber(rnd), unique: anyNumber(rnd), total: anyNumber(rnd), ms: anyNumber(rnd) } : pick(rnd, [null, 'x']) } : pick(rnd, [null, 'x']) };
    case 6: return { type: 'runDone', kind: 'form', run: r, result: rnd() < 0.5 ? { search: { placements: 1, deadEnds: 0, ms: 1, cancelled: rnd() < 0.5 }, solutions: { unique: pick(rnd, ['1', '18446744073709551617', 'x', '']), total: '2' } } : pick(rnd, [null, {}, { search: null }, { solutions: 'x', search: {} }]) };
    case 7: return { type: 'runFailed', run: r, message: rnd() < 0.5 ? hostileString(rnd) : { toString: null } };
    case 8: return { type: 'runCancelled', run: r };
    case 9: return pick(rnd, [null, undefined, 'runStarted', 42, [], { type: 'runStarted' }, { run: run }]);
    case 10: return { type: hostileString(rnd), run: r };
    default: return { type: 'runPuzzle', kind: 'nonogram', run: r, puzzle: null };
  }
}

function panelInput(rnd: () => number): { verdict: InputResult['verdict']; detail?: string } {
  const state = new RunState();
  const messages: unknown[] = [{ type: 'runStarted', kind: 'form', run: 1, name: hostileString(rnd), file: 'f.logel', options: { mode: 'all' } }];
  for (let k = int(rnd, 8); k >= 0; k--) messages.push(hostileMessage(rnd, 1));
  for (const [n, m] of messages.entries()) {
    try {
      state.apply(m as PanelMessage);
      // What the views draw and export after this message.
      const g = state.geometry;
      if (!g) continue;
      for (const all of [false, true]) {
        const items = Array.from({ length: state.count(all) }, (_, j) => state.item(all, j)!).filter(Boolean);
        for (const item of items) {
          const bad = injectionIn(`<svg>${tableauElements(g, item.positions)}</svg>`);
          if (bad) return { verdict: 'injection', detail: `a card after message ${n}: ${bad}` };
        }
        if (items.length) {
          const bad = injectionIn(svgOf(g, items, state.form));
          if (bad) return { verdict: 'injection', detail: `the export after message ${n}: ${bad}` };
        }
      }
    } catch (e) {
      return { verdict: 'crash', detail: `message ${n} of ${JSON.stringify(messages.slice(0, n + 1)).slice(0, 1500)}: ${e instanceof Error ? e.stack : e}` };
    }
  }
  return { verdict: 'ok' };
}

// --- readers -------------------------------------------------------------------------------------
const numbersOf = (c: Clue) => (c.length ? c.map((b) => b.length).join(' ') : '0');

function readerInput(rnd: () => number, surface: 'nin' | 'taai'): { verdict: InputResult['verdict']; detail?: string } {
  const side = surface === 'taai' ? 25 : 0;
  const p = randomNonogram(rnd, side || 1 + int(rnd, 15), side || 1 + int(rnd, 15), 1);
  const name = surface === 'nin' ? 'f.nin' : 'f.txt';
  const written = surface === 'nin'
    ? `${p.width} ${p.height}\n${[...p.rows, ...p.columns].map(numbersOf).join('\n')}\n`
    : `$${1 + int(rnd, 999)}\n${[...p.columns, ...p.rows].map(numbersOf).join('\n')}\n`;
  let text = written;
  for (let k = int(rnd, 3); k > 0; k--) text = mutate(rnd, name, text);
  let read: NonogramPuzzle;
  try {
    read = parseNonogramFile(name, text);
  } catch (e) {
    if (!(e instanceof NonogramFormatError)) return { verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
    const lines = text.split(/\r\n|\r|\n/).length;
    if (!(e.line >= 1 && e.line <= lines && e.column >= 1)) return { verdict: 'internal-error', detail: `error placed at ${e.line}:${e.column} in ${lines} lines: ${e.message}` };
    return text === written ? { verdict: 'wrong-answer', detail: `an untouched file refused: ${e.message}` } : { verdict: 'ok' };
  }
  if (text === written) {
    const clues = (q: NonogramPuzzle) => JSON.stringify([q.width, q.height, q.rows.map(numbersOf), q.columns.map(numbersOf)]);
    if (clues(read) !== clues(p)) return { verdict: 'wrong-answer', detail: `read with other clues:\n${text.slice(0, 500)}` };
  }
  return { verdict: 'ok' };
}

// --- the run -------------------------------------------------------------------------------------
/** Runs the i-th input in this process. */
export async function runSurfaceInput(seed: number, i: number, dir: string, merging: Base[]): Promise<InputResult> {
  const surface = surfaceOf(i);
  const rnd = random(seed * 7_919 + i);
  try {
    const r = surface === 'merge' ? await mergeInput(rnd, dir, pick(rnd, merging))
      : surface === 'export' ? exportInput(rnd)
      : surface === 'panel' ? panelInput(rnd)
      : readerInput(rnd, surface);
    return { i, command: surface, ...r };
  } catch (e) {
    return { i, command: surface, verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
  }
}

/** A fresh directory and the merge's shares, for runSurfaceInput. */
export async function surfaceSetup(): Promise<{ dir: string; merging: Base[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'logel-surfaces-'));
  return { dir, merging: await bases(dir) };
}

async function workerLoop(seed: number, from: number, to: number, step: number): Promise<void> {
  const { dir, merging } = await surfaceSetup();
  for (let i = from; i < to; i += step) {
    process.send!({ start: i });
    process.send!({ result: await runSurfaceInput(seed, i, dir, merging) });
  }
  rmSync(dir, { recursive: true, force: true });
  process.send!({ done: true, maxRssKb: process.resourceUsage().maxRSS });
}

/** Inputs 0..count-1 on `workers` processes of 1 GB heap each (cliFuzz.ts's pool). */
export function runSurfaceFuzz(seed: number, count: number, workers: number, hangMs: number, onProgress?: (done: number, failures: number) => void): Promise<CliFuzzSummary> {
  return runWorkerPool(__filename, surfaceOf, seed, count, workers, hangMs, onProgress);
}

if (process.argv[2] === '--worker' && /surfaces/.test(process.argv[1] ?? '')) {
  const [seed, from, to, step] = process.argv.slice(3).map(Number);
  void workerLoop(seed, from, to, step);
}

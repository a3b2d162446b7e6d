// The nonogram file readers under hostile input (issue 31), in process: seeded files of every format
// core/nonogram/formats.ts reads, truncated, nested deep, with huge numbers, many lines, a BOM, NULs and
// mixed line breaks. An input fails when a reader throws anything but a NonogramFormatError, places an
// error outside the file, takes longer than `hangMs`, or reads a puzzle that `logel import` and the .non
// writer cannot write back as the same clues (import must print what check accepts).
import { buildModel } from '../../core/read';
import { nonogramsOf } from '../../core/nonogram/build';
import { formatNonogramBlock } from '../../core/nonogram/block';
import { formatNon, NonogramFormatError, parseNon, parseNonogramFile } from '../../core/nonogram/formats';
import type { NonogramPuzzle } from '../../core/nonogram/puzzle';
import { clueOfLine } from '../../core/nonogram/checks';
import { pick, random } from './hostileInputs';
import type { InputResult } from './cliFuzz';

const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

/** A random picture's puzzle, 1 to 12 cells a side, in 1 to 4 colours. */
function randomPuzzle(rnd: () => number): NonogramPuzzle {
  const width = 1 + int(rnd, 12), height = 1 + int(rnd, 12), colours = 1 + int(rnd, rnd() < 0.1 ? 30 : 4);
  const picture = Uint8Array.from({ length: width * height }, () => (rnd() < 0.5 ? 0 : 1 + int(rnd, colours)));
  const palette = [{ name: 'white', rgb: '#ffffff' }, ...Array.from({ length: colours }, (_, i) => ({ name: i === 0 && colours === 1 ? 'black' : 'abcdefghijklmnopqrstuvwxyzABCD'[i], rgb: `#${(0x0a0b0c * (i + 1) & 0xffffff).toString(16).padStart(6, '0')}` }))];
  return {
    name: pick(rnd, ['Duck', 'a & b', '<a>', 'line\nbreak', '日本', '', '} rows {']), width, height, colours: palette, goal: picture,
    rows: Array.from({ length: height }, (_, y) => clueOfLine(picture, y * width, 1, width)),
    columns: Array.from({ length: width }, (_, x) => clueOfLine(picture, x, width, height)),
  };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The puzzle written in one of the formats: [file name, text]. */
function written(rnd: () => number, p: NonogramPuzzle): [string, string] {
  const bw = p.colours.length === 2;
  const numbers = (c: { length: number }[], sep: string) => (c.length ? c.map((b) => b.length).join(sep) : '0');
  const lettered = (c: { length: number; colour: number }[]) => c.map((b) => `${b.length}${bw ? '' : p.colours[b.colour].name}`).join(' ');
  switch (int(rnd, bw ? 6 : 3)) {
    case 0: return ['f.non', formatNon(p)];
    case 1: {
      const count = (b: { length: number; colour: number }) => `<count${bw ? '' : ` color="${p.colours[b.colour].name}"`}>${b.length}</count>`;
      const lines = (cs: { length: number; colour: number }[][]) => cs.map((c) => `<line>${c.map(count).join('')}</line>`).join('\n');
      return ['f.xml', `<?xml version="1.0"?>\n<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">\n<puzzleset><puzzle type="grid" defaultcolor="${bw ? 'black' : 'a'}">\n<title>${escapeXml(p.name)}</title>\n` +
        p.colours.map((c, i) => `<color name="${c.name}" char="${i === 0 ? '.' : i}">${c.rgb.slice(1)}</color>`).join('\n') +
        `\n<clues type="columns">\n${lines(p.columns)}\n</clues>\n<clues type="rows">\n${lines(p.rows)}\n</clues>\n</puzzle></puzzleset>\n`];
    }
    case 2: {
      const colours = p.colours.slice(1).map((c, i) => `${i === 0 ? '1' : c.name}:${c.name} ${c.rgb} ${c.name}`).join('\n');
      const g = (c: { length: number; colour: number }[]) => c.map((b) => `${b.length}${b.colour === 1 ? '' : p.colours[b.colour].name}`).join(' ');
      return ['f.g', `#d\n0:  white\n${colours}\n: rows\n${p.rows.map(g).join('\n')}\n: columns\n${p.columns.map(g).join('\n')}\n`];
    }
    case 3: return ['f.txt', `${p.rows.map((c) => numbers(c, ' ')).join('\n')}\n\n${p.columns.map((c) => numbers(c, ' ')).join('\n')}\n`];
    case 4: return ['f.mk', `${p.height} ${p.width}\n${p.rows.map((c) => numbers(c, ' ')).join('\n')}\n#\n${p.columns.map((c) => numbers(c, ' ')).join('\n')}\n`];
    default: {
      const per = (cs: { length: number }[][]) => Math.max(1, ...cs.map((c) => c.length));
      const pad = (cs: { length: number }[][], n: number) => cs.map((c) => [...Array(n - c.length).fill(0), ...c.map((b) => b.length)].join(',')).join(', ');
      const rp = per(p.rows), cp = per(p.columns);
      return [rnd() < 0.5 ? 'f.dzn' : 'f.ini', rnd() < 0.5
        ? `rows = ${p.height};\nrow_rule_len = ${rp};\nrow_rules = array2d(1..rows, 1..row_rule_len, [${pad(p.rows, rp)}]);\ncols = ${p.width};\ncol_rule_len = ${cp};\ncol_rules = array2d(1..cols, 1..col_rule_len, [${pad(p.columns, cp)}]);\n`
        : `[clues]\nrows =\n${p.rows.map((c) => `    ${lettered(c) || '0'}`).join('\n')}\ncolumns =\n${p.columns.map((c) => `    ${lettered(c) || '0'}`).join('\n')}\n`];
    }
  }
}

const hugeNumbers = ['4294967297', '99999999999999999999', '1e308', '1.5', '0x5', '-1', '+1', '9'.repeat(400), '00000000000000000000001', 'NaN', 'Infinity'];
const breaks = ['\n', '\r\n', '\r', '\u2028', '\u0085', '\0', '\uFEFF', '\x1b[31m'];

/** One hostile mutation of `text`. */
export function mutate(rnd: () => number, name: string, text: string): string {
  const at = int(rnd, text.length + 1);
  switch (int(rnd, 9)) {
    case 0: return text.slice(0, at);                                                            // truncated
    case 1: return '\uFEFF' + text;                                                              // BOM
    case 2: return text.slice(0, at) + '\0'.repeat(1 + int(rnd, 3)) + text.slice(at);            // NUL
    case 3: return text.replace(/\n/g, () => pick(rnd, breaks));                                 // mixed line breaks
    case 4: return text.replace(/\d+/, () => pick(rnd, hugeNumbers));                            // a huge or malformed number
    case 5: {                                                                                    // many lines
      const n = pick(rnd, [1000, 20_000, 200_000]);
      return text.slice(0, at) + pick(rnd, ['\n', '1\n', '1 1\n', ',', ' ']).repeat(n) + text.slice(at);
    }
    case 6: {                                                                                    // deep nesting
      const n = pick(rnd, [100, 10_000, 100_000]);
      const [open, close] = name.endsWith('.xml') ? pick(rnd, [['<a>', '</a>'], ['<line>', '</line>'], ['<title>', '</title>'], ['<!--', '-->']]) : pick(rnd, [['[', ']'], ['(', ')'], ['"', '"'], ['{', '}']]);
      return text.slice(0, at) + open.repeat(n) + (rnd() < 0.7 ? close.repeat(n) : '') + text.slice(at);
    }
    case 7: return text.slice(0, at) + pick(rnd, ['<!DOCTYPE p [<!ENTITY a "aaaa">]>', '&a;', '&#x110000;', '<![CDATA[', ':', '#', '====', 'width 4097\n', 'rows\n', '[clues]\n', '% ', ';', '=']) + text.slice(at);
    default: {                                                                                   // bytes flipped
      const chars = [...text];
      for (let k = 0; k < 1 + int(rnd, 4) && chars.length > 0; k++) chars[int(rnd, chars.length)] = String.fromCharCode(int(rnd, 128));
      return chars.join('');
    }
  }
}

/** The i-th hostile nonogram file: [file name, text]. */
export function hostileNonogramFile(seed: number, i: number): [string, string] {
  const rnd = random(seed * 1_000_003 + i);
  const [name, text] = written(rnd, randomPuzzle(rnd));
  let out = text;
  for (let k = int(rnd, 3); k > 0; k--) out = mutate(rnd, name, out);
  return [name, out];
}

// Clues compared by their colours' RGB (the .non reader numbers colours in the order the clues use
// them), or by lengths alone when either is black and white (a block then has no palette, and .non
// reads a puzzle whose clues use one colour as black and white).
const cluesOf = (p: NonogramPuzzle, rgb: boolean) => JSON.stringify([p.width, p.height, ...[p.rows, p.columns].map((cs) => cs.map((c) => c.map((b) => [b.length, rgb ? p.colours[b.colour]?.rgb : 1])))]);
const sameClues = (a: NonogramPuzzle, b: NonogramPuzzle) => {
  const rgb = a.colours.length > 2 && b.colours.length > 2;
  return cluesOf(a, rgb) === cluesOf(b, rgb);
};

/** Reads the i-th input and checks what the reader answered. */
export function runReaderInput(seed: number, i: number, hangMs: number): InputResult {
  const [name, text] = hostileNonogramFile(seed, i);
  const command = `read ${name.slice(name.indexOf('.') + 1)}`;
  const started = Date.now();
  let puzzle: NonogramPuzzle;
  try {
    puzzle = parseNonogramFile(name, text);
  } catch (e) {
    if (!(e instanceof NonogramFormatError)) return { i, command, verdict: 'crash', detail: e instanceof Error ? e.stack : String(e) };
    const lines = text.split(/\r\n|\r|\n/).length;
    if (!(e.line >= 1 && e.line <= lines && e.column >= 1)) return { i, command, verdict: 'internal-error', detail: `error placed at ${e.line}:${e.column} in ${lines} lines: ${e.message}` };
    return Date.now() - started > hangMs ? { i, command, verdict: 'hang', detail: `${Date.now() - started} ms` } : { i, command, verdict: 'ok' };
  }
  if (Date.now() - started > hangMs) return { i, command, verdict: 'hang', detail: `${Date.now() - started} ms` };
  if (puzzle.width * puzzle.height > 10_000) return { i, command, verdict: 'ok' };   // big ones: read is what is tested
  const model = buildModel(formatNonogramBlock(puzzle));
  const refused = model.diagnostics.find((d) => ['syntax', 'bad-nonogram', 'unknown-name', 'duplicate-name', 'bad-clue', 'bad-goal', 'unknown-glyph'].includes(d.code));
  if (refused) return { i, command, verdict: 'wrong-answer', detail: `import printed a block check refuses: ${refused.code}: ${refused.message}` };
  if (!nonogramsOf(model)[0] || !sameClues(nonogramsOf(model)[0].puzzle, puzzle)) return { i, command, verdict: 'wrong-answer', detail: 'the imported block has other clues' };
  if (!sameClues(parseNon(formatNon(puzzle)), puzzle)) return { i, command, verdict: 'wrong-answer', detail: 'the .non written reads back with other clues' };
  return { i, command, verdict: 'ok' };
}

export interface ReaderFuzzSummary { inputs: number; byFormat: Record<string, number>; failures: InputResult[]; slowestMs: number; peakHeapMb: number }

/** Reads inputs 0..count-1 in this process. */
export function runReaderFuzz(seed: number, count: number, hangMs: number, onProgress?: (done: number, failures: number) => void): ReaderFuzzSummary {
  const failures: InputResult[] = [];
  const byFormat: Record<string, number> = {};
  let slowestMs = 0, peakHeap = 0;
  for (let i = 0; i < count; i++) {
    const started = Date.now();
    const r = runReaderInput(seed, i, hangMs);
    slowestMs = Math.max(slowestMs, Date.now() - started);
    byFormat[r.command] = (byFormat[r.command] ?? 0) + 1;
    if (r.verdict !== 'ok') failures.push(r);
    if (i % 500 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    if ((i + 1) % 5000 === 0) onProgress?.(i + 1, failures.length);
  }
  return { inputs: count, byFormat, failures, slowestMs, peakHeapMb: Math.round(peakHeap / 1048576) };
}

// Hostile inputs, seeded and reproducible: .logel and dlx texts mutated in the ways issue 15 attacked the
// product with (line edits, keywords and glyphs inserted, Unicode line separators and controls, huge rows,
// deep nesting, huge multiplicities and coefficients), on tiling, nonogram and linkpix texts, and the
// random edits and requests of an editor.
import { readFileSync } from 'fs';

/** A seeded generator of numbers in [0, 1) (a linear congruential one: fast, and the same on every machine). */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 0x100000000; };
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

export const logelCorpus = [
  readFileSync('examples/quick.logel', 'utf8'),
  readFileSync('examples/tritetratan.logel', 'utf8'),
  readFileSync('examples/logiq-tower.logel', 'utf8'),
  'use pentominoes\nform S uses pentominoes {\n  tiles F I L\n  optional L\n  ###..\n  #####\n  #####\n}\n',
  'grid hexish {\n  cell h: a\n  glyph "o" = a\n  rotation r { (x, y) -> (-y, x + y) }\n  art h (x, y) at (2x + y, y)\n  touch a -> (x + 1, y) a\n}\ntileset H on hexish {\n  tile A { o o }\n}\nform F uses H {\n  o o\n   o o\n}\n',
  'tileset T on square {\n  tile A x2 { ## }\n  tile B { #\n           # }\n}\nform F uses T {\n  symmetry tile B\n  ###\n  #..\n}\n',
  readFileSync('examples/nonograms.logel', 'utf8'),
  'linkpix Flag {\n  palette {\n    r = #ff0000\n    k = #000000\n  }\n  3r  . 3r 1k\n  1k  .  .  .\n  2k 2k  . 1r\n  goal {\n    rrrk\n    k...\n    kk.r\n  }\n}\n',
];

export const dlxCorpus = [
  'A B C D | x y\nA B x\nC D\nA C y\nB D\n',
  '| a comment\n2|A B C\nA B\nA C\nB\nA\n',
  'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n',
];

const keywords = ['use', 'grid', 'tileset', 'form', 'tile', 'tiles', 'optional', 'any', 'symmetry', 'limit', 'wrap', 'layer',
  'cell', 'glyph', 'rotation', 'mirror', 'touch', 'colour', 'art', 'draw', 'polygon', 'dimensions', 'transforms', 'on', 'uses', 'at', 'empty', 'x3', 'tile B',
  'nonogram', 'rows', 'columns', 'goal', 'palette', 'linkpix', '3r', '2 2', '#00ff00'];
const punctuation = ['{', '}', '(', ')', ',', '->', ':', '=', '"', "'", '//', '/*', '*/', '+', '-', '|', ' '];
const glyphs = ['#', '.', 'o', '◣', '◥', '▲', '▼', 'é', '𝕏', '\t', '\uFEFF', '\uD800', '~', '@'];
/** Line breaks as LSP counts them and the look-alikes that are not (U+2028, U+2029), and controls. */
const separators = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\0', '\x1b[31m', '\x07', '\u202e', '\x7f', '\b'];
const hugeNumbers = ['4294967297', '2147483648', '99999999999999999999', '1e308', '9007199254740993', '0', '-1', '3x + y', '1000000x'];

/** One mutation of a text, of one of the kinds; `huge` lets rows, tiles and nesting go past 100,000. */
function mutateOnce(text: string, rnd: () => number, huge = false, kind = int(rnd, 10)): string {
  const scale = huge ? 140_000 : 2_000;
  const at = int(rnd, text.length + 1);
  const insert = (piece: string) => text.slice(0, at) + piece + text.slice(at);
  switch (kind) {
    case 0: { // line edits: delete, duplicate or swap lines
      const lines = text.split('\n');
      const i = int(rnd, lines.length), j = int(rnd, lines.length);
      const k = int(rnd, 3);
      if (k === 0) lines.splice(i, 1);
      else if (k === 1) lines.splice(i, 0, lines[j]);
      else [lines[i], lines[j]] = [lines[j], lines[i]];
      return lines.join('\n');
    }
    case 1: return insert(pick(rnd, keywords) + (rnd() < 0.5 ? ' ' : ''));
    case 2: return insert(pick(rnd, glyphs).repeat(1 + int(rnd, 5)));
    case 3: return insert(pick(rnd, separators));
    case 4: return insert(pick(rnd, punctuation));
    case 5: return text.slice(0, at) + text.slice(at + int(rnd, 12));
    case 6: { // huge rows: a long row of cells, of unknown glyphs, or many rows, or a huge tile
      const n = 1 + int(rnd, scale);
      const k = int(rnd, 4);
      if (k === 0) return insert(`\n  ${'#'.repeat(n)}\n`);
      if (k === 1) return insert(`\n  ${'~'.repeat(n)}\n`);
      if (k === 2) return insert('\n  #'.repeat(Math.floor(n / 4)));
      return `tileset Huge on square {\n  tile Z { ${'#'.repeat(n)} }\n}\nform G uses Huge {\n  ${'#'.repeat(n)}\n}\n` + text;
    }
    case 7: { // deep nesting
      const n = 1 + int(rnd, scale / 2);
      return insert(pick(rnd, ['{', '(', '/*', '"', '{ (', 'form F uses T {\n'].map((p) => p.repeat(n))));
    }
    case 8: { // huge multiplicities and coefficients
      const numbers = [...text.matchAll(/\d+/g)];
      const piece = pick(rnd, hugeNumbers);
      if (numbers.length > 0 && rnd() < 0.6) {
        const m = pick(rnd, numbers);
        return text.slice(0, m.index) + piece + text.slice(m.index! + m[0].length);
      }
      return insert(pick(rnd, [` x${piece}`, ` limit ${piece}`, `rotation r { (x, y) -> (${piece}, -x) }\n`, `dimensions ${piece}\n`]));
    }
    default: { // a random token soup
      const n = 1 + int(rnd, 20);
      return insert(Array.from({ length: n }, () => pick(rnd, [...keywords, ...punctuation, ...glyphs])).join(rnd() < 0.5 ? ' ' : ''));
    }
  }
}

/** The `i`-th hostile .logel text of the run with this seed (the same i and seed give the same text). */
export function hostileLogel(seed: number, i: number): string {
  const rnd = random(seed * 1_000_003 + i);
  let text = pick(rnd, logelCorpus);
  const edits = 1 + int(rnd, 4);
  for (let e = 0; e < edits; e++) text = mutateOnce(text, rnd);
  // One input in a hundred gets a huge row, tile or nesting (each takes about a second to check).
  if (i % 100 === 57) text = mutateOnce(text, rnd, true, rnd() < 0.75 ? 6 : 7);
  return text;
}

/** The `i`-th hostile dlx text: the same mutations, and multiplicities past what 32 bits hold. */
export function hostileDlx(seed: number, i: number): string {
  const rnd = random(seed * 1_000_033 + i);
  let text = pick(rnd, dlxCorpus);
  const edits = 1 + int(rnd, 3);
  for (let e = 0; e < edits; e++) {
    if (rnd() < 0.3) {
      const at = text.indexOf(' ');
      text = `${pick(rnd, hugeNumbers)}|${text.slice(0, at)}${text.slice(at)}`.replace(/^(\S+)\|(\d+)\|/, '$1|');
    } else text = mutateOnce(text, rnd);
  }
  return text;
}

/** One editor action: an incremental edit of the document, then a request at a position (some outside it). */
export interface EditorAction {
  edit: { start: number; end: number; text: string };
  request: { method: string; line: number; character: number; newName?: string };
}

export const requestMethods = [
  'textDocument/hover', 'textDocument/completion', 'textDocument/definition', 'textDocument/references',
  'textDocument/documentHighlight', 'textDocument/prepareRename', 'textDocument/rename', 'textDocument/documentSymbol',
  'textDocument/foldingRange', 'textDocument/semanticTokens/full', 'textDocument/formatting', 'textDocument/codeLens',
  'textDocument/codeAction',
] as const;

/** The `i`-th action on a document of `length` characters and `lines` lines. */
export function editorAction(rnd: () => number, length: number, lines: number): EditorAction {
  const start = int(rnd, length + 1);
  const end = Math.min(length, start + (rnd() < 0.5 ? 0 : int(rnd, 20)));
  const small = rnd() < 0.97;
  const text = small
    ? pick(rnd, [...keywords, ...punctuation, ...glyphs, ...separators, ...hugeNumbers, '', '', '\n  ', '#####'])
    : mutateOnce('', rnd, rnd() < 0.1);
  const outside = rnd() < 0.1;
  return {
    edit: { start, end, text },
    request: {
      method: pick(rnd, requestMethods),
      line: outside ? lines + int(rnd, 5) : int(rnd, lines + 1),
      character: outside || rnd() < 0.1 ? int(rnd, 1000) : int(rnd, 30),
      newName: pick(rnd, ['Renamed', 'form', 'x3', '', 'a b', '\x1b', 'Ünïcode']),
    },
  };
}

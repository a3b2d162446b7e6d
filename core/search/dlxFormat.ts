// Knuth's dlx text format for exact-cover problems (the input of his dlx1 and ssxc1), so
// that any problem can be solved by `logel xc` and any form exported for his programs.
//
//   | a comment: any line starting with a bar
//   a b 2|c | x y        <- items: primary, then after a lone `|` the secondary ones;
//   a x                     `2|c` asks for primary item c to be covered exactly twice
//   b c y                <- one option per line: the items it covers
import { escapeControls } from '../language/text';
import type { ExactCoverProblem } from './exactCover';

export interface DlxError {
  line: number;    // 1-based
  column: number;  // 1-based, in characters
  length: number;  // characters the error spans, at least 1
  message: string;
}

export interface DlxProblem {
  problem: ExactCoverProblem;
  itemNames: string[];
  optionLines: number[];  // the 1-based line of each option, to print solutions as written
}

export type DlxParseResult = ({ ok: true } & DlxProblem) | { ok: false; errors: DlxError[] };

interface Token { text: string; column: number }

function tokens(line: string): Token[] {
  const found: Token[] = [];
  for (const match of line.matchAll(/\S+/g)) found.push({ text: match[0], column: match.index + 1 });
  return found;
}

// Whether the character at `at` is white space, as \s in a regular expression.
function isSpace(line: string, at: number): boolean {
  const code = line.charCodeAt(at);
  return code < 128 ? code === 32 || (code >= 9 && code <= 13) : /\s/.test(line[at]);
}

function isBlank(line: string): boolean {
  for (let at = 0; at < line.length; at++) if (!isSpace(line, at)) return false;
  return true;
}

// The items of an option line, read without a token object per name (a problem of a few
// thousand options is read in a few milliseconds); undefined when the line has an unknown
// or a repeated item, or no primary item (the caller then reports it). `seen[i]` is the last
// line with item i: `mark` (this line's index) marks those of this line.
function optionItems(line: string, indexOf: Map<string, number>, seen: Int32Array, mark: number, primaryCount: number): Int32Array | undefined {
  const items: number[] = [];
  let primary = false;
  for (let at = 0; at < line.length;) {
    if (isSpace(line, at)) {
      at++;
      continue;
    }
    const start = at;
    while (at < line.length && !isSpace(line, at)) at++;
    const item = indexOf.get(line.slice(start, at));
    if (item === undefined || seen[item] === mark) return undefined;
    seen[item] = mark;
    items.push(item);
    if (item < primaryCount) primary = true;
  }
  return primary ? Int32Array.from(items) : undefined;
}

const exactMultiplicity = /^(\d+)(?::(\d+))?\|(.*)$/;

/** The largest multiplicity the search holds (in an Int32Array): a larger one is an error, never wrapped round. */
export const maxMultiplicity = 0x7fffffff;

export function parseDlx(text: string): DlxParseResult {
  const errors: DlxError[] = [];
  const fail = (line: number, token: Token, message: string) =>
    errors.push({ line, column: token.column, length: Math.max(1, token.text.length), message: escapeControls(message) });

  const itemNames: string[] = [];
  const indexOf = new Map<string, number>();
  const multiplicity: number[] = [];
  let primaryCount = -1;
  let hasMultiplicity = false;
  const options: Int32Array[] = [];
  const optionLines: number[] = [];
  let seenItems = false;
  let seen = new Int32Array(0);  // per item: the last line that has it

  const lines = text.split(/\r?\n|\r/);
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const lineNo = l + 1;
    if (line.startsWith('|') || isBlank(line)) continue;

    if (!seenItems) {
      seenItems = true;
      const row = tokens(line);
      for (const token of row) {
        if (token.text === '|') {
          if (primaryCount >= 0) fail(lineNo, token, "a second '|': only one bar may separate primary from secondary items");
          else primaryCount = itemNames.length;
          continue;
        }
        let name = token.text;
        let count = 1;
        const bounds = exactMultiplicity.exec(name);
        if (bounds) {
          // On an error the item is still declared, so that its options raise no more errors.
          const [, low, high, rest] = bounds;
          name = rest;
          if (high !== undefined && high !== low) {
            fail(lineNo, token, `multiplicity ${low}:${high} is a range; only an exact count like '${low}|${rest}' is supported`);
          } else if (primaryCount >= 0) {
            fail(lineNo, token, `secondary item '${rest}' cannot have a multiplicity`);
          } else if (Number(low) > maxMultiplicity) {
            fail(lineNo, token, `multiplicity ${low} is too large: at most ${maxMultiplicity}`);
          } else {
            count = Number(low);
            hasMultiplicity = true;
          }
        }
        if (name === '' || name.includes('|')) {
          fail(lineNo, token, `'${token.text}' is not an item name`);
          continue;
        }
        if (name.includes(':')) {
          fail(lineNo, token, `item name '${name}' contains ':', which marks a color; colors (XCC) are not supported`);
          continue;
        }
        if (indexOf.has(name)) {
          fail(lineNo, token, `duplicate item name '${name}'`);
          continue;
        }
        indexOf.set(name, itemNames.length);
        itemNames.push(name);
        multiplicity.push(count);
      }
      if (primaryCount < 0) primaryCount = itemNames.length;
      seen = new Int32Array(itemNames.length).fill(-1);
      if (itemNames.length === 0) fail(lineNo, row[0], 'no items: the first line must name the items');
      else if (primaryCount === 0) fail(lineNo, row[0], 'no primary items before the bar');
      continue;
    }

    const option = optionItems(line, indexOf, seen, l, primaryCount);
    if (option) {
      options.push(option);
      optionLines.push(lineNo);
      continue;
    }
    // An error: the line again, token by token, for the messages.
    const row = tokens(line);
    const used = new Set<number>();
    let bad = false;
    for (const token of row) {
      const colon = token.text.indexOf(':');
      if (colon >= 0) {
        fail(lineNo, token, `'${token.text}' has a color; colors (XCC) are not supported`);
        bad = true;
        continue;
      }
      const item = indexOf.get(token.text);
      if (item === undefined) {
        fail(lineNo, token, `unknown item '${token.text}'`);
        bad = true;
      } else if (used.has(item)) {
        fail(lineNo, token, `item '${token.text}' is repeated in this option`);
        bad = true;
      } else used.add(item);
    }
    if (!bad) fail(lineNo, row[0], 'empty option: it covers no primary item');
  }

  if (!seenItems) errors.push({ line: 1, column: 1, length: 1, message: 'no items: the file has no item line' });
  if (errors.length > 0) return { ok: false, errors };
  const problem: ExactCoverProblem = { itemCount: itemNames.length, primaryCount, options };
  if (hasMultiplicity) problem.multiplicity = Int32Array.from(multiplicity.slice(0, primaryCount));
  return { ok: true, problem, itemNames, optionLines };
}

// Writes a problem in the format parseDlx reads (and Knuth's programs, when no item has a
// multiplicity). Names must be non-empty and free of spaces, '|' and ':'.
export function formatDlx(
  itemNames: readonly string[],
  primaryCount: number,
  options: ReadonlyArray<ArrayLike<number>>,
  multiplicity?: ArrayLike<number>,
): string {
  const items = itemNames.map((name, i) => {
    const count = multiplicity && i < primaryCount ? multiplicity[i] : 1;
    return count === 1 ? name : `${count}|${name}`;
  });
  if (primaryCount < items.length) items.splice(primaryCount, 0, '|');
  const lines = [items.join(' ')];
  for (const option of options) lines.push(Array.from(option, (item) => itemNames[item]).join(' '));
  return lines.join('\n') + '\n';
}

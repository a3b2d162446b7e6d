// Source positions: zero-based line and UTF-16 character, as LSP counts them.

export interface Position { line: number; character: number }
export interface Range { start: Position; end: Position }

export function range(line: number, startChar: number, endLine: number, endChar: number): Range {
  return { start: { line, character: startChar }, end: { line: endLine, character: endChar } };
}

export function containsPosition(r: Range, p: Position): boolean {
  if (p.line < r.start.line || p.line > r.end.line) return false;
  if (p.line === r.start.line && p.character < r.start.character) return false;
  if (p.line === r.end.line && p.character > r.end.character) return false;
  return true;
}

/** Whether `inner` lies wholly within `outer`. */
export function containsRange(outer: Range, inner: Range): boolean {
  return containsPosition(outer, inner.start) && containsPosition(outer, inner.end);
}

/**
 * Where the statement at `pos` ends, for error recovery inside a block: the end of the line, past any
 * block the line opens, but before the closing brace of the enclosing block.
 */
export function statementEnd(text: string, pos: number): number {
  let depth = 0;
  for (; pos < text.length; pos++) {
    const c = text[pos];
    if (c === '\n' && depth === 0) return pos;
    if (c === '{') depth++;
    else if (c === '}') { if (depth === 0) return pos; depth--; }
  }
  return pos;
}

/**
 * The product's one definition of a line break, LSP's: \n, \r\n or a lone \r (U+2028 and U+2029 are
 * not). This gives the same text with every lone \r made a \n: offsets and lines are unchanged, and
 * code that reads lines only has to look for \n.
 */
export function withNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** Maps offsets in a text to line/character positions and back. Line breaks: see withNewlines. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }
  get lineCount(): number { return this.starts.length; }
  position(offset: number): Position {
    let lo = 0, hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }
  offset(p: Position): number {
    const line = this.clamp(p.line);
    return Math.min(this.starts[line] + Math.max(Math.trunc(p.character) || 0, 0), this.lineEnd(line));
  }
  /** Lines past either end are clamped to the first or last line. */
  lineStart(line: number): number { return this.starts[this.clamp(line)]; }
  lineEnd(line: number): number {
    line = this.clamp(line);
    const next = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    // The \r of a \r\n is not part of the line either.
    return next > this.starts[line] && this.text.charCodeAt(next) === 10 && this.text.charCodeAt(next - 1) === 13 ? next - 1 : next;
  }
  lineText(line: number): string { return this.text.slice(this.lineStart(line), this.lineEnd(line)); }
  private clamp(line: number): number { return Math.min(Math.max(Math.trunc(line) || 0, 0), this.starts.length - 1); }
  range(start: number, end: number): Range { return { start: this.position(start), end: this.position(end) }; }
}

/** Control characters, bidirectional overrides and invisible line separators: never echoed raw. */
const controls = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;
const controlsAndNewlines = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A message that may echo input, with every control character written as \uXXXX, so a crafted file
 * cannot send escape codes to a terminal or reorder a line; the result stays valid inside JSON strings.
 * `keepNewlines` keeps \n, for output that is several lines on purpose.
 */
export function escapeControls(message: string, keepNewlines = false): string {
  return message.replace(keepNewlines ? controls : controlsAndNewlines, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A whole number with commas between thousands, as toLocaleString('en') writes it, without the
 *  tens of milliseconds that loading the locale data costs on a first call. */
export function withCommas(n: number | bigint): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

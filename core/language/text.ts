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

/** Maps offsets in a text to line/character positions and back. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
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
    const line = Math.min(Math.max(p.line, 0), this.starts.length - 1);
    return Math.min(this.starts[line] + p.character, this.lineEnd(line));
  }
  lineStart(line: number): number { return this.starts[line]; }
  lineEnd(line: number): number {
    const next = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    return next > this.starts[line] && this.text.charCodeAt(next - 1) === 13 ? next - 1 : next;
  }
  lineText(line: number): string { return this.text.slice(this.starts[line], this.lineEnd(line)); }
  range(start: number, end: number): Range { return { start: this.position(start), end: this.position(end) }; }
}

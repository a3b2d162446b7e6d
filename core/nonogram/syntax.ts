// The `nonogram NAME { ... }` block: its syntax tree and its reader. The block is line based (one clue
// per line, the goal drawn as art), so it is read here by its own small scanner; the file parser hands
// over at the keyword `nonogram` and takes back at the closing brace.
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { Art, ArtRow, Name, PuzzleBlock } from '../language/syntax';
import { LineIndex, Range, statementEnd } from '../language/text';

/** One block of a clue: `3` or `3r` (length, then the colour's letter); `0` alone is the empty clue. */
export interface BlockLiteral { length: number; colour?: Name; range: Range }

/** One clue: the blocks written on one line of `rows { }` or `columns { }`. */
export interface ClueLine { blocks: BlockLiteral[]; range: Range; /** a syntax error on this line */ broken: boolean }

export interface ClueSection { keyword: Range; clues: ClueLine[]; range: Range }

export interface PaletteEntry { name: Name; rgb: { text: string; range: Range }; range: Range }

export interface NonogramDecl extends PuzzleBlock {
  kind: 'nonogram';
  palette?: { keyword: Range; entries: PaletteEntry[]; range: Range };
  rows?: ClueSection;
  columns?: ClueSection;
  goal?: { keyword: Range; art: Art; range: Range };
  /** Starting hints: cells given to the solver, drawn as art (`?` or a space where nothing is given). */
  hints?: { keyword: Range; art: Art; range: Range };
  range: Range;
}

export const nonogramKeywords = ['palette', 'rows', 'columns', 'goal', 'hints'] as const;

/** Numbers longer than this are read as "too long for any line" without losing digits to floating point. */
const maxDigits = 9;

class Stop extends Error {}

/**
 * Reads a nonogram block starting at `start` (the keyword). Returns the declaration (undefined when even
 * its name is missing), the offset after it, and its syntax errors.
 */
export function readNonogram(text: string, lines: LineIndex, start: number): { decl?: NonogramDecl; end: number; diagnostics: Diagnostic[] } {
  const reader = new NonogramReader(text, lines, start);
  const decl = reader.read();
  return { decl, end: reader.pos, diagnostics: reader.diagnostics };
}

class NonogramReader {
  readonly diagnostics: Diagnostic[] = [];
  constructor(private readonly text: string, private readonly lines: LineIndex, public pos: number) {}

  private ch(offset = 0): string { return this.text[this.pos + offset] ?? ''; }
  private atEnd(): boolean { return this.pos >= this.text.length; }
  private range(start: number, end = this.pos): Range { return this.lines.range(start, end); }
  private report(start: number, end: number, message: string): void {
    this.diagnostics.push(diagnostic('syntax', this.range(start, Math.max(start, end)), message));
  }

  /** Skips spaces and comments; newlines too unless `stopAtNewline`. */
  private skip(stopAtNewline = false): void {
    while (!this.atEnd()) {
      const c = this.ch();
      if (c === '\n' && stopAtNewline) return;
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\uFEFF') { this.pos++; continue; }
      if (c === '/' && this.ch(1) === '/') { const nl = this.text.indexOf('\n', this.pos); this.pos = nl < 0 ? this.text.length : nl; continue; }
      if (c === '/' && this.ch(1) === '*') {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end < 0) { this.report(this.pos, this.pos + 2, `this comment is never closed: add '*/'`); this.pos = this.text.length; } else this.pos = end + 2;
        continue;
      }
      return;
    }
  }

  // Sticky: the whole word or number at pos however long, without copying the text after it.
  private static readonly wordAt = /[A-Za-z_][A-Za-z0-9_]*/y;
  private static readonly digitsAt = /\d+/y;

  private sticky(re: RegExp): string | undefined {
    re.lastIndex = this.pos;
    return re.exec(this.text)?.[0];
  }

  private word(): string | undefined {
    return this.sticky(NonogramReader.wordAt);
  }

  private here(): string {
    this.skip(true);
    if (this.atEnd()) return 'the end of the file';
    if (this.ch() === '\n' || this.ch() === '\r') return 'the end of the line';
    const w = this.word();
    return `'${w ?? String.fromCodePoint(this.text.codePointAt(this.pos)!)}'`;
  }

  private fail(message: string): never {
    const w = this.word();
    this.report(this.pos, this.pos + (w?.length ?? (this.atEnd() || this.ch() === '\n' ? 0 : 1)), message);
    throw new Stop(message);
  }

  read(): NonogramDecl | undefined {
    const start = this.pos;
    this.pos += 'nonogram'.length;
    this.skip(true);
    const w = this.word();
    if (w === undefined) {
      try { this.fail(`expected a nonogram name, found ${this.here()}`); } catch { this.skipBlock(); }
      return undefined;
    }
    const name: Name = { text: w, range: this.range(this.pos, this.pos + w.length) };
    this.pos += w.length;
    const decl: NonogramDecl = { kind: 'nonogram', name, headerRange: this.range(start), range: this.range(start) };
    this.skip();
    if (this.ch() !== '{') {
      try { this.fail(`expected '{' after 'nonogram ${w}', found ${this.here()}`); } catch { this.skipBlock(); }
      decl.range = this.range(start);
      return decl;
    }
    const open = this.pos++;
    for (;;) {
      this.skip();
      if (this.atEnd()) { this.report(open, open + 1, `this nonogram is never closed: add '}'`); break; }
      if (this.ch() === '}') { this.pos++; break; }
      const at = this.pos;
      try {
        this.section(decl);
      } catch (e) {
        if (!(e instanceof Stop)) throw e;
        if (this.pos === at) this.pos++;
        this.skipLine();
      }
    }
    decl.range = this.range(start);
    return decl;
  }

  private section(decl: NonogramDecl): void {
    const w = this.word();
    if (w === undefined || !(nonogramKeywords as readonly string[]).includes(w)) {
      this.fail(`expected ${nonogramKeywords.map((k) => `'${k}'`).join(', ')} or '}', found ${this.here()}`);
    }
    const keyword = this.range(this.pos, this.pos + w.length);
    const kwStart = this.pos;
    this.pos += w.length;
    const key = w as (typeof nonogramKeywords)[number];
    if (decl[key] !== undefined) {
      this.pos = kwStart;
      this.fail(`this nonogram has its '${w}' already: write each section once`);
    }
    this.skip();
    if (this.ch() !== '{') this.fail(`expected '{' after '${w}', found ${this.here()}`);
    const open = this.pos++;
    switch (key) {
      case 'palette': {
        const entries = this.palette(open);
        decl.palette = { keyword, entries, range: this.range(kwStart) };
        break;
      }
      case 'rows': case 'columns': {
        const clues = this.clues(open, key);
        decl[key] = { keyword, clues, range: this.range(kwStart) };
        break;
      }
      case 'goal': case 'hints': {
        const art = this.art(open, key);
        decl[key] = { keyword, art, range: this.range(kwStart) };
        decl.arts = [...(decl.arts ?? []), art];
        break;
      }
    }
  }

  /** After an error: the rest of the line, with any block it opens, but not the enclosing block's '}'. */
  private skipLine(): void {
    this.pos = statementEnd(this.text, this.pos);
  }

  /**
   * After a broken header: the block that follows, up to its closing brace or the next line that starts
   * with a top-level keyword (an unclosed block must not swallow the items after it).
   */
  private skipBlock(): void {
    let depth = 0;
    while (!this.atEnd()) {
      const c = this.ch();
      if (c === '{') depth++;
      else if (c === '}') { depth--; if (depth <= 0) { this.pos++; return; } }
      else if (c === '\n') {
        this.pos++;
        if (depth === 0 || /^(use|grid|tileset|form|nonogram)\b/.test(this.text.slice(this.pos, this.pos + 9))) return;
        continue;
      }
      this.pos++;
    }
  }

  /** `NAME = #rrggbb` entries, separated by spaces or lines. */
  private palette(open: number): PaletteEntry[] {
    const entries: PaletteEntry[] = [];
    for (;;) {
      this.skip();
      if (this.atEnd()) { this.report(open, open + 1, `this palette is never closed: add '}'`); return entries; }
      if (this.ch() === '}') { this.pos++; return entries; }
      const at = this.pos;
      try {
        const w = this.word();
        if (w === undefined) this.fail(`expected a colour: a letter, '=' and its RGB, as in 'r = #ff0000'; found ${this.here()}`);
        const name: Name = { text: w, range: this.range(this.pos, this.pos + w.length) };
        this.pos += w.length;
        this.skip(true);
        if (this.ch() !== '=') this.fail(`expected '=' and the colour's RGB, as in '${w} = #ff0000'; found ${this.here()}`);
        this.pos++;
        this.skip(true);
        const m = /^#[0-9A-Za-z]*/.exec(this.text.slice(this.pos, this.pos + 16));
        if (!m) this.fail(`expected an RGB colour such as #ff0000, found ${this.here()}`);
        const rgb = { text: m[0], range: this.range(this.pos, this.pos + m[0].length) };
        this.pos += m[0].length;
        entries.push({ name, rgb, range: this.range(at) });
      } catch (e) {
        if (!(e instanceof Stop)) throw e;
        if (this.pos === at) this.pos++;
        this.skipLine();
      }
    }
  }

  /** One clue per line: numbers with an optional colour letter, separated by spaces or commas. */
  private clues(open: number, what: 'rows' | 'columns'): ClueLine[] {
    const clues: ClueLine[] = [];
    for (;;) {
      this.skip();
      if (this.atEnd()) { this.report(open, open + 1, `these ${what} are never closed: add '}'`); return clues; }
      if (this.ch() === '}') { this.pos++; return clues; }
      const lineStart = this.pos;
      const blocks: BlockLiteral[] = [];
      let broken = false;
      let end = this.pos;
      for (;;) {
        this.skip(true);
        if (this.ch() === ',') { this.pos++; continue; }
        if (this.atEnd() || this.ch() === '\n' || this.ch() === '}') break;
        const s = this.pos;
        const digits = this.sticky(NonogramReader.digitsAt);
        if (digits === undefined) {
          broken = true;
          const w = this.word();
          const len = w?.length ?? 1;
          this.report(s, s + len, `expected a block such as 3 or 3r (length, then its colour), found '${this.text.slice(s, s + len)}'`);
          // Up to what skip() and this loop stop at: a wider \s (U+2029) stopped here forever, one diagnostic a turn.
          while (!this.atEnd() && !/[ \t\r\n\uFEFF,}]/.test(this.ch())) this.pos++;
          end = this.pos;
          continue;
        }
        this.pos += digits.length;
        const length = digits.replace(/^0+(?=\d)/, '').length > maxDigits ? Number.MAX_SAFE_INTEGER : Number(digits);
        let colour: Name | undefined;
        const w = this.word();
        if (w !== undefined) {
          colour = { text: w, range: this.range(this.pos, this.pos + w.length) };
          this.pos += w.length;
        }
        blocks.push({ length, colour, range: this.range(s) });
        end = this.pos;
      }
      clues.push({ blocks, range: this.range(lineStart, end), broken });
    }
  }

  /** The goal picture or the hints: rows of art up to the closing brace, read as drawn (as in tiles and forms). */
  private art(open: number, what: 'goal' | 'hints'): Art {
    const rows: ArtRow[] = [];
    for (;;) {
      while (this.ch() === ' ' || this.ch() === '\t' || this.ch() === '\r' || this.ch() === '\n') this.pos++;
      if (this.atEnd()) { this.report(open, open + 1, `${what === 'goal' ? 'this goal is' : 'these hints are'} never closed: add '}'`); break; }
      if (this.ch() === '}') { this.pos++; break; }
      if (this.ch() === '/' && (this.ch(1) === '/' || this.ch(1) === '*')) { this.skip(true); continue; }
      const s = this.pos;
      while (!this.atEnd() && this.ch() !== '\n' && this.ch() !== '}' && !(this.ch() === '/' && this.ch(1) === '/')) this.pos++;
      const p = this.lines.position(s);
      rows.push({ line: p.line, startChar: p.character, text: this.text.slice(s, this.pos).replace(/[ \t\r]+$/, ''), layer: 0 });
    }
    return { rows, range: this.range(open), layers: 1 };
  }
}

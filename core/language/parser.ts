// Hand-written recursive descent parser with error recovery.
// Code is read as tokens; the bodies of tiles and forms are read line by line as text art.
// A syntax error skips to the end of the statement (or the line) and parsing goes on,
// so one typo gives one diagnostic and the rest of the file is still checked.
import { Diagnostic, diagnostic } from './diagnostics';
import {
  Art, ArtRow, AtomLink, AtomRef, CellMap, FormDecl, FormOption, GridDecl, GridStatement, JunctionEnd, IntLiteral, TileRange,
  Item, LinearExpr, Name, PlacedRef, SyntaxTree, TileCount, TileDecl, TileSetDecl, TransformRule, transformRules,
} from './syntax';
import { LineIndex, Range, range, statementEnd, withCommas, withNewlines } from './text';
import { pushAll } from '../arrays';
import { BlockKind } from './blocks';
import { PuzzleBlock } from './syntax';

export interface ParseResult { tree: SyntaxTree; diagnostics: Diagnostic[]; lines: LineIndex }

/** The language's own top-level keywords; each puzzle kind adds its own (core/kinds.ts). */
export const languageKeywords = ['use', 'grid', 'tileset', 'form'] as const;
export const gridKeywords = ['dimensions', 'cell', 'glyph', 'rotation', 'mirror', 'touch', 'colour', 'art', 'draw', 'polygon', 'junction'] as const;
export const tilesetKeywords = ['tile', 'transforms', 'use'] as const;
export const formKeywords = ['tiles', 'optional', 'any', 'symmetry', 'limit', 'wrap', 'place', 'parts', 'part', 'layer'] as const;

class SyntaxError extends Error {}

const isIdentStart = (c: string) => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string) => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/** `kinds`: the puzzle kinds whose blocks are read (core/kinds.ts hands over the registry's). */
export function parse(text: string, kinds: readonly BlockKind[]): ParseResult {
  const steps = parseSteps(text, kinds);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same parse as steps, one top-level block each, so that a caller can pause between them: the
 * language server parses a large document in slices and answers other messages in between.
 */
export function* parseSteps(text: string, kinds: readonly BlockKind[]): Generator<void, ParseResult> {
  if (text.length > maxParsedLength) return notParsed(text);
  return yield* new Parser(text, kinds).parseFile();
}

/**
 * Past this many characters (2,000 times a large puzzle file; `logel solve` refuses half of it) a
 * document is not parsed at all: its syntax tree alone can take 60 bytes a character (`use a` is 6
 * characters and 350 bytes of tree), and the language server holds two versions' trees within its 1 GB.
 */
export const maxParsedLength = 4_000_000;

function notParsed(text: string): ParseResult {
  const skipped = diagnostic('checks-skipped', range(0, 0, 0, 0),
    `this document has ${withCommas(text.length)} characters, more than the ${withCommas(maxParsedLength)} that are read: it is neither parsed nor checked`);
  return { tree: { items: [], blocks: [] }, diagnostics: [skipped], lines: new LineIndex(text) };
}

class Parser {
  private pos = 0;
  private readonly lines: LineIndex;
  private readonly diagnostics: Diagnostic[] = [];

  private readonly text: string;
  /** Every top-level keyword: the language's and the kinds'. */
  private readonly topKeywords: readonly string[];

  constructor(text: string, private readonly kinds: readonly BlockKind[]) {
    this.topKeywords = [...languageKeywords, ...kinds.map((k) => k.keyword)];
    this.lines = new LineIndex(text);
    // Lone \r made \n: the parser looks for \n only, and counts lines as LineIndex does.
    this.text = withNewlines(text);
  }

  *parseFile(): Generator<void, ParseResult> {
    const items: Item[] = [];
    const blocks: PuzzleBlock[] = [];
    for (;;) {
      this.skipTrivia();
      if (this.atEnd()) break;
      const start = this.pos;
      try {
        const word = this.peekIdent();
        if (word === 'use') items.push(this.parseUse());
        else if (word === 'grid') items.push(this.parseGrid());
        else if (word === 'tileset') items.push(this.parseTileSet());
        else if (word === 'form') items.push(this.parseForm());
        else {
          const kind = this.kinds.find((k) => k.keyword === word);
          if (kind) this.parseBlock(kind, blocks);
          else this.fail(`expected ${this.topKeywords.map((k) => `'${k}'`).join(', ').replace(/, ([^,]*)$/, ' or $1')} here`, this.tokenEnd());
        }
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        this.recoverTopLevel(start);
      }
      yield;
    }
    return { tree: { items, blocks }, diagnostics: this.diagnostics, lines: this.lines };
  }

  /** A puzzle kind's block is read by the kind's own reader, which hands back the offset past it. */
  private parseBlock(kind: BlockKind, into: PuzzleBlock[]): void {
    const { block, end, diagnostics } = kind.read(this.text, this.pos, this.lines);
    if (block) into.push(block);
    pushAll(this.diagnostics, diagnostics);
    this.pos = end;
  }

  // ---- trivia and tokens ----

  private atEnd(): boolean { return this.pos >= this.text.length; }
  private ch(offset = 0): string { return this.text[this.pos + offset] ?? ''; }

  /** Skips spaces, newlines and comments; with `stopAtNewline` it stops before a line break. */
  private skipTrivia(stopAtNewline = false): void {
    while (!this.atEnd()) {
      const c = this.ch();
      if (c === '\n' && stopAtNewline) return;
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\uFEFF') { this.pos++; continue; }
      if (c === '/' && this.ch(1) === '/') { this.skipLineComment(); continue; }
      if (c === '/' && this.ch(1) === '*') {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end < 0) {
          this.report(this.pos, this.pos + 2, `this comment is never closed: add '*/'`);
          this.pos = this.text.length;
        } else this.pos = end + 2;
        continue;
      }
      return;
    }
  }

  private skipLineComment(): void {
    const nl = this.text.indexOf('\n', this.pos);
    this.pos = nl < 0 ? this.text.length : nl;
  }

  private peekIdent(): string | undefined {
    if (!isIdentStart(this.ch())) return undefined;
    let end = this.pos + 1;
    while (end < this.text.length && isIdentPart(this.text[end])) end++;
    return this.text.slice(this.pos, end);
  }

  /** End offset of the token at pos, for error ranges. */
  private tokenEnd(): number {
    if (this.atEnd()) return this.pos;
    if (isIdentPart(this.ch())) {
      let end = this.pos + 1;
      while (end < this.text.length && isIdentPart(this.text[end])) end++;
      return end;
    }
    return this.pos + (this.text.codePointAt(this.pos)! > 0xffff ? 2 : 1);
  }

  private range(start: number, end = this.pos): Range { return this.lines.range(start, end); }

  private report(start: number, end: number, message: string): void {
    this.diagnostics.push(diagnostic('syntax', this.range(start, Math.max(end, start)), message));
  }

  private fail(message: string, end = this.tokenEnd()): never {
    // At the end of a line or the file, point at the place something is missing.
    this.report(this.pos, end, message);
    throw new SyntaxError(message);
  }

  private describeHere(): string {
    this.skipTrivia(true);
    if (this.atEnd()) return 'the end of the file';
    if (this.ch() === '\n' || this.ch() === '\r') return 'the end of the line';
    return `'${this.text.slice(this.pos, this.tokenEnd())}'`;
  }

  private name(what: string, sameLine = true): Name {
    this.skipTrivia(sameLine);
    const word = this.peekIdent();
    if (word === undefined) this.fail(`expected ${what}, found ${this.describeHere()}`);
    const start = this.pos;
    this.pos += word.length;
    return { text: word, range: this.range(start) };
  }

  private keyword(word: string): Range {
    this.skipTrivia(true);
    if (this.peekIdent() !== word) this.fail(`expected '${word}', found ${this.describeHere()}`);
    const start = this.pos;
    this.pos += word.length;
    return this.range(start);
  }

  private tryPunct(p: string, sameLine = true): boolean {
    this.skipTrivia(sameLine);
    if (this.text.startsWith(p, this.pos)) { this.pos += p.length; return true; }
    return false;
  }

  private punct(p: string, sameLine = true): void {
    if (!this.tryPunct(p, sameLine)) this.fail(`expected '${p}', found ${this.describeHere()}`);
  }

  private int(what: string): IntLiteral {
    this.skipTrivia(true);
    const start = this.pos;
    while (isDigit(this.ch())) this.pos++;
    if (start === this.pos) this.fail(`expected ${what}, found ${this.describeHere()}`);
    if (isIdentStart(this.ch())) { this.pos = start; this.fail(`expected ${what}, found ${this.describeHere()}`); }
    return { value: Number(this.text.slice(start, this.pos)), range: this.range(start) };
  }

  private number(): number {
    this.skipTrivia(true);
    const m = /^\d+(\.\d+)?/.exec(this.text.slice(this.pos, this.pos + 32));
    if (!m) this.fail(`expected a number, found ${this.describeHere()}`);
    this.pos += m[0].length;
    return Number(m[0]);
  }

  /** A quoted glyph: "c" or 'c'. */
  private glyphString(): Name {
    this.skipTrivia(true);
    const q = this.ch();
    if (q !== '"' && q !== "'") this.fail(`expected a quoted glyph such as "#", found ${this.describeHere()}`);
    const start = this.pos;
    const close = this.text.indexOf(q, this.pos + 1);
    const nl = this.text.indexOf('\n', this.pos + 1);
    if (close < 0 || (nl >= 0 && nl < close)) this.fail(`this glyph is not closed: add ${q}`);
    const inner = this.text.slice(this.pos + 1, close);
    if ([...inner].length !== 1) {
      this.pos = close + 1;
      this.report(start, this.pos, `a glyph is exactly one character, not ${JSON.stringify(inner)}`);
    }
    this.pos = close + 1;
    return { text: inner, range: this.range(start) };
  }

  private atLineEnd(): boolean {
    this.skipTrivia(true);
    return this.atEnd() || this.ch() === '\n' || this.ch() === '}';
  }

  private expectLineEnd(): void {
    if (!this.atLineEnd()) this.fail(`unexpected ${this.describeHere()}: expected the end of the line`);
  }

  // ---- recovery ----

  /** After an error at top level: skip to the end of the current block or the next top-level keyword. */
  private recoverTopLevel(start: number): void {
    if (this.pos <= start) this.pos = start + 1;
    let depth = 0;
    // Count braces from the start of the failed item so a broken header skips its whole body.
    for (let i = start; i < this.pos && i < this.text.length; i++) {
      if (this.text[i] === '{') depth++;
      else if (this.text[i] === '}') depth = Math.max(0, depth - 1);
    }
    while (!this.atEnd()) {
      const c = this.ch();
      if (c === '{') depth++;
      else if (c === '}') { depth--; if (depth <= 0) { this.pos++; return; } }
      else if (c === '\n' && depth === 0) {
        const lineStart = this.pos + 1;
        const word = /^[A-Za-z_]+/.exec(this.text.slice(lineStart, lineStart + 12))?.[0];
        if (word && this.topKeywords.includes(word)) { this.pos = lineStart; return; }
      }
      this.pos++;
    }
  }

  /**
   * Inside a block: skip the rest of the statement, i.e. the line and any block it opens,
   * but not the closing brace of the enclosing block.
   */
  private recoverLine(): void {
    this.pos = statementEnd(this.text, this.pos);
  }

  /** Runs `body` for each statement line until the closing brace; errors skip to the next line. */
  private block(what: string, open: number, statement: () => void): void {
    for (;;) {
      this.skipTrivia();
      if (this.atEnd()) {
        this.report(open, open + 1, `this ${what} is never closed: add '}'`);
        return;
      }
      if (this.ch() === '}') { this.pos++; return; }
      const before = this.pos;
      try {
        statement();
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        if (this.pos === before) this.pos++;
        this.recoverLine();
      }
    }
  }

  private openBrace(): number {
    this.skipTrivia();
    if (this.ch() !== '{') this.fail(`expected '{', found ${this.describeHere()}`);
    return this.pos++;
  }

  // ---- items ----

  private parseUse(): Item {
    const start = this.pos;
    this.keyword('use');
    const name = this.name('the name of a tile set or grid to use');
    this.expectLineEnd();
    return { kind: 'use', name, range: this.range(start) };
  }

  private parseGrid(): GridDecl {
    const start = this.pos;
    this.keyword('grid');
    const name = this.name('a grid name');
    const statements: GridStatement[] = [];
    const open = this.openBrace();
    this.block('grid', open, () => statements.push(this.gridStatement()));
    return { kind: 'grid', name, statements, range: this.range(start) };
  }

  /** One statement of a grid block, read by the method for its first word. */
  private gridStatement(): GridStatement {
    const start = this.pos;
    const word = this.peekIdent();
    switch (word) {
      case 'dimensions': return this.dimensionsStatement(start);
      case 'cell': return this.cellStatement(start);
      case 'glyph': return this.glyphStatement(start);
      case 'rotation': case 'mirror': return this.transformStatement(start, word);
      case 'touch': return this.touchStatement(start);
      case 'colour': return this.colourStatement(start);
      case 'art': case 'draw': return this.placementStatement(start, word);
      case 'polygon': return this.polygonStatement(start);
      case 'junction': return this.junctionStatement(start);
      default:
        this.fail(`expected a grid statement (${gridKeywords.join(', ')}), found ${this.describeHere()}`);
    }
  }

  /** A statement that must end its line. */
  private lineStatement<T>(statement: T): T {
    this.expectLineEnd();
    return statement;
  }

  private dimensionsStatement(start: number): GridStatement {
    this.keyword('dimensions');
    const value = this.int('2 or 3');
    return this.lineStatement({ kind: 'dimensions', value, range: this.range(start) });
  }

  private cellStatement(start: number): GridStatement {
    this.keyword('cell');
    const name = this.name('a cell kind name');
    this.punct(':');
    const atoms: Name[] = [];
    while (!this.atLineEnd()) atoms.push(this.name('an atom name'));
    if (atoms.length === 0) this.fail(`a cell needs at least one atom: write 'cell ${name.text}: a'`);
    return this.lineStatement({ kind: 'cell', name, atoms, range: this.range(start) });
  }

  private glyphStatement(start: number): GridStatement {
    this.keyword('glyph');
    const chars: Name[] = [this.glyphString()];
    for (;;) { this.skipTrivia(true); if (this.ch() === '"' || this.ch() === "'") chars.push(this.glyphString()); else break; }
    this.punct('=');
    if (this.peekIdentAfterSpaces() === 'empty') {
      this.keyword('empty');
      return this.lineStatement({ kind: 'glyph', chars, atoms: [], empty: true, range: this.range(start) });
    }
    if (this.peekIdentAfterSpaces() === 'junction') {
      this.keyword('junction');
      return this.lineStatement({ kind: 'glyph', chars, atoms: [], empty: true, junction: true, range: this.range(start) });
    }
    const atoms: AtomRef[] = [];
    while (!this.atLineEnd()) atoms.push(this.atomRef());
    if (atoms.length === 0) this.fail(`expected the atoms this glyph draws, or 'empty'`);
    return this.lineStatement({ kind: 'glyph', chars, atoms, empty: false, range: this.range(start) });
  }

  private transformStatement(start: number, word: 'rotation' | 'mirror'): GridStatement {
    this.keyword(word);
    const name = this.name(`a ${word} name`);
    const maps: CellMap[] = [];
    const open = this.openBrace();
    this.block(word, open, () => {
      for (;;) {
        this.skipTrivia(true);
        if (this.atLineEnd()) break;
        this.cellOrAtomMap(maps);
        this.tryPunct(';');
      }
    });
    return { kind: 'transform', type: word, name, maps, range: this.range(start) };
  }

  private touchStatement(start: number): GridStatement {
    this.keyword('touch');
    const links: AtomLink[] = [];
    do {
      const ls = this.skipAndPos();
      const a = this.atomRef();
      let offset: LinearExpr[] | undefined;
      if (this.tryPunct('->')) offset = this.tuple();
      const b = this.atomRef();
      links.push({ a, offset, b, range: this.range(ls) });
    } while (this.tryPunct(','));
    return this.lineStatement({ kind: 'touch', links, range: this.range(start) });
  }

  private colourStatement(start: number): GridStatement {
    this.keyword('colour');
    let cellKind: Name | undefined;
    this.skipTrivia(true);
    const next = this.peekIdent();
    if (next !== undefined && !['x', 'y', 'z'].includes(next)) cellKind = this.name('a cell kind');
    const expr = this.linear();
    return this.lineStatement({ kind: 'colour', cellKind, expr, range: this.range(start) });
  }

  /** `art [kind] (x, y) at (...)` or `draw [kind] (x, y) at (...)`. */
  private placementStatement(start: number, word: 'art' | 'draw'): GridStatement {
    this.keyword(word);
    let cellKind: Name | undefined;
    this.skipTrivia(true);
    if (isIdentStart(this.ch())) cellKind = this.name('a cell kind');
    const vars = this.varTuple();
    this.keyword('at');
    const exprs = this.tuple();
    return this.lineStatement({ kind: 'placement', type: word, cellKind, vars, exprs, range: this.range(start) });
  }

  private polygonStatement(start: number): GridStatement {
    this.keyword('polygon');
    const atom = this.atomRef();
    const points: LinearExpr[][] = [];
    while (!this.atLineEnd()) points.push(this.tuple());
    if (points.length < 3) this.fail(`a polygon needs at least three points`);
    return this.lineStatement({ kind: 'polygon', atom, points, range: this.range(start) });
  }

  /** `junction [kind] (x + a, y + b) ...`: the cells meeting at the lattice point (x, y), counter-clockwise. */
  private junctionStatement(start: number): GridStatement {
    this.keyword('junction');
    const ends: JunctionEnd[] = [];
    while (!this.atLineEnd()) {
      const es = this.skipAndPos();
      const cellKind = isIdentStart(this.ch()) ? this.name('a cell kind') : undefined;
      const offset = this.tuple();
      ends.push({ cellKind, offset, range: this.range(es) });
    }
    if (ends.length < 2) this.fail(`a junction names the cells that meet at a lattice point (x, y), counter-clockwise: at least two`);
    return this.lineStatement({ kind: 'junction', ends, range: this.range(start) });
  }

  private skipAndPos(): number { this.skipTrivia(true); return this.pos; }

  private peekIdentAfterSpaces(): string | undefined { this.skipTrivia(true); return this.peekIdent(); }

  private atomRef(): AtomRef {
    const start = this.skipAndPos();
    const first = this.name('an atom name');
    if (this.ch() === '.' && isIdentStart(this.ch(1))) {
      this.pos++;
      const atom = this.name('an atom name');
      return { kind: first, atom, range: this.range(start) };
    }
    return { atom: first, range: this.range(start) };
  }

  /** `[kind] (x, y) -> [kind] (e, e)` starts a cell map; `A -> B` maps an atom of the last one. */
  private cellOrAtomMap(maps: CellMap[]): void {
    const start = this.skipAndPos();
    let from: Name | undefined;
    if (isIdentStart(this.ch())) {
      from = this.name('a cell kind or atom');
      this.skipTrivia(true);
      if (this.ch() !== '(') {
        this.punct('->');
        const to = this.name('an atom name');
        const last = maps[maps.length - 1];
        if (!last) this.fail(`write the cell map '(x, y) -> (...)' before mapping atoms`);
        last.atoms.push({ from, to });
        return;
      }
    }
    maps.push(this.cellMapRest(start, from));
  }

  private cellMapRest(start: number, from: Name | undefined): CellMap {
    const vars = this.varTuple();
    this.punct('->');
    let to: Name | undefined;
    this.skipTrivia(true);
    if (isIdentStart(this.ch())) to = this.name('a cell kind');
    const exprs = this.tuple();
    return { from, vars, to, exprs, atoms: [], range: this.range(start) };
  }

  private varTuple(): Name[] {
    this.punct('(');
    const vars: Name[] = [];
    do {
      const v = this.name('a coordinate name (x, y or z)');
      if (!['x', 'y', 'z'].includes(v.text)) {
        this.report(this.lines.offset(v.range.start), this.lines.offset(v.range.end), `coordinates are named x, y and z, not '${v.text}'`);
      }
      vars.push(v);
    } while (this.tryPunct(','));
    this.punct(')');
    return vars;
  }

  private tuple(): LinearExpr[] {
    this.punct('(');
    const exprs: LinearExpr[] = [];
    do exprs.push(this.linear()); while (this.tryPunct(','));
    this.punct(')');
    return exprs;
  }

  /** A linear expression: terms like `2x`, `2 * x`, `-y`, `0.5`, joined by + and -. */
  private linear(): LinearExpr {
    const start = this.skipAndPos();
    const coefficients: Record<string, number> = {};
    let constant = 0;
    let sign = 1;
    let first = true;
    for (;;) {
      this.skipTrivia(true);
      if (this.ch() === '-') { sign = -sign; this.pos++; continue; }
      if (this.ch() === '+' && !first) { this.pos++; continue; }
      let factor = 1;
      let hasNumber = false;
      if (isDigit(this.ch())) { factor = this.number(); hasNumber = true; this.tryPunct('*'); }
      this.skipTrivia(true);
      const v = this.peekIdent();
      if (v === 'x' || v === 'y' || v === 'z') {
        this.pos += 1;
        coefficients[v] = (coefficients[v] ?? 0) + sign * factor;
      } else if (hasNumber) {
        constant += sign * factor;
      } else {
        this.fail(`expected a number or x, y, z, found ${this.describeHere()}`);
      }
      first = false;
      sign = 1;
      this.skipTrivia(true);
      if (this.ch() === '+' || this.ch() === '-') continue;
      break;
    }
    return { coefficients, constant, range: this.range(start) };
  }

  private transformRule(): { value: TransformRule; range: Range } {
    const word = this.name(`one of ${transformRules.join(', ')}`);
    if (!(transformRules as readonly string[]).includes(word.text)) {
      this.report(this.lines.offset(word.range.start), this.lines.offset(word.range.end),
        `unknown transform rule '${word.text}': use ${transformRules.join(', ')}`);
      throw new SyntaxError('transform rule');
    }
    return { value: word.text as TransformRule, range: word.range };
  }

  private parseTileSet(): TileSetDecl {
    const start = this.pos;
    this.keyword('tileset');
    const name = this.name('a tile set name');
    const decl: TileSetDecl = { kind: 'tileset', name, includes: [], tiles: [], range: this.range(start) };
    this.skipTrivia(true);
    if (this.peekIdent() === 'on') {
      this.keyword('on');
      decl.grid = this.name('a grid name such as square or tan');
    } else {
      this.fail(`expected 'on GRID' after the tile set name, e.g. 'tileset ${name.text} on square'`);
    }
    const open = this.openBrace();
    this.block('tile set', open, () => {
      const word = this.peekIdent();
      if (word === 'tile') decl.tiles.push(this.tile());
      else if (word === 'transforms') {
        this.keyword('transforms');
        decl.transforms = this.transformRule();
        this.expectLineEnd();
      } else if (word === 'use') {
        this.keyword('use');
        decl.includes.push(this.name('a tile set name'));
        this.expectLineEnd();
      } else this.fail(`expected 'tile', 'transforms' or 'use', found ${this.describeHere()}`);
    });
    decl.range = this.range(start);
    return decl;
  }

  private tile(): TileDecl {
    const start = this.pos;
    this.keyword('tile');
    const name = this.name('a tile name');
    const decl: TileDecl = { kind: 'tile', name, arts: [], range: this.range(start) };
    for (;;) {
      this.skipTrivia(true);
      const word = this.peekIdent();
      if (word !== undefined && /^x\d+$/.test(word)) {
        const s = this.pos;
        this.pos += word.length;
        decl.multiplicity = { value: Number(word.slice(1)), range: this.range(s) };
        if (decl.multiplicity.value < 1) this.report(s, this.pos, `a multiplicity is at least x1`);
      } else if (word === 'transforms') {
        this.keyword('transforms');
        decl.transforms = this.transformRule();
      } else break;
    }
    this.skipTrivia();
    if (this.ch() !== '{') this.fail(`expected '{' and the tile drawn as text art, found ${this.describeHere()}`);
    while (this.ch() === '{') {
      decl.arts.push(this.artBody());
      this.skipTrivia(true);
    }
    decl.range = this.range(start);
    return decl;
  }

  private parseForm(): FormDecl {
    const start = this.pos;
    this.keyword('form');
    const name = this.name('a form name');
    this.keyword('uses');
    const uses: Name[] = [this.name('a tile set name')];
    while (this.tryPunct(',')) uses.push(this.name('a tile set name'));
    const headerRange = this.range(start);
    const options: FormOption[] = [];
    this.skipTrivia();
    if (this.ch() !== '{') this.fail(`expected '{' and the form drawn as text art, found ${this.describeHere()}`);
    const art = this.artBody(options);
    return { kind: 'form', name, uses, options, art, range: this.range(start), headerRange };
  }

  /**
   * Reads `{ ... }` whose lines are text art, `layer` separators, and (for forms) option statements.
   * Rows are kept with their source columns: the art is what you see.
   */
  private artBody(options?: FormOption[]): Art {
    const open = this.pos++;
    const rows: ArtRow[] = [];
    let layer = 0;
    for (;;) {
      // Skip spaces on this line only; newlines advance to the next row.
      while (this.ch() === ' ' || this.ch() === '\t' || this.ch() === '\r' || this.ch() === '\n') this.pos++;
      if (this.atEnd()) {
        this.report(open, open + 1, `this block is never closed: add '}'`);
        break;
      }
      if (this.ch() === '}') { this.pos++; break; }
      if (this.ch() === '/' && (this.ch(1) === '/' || this.ch(1) === '*')) { this.skipTrivia(true); continue; }
      const lineStart = this.lines.lineStart(this.lines.position(this.pos).line);
      const firstOnLine = this.text.slice(lineStart, this.pos).trim() === '' || this.text.slice(lineStart, this.pos).trimEnd().endsWith('{');
      const word = this.peekIdent();
      const wordEnd = word === undefined ? this.pos : this.pos + word.length;
      const followedBySpace = word !== undefined && /^[ \t\r\n]|^$|^\/\//.test(this.text.slice(wordEnd, wordEnd + 2));
      if (firstOnLine && word === 'layer' && followedBySpace) {
        this.pos = wordEnd;
        if (rows.some((r) => r.layer === layer)) layer++;
        // An optional number (`layer 2`, as hovers draw it) must be the layer it starts.
        while (this.ch() === ' ' || this.ch() === '\t') this.pos++;
        if (isDigit(this.ch())) {
          const start = this.pos;
          while (isDigit(this.ch())) this.pos++;
          if (Number(this.text.slice(start, this.pos)) !== layer + 1) this.report(start, this.pos, `this is layer ${layer + 1}`);
        }
        continue;
      }
      if (options && firstOnLine && word !== undefined && followedBySpace && (formKeywords as readonly string[]).includes(word)) {
        try {
          options.push(this.formOption());
        } catch (e) {
          if (!(e instanceof SyntaxError)) throw e;
          this.recoverLine();
        }
        continue;
      }
      // An art row: up to the end of the line, a closing brace or a comment.
      const start = this.pos;
      while (!this.atEnd() && this.ch() !== '\n' && this.ch() !== '}' && !(this.ch() === '/' && this.ch(1) === '/')) this.pos++;
      const raw = this.text.slice(start, this.pos).replace(/[ \t\r]+$/, '');
      const p = this.lines.position(start);
      rows.push({ line: p.line, startChar: p.character, text: raw, layer });
    }
    return { rows, range: this.range(open), layers: layer + 1 };
  }

  /** A position as `logel solve` prints it: `TILE.SHAPE@X.Y` (`.Z` on a 3-D grid), with no spaces inside. */
  private placedRef(): PlacedRef {
    const start = this.skipAndPos();
    const tile = this.name('a position such as F.2@3.1');
    const expect = (c: string, what: string) => {
      if (this.ch() !== c) this.fail(`expected '${c}' and ${what} in the position '${tile.text}.SHAPE@X.Y', found ${this.describeHere()}`);
      this.pos++;
    };
    expect('.', 'the shape number');
    const shape = this.int('the shape number');
    expect('@', 'the coordinates of its first cell');
    const at = [this.int('the x coordinate')];
    while (this.ch() === '.') { this.pos++; at.push(this.int('a coordinate')); }
    return { tile, shape, at, range: this.range(start) };
  }

  /** `MIN..MAX` after a tile name in `tiles`. */
  private tileRange(): TileRange {
    const start = this.pos;
    const min = this.int('the least number of times the tile is placed');
    if (!this.text.startsWith('..', this.pos)) {
      this.pos = start;
      this.fail(`expected '..' and the most times, e.g. '${min.value}..${min.value + 1}', or 'x${min.value}' for exactly ${min.value} times`);
    }
    this.pos += 2;
    const max = this.int('the most times the tile is placed');
    return { min, max, range: this.range(start) };
  }

  private formOption(): FormOption {
    const start = this.pos;
    const word = this.peekIdent()!;
    this.keyword(word);
    const done = <T>(o: T): T => { this.expectLineEnd(); return o; };
    switch (word) {
      case 'tiles': {
        const entries: TileCount[] = [];
        while (!this.atLineEnd()) {
          const name = this.name('a tile name');
          const entry: TileCount = { name };
          this.skipTrivia(true);
          const next = this.peekIdent();
          if (next !== undefined && /^x\d+$/.test(next)) {
            const s = this.pos;
            this.pos += next.length;
            entry.multiplicity = { value: Number(next.slice(1)), range: this.range(s) };
          } else if (isDigit(this.ch())) entry.range = this.tileRange();
          entries.push(entry);
        }
        if (entries.length === 0) this.fail(`expected the names of the tiles to use`);
        return done({ kind: 'tiles', entries, range: this.range(start) });
      }
      case 'optional': {
        const names: Name[] = [];
        while (!this.atLineEnd()) names.push(this.name('a tile name'));
        if (names.length === 0) this.fail(`expected the names of the tiles that may stay unused`);
        return done({ kind: 'optional', names, range: this.range(start) });
      }
      case 'any':
        return done({ kind: 'any', range: this.range(start) });
      case 'symmetry': {
        const v = this.name(`'on', 'off', 'rotations' or 'tile NAME'`);
        if (v.text === 'on' || v.text === 'off' || v.text === 'rotations') return done({ kind: 'symmetry', value: v.text, range: this.range(start) });
        if (v.text === 'tile') {
          const tile = this.name('the tile to restrict');
          return done({ kind: 'symmetry', value: 'on', tile, range: this.range(start) });
        }
        this.pos = this.lines.offset(v.range.start);
        this.fail(`expected 'on', 'off', 'rotations' or 'tile NAME' after 'symmetry', found '${v.text}'`);
      }
      // falls through: fail() never returns
      case 'limit':
        return done({ kind: 'limit', value: this.int('the largest number of solutions to find'), range: this.range(start) });
      case 'wrap': {
        const axes: Name[] = [];
        while (!this.atLineEnd()) axes.push(this.name('an axis: x or y'));
        if (axes.length === 0) this.fail(`expected the axes that wrap around: 'wrap x' or 'wrap x y'`);
        return done({ kind: 'wrap', axes, range: this.range(start) });
      }
      case 'place': {
        const pieces: PlacedRef[] = [];
        while (!this.atLineEnd()) pieces.push(this.placedRef());
        if (pieces.length === 0) this.fail(`expected the pieces placed in advance as positions, e.g. 'place F.2@3.1'`);
        return done({ kind: 'place', pieces, range: this.range(start) });
      }
      case 'parts':
      case 'part':
        return done(this.partsOption(word, start));
      default:
        this.fail(`unknown option '${word}'`);
    }
  }

  /** `parts { ... }` (the form drawn again, a letter per cell) or `part NAME holds TILE ...`, after the keyword. */
  private partsOption(word: 'parts' | 'part', start: number): FormOption {
    if (word === 'parts') {
      this.skipTrivia(true);
      if (this.ch() !== '{') this.fail(`expected '{' and the form drawn again with the letter of each cell's part in place of its glyph`);
      const art = this.artBody();
      return { kind: 'parts', art, range: this.range(start) };
    }
    const part = this.name('the letter of a part');
    this.skipTrivia(true);
    if (this.peekIdent() !== 'holds') this.fail(`expected 'holds' and the tiles that lie in part ${part.text}, e.g. 'part ${part.text} holds A B'`);
    this.keyword('holds');
    const tiles: Name[] = [];
    while (!this.atLineEnd()) tiles.push(this.name('a tile name'));
    if (tiles.length === 0) this.fail(`expected the tiles that lie in part ${part.text}`);
    return { kind: 'part', part, tiles, range: this.range(start) };
  }
}

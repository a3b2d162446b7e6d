// Open documents and their analyses: one analysis per document version, built on first need from the
// previous one, and the lazy position counts of its forms. Every feature asks here, so all see the same version.
// A large document is parsed in slices: between them the server reads its messages, applies edits and
// answers requests about other documents; a newer edit abandons the parse of the older version.
import type { CacheSizes } from '../core/protocol';
import { Analysis, analyse, FormPositionCounts, maxCheckedLength, parse, parseSteps } from '../core/document';
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { standardLibrary } from '../core/language/library';
import { Form } from '../core/language/model';
import { ParseResult } from '../core/language/parser';
import { SyntaxTree } from '../core/language/syntax';
import { LineIndex } from '../core/language/text';
import { PositionCountService } from './positionCounts';
import type { Puzzle } from '../core/language/blocks';
import type { Findings } from '../core/kind';

/**
 * Documents longer than this (those only parsed, not checked: about 30 ms of parsing) are parsed in
 * slices of about sliceMs; a 20 MB one takes seconds.
 */
const slicedParseLength = maxCheckedLength;
const sliceMs = 20;

export class Workspace {
  readonly library = standardLibrary;
  readonly positionCounts: PositionCountService;
  /** The latest analysis of each open document; after an edit it is the base the next one is built from. */
  private readonly analyses = new Map<string, { version: number; analysis: Analysis }>();
  /** The parse of each document's current version, shared by completion and the next analysis. */
  private readonly parses = new Map<string, { version: number; parsed: ParseResult }>();
  /** Each document's pending diagnostics check (server/diagnostics.ts): a newer edit restarts it. */
  readonly checkTimers = new Map<string, NodeJS.Timeout>();
  /** The parse in slices under way for a large document, and which version it parses. */
  private readonly slicedParses = new Map<string, { version: number; done: Promise<void> }>();
  /** Sliced parses finished and abandoned for a newer version, since the start (for tests). */
  readonly slicedParseCounts = { finished: 0, abandoned: 0 };

  constructor(readonly connection: Connection, readonly documents: TextDocuments<TextDocument>) {
    this.positionCounts = new PositionCountService(undefined, (m) => connection.console.error(m));
  }

  /** The analysis of the document's current version (built now if it is not yet, from the last one). */
  analysis(doc: TextDocument): Analysis {
    const cached = this.analyses.get(doc.uri);
    if (cached?.version === doc.version) return cached.analysis;
    const analysis = analyse(doc.getText(), this.library, cached?.analysis, this.parsed(doc));
    this.parses.delete(doc.uri);
    this.analyses.set(doc.uri, { version: doc.version, analysis });
    // Forms and puzzles the edit changed are no longer counted or examined; unchanged ones keep their results.
    this.positionCounts.retain(doc.uri, [...analysis.model.forms, ...analysis.model.puzzles]);
    return analysis;
  }

  /** The syntax tree of the current version: the analysis's when it is built, else a parse (much cheaper than a model). */
  syntax(doc: TextDocument): { tree: SyntaxTree; lines: LineIndex } {
    const cached = this.analyses.get(doc.uri);
    if (cached?.version === doc.version) return cached.analysis.model;
    return this.parsed(doc);
  }

  /**
   * Resolves once the current version of the document is parsed, parsing a large one in slices; if an
   * edit comes meanwhile, the newer version is parsed instead. Then syntax() and analysis() are quick.
   */
  async ready(uri: string): Promise<void> {
    for (;;) {
      const doc = this.documents.get(uri);
      if (!doc || doc.getText().length <= slicedParseLength || this.hasSyntax(doc)) return;
      await this.parseInSlices(doc);
    }
  }

  /** `handler`, run once the document its params name is ready (a request about a large document waits without blocking the others). */
  whenReady<P extends { textDocument: { uri: string } }, A extends unknown[], R>(handler: (params: P, ...rest: A) => R): (params: P, ...rest: A) => Promise<R> {
    return async (params, ...rest) => {
      await this.ready(params.textDocument.uri);
      return handler(params, ...rest);
    };
  }

  private hasSyntax(doc: TextDocument): boolean {
    return this.analyses.get(doc.uri)?.version === doc.version || this.parses.get(doc.uri)?.version === doc.version;
  }

  private parseInSlices(doc: TextDocument): Promise<void> {
    const running = this.slicedParses.get(doc.uri);
    if (running?.version === doc.version) return running.done;
    const { uri, version } = doc;
    // A large document's analysis is its parse, of no use to the next version's: its memory goes now.
    if (this.analyses.get(uri)?.version !== version) this.analyses.delete(uri);
    const steps = parseSteps(doc.getText());
    const slices = async () => {
      for (;;) {
        const until = performance.now() + sliceMs;
        let step = steps.next();
        while (!step.done && performance.now() < until) step = steps.next();
        if (step.done) {
          this.parses.set(uri, { version, parsed: step.value });
          this.slicedParseCounts.finished++;
          return;
        }
        await new Promise<void>((resolve) => setImmediate(resolve));
        // Edited (or closed) meanwhile: the rest of this parse would be of a version no one will ask about.
        if (this.documents.get(uri)?.version !== version) {
          this.slicedParseCounts.abandoned++;
          return;
        }
      }
    };
    const done: Promise<void> = slices().finally(() => {
      if (this.slicedParses.get(uri)?.done === done) this.slicedParses.delete(uri);
    });
    this.slicedParses.set(uri, { version, done });
    return done;
  }

  private parsed(doc: TextDocument): ParseResult {
    const cached = this.parses.get(doc.uri);
    if (cached?.version === doc.version) return cached.parsed;
    const parsed = parse(doc.getText());
    this.parses.set(doc.uri, { version: doc.version, parsed });
    return parsed;
  }

  /** Counts of a form of the current analysis if they are ready; otherwise undefined, and counting starts. */
  peekPositionCounts(doc: TextDocument, form: Form): FormPositionCounts | undefined {
    return this.positionCounts.peek(doc.uri, doc.getText(), form);
  }

  /** Counts of a form of the current analysis; `urgent` puts it before background work. */
  positionCountsOf(doc: TextDocument, form: Form, urgent = true): Promise<FormPositionCounts | undefined> {
    return this.positionCounts.get(doc.uri, doc.getText(), form, urgent);
  }

  /** The background examination of a puzzle of the current analysis if it is done; otherwise undefined, and it starts. */
  peekFindings(doc: TextDocument, puzzle: Puzzle): Findings | undefined {
    return this.positionCounts.peekFindings(doc.uri, doc.getText(), puzzle);
  }

  /** The background examination of a puzzle of the current analysis; `urgent` puts it before background work. */
  findings(doc: TextDocument, puzzle: Puzzle, urgent = true): Promise<Findings | undefined> {
    return this.positionCounts.findings(doc.uri, doc.getText(), puzzle, urgent);
  }

  /** A closed document: its analysis and position counts go. */
  forget(uri: string): void {
    this.analyses.delete(uri);
    this.parses.delete(uri);
    this.slicedParses.delete(uri);
    this.positionCounts.retain(uri, []);
  }

  document(uri: string): TextDocument | undefined { return this.documents.get(uri); }

  /**
   * How much the server keeps, per kind, for the `logel/cacheSizes` request: tests check that it follows
   * the open documents and their current forms, not the number of edits (a long session stays bounded).
   * The heap figure is for the fuzz's report only.
   */
  cacheSizes(): CacheSizes {
    return { documents: this.documents.keys().length, analyses: this.analyses.size, parses: this.parses.size, checkTimers: this.checkTimers.size, slicedParses: this.slicedParses.size, ...this.positionCounts.sizes(), heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576) };
  }
}

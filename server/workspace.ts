// Open documents and their analyses: one analysis per document version, built on first need from the
// previous one, and the lazy position counts of its forms. Every feature asks here, so all see the same version.
// A large document is parsed in slices: between them the server reads its messages, applies edits and
// answers requests about other documents; a newer edit abandons the parse of the older version.
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analysis, analyse, FormPositionCounts, maxCheckedLength } from '../core/language/analysis';
import { standardLibrary } from '../core/language/library';
import { Form } from '../core/language/model';
import { parse, ParseResult, parseSteps } from '../core/language/parser';
import { SyntaxTree } from '../core/language/syntax';
import { LineIndex } from '../core/language/text';
import { LinkpixTarget, PositionCountService } from './positionCounts';
import { LinkpixBlock } from '../core/linkpix/language';
import { LinkpixFindings } from '../core/linkpix/examine';
import { Nonogram } from '../core/nonogram/build';
import { NonogramFindings } from '../core/nonogram/examine';

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
  /** Each document's linkpix blocks as background targets, by name, place and text: an edit elsewhere keeps them (and their findings). */
  private readonly linkpixTargets = new Map<string, { version: number; targets: Map<string, LinkpixTarget>; blocks: Map<LinkpixBlock, LinkpixTarget> }>();
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
    // Forms the edit changed are no longer counted; unchanged ones keep their position counts.
    this.positionCounts.retain(doc.uri, [...analysis.model.forms, ...analysis.model.nonograms, ...this.linkpixTargetsOf(doc, analysis).values()]);
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

  /** The background solve of a nonogram of the current analysis if it is done; otherwise undefined, and it starts. */
  peekNonogram(doc: TextDocument, nonogram: Nonogram): NonogramFindings | undefined {
    return this.positionCounts.peekNonogram(doc.uri, doc.getText(), nonogram);
  }

  /** The background solve of a nonogram of the current analysis. */
  nonogramFindings(doc: TextDocument, nonogram: Nonogram, urgent = true): Promise<NonogramFindings | undefined> {
    return this.positionCounts.nonogram(doc.uri, doc.getText(), nonogram, urgent);
  }

  /** The background solve of a linkpix block of the current analysis if it is done; otherwise undefined, and it starts. */
  peekLinkpix(doc: TextDocument, block: LinkpixBlock): LinkpixFindings | undefined {
    const target = this.linkpixTargetsOf(doc, this.analysis(doc)).get(block);
    return target && this.positionCounts.peekLinkpix(doc.uri, doc.getText(), target);
  }

  /** The background solve of a linkpix block of the current analysis. */
  linkpixFindings(doc: TextDocument, block: LinkpixBlock, urgent = true): Promise<LinkpixFindings | undefined> {
    const target = this.linkpixTargetsOf(doc, this.analysis(doc)).get(block);
    return target ? this.positionCounts.linkpix(doc.uri, doc.getText(), target, urgent) : Promise.resolve(undefined);
  }

  /** The background targets of the analysis's linkpix blocks: the last version's where name, place and text are the same. */
  private linkpixTargetsOf(doc: TextDocument, analysis: Analysis): Map<LinkpixBlock, LinkpixTarget> {
    const cached = this.linkpixTargets.get(doc.uri);
    if (cached?.version === doc.version) return cached.blocks;
    const targets = new Map<string, LinkpixTarget>(), blocks = new Map<LinkpixBlock, LinkpixTarget>();
    const { lines } = analysis.model;
    for (const block of analysis.model.tree.linkpix ?? []) {
      const key = `${block.range.start.line}:${block.range.start.character}\n${lines.text.slice(lines.offset(block.range.start), lines.offset(block.range.end))}`;
      const target = cached?.targets.get(key) ?? { name: block.name.text, linkpix: true };
      targets.set(key, target);
      blocks.set(block, target);
    }
    this.linkpixTargets.set(doc.uri, { version: doc.version, targets, blocks });
    return blocks;
  }

  /** A closed document: its analysis and position counts go. */
  forget(uri: string): void {
    this.linkpixTargets.delete(uri);
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

export interface CacheSizes { documents: number; analyses: number; parses: number; checkTimers: number; slicedParses: number; countJobs: number; countJobDocuments: number; /** Reported, never asserted: the fuzz prints it. */ heapUsedMb: number }

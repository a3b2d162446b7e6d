// Open documents and their analyses: one analysis per document version, built on first need from the
// previous one, and the lazy position counts of its forms. Every feature asks here, so all see the same version.
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analysis, analyse, FormPositionCounts } from '../core/language/analysis';
import { standardLibrary } from '../core/language/library';
import { Form } from '../core/language/model';
import { parse, ParseResult } from '../core/language/parser';
import { SyntaxTree } from '../core/language/syntax';
import { LineIndex } from '../core/language/text';
import { PositionCountService } from './positionCounts';
import { Nonogram } from '../core/nonogram/build';
import { NonogramFindings } from '../core/nonogram/examine';

export class Workspace {
  readonly library = standardLibrary;
  readonly positionCounts: PositionCountService;
  /** The latest analysis of each open document; after an edit it is the base the next one is built from. */
  private readonly analyses = new Map<string, { version: number; analysis: Analysis }>();
  /** The parse of each document's current version, shared by completion and the next analysis. */
  private readonly parses = new Map<string, { version: number; parsed: ParseResult }>();
  /** Each document's pending diagnostics check (server/diagnostics.ts): a newer edit restarts it. */
  readonly checkTimers = new Map<string, NodeJS.Timeout>();

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
    this.positionCounts.retain(doc.uri, [...analysis.model.forms, ...analysis.model.nonograms]);
    return analysis;
  }

  /** The syntax tree of the current version: the analysis's when it is built, else a parse (much cheaper than a model). */
  syntax(doc: TextDocument): { tree: SyntaxTree; lines: LineIndex } {
    const cached = this.analyses.get(doc.uri);
    if (cached?.version === doc.version) return cached.analysis.model;
    return this.parsed(doc);
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

  /** A closed document: its analysis and position counts go. */
  forget(uri: string): void {
    this.analyses.delete(uri);
    this.parses.delete(uri);
    this.positionCounts.retain(uri, []);
  }

  document(uri: string): TextDocument | undefined { return this.documents.get(uri); }

  /**
   * How much the server keeps, per kind, for the `logel/cacheSizes` request: tests check that it follows
   * the open documents and their current forms, not the number of edits (a long session stays bounded).
   * The heap figure is for the fuzz's report only.
   */
  cacheSizes(): CacheSizes {
    return { documents: this.documents.keys().length, analyses: this.analyses.size, parses: this.parses.size, checkTimers: this.checkTimers.size, ...this.positionCounts.sizes(), heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576) };
  }
}

export interface CacheSizes { documents: number; analyses: number; parses: number; checkTimers: number; countJobs: number; countJobDocuments: number; /** Reported, never asserted: the fuzz prints it. */ heapUsedMb: number }

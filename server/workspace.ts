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
import { LinkpixTarget, PositionCountService } from './positionCounts';
import { LinkpixBlock } from '../core/linkpix/language';
import { LinkpixFindings } from '../core/linkpix/examine';
import { Nonogram } from '../core/nonogram/build';
import { NonogramFindings } from '../core/nonogram/examine';

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

// Open documents and their analyses: one analysis per document version, built on first need, and the
// lazy position counts of its forms. Every feature asks here, so all see the same version.
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analysis, analyse, FormCounts } from '../core/analysis';
import { standardLibrary } from '../core/library';
import { parse } from '../core/parser';
import { SyntaxTree } from '../core/syntax';
import { LineIndex } from '../core/text';
import { CountService } from './counts';

export class Workspace {
  readonly library = standardLibrary;
  readonly counts: CountService;
  private readonly analyses = new Map<string, { version: number; analysis: Analysis }>();

  constructor(readonly connection: Connection, readonly documents: TextDocuments<TextDocument>) {
    this.counts = new CountService(undefined, (m) => connection.console.error(m));
  }

  /** The analysis of the document's current version (built now if it is not yet). */
  analysis(doc: TextDocument): Analysis {
    const cached = this.analyses.get(doc.uri);
    if (cached?.version === doc.version) return cached.analysis;
    const analysis = analyse(doc.getText(), this.library);
    this.analyses.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  }

  /** The syntax tree of the current version: the analysis's when it is built, else a parse (much cheaper than a model). */
  syntax(doc: TextDocument): { tree: SyntaxTree; lines: LineIndex } {
    const cached = this.analyses.get(doc.uri);
    if (cached?.version === doc.version) return cached.analysis.model;
    return parse(doc.getText());
  }

  /** Counts of a form of the current version if they are ready; otherwise counting starts. */
  peekCounts(doc: TextDocument, form: string): FormCounts | undefined {
    return this.counts.peek(doc.uri, doc.version, doc.getText(), form);
  }

  countsOf(doc: TextDocument, form: string, urgent = true): Promise<FormCounts | undefined> {
    return this.counts.get(doc.uri, doc.version, doc.getText(), form, urgent);
  }

  /** A new version or a closed document: its analysis and counts are stale. */
  forget(uri: string): void {
    this.analyses.delete(uri);
    this.counts.drop(uri);
  }

  document(uri: string): TextDocument | undefined { return this.documents.get(uri); }
}

// Diagnostics as you type: each edit restarts a short wait, then the current version is analysed and
// published with its version number. Checks that need positions follow per form from the count worker,
// and are published only while that version is still the current one.
import { Diagnostic as LspDiagnostic, DiagnosticSeverity } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from '../core/language/diagnostics';
import { formsToCheck, publishedDiagnostics, puzzlesToExamine } from '../core/document';
import { Workspace } from './workspace';
import { pushAll } from '../core/arrays';

/** How long typing must pause before a document is analysed: a burst of edits is analysed once. */
const settleMs = 30;

const severities = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, information: DiagnosticSeverity.Information };

export function toLspDiagnostic(d: Diagnostic, uri: string): LspDiagnostic {
  const out: LspDiagnostic = { range: d.range, severity: severities[d.severity], code: d.code, source: 'logel', message: d.message };
  if (d.related) out.relatedInformation = d.related.map((r) => ({ message: r.message, location: { uri: r.uri ?? uri, range: r.range } }));
  return out;
}

/** Returns what checks a document again (a Solve run's result stands for an examination: runDecided.ts). */
export function registerDiagnostics(ws: Workspace): (uri: string) => void {
  const { connection, documents, checkTimers: timers } = ws;

  const publish = (doc: TextDocument, diagnostics: Diagnostic[]) =>
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: publishedDiagnostics(diagnostics).map((d) => toLspDiagnostic(d, doc.uri)) });

  const check = (uri: string) => {
    timers.delete(uri);
    const doc = documents.get(uri);
    if (!doc) return;
    const version = doc.version;
    const analysis = ws.analysis(doc);
    const all = [...analysis.diagnostics];
    // The same forms and puzzles as `logel check` (core/document.ts). Those an edit left alone keep
    // their results, so their checks go out with the first publish; the others follow.
    const pendingForms = formsToCheck(analysis.model).filter((form) => {
      const ready = ws.peekPositionCounts(doc, form);
      if (ready) pushAll(all, ready.diagnostics);
      return !ready;
    });
    const pendingPuzzles = puzzlesToExamine(analysis.model).filter((puzzle) => {
      const ready = ws.peekFindings(doc, puzzle);
      if (ready) pushAll(all, ready.diagnostics);
      return !ready;
    });
    publish(doc, all);
    // The other checks arrive one form or puzzle at a time, in the background; each one that finds something republishes.
    const later = (found: Promise<{ diagnostics: Diagnostic[] } | undefined>) => void found.then((result) => {
      const now = documents.get(uri);
      if (!result || result.diagnostics.length === 0 || now?.version !== version) return;
      pushAll(all, result.diagnostics);
      publish(now, all);
    });
    for (const form of pendingForms) later(ws.positionCountsOf(doc, form, false));
    for (const puzzle of pendingPuzzles) later(ws.findings(doc, puzzle, false));
  };

  const schedule = (uri: string) => {
    clearTimeout(timers.get(uri));
    // Replies to requests that came with the edit (completion) are written in a later turn of the event
    // loop (setImmediate): let them go out before the analysis holds the thread. A newer edit wins.
    // A large document is parsed in slices first (ws.ready), and an edit meanwhile makes this check stale.
    const timer: NodeJS.Timeout = setTimeout(() => setImmediate(() => {
      if (timers.get(uri) !== timer) return;
      void ws.ready(uri).then(() => {
        if (timers.get(uri) !== timer) return;
        // An exception here would end the server process (it runs outside any request): log it instead.
        try { check(uri); } catch (e) { connection.console.error(`checking ${uri} failed: ${e instanceof Error ? e.stack : String(e)}`); }
      }, (e) => connection.console.error(`parsing ${uri} failed: ${e instanceof Error ? e.stack : String(e)}`));
    }), settleMs);
    timers.set(uri, timer);
  };

  // Fired on open too. The new version's analysis is built from the last one when the typing pauses.
  documents.onDidChangeContent((e) => schedule(e.document.uri));
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    ws.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  return schedule;
}

// A Solve run of a puzzle that ran to its end (the client says so): its result stands for the
// background examination, which is bounded (core/kind.ts examineBudgetMs) and may have stopped
// undecided, so that the lens, the warnings and their quick fixes say what the run found. Only while
// the document holds the puzzle's block as the run solved it.
import { CodeLensRefreshRequest } from 'vscode-languageserver/node';
import { puzzlesToExamine } from '../core/document';
import { parse } from '../core/read';
import { RUN_DECIDED_NOTIFICATION, type RunDecided } from '../core/protocol';
import type { Range } from '../core/language/text';
import { Workspace } from './workspace';

/** `recheck`: publishes a document's diagnostics again (server/diagnostics.ts). */
export function registerRunDecided(ws: Workspace, recheck: (uri: string) => void): void {
  ws.connection.onNotification(RUN_DECIDED_NOTIFICATION, (decided: RunDecided) => {
    const doc = ws.document(decided.uri);
    if (!doc || !decided.result.complete) return;
    const puzzle = puzzlesToExamine(ws.analysis(doc).model).find((p) => p.kind === decided.kind && p.name === decided.name);
    if (!puzzle) return;
    const solved = parse(decided.text);
    const block = solved.tree.blocks.find((b) => b.kind === decided.kind && b.name.text === decided.name);
    const slice = (text: string, lines: { offset(p: Range['start']): number }, range: Range) => text.slice(lines.offset(range.start), lines.offset(range.end));
    if (!block || slice(decided.text, solved.lines, block.range) !== doc.getText(puzzle.block.range)) return;
    void ws.positionCounts.decide(doc.uri, doc.getText(), puzzle, decided.result).then((findings) => {
      if (!findings || ws.document(doc.uri)?.version !== doc.version) return;
      recheck(doc.uri);
      void ws.connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
    });
  });
}

// A Solve run of a puzzle that ran to its end (the client says so): its result stands for the
// background examination, which is bounded (core/kind.ts examineBudgetMs) and may have stopped
// undecided, so that the lens, the warnings and their quick fixes say what the run found. Only while
// the document holds the puzzle's block as the run solved it.
import { CodeLensRefreshRequest } from 'vscode-languageserver/node';
import { maxCheckedLength, parse, puzzlesToExamine } from '../core/document';
import { RUN_DECIDED_NOTIFICATION, type RunDecided } from '../core/protocol';
import { Workspace } from './workspace';

/** `recheck`: publishes a document's diagnostics again (server/diagnostics.ts). */
export function registerRunDecided(ws: Workspace, recheck: (uri: string) => void): void {
  ws.connection.onNotification(RUN_DECIDED_NOTIFICATION, (decided: RunDecided) => {
    const doc = ws.document(decided.uri);
    if (!doc || !decided.result.complete) return;
    const puzzle = puzzlesToExamine(ws.analysis(doc).model).find((p) => p.kind === decided.kind && p.name === decided.name);
    if (!puzzle) return;
    if (decided.text !== doc.getText() && !sameBlock(decided, doc.getText(puzzle.block.range))) return;
    void ws.positionCounts.decide(doc.uri, doc.getText(), puzzle, decided.result).then((findings) => {
      if (!findings || !ws.document(doc.uri)) return;
      recheck(doc.uri);
      void ws.connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
    });
  });
}

/** Whether the text the run solved holds its puzzle's block as `block` (the document's now). Only a
 *  text that is checked is parsed here (the server's thread): a longer one must be the document's. */
function sameBlock(decided: RunDecided, block: string): boolean {
  if (decided.text.length > maxCheckedLength) return false;
  const solved = parse(decided.text);
  const then = solved.tree.blocks.find((b) => b.kind === decided.kind && b.name.text === decided.name);
  return then !== undefined && decided.text.slice(solved.lines.offset(then.range.start), solved.lines.offset(then.range.end)) === block;
}

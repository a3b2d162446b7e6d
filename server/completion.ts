// Completion: keywords of the enclosing block, grids after `on`, transform rules, tile sets after
// `use`/`uses`, tiles in form options. Uses the syntax tree only, so it answers at once while typing.
import { CompletionItem, CompletionItemKind } from 'vscode-languageserver/node';
import { CompletionKind, completionsAt } from '../core/editor/completion';
import { keywordHover } from '../core/editor/hover';
import { Workspace } from './workspace';

const kinds: Record<CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  grid: CompletionItemKind.Struct,
  tileset: CompletionItemKind.Module,
  tile: CompletionItemKind.Class,
  value: CompletionItemKind.EnumMember,
};

export function registerCompletion(ws: Workspace): void {
  ws.connection.onCompletion(ws.whenReady((params): CompletionItem[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const { tree, lines } = ws.syntax(doc);
    return completionsAt(tree, lines, params.position, ws.library).map((c) => {
      const item: CompletionItem = { label: c.label, kind: kinds[c.kind] };
      const detail = c.kind === 'keyword' || c.kind === 'value' ? keywordHover(c.label) : undefined;
      if (detail) item.detail = detail;
      return item;
    });
  }));
}

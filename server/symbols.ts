// The outline: grids, tile sets with their tiles, forms and the puzzles of every kind.
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver/node';
import { Workspace } from './workspace';
import { kindOf } from '../core/kinds';

export function registerSymbols(ws: Workspace): void {
  ws.connection.onDocumentSymbol(ws.whenReady((params): DocumentSymbol[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const symbols: DocumentSymbol[] = [];
    const { tree } = ws.syntax(doc);
    for (const item of tree.items) {
      switch (item.kind) {
        case 'grid':
          symbols.push({ name: item.name.text, detail: 'grid', kind: SymbolKind.Namespace, range: item.range, selectionRange: item.name.range });
          break;
        case 'tileset':
          symbols.push({
            name: item.name.text, detail: item.grid ? `tile set on ${item.grid.text}` : 'tile set', kind: SymbolKind.Package, range: item.range, selectionRange: item.name.range,
            children: item.tiles.map((t) => ({ name: t.name.text, detail: 'tile', kind: SymbolKind.Class, range: t.range, selectionRange: t.name.range })),
          });
          break;
        case 'form':
          symbols.push({ name: item.name.text, detail: `form using ${item.uses.map((u) => u.text).join(', ')}`, kind: SymbolKind.Object, range: item.range, selectionRange: item.name.range });
          break;
        case 'use':
          break;
      }
    }
    for (const block of tree.blocks) {
      symbols.push({ name: block.name.text, detail: kindOf(block).outline(block), kind: SymbolKind.Object, range: block.range, selectionRange: block.name.range });
    }
    // In source order: the puzzle blocks sit among the items.
    return symbols.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  }));
}

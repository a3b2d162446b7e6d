// The outline: grids, tile sets with their tiles, forms and nonograms.
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver/node';
import { Workspace } from './workspace';

export function registerSymbols(ws: Workspace): void {
  ws.connection.onDocumentSymbol(ws.whenReady((params): DocumentSymbol[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const symbols: DocumentSymbol[] = [];
    for (const item of ws.syntax(doc).tree.items) {
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
        case 'nonogram': {
          const size = item.rows && item.columns ? ` ${item.columns.clues.length}×${item.rows.clues.length}` : '';
          symbols.push({ name: item.name.text, detail: `nonogram${size}${item.palette ? ', colour' : ''}`, kind: SymbolKind.Object, range: item.range, selectionRange: item.name.range });
          break;
        }
        case 'use':
          break;
      }
    }
    return symbols;
  }));
}

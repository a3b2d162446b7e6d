// Folding: every block that spans lines (grids, tile sets, tiles, forms, transform blocks, puzzle blocks and their sections).
import { FoldingRange } from 'vscode-languageserver/node';
import { Range } from '../core/language/text';
import { Workspace } from './workspace';
import { kindOf } from '../core/kinds';
import { pushAll } from '../core/arrays';

export function registerFolding(ws: Workspace): void {
  ws.connection.onFoldingRanges(ws.whenReady((params): FoldingRange[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const ranges: Range[] = [];
    const { tree } = ws.syntax(doc);
    for (const block of tree.blocks) pushAll(ranges, [block.range, ...kindOf(block).sections(block)]);
    for (const item of tree.items) {
      ranges.push(item.range);
      if (item.kind === 'tileset') pushAll(ranges, item.tiles.map((t) => t.range));
      if (item.kind === 'grid') pushAll(ranges, item.statements.filter((s) => s.kind === 'transform').map((s) => s.range));
    }
    return ranges.filter((r) => r.end.line > r.start.line).map((r) => ({ startLine: r.start.line, endLine: r.end.line }));
  }));
}

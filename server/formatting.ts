// Formatting: indentation and art moved as a whole (core/editor/format.ts); it never changes a cell.
import { Workspace } from './workspace';
import { formatEdits } from '../core/editor/format';

export function registerFormatting(ws: Workspace): void {
  ws.connection.onDocumentFormatting(ws.whenReady((params) => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const { tree, lines } = ws.syntax(doc);
    return formatEdits(doc.getText(), tree, lines);
  }));
}

// Semantic tokens: art cells apart from code, names coloured by what they name.
import { SemanticTokensBuilder, SemanticTokensLegend } from 'vscode-languageserver/node';
import { TokenClass, semanticTokens } from '../core/editor/tokens';
import { Workspace } from './workspace';

const order: TokenClass[] = ['keyword', 'grid', 'tileset', 'tile', 'form', 'number', 'cell'];
/** Standard LSP token types, one per class above: grids are types, tile sets namespaces, art cells strings. */
export const legend: SemanticTokensLegend = { tokenTypes: ['keyword', 'type', 'namespace', 'class', 'function', 'number', 'string'], tokenModifiers: [] };

export function registerSemanticTokens(ws: Workspace): void {
  ws.connection.languages.semanticTokens.on(ws.whenReady((params) => {
    const builder = new SemanticTokensBuilder();
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return builder.build();
    const { model, occurrences } = ws.analysis(doc);
    const grids = [...model.tileSets.values()].map((s) => s.grid);
    const empty = (ch: string) => grids.length === 0 ? ch === '.' || ch === '·' : grids.some((g) => g.emptyChars.has(ch));
    for (const t of semanticTokens(model.tree, model.lines, occurrences, empty)) builder.push(t.line, t.character, t.length, order.indexOf(t.type), 0);
    return builder.build();
  }));
}

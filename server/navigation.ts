// Go to definition, find references, document highlights and rename of grids, tile sets, tiles and forms.
import { DocumentHighlightKind, ErrorCodes, Location, LSPErrorCodes, ResponseError, TextEdit } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Occurrence, occurrenceAt, referencesTo, tileOf } from '../core/editor/references';
import { formKeywords, gridKeywords, tilesetKeywords } from '../core/language/parser';
import { topKeywords } from '../core/kinds';
import { escapeControls, Position } from '../core/language/text';
import { libraryLocation } from './library';
import { Workspace } from './workspace';

const reserved = new Set<string>([...topKeywords, ...gridKeywords, ...tilesetKeywords, ...formKeywords, 'on', 'uses', 'at', 'empty']);

export function registerNavigation(ws: Workspace): void {
  const { connection } = ws;
  const at = (uri: string, p: Position): { doc: TextDocument; o: Occurrence; all: Occurrence[] } | undefined => {
    const doc = ws.document(uri);
    if (!doc) return undefined;
    const all = ws.analysis(doc).occurrences;
    const o = occurrenceAt(all, p);
    return o && { doc, o, all };
  };

  /** Where the symbol is declared: in the document, or in a standard library file. */
  const definitionOf = (doc: TextDocument, o: Occurrence, all: Occurrence[]): Location | undefined => {
    const local = referencesTo(all, o).find((x) => x.definition);
    if (local) return { uri: doc.uri, range: local.range };
    const lib = ws.library;
    if (o.kind === 'tile') {
      const tile = tileOf(ws.analysis(doc).model, lib, o);
      const file = tile && lib.fileOf(tile.set.name);
      return file ? libraryLocation(file, tile.nameRange) : undefined;
    }
    const named = o.kind === 'tileset' ? lib.tileSet(o.name) : o.kind === 'grid' ? lib.grid(o.name) : undefined;
    const file = lib.fileOf(o.name);
    return named?.nameRange && file ? libraryLocation(file, named.nameRange) : undefined;
  };

  connection.onDefinition(ws.whenReady((params) => {
    const hit = at(params.textDocument.uri, params.position);
    return (hit && definitionOf(hit.doc, hit.o, hit.all)) ?? null;
  }));

  connection.onReferences(ws.whenReady((params) => {
    const hit = at(params.textDocument.uri, params.position);
    if (!hit) return [];
    return referencesTo(hit.all, hit.o)
      .filter((x) => params.context.includeDeclaration || !x.definition)
      .map((x) => ({ uri: hit.doc.uri, range: x.range }));
  }));

  connection.onDocumentHighlight(ws.whenReady((params) => {
    const hit = at(params.textDocument.uri, params.position);
    if (!hit) return [];
    return referencesTo(hit.all, hit.o).map((x) => ({ range: x.range, kind: x.definition ? DocumentHighlightKind.Write : DocumentHighlightKind.Read }));
  }));

  /** Only symbols declared in this document can be renamed (not the standard library's). */
  const renamable = (hit: { o: Occurrence; all: Occurrence[] }) => referencesTo(hit.all, hit.o).some((x) => x.definition);

  connection.onPrepareRename(ws.whenReady((params) => {
    const hit = at(params.textDocument.uri, params.position);
    if (!hit) return null;
    if (!renamable(hit)) {
      const what = `${hit.o.kind === 'tileset' ? 'tile set' : hit.o.kind} ${hit.o.name}`;
      const inLibrary = definitionOf(hit.doc, hit.o, hit.all) !== undefined;
      throw new ResponseError(LSPErrorCodes.RequestFailed, inLibrary
        ? `${what} is defined in the standard library and cannot be renamed here`
        : `${what} is not defined anywhere: there is nothing to rename`);
    }
    return hit.o.range;
  }));

  connection.onRenameRequest(ws.whenReady((params) => {
    const hit = at(params.textDocument.uri, params.position);
    if (!hit || !renamable(hit)) return null;
    const name = params.newName;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || reserved.has(name) || /^x\d+$/.test(name)) {
      throw new ResponseError(ErrorCodes.InvalidParams, `'${escapeControls(name)}' is not a valid name: use letters, digits and _, not a keyword`);
    }
    const edits: TextEdit[] = referencesTo(hit.all, hit.o).map((x) => ({ range: x.range, newText: name }));
    return { changes: { [hit.doc.uri]: edits } };
  }));
}

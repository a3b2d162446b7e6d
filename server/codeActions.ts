// Quick fixes: add a missing `use`, replace an unknown name by the closest existing one, close a
// block or comment that is never closed; and in a puzzle block, the code actions of its kind
// (PuzzleKind.codeActions: a nonogram's clues written from its goal, or made unique by the changes or
// hints its background examination proposes; a Link-a-Pix re-split where its solutions differ).
import { Analysis } from '../core/document';
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { closestNames, occurrenceAt } from '../core/editor/references';
import { containsPosition } from '../core/language/text';
import { Workspace } from './workspace';
import { kindOf } from '../core/kinds';

export function registerCodeActions(ws: Workspace): void {
  ws.connection.onCodeAction(ws.whenReady((params): CodeAction[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const analysis = ws.analysis(doc);
    const actions: CodeAction[] = [];
    for (const d of params.context.diagnostics) {
      if (d.source !== 'logel') continue;
      const fix = (title: string, edit: TextEdit, isPreferred = true) =>
        actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [d], isPreferred, edit: { changes: { [doc.uri]: [edit] } } });
      if (d.code === 'unknown-name') {
        const use = /add 'use ([A-Za-z_][A-Za-z0-9_]*)'/.exec(d.message)?.[1];
        const better = use ? [] : closestExisting(ws, analysis, d);
        if (use) fix(`Add 'use ${use}'`, addUse(analysis, use));
        // Several names equally close: offer each, prefer none (an auto fix would have to guess).
        else for (const name of better) fix(`Change to '${name}'`, { range: d.range, newText: name }, better.length === 1);
      } else if (d.code === 'syntax' && /never closed: add '(\}|\*\/)'/.test(d.message)) {
        const close = /add '(\}|\*\/)'/.exec(d.message)![1];
        fix(`Add '${close}' at the end of the file`, closeAtEnd(doc, close));
      }
    }
    // The kind of the block at the cursor offers its own, about the diagnostics inside the block.
    const wants = (kind: string) => !params.context.only || params.context.only.some((k) => kind.startsWith(k));
    for (const block of analysis.model.tree.blocks) {
      if (!containsPosition(block.range, params.range.start)) continue;
      const diagnostics = params.context.diagnostics.filter((d) => d.source === 'logel' && containsPosition(block.range, d.range.start)).map((d) => ({ ...d, code: String(d.code) }));
      const puzzle = analysis.model.puzzles.find((p) => p.block === block);
      const findings = puzzle && ws.peekFindings(doc, puzzle);
      for (const a of kindOf(block).codeActions?.(block, diagnostics, wants, puzzle, findings) ?? []) {
        actions.push({ title: a.title, kind: a.kind, ...(a.fixes ? { diagnostics: a.fixes } : {}), ...(a.isPreferred ? { isPreferred: true } : {}), edit: { changes: { [doc.uri]: a.edits } } });
      }
    }
    return actions;
  }));
}

/** Inserts `use NAME` after the last `use` line, or above the first item. */
function addUse(analysis: Analysis, name: string): TextEdit {
  const items = analysis.model.tree.items;
  const lastUse = [...items].reverse().find((i) => i.kind === 'use');
  if (lastUse) return { range: { start: { line: lastUse.range.end.line + 1, character: 0 }, end: { line: lastUse.range.end.line + 1, character: 0 } }, newText: `use ${name}\n` };
  const line = items[0]?.range.start.line ?? 0;
  return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `use ${name}\n\n` };
}

function closeAtEnd(doc: TextDocument, close: string): TextEdit {
  const text = doc.getText();
  const end = doc.positionAt(text.length);
  return { range: { start: end, end }, newText: `${text.endsWith('\n') || text === '' ? '' : '\n'}${close}\n` };
}

/** The closest names of the same kind that exist where the unknown one is written. */
function closestExisting(ws: Workspace, analysis: Analysis, d: Diagnostic): string[] {
  const o = occurrenceAt(analysis.occurrences, d.range.start);
  if (!o) return [];
  const { model } = analysis;
  const lib = ws.library;
  switch (o.kind) {
    case 'grid': return closestNames(o.name, [...model.grids.keys(), ...lib.gridNames()]);
    case 'tileset': {
      const isUse = model.tree.items.some((i) => i.kind === 'use' && containsPosition(i.range, d.range.start));
      return closestNames(o.name, isUse ? lib.names() : [...model.tileSets.keys(), ...lib.names()]);
    }
    case 'tile': {
      const form = model.tree.items.find((i) => i.kind === 'form' && containsPosition(i.range, d.range.start));
      if (form?.kind !== 'form') return [];
      const tiles = form.uses.flatMap((u) => (model.tileSets.get(u.text) ?? lib.tileSet(u.text))?.tiles.map((t) => t.name) ?? []);
      return closestNames(o.name, tiles);
    }
    default: return [];
  }
}

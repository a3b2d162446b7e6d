// Which forms and puzzle blocks (of every kind of core/read.ts) a .logel document declares and which one
// holds the cursor, from the syntax tree alone (cheap enough to run on every cursor move; cached per
// document version). Also keeps the context key `logel.inForm` that shows "Solve form" in the editor's
// context menu (also in a puzzle block).
import { parse } from '../core/read';
import * as vscode from 'vscode';
import { FormDecl, PuzzleBlock } from '../core/language/syntax';
import { containsPosition } from '../core/language/text';

interface Items { version: number; forms: FormDecl[]; blocks: readonly PuzzleBlock[] }

const cache = new WeakMap<vscode.TextDocument, Items>();

function itemsOf(document: vscode.TextDocument): Items {
  const hit = cache.get(document);
  if (hit && hit.version === document.version) return hit;
  const { tree } = parse(document.getText());
  const entry: Items = { version: document.version, forms: tree.items.filter((i): i is FormDecl => i.kind === 'form'), blocks: tree.blocks };
  cache.set(document, entry);
  return entry;
}

export function formsOf(document: vscode.TextDocument): FormDecl[] { return itemsOf(document).forms; }

/** The puzzle blocks of the document, of the kind `keyword` if given. */
export function puzzleBlocksOf(document: vscode.TextDocument, keyword?: string): PuzzleBlock[] {
  return itemsOf(document).blocks.filter((b) => keyword === undefined || b.kind === keyword);
}

export function formAt(document: vscode.TextDocument, position: vscode.Position): FormDecl | undefined {
  const p = { line: position.line, character: position.character };
  return formsOf(document).find((f) => containsPosition(f.range, p));
}

/** The puzzle block at `position` (of the kind `keyword` if given). */
export function puzzleBlockAt(document: vscode.TextDocument, position: vscode.Position, keyword?: string): PuzzleBlock | undefined {
  const p = { line: position.line, character: position.character };
  return puzzleBlocksOf(document, keyword).find((b) => containsPosition(b.range, p));
}

export function trackFormContext(): vscode.Disposable {
  let last: boolean | undefined;
  const update = (editor: vscode.TextEditor | undefined) => {
    const inForm = !!editor && editor.document.languageId === 'logel' && !!(formAt(editor.document, editor.selection.active) ?? puzzleBlockAt(editor.document, editor.selection.active));
    if (inForm === last) return;
    last = inForm;
    void vscode.commands.executeCommand('setContext', 'logel.inForm', inForm);
  };
  update(vscode.window.activeTextEditor);
  return vscode.Disposable.from(
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.window.onDidChangeTextEditorSelection((e) => update(e.textEditor)),
  );
}

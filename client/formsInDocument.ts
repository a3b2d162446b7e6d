// Which forms, nonograms and linkpix blocks a .logel document declares and which one holds the cursor, from the syntax
// tree alone (cheap enough to run on every cursor move; cached per document version). Also keeps the
// context key `logel.inForm` that shows "Solve form" in the editor's context menu (also in a nonogram).
import { parse } from '../core/read';
import * as vscode from 'vscode';
import { FormDecl } from '../core/language/syntax';
import { NonogramDecl } from '../core/nonogram/syntax';
import { containsPosition } from '../core/language/text';
import { blocksOf } from '../core/language/blocks';
import type { LinkpixBlock } from '../core/linkpix/language';

interface Items { version: number; forms: FormDecl[]; nonograms: NonogramDecl[]; linkpix: LinkpixBlock[] }

const cache = new WeakMap<vscode.TextDocument, Items>();

function itemsOf(document: vscode.TextDocument): Items {
  const hit = cache.get(document);
  if (hit && hit.version === document.version) return hit;
  const { tree } = parse(document.getText());
  const items = tree.items;
  const entry: Items = {
    version: document.version,
    forms: items.filter((i): i is FormDecl => i.kind === 'form'),
    nonograms: blocksOf<NonogramDecl>(tree, 'nonogram'),
    linkpix: blocksOf<LinkpixBlock>(tree, 'linkpix'),
  };
  cache.set(document, entry);
  return entry;
}

export function formsOf(document: vscode.TextDocument): FormDecl[] { return itemsOf(document).forms; }

export function nonogramsOf(document: vscode.TextDocument): NonogramDecl[] { return itemsOf(document).nonograms; }

export function linkpixOf(document: vscode.TextDocument): LinkpixBlock[] { return itemsOf(document).linkpix; }

export function linkpixAt(document: vscode.TextDocument, position: vscode.Position): LinkpixBlock | undefined {
  const p = { line: position.line, character: position.character };
  return linkpixOf(document).find((b) => containsPosition(b.range, p));
}

export function formAt(document: vscode.TextDocument, position: vscode.Position): FormDecl | undefined {
  const p = { line: position.line, character: position.character };
  return formsOf(document).find((f) => containsPosition(f.range, p));
}

export function nonogramAt(document: vscode.TextDocument, position: vscode.Position): NonogramDecl | undefined {
  const p = { line: position.line, character: position.character };
  return nonogramsOf(document).find((n) => containsPosition(n.range, p));
}

export function trackFormContext(): vscode.Disposable {
  let last: boolean | undefined;
  const update = (editor: vscode.TextEditor | undefined) => {
    const inForm = !!editor && editor.document.languageId === 'logel' && !!(formAt(editor.document, editor.selection.active) ?? nonogramAt(editor.document, editor.selection.active) ?? linkpixAt(editor.document, editor.selection.active));
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

// The commands: Solve form (from the code lens with [uri, formName], the editor title button, the
// editor context menu, or the palette with a picker; also puzzle blocks), each puzzle kind's Solve
// command (its code lens: core/read.ts's `solveCommand`), Cancel solve, Export solutions.
import * as vscode from 'vscode';
import { blockKinds } from '../core/read';
import { formAt, formsOf, puzzleBlockAt, puzzleBlocksOf } from './formsInDocument';
import { RunKind, runKinds } from '../core/protocol';
import { RunRecord, SolveRuns } from './solveRuns';
import { logelEditor } from './logelEditor';

type PuzzleRunKind = Exclude<RunKind, 'form'>;

/** The kinds of run of the registry's kinds (each keyword is one: core/protocol.ts's RunPayloads). */
const puzzleKinds = blockKinds.flatMap((k) => (runKinds as readonly string[]).includes(k.keyword) ? [{ ...k, run: k.keyword as PuzzleRunKind }] : []);

export function registerCommands(runs: SolveRuns): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('logel.solveForm', (uri?: vscode.Uri | string, formName?: string) => solveForm(runs, uri, formName)),
    ...puzzleKinds.map((k) => vscode.commands.registerCommand(k.solveCommand, (uri?: vscode.Uri | string, name?: string) => solveForm(runs, uri, name, k.run))),
    vscode.commands.registerCommand('logel.cancelSolve', () => cancelSolve(runs)),
    vscode.commands.registerCommand('logel.exportSolutions', () => exportSolutions(runs)),
  );
}

/** Solves a form, or with `kind` a puzzle block of that kind; without a name, the one at the cursor or a picked one. */
async function solveForm(runs: SolveRuns, uriArg?: vscode.Uri | string, formName?: string, kind?: PuzzleRunKind): Promise<RunRecord | undefined> {
  // The code lens comes from the language server, so its URI arrives as a string. Without one (the
  // palette, the walkthrough, the title button of another tab): the .logel editor in front or in view.
  const uri = typeof uriArg === 'string' ? vscode.Uri.parse(uriArg) : uriArg instanceof vscode.Uri ? uriArg : (await logelEditor())?.document.uri;
  if (!uri) {
    void vscode.window.showInformationMessage('Logel: open a .logel file to solve one of its forms.');
    return undefined;
  }
  let document: vscode.TextDocument;
  try {
    document = await vscode.workspace.openTextDocument(uri);
  } catch {
    void vscode.window.showErrorMessage(`Logel: cannot open ${uri.fsPath || uri.toString()}`);
    return undefined;
  }
  const target: { name: string; kind: RunKind } | undefined = typeof formName === 'string' ? { name: formName, kind: kind ?? kindNamed(document, formName) } : await pickForm(document, kind);
  if (!target) return undefined;
  return runs.solve(uri.toString(), target.name, document.getText(), target.kind);
}

/** The kind of run of the form or puzzle block called `name`: Solve form is given a nonogram's name too (a lens, the API). */
function kindNamed(document: vscode.TextDocument, name: string): RunKind {
  if (formsOf(document).some((f) => f.name.text === name)) return 'form';
  const block = puzzleBlocksOf(document).find((b) => b.name.text === name);
  return puzzleKinds.find((k) => k.keyword === block?.kind)?.run ?? 'form';
}

/** The form or puzzle block under the cursor (of the kind `only` if given), the only one, or the one the user picks. */
async function pickForm(document: vscode.TextDocument, only?: PuzzleRunKind): Promise<{ name: string; kind: RunKind } | undefined> {
  const kinds = puzzleKinds.filter((k) => !only || k.run === only);
  const runKindOf = (block: { kind: string }) => kinds.find((k) => k.keyword === block.kind)?.run;
  const editor = vscode.window.visibleTextEditors.find((e) => e.document === document);
  if (editor) {
    const form = only ? undefined : formAt(document, editor.selection.active);
    if (form) return { name: form.name.text, kind: 'form' };
    const block = puzzleBlockAt(document, editor.selection.active, only);
    const kind = block && runKindOf(block);
    if (block && kind) return { name: block.name.text, kind };
  }
  const choices = [
    ...(only ? [] : formsOf(document).map((f) => ({ label: f.name.text, description: `form using ${f.uses.map((u) => u.text).join(', ')}`, detail: `line ${f.range.start.line + 1}`, run: 'form' as RunKind }))),
    ...puzzleBlocksOf(document, only).flatMap((b) => {
      const kind = kinds.find((k) => k.keyword === b.kind);
      return kind ? [{ label: b.name.text, description: kind.title, detail: `line ${b.range.start.line + 1}`, run: kind.run as RunKind }] : [];
    }),
  ];
  if (choices.length === 0) {
    const what = only ? `${kinds[0]?.keyword ?? only} block` : `form or ${puzzleKinds.map((k) => `${k.keyword} block`).join(' or ')}`;
    void vscode.window.showInformationMessage(`Logel: ${vscode.workspace.asRelativePath(document.uri)} has no ${what} to solve.`);
    return undefined;
  }
  const picked = choices.length === 1 ? choices[0] : await vscode.window.showQuickPick(choices, { title: 'Logel: Solve', placeHolder: 'Which one?' });
  return picked && { name: picked.label, kind: picked.run };
}

function cancelSolve(runs: SolveRuns): void {
  const current = runs.current();
  const targets = current && !current.session.finished ? [current] : runs.running();
  targets.forEach((r) => r.session.cancel());
}

/** Writes the current run's kept solutions as position names, one solution a line. */
async function exportSolutions(runs: SolveRuns): Promise<void> {
  const record = runs.current();
  if (record && record.session.parameters.kind !== 'form') {
    // A picture puzzle's solutions are pictures: its panel exports them (SVG, PNG; .non for nonograms).
    void vscode.window.showInformationMessage('Logel: export this puzzle\'s pictures from its panel (SVG or PNG).');
    return;
  }
  if (!record || record.puzzle?.kind !== 'form' || record.solutions.length === 0) {
    void vscode.window.showInformationMessage('Logel: there are no solutions to export yet.');
    return;
  }
  const { file, name: form } = record.session.parameters;
  const target = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(vscode.Uri.parse(file), '..', `${form}-solutions.txt`),
    filters: { Text: ['txt'] },
    title: 'Logel: Export solutions',
  });
  if (!target) return;
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(solutionsText(record)));
  void vscode.window.showInformationMessage(`Logel: wrote ${record.solutions.length} solutions to ${vscode.workspace.asRelativePath(target)}`);
}

function solutionsText(record: RunRecord): string {
  const { session, puzzle, solutions } = record;
  const names = puzzle?.kind === 'form' ? puzzle.puzzle.geometry.positions.map((p) => p.name) : [];
  const result = session.resultOf('form');
  const counts = result ? `${result.solutions.unique} unique, ${result.solutions.total} in all` : `${session.state}`;
  const lines = [`// ${session.parameters.name}: ${counts}; ${solutions.length} solutions kept, one per symmetry class`];
  for (const s of solutions) lines.push(s.positions.map((i) => names[i]).join(' '));
  return lines.join('\n') + '\n';
}

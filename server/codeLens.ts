// A code lens above each form: "▶ Solve form · N positions after pruning", and above each puzzle of
// every kind: "▶ Solve nonogram · line-solvable", "▶ Solve Link-a-Pix · needs search". Lenses come at
// once; the figure is filled in on resolve, which waits for the form's positions or the puzzle's
// background examination (all in the worker).
// While the file has errors nothing can be solved: the lens says so and opens the Problems view,
// rather than offering a figure from the last version that had none.
import { CodeLens } from 'vscode-languageserver/node';
import { withCommas } from '../core/language/text';
import { kindOf } from '../core/kinds';
import { Workspace } from './workspace';

/** `kind`: the puzzle kind of the puzzle named `name`; none for a form. */
interface LensData { uri: string; version: number; name: string; kind?: string }

export function registerCodeLens(ws: Workspace): void {
  ws.connection.onCodeLens(ws.whenReady((params): CodeLens[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const analysis = ws.analysis(doc);
    const { model } = analysis;
    const hasErrors = analysis.diagnostics.some((d) => d.severity === 'error');
    // No number here: Problems adds the checks on positions later, and the two must not disagree.
    const lens = (range: CodeLens['range'], data: LensData): CodeLens => hasErrors
      ? { range, command: { title: '⚠ Fix the errors to solve (Problems)', command: 'workbench.actions.view.problems' } }
      : { range, data };
    // A form the model could not build (a misspelt tile set) still gets its lens: the errors are why.
    if (hasErrors) return model.tree.items.flatMap((i) => i.kind === 'form' ? [lens(i.headerRange, { uri: doc.uri, version: doc.version, name: i.name.text })] : [])
      .concat(model.tree.blocks.map((b) => lens(b.headerRange, { uri: doc.uri, version: doc.version, name: b.name.text, kind: b.kind })));
    return [
      ...model.forms.map((f) => lens(f.decl.headerRange, { uri: doc.uri, version: doc.version, name: f.name })),
      ...model.puzzles.map((p) => lens(p.block.headerRange, { uri: doc.uri, version: doc.version, name: p.name, kind: p.kind })),
    ];
  }));

  ws.connection.onCodeLensResolve(async (lens): Promise<CodeLens> => {
    const data = lens.data as LensData;
    const doc = ws.document(data.uri);
    const model = doc && doc.version === data.version ? ws.analysis(doc).model : undefined;
    if (data.kind !== undefined) {
      const kind = kindOf({ kind: data.kind });
      const puzzle = model?.puzzles.find((p) => p.kind === data.kind && p.name === data.name);
      const title = doc && puzzle?.solvable ? `▶ Solve ${kind.title} · ${kind.summary(await ws.findings(doc, puzzle))}` : `▶ Solve ${kind.title}`;
      return { ...lens, command: { title, command: kind.solveCommand, arguments: [data.uri, data.name] } };
    }
    const form = model?.forms.find((f) => f.name === data.name);
    const counts = doc && form ? await ws.positionCountsOf(doc, form) : undefined;
    const n = counts?.numbers?.positions.afterPruning;
    const title = n === undefined ? '▶ Solve form' : `▶ Solve form · ${withCommas(n)} position${n === 1 ? '' : 's'} after pruning`;
    return { ...lens, command: { title, command: 'logel.solveForm', arguments: [data.uri, data.name] } };
  });
}

// A code lens above each form: "▶ Solve form · N positions after pruning", and above each nonogram:
// "▶ Solve nonogram · line-solvable". Lenses come at once; the figure is filled in on resolve, which waits
// for the form's positions or the nonogram's background solve (both in the worker).
// While the file has errors nothing can be solved: the lens says so and opens the Problems view,
// rather than offering a figure from the last version that had none.
import { CodeLens } from 'vscode-languageserver/node';
import { withCommas } from '../core/language/text';
import { findingsSummary } from '../core/nonogram/hover';
import { Workspace } from './workspace';

/** `form` is the nonogram's name when `nonogram` is set. */
interface LensData { uri: string; version: number; form: string; nonogram?: true }

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
    return [
      ...model.forms.map((f) => lens(f.decl.headerRange, { uri: doc.uri, version: doc.version, form: f.name })),
      ...model.nonograms.map((n) => lens(n.decl.headerRange, { uri: doc.uri, version: doc.version, form: n.name, nonogram: true })),
    ];
  }));

  ws.connection.onCodeLensResolve(async (lens): Promise<CodeLens> => {
    const data = lens.data as LensData;
    const doc = ws.document(data.uri);
    if (data.nonogram) {
      const n = doc && doc.version === data.version ? ws.analysis(doc).model.nonograms.find((x) => x.name === data.form) : undefined;
      const findings = doc && n ? await ws.nonogramFindings(doc, n) : undefined;
      const title = n?.solvable ? `▶ Solve nonogram · ${findingsSummary(findings)}` : '▶ Solve nonogram';
      return { ...lens, command: { title, command: 'logel.solveNonogram', arguments: [data.uri, data.form] } };
    }
    const form = doc && doc.version === data.version ? ws.analysis(doc).model.forms.find((f) => f.name === data.form) : undefined;
    const counts = doc && form ? await ws.positionCountsOf(doc, form) : undefined;
    const n = counts?.numbers?.positions.afterPruning;
    const title = n === undefined ? '▶ Solve form' : `▶ Solve form · ${withCommas(n)} position${n === 1 ? '' : 's'} after pruning`;
    return { ...lens, command: { title, command: 'logel.solveForm', arguments: [data.uri, data.form] } };
  });
}

// A code lens above each form: "▶ Solve form · N positions after pruning". Lenses come at once; the
// count is filled in on resolve, which waits for the form's positions (counted in the worker).
// While the file has errors no form can be solved: the lens says so and opens the Problems view,
// rather than offering a count from the last version that had none.
import { CodeLens } from 'vscode-languageserver/node';
import { withCommas } from '../core/language/text';
import { Workspace } from './workspace';

interface LensData { uri: string; version: number; form: string }

export function registerCodeLens(ws: Workspace): void {
  ws.connection.onCodeLens((params): CodeLens[] => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return [];
    const analysis = ws.analysis(doc);
    const hasErrors = analysis.diagnostics.some((d) => d.severity === 'error');
    return analysis.model.forms.map((f) => {
      // No number here: Problems adds the checks on positions later, and the two must not disagree.
      if (hasErrors) return { range: f.decl.headerRange, command: { title: '⚠ Fix the errors to solve (Problems)', command: 'workbench.actions.view.problems' } };
      const data: LensData = { uri: doc.uri, version: doc.version, form: f.name };
      return { range: f.decl.headerRange, data };
    });
  });

  ws.connection.onCodeLensResolve(async (lens): Promise<CodeLens> => {
    const data = lens.data as LensData;
    const doc = ws.document(data.uri);
    const form = doc && doc.version === data.version ? ws.analysis(doc).model.forms.find((f) => f.name === data.form) : undefined;
    const counts = doc && form ? await ws.positionCountsOf(doc, form) : undefined;
    const n = counts?.numbers?.positions.afterPruning;
    const title = n === undefined ? '▶ Solve form' : `▶ Solve form · ${withCommas(n)} position${n === 1 ? '' : 's'} after pruning`;
    return { ...lens, command: { title, command: 'logel.solveForm', arguments: [data.uri, data.form] } };
  });
}

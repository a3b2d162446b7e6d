// A code lens above each form: "▶ Solve form · N positions after pruning", and above each nonogram:
// "▶ Solve nonogram · line-solvable", and above each linkpix block: "▶ Solve Link-a-Pix · needs search". Lenses come at once; the figure is filled in on resolve, which waits
// for the form's positions or the puzzle's background solve (all in the worker).
// While the file has errors nothing can be solved: the lens says so and opens the Problems view,
// rather than offering a figure from the last version that had none.
import { CodeLens } from 'vscode-languageserver/node';
import { withCommas } from '../core/language/text';
import { findingsSummary } from '../core/nonogram/hover';
import { Workspace } from './workspace';
import { linkpixSummary } from '../core/linkpix/examine';

/** `form` is the nonogram's (linkpix block's) name when `nonogram` (`linkpix`) is set. */
interface LensData { uri: string; version: number; form: string; nonogram?: true; linkpix?: true }

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
    if (hasErrors) return model.tree.items.filter((i) => i.kind === 'form' || i.kind === 'nonogram').map((i) => lens(i.headerRange, { uri: doc.uri, version: doc.version, form: i.name.text }))
      .concat((model.tree.linkpix ?? []).map((b) => lens({ start: b.range.start, end: b.name.range.end }, { uri: doc.uri, version: doc.version, form: b.name.text })));
    return [
      ...model.forms.map((f) => lens(f.decl.headerRange, { uri: doc.uri, version: doc.version, form: f.name })),
      ...model.nonograms.map((n) => lens(n.decl.headerRange, { uri: doc.uri, version: doc.version, form: n.name, nonogram: true })),
      ...(model.tree.linkpix ?? []).map((b) => lens({ start: b.range.start, end: b.name.range.end }, { uri: doc.uri, version: doc.version, form: b.name.text, linkpix: true })),
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
    if (data.linkpix) {
      const block = doc && doc.version === data.version ? ws.analysis(doc).model.tree.linkpix?.find((b) => b.name.text === data.form) : undefined;
      const findings = doc && block?.puzzle ? await ws.linkpixFindings(doc, block) : undefined;
      const title = findings ? `▶ Solve Link-a-Pix · ${linkpixSummary(findings)}` : '▶ Solve Link-a-Pix';
      return { ...lens, command: { title, command: 'logel.solveLinkpix', arguments: [data.uri, data.form] } };
    }
    const form = doc && doc.version === data.version ? ws.analysis(doc).model.forms.find((f) => f.name === data.form) : undefined;
    const counts = doc && form ? await ws.positionCountsOf(doc, form) : undefined;
    const n = counts?.numbers?.positions.afterPruning;
    const title = n === undefined ? '▶ Solve form' : `▶ Solve form · ${withCommas(n)} position${n === 1 ? '' : 's'} after pruning`;
    return { ...lens, command: { title, command: 'logel.solveForm', arguments: [data.uri, data.form] } };
  });
}

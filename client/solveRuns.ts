// Runs solves for the commands and the panels: one current run per (file, form). Solving a form
// again (after an edit, from the panel, after a reload) cancels its old run and replaces it.
// Each run is shown in its panel, in the status bar, and in a cancellable progress notification.
// A failed run stays in the status bar (not a notification, which no later run could take away)
// until the form is solved again.
import * as vscode from 'vscode';
import { LinkpixPuzzleMessage, NonogramProgress, NonogramPuzzleMessage, PanelMessage, panelEvent, PuzzleKind, SolutionMessage, SolveMode, TableauGeometry } from '../core/protocol';
import type { LinkpixProgress } from '../core/linkpix/solve';
import { PipelineNumbers } from '../core/tiling/solve';
import { makeChallenge } from './challenge';
import { PanelHost, panelKey } from './panelHost';
import { SolveSession, SolveState } from './solveSession';
import { markStep, stepDone } from './firstSteps';

/** What a run keeps for the panel's replay and the text export. */
export interface RunRecord {
  session: SolveSession;
  prepared?: { numbers: PipelineNumbers; geometry: TableauGeometry };
  solutions: SolutionMessage[];
  /** A nonogram run: its puzzle and latest progress, for the replay. */
  nonogram?: { puzzle?: NonogramPuzzleMessage; progress?: NonogramProgress };
  /** A Link-a-Pix run: likewise. */
  linkpix?: { puzzle?: LinkpixPuzzleMessage; progress?: LinkpixProgress };
}

/** A solve that did not start because the file has errors: what the user was told. */
export interface Refusal { form: string; kind?: PuzzleKind; message: string; errors: string[] }

const solveModes: readonly SolveMode[] = ['all', 'count', 'first'];

export class SolveRuns implements vscode.Disposable {
  private readonly byForm = new Map<string, RunRecord>();
  private latest: RunRecord | undefined;
  private readonly statusItem = vscode.window.createStatusBarItem('logel.solve', vscode.StatusBarAlignment.Left, 10);
  readonly panels: PanelHost;
  private readonly started = new vscode.EventEmitter<RunRecord>();
  private refusal: Refusal | undefined;
  /** The last run that failed, shown in the status bar until its form is solved again. */
  private failed: { key: string; form: string; message: string } | undefined;
  /** Fires when a run starts (tests wait on it). */
  readonly onDidStart = this.started.event;

  constructor(private readonly extensionUri: vscode.Uri) {
    this.panels = new PanelHost(extensionUri, {
      replay: (file, form, kind) => this.replay(file, form, kind),
      cancel: (file, form, kind) => this.byForm.get(panelKey(file, form, kind))?.session.cancel(),
      solveAgain: (file, form, kind) => void this.solveAgain(file, form, kind),
      makeChallenge: (file, form, positions) => void makeChallenge(extensionUri, file, form, positions),
    });
    this.statusItem.name = 'Logel solve';
    this.statusItem.command = 'logel.cancelSolve';
  }

  /** The latest run started, whatever its state. */
  lastRun(): RunRecord | undefined { return this.latest; }

  runOf(file: string, form: string, kind?: PuzzleKind): RunRecord | undefined { return this.byForm.get(panelKey(file, form, kind)); }

  running(): RunRecord[] { return [...this.byForm.values()].filter((r) => !r.session.finished); }

  /** The run of the panel in front, else the latest run. */
  current(): RunRecord | undefined {
    const panel = this.panels.active();
    return (panel && this.byForm.get(panel.key)) ?? this.latest;
  }

  /**
   * Starts a run of `form` (or of a nonogram or linkpix block) on `text` (the document's current text)
   * and shows it in its panel. Refuses while the file has errors (what Problems shows, with the checks
   * on positions the solve worker cannot see), saying which: a search would be hopeless or wrong.
   */
  solve(file: string, form: string, text: string, kind?: PuzzleKind): RunRecord | undefined {
    const key = panelKey(file, form, kind);
    this.byForm.get(key)?.session.cancel();
    const errors = fileErrors(file);
    if (errors.length > 0) {
      this.refuse(key, form, kind, errors);
      return undefined;
    }
    const config = vscode.workspace.getConfiguration('logel.solve');
    const mode = config.get<SolveMode>('mode', 'all');
    const session = new SolveSession({
      file, form, text,
      mode: solveModes.includes(mode) ? mode : 'all',
      symmetry: config.get<boolean>('symmetry', true),
      keep: Math.max(0, Math.floor(config.get<number>('keepSolutions', 20000))),
      ...(kind === 'nonogram' ? { nonogram: true } : {}),
      ...(kind === 'linkpix' ? { linkpix: true } : {}),
    }, vscode.Uri.joinPath(this.extensionUri, 'dist', 'worker.js').fsPath);
    const record: RunRecord = { session, solutions: [], ...(kind === 'nonogram' ? { nonogram: {} } : {}), ...(kind === 'linkpix' ? { linkpix: {} } : {}) };
    this.byForm.set(key, record);
    this.latest = record;
    if (this.failed?.key === key) this.failed = undefined;

    this.panels.show(file, form, kind);
    const forward = (m: PanelMessage) => { if (this.byForm.get(key) === record) this.panels.get(file, form, kind)?.post(m); };
    forward(kind === 'nonogram' ? { type: 'nonogramStart', run: session.run, name: form, file }
      : kind === 'linkpix' ? { type: 'linkpixStart', run: session.run, name: form, file }
      : { type: 'start', run: session.run, form, file, mode: session.parameters.mode });
    session.onEvent((event) => {
      if (event.type === 'error') event = { type: 'error', message: withProblemCount(file, event.message) };
      if (event.type === 'prepared') record.prepared = { numbers: event.numbers, geometry: event.geometry };
      if (event.type === 'nonogramPuzzle') record.nonogram!.puzzle = event.puzzle;
      if (event.type === 'nonogramProgress') record.nonogram!.progress = event.progress;
      if (event.type === 'linkpixPuzzle') record.linkpix!.puzzle = event.puzzle;
      if (event.type === 'linkpixProgress') record.linkpix!.progress = event.progress;
      if (event.type === 'solutions') {
        record.solutions.push(...event.solutions);
        void vscode.commands.executeCommand('setContext', 'logel.hasSolutions', true);
      }
      forward({ ...panelEvent(event), run: session.run });
      if (event.type === 'progress' || event.type === 'solutions') this.updateStatus();
    });
    session.onState((state) => {
      if (state === 'cancelled') forward({ type: 'cancelled', run: session.run });
      this.updateStatus();
      void vscode.commands.executeCommand('setContext', 'logel.solving', this.running().length > 0);
    });
    session.start();
    markStep(stepDone.solveStarted);
    this.showProgress(record);
    this.started.fire(record);
    return record;
  }

  /** The latest solve refused because of errors, for tests. */
  lastRefusal(): Refusal | undefined { return this.refusal; }

  private refuse(key: string, form: string, kind: PuzzleKind | undefined, errors: vscode.Diagnostic[]): void {
    const message = `${form} cannot be solved while the file has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}: ${errors.slice(0, 3).map((d) => `line ${d.range.start.line + 1}: ${d.message}`).join('; ')}${errors.length > 3 ? '; …' : ''}`;
    this.refusal = { form, kind, message, errors: errors.map((d) => d.message) };
    // The panel of the form, if open, says it too (a 'Solve again' there is answered in the panel).
    const record = this.byForm.get(key);
    if (record) this.panels.get(record.session.parameters.file, form, kind)?.post({ type: 'error', run: record.session.run, message: `Fix the errors first. ${message}` });
    void vscode.window.showErrorMessage(`Logel: ${message}`, 'Show Problems').then((choice) => {
      if (choice) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
  }

  /** Solves again with the file's current text (open editor or disk). */
  async solveAgain(file: string, form: string, kind?: PuzzleKind): Promise<RunRecord | undefined> {
    const uri = vscode.Uri.parse(file);
    let text: string;
    try {
      text = (await vscode.workspace.openTextDocument(uri)).getText();
    } catch {
      void vscode.window.showErrorMessage(`Logel: cannot read ${uri.fsPath || file}`);
      return undefined;
    }
    return this.solve(file, form, text, kind);
  }

  dispose(): void {
    this.byForm.forEach((r) => r.session.dispose());
    this.panels.dispose();
    this.statusItem.dispose();
    this.started.dispose();
  }

  private replay(file: string, form: string, kind?: PuzzleKind): PanelMessage[] {
    const record = this.byForm.get(panelKey(file, form, kind));
    if (!record) return [];
    const { session } = record;
    const run = session.run;
    if (record.nonogram) return nonogramReplay(record, file, form);
    if (record.linkpix) return linkpixReplay(record, file, form);
    const out: PanelMessage[] = [{ type: 'start', run, form, file, mode: session.parameters.mode }];
    if (record.prepared) out.push({ type: 'prepared', run, ...record.prepared });
    if (record.solutions.length > 0) out.push({ type: 'solutions', run, solutions: record.solutions });
    if (session.result && session.state === 'done') out.push({ ...panelEvent({ type: 'done', result: session.result }), run });
    else if (session.state === 'cancelled') out.push({ type: 'cancelled', run });
    else if (session.state === 'failed') out.push({ type: 'error', run, message: session.error ?? 'the solve failed' });
    else out.push({ type: 'progress', run, figures: { placements: 0, deadEnds: 0, unique: session.unique, total: session.total, ms: 0 } });
    return out;
  }

  private updateStatus(): void {
    const running = this.running();
    if (running.length === 0) {
      const failed = this.failed;
      if (!failed) {
        this.statusItem.hide();
        return;
      }
      this.statusItem.text = `$(error) ${failed.form}: solve failed`;
      this.statusItem.tooltip = `Logel: ${failed.message}`;
      this.statusItem.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
      this.statusItem.command = 'workbench.actions.view.problems';
      this.statusItem.show();
      return;
    }
    this.statusItem.backgroundColor = undefined;
    this.statusItem.command = 'logel.cancelSolve';
    const s = running[running.length - 1].session;
    const more = running.length > 1 ? ` (+${running.length - 1})` : '';
    this.statusItem.text = s.parameters.nonogram || s.parameters.linkpix ? `$(loading~spin) ${s.parameters.form}: solving${more}` : `$(loading~spin) ${s.parameters.form}: ${s.unique.toLocaleString('en-US')} unique${more}`;
    this.statusItem.tooltip = `Logel is solving ${s.parameters.form}. Click to cancel.`;
    this.statusItem.show();
  }

  private showProgress(record: RunRecord): void {
    const { session } = record;
    void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `Solving ${session.parameters.form}`, cancellable: true }, (progress, token) => {
      token.onCancellationRequested(() => session.cancel());
      session.onEvent((e) => {
        const figures = e.type === 'progress' || e.type === 'solutions' ? e.figures : undefined;
        if (figures) progress.report({ message: `${figures.unique.toLocaleString('en-US')} unique, ${figures.total.toLocaleString('en-US')} in all` });
        if (e.type === 'nonogramProgress') progress.report({ message: nonogramProgressText(e.progress) });
        if (e.type === 'linkpixProgress') progress.report({ message: linkpixProgressText(e.progress) });
      });
      return session.settled;
    }).then(() => this.reportEnd(session.state, record));
  }

  private reportEnd(state: SolveState, record: RunRecord): void {
    const { file, form, nonogram, linkpix } = record.session.parameters;
    const key = panelKey(file, form, nonogram ? 'nonogram' : linkpix ? 'linkpix' : undefined);
    if (state === 'failed' && this.byForm.get(key) === record) {
      this.failed = { key, form, message: `solving ${form} failed: ${withProblemCount(file, record.session.error ?? 'unknown error')}` };
      this.updateStatus();
    }
  }
}

/** The file's errors as the Problems view shows them (the language server's diagnostics). */
function fileErrors(file: string): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(vscode.Uri.parse(file)).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
}

/** "the file has errors" with their number as the Problems view counts them. */
function withProblemCount(file: string, message: string): string {
  const errors = vscode.languages.getDiagnostics(vscode.Uri.parse(file)).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length;
  return errors > 0 ? message.replace(/^the file has errors/, `the file has ${errors} error${errors === 1 ? '' : 's'} (see Problems)`) : message;
}

/** The messages that bring a reloaded panel up to date with a nonogram run. */
function nonogramReplay(record: RunRecord, file: string, name: string): PanelMessage[] {
  const { session } = record;
  const run = session.run;
  const out: PanelMessage[] = [{ type: 'nonogramStart', run, name, file }];
  if (record.nonogram?.puzzle) out.push({ type: 'nonogramPuzzle', run, puzzle: record.nonogram.puzzle });
  if (session.nonogramResult && session.state === 'done') out.push({ type: 'nonogramDone', run, result: session.nonogramResult });
  else if (session.state === 'cancelled') out.push({ type: 'cancelled', run });
  else if (session.state === 'failed') out.push({ type: 'error', run, message: session.error ?? 'the solve failed' });
  else if (record.nonogram?.progress) out.push({ type: 'nonogramProgress', run, progress: record.nonogram.progress });
  return out;
}

export function nonogramProgressText(p: NonogramProgress): string {
  const stage = p.stage === 'line' ? 'line logic' : p.stage === 'probing' ? 'probing' : `search, ${p.searchNodes.toLocaleString('en-US')} nodes`;
  return `${stage}: ${Math.floor((100 * p.knownCells) / Math.max(1, p.cells))} % of the cells known`;
}

/** The messages that bring a reloaded panel up to date with a Link-a-Pix run. */
function linkpixReplay(record: RunRecord, file: string, name: string): PanelMessage[] {
  const { session } = record;
  const run = session.run;
  const out: PanelMessage[] = [{ type: 'linkpixStart', run, name, file }];
  if (record.linkpix?.puzzle) out.push({ type: 'linkpixPuzzle', run, puzzle: record.linkpix.puzzle });
  if (session.linkpixResult && session.state === 'done') out.push({ type: 'linkpixDone', run, result: session.linkpixResult });
  else if (session.state === 'cancelled') out.push({ type: 'cancelled', run });
  else if (session.state === 'failed') out.push({ type: 'error', run, message: session.error ?? 'the solve failed' });
  else if (record.linkpix?.progress) out.push({ type: 'linkpixProgress', run, progress: record.linkpix.progress });
  return out;
}

export function linkpixProgressText(p: LinkpixProgress): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return p.stage === 'search' ? `search: ${n(p.placements)} placements over ${n(p.alive)} paths` : `${p.stage}: ${n(p.paths)} paths generated, ${n(p.alive)} left`;
}

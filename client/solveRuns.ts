// Runs solves for the commands and the panels: one current run per (file, form). Solving a form
// again (after an edit, from the panel, after a reload) cancels its old run and replaces it.
// Each run is shown in its panel, in the status bar, and in a cancellable progress notification.
// A failed run stays in the status bar (not a notification, which no later run could take away)
// until the form is solved again.
import * as vscode from 'vscode';
import { DEFAULT_MEMORY_MB, MIN_MEMORY_MB, PanelMessage, panelEvent, RunDecided, RunKind, RunPayloads, SolutionMessage, SolveEvent, SolveMode, RunTarget } from '../core/protocol';
import type { LinkpixProgress } from '../core/linkpix/solve';
import { nonogramProgressText } from '../core/nonogram/progress';
import { makeChallenge } from './challenge';
import { PanelHost, panelKey } from './panelHost';
import { SolveSession, SolveState } from './solveSession';
import { markStep, stepDone } from './firstSteps';

/** What a run keeps for the panel's replay and the text export: its puzzle, latest progress, and the
 *  solutions a tiling run sent with its progress. */
export interface RunRecord {
  session: SolveSession;
  puzzle?: Extract<SolveEvent, { type: 'runPuzzle' }>;
  progress?: Extract<SolveEvent, { type: 'runProgress' }>;
  solutions: SolutionMessage[];
}

/** A solve that did not start because the file has errors: what the user was told. */
export interface Refusal { form: string; kind: RunKind; message: string; errors: string[] }

/** Per kind, the progress notification's line. */
const progressTexts: { [K in RunKind]: (p: RunPayloads[K]['progress']) => string } = {
  form: ({ figures }) => figures ? `${figures.unique.toLocaleString('en-US')} unique, ${figures.total.toLocaleString('en-US')} in all` : '',
  nonogram: nonogramProgressText,
  linkpix: linkpixProgressText,
};

function progressText<K extends RunKind>(event: { kind: K; progress: RunPayloads[K]['progress'] }): string {
  return progressTexts[event.kind](event.progress);
}

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
  private readonly decided = new vscode.EventEmitter<RunDecided>();
  /** Fires when a run of a puzzle ran to its end: the language server takes its result for the puzzle's
   *  background examination, which may have stopped undecided (server/runDecided.ts). */
  readonly onDidDecide = this.decided.event;

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

  runOf(file: string, form: string, kind: RunKind = 'form'): RunRecord | undefined { return this.byForm.get(panelKey(file, form, kind)); }

  running(): RunRecord[] { return [...this.byForm.values()].filter((r) => !r.session.finished); }

  /** The run of the panel in front, else the latest run. */
  current(): RunRecord | undefined {
    const panel = this.panels.active();
    return (panel && this.byForm.get(panel.key)) ?? this.latest;
  }

  /**
   * Starts a run of `form` (or of a puzzle of another kind) on `text` (the document's current text)
   * and shows it in its panel. Refuses while the file has errors (what Problems shows, with the checks
   * on positions the solve worker cannot see), saying which: a search would be hopeless or wrong.
   */
  solve(file: string, form: string, text: string, kind: RunKind = 'form'): RunRecord | undefined {
    const key = panelKey(file, form, kind);
    this.byForm.get(key)?.session.cancel();
    const errors = fileErrors(file);
    if (errors.length > 0) {
      this.refuse(key, form, kind, errors);
      return undefined;
    }
    const config = vscode.workspace.getConfiguration('logel.solve');
    const mode = config.get<SolveMode>('mode', 'all');
    const target: RunTarget = kind === 'form' ? { kind, name: form, options: {
      mode: solveModes.includes(mode) ? mode : 'all',
      symmetry: config.get<boolean>('symmetry', true),
      keep: Math.max(0, Math.floor(config.get<number>('keepSolutions', 20000))),
    } } : { kind, name: form, options: {} };
    const memoryMb = Math.max(MIN_MEMORY_MB, Math.floor(config.get<number>('memoryMb', DEFAULT_MEMORY_MB)));
    const session = new SolveSession({ file, text, memoryMb, ...target }, vscode.Uri.joinPath(this.extensionUri, 'dist', 'worker.js').fsPath);
    const record: RunRecord = { session, solutions: [] };
    this.byForm.set(key, record);
    this.latest = record;
    if (this.failed?.key === key) this.failed = undefined;

    this.panels.show(file, form, kind);
    const forward = (m: PanelMessage) => { if (this.byForm.get(key) === record) this.panels.get(file, form, kind)?.post(m); };
    forward({ type: 'runStarted', run: session.run, file, ...target });
    session.onEvent((event) => {
      if (event.type === 'runFailed') event = { type: 'runFailed', message: withProblemCount(file, event.message) };
      if (event.type === 'runPuzzle') record.puzzle = event;
      if (event.type === 'runProgress') {
        record.progress = event;
        const solutions = event.kind === 'form' ? event.progress.solutions ?? [] : [];
        record.solutions.push(...solutions);
        if (solutions.length > 0) void vscode.commands.executeCommand('setContext', 'logel.hasSolutions', true);
        this.updateStatus();
      }
      forward({ ...panelEvent(event), run: session.run });
    });
    session.onState((state) => {
      if (state === 'cancelled') forward({ type: 'runCancelled', run: session.run });
      const done = session.done;
      if (state === 'done' && done && done.kind !== 'form' && done.result.complete) {
        this.decided.fire({ uri: file, kind: done.kind, name: form, text, result: done.result });
      }
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

  private refuse(key: string, form: string, kind: RunKind, errors: vscode.Diagnostic[]): void {
    const message = `${form} cannot be solved while the file has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}: ${errors.slice(0, 3).map((d) => `line ${d.range.start.line + 1}: ${d.message}`).join('; ')}${errors.length > 3 ? '; …' : ''}`;
    this.refusal = { form, kind, message, errors: errors.map((d) => d.message) };
    // The panel of the form, if open, says it too (a 'Solve again' there is answered in the panel).
    const record = this.byForm.get(key);
    if (record) this.panels.get(record.session.parameters.file, form, kind)?.post({ type: 'runFailed', run: record.session.run, message: `Fix the errors first. ${message}` });
    void vscode.window.showErrorMessage(`Logel: ${message}`, 'Show Problems').then((choice) => {
      if (choice) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
  }

  /** Solves again with the file's current text (open editor or disk). */
  async solveAgain(file: string, form: string, kind: RunKind): Promise<RunRecord | undefined> {
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
    this.decided.dispose();
  }

  /** The messages that bring a freshly loaded page up to date with the run: its start, puzzle and
   *  progress (a tiling run's with every solution kept), then its end if it has ended. */
  private replay(file: string, form: string, kind: RunKind): PanelMessage[] {
    const record = this.byForm.get(panelKey(file, form, kind));
    if (!record) return [];
    const { session } = record;
    const run = session.run;
    const { file: _file, text: _text, ...target } = session.parameters;
    const out: PanelMessage[] = [{ type: 'runStarted', run, file, ...target }];
    if (record.puzzle) out.push({ ...record.puzzle, run });
    const progress = record.progress?.kind === 'form' ? { ...record.progress, progress: { ...record.progress.progress, solutions: record.solutions } } : record.progress;
    if (progress) out.push({ ...progress, run });
    // a cancelled or memory-stopped run's result too: what it found before it stopped
    if (session.done) out.push({ ...panelEvent(session.done), run });
    if (session.state === 'cancelled') out.push({ type: 'runCancelled', run });
    else if (session.state === 'failed') out.push({ type: 'runFailed', run, message: session.error ?? 'the solve failed' });
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
    // A tiling run counts as it goes; the other kinds' progress is not a count.
    this.statusItem.text = s.parameters.kind === 'form' ? `$(loading~spin) ${s.parameters.name}: ${s.unique.toLocaleString('en-US')} unique${more}` : `$(loading~spin) ${s.parameters.name}: solving${more}`;
    this.statusItem.tooltip = `Logel is solving ${s.parameters.name}. Click to cancel.`;
    this.statusItem.show();
  }

  private showProgress(record: RunRecord): void {
    const { session } = record;
    void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `Solving ${session.parameters.name}`, cancellable: true }, (progress, token) => {
      token.onCancellationRequested(() => session.cancel());
      session.onEvent((e) => { if (e.type === 'runProgress') progress.report({ message: progressText(e) }); });
      return session.settled;
    }).then(() => this.reportEnd(session.state, record));
  }

  private reportEnd(state: SolveState, record: RunRecord): void {
    const { file, name: form, kind } = record.session.parameters;
    const key = panelKey(file, form, kind);
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

export function linkpixProgressText(p: LinkpixProgress): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return p.stage === 'search' ? `search: ${n(p.placements)} placements over ${n(p.alive)} paths` : `${p.stage}: ${n(p.paths)} paths generated, ${n(p.alive)} left`;
}

// The extension's entry: starts the language client and wires the runs, panels and commands.
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import { registerCommands } from './commands';
import { registerFirstSteps } from './firstSteps';
import { registerDesignCommands } from './design';
import { trackFormContext } from './formsInDocument';
import { startLanguageClient } from './languageClient';
import { PANEL_VIEW_TYPE } from './panelHost';
import { Refusal, RunRecord, SolveRuns } from './solveRuns';
import { RUN_DECIDED_NOTIFICATION } from '../core/protocol';

/** What activate() returns: enough for tests (and other extensions) to follow solve runs. */
export interface LogelApi {
  /** The latest solve run started, whatever its state. */
  lastRun(): RunRecord | undefined;
  /** Resolves with the next run that starts. */
  nextRun(): Promise<RunRecord>;
  /** The latest solve refused because the file has errors, and what the user was told. */
  lastRefusal(): Refusal | undefined;
}

let client: Promise<LanguageClient> | undefined;

export function activate(context: vscode.ExtensionContext): LogelApi {
  const runs = new SolveRuns(context.extensionUri);
  context.subscriptions.push(
    runs,
    registerCommands(runs),
    registerFirstSteps(context.extensionUri),
    registerDesignCommands(context.extensionUri),
    trackFormContext(),
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, runs.panels),
  );
  const output = vscode.window.createOutputChannel('Logel');
  context.subscriptions.push(output);
  const started = (client = startLanguageClient(context, output));
  client.catch((e) => void vscode.window.showErrorMessage(`Logel: the language server did not start: ${e instanceof Error ? e.message : e}`));
  context.subscriptions.push(runs.onDidDecide((decided) => void started.then((c) => c.sendNotification(RUN_DECIDED_NOTIFICATION, decided), () => undefined)));
  return {
    lastRun: () => runs.lastRun(),
    nextRun: () => new Promise((resolve) => { const d = runs.onDidStart((r) => { d.dispose(); resolve(r); }); }),
    lastRefusal: () => runs.lastRefusal(),
  };
}

export async function deactivate(): Promise<void> {
  const c = client;
  client = undefined;
  if (c) await (await c.catch(() => undefined))?.stop();
}

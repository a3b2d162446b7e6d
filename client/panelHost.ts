// The solution panel's host side: one WebviewPanel per form, a strict CSP (the page is
// webview/html.ts), and typed messages only.
// The page (dist/webview.js) draws what it is sent; it asks for things with PanelRequests. A page
// that (re)loads says 'ready' and gets the whole current run replayed, so a hidden, moved or
// revived panel always shows the latest state.
import * as vscode from 'vscode';
import { PanelMessage, PanelRequest, PanelState, RunKind, runKinds } from '../core/protocol';
import { panelHtml } from '../webview/html';

export const PANEL_VIEW_TYPE = 'logel.solutions';

/** `kind`: the kind of run `form` names (a tiling form, a nonogram, ...). */
export interface PanelHandlers {
  /** The messages that bring a freshly loaded page up to date (the current run of its form). */
  replay(file: string, form: string, kind: RunKind): PanelMessage[];
  cancel(file: string, form: string, kind: RunKind): void;
  solveAgain(file: string, form: string, kind: RunKind): void;
  /** Challenges from one solution of a form (client/challenge.ts). */
  makeChallenge(file: string, form: string, positions: string[]): void;
}

export class FormPanel {
  private ready = false;
  private readonly queue: PanelMessage[] = [];
  private readonly disposables: vscode.Disposable[] = [];
  private disposed = false;

  constructor(readonly panel: vscode.WebviewPanel, readonly state: PanelState, private readonly host: PanelHost) {
    const webview = panel.webview;
    webview.options = { enableScripts: true, localResourceRoots: [host.distUri] };
    webview.html = pageHtml(webview, host.distUri, state.name);
    panel.title = panelTitle(state.name);
    this.disposables.push(
      webview.onDidReceiveMessage((m: PanelRequest) => void this.receive(m)),
      panel.onDidDispose(() => this.dispose()),
    );
  }

  get key(): string { return panelKey(this.state.file, this.state.name, this.state.kind); }

  /** Sends a message now, or once the page has said it is ready. */
  post(message: PanelMessage): void {
    if (this.disposed) return;
    if (this.ready) void this.panel.webview.postMessage(message);
    else this.queue.push(message);
  }

  reveal(): void { this.panel.reveal(undefined, true); }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.host.forget(this);
    this.disposables.forEach((d) => d.dispose());
    this.panel.dispose();
  }

  private async receive(request: PanelRequest): Promise<void> {
    const { file, name: form, kind } = this.state;
    switch (request.type) {
      case 'ready':
        // Queued messages belong to the current run, which the replay already contains.
        this.queue.length = 0;
        this.ready = true;
        for (const m of this.host.handlers.replay(file, form, kind)) void this.panel.webview.postMessage(m);
        break;
      case 'cancel': this.host.handlers.cancel(file, form, kind); break;
      case 'solveAgain': this.host.handlers.solveAgain(file, form, kind); break;
      case 'export': await exportFile(file, request); break;
      case 'makeChallenge': if (kind === 'form' && Array.isArray(request.positions)) this.host.handlers.makeChallenge(file, form, request.positions.map(String)); break;
    }
  }
}

/** Creates, reuses and revives the panels; one per (file, form). */
export class PanelHost implements vscode.WebviewPanelSerializer<PanelState> {
  private readonly panels = new Map<string, FormPanel>();
  readonly distUri: vscode.Uri;

  constructor(extensionUri: vscode.Uri, readonly handlers: PanelHandlers) {
    this.distUri = vscode.Uri.joinPath(extensionUri, 'dist');
  }

  get(file: string, form: string, kind: RunKind): FormPanel | undefined { return this.panels.get(panelKey(file, form, kind)); }

  /** The panel the user looks at, if it is one of ours. */
  active(): FormPanel | undefined { return [...this.panels.values()].find((p) => p.panel.active); }

  show(file: string, form: string, kind: RunKind): FormPanel {
    const existing = this.get(file, form, kind);
    if (existing) {
      existing.reveal();
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(PANEL_VIEW_TYPE, panelTitle(form), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
      localResourceRoots: [this.distUri],
      retainContextWhenHidden: true,
    });
    return this.adopt(panel, { file, name: form, kind });
  }

  /** VS Code reopens a panel after a reload with the state its page saved; the run starts again. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined): Promise<void> {
    if (!state || typeof state.file !== 'string' || typeof state.name !== 'string' || !runKinds.includes(state.kind)) {
      panel.dispose();
      return;
    }
    this.adopt(panel, { file: state.file, name: state.name, kind: state.kind });
    this.handlers.solveAgain(state.file, state.name, state.kind);
  }

  forget(panel: FormPanel): void {
    if (this.panels.get(panel.key) === panel) this.panels.delete(panel.key);
  }

  dispose(): void { [...this.panels.values()].forEach((p) => p.dispose()); }

  private adopt(panel: vscode.WebviewPanel, state: PanelState): FormPanel {
    const formPanel = new FormPanel(panel, state, this);
    this.panels.get(formPanel.key)?.dispose();
    this.panels.set(formPanel.key, formPanel);
    return formPanel;
  }
}

export function panelKey(file: string, form: string, kind: RunKind): string { return `${file}#${kind}:${form}`; }

function panelTitle(form: string): string { return `Solve ${form}`; }

function pageHtml(webview: vscode.Webview, dist: vscode.Uri, form: string): string {
  return panelHtml({
    cspSource: webview.cspSource,
    nonce: makeNonce(),
    scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(dist, 'webview.js')).toString(),
    styleUri: webview.asWebviewUri(vscode.Uri.joinPath(dist, 'webview.css')).toString(),
    title: panelTitle(form),
  });
}

function makeNonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

const exportFilters: Record<'svg' | 'png' | 'text' | 'non', Record<string, string[]>> = {
  svg: { 'SVG image': ['svg'] },
  png: { 'PNG image': ['png'] },
  text: { 'Text': ['txt'] },
  non: { 'Nonogram (.non)': ['non'] },
};

/** Asks where to save what the page exported and writes it. PNG arrives as a data: URL. */
async function exportFile(file: string, request: Extract<PanelRequest, { type: 'export' }>): Promise<void> {
  const format = request.format in exportFilters ? request.format : 'text';
  const safeName = request.name.replace(/[\\/:*?"<>|]/g, '_') || 'solutions';
  const target = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(vscode.Uri.parse(file), '..', safeName),
    filters: exportFilters[format],
    title: 'Logel: Export solutions',
  });
  if (!target) return;
  const bytes = format === 'png' ? dataUrlBytes(request.data) : new TextEncoder().encode(request.data);
  if (!bytes) {
    void vscode.window.showErrorMessage('Logel: the panel sent an image that is not a PNG data URL.');
    return;
  }
  await vscode.workspace.fs.writeFile(target, bytes);
  void vscode.window.showInformationMessage(`Logel: wrote ${vscode.workspace.asRelativePath(target)}`);
}

function dataUrlBytes(data: string): Uint8Array | undefined {
  const m = /^data:image\/png;base64,(.*)$/s.exec(data);
  return m ? Buffer.from(m[1], 'base64') : undefined;
}

// What the panel's views share: the state of a puzzle view's latest run (which messages are theirs),
// the head of every run of every kind (title, status, Cancel, Solve again, the progress bar and line,
// the error) and the zoom buttons.
import { PanelMessage, PanelRequest, PanelRunMessageOf, PanelState, RunKind, RunPayloads } from '../core/protocol';
import { RunStatus } from './state';
import { button, label } from './viewer';

const statusWords: Record<RunStatus, string> = { waiting: 'Waiting for the solver…', running: 'Solving…', done: 'Done', cancelled: 'Cancelled', error: 'Failed' };

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** What a message did to a puzzle view's run: `null` when it belongs to another kind of run. */
export type RunChange = 'start' | 'puzzle' | 'progress' | 'done' | 'end' | 'stale' | null;

function isOf<K extends RunKind>(message: PanelMessage | PanelRunMessageOf<K>, kind: K): message is PanelRunMessageOf<K> {
  return 'kind' in message && message.kind === kind;
}

/**
 * The latest run of one kind of puzzle (its runStarted, runPuzzle, runProgress and runDone), and whether
 * the page shows it (body[data-kind]). Messages of an earlier run of the kind are taken and dropped;
 * the end of the run (runFailed, runCancelled) is its own when the page shows it.
 */
export class PuzzleRun<K extends Exclude<RunKind, 'form'>> {
  run = -1;
  name = '';
  status: RunStatus = 'waiting';
  error = '';
  puzzle?: RunPayloads[K]['puzzle'];
  progress?: RunPayloads[K]['progress'];
  result?: RunPayloads[K]['panelResult'];

  constructor(private readonly kind: K, private readonly host: { setState(state: PanelState): void }) {}

  get active(): boolean { return document.body.dataset.kind === this.kind; }

  receive(message: PanelMessage): RunChange {
    if (isOf(message, this.kind)) {
      if (message.type === 'runStarted') {
        this.run = message.run;
        this.name = message.name;
        this.status = 'running';
        this.error = '';
        this.puzzle = this.result = this.progress = undefined;
        document.body.dataset.kind = this.kind;
        this.host.setState({ file: message.file, kind: this.kind, name: message.name });
        return 'start';
      }
      if (message.run !== this.run) return 'stale';
      switch (message.type) {
        case 'runPuzzle': this.puzzle = message.puzzle; return 'puzzle';
        case 'runProgress': this.progress = message.progress; return 'progress';
        case 'runDone':
          this.result = message.result;
          this.status = message.result.cancelled ? 'cancelled' : 'done';
          return 'done';
      }
    }
    if (message.type === 'runCancelled' || message.type === 'runFailed') {
      if (!this.active || message.run !== this.run) return null;
      if (message.type === 'runFailed') { this.status = 'error'; this.error = message.message; } else this.status = 'cancelled';
      return 'end';
    }
    return null;
  }
}

export class RunHead {
  /** The header (with the error: it stays in view while the page scrolls), the progress bar and the
   *  progress line, in page order. */
  readonly elements: HTMLElement[];
  private readonly title = el('h1', 'title');
  private readonly statusText = el('span', 'status');
  private readonly cancel: HTMLButtonElement;
  private readonly again: HTMLButtonElement;
  private readonly progress = el('div', 'progress');
  private readonly progressText = el('p', 'legend');
  private readonly errorText = el('p', 'error');

  get header(): HTMLElement { return this.elements[0]; }

  constructor(host: { postMessage(message: PanelRequest): void }) {
    this.statusText.setAttribute('role', 'status');
    this.cancel = button('Cancel', () => host.postMessage({ type: 'cancel' }));
    this.again = button('Solve again', () => host.postMessage({ type: 'solveAgain' }), 'secondary');
    const actions = el('div', 'row');
    actions.append(this.cancel, this.again);
    const header = el('header', 'row head');
    header.append(this.title, this.statusText, actions, this.errorText);
    this.progress.setAttribute('role', 'progressbar');
    this.progress.setAttribute('aria-label', 'Solving');
    this.progress.append(el('div', 'bar'));
    this.errorText.setAttribute('role', 'alert');
    this.elements = [header, this.progress, this.progressText];
  }

  /** `progress`: the latest progress line, shown while the run goes on. */
  show(title: string, status: RunStatus, progress: string | undefined, error: string): void {
    this.title.textContent = title;
    this.statusText.textContent = statusWords[status];
    this.statusText.dataset.status = status;
    const running = status === 'running';
    this.progress.hidden = !running;
    this.cancel.disabled = !running;
    this.again.disabled = running;
    // The button that can act now is the primary one: a finished run's Cancel must not look pressable.
    this.cancel.className = running ? 'primary' : 'secondary';
    this.again.className = running ? 'secondary' : 'primary';
    this.progressText.hidden = !running || progress === undefined;
    if (progress !== undefined) this.progressText.textContent = progress;
    this.errorText.hidden = status !== 'error';
    this.errorText.textContent = error;
  }

  /** An error beside the run's state, e.g. an export that failed. */
  showError(error: string): void {
    this.errorText.hidden = false;
    this.errorText.textContent = error;
  }
}

/** Zoom − / + / Fit; `zoom` gets the factor. */
export function zoomButtons(zoom: (factor: number) => void, fit: () => void): HTMLElement {
  const group = el('div', 'row');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', 'Zoom');
  const out = button('−', () => zoom(1 / 1.25), 'secondary');
  const into = button('+', () => zoom(1.25), 'secondary');
  out.setAttribute('aria-label', 'Zoom out');
  into.setAttribute('aria-label', 'Zoom in');
  group.append(label('Zoom'), out, into, button('Fit', fit, 'secondary'));
  return group;
}

/** The next cell size: ×1.25 or ÷1.25 but at least one pixel, within [min, max]. */
export function zoomedCell(from: number, factor: number, min: number, max: number): number {
  // At small sizes a factor of 1.25 rounds back to the same size: step by at least one pixel.
  const to = factor > 1 ? Math.max(from + 1, Math.round(from * factor)) : Math.min(from - 1, Math.round(from * factor));
  return Math.max(min, Math.min(max, to));
}

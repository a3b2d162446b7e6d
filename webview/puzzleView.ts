// What the panel's puzzle views (nonogram.ts, linkpix.ts) share: the state of their latest run (which
// messages are theirs), the head of a run (title, status, Cancel, Solve again, the progress bar and
// line, the error) and the zoom buttons.
import { PanelMessage, PanelRequest, PanelState } from '../core/protocol';
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

/**
 * The latest run of one kind of puzzle (`nonogram`: nonogramStart, nonogramPuzzle, nonogramProgress,
 * nonogramDone), and whether the page shows it (body[data-kind]). Messages of an earlier run of the
 * kind are taken and dropped; a tiling run or a run of the other kind hides the view.
 */
export class PuzzleRun<Puzzle, Progress, Result extends { cancelled: boolean }> {
  run = -1;
  name = '';
  status: RunStatus = 'waiting';
  error = '';
  puzzle?: Puzzle;
  progress?: Progress;
  result?: Result;

  constructor(private readonly kind: 'nonogram' | 'linkpix', private readonly host: { setState(state: PanelState): void }) {}

  get active(): boolean { return document.body.dataset.kind === this.kind; }

  receive(message: PanelMessage): RunChange {
    // The kind's own message types are named after it; their fields are those of core/protocol.ts.
    const m = message as PanelMessage & { run: number; name: string; file: string; puzzle: Puzzle; progress: Progress; result: Result };
    const own = message.type.startsWith(this.kind) ? message.type.slice(this.kind.length) : '';
    if (own === 'Start') {
      this.run = m.run;
      this.name = m.name;
      this.status = 'running';
      this.error = '';
      this.puzzle = this.result = this.progress = undefined;
      document.body.dataset.kind = this.kind;
      this.host.setState({ file: m.file, form: m.name, kind: this.kind });
      return 'start';
    }
    if (own !== '' && m.run !== this.run) return 'stale';
    switch (own) {
      case 'Puzzle': this.puzzle = m.puzzle; return 'puzzle';
      case 'Progress': this.progress = m.progress; return 'progress';
      case 'Done':
        this.result = m.result;
        this.status = m.result.cancelled ? 'cancelled' : 'done';
        return 'done';
    }
    if (message.type === 'cancelled' || message.type === 'error') {
      if (!this.active || message.run !== this.run) return null;
      if (message.type === 'error') { this.status = 'error'; this.error = message.message; } else this.status = 'cancelled';
      return 'end';
    }
    if ((message.type === 'start' || message.type.endsWith('Start')) && this.active) delete document.body.dataset.kind;
    return null;
  }
}

export class RunHead {
  /** The header, the progress bar, the progress line and the error, in page order. */
  readonly elements: HTMLElement[];
  private readonly title = el('h1', 'title');
  private readonly statusText = el('span', 'status');
  private readonly cancel: HTMLButtonElement;
  private readonly again: HTMLButtonElement;
  private readonly progress = el('div', 'progress');
  private readonly progressText = el('p', 'legend');
  private readonly errorText = el('p', 'error');

  constructor(host: { postMessage(message: PanelRequest): void }) {
    this.statusText.setAttribute('role', 'status');
    this.cancel = button('Cancel', () => host.postMessage({ type: 'cancel' }));
    this.again = button('Solve again', () => host.postMessage({ type: 'solveAgain' }), 'secondary');
    const actions = el('div', 'row');
    actions.append(this.cancel, this.again);
    const header = el('header', 'row head');
    header.append(this.title, this.statusText, actions);
    this.progress.setAttribute('role', 'progressbar');
    this.progress.setAttribute('aria-label', 'Solving');
    this.progress.append(el('div', 'bar'));
    this.errorText.setAttribute('role', 'alert');
    this.elements = [header, this.progress, this.progressText, this.errorText];
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
    this.progressText.hidden = !running || progress === undefined;
    if (progress !== undefined) this.progressText.textContent = progress;
    this.errorText.hidden = status !== 'error';
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

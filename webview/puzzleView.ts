// What the panel's puzzle views (nonogram.ts, linkpix.ts) share: the head of a run (title, status,
// Cancel, Solve again, the progress bar and line, the error) and the zoom buttons.
import { PanelRequest } from '../core/protocol';
import { button, label } from './viewer';

export type RunStatus = 'waiting' | 'running' | 'done' | 'cancelled' | 'error';

const statusWords: Record<RunStatus, string> = { waiting: 'Waiting for the solver…', running: 'Solving…', done: 'Done', cancelled: 'Cancelled', error: 'Failed' };

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
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

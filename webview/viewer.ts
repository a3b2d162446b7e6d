// One tableau drawn large in a modal dialog, with its position list and export buttons; a 3-D form
// also gets its isometric view beside the layers. The arrow keys (and Home/End) page through the
// tableaux; Escape closes it (the dialog's own behaviour); focus then returns to the gallery.
import { TableauGeometry } from '../core/protocol';
import { isometricTableau } from '../core/render/isometric';
import { tableauElements, tableauViewBox } from '../core/render/svg';
import { ExportFormat, positionList } from './exporting';
import { withCommas } from '../core/language/text';

export interface ViewerSource {
  geometry(): TableauGeometry | undefined;
  count(): number;
  item(index: number): { positions: number[]; caption: string } | undefined;
  exportOne(index: number, format: ExportFormat): void;
  /** Asks the host for challenges from this solution (tiling forms only). */
  makeChallenge(index: number): void;
  closed(index: number): void;
}

export class Viewer {
  readonly element: HTMLDialogElement;
  private readonly heading: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly iso: SVGSVGElement;
  private readonly list: HTMLElement;
  private readonly previous: HTMLButtonElement;
  private readonly next: HTMLButtonElement;
  private index = 0;

  constructor(private readonly source: ViewerSource) {
    this.element = document.createElement('dialog');
    this.element.className = 'viewer';
    this.element.setAttribute('aria-labelledby', 'viewer-heading');
    this.element.tabIndex = -1;
    this.heading = document.createElement('h2');
    this.heading.id = 'viewer-heading';
    this.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.svg.setAttribute('class', 'tableau large');
    this.svg.setAttribute('role', 'img');
    this.iso = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.iso.setAttribute('class', 'tableau isometric');
    this.iso.setAttribute('role', 'img');
    const views = document.createElement('div');
    views.className = 'views';
    views.append(this.svg, this.iso);
    this.list = document.createElement('p');
    this.list.className = 'positions';
    this.list.setAttribute('aria-label', 'Positions');
    this.previous = button('Previous', () => this.show(this.index - 1));
    this.next = button('Next', () => this.show(this.index + 1));
    const close = button('Close', () => this.element.close());
    close.classList.add('close');
    const exports = document.createElement('div');
    exports.className = 'row';
    exports.setAttribute('role', 'group');
    exports.setAttribute('aria-label', 'Export this tableau');
    exports.append(label('Export'), ...(['svg', 'png', 'text'] as const).map((f) => button(f === 'text' ? 'Text' : f.toUpperCase(), () => this.source.exportOne(this.index, f), 'secondary')));
    const challenge = button('Make a challenge from this solution', () => this.source.makeChallenge(this.index), 'secondary');
    challenge.title = 'Pieces of this solution to place in advance so that one completion is left (logel make challenge), added at the end of the file';
    exports.append(challenge);
    const nav = document.createElement('div');
    nav.className = 'row';
    nav.append(this.previous, this.next, close);
    const head = document.createElement('div');
    head.className = 'row head';
    head.append(this.heading, nav);
    this.element.append(head, views, this.list, exports);
    this.element.addEventListener('close', () => this.source.closed(this.index));
    this.element.addEventListener('keydown', (e) => {
      const step: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, PageUp: -1, ArrowRight: 1, ArrowDown: 1, PageDown: 1 };
      const last = this.source.count() - 1;
      const target = e.key === 'Home' ? 0 : e.key === 'End' ? last : step[e.key] !== undefined ? this.index + step[e.key] : undefined;
      if (target === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      if (target >= 0 && target <= last && target !== this.index) this.show(target);
      // Next at the last tableau is disabled now: keep the focus inside the dialog.
      if (!this.element.contains(document.activeElement) || (document.activeElement as HTMLButtonElement).disabled) this.element.focus();
    });
  }

  get open(): boolean { return this.element.open; }

  show(index: number): void {
    const count = this.source.count();
    const item = this.source.item(index);
    const geometry = this.source.geometry();
    if (!item || !geometry) return;
    this.index = index;
    this.heading.textContent = `Tableau ${item.caption} of ${withCommas(count)}`;
    this.svg.setAttribute('viewBox', tableauViewBox(geometry));
    this.svg.setAttribute('aria-label', `Tableau ${item.caption}`);
    this.svg.innerHTML = tableauElements(geometry, item.positions);
    const iso = isometricTableau(geometry, item.positions);
    this.iso.toggleAttribute('hidden', !iso);
    if (iso) {
      this.iso.setAttribute('viewBox', iso.viewBox);
      this.iso.setAttribute('aria-label', `Tableau ${item.caption}, isometric view, layers lifted apart`);
      this.iso.innerHTML = iso.elements;
    } else this.iso.innerHTML = '';
    this.list.textContent = positionList(geometry, item.positions);
    this.previous.disabled = index <= 0;
    this.next.disabled = index >= count - 1;
    if (!this.element.open) this.element.showModal();
  }

  /** The count grew (solutions still arriving): Next may become possible. */
  refresh(): void {
    if (this.element.open) this.next.disabled = this.index >= this.source.count() - 1;
  }

  close(): void { if (this.element.open) this.element.close(); }
}

export function button(text: string, onClick: () => void, kind: 'primary' | 'secondary' = 'primary'): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.className = kind;
  b.addEventListener('click', onClick);
  return b;
}

export function label(text: string): HTMLElement {
  const s = document.createElement('span');
  s.className = 'legend';
  s.textContent = text;
  return s;
}

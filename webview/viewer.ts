// One tableau drawn large in a modal dialog, with its position list and export buttons.
// Escape closes it (the dialog's own behaviour); focus then returns to the gallery.
import { TableauGeometry } from '../core/protocol';
import { tableauElements, tableauViewBox } from '../core/render/svg';
import { ExportFormat, positionList } from './exporting';

export interface ViewerSource {
  geometry(): TableauGeometry | undefined;
  count(): number;
  item(index: number): { positions: number[]; caption: string } | undefined;
  exportOne(index: number, format: ExportFormat): void;
  closed(index: number): void;
}

export class Viewer {
  readonly element: HTMLDialogElement;
  private readonly heading: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly list: HTMLElement;
  private readonly previous: HTMLButtonElement;
  private readonly next: HTMLButtonElement;
  private index = 0;

  constructor(private readonly source: ViewerSource) {
    this.element = document.createElement('dialog');
    this.element.className = 'viewer';
    this.element.setAttribute('aria-labelledby', 'viewer-heading');
    this.heading = document.createElement('h2');
    this.heading.id = 'viewer-heading';
    this.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.svg.setAttribute('class', 'tableau large');
    this.svg.setAttribute('role', 'img');
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
    const nav = document.createElement('div');
    nav.className = 'row';
    nav.append(this.previous, this.next, close);
    const head = document.createElement('div');
    head.className = 'row head';
    head.append(this.heading, nav);
    this.element.append(head, this.svg, this.list, exports);
    this.element.addEventListener('close', () => this.source.closed(this.index));
  }

  get open(): boolean { return this.element.open; }

  show(index: number): void {
    const count = this.source.count();
    const item = this.source.item(index);
    const geometry = this.source.geometry();
    if (!item || !geometry) return;
    this.index = index;
    this.heading.textContent = `Tableau ${item.caption} of ${count}`;
    this.svg.setAttribute('viewBox', tableauViewBox(geometry));
    this.svg.setAttribute('aria-label', `Tableau ${item.caption}`);
    this.svg.innerHTML = tableauElements(geometry, item.positions);
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

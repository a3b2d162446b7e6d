// The gallery of tableaux: a virtualized grid of cards, all of one size, shaped like the form (a
// tower's strip gets a wide card) and scaled by the size control. Only the rows in view (plus one
// above and below) exist in the DOM; cards that leave the view are reused for the ones that enter.
// A resize keeps the first card in view. Labels too small to read are hidden until a card is hovered.
// Keyboard: the gallery is one tab stop (a listbox); arrow keys, Home/End and PageUp/PageDown move
// the active card, Enter or Space opens it.
import { TableauGeometry } from '../core/protocol';
import { labelSize, tableauElements, tableauViewBox } from '../core/render/svg';

/** Thumbnail sizes: the side of a square form's drawing, in pixels. */
export const thumbnailSizes = { small: 110, medium: 170, large: 250 } as const;
export type ThumbnailSize = keyof typeof thumbnailSizes;
/** Padding and border of a card around its drawing, the caption under it, the gap between cards. */
const cardPadding = 14;
const captionHeight = 20;
const cardGap = 8;
/** Below this many pixels a label is hidden until the card is hovered or active. */
const smallestLabel = 8;
const svgNs = 'http://www.w3.org/2000/svg';

export interface GalleryItem { positions: number[]; caption: string }

export interface GallerySource {
  geometry(): TableauGeometry | undefined;
  count(): number;
  item(index: number): GalleryItem | undefined;
  open(index: number): void;
}

interface Card { element: HTMLElement; svg: SVGSVGElement; caption: HTMLElement; key: string }

export class Gallery {
  readonly element: HTMLElement;
  private readonly cards = new Map<number, Card>();
  private readonly pool: Card[] = [];
  private columns = 1;
  private active = 0;
  private size: ThumbnailSize = 'medium';
  /** One card's slot (card and gap) in pixels, and the layout it was last drawn with. */
  private slotWidth = 176;
  private slotHeight = 200;
  private layout = '';
  /** Bumped when the items change meaning (another view, another run): every card must be redrawn. */
  private version = 0;

  /** `inset` is how much of the window's top the sticky header and toolbar cover. */
  constructor(private readonly source: GallerySource, label: string, private readonly inset: () => number = () => 0) {
    this.element = document.createElement('div');
    this.element.className = 'gallery';
    this.element.id = 'gallery';
    this.element.tabIndex = 0;
    this.element.setAttribute('role', 'listbox');
    this.element.setAttribute('aria-label', label);
    this.element.addEventListener('keydown', (e) => this.onKey(e));
    this.element.addEventListener('click', (e) => {
      const card = (e.target as Element).closest<HTMLElement>('.card');
      if (!card) return;
      const index = Number(card.dataset.index);
      this.setActive(index);
      this.source.open(index);
    });
  }

  /** The items changed meaning: redraw every card and go back to the first. */
  reset(): void {
    this.version++;
    this.active = 0;
  }

  activeIndex(): number { return this.active; }

  setSize(size: ThumbnailSize): void {
    if (size === this.size) return;
    this.size = size;
    this.version++;
    this.update();
  }

  /** Makes card `index` the active one and scrolls it into view. */
  goTo(index: number): void {
    const count = this.source.count();
    if (count === 0) return;
    this.setActive(Math.min(count - 1, Math.max(0, index)));
    this.reveal();
  }

  /** Lays out the grid for the current count and draws the visible cards. */
  update(): void {
    const count = this.source.count();
    const width = this.element.clientWidth;
    const geometry = this.source.geometry();
    const card = this.cardSize(geometry, width);
    const columns = Math.max(1, Math.floor(width / (card.width + cardGap)));
    const layout = `${columns} ${card.width} ${card.height}`;
    if (layout !== this.layout) {
      // The first row in view before the change is the first row in view after it.
      const viewTop = this.inset() - this.element.getBoundingClientRect().top;
      const anchor = this.layout && viewTop > 0 ? Math.floor(viewTop / this.slotHeight) * this.columns : -1;
      const offset = viewTop - Math.floor(viewTop / this.slotHeight) * this.slotHeight;
      this.columns = columns;
      this.slotWidth = card.width + cardGap;
      this.slotHeight = card.height + cardGap;
      this.element.style.setProperty('--card-width', `${card.width}px`);
      this.element.style.setProperty('--card-height', `${card.height}px`);
      this.element.style.height = `${Math.ceil(count / this.columns) * this.slotHeight}px`;
      if (anchor >= 0) window.scrollBy(0, Math.floor(anchor / this.columns) * this.slotHeight + offset - viewTop);
      this.layout = layout;
    }
    this.element.classList.toggle('small-labels', card.labelPixels < smallestLabel);
    const rows = Math.ceil(count / this.columns);
    this.element.style.height = `${rows * this.slotHeight}px`;
    if (this.active >= count) this.active = Math.max(0, count - 1);
    const { first, last } = this.visibleRows(rows);
    const from = first * this.columns;
    const to = Math.min(count, (last + 1) * this.columns);
    for (const [index, card] of this.cards) {
      if (index < from || index >= to) {
        this.cards.delete(index);
        card.element.hidden = true;
        this.pool.push(card);
      }
    }
    for (let index = from; index < to; index++) {
      let card = this.cards.get(index);
      if (!card) {
        card = this.pool.pop() ?? this.newCard();
        this.cards.set(index, card);
      }
      this.draw(card, index, geometry);
    }
    if (count > 0) this.element.setAttribute('aria-activedescendant', `card-${this.active}`);
    else this.element.removeAttribute('aria-activedescendant');
  }

  /**
   * A card's size for this form: a square form gets a square drawing of the chosen size, a long one
   * (a tower, layers side by side) a wide card of about the same area, as wide as the gallery at most.
   */
  private cardSize(geometry: TableauGeometry | undefined, available: number): { width: number; height: number; labelPixels: number } {
    const side = thumbnailSizes[this.size];
    const box = geometry ? tableauViewBox(geometry).split(' ').map(Number) : [0, 0, 1, 1];
    const aspect = box[2] > 0 && box[3] > 0 ? box[2] / box[3] : 1;
    const widest = Math.max(side * 0.75, Math.min(side * 3.4, available - cardPadding - cardGap));
    let width = Math.min(widest, Math.max(side * 0.75, side * Math.sqrt(aspect)));
    let height = width / aspect;
    if (height > side * 1.5) { height = side * 1.5; width = height * aspect; }
    const labelPixels = geometry ? labelSize(geometry) * (width / box[2]) : Infinity;
    return { width: Math.round(width) + cardPadding, height: Math.round(height) + cardPadding + captionHeight, labelPixels };
  }

  /** Rows that intersect the window's view of the gallery, one more on each side. */
  private visibleRows(rows: number): { first: number; last: number } {
    const top = this.element.getBoundingClientRect().top;
    const viewTop = Math.max(0, -top);
    const viewBottom = Math.min(rows * this.slotHeight, window.innerHeight - top);
    if (viewBottom <= viewTop) return { first: 0, last: -1 };
    return { first: Math.max(0, Math.floor(viewTop / this.slotHeight) - 1), last: Math.min(rows - 1, Math.ceil(viewBottom / this.slotHeight)) };
  }

  private newCard(): Card {
    const element = document.createElement('div');
    element.className = 'card';
    element.setAttribute('role', 'option');
    const svg = document.createElementNS(svgNs, 'svg');
    svg.setAttribute('class', 'tableau');
    svg.setAttribute('aria-hidden', 'true');
    const caption = document.createElement('div');
    caption.className = 'caption';
    element.append(svg, caption);
    this.element.append(element);
    return { element, svg, caption, key: '' };
  }

  private draw(card: Card, index: number, geometry: TableauGeometry | undefined): void {
    const { element } = card;
    const row = Math.floor(index / this.columns);
    const column = index % this.columns;
    element.hidden = false;
    element.style.transform = `translate(${column * this.slotWidth}px, ${row * this.slotHeight}px)`;
    const isActive = index === this.active;
    element.classList.toggle('active', isActive);
    element.setAttribute('aria-selected', String(isActive));
    const key = `${this.version}:${index}:${geometry ? 1 : 0}`;
    if (card.key === key) return;
    card.key = key;
    const item = this.source.item(index);
    element.id = `card-${index}`;
    element.dataset.index = String(index);
    element.setAttribute('aria-posinset', String(index + 1));
    element.setAttribute('aria-setsize', String(this.source.count()));
    card.caption.textContent = item?.caption ?? '';
    element.setAttribute('aria-label', `Tableau ${item?.caption ?? index + 1}`);
    if (geometry && item) {
      card.svg.setAttribute('viewBox', tableauViewBox(geometry));
      card.svg.innerHTML = tableauElements(geometry, item.positions);
    } else card.svg.innerHTML = '';
  }

  private onKey(e: KeyboardEvent): void {
    const count = this.source.count();
    if (count === 0) return;
    const pageRows = Math.max(1, Math.floor((window.innerHeight - this.inset()) / this.slotHeight) - 1);
    let next = this.active;
    switch (e.key) {
      case 'ArrowRight': next++; break;
      case 'ArrowLeft': next--; break;
      case 'ArrowDown': next += this.columns; break;
      case 'ArrowUp': next -= this.columns; break;
      case 'PageDown': next += pageRows * this.columns; break;
      case 'PageUp': next -= pageRows * this.columns; break;
      case 'Home': next = 0; break;
      case 'End': next = count - 1; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.source.open(this.active);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.setActive(Math.min(count - 1, Math.max(0, next)));
    this.reveal();
  }

  private setActive(index: number): void {
    this.active = index;
    for (const [i, card] of this.cards) {
      card.element.classList.toggle('active', i === index);
      card.element.setAttribute('aria-selected', String(i === index));
    }
    this.element.setAttribute('aria-activedescendant', `card-${index}`);
  }

  /** Scrolls the window so the active card's row is in view below the sticky header, then draws it. */
  private reveal(): void {
    const row = Math.floor(this.active / this.columns);
    const top = this.element.getBoundingClientRect().top + row * this.slotHeight;
    const inset = this.inset();
    if (top < inset) window.scrollBy(0, top - inset);
    else if (top + this.slotHeight > window.innerHeight) window.scrollBy(0, top + this.slotHeight - window.innerHeight);
    this.update();
  }
}

// The panel's Link-a-Pix view: the clue grid, the paths drawn as lines over it, or the painted picture
// (palette colours; theme colours for black and white), zoomable with buttons and keys (+, -, 0 on the
// pictures), two solutions side by side with the paths that differ marked, and export as SVG and PNG.
// Each picture is one canvas stroked with one path per colour (core/render/linkpix.ts), so 150×150 with
// 6,000 clues stays smooth. main.ts hands it every message first; it takes the Link-a-Pix runs.
import { LinkpixPuzzleMessage, LinkpixRunResult, PanelMessage, PanelRequest, PanelState } from '../core/protocol';
import type { LinkpixProgress } from '../core/linkpix/solve';
import { differingPaths, LinkpixScene, linkpixScene, LinkpixShow, linkpixSvg } from '../core/render/linkpix';
import { withCommas } from '../core/language/text';
import { contrast, inkOn, LEGIBLE_CONTRAST } from '../core/render/contrast';
import { pngOf } from './exporting';
import { button, label } from './viewer';
import { el, PuzzleRun, RunHead, zoomButtons, zoomedCell } from './puzzleView';

export interface LinkpixHost {
  postMessage(message: PanelRequest): void;
  setState(state: PanelState): void;
}

const minCell = 2, maxCell = 64;
/** Canvases larger than this on a side fail in Chromium: the zoom stops below it. */
const maxCanvasSide = 8192;

export class LinkpixView {
  readonly element: HTMLElement;
  private readonly latest: PuzzleRun<'linkpix'>;
  private show: LinkpixShow = 'paths';
  private cell = 0;

  private readonly head: RunHead;
  private readonly verdict = el('p', 'verdict');
  private readonly flow = el('p', 'flow');
  private readonly pathsButton: HTMLButtonElement;
  private readonly pictureButton: HTMLButtonElement;
  private readonly exportButtons: HTMLButtonElement[];
  private readonly pictures = el('div', 'linkpix-pictures');

  constructor(private readonly host: LinkpixHost) {
    this.element = el('section', 'linkpix-view');
    this.element.setAttribute('aria-label', 'Link-a-Pix');
    this.head = new RunHead(host);
    this.latest = new PuzzleRun('linkpix', host);

    const views = el('div', 'segmented');
    views.setAttribute('role', 'group');
    views.setAttribute('aria-label', 'Show');
    this.pathsButton = button('Paths', () => this.setShow('paths'), 'secondary');
    this.pictureButton = button('Picture', () => this.setShow('picture'), 'secondary');
    views.append(this.pathsButton, this.pictureButton);
    const zoom = zoomButtons((factor) => this.zoom(factor), () => this.fit());
    const exports = el('div', 'row');
    exports.setAttribute('role', 'group');
    exports.setAttribute('aria-label', 'Export');
    this.exportButtons = [button('SVG', () => void this.export('svg'), 'secondary'), button('PNG', () => void this.export('png'), 'secondary')];
    exports.append(label('Export'), ...this.exportButtons);
    const toolbar = el('div', 'row toolbar');
    toolbar.append(views, zoom, exports);

    // Canvases take the theme's colours when drawn: VS Code changes the theme by the page's style
    // variables and body class, and the pictures are drawn again at once.
    const redraw = new MutationObserver(() => { if (this.latest.puzzle) this.draw(); });
    redraw.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    redraw.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    this.pictures.tabIndex = 0;
    this.pictures.setAttribute('role', 'region');
    this.pictures.setAttribute('aria-label', 'Pictures (+ and − zoom, 0 fits)');
    this.pictures.addEventListener('keydown', (e) => {
      if (e.key === '+' || e.key === '=') this.zoom(1.25);
      else if (e.key === '-' || e.key === '_') this.zoom(1 / 1.25);
      else if (e.key === '0') this.fit();
      else return;
      e.preventDefault();
    });
    this.element.append(...this.head.elements, this.verdict, this.flow, toolbar, this.pictures);
  }

  /** Takes the messages of Link-a-Pix runs; false for the others, which the rest of the page draws. */
  receive(message: PanelMessage): boolean {
    const change = this.latest.receive(message);
    if (change === null) return false;
    if (change !== 'stale') this.draw();
    return true;
  }

  private setShow(show: LinkpixShow): void {
    this.show = show;
    this.draw();
  }

  private fit(): void {
    this.cell = 0;
    this.draw();
  }

  private zoom(factor: number): void {
    this.cell = zoomedCell(this.cell || this.fitCell(), factor, minCell, this.largestCell());
    this.draw();
  }

  private largestCell(): number {
    const p = this.latest.puzzle;
    return p ? Math.max(minCell, Math.min(maxCell, Math.floor(maxCanvasSide / Math.max(p.width, p.height)))) : maxCell;
  }

  /** The cell size that fits the pictures in the panel's width, between 2 and 32 px. */
  private fitCell(): number {
    const p = this.latest.puzzle;
    if (!p) return 16;
    const available = Math.max(160, (this.element.clientWidth || window.innerWidth) - 40) / (this.solutions().length > 1 ? 2 : 1) - 8;
    // Fit fills the width, a small puzzle too (up to the largest cell the zoom allows).
    return Math.max(minCell, Math.min(this.largestCell(), Math.floor(available / p.width)));
  }

  private solutions(): number[][][] { return this.latest.result?.solutions ?? []; }

  private draw(): void {
    this.head.show(`Link-a-Pix ${this.latest.name}`, this.latest.status, this.latest.progress && progressLine(this.latest.progress), this.latest.error);
    const r = this.latest.result;
    this.verdict.textContent = r && this.latest.puzzle ? verdictLine(this.latest.puzzle, r) : '';
    this.flow.hidden = !r;
    if (r) this.flow.textContent = flowLine(r);
    this.pathsButton.setAttribute('aria-pressed', String(this.show === 'paths'));
    this.pictureButton.setAttribute('aria-pressed', String(this.show === 'picture'));
    const p = this.latest.puzzle;
    this.exportButtons.forEach((b) => (b.disabled = !p));
    if (!p) { this.pictures.replaceChildren(); return; }
    const cell = Math.min(this.cell || this.fitCell(), this.largestCell());
    const solutions = this.solutions();
    if (solutions.length === 0) {
      this.pictures.replaceChildren(this.figure(p, [], [], cell, 'paths', r ? (r.complete ? 'No solution' : 'No solution found') : 'The clues'));
      return;
    }
    const marked = solutions.length > 1 ? [differingPaths(solutions[0], solutions[1]), differingPaths(solutions[1], solutions[0])] : [[]];
    this.pictures.replaceChildren(...solutions.map((paths, i) => this.figure(p, paths, marked[i], cell, this.show,
      solutions.length > 1 ? `Solution ${i + 1} (${marked[i].length} of its ${paths.length} paths differ, marked)` : 'Solution')));
  }

  private figure(p: LinkpixPuzzleMessage, paths: number[][], marked: number[], cell: number, show: LinkpixShow, caption: string): HTMLElement {
    const f = el('figure', 'linkpix-figure');
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `${this.latest.name}: ${caption}`);
    canvas.dataset.cell = String(cell);
    canvas.dataset.marked = String(marked.length);
    drawCanvas(canvas, p, linkpixScene(p, paths, cell, marked), cell, paths.length > 0 ? show : 'paths', paths.length > 0);
    f.append(canvas, el('figcaption', '', caption));
    return f;
  }

  private async export(format: 'svg' | 'png'): Promise<void> {
    const p = this.latest.puzzle;
    if (!p) return;
    try {
      const solutions = this.solutions();
      const paths = solutions[0] ?? [];
      const marked = solutions.length > 1 ? differingPaths(solutions[0], solutions[1]) : [];
      const show = paths.length ? this.show : 'paths';
      const cell = Math.max(16, Math.min(this.cell || this.fitCell(), this.largestCell()));
      const svg = linkpixSvg(p, paths, cell, show, `${p.name}${paths.length ? '' : ' (clues)'}`, marked);
      this.host.postMessage({ type: 'export', format, name: `${this.latest.name}.${format}`, data: format === 'svg' ? svg : await pngOf(svg) });
    } catch (err) {
      this.latest.status = 'error';
      this.latest.error = `Export failed: ${err instanceof Error ? err.message : String(err)}`;
      this.draw();
    }
  }
}

/** The theme's colours, read from the page's CSS variables at draw time (they change with the theme). */
function themeColours(): { background: string; ink: string; grid: string; mark: string } {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--vscode-editor-background', '#ffffff'),
    ink: v('--vscode-editor-foreground', v('--vscode-foreground', '#000000')),
    grid: v('--vscode-editorLineNumber-foreground', v('--vscode-descriptionForeground', '#9d9d9d')),
    mark: v('--vscode-editorError-foreground', v('--vscode-errorForeground', '#e51400')),
  };
}

/** Strokes the scene on the canvas: one Path2D per colour for the lines, dots, cells and marks. */
function drawCanvas(canvas: HTMLCanvasElement, p: LinkpixPuzzleMessage, s: LinkpixScene, cell: number, show: LinkpixShow, solved: boolean): void {
  const [w, h] = s.size;
  const ratio = Math.min(window.devicePixelRatio || 1, maxCanvasSide / Math.max(w, h, 1));
  canvas.width = Math.max(1, Math.round(w * ratio));
  canvas.height = Math.max(1, Math.round(h * ratio));
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(ratio, ratio);
  const theme = themeColours();
  const rgb = (colour: number) => (colour === 0 ? theme.ink : p.palette[colour] ?? theme.ink);
  // A palette colour near the theme's background gets an outline in the ink that contrasts with it.
  const faint = (colour: number) => contrast(rgb(colour), theme.background) < LEGIBLE_CONTRAST;
  const outline = (colour: number) => inkOn(rgb(colour));
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, w, h);
  if (show === 'picture') {
    for (const c of s.cells) {
      ctx.fillStyle = rgb(c.colour);
      const path = new Path2D(c.d);
      ctx.fill(path);
      if (faint(c.colour)) { ctx.strokeStyle = theme.grid; ctx.lineWidth = 1; ctx.stroke(path); }
    }
  } else {
    ctx.strokeStyle = theme.grid;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = 0.5;
    ctx.stroke(new Path2D(s.grid));
    ctx.globalAlpha = 1;
    ctx.lineCap = ctx.lineJoin = 'round';
    for (const l of s.lines) {
      const path = new Path2D(l.d);
      if (faint(l.colour)) { ctx.strokeStyle = outline(l.colour); ctx.lineWidth = cell * 0.4 + 2; ctx.stroke(path); }
      ctx.strokeStyle = rgb(l.colour);
      ctx.lineWidth = cell * 0.4;
      ctx.stroke(path);
    }
    ctx.lineWidth = 1;
    for (const d of [...s.dots, ...s.clueSquares, ...s.clueDiscs]) {
      const path = new Path2D(d.d);
      ctx.fillStyle = rgb(d.colour);
      ctx.fill(path);
      if (faint(d.colour)) { ctx.strokeStyle = outline(d.colour); ctx.stroke(path); }
    }
    if (s.clues.length) {
      ctx.font = `${s.fontSize}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      // On a solved grid the number sits on its path, in black or white (whichever reads on it) on a
      // disc of the path's colour (drawn above); unsolved, in its colour, with a halo if that is near
      // the background. By colour: few changes of the drawing state for thousands of numbers.
      const byColour = new Map<number, LinkpixScene['clues']>();
      for (const c of s.clues) { let l = byColour.get(c.colour); if (!l) byColour.set(c.colour, l = []); l.push(c); }
      ctx.lineWidth = Math.max(2, s.fontSize * 0.2);
      for (const [colour, clues] of byColour) {
        const halo = !solved && faint(colour);
        ctx.fillStyle = solved ? outline(colour) : rgb(colour);
        ctx.strokeStyle = outline(colour);
        for (const c of clues) {
          if (halo) ctx.strokeText(c.text, c.x, c.y);
          ctx.fillText(c.text, c.x, c.y);
        }
      }
    }
  }
  if (s.marks) {
    ctx.strokeStyle = theme.mark;
    ctx.lineWidth = Math.max(1.5, cell * 0.15);
    ctx.lineCap = ctx.lineJoin = 'round';
    ctx.setLineDash([cell * 0.3, cell * 0.2]);
    ctx.stroke(new Path2D(s.marks));
    ctx.setLineDash([]);
  }
}

function progressLine(p: LinkpixProgress): string {
  return p.stage === 'search'
    ? `search: ${withCommas(p.placements)} placements over ${withCommas(p.alive)} paths`
    : `${p.stage}: ${withCommas(p.paths)} paths generated, ${withCommas(p.alive)} left`;
}

/** The pipeline: paths generated → after exclusions → options searched. */
export function flowLine(r: LinkpixRunResult): string {
  const { generated, afterExclusions, searched } = r.pipeline;
  return `${withCommas(generated)} paths generated → ${withCommas(afterExclusions)} after exclusions → ${withCommas(searched)} options searched (${withCommas(r.stats.placements)} placements)`;
}

export function verdictLine(p: LinkpixPuzzleMessage, r: LinkpixRunResult): string {
  const size = `${p.width}×${p.height}`;
  const time = `${(r.stats.ms / 1000).toFixed(2)}\u00a0s`; // a no-break space: never wrapped apart
  if (r.cancelled) return `${size}: cancelled after ${time}, ${r.solutions.length} solution${r.solutions.length === 1 ? '' : 's'} found so far`;
  if (r.solutions.length === 0) return `${size}: ${r.problem ? r.problem.message : 'no solution'} (${time})`;
  if (r.solutions.length > 1) return `${size}: more than one solution — two are shown, the paths that differ marked (${time})`;
  if (r.unique === null) return `${size}: a solution; uniqueness not decided (${time})`;
  return `${size}: unique, ${r.difficulty === 'exclusions' ? 'solved by exclusions alone' : 'needs search'} (${time})`;
}

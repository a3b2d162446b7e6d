// The panel's nonogram view: the clues around the grid, the solved picture (zoomable, theme colours for
// blank and black, the palette for colour puzzles), both pictures with their differing cells marked
// when there are two solutions, a step-by-step replay of the deductions (which line, probe or search
// guess decided which cells), starting hints marked, what would make two solutions one (the
// proposals, dashed) beside them, and export as SVG, PNG and .non. main.ts hands it every message first; it takes the
// nonogram runs and leaves tiling runs to the rest of the page.
import { NonogramProgress, NonogramPuzzleMessage, NonogramRunResult, PanelMessage, PanelRequest, PanelState } from '../core/protocol';
import { formatNon } from '../core/nonogram/formats';
import { pictureCells } from '../core/nonogram/pictureString';
import { nonogramSvg } from '../core/render/nonogram';
import { nonogramProgressText } from '../core/nonogram/progress';
import { clueOfLine } from '../core/nonogram/checks';
import { pngOf } from './exporting';
import { button, label } from './viewer';
import { el, PuzzleRun, RunHead, zoomButtons, zoomedCell } from './puzzleView';

export interface NonogramHost {
  postMessage(message: PanelRequest): void;
  setState(state: PanelState): void;
}

type View = 'solution' | 'replay';

const minCell = 2, maxCell = 64;

export class NonogramView {
  readonly element: HTMLElement;
  private readonly latest: PuzzleRun<'nonogram'>;
  private view: View = 'solution';
  private cell = 0;
  private step = 0;

  private readonly head: RunHead;
  private readonly verdict = el('p', 'verdict');
  private readonly solutionButton: HTMLButtonElement;
  private readonly replayButton: HTMLButtonElement;
  private readonly exportButtons: HTMLButtonElement[];
  private readonly pictures = el('div', 'nonogram-pictures');
  private readonly replayBox = el('div', 'replay row');
  private readonly slider = document.createElement('input');
  private readonly stepText = el('p', 'step-text');

  constructor(private readonly host: NonogramHost) {
    this.element = el('section', 'nonogram-view');
    this.element.setAttribute('aria-label', 'Nonogram');
    this.head = new RunHead(host);
    this.latest = new PuzzleRun('nonogram', host);

    const views = el('div', 'segmented');
    views.setAttribute('role', 'group');
    views.setAttribute('aria-label', 'Show');
    this.solutionButton = button('Solution', () => this.setView('solution'), 'secondary');
    this.replayButton = button('Replay', () => this.setView('replay'), 'secondary');
    views.append(this.solutionButton, this.replayButton);
    const zoom = zoomButtons((factor) => this.zoom(factor), () => { this.cell = 0; this.draw(); });
    const exports = el('div', 'row');
    exports.setAttribute('role', 'group');
    exports.setAttribute('aria-label', 'Export');
    this.exportButtons = [
      button('SVG', () => void this.export('svg'), 'secondary'),
      button('PNG', () => void this.export('png'), 'secondary'),
      button('.non', () => void this.export('non'), 'secondary'),
    ];
    exports.append(label('Export'), ...this.exportButtons);
    const toolbar = el('div', 'row toolbar');
    toolbar.append(views, zoom, exports);

    this.slider.type = 'range';
    this.slider.min = '0';
    this.slider.setAttribute('aria-label', 'Deduction step');
    this.slider.addEventListener('input', () => this.goTo(Number(this.slider.value)));
    this.replayBox.append(
      button('First', () => this.goTo(0), 'secondary'), button('Back', () => this.goTo(this.step - 1), 'secondary'),
      this.slider,
      button('Next', () => this.goTo(this.step + 1), 'secondary'), button('Last', () => this.goTo(Number.MAX_SAFE_INTEGER), 'secondary'),
    );
    ['First step', 'Previous step', '', 'Next step', 'Last step'].forEach((name, i) => { if (name) this.replayBox.children[i].setAttribute('aria-label', name); });
    this.stepText.setAttribute('aria-live', 'polite');
    this.pictures.tabIndex = 0;
    this.pictures.setAttribute('role', 'region');
    this.pictures.setAttribute('aria-label', 'Pictures');
    this.element.append(...this.head.elements, this.verdict, toolbar, this.replayBox, this.stepText, this.pictures);
  }

  /** Takes the messages of nonogram runs; false for the others (tiling runs), which main.ts draws. */
  receive(message: PanelMessage): boolean {
    const change = this.latest.receive(message);
    if (change === null) return false;
    if (change === 'stale') return true;
    // The replay opens at its start, as every view of a run does.
    if (change === 'start' || change === 'done') this.step = 0;
    this.draw();
    return true;
  }

  private setView(view: View): void {
    this.view = view;
    this.draw();
  }

  private zoom(factor: number): void {
    this.cell = zoomedCell(this.cell || this.fitCell(), factor, minCell, maxCell);
    this.draw();
  }

  /** The cell size that fits the picture (with its clues) in the panel's width, between 4 and 28 px. */
  private fitCell(): number {
    const p = this.latest.puzzle;
    if (!p) return 16;
    const across = p.width + 1.2 * Math.max(1, ...p.rows.map((c) => c.length));
    const available = Math.max(200, (this.element.clientWidth || window.innerWidth) - 40) / (this.solutions().length > 1 ? 2 : 1);
    return Math.max(4, Math.min(28, Math.floor(available / across)));
  }

  private goTo(step: number): void {
    const last = this.latest.result?.steps.length ?? 0;
    this.step = Math.max(0, Math.min(last, step));
    this.draw();
  }

  private solutions(): Int16Array[] { return (this.latest.result?.solutions ?? []).map(pictureCells); }

  /** The cells known after the first `step` deductions. */
  private replayCells(step: number): Int16Array {
    const p = this.latest.puzzle!;
    // The starting hints are known before the first step.
    const cells = p.given ? pictureCells(p.given) : new Int16Array(p.width * p.height).fill(-1);
    for (const s of this.latest.result!.steps.slice(0, step)) s.cells.forEach((c, i) => (cells[c] = s.colours[i]));
    return cells;
  }

  /** The cells given as starting hints. */
  private hintCells(): number[] {
    const hints = this.latest.puzzle?.given;
    return hints ? [...pictureCells(hints).keys()].filter((i) => hints[i] !== '-') : [];
  }

  private draw(): void {
    this.head.show(`Nonogram ${this.latest.name}`, this.latest.status, this.latest.progress && progressLine(this.latest.progress), this.latest.error);
    this.verdict.textContent = this.latest.result && this.latest.puzzle ? verdictLine(this.latest.puzzle, this.latest.result) : '';

    const solutions = this.solutions();
    const steps = this.latest.result?.steps.length ?? 0;
    this.solutionButton.textContent = solutions.length > 1 ? 'Solutions' : 'Solution';
    this.solutionButton.setAttribute('aria-pressed', String(this.view === 'solution'));
    this.replayButton.setAttribute('aria-pressed', String(this.view === 'replay'));
    this.replayButton.disabled = steps === 0;
    if (steps === 0 && this.view === 'replay') this.view = 'solution';
    this.exportButtons.forEach((b) => (b.disabled = !this.latest.puzzle));
    this.replayBox.hidden = this.stepText.hidden = this.view !== 'replay';
    const p = this.latest.puzzle;
    if (!p) { this.pictures.replaceChildren(); return; }
    const cell = this.cell || this.fitCell();
    if (this.view === 'replay' && this.latest.result) {
      this.slider.max = String(steps);
      this.slider.value = String(this.step);
      const current = this.step > 0 ? this.latest.result.steps[this.step - 1] : undefined;
      this.stepText.textContent = current ? `Step ${this.step} of ${steps}: ${stepLine(p, current)}` : `Step 0 of ${steps}: ${p.given ? `only the starting hints (${this.hintCells().length}) are known` : 'nothing is known yet'}`;
      const by = current?.by;
      this.pictures.replaceChildren(figure(nonogramSvg({
        ...p, cells: this.replayCells(this.step), cell, theme: true, marks: current?.cells ?? [], hints: this.hintCells(),
        ...(by?.kind === 'row' || by?.kind === 'column' ? { line: by } : {}),
        ...(by?.kind === 'probe' || by?.kind === 'guess' ? { probe: by.cell } : {}),
        title: `${p.name} after step ${this.step}`,
      }), `After step ${this.step}`));
      return;
    }
    if (solutions.length === 0) {
      const partial = this.knownBeforeSearch();
      const caption = partial ? partial.caption : this.latest.result ? 'No solution' : 'The clues';
      this.pictures.replaceChildren(figure(nonogramSvg({ ...p, cells: partial?.cells ?? new Int16Array(p.width * p.height).fill(-1), cell, theme: true, hints: this.hintCells(), title: p.name }), caption));
      return;
    }
    const differing: number[] = [];
    if (solutions.length > 1) for (let i = 0; i < solutions[0].length; i++) if (solutions[0][i] !== solutions[1][i]) differing.push(i);
    const hints = this.hintCells();
    this.pictures.replaceChildren(...solutions.map((cells, i) => figure(
      nonogramSvg({ ...p, cells, cell, theme: true, marks: differing, hints, title: `${p.name}, solution ${i + 1}` }),
      solutions.length > 1 ? `Solution ${i + 1}${i === 0 ? ` (${differing.length} cells differ, marked)` : ''}` : 'Solution',
    )), ...this.proposalFigures(cell));
  }

  /** Beside two solutions: the goal as each proposal would make it, its cells dashed. */
  private proposalFigures(cell: number): HTMLElement[] {
    const p = this.latest.puzzle!;
    if (!p.goal) return [];
    return (this.latest.result?.proposals ?? []).map((proposal) => {
      const cells = pictureCells(p.goal!);
      const at = proposal.cells.map((c) => c.cell);
      if (proposal.kind === 'changes') for (const c of proposal.cells) cells[c.cell] = c.colour;
      const n = at.length;
      const what = proposal.kind === 'changes' ? `change ${n} cell${n === 1 ? '' : 's'} of the goal` : `give ${n} starting hint${n === 1 ? '' : 's'}`;
      // A changed goal has clues of its own: drawn with it, they show what the quick fix writes.
      const picture = Uint8Array.from(cells);
      const clues = proposal.kind === 'changes' ? {
        rows: Array.from({ length: p.height }, (_, y) => clueOfLine(picture, y * p.width, 1, p.width)),
        columns: Array.from({ length: p.width }, (_, x) => clueOfLine(picture, x, p.width, p.height)),
      } : {};
      return figure(nonogramSvg({ ...p, ...clues, cells, cell, theme: true, proposed: at, ...(proposal.kind === 'hints' ? { hints: at } : {}), title: `${p.name}, proposed` }),
        `Unique if you ${what} (dashed)${proposal.fewest ? ', proved fewest' : ''}; the quick fix on the warning applies it`);
    });
  }

  /** The picture in front: the replay's state, the first solution, or the cells known so far. */
  private shownCells(): Int16Array {
    const p = this.latest.puzzle!;
    if (this.view === 'replay' && this.latest.result) return this.replayCells(this.step);
    return this.solutions()[0] ?? this.knownBeforeSearch()?.cells ?? new Int16Array(p.width * p.height).fill(-1);
  }

  /** Without a solution yet: while the run goes on, or once it has stopped, the cells known before
   *  the search (they hold in every solution), with a caption that says so. None when a finished run
   *  found none, or while nothing is known yet. */
  private knownBeforeSearch(): { cells: Int16Array; caption: string } | undefined {
    const { result, progress } = this.latest;
    if (result?.complete) return undefined;
    const known = result ? result.known : progress?.known;
    if (!known) return undefined;
    const cells = pictureCells(known);
    const decided = cells.reduce((n, c) => n + (c >= 0 ? 1 : 0), 0);
    if (!result && decided === 0) return undefined;
    const share = `${percent((100 * decided) / Math.max(1, cells.length))} of the cells (line logic and probing)`;
    return { cells, caption: result ? `Stopped before a solution; known before the search: ${share}` : `Known before the search: ${share}` };
  }

  private async export(format: 'svg' | 'png' | 'non'): Promise<void> {
    const p = this.latest.puzzle;
    if (!p) return;
    try {
      const cells = this.shownCells();
      if (format === 'non') {
        // The goal is the picture shown when it is complete, else the designer's goal if there is one.
        const goal = cells.every((c) => c >= 0) ? cells : p.goal ? pictureCells(p.goal) : undefined;
        const data = formatNon({ ...p, goal: goal && Uint8Array.from(goal) });
        this.host.postMessage({ type: 'export', format, name: `${this.latest.name}.non`, data });
        return;
      }
      const svg = nonogramSvg({ ...p, cells, cell: Math.max(16, this.cell || this.fitCell()), title: p.name });
      this.host.postMessage({ type: 'export', format, name: `${this.latest.name}.${format}`, data: format === 'svg' ? svg : await pngOf(svg) });
    } catch (err) {
      this.latest.status = 'error';
      this.latest.error = `Export failed: ${err instanceof Error ? err.message : String(err)}`;
      this.draw();
    }
  }
}

/** A picture with its caption; the SVG is our own markup (numbers and escaped names only). */
function figure(svg: string, caption: string): HTMLElement {
  const f = el('figure', 'nonogram-figure');
  const box = el('div', 'picture');
  box.innerHTML = svg;
  box.firstElementChild?.setAttribute('role', 'img');
  box.firstElementChild?.setAttribute('aria-label', caption);
  f.append(box, el('figcaption', '', caption));
  return f;
}

// A no-break space between a number and its unit: they never wrap apart.
const percent = (p: number) => `${Math.floor(p)}\u00a0%`;

const progressLine = (p: NonogramProgress): string => nonogramProgressText(p, '\u00a0');

export function verdictLine(p: NonogramPuzzleMessage, r: NonogramRunResult): string {
  const size = `${p.width}×${p.height}`;
  const time = `${(r.stats.ms / 1000).toFixed(2)}\u00a0s`;
  const logic = `line logic ${percent(r.lineKnownPercent)}, with probing ${percent(r.probeKnownPercent)}`;
  if (r.contradiction) return `${size}: no solution — ${r.contradiction.kind} ${r.contradiction.index + 1} contradicts the others after line logic (${time})`;
  if (!r.complete) return `${size}: stopped after ${time}, ${r.solutions.length} solution${r.solutions.length === 1 ? '' : 's'} found so far (${logic})`;
  if (r.solutions.length === 0) return `${size}: no solution (${logic}; ${time})`;
  if (r.solutions.length > 1) return `${size}: more than one solution — two are shown, their differing cells marked (${logic}; ${time})`;
  const rating = r.rating === 'line' ? 'line-solvable' : r.rating === 'probing' ? 'needs probing' : 'needs search';
  return `${size}: unique, ${rating} (${logic}; ${r.stats.searchNodes.toLocaleString('en')} search nodes; ${time})`;
}

function stepLine(p: NonogramPuzzleMessage, s: NonogramRunResult['steps'][number]): string {
  const n = `${s.cells.length} cell${s.cells.length === 1 ? '' : 's'}`;
  const colour = (c: number) => (c === 0 ? 'blank' : p.colours.length > 2 ? p.colours[c].name : 'black');
  const at = (cell: number) => `row ${Math.floor(cell / p.width) + 1}, column ${(cell % p.width) + 1}`;
  switch (s.by.kind) {
    case 'row': case 'column': return `${s.by.kind} ${s.by.index + 1} decided ${n}`;
    case 'probe': return `probing ${at(s.by.cell)} as ${colour(s.by.colour)} decided ${n}`;
    case 'guess': {
      const others = p.colours.length > 2 ? 'no other colour leads to a solution' : `${colour(s.by.colour === 0 ? 1 : 0)} leads to no solution`;
      const cells = `${s.by.forced} cell${s.by.forced === 1 ? '' : 's'}`;
      return `the search sets ${at(s.by.cell)} to ${colour(s.by.colour)} (${others}); line logic and probing then decide ${cells}`;
    }
    case 'search': return `the search decided the last ${n}`;
  }
}

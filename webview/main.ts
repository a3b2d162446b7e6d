// The solution panel: draws what the host sends (PanelMessage) and asks for things (PanelRequest).
// Messages come in bursts: the first one of a run is drawn at once, later ones once per animation
// frame. The page is built once and then updated in place.
import './panel.css';
import { PanelMessage, PanelRequest, PanelState } from '../core/protocol';
import { ExportFormat, ExportItem, pngOf, svgOf, textOf } from './exporting';
import { Gallery } from './gallery';
import { NonogramView } from './nonogram';
import { Changes, RunState } from './state';
import { button, label, Viewer } from './viewer';

interface VsCodeApi {
  postMessage(message: PanelRequest): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const state = new RunState();
let showAll = false;

// ---- the page ----

const app = document.getElementById('app') ?? document.body;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
};

const title = el('h1', 'title');
const status = el('span', 'status');
status.setAttribute('role', 'status');
const cancel = button('Cancel', () => vscode.postMessage({ type: 'cancel' }));
const again = button('Solve again', () => vscode.postMessage({ type: 'solveAgain' }), 'secondary');
const actions = el('div', 'row');
actions.append(cancel, again);
const header = el('header', 'row head');
header.append(title, status, actions);
const progress = el('div', 'progress');
progress.setAttribute('role', 'progressbar');
progress.setAttribute('aria-label', 'Solving');
progress.append(el('div', 'bar'));
const errorText = el('p', 'error');
errorText.setAttribute('role', 'alert');

const figures = el('dl', 'figures');
const figure = (name: string) => {
  const box = el('div', 'figure');
  const value = el('dd', 'value', '–');
  box.append(el('dt', '', name), value);
  figures.append(box);
  return value;
};
const placements = figure('Placements');
const deadEnds = figure('Dead ends');
const solutionsFigure = figure('Solutions');
const rate = figure('Placements/s');
const time = figure('Time');

const pipeline = el('section', 'pipeline');
pipeline.setAttribute('aria-label', 'Pipeline');
const flow = el('p', 'flow');
const facts = el('p', 'facts');
const perTile = el('details', 'per-tile');
perTile.open = true;
const tileTable = el('table');
const tileHead = el('thead');
const headRow = el('tr');
for (const h of ['Tile', 'Generated', 'After symmetry', 'After pruning']) headRow.append(el('th', h === 'Tile' ? '' : 'number', h));
tileHead.append(headRow);
const tileBody = el('tbody');
tileTable.append(tileHead, tileBody);
const tableBox = el('div', 'table-box');
tableBox.append(tileTable);
// A scroll box of its own, so it is a tab stop: arrow keys scroll it.
tableBox.tabIndex = 0;
tableBox.setAttribute('role', 'region');
tableBox.setAttribute('aria-label', 'Table of positions per tile');
perTile.append(el('summary', '', 'Positions per tile'), tableBox);
pipeline.append(flow, facts);
// Figures and pipeline on the left, the per-tile table beside them: the gallery stays in view.
const overview = el('div', 'overview');
const summary = el('div', 'summary');
summary.append(figures, pipeline);
overview.append(summary, perTile);

const viewButtons = el('div', 'segmented');
viewButtons.setAttribute('role', 'group');
viewButtons.setAttribute('aria-label', 'Show');
const uniqueButton = button('Unique', () => setView(false), 'secondary');
const allButton = button('All', () => setView(true), 'secondary');
viewButtons.append(uniqueButton, allButton);
const shown = el('span', 'shown');
const exportAll = el('div', 'row');
exportAll.setAttribute('role', 'group');
exportAll.setAttribute('aria-label', 'Export all shown tableaux');
const exportButtons = (['svg', 'png', 'text'] as const).map((f) => button(f === 'text' ? 'Text' : f.toUpperCase(), () => void exportView(f), 'secondary'));
exportAll.append(label('Export all'), ...exportButtons);
const toolbar = el('div', 'row toolbar');
toolbar.append(viewButtons, shown, exportAll);
const empty = el('p', 'empty');

const gallery = new Gallery({
  geometry: () => state.geometry,
  count: () => state.count(showAll),
  item: (i) => state.item(showAll, i),
  open: (i) => viewer.show(i),
}, 'Tableaux');
const viewer = new Viewer({
  geometry: () => state.geometry,
  count: () => state.count(showAll),
  item: (i) => state.item(showAll, i),
  exportOne: (i, f) => { const item = state.item(showAll, i); if (item) void exportItems(f, [item], `${state.form}-${item.name}`); },
  closed: () => gallery.element.focus(),
});

const solutionsSection = el('section', 'solutions');
solutionsSection.setAttribute('aria-label', 'Tableaux');
solutionsSection.append(toolbar, empty, gallery.element);
// Nonogram runs have a view of their own (webview/nonogram.ts); it takes their messages first.
const nonogramView = new NonogramView(vscode);
app.append(header, progress, errorText, overview, solutionsSection, viewer.element, nonogramView.element);

// ---- drawing ----

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(2)} s` : `${(ms / 1000).toFixed(1)} s`);

function drawHeader(): void {
  title.textContent = state.form || vscode.getState()?.form || 'Logel';
  const running = state.status === 'running';
  const words: Record<typeof state.status, string> = {
    waiting: 'Waiting for the solver…',
    running: 'Solving…',
    done: 'Done',
    cancelled: 'Cancelled',
    error: 'Failed',
  };
  status.textContent = words[state.status];
  status.dataset.status = state.status;
  progress.hidden = !running;
  cancel.disabled = !running;
  again.disabled = running;
  errorText.hidden = state.status !== 'error';
  errorText.textContent = state.error ?? '';
}

function drawFigures(): void {
  const f = state.figures;
  placements.textContent = f ? fmt(f.placements) : '–';
  deadEnds.textContent = f ? fmt(f.deadEnds) : '–';
  solutionsFigure.textContent = f ? (f.total !== f.unique ? `${fmt(f.unique)} (${fmt(f.total)} in all)` : fmt(f.unique)) : '–';
  rate.textContent = f && f.ms > 0 ? fmt((f.placements * 1000) / f.ms) : '–';
  time.textContent = f ? seconds(f.ms) : '–';
}

function drawPipeline(): void {
  const n = state.numbers;
  pipeline.hidden = perTile.hidden = !n;
  if (!n) return;
  const p = n.positions;
  flow.replaceChildren(
    ...[[p.generated, 'generated'], [p.afterSymmetry, 'after symmetry'], [p.afterPruning, 'after pruning']].flatMap(([value, what], i) => {
      const step = el('span', 'step');
      step.append(el('strong', '', fmt(value as number)), ` ${what}`);
      return i === 0 ? [step] : [el('span', 'arrow', '→'), step];
    }),
  );
  flow.prepend(el('span', 'legend', 'Positions'));
  const restricted = n.symmetry.restrictedTile ? `, one position per orbit of tile ${n.symmetry.restrictedTile}` : '';
  facts.textContent = `${fmt(n.atoms)} atoms, ${fmt(n.tiles)} tiles, symmetry group of order ${n.symmetry.order}${restricted}`;
  tileBody.replaceChildren(...Object.entries(p.perTile).map(([tile, c]) => {
    const row = el('tr');
    row.append(el('th', '', tile), ...[c.generated, c.afterSymmetry, c.afterPruning].map((v) => el('td', 'number', fmt(v))));
    return row;
  }));
}

function drawGallery(): void {
  const count = state.count(showAll);
  const kept = state.solutions.length;
  const found = state.result?.solutions.unique ?? state.figures?.unique ?? kept;
  uniqueButton.setAttribute('aria-pressed', String(!showAll));
  allButton.setAttribute('aria-pressed', String(showAll));
  exportButtons.forEach((b) => (b.disabled = count === 0 || !state.geometry));
  shown.textContent = `${fmt(count)} ${count === 1 ? 'tableau' : 'tableaux'}` + (found > kept ? ` (of ${fmt(found)} found: the host keeps the first ${fmt(kept)})` : '');
  empty.hidden = count > 0;
  empty.textContent = state.mode === 'count' && state.status !== 'waiting' ? 'Counting only: this run draws no tableaux.' : state.status === 'running' ? 'No solution yet.' : state.status === 'waiting' ? '' : 'No solution.';
  gallery.update();
  viewer.refresh();
}

function setView(all: boolean): void {
  if (all === showAll) return;
  showAll = all;
  gallery.reset();
  viewer.close();
  drawGallery();
}

// ---- messages, batched per animation frame ----

const pending: Changes = { header: false, figures: false, pipeline: false, gallery: false };
let frame = 0;
/** Whether the current run has been drawn once (its first message is drawn without waiting). */
let drawnOnce = false;

function flush(): void {
  frame = 0;
  if (pending.header) drawHeader();
  if (pending.figures) drawFigures();
  if (pending.pipeline) drawPipeline();
  if (pending.gallery) drawGallery();
  pending.header = pending.figures = pending.pipeline = pending.gallery = false;
}

function receive(message: PanelMessage): void {
  const changes = state.apply(message);
  if (!changes) return;
  if (message.type === 'start') {
    drawnOnce = false;
    gallery.reset();
    viewer.close();
    vscode.setState({ file: state.file, form: state.form });
  }
  pending.header ||= changes.header;
  pending.figures ||= changes.figures;
  pending.pipeline ||= changes.pipeline;
  pending.gallery ||= changes.gallery;
  if (!drawnOnce) {
    drawnOnce = true;
    if (frame) cancelAnimationFrame(frame);
    flush();
  } else if (!frame) frame = requestAnimationFrame(flush);
}

window.addEventListener('message', (e: MessageEvent<PanelMessage>) => {
  try {
    if (!nonogramView.receive(e.data)) receive(e.data);
  } catch (err) {
    state.status = 'error';
    state.error = `The panel could not show a message: ${err instanceof Error ? err.message : String(err)}`;
    drawHeader();
  }
});

let scrollFrame = 0;
const onViewChange = () => { if (!scrollFrame) scrollFrame = requestAnimationFrame(() => { scrollFrame = 0; gallery.update(); }); };
window.addEventListener('scroll', onViewChange, { passive: true });
new ResizeObserver(onViewChange).observe(gallery.element);

// ---- export ----

function viewItems(): ExportItem[] {
  const items: ExportItem[] = [];
  for (let i = 0; i < state.count(showAll); i++) { const item = state.item(showAll, i); if (item) items.push(item); }
  return items;
}

async function exportView(format: ExportFormat): Promise<void> {
  await exportItems(format, viewItems(), `${state.form}-${showAll ? 'all' : 'unique'}`);
}

async function exportItems(format: ExportFormat, items: ExportItem[], name: string): Promise<void> {
  const g = state.geometry;
  if (!g || items.length === 0) return;
  try {
    if (format === 'text') vscode.postMessage({ type: 'export', format, name: `${name}.txt`, data: textOf(g, items) });
    else {
      const svg = svgOf(g, items, state.form);
      const data = format === 'svg' ? svg : await pngOf(svg);
      vscode.postMessage({ type: 'export', format, name: `${name}.${format}`, data });
    }
  } catch (err) {
    state.error = `Export failed: ${err instanceof Error ? err.message : String(err)}`;
    errorText.hidden = false;
    errorText.textContent = state.error;
  }
}

drawHeader();
drawFigures();
drawPipeline();
drawGallery();
vscode.postMessage({ type: 'ready' });

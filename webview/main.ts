// The solution panel: draws what the host sends (PanelMessage) and asks for things (PanelRequest).
// Messages come in bursts: the first one of a run is drawn at once, later ones once per animation
// frame. The page is built once and then updated in place.
import './panel.css';
import { PanelMessage, PanelRequest, PanelState, RunKind } from '../core/protocol';
import { ExportFormat, ExportItem, pngOf, sheetPngOf, svgOf, textOf } from './exporting';
import { Gallery, ThumbnailSize, thumbnailSizes } from './gallery';
import { NonogramView } from './nonogram';
import { LinkpixView } from './linkpix';
import { Changes, RunState } from './state';
import { button, label, Viewer } from './viewer';
import { RunHead } from './puzzleView';
import { withCommas } from '../core/language/text';
import { escapeXml, seamElement, tilePalette } from '../core/render/svg';
import { svgNumber, svgPath } from '../core/render/safe';

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

// The head every run of every kind has (webview/puzzleView.ts).
const head = new RunHead(vscode);
const header = head.header;

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
// Closed at first: in a half-width panel the table would push the gallery below the fold.
const perTile = el('details', 'per-tile');
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
// What an export of many tableaux is doing (a PNG of thousands takes seconds before the save dialog).
const exportStatus = el('span', 'export-status');
exportStatus.setAttribute('role', 'status');
let exportCancelled = false;
const exportCancel = button('Cancel export', () => { exportCancelled = true; }, 'secondary');
exportCancel.hidden = true;
exportAll.append(label('Export all'), ...exportButtons, exportStatus, exportCancel);
const sizeSelect = el('select');
sizeSelect.setAttribute('aria-label', 'Thumbnail size');
for (const size of Object.keys(thumbnailSizes) as ThumbnailSize[]) {
  const option = el('option', '', size[0].toUpperCase() + size.slice(1));
  option.value = size;
  sizeSelect.append(option);
}
sizeSelect.value = 'medium';
sizeSelect.addEventListener('change', () => gallery.setSize(sizeSelect.value as ThumbnailSize));
const goTo = el('input');
goTo.type = 'number';
goTo.min = '1';
goTo.placeholder = '#';
goTo.setAttribute('aria-label', 'Go to tableau number');
goTo.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  const n = Number(goTo.value);
  if (!Number.isInteger(n) || n < 1) return;
  e.preventDefault();
  gallery.goTo(n - 1);
  gallery.element.focus();
});
const viewControls = el('div', 'row');
viewControls.append(label('Size'), sizeSelect, label('Go to'), goTo);
const toolbar = el('div', 'row toolbar');
toolbar.append(viewButtons, shown, viewControls, exportAll);
// Notes on how to read the drawing (cell parts, seam, layers), shown once above the gallery.
const legend = el('div', 'legend-box');
legend.setAttribute('aria-label', 'How to read the tableaux');
const empty = el('p', 'empty');

const gallery = new Gallery({
  geometry: () => state.geometry,
  count: () => state.count(showAll),
  item: (i) => state.item(showAll, i),
  open: (i) => viewer.show(i),
}, 'Tableaux', () => Math.max(0, toolbar.getBoundingClientRect().bottom));
const viewer = new Viewer({
  geometry: () => state.geometry,
  count: () => state.count(showAll),
  item: (i) => state.item(showAll, i),
  exportOne: (i, f) => { const item = state.item(showAll, i); if (item) void exportItems(f, [item], `${state.form}-${item.name}`); },
  makeChallenge: (i) => {
    const item = state.item(showAll, i);
    const g = state.geometry;
    if (item && g) vscode.postMessage({ type: 'makeChallenge', positions: item.positions.map((p) => g.positions[p]?.name).filter((n): n is string => n !== undefined) });
  },
  closed: () => gallery.element.focus(),
});

const solutionsSection = el('section', 'solutions');
solutionsSection.setAttribute('aria-label', 'Tableaux');
solutionsSection.append(legend, toolbar, empty, gallery.element);
// The toolbar sticks under the sticky header: it needs to know how tall the header is.
new ResizeObserver(() => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`)).observe(header);
// Each kind of run has a view: tiling runs this page, the puzzle kinds one of their own.
const nonogramView = new NonogramView(vscode);
const linkpixView = new LinkpixView(vscode);
app.append(...head.elements, overview, solutionsSection, viewer.element, nonogramView.element, linkpixView.element);

// ---- drawing ----

const fmt = (n: number) => withCommas(Math.round(n));
// A no-break space between a number and its unit: they never wrap apart.
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)}\u00a0s`;

function drawHeader(): void {
  head.show(state.form || vscode.getState()?.name || 'Logel', state.status, undefined, state.error ?? '');
}

function drawFigures(): void {
  const f = state.figures;
  placements.textContent = f ? fmt(f.placements) : '–';
  deadEnds.textContent = f ? fmt(f.deadEnds) : '–';
  // The result's counts are exact (strings of any length); progress figures are numbers.
  const exact = state.result?.solutions;
  const unique = exact ? withCommas(BigInt(exact.unique)) : f && fmt(f.unique), total = exact ? withCommas(BigInt(exact.total)) : f && fmt(f.total);
  solutionsFigure.textContent = f ? (total !== unique ? `${unique} (${total} in all)` : unique!) : '–';
  rate.textContent = f && f.ms > 0 ? fmt((f.placements * 1000) / f.ms) : '–';
  time.textContent = f ? seconds(f.ms) : '–';
}

function drawLegend(): void {
  const items = state.geometry?.legend ?? [];
  legend.hidden = items.length === 0;
  legend.replaceChildren(...items.map((item) => {
    const row = el('p', 'legend-item');
    if (item.atoms) row.append(sampleCell(item.atoms));
    else if (item.seam) row.append(svgSample('0 0 1 1', seamElement('M0.5 0L0.5 1'), 'seam sample'));
    row.append(el('span', '', item.text));
    return row;
  }));
}

/** One cell drawn with its atoms named, as the grid places them. */
function sampleCell(atoms: { name: string; path: string; label: [number, number] }[]): SVGSVGElement {
  // The light half of the palette, so the names read on the fills.
  const parts = atoms.map((a, i) => `<path class="tile" d="${svgPath(a.path)}" fill="${tilePalette[10 + (i % 10)]}" stroke-width="0.03"/>`);
  const names = atoms.map((a) => `<text x="${svgNumber(a.label?.[0])}" y="${svgNumber(a.label?.[1])}">${escapeXml(a.name)}</text>`);
  return svgSample('-0.05 -1.05 1.1 1.1', `${parts.join('')}<g class="labels" font-family="sans-serif" font-size="0.24" font-weight="600" text-anchor="middle" dominant-baseline="central" stroke-width="0.04" paint-order="stroke">${names.join('')}</g>`, 'sample cell');
}

function svgSample(viewBox: string, inner: string, name: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'tableau sample');
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', name);
  svg.innerHTML = inner;
  return svg;
}

function drawPipeline(): void {
  drawLegend();
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
  const found = state.result ? Number(state.result.solutions.unique) : state.figures?.unique ?? kept;
  uniqueButton.setAttribute('aria-pressed', String(!showAll));
  allButton.setAttribute('aria-pressed', String(showAll));
  exportButtons.forEach((b) => (b.disabled = count === 0 || !state.geometry));
  const why = state.status === 'cancelled' ? 'the last ones were still on their way when the run was cancelled' : `the host keeps the first ${fmt(kept)}`;
  shown.textContent = `${fmt(count)} ${count === 1 ? 'tableau' : 'tableaux'}` + (found > kept ? ` (of ${fmt(found)} found: ${why})` : '');
  goTo.max = String(count);
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

/** Takes the messages of tiling runs; false for the others. */
function receive(message: PanelMessage): boolean {
  const changes = state.apply(message);
  if (!changes) return false;
  if (message.type === 'runStarted') {
    drawnOnce = false;
    gallery.reset();
    viewer.close();
    document.body.dataset.kind = 'form';
    vscode.setState({ file: state.file, kind: 'form', name: state.form });
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
  return true;
}

/** The view of each kind of run; each takes the messages of its runs. */
const views: { [K in RunKind]: { receive(message: PanelMessage): boolean } } = {
  form: { receive },
  nonogram: nonogramView,
  linkpix: linkpixView,
};

window.addEventListener('message', (e: MessageEvent<PanelMessage>) => {
  try {
    for (const view of Object.values(views)) if (view.receive(e.data)) break;
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
  exportButtons.forEach((b) => (b.disabled = true));
  exportStatus.textContent = `Drawing ${fmt(items.length)} ${items.length === 1 ? 'tableau' : 'tableaux'} as ${format === 'text' ? 'text' : format.toUpperCase()}…`;
  // A sheet's PNG is drawn row by row, with its progress and a Cancel button.
  const stepwise = format === 'png' && items.length > 1;
  exportCancelled = false;
  exportCancel.hidden = !stepwise;
  // Let the page show the status before the drawing takes the thread.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  try {
    if (format === 'text') vscode.postMessage({ type: 'export', format, name: `${name}.txt`, data: textOf(g, items) });
    else if (stepwise) {
      const data = await sheetPngOf(g, items, exportStep);
      if (data) vscode.postMessage({ type: 'export', format, name: `${name}.png`, data });
    } else {
      const svg = svgOf(g, items, state.form);
      const data = format === 'svg' ? svg : await pngOf(svg);
      vscode.postMessage({ type: 'export', format, name: `${name}.${format}`, data });
    }
  } catch (err) {
    state.error = `Export failed: ${err instanceof Error ? err.message : String(err)}`;
    head.showError(state.error);
  } finally {
    exportStatus.textContent = '';
    exportCancel.hidden = true;
    drawGallery();
  }
}

/** Shows how far a sheet's PNG has come, lets the page paint and take a click on Cancel; false once cancelled. */
async function exportStep(drawn: number, total: number): Promise<boolean> {
  exportStatus.textContent = `Drawing ${fmt(drawn)} of ${fmt(total)} tableaux as PNG…`;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return !exportCancelled;
}

drawHeader();
drawFigures();
drawPipeline();
drawGallery();
vscode.postMessage({ type: 'ready' });

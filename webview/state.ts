// What the panel knows about the current tiling run, built from the host's messages; the views only read
// it. Messages of an older run are dropped; a 'runStarted' of a newer tiling run resets everything.
import { ProgressFigures, PanelMessage, PanelSolveResult, SolutionMessage, SolveMode, TableauGeometry } from '../core/protocol';
import { PipelineNumbers } from '../core/tiling/solve';
import { isTableauGeometry } from '../core/render/safe';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isFigures = (f: unknown): f is ProgressFigures => isObject(f) && ['placements', 'deadEnds', 'unique', 'total', 'ms'].every((k) => typeof f[k] === 'number');
/** A result the header can show: its search figures numbers, its counts decimal strings (exact). */
const isResult = (r: unknown): r is PanelSolveResult => isObject(r) && isObject(r.search) && ['placements', 'deadEnds', 'ms'].every((k) => typeof (r.search as Record<string, unknown>)[k] === 'number')
  && isObject(r.solutions) && [r.solutions.unique, r.solutions.total].every((c) => typeof c === 'string' && /^\d+$/.test(c));

export type RunStatus = 'waiting' | 'running' | 'done' | 'cancelled' | 'error';

/** Which parts of the page a message changed. */
export interface Changes { header: boolean; figures: boolean; pipeline: boolean; gallery: boolean }

export class RunState {
  run = -1;
  form = '';
  file = '';
  mode: SolveMode = 'all';
  status: RunStatus = 'waiting';
  numbers?: PipelineNumbers;
  geometry?: TableauGeometry;
  figures?: ProgressFigures;
  result?: PanelSolveResult;
  error?: string;
  readonly solutions: SolutionMessage[] = [];
  /** The 'all' view as pairs: item k is image allImage[k] (0 = the kept solution) of solution allSolution[k]. */
  readonly allSolution: number[] = [];
  readonly allImage: number[] = [];

  /** Applies one message; returns what changed, or undefined when the message was dropped. */
  apply(m: PanelMessage): Changes | undefined {
    if (!m || typeof m !== 'object' || typeof m.run !== 'number') return undefined;
    if (m.type === 'runStarted') {
      if (m.kind !== 'form' || m.run < this.run) return undefined;
      this.reset(m.run, m.name, m.file, isObject(m.options) ? m.options.mode : 'all');
      return { header: true, figures: true, pipeline: true, gallery: true };
    }
    if (m.run !== this.run || ('kind' in m && m.kind !== 'form')) return undefined;
    const none: Changes = { header: false, figures: false, pipeline: false, gallery: false };
    switch (m.type) {
      // A message that does not have its type's shape is dropped: the page draws only what it can read.
      case 'runPuzzle':
        if (!isObject(m.puzzle) || !isTableauGeometry(m.puzzle.geometry) || typeof m.puzzle.numbers !== 'object' || m.puzzle.numbers === null) return undefined;
        this.numbers = m.puzzle.numbers;
        this.geometry = m.puzzle.geometry;
        return { ...none, pipeline: true, gallery: true };
      case 'runProgress': {
        if (!isObject(m.progress)) return undefined;
        const { figures, solutions } = m.progress;
        if (figures !== undefined && !isFigures(figures)) return undefined;
        if (figures) this.figures = figures;
        if (!Array.isArray(solutions)) return { ...none, figures: true };
        for (const s of solutions) {
          if (!s || !Array.isArray(s.positions)) continue;
          const solution = { positions: s.positions, images: Array.isArray(s.images) ? s.images.filter((image: unknown) => Array.isArray(image)) : [] };
          const index = this.solutions.push(solution) - 1;
          for (let k = 0; k <= solution.images.length; k++) { this.allSolution.push(index); this.allImage.push(k); }
        }
        return { ...none, gallery: true, figures: true };
      }
      case 'runDone': {
        if (!isResult(m.result)) return undefined;
        this.result = m.result;
        const s = m.result.search;
        this.figures = { placements: s.placements, deadEnds: s.deadEnds, unique: Number(m.result.solutions.unique), total: Number(m.result.solutions.total), ms: s.ms };
        this.status = s.cancelled ? 'cancelled' : 'done';
        return { ...none, header: true, figures: true, gallery: true };
      }
      case 'runFailed':
        this.status = 'error';
        this.error = typeof m.message === 'string' ? m.message : 'the solve failed';
        return { ...none, header: true };
      case 'runCancelled':
        this.status = 'cancelled';
        return { ...none, header: true };
      default:
        return undefined;
    }
  }

  /** How many tableaux a view shows. */
  count(all: boolean): number { return all ? this.allSolution.length : this.solutions.length; }

  /** The positions of item `index` of a view, with its caption ("#3", "#3 · 2" for its second image). */
  item(all: boolean, index: number): { positions: number[]; caption: string; name: string } | undefined {
    const s = all ? this.allSolution[index] : index;
    const k = all ? this.allImage[index] : 0;
    const solution = this.solutions[s];
    if (!solution) return undefined;
    const positions = k === 0 ? solution.positions : solution.images[k - 1];
    return { positions, caption: k === 0 ? `#${s + 1}` : `#${s + 1} · ${k + 1}`, name: k === 0 ? `${s + 1}` : `${s + 1}-${k + 1}` };
  }

  private reset(run: number, form: string, file: string, mode: SolveMode): void {
    this.run = run;
    this.form = typeof form === 'string' ? form : '';
    this.file = typeof file === 'string' ? file : '';
    this.mode = mode;
    this.status = 'running';
    this.numbers = undefined;
    this.geometry = undefined;
    this.figures = undefined;
    this.result = undefined;
    this.error = undefined;
    this.solutions.length = 0;
    this.allSolution.length = 0;
    this.allImage.length = 0;
  }
}

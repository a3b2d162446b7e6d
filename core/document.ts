// A document from text to diagnostics, the one pipeline that `logel check` and the language server
// share: the parse and the model with the registry's puzzle kinds, the cheap checks (at every edit), and
// the background checks, per form (its positions) and per puzzle (its kind's bounded examination).
import { checkArea, checkRanges, positionChecks, skippedChecks } from './tiling/checks';
import { Form, Library, Model } from './language/model';
import { maxParsedLength, ParseResult } from './language/parser';
import { buildModel, parse, parseSteps } from './read';
import { Diagnostic, diagnostic } from './language/diagnostics';
import { containsRange, range, withCommas } from './language/text';
import { Puzzle } from './language/blocks';
import { Occurrence, occurrences } from './editor/references';
import { generateForm, PipelineNumbers, prepareForm } from './tiling/solve';
import { ExamineOptions, Findings } from './kind';
import { kindOf } from './kinds';
import type { SatSolverFactory } from './nonogram/satSearch';

export { buildModel, parse, parseSteps };

export interface Analysis {
  model: Model;
  /** Syntax, model and tile-balance diagnostics: everything that needs no positions and no solve. */
  diagnostics: Diagnostic[];
  occurrences: Occurrence[];
}

/**
 * Past this many characters (100 times a large puzzle file) a document is only parsed: building its model
 * takes seconds and hundreds of MB, so its names are not resolved and nothing else is checked.
 */
export const maxCheckedLength = 200_000;

/** `previous`, an analysis of an earlier version of the same document, lets unchanged items be taken over. */
export function analyse(text: string, library?: Library, previous?: Analysis, parsed?: ParseResult): Analysis {
  if (text.length > maxCheckedLength) return parsedOnly(text, parsed ?? parse(text));
  return analyseModel(buildModel(text, library, '', previous?.model, parsed), library);
}

/** The analysis of a model built already, whatever its text's length. */
export function analyseModel(model: Model, library?: Library): Analysis {
  const diagnostics = [...model.diagnostics, ...formsWithoutErrors(model).flatMap((f) => [...checkArea(f), ...checkRanges(f)])];
  return { model, diagnostics, occurrences: occurrences(model, library) };
}

function parsedOnly(text: string, parsed: ParseResult): Analysis {
  const skipped = diagnostic('checks-skipped', range(0, 0, 0, 0),
    `this document has ${withCommas(text.length)} characters, more than the ${withCommas(maxCheckedLength)} that are checked: only its syntax is checked`);
  // Past maxParsedLength the parse itself says that nothing was read.
  const diagnostics = text.length > maxParsedLength ? parsed.diagnostics : [skipped, ...parsed.diagnostics];
  const model: Model = { tree: parsed.tree, lines: parsed.lines, grids: new Map(), tileSets: new Map(), forms: [], puzzles: [], diagnostics };
  return { model, diagnostics, occurrences: [] };
}

/** A form or puzzle whose own text (or a tile set of the file it uses) has errors: its deeper checks would only repeat them in other words. */
function hasOwnErrors(model: Model, ranges: readonly Diagnostic['range'][]): boolean {
  return model.diagnostics.some((d) => d.severity === 'error' && ranges.some((r) => containsRange(r, d.range)));
}

function formsWithoutErrors(model: Model): Form[] {
  return model.forms.filter((form) => !hasOwnErrors(model, [form.decl.range, ...(form.sets[0]?.source === '' ? form.sets.flatMap((s) => (s.decl ? [s.decl.range] : [])) : [])]));
}

/** The forms whose positions are checked in the background: no errors of their own, and tiles that balance the area. */
export function formsToCheck(model: Model): Form[] {
  return formsWithoutErrors(model).filter((f) => checkArea(f).length === 0);
}

/** The puzzles examined in the background: solvable, with no errors of their own. */
export function puzzlesToExamine(model: Model): Puzzle[] {
  return model.puzzles.filter((p) => p.solvable && !hasOwnErrors(model, [p.block.range]));
}

/** The numbers of one form and the diagnostics that need its positions (tile fits nowhere, parity...). */
export interface FormPositionCounts {
  form: string;
  /** Undefined when the form is past the check budget (a checks-skipped diagnostic says so). */
  numbers?: PipelineNumbers;
  diagnostics: Diagnostic[];
}

/**
 * The background work on one document, one form or puzzle at a time (the server runs it in a worker
 * thread, `logel check` in its own). The last model is kept, so the forms and puzzles of one version are
 * checked with one model, and the next version's model is built from it.
 */
export class BackgroundChecks {
  private last?: { text: string; model: Model };
  /** `options.satSolver`: for searches that use one (the nonograms'). */
  /** `model`: the model of the text the first questions are about, when the caller has it. */
  constructor(private readonly library?: Library, private readonly options: ExamineOptions = {}, model?: Model) {
    if (model) this.last = { text: model.lines.text, model };
  }

  /** The positions of one form, with their checks when the form is one formsToCheck() picks. */
  count(text: string, formName: string): FormPositionCounts | undefined {
    const model = this.model(text);
    const form = model.forms.find((f) => f.name === formName);
    if (!form) return undefined;
    const skipped = skippedChecks(form);
    if (skipped) return { form: formName, diagnostics: [skipped] };
    const prepared = prepareForm(form);
    return { form: formName, numbers: prepared.numbers, diagnostics: formsToCheck(model).includes(form) ? positionChecks(prepared) : [] };
  }

  /** The same diagnostics as count() without the numbers: they need only the positions, not the
   *  symmetries and the pruning that take most of a big form's time (`logel check`). */
  positionDiagnostics(text: string, formName: string): Diagnostic[] {
    const model = this.model(text);
    const form = model.forms.find((f) => f.name === formName);
    if (!form || !formsToCheck(model).includes(form)) return [];
    const skipped = skippedChecks(form);
    return skipped ? [skipped] : positionChecks(generateForm(form));
  }

  /** The background examination of the puzzle of kind `kind` named `name` (bounded in time; see
   *  core/kind.ts), or its findings from `decided`, the result of a Solve run of it that ran to its end. */
  examine(text: string, kind: string, name: string, shouldStop?: () => boolean, decided?: unknown): Findings | undefined {
    const model = this.model(text);
    const puzzle = model.puzzles.find((p) => p.kind === kind && p.name === name);
    if (!puzzle || !puzzlesToExamine(model).includes(puzzle)) return undefined;
    return kindOf(puzzle).examine(puzzle, { ...this.options, shouldStop, decided });
  }

  private model(text: string): Model {
    if (this.last?.text !== text) this.last = { text, model: buildModel(text, this.library, '', this.last?.model) };
    return this.last.model;
  }
}

export interface CheckOptions {
  /** false: leave out the puzzles' background examinations (`logel check --no-examine`). */
  examine?: boolean;
  shouldStop?: () => boolean;
  /** Loads the SAT solver the server's background thread has, asked only when a puzzle is examined. */
  loadSatSolver?: () => Promise<SatSolverFactory | undefined>;
}

/**
 * Every diagnostic of a document as the editor ends up showing it: the cheap checks, then each form's
 * position checks and, unless `examine` is false, each puzzle's background examination (bounded in time
 * as in the server), then at most maxPublishedDiagnostics of them.
 */
export async function checkDocument(text: string, library?: Library, options: CheckOptions = {}): Promise<Diagnostic[]> {
  const analysis = analyse(text, library);
  const examined = options.examine !== false && puzzlesToExamine(analysis.model).length > 0;
  const satSolver = examined ? await options.loadSatSolver?.() : undefined;
  return documentDiagnostics(text, library, { examine: options.examine, shouldStop: options.shouldStop, satSolver }, analysis);
}

/** checkDocument() with the SAT solver at hand (or none: the searches then go without it). */
export function documentDiagnostics(text: string, library?: Library, options: ExamineOptions & { examine?: boolean } = {}, analysis = analyse(text, library)): Diagnostic[] {
  const all = [...analysis.diagnostics];
  const background = new BackgroundChecks(library, { satSolver: options.satSolver }, analysis.model);
  for (const form of formsToCheck(analysis.model)) all.push(...background.positionDiagnostics(text, form.name));
  if (options.examine !== false) {
    for (const p of puzzlesToExamine(analysis.model)) all.push(...background.examine(text, p.kind, p.name, options.shouldStop)?.diagnostics ?? []);
  }
  return publishedDiagnostics(all);
}

/**
 * The most diagnostics a document shows: a large garbled document has a syntax error per line (a 3 MB
 * one, 750,000: hundreds of MB of JSON that once ran the server's heap out), and no one reads past the
 * first screens. Errors go first; one information diagnostic says how many more there are.
 */
export const maxPublishedDiagnostics = 1000;

/** At most maxPublishedDiagnostics of them, errors first, and a note of what was left out. */
export function publishedDiagnostics(all: readonly Diagnostic[]): Diagnostic[] {
  if (all.length <= maxPublishedDiagnostics) return [...all];
  const rank = { error: 0, warning: 1, information: 2 };
  const kept = [...all].sort((a, b) => rank[a.severity] - rank[b.severity]).slice(0, maxPublishedDiagnostics - 1);
  kept.push(diagnostic('checks-skipped', range(0, 0, 0, 0),
    `this document has ${withCommas(all.length)} problems; the first ${withCommas(kept.length)} are shown, errors first`));
  return kept;
}

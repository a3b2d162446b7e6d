// A document's analysis in two speeds: the model and its cheap checks (at every edit), and per form the
// positions and the checks that need them (expensive: done lazily, one form at a time).
import { checkArea, checkForm, skippedChecks } from '../tiling/checks';
import { buildModel, Library, Model } from './model';
import { maxParsedLength, parse, ParseResult } from './parser';
import { Diagnostic, diagnostic } from './diagnostics';
import { range, withCommas } from './text';
import { Occurrence, occurrences } from '../editor/references';
import { PipelineNumbers, prepareForm } from '../tiling/solve';
import { examineNonogram, NonogramFindings } from '../nonogram/examine';
import type { SatSolverFactory } from '../nonogram/satSearch';

export interface Analysis {
  model: Model;
  /** Syntax, model and tile-balance diagnostics: everything that needs no positions. */
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
  const model = buildModel(text, library, '', previous?.model, parsed);
  const diagnostics = [...model.diagnostics, ...model.forms.flatMap((f) => checkArea(f))];
  return { model, diagnostics, occurrences: occurrences(model, library) };
}

function parsedOnly(text: string, parsed: ParseResult): Analysis {
  const skipped = diagnostic('checks-skipped', range(0, 0, 0, 0),
    `this document has ${withCommas(text.length)} characters, more than the ${withCommas(maxCheckedLength)} that are checked: only its syntax is checked`);
  // Past maxParsedLength the parse itself says that nothing was read.
  const diagnostics = text.length > maxParsedLength ? parsed.diagnostics : [skipped, ...parsed.diagnostics];
  const model: Model = { tree: parsed.tree, lines: parsed.lines, grids: new Map(), tileSets: new Map(), forms: [], nonograms: [], diagnostics };
  return { model, diagnostics, occurrences: [] };
}

/** The numbers of one form and the diagnostics that need its positions (tile fits nowhere, parity...). */
export interface FormPositionCounts {
  form: string;
  /** Undefined when the form is past the check budget (a checks-skipped diagnostic says so). */
  numbers?: PipelineNumbers;
  diagnostics: Diagnostic[];
}

/**
 * Prepares one form of a text. The last model is kept, so counting the forms of one version one after
 * the other builds the model once, and the next version's model is built from it.
 */
export class FormPositionCounter {
  private last?: { text: string; model: Model };
  /** `satSolver`: for the nonograms' SAT search (see solveNonogram). */
  constructor(private readonly library?: Library, private readonly satSolver?: SatSolverFactory) {}

  count(text: string, formName: string): FormPositionCounts | undefined {
    const form = this.model(text).forms.find((f) => f.name === formName);
    if (!form) return undefined;
    const skipped = skippedChecks(form);
    if (skipped) return { form: formName, diagnostics: [skipped] };
    const prepared = prepareForm(form);
    return { form: formName, numbers: prepared.numbers, diagnostics: checkForm(prepared) };
  }
  /** The background solve of one nonogram of a text (bounded in time; see core/nonogram/examine.ts). */
  examineNonogram(text: string, name: string): NonogramFindings | undefined {
    const nonogram = this.model(text).nonograms.find((n) => n.name === name);
    return nonogram?.solvable ? examineNonogram(nonogram, undefined, this.satSolver) : undefined;
  }

  private model(text: string): Model {
    if (this.last?.text !== text) this.last = { text, model: buildModel(text, this.library, '', this.last?.model) };
    return this.last.model;
  }

}

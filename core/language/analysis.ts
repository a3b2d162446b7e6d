// A document's analysis in two speeds: the model and its cheap checks (at every edit), and per form the
// positions and the checks that need them (expensive: done lazily, one form at a time).
import { checkArea, checkForm } from '../tiling/checks';
import { Diagnostic } from './diagnostics';
import { buildModel, Library, Model } from './model';
import { ParseResult } from './parser';
import { Occurrence, occurrences } from '../editor/references';
import { PipelineNumbers, prepareForm } from '../tiling/solve';
import { examineNonogram, NonogramFindings } from '../nonogram/examine';

export interface Analysis {
  model: Model;
  /** Syntax, model and tile-balance diagnostics: everything that needs no positions. */
  diagnostics: Diagnostic[];
  occurrences: Occurrence[];
}

/** `previous`, an analysis of an earlier version of the same document, lets unchanged items be taken over. */
export function analyse(text: string, library?: Library, previous?: Analysis, parsed?: ParseResult): Analysis {
  const model = buildModel(text, library, '', previous?.model, parsed);
  const diagnostics = [...model.diagnostics, ...model.forms.flatMap((f) => checkArea(f))];
  return { model, diagnostics, occurrences: occurrences(model, library) };
}

/** The numbers of one form and the diagnostics that need its positions (tile fits nowhere, parity...). */
export interface FormPositionCounts { form: string; numbers: PipelineNumbers; diagnostics: Diagnostic[] }

/**
 * Prepares one form of a text. The last model is kept, so counting the forms of one version one after
 * the other builds the model once, and the next version's model is built from it.
 */
export class FormPositionCounter {
  private last?: { text: string; model: Model };
  constructor(private readonly library?: Library) {}

  count(text: string, formName: string): FormPositionCounts | undefined {
    const form = this.model(text).forms.find((f) => f.name === formName);
    if (!form) return undefined;
    const prepared = prepareForm(form);
    return { form: formName, numbers: prepared.numbers, diagnostics: checkForm(prepared) };
  }
  /** The background solve of one nonogram of a text (bounded in time; see core/nonogram/examine.ts). */
  examineNonogram(text: string, name: string): NonogramFindings | undefined {
    const nonogram = this.model(text).nonograms.find((n) => n.name === name);
    return nonogram?.solvable ? examineNonogram(nonogram) : undefined;
  }

  private model(text: string): Model {
    if (this.last?.text !== text) this.last = { text, model: buildModel(text, this.library, '', this.last?.model) };
    return this.last.model;
  }

}

// Reading a document: the parse and the model with every puzzle kind's block reader. Only the readers
// are listed here (a kind's reader and model, not its solver), so that what only reads (the extension's
// commands) stays small; core/kinds.ts lists the same kinds, in the same order, with all they do.
import { BlockKind } from './language/blocks';
import { buildModel as buildModelWith, Library, Model } from './language/model';
import { parse as parseWith, parseSteps as parseStepsWith, ParseResult } from './language/parser';
import { linkpixBlocks } from './linkpix/language';
import { nonogramBlocks } from './nonogram/build';

export const blockKinds: readonly BlockKind[] = [
  linkpixBlocks,
  nonogramBlocks,
];

/** The parse of a text, its puzzle blocks read by the kinds' readers. */
export function parse(text: string): ParseResult {
  return parseWith(text, blockKinds);
}

/** parse() in steps, one top-level block each (see core/language/parser.ts). */
export function parseSteps(text: string): Generator<void, ParseResult> {
  return parseStepsWith(text, blockKinds);
}

/** The model of a text with the kinds' blocks (see core/language/model.ts). */
export function buildModel(text: string, library?: Library, source = '', previous?: Model, parsed?: ParseResult): Model {
  return buildModelWith(text, blockKinds, library, source, previous, parsed);
}

// Diagnostics: every problem Logel reports has a code, a severity, a range and a plain sentence.
import { escapeControls, Range } from './text';

export type Severity = 'error' | 'warning' | 'information';

export interface RelatedInformation { message: string; range: Range; uri?: string }

export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  range: Range;
  related?: RelatedInformation[];
}

/** Every diagnostic code with its default severity; docs/language.md lists them with examples. */
export const diagnosticCodes = {
  'syntax': 'error',
  'unknown-name': 'error',
  'duplicate-name': 'error',
  'unknown-glyph': 'error',
  'ragged-art': 'error',
  'empty-art': 'error',
  'misplaced-glyph': 'error',
  'bad-grid': 'error',
  'bad-option': 'error',
  'disconnected-tile': 'warning',
  'same-shape': 'warning',
  'area-mismatch': 'error',
  'range-unreachable': 'warning',
  'tile-fits-nowhere': 'error',
  'uncoverable-atom': 'error',
  'parity': 'error',
  'bad-placement': 'error',
  'bad-part': 'error',
  'unused-tile-set': 'warning',
  'checks-skipped': 'information',
  // linkpix blocks (core/linkpix/language.ts)
  'odd-clue-count': 'error',
  'unbalanced-clues': 'error',
  'lonely-clue': 'error',
  'no-path-left': 'error',
  'goal-contradiction': 'error',
  'symmetry-tile': 'warning',
  // Nonograms (core/nonogram/): see docs/language.md#nonograms.
  'bad-nonogram': 'error',
  'bad-clue': 'error',
  'bad-goal': 'error',
  'clue-too-long': 'error',
  'totals-differ': 'error',
  'goal-mismatch': 'error',
  'bad-hints': 'error',
  'hint-contradicts': 'error',
  'contradictory-line': 'error',
  'no-solution': 'error',
  'not-unique': 'warning',
  'needs-search': 'information',
} as const satisfies Record<string, Severity>;

export type DiagnosticCode = keyof typeof diagnosticCodes;

export function diagnostic(code: DiagnosticCode, range: Range, message: string, related?: RelatedInformation[]): Diagnostic {
  const d: Diagnostic = { code, severity: diagnosticCodes[code], message: escapeControls(message), range };
  if (related && related.length > 0) d.related = related.map((r) => ({ ...r, message: escapeControls(r.message) }));
  return d;
}

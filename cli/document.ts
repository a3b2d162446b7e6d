// Reading .logel files for the CLI and printing diagnostics as file:line:col lines.
import { buildModel, analyse, maxCheckedLength } from '../core/document';
import { Diagnostic } from '../core/language/diagnostics';
import { standardLibrary } from '../core/language/library';
import { Model } from '../core/language/model';
import type { CliIo } from './main';
import { readText } from './args';

/** The model of a file; past maxCheckedLength only its syntax, as in the editor. */
export function loadModel(file: string, io: CliIo): Model | undefined {
  const text = readText(file, io);
  if (text === undefined) return undefined;
  return text.length > maxCheckedLength ? analyse(text).model : buildModel(text, standardLibrary);
}

export function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} ${d.code}: ${d.message}`;
}

/** Prints a model's first error (and how many more there are); true when it has errors. */
export function reportFirstError(file: string, model: Model, io: CliIo): boolean {
  const errors = sortDiagnostics(model.diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length === 0) return false;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''}; see logel check)` : '';
  io.err(formatDiagnostic(file, errors[0]) + more);
  return true;
}

export function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return [...ds].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

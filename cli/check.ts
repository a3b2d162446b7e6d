// `logel check FILE...`: every diagnostic as `file:line:col: severity code: message`; exit 1 on errors.
// The diagnostics are the editor's (core/document.ts checkDocument), background findings included
// unless `--no-examine`.
import { checkDocument } from '../core/document';
import { standardLibrary } from '../core/language/library';
import { readText } from './args';
import { loadCadical } from '../threads/cadical';
import { formatDiagnostic, sortDiagnostics } from './document';
import type { CliIo } from './main';

export async function runCheck(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--no-examine');
  if (files.length === 0 || unknown.length > 0) { io.err('usage: logel check [--no-examine] FILE...'); return 2; }
  const examine = !args.includes('--no-examine');
  let errors = 0;
  let unreadable = false;
  for (const file of files) {
    const text = readText(file, io);
    if (text === undefined) { unreadable = true; continue; }
    const loadSatSolver = () => loadCadical().catch(() => undefined);
    for (const d of sortDiagnostics(await checkDocument(text, standardLibrary, { examine, loadSatSolver }))) {
      if (d.severity === 'error') errors++;
      io.out(formatDiagnostic(file, d));
    }
  }
  return errors > 0 || unreadable ? 1 : 0;
}

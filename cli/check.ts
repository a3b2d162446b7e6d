// `logel check FILE...`: every diagnostic as `file:line:col: severity code: message`; exit 1 on errors.
import { checkModel } from '../core/tiling/checks';
import { formatDiagnostic, loadModel, sortDiagnostics } from './document';
import type { CliIo } from './main';

export async function runCheck(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length === 0) { io.err('usage: logel check FILE...'); return 2; }
  let errors = 0;
  let unreadable = false;
  for (const file of files) {
    const model = loadModel(file, io);
    if (!model) { unreadable = true; continue; }
    for (const d of sortDiagnostics(checkModel(model))) {
      if (d.severity === 'error') errors++;
      io.out(formatDiagnostic(file, d));
    }
  }
  return errors > 0 || unreadable ? 1 : 0;
}

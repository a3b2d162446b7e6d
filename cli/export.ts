// `logel export --dlx FILE.logel [--form NAME] [--reduced]`: a form's exact-cover problem in Knuth's dlx
// format, so other solvers can be compared on the very same problem; `--xmpuzzle` is cli/burrtools.ts.
import { formatDlx } from '../core/search/dlxFormat';
import { exactCoverOf, prepareForm } from '../core/tiling/solve';
import { parseArgs } from './args';
import { runExportBurrTools } from './burrtools';
import type { CliIo } from './main';
import { loadForm } from './solve';

export async function runExport(args: string[], io: CliIo): Promise<number> {
  if (args.includes('--xmpuzzle')) return runExportBurrTools(args, io);
  const { options, positional, error } = parseArgs(args, ['--form', '--dlx']);
  const file = options.get('--dlx');
  if (error || typeof file !== 'string' || positional.length > 0) {
    io.err(error ? `logel: ${error}` : 'usage: logel export --dlx FILE.logel [--form NAME] [--reduced]');
    return 2;
  }
  const form = loadForm(file, options.get('--form') as string | undefined, io);
  if (!form) return 1;
  const twice = form.tiles.find((ft) => ft.max > 1);
  if (twice) { io.err(`logel: tile ${twice.tile.name} is placed ${twice.max} times; the dlx format has no multiplicities`); return 1; }
  // By default every generated position, no symmetry reduction and no pruning: the plain problem.
  const prepared = prepareForm(form, { symmetry: options.has('--reduced') });
  const optionPositions = options.has('--reduced') ? prepared.optionPositions : prepared.positions.map((_, i) => i);
  const { problem, itemNames } = exactCoverOf({ ...prepared, optionPositions });
  io.out(`| ${form.name}: ${problem.options.length} options, ${problem.primaryCount} primary items${options.has('--reduced') ? ' (after symmetry and pruning)' : ''}`);
  for (const line of formatDlx(itemNames, problem.primaryCount, problem.options).trimEnd().split('\n')) io.out(line);
  return 0;
}

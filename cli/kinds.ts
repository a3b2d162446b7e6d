// The puzzle kinds on the command line: each kind's commands on its own data files (solve, check,
// import), and the solve of its blocks in a .logel file. main.ts asks the kinds in turn, then the
// tiling commands take what no kind claims.
import type { RunKind } from '../core/protocol';
import { parseArgs, readCapped } from './args';
import type { Command } from './main';
import { linkpixCli } from './linkpix';
import { nonogramCli } from './nonogram';

/** What the CLI does with one puzzle kind. */
export interface CliKind {
  /** Its block's keyword in .logel files (core/kinds.ts). */
  keyword: string;
  /** Its command `name` on the files of `args`, when they are its own data files. */
  command(name: string, files: string[]): Command | undefined;
  /** `logel solve` of one of its blocks in a .logel file. */
  solveBlock: Command;
  /** The option of `logel solve` that names one of its blocks (and sends a .logel file with forms here). */
  blockOption?: string;
  /** The options of `logel solve` that take a value (to tell the file from them). */
  solveValued: readonly string[];
}

/** Every puzzle kind of the registry on the command line; a .logel file whose blocks are of several kinds goes to the first. */
const cliKinds: { [K in Exclude<RunKind, 'form'>]: CliKind } = {
  nonogram: nonogramCli,
  linkpix: linkpixCli,
};

/** The command of the kind whose files (or .logel blocks) the arguments name, or undefined: the tiling path's. */
export function kindCommand(name: string, args: string[]): Command | undefined {
  for (const kind of Object.values(cliKinds)) {
    const files = parseArgs(args, [...kind.solveValued]).positional;
    if (name === 'solve' && files.length === 1 && files[0].endsWith('.logel')) {
      if ((kind.blockOption && args.includes(kind.blockOption)) || firstKindIn(files[0]) === kind) return kind.solveBlock;
      continue;
    }
    const command = kind.command(name, files);
    if (command) return command;
  }
  return undefined;
}

/** The first kind of puzzle a .logel file without a form has blocks of (a form's file is the tiling path's). */
function firstKindIn(file: string): CliKind | undefined {
  let text: string;
  try {
    text = readCapped(file);
  } catch {
    return undefined;   // the tiling path reports the unreadable or too large file
  }
  // [ \t]*, not \s*: after each of n blank lines \s* would run over all the others
  if (/^[ \t]*form\b/m.test(text)) return undefined;
  return Object.values(cliKinds).find((k) => new RegExp(`^[ \\t]*${k.keyword}\\b`, 'm').test(text));
}

// The `logel` command line: a thin adapter that reads files and prints what core computes.
import { readFileSync } from 'fs';
import { escapeControls } from '../core/language/text';
import { runCheck } from './check';
import { runExport } from './export';
import { nonogramCommand } from './nonogram';
import { linkpixCommand, linkpixUsage } from './linkpix';
import { runMerge } from './merge';
import { runSolve } from './solve';
import { runXc } from './xc';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

type Command = (args: string[], io: CliIo) => Promise<number>;

const commands: Record<string, Command> = {
  check: runCheck,
  solve: runSolve,
  export: runExport,
  xc: runXc,
  merge: runMerge,
};

const usage = `usage: logel <command> [options]
commands:
  check FILE...        check .logel files, print diagnostics (exit 1 on errors)
  solve FILE           solve a form: [--form NAME] [--first N | --count | --all] [--threads N | --shard i/N] [--no-symmetry] [--json]
                       or a nonogram (.non .xml .txt .dzn .mk): [--first N | --all] [--timeout SECONDS] [--json]
  import FILE          print a nonogram file (.non .xml .txt .dzn .mk) as a .logel nonogram block
  export --dlx FILE    write a form's exact-cover problem in Knuth's dlx format [--form NAME] [--reduced]
  xc FILE              count the solutions of an exact-cover problem in dlx format [--all | --first N] [--threads N | --shard i/N] [--no-memo] [--json]
  merge RESULTS...     add up the shares of a count printed by --shard i/N [--json]` + linkpixUsage;

export async function main(argv: string[], rawIo: CliIo): Promise<number> {
  // Messages echo file names, options and file contents: no control character reaches the terminal.
  const io: CliIo = { out: (l) => rawIo.out(escapeControls(l, true)), err: (l) => rawIo.err(escapeControls(l, true)) };
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.out(usage);
    return name === undefined ? 2 : 0;
  }
  const command = puzzleFileCommand(name, args) ?? commands[name];
  if (!command) {
    io.err(`logel: unknown command '${name}'`);
    io.err(usage);
    return 2;
  }
  return command(args, io);
}

/**
 * Nonogram and Link-a-Pix files both come as `.txt`: a nonogram's row clues, a blank line, its column
 * clues; a Link-a-Pix grid's width and height, then its rows, with no blank line between. The blank line
 * tells them apart; every other file goes by its extension (nonogram formats first).
 */
function puzzleFileCommand(name: string, args: string[]): ReturnType<typeof linkpixCommand> {
  const file = args.find((a) => !a.startsWith('--'));
  if (file !== undefined && /\.txt$/i.test(file) && !hasBlankLineBetween(file)) return linkpixCommand(name, args);
  return nonogramCommand(name, args) ?? linkpixCommand(name, args);
}

function hasBlankLineBetween(file: string): boolean {
  try {
    return /\S[^\n]*\n[ \t\r]*\n\s*\S/.test(readFileSync(file, 'utf8'));
  } catch {
    return false; // the command that reads it reports the error with the file's name
  }
}

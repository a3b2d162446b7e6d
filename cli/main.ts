// The `logel` command line: a thin adapter that reads files and prints what core computes.
import { runCheck } from './check';
import { runExport } from './export';
import { kindCommand } from './kinds';
import { linkpixUsage } from './linkpix';
import { isBurrToolsFile, runImportBurrTools } from './burrtools';
import { makeUsage, runMake } from './make';
import { challengeUsage } from './challenge';
import { runMerge } from './merge';
import { runSolve } from './solve';
import { runXc } from './xc';
import { countsGuarded, escaping } from './process';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export type Command = (args: string[], io: CliIo) => Promise<number>;

const commands: Record<string, Command> = {
  check: runCheck,
  solve: runSolve,
  export: runExport,
  xc: runXc,
  merge: runMerge,
  make: runMake,
};

const usage = `usage: logel <command> [options]
commands:
  check FILE...        check .logel files, print diagnostics (exit 1 on errors)
  solve FILE           solve a form: [--form NAME] [--first N | --count | --all] [--threads N | --shard i/N] [--no-symmetry] [--json]
                       or a nonogram (.non .xml .txt .dzn .mk .nin, a TAAI file: [--puzzle N], or a .logel nonogram block: [--nonogram NAME])
                         [--first N | --all] [--timeout SECONDS] [--json]
  import FILE          print a nonogram file (.non .xml .txt .dzn .mk .nin, TAAI) as .logel nonogram blocks
  import FILE.xmpuzzle print a BurrTools puzzle (cubes, triangular prisms) as a .logel tile set and forms [--count]
  export --dlx FILE    write a form's exact-cover problem in Knuth's dlx format [--form NAME] [--reduced]
  export --xmpuzzle FILE --out OUT.xmpuzzle   write forms as a BurrTools puzzle [--form NAME]
  xc FILE              count the solutions of an exact-cover problem in dlx format [--all | --first N] [--threads N | --shard i/N] [--no-memo] [--json]
  merge RESULTS...     add up the shares of a count printed by --shard i/N [--json]` + linkpixUsage + makeUsage + challengeUsage;

export async function main(argv: string[], rawIo: CliIo): Promise<number> {
  const io = escaping(rawIo);
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    for (const line of usage.split('\n')) io.out(line);
    return name === undefined ? 2 : 0;
  }
  const command = (name === 'import' && args.some(isBurrToolsFile) ? runImportBurrTools : undefined) ?? kindCommand(name, args) ?? commands[name];
  if (!command) {
    io.err(`logel: unknown command '${name}'`);
    for (const line of usage.split('\n')) io.err(line);
    return 2;
  }
  return countsGuarded(command)(args, io);
}


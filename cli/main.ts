// The `logel` command line: a thin adapter that reads files and prints what core computes.
import { runCheck } from './check';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

type Command = (args: string[], io: CliIo) => Promise<number>;

const commands: Record<string, Command> = {
  check: runCheck,
};

const usage = `usage: logel <command> [options]
commands:
  check FILE...        check .logel files, print diagnostics (exit 1 on errors)`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.out(usage);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`logel: unknown command '${name}'`);
    io.err(usage);
    return 2;
  }
  return command(args, io);
}

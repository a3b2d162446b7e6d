// Wiring a command-line entry to the process: output (a reader that stops early is not an
// error), the exit code, and a counting thread that must not run the command again.
import { isMainThread } from 'node:worker_threads';
import { escapeControls } from '../core/language/text';
import { CountOverflow } from '../core/search/liveBits';
import type { CliIo, Command } from './main';

/** Runs `command` on the process's arguments, unless this is a counting thread (threads/shares.ts). */
export function runFromProcess(command: (argv: string[], io: CliIo) => Promise<number>): void {
  if (!isMainThread) return;
  // logel check big.logel | head: stop writing, quietly
  process.stdout.on('error', (e: NodeJS.ErrnoException) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
  const io: CliIo = { out: (l) => process.stdout.write(l + '\n'), err: (l) => process.stderr.write(l + '\n') };
  command(process.argv.slice(2), io).then(
    (code) => { process.exitCode = code; },
    (e: unknown) => {
      io.err(`logel: internal error: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 70;
    },
  );
}

/** `io` with control characters escaped, line breaks too: messages echo file names, options and
 *  file contents, and a name holding a line break must not start a line of its own (a forged
 *  `file:line:col: error`). Each call prints one line; text of several lines is printed line by line. */
export function escaping(io: CliIo): CliIo {
  return { out: (l) => io.out(escapeControls(l)), err: (l) => io.err(escapeControls(l)) };
}

/** The command, with a count too large to count exactly said in one line (exit 1) rather than as an internal error. */
export function countsGuarded(command: Command): Command {
  return async (args, io) => {
    try {
      return await command(args, io);
    } catch (e) {
      if (!(e instanceof CountOverflow)) throw e;
      io.err(`logel: ${e.message}`);
      return 1;
    }
  };
}

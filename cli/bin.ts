// Entry point of the bundled CLI (dist/cli.js): wires main() to the process.
import { isMainThread } from 'node:worker_threads';
import { main, CliIo } from './main';

// A reader that stops early (logel check big.logel | head) is not an error: stop writing, quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
const io: CliIo = { out: (l) => process.stdout.write(l + '\n'), err: (l) => process.stderr.write(l + '\n') };
// A counting thread (threads/shares.ts) loads this file too, and must not run the command again.
if (isMainThread) main(process.argv.slice(2), io).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => {
    io.err(`logel: internal error: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 70;
  },
);

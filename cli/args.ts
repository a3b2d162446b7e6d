// Reading a command's options and its input file: what every command needs, and nothing of the
// language (the `logel xc` bundle has only this).
import { readFileSync } from 'node:fs';
import type { CliIo } from './main';

export function readText(file: string, io: CliIo): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    io.err(`logel: cannot read ${file}: ${reason}`);
    return undefined;
  }
}

/** Parses `--name value` and `--flag` options; the rest are positional arguments. */
export function parseArgs(args: string[], valued: string[]): { options: Map<string, string | true>; positional: string[]; error?: string } {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) { positional.push(a); continue; }
    if (valued.includes(a)) {
      const v = args[++i];
      if (v === undefined) return { options, positional, error: `${a} needs a value` };
      options.set(a, v);
    } else options.set(a, true);
  }
  return { options, positional };
}

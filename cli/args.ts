// Reading a command's options and its input file: what every command needs, and nothing of the
// language (the `logel xc` bundle has only this).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { CliIo } from './main';

/** The largest input file read: past it a file is refused before it is read (`/dev/zero` never ends). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export class FileTooLarge extends Error {}

/** The file's text, read in pieces so that reading stops at MAX_FILE_BYTES + 1 bytes whatever the
 *  file claims to be (devices and pipes have no size). Throws FileTooLarge past the limit. */
export function readCapped(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > MAX_FILE_BYTES) throw new FileTooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, MAX_FILE_BYTES + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
      if (total > MAX_FILE_BYTES) throw new FileTooLarge();
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export function readText(file: string, io: CliIo): string | undefined {
  try {
    return readCapped(file);
  } catch (e) {
    const reason = e instanceof FileTooLarge ? `larger than the ${MAX_FILE_BYTES / (1024 * 1024)} MB a file may have`
      : (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
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

/** `logel make WHAT FILE [options]`: the options and the file, or undefined after the usage or error line (exit 2). */
export function parseMakeArgs(args: string[], what: string, valued: string[], flags: string[], usage: string, io: CliIo): { options: Map<string, string | true>; file: string } | undefined {
  const { options, positional, error } = parseArgs(args, valued);
  const unknown = [...options.keys()].filter((o) => !valued.includes(o) && !flags.includes(o));
  if (error || unknown.length > 0 || positional.length !== 2 || positional[0] !== what) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : `usage: logel${usage.replace(/^\n {2}/, ' ')}`);
    return undefined;
  }
  return { options, file: positional[1] };
}

/** A whole-number option from `least` to `most`: its value, `fallback` when it is absent, or the error line. */
export function wholeNumberOption<F extends number | undefined>(options: Map<string, string | true>, name: string, least: number, most: number, fallback: F): number | F | string {
  if (!options.has(name)) return fallback;
  const v = Number(options.get(name));
  return Number.isInteger(v) && v >= least && v <= most ? v : `logel: ${name} needs a whole number from ${least} to ${most}, not '${options.get(name)}'`;
}

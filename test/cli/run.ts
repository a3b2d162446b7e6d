// Runs the CLI in process with captured output, and writes input files to a temporary folder.
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { main } from '../../cli/main';

export async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** A folder for one test file's inputs; `write(name, text)` puts a file there and returns its path, `read(path)` reads one. */
export function inputFolder(prefix: string): { dir: string; write(name: string, text: string): string; read(path: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
    read: (path) => readFileSync(path, 'utf8'),
  };
}

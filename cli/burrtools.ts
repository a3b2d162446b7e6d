// `logel import FILE.xmpuzzle`: a BurrTools puzzle printed as .logel (core/tiling/burrtools.ts). The
// file is gzip-compressed XML; it is unpacked here, with its unpacked size bounded (a gzip bomb stops).
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BurrToolsError, burrToolsToLogel } from '../core/tiling/burrtools';
import { MAX_FILE_BYTES } from './args';
import type { CliIo } from './main';

export const isBurrToolsFile = (file: string): boolean => file.toLowerCase().endsWith('.xmpuzzle');

export async function runImportBurrTools(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || files.length !== args.length) { io.err('usage: logel import FILE.xmpuzzle'); return 2; }
  const file = files[0];
  let xml: string;
  try {
    if (statSync(file).size > MAX_FILE_BYTES) throw new Error(`larger than the ${MAX_FILE_BYTES / (1 << 20)} MB a file may have`);
    const packed = readFileSync(file);
    // Files saved uncompressed are XML text; BurrTools writes gzip (magic bytes 1f 8b).
    xml = (packed[0] === 0x1f && packed[1] === 0x8b ? gunzipSync(packed, { maxOutputLength: MAX_FILE_BYTES }) : packed).toString('utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const reason = err.code === 'ENOENT' ? 'no such file' : err.code === 'ERR_BUFFER_TOO_LARGE' ? `it unpacks to more than the ${MAX_FILE_BYTES / (1 << 20)} MB a file may have`
      : err.code?.startsWith('Z_') ? `not a whole gzip file (${err.message})` : err.message;
    io.err(`logel: cannot read ${file}: ${reason}`);
    return 1;
  }
  try {
    for (const line of burrToolsToLogel(xml, basename(file).replace(/\.xmpuzzle$/i, '')).trimEnd().split('\n')) io.out(line);
  } catch (e) {
    if (!(e instanceof BurrToolsError)) throw e;
    io.err(`${file}:${e.message}`);
    return 1;
  }
  return 0;
}

// `logel import FILE.xmpuzzle [--count]`: a BurrTools puzzle printed as .logel (core/tiling/burrtools.ts),
// with --count each stored count checked against Logel's; `logel export --xmpuzzle FILE.logel --out OUT`
// writes forms as one (core/tiling/burrtoolsExport.ts). The file is gzip-compressed XML; it is unpacked
// here, with its unpacked size bounded (a gzip bomb stops).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildModel } from '../core/read';
import { standardLibrary } from '../core/language/library';
import { withCommas } from '../core/language/text';
import { assembliesText, BurrToolsError, BurrToolsPuzzle, readBurrTools } from '../core/tiling/burrtools';
import { BurrToolsExportError, formsToBurrTools } from '../core/tiling/burrtoolsExport';
import { checkArea } from '../core/tiling/checks';
import { overBudget, solveBudget } from '../core/tiling/positions';
import { prepareForm, solvePrepared } from '../core/tiling/solve';
import { MAX_FILE_BYTES, parseArgs, readText } from './args';
import { reportFirstError } from './document';
import type { CliIo } from './main';

export const isBurrToolsFile = (file: string): boolean => file.toLowerCase().endsWith('.xmpuzzle');

export async function runImportBurrTools(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  const count = args.includes('--count');
  if (files.length !== 1 || files.length + (count ? 1 : 0) !== args.length) { io.err('usage: logel import FILE.xmpuzzle [--count]'); return 2; }
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
  let puzzle: BurrToolsPuzzle;
  try {
    puzzle = readBurrTools(xml, basename(file).replace(/\.xmpuzzle$/i, ''));
  } catch (e) {
    if (!(e instanceof BurrToolsError)) throw e;
    io.err(`${file}:${e.message}`);
    return 1;
  }
  for (const line of puzzle.logel.trimEnd().split('\n')) io.out(line);
  return count ? compareCounts(puzzle, file, io) : 0;
}

/** Counts each problem whose count BurrTools stored when its search finished, and says whether the two
 *  agree (BurrTools' assemblies are solutions up to the result's symmetries: Logel's count up to symmetry). */
function compareCounts(puzzle: BurrToolsPuzzle, file: string, io: CliIo): number {
  const model = buildModel(puzzle.logel, standardLibrary);
  const lines: string[] = [];
  let differ = 0;
  for (const problem of puzzle.problems) {
    if (!problem.stored?.finished) continue;
    const form = model.forms.find((f) => f.name === problem.form)!;
    const stored = `BurrTools stored ${assembliesText(problem.stored.assemblies)}`;
    const refused = checkArea(form)[0]?.message ?? overBudget(form, solveBudget);
    if (refused) { lines.push(`// ${form.name}: ${stored}; not counted: ${refused}`); continue; }
    const { unique, total } = solvePrepared(prepareForm(form), { mode: 'count' }).solutions;
    const agree = unique === problem.stored.assemblies;
    const counted = `Logel counts ${withCommas(unique)} up to symmetry (${withCommas(total)} in all)`;
    lines.push(`// ${form.name}: ${stored}, ${counted}: ${agree ? 'the same' : 'they differ'}`);
    if (!agree) { differ++; io.err(`${file}:${problem.line}:${problem.column}: warning: problem ${form.name}: ${stored}, but ${counted}`); }
  }
  io.out('');
  if (lines.length === 0) lines.push('// no problem has a count BurrTools stored when its search finished');
  for (const line of lines) io.out(line);
  return differ > 0 ? 1 : 0;
}

const exportUsage = 'usage: logel export --xmpuzzle FILE.logel [--form NAME] --out OUT.xmpuzzle';

/** `logel export --xmpuzzle FILE.logel [--form NAME] --out OUT.xmpuzzle`: the file's forms (or one) as a BurrTools puzzle. */
export async function runExportBurrTools(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, ['--xmpuzzle', '--form', '--out']);
  const unknown = [...options.keys()].find((o) => !['--xmpuzzle', '--form', '--out'].includes(o));
  const [file, out] = [options.get('--xmpuzzle'), options.get('--out')];
  if (error || unknown || typeof file !== 'string' || typeof out !== 'string' || positional.length > 0) {
    io.err(error ? `logel: ${error}` : unknown ? `logel: unknown option ${unknown}` : exportUsage);
    return 2;
  }
  const text = readText(file, io);
  if (text === undefined) return 1;
  const model = buildModel(text, standardLibrary);
  if (reportFirstError(file, model, io)) return 1;
  const name = options.get('--form');
  const forms = typeof name === 'string' ? model.forms.filter((f) => f.name === name) : model.forms;
  if (forms.length === 0) {
    io.err(name ? `logel: ${file} has no form '${name}'${model.forms.length ? ` (it has ${model.forms.map((f) => f.name).join(', ')})` : ''}` : `logel: ${file} has no form to export`);
    return 1;
  }
  let xml: string;
  try {
    xml = formsToBurrTools(forms);
  } catch (e) {
    if (!(e instanceof BurrToolsExportError)) throw e;
    io.err(`${file}:${e.range.start.line + 1}:${e.range.start.character + 1}: error: ${e.message}`);
    return 1;
  }
  try {
    writeFileSync(out, gzipSync(xml));
  } catch (e) {
    io.err(`logel: cannot write ${out}: ${(e as Error).message}`);
    return 1;
  }
  io.out(`${out}: ${forms.length} problem${forms.length === 1 ? '' : 's'} (${forms.map((f) => f.name).join(', ')})`);
  return 0;
}

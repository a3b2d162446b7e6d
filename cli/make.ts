// `logel make nonogram PICTURE`: a nonogram block from a PNG or a text-art picture, made unique by
// the fewest changes (or starting hints) core/nonogram/make.ts finds; PNG files are decoded here (fast-png).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decode, convertIndexedToRgb } from 'fast-png';
import { blockName, formatNonogramBlock, hintRows, pictureRows } from '../core/nonogram/block';
import { makeNonogram, makeNonogramHints, MadeNonogram, puzzleOfPicture } from '../core/nonogram/make';
import { Picture, PictureError, pictureFromPixels, pictureFromText, type PixelOptions } from '../core/nonogram/picture';
import type { NonogramPuzzle } from '../core/nonogram/puzzle';
import type { Rating } from '../core/nonogram/solve';
import { buildModel } from '../core/read';
import { nonogramsOf } from '../core/nonogram/build';
import { loadCadical } from '../threads/cadical';
import { parseMakeArgs, wholeNumberOption } from './args';
import type { CliIo } from './main';
import { runMakeChallenge } from './challenge';
import { makeLinkpixUsage, runMakeLinkpix } from './makeLinkpix';

export const makeUsage = `
  make nonogram PICTURE  a nonogram block from a PNG or text art (# and ., or palette letters), made unique
                       by the fewest changes (or with --hints, the fewest starting hints): [--width N]
                       [--colours N | --threshold 0-255] [--rating line|probing|search] [--hints] [--keep]
                       [--name NAME] [--proof-budget N] [--timeout SECONDS] [--json]` + makeLinkpixUsage;

const valued = ['--width', '--colours', '--threshold', '--rating', '--name', '--proof-budget', '--timeout'];
const flags = ['--keep', '--json', '--hints'];
/** Seconds a repair may take unless --timeout says otherwise. */
const defaultTimeout = 300;
/** Pixels of a PNG at most: decoded, each takes 4 bytes and more in the decoder. */
const maxPixels = 50_000_000;

export async function runMake(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'challenge') return runMakeChallenge(args, io);
  if (args[0] === 'linkpix') return runMakeLinkpix(args, io);
  const parsed = parseMakeArgs(args, 'nonogram', valued, flags, makeUsage, io);
  if (!parsed) return 2;
  const { options, file } = parsed;
  const number = (name: string, least: number, most: number) => wholeNumberOption(options, name, least, most, undefined);
  const width = number('--width', 1, 1000), colours = number('--colours', 1, 30), threshold = number('--threshold', 0, 255), budget = number('--proof-budget', 0, 1e9);
  const timeout = number('--timeout', 1, 1e6);
  const bad = [width, colours, threshold, budget, timeout].find((v) => typeof v === 'string');
  if (bad !== undefined) { io.err(bad as string); return 2; }
  if (colours !== undefined && threshold !== undefined) { io.err('logel: choose one of --colours, --threshold'); return 2; }
  const rating = (options.get('--rating') ?? 'search') as Rating;
  if (!['line', 'probing', 'search'].includes(rating)) { io.err(`logel: --rating is line, probing or search, not '${rating}'`); return 2; }

  const picture = readPicture(file, { width: width as number | undefined, colours: colours as number | undefined, threshold: threshold as number | undefined }, io);
  if (!picture) return 1;
  const name = blockName(typeof options.get('--name') === 'string' ? options.get('--name') as string : basename(file).replace(/\.[^.]*$/, ''));
  const satSolver = await loadCadical();
  const started = performance.now();
  const deadline = started + (timeout as number | undefined ?? defaultTimeout) * 1000;
  const byHints = options.has('--hints');
  const made = (byHints ? makeNonogramHints : makeNonogram)(picture, name, { rating, satSolver, shouldStop: () => performance.now() > deadline, ...(budget !== undefined ? { proofBudget: budget as number } : {}) });
  const ms = Math.round(performance.now() - started);
  const keep = options.has('--keep');
  const proposed = made.changes.length + made.hints.length;
  // Not made unique: the picture as drawn.
  const shown: NonogramPuzzle = keep || !made.unique ? puzzleOfPicture(picture, name) : made.puzzle;
  const block = formatNonogramBlock(shown);
  // What is printed must read back as it was made: the same clues and goal, no errors.
  const model = buildModel(block);
  const back = nonogramsOf(model)[0]?.puzzle;
  const hintsOf = (p: NonogramPuzzle) => (p.hints ? hintRows(p, p.hints).join() : '');
  if (model.diagnostics.some((d) => d.severity === 'error') || !back || pictureRows(back, back.goal!).join() !== pictureRows(shown, shown.goal!).join() || hintsOf(back) !== hintsOf(shown)) {
    throw new Error(`the made block does not read back: ${model.diagnostics.map((d) => d.message).join('; ')}`);
  }
  const at = (cell: number) => [Math.floor(cell / picture.width) + 1, (cell % picture.width) + 1];
  if (options.has('--json')) {
    io.out(JSON.stringify({
      block, kept: keep, unique: keep ? proposed === 0 && made.unique : made.unique, rating: keep && proposed > 0 ? null : made.rating,
      changes: made.changes.map((c) => at(c.cell)), hints: made.hints.map(at), minimal: made.minimal, smallest: made.smallest, stopped: made.stopped,
      width: picture.width, height: picture.height, colours: picture.colours.length - 1, solves: made.solves, ms,
    }));
    return made.unique ? 0 : 1;
  }
  for (const line of summary(file, picture, made, keep)) io.out(`// ${line}`);
  for (const line of block.split('\n')) io.out(line);
  return made.unique ? 0 : 1;
}

/** The comment lines above the block: what was made, the changes, and how far minimal and smallest are proved. */
function summary(file: string, picture: Picture, made: MadeNonogram, keep: boolean): string[] {
  const { width, height } = picture;
  const letters = made.puzzle.colours.length > 2 ? pictureRows(made.puzzle, Uint8Array.from(made.puzzle.colours.keys())) : [];
  const glyph = (c: number) => (letters.length ? letters[0][c] : c === 0 ? '.' : '#');
  const out = [`made from ${basename(file)}: ${width}×${height}, ${picture.colours.length - 1} colour${picture.colours.length > 2 ? 's' : ''}`];
  const byHints = made.hints.length > 0;
  const n = made.changes.length + made.hints.length;
  const what = (k: number) => (byHints ? `${k} starting hint${k === 1 ? '' : 's'}` : `${k} change${k === 1 ? '' : 's'}`);
  const share = `${(100 * n / (width * height)).toFixed(2)} % of the cells`;
  if (!made.unique) {
    out.push(made.stopped ? `stopped by the time limit (--timeout) after ${what(n)}, not yet unique: the picture as drawn` : 'no set of changes found that makes it unique at the rating asked for: the picture as drawn');
    return out;
  }
  if (n === 0) out.push(`unique as drawn, rating ${made.rating}`);
  else if (keep) out.push(`the picture as drawn is not unique at the rating asked for; ${what(n)} (${share}) would make it unique, rating ${made.rating}:`);
  else out.push(byHints ? `unique, rating ${made.rating}, with ${what(n)} (${share}):` : `unique, rating ${made.rating}, after ${what(n)} to the picture (${share}):`);
  for (const c of made.changes) out.push(`  row ${Math.floor(c.cell / width) + 1}, column ${(c.cell % width) + 1}: ${glyph(c.from)} -> ${glyph(c.to)}`);
  for (const cell of made.hints) out.push(`  row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}: ${glyph(picture.cells[cell])}`);
  if (n > 0) {
    const one = byHints ? 'hint' : 'change';
    out.push(made.minimal ? `minimal: taking back any one ${one} breaks uniqueness or the rating` : `not proved minimal: a search to take a ${one} back was cut short`);
    out.push(`${made.smallest.proved ? 'fewest: proved' : 'fewest: not proved'}: ${made.smallest.how}`);
  }
  return out;
}

export function readPicture(file: string, options: PixelOptions, io: CliIo): Picture | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    io.err(`logel: cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    return undefined;
  }
  const isPng = bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  try {
    if (isPng) {
      const { rgba, width, height } = pngPixels(bytes, file);
      return pictureFromPixels(rgba, width, height, options);
    }
    if (options.width !== undefined || options.colours !== undefined || options.threshold !== undefined) {
      io.err(`logel: ${file} is text art: --width, --colours and --threshold apply to PNG pictures`);
      return undefined;
    }
    return pictureFromText(bytes.toString('utf8'));
  } catch (e) {
    if (!(e instanceof PictureError)) throw e;
    io.err(e.line > 0 ? `${file}:${e.line}:${e.column}: error: ${e.message}` : `logel: ${file}: ${e.message}`);
    return undefined;
  }
}

/** A decoded PNG as 8-bit RGBA, whatever its colour type and depth. */
export function pngPixels(bytes: Uint8Array, file: string): { rgba: Uint8Array; width: number; height: number } {
  // The size from the header (IHDR), before decoding: a huge image is refused, not decoded.
  if (bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const w = view.getUint32(16), h = view.getUint32(20);
    if (w * h > maxPixels) throw new PictureError(`the PNG is ${w}×${h} pixels; at most ${maxPixels.toLocaleString('en')} are read`);
  }
  let png;
  try {
    png = decode(bytes);
  } catch (e) {
    throw new PictureError(`not a readable PNG (${(e as Error).message})`);
  }
  const { width, height } = png;
  const n = width * height;
  if (n === 0) throw new PictureError(`the PNG in ${file} has no pixels`);
  let data: ArrayLike<number> = png.data, channels = png.channels, max = 2 ** png.depth - 1;
  if (png.palette) { data = convertIndexedToRgb(png); channels = data.length / n; max = 255; }
  const rgba = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    const v = (k: number) => Math.round(data[i * channels + k] * 255 / max);
    const grey = channels <= 2;
    rgba[4 * i] = v(0);
    rgba[4 * i + 1] = grey ? v(0) : v(1);
    rgba[4 * i + 2] = grey ? v(0) : v(2);
    rgba[4 * i + 3] = channels === 2 ? v(1) : channels === 4 ? v(3) : 255;
  }
  return { rgba, width, height };
}

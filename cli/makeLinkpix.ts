// `logel make linkpix PICTURE`: a linkpix block from a PNG or a text-art picture, its paths split by
// core/linkpix/make.ts so that the only solution paints the picture; read back and solved again
// before it is printed.
import { basename } from 'node:path';
import { linkpixBlock } from '../core/linkpix/block';
import { makeLinkpix, MakeDifficulty, pathFigures } from '../core/linkpix/make';
import { DEFAULT_MAX_LENGTH, linkpixBlocksOf } from '../core/linkpix/language';
import { pathKey } from '../core/linkpix/puzzle';
import { solveLinkpix } from '../core/linkpix/solve';
import { blockName } from '../core/nonogram/block';
import { buildModel } from '../core/read';
import { parseMakeArgs, wholeNumberOption } from './args';
import type { CliIo } from './main';
import { readPicture } from './make';

export const makeLinkpixUsage = `
  make linkpix PICTURE   a linkpix block from a PNG or text art whose only solution paints the picture:
                       [--width N] [--colours N | --threshold 0-255] [--max-length N (${DEFAULT_MAX_LENGTH})]
                       [--difficulty exclusions|search] [--seed N] [--name NAME] [--timeout SECONDS] [--json]`;

const valued = ['--width', '--colours', '--threshold', '--max-length', '--difficulty', '--seed', '--name', '--timeout'];
const flags = ['--json'];
/** What --timeout cut short: the merges, or everything before a first partition was proved unique. */
function stoppedNote(stopped: boolean, ones: number): string {
  if (!stopped) return '';
  return ones === 1 ? ' (--timeout came before any longer paths were proved unique: every cell its own 1)' : ' (cut short by --timeout: the last partition proved unique)';
}

/** Seconds the splits, merges and solves may take unless --timeout says otherwise (the last unique partition is kept). */
const defaultTimeout = 300;

export function runMakeLinkpix(args: string[], io: CliIo): number {
  const parsed = parseMakeArgs(args, 'linkpix', valued, flags, makeLinkpixUsage, io);
  if (!parsed) return 2;
  const { options, file } = parsed;
  const number = (name: string, least: number, most: number) => wholeNumberOption(options, name, least, most, undefined);
  const width = number('--width', 1, 1000), colours = number('--colours', 1, 30), threshold = number('--threshold', 0, 255);
  const maxLength = number('--max-length', 1, 1000), seed = number('--seed', 0, 2 ** 31 - 1), timeout = number('--timeout', 1, 1e6);
  const bad = [width, colours, threshold, maxLength, seed, timeout].find((v) => typeof v === 'string');
  if (bad !== undefined) { io.err(bad as string); return 2; }
  if (colours !== undefined && threshold !== undefined) { io.err('logel: choose one of --colours, --threshold'); return 2; }
  const difficulty = (options.get('--difficulty') ?? 'search') as MakeDifficulty;
  if (!['exclusions', 'search'].includes(difficulty)) { io.err(`logel: --difficulty is exclusions or search, not '${difficulty}'`); return 2; }

  const picture = readPicture(file, { width: width as number | undefined, colours: colours as number | undefined, threshold: threshold as number | undefined }, io);
  if (!picture) return 1;
  if (!picture.cells.some((c) => c > 0)) { io.err(`logel: ${file}: the picture has no painted cell to join`); return 1; }
  const name = blockName(typeof options.get('--name') === 'string' ? options.get('--name') as string : basename(file).replace(/\.[^.]*$/, ''));
  const started = performance.now();
  const deadline = started + (timeout as number | undefined ?? defaultTimeout) * 1000;
  const made = makeLinkpix(picture, name, { maxLength: maxLength as number | undefined, seed: seed as number | undefined, difficulty, shouldStop: () => performance.now() > deadline });
  const ms = Math.round(performance.now() - started);
  const lines = linkpixBlock(made.puzzle, made.paths);
  const block = lines.join('\n');
  // What is printed must read back and solve to the made paths alone.
  const model = buildModel(block);
  const back = linkpixBlocksOf(model.tree)[0]?.puzzle;
  const again = back && solveLinkpix(back, { limit: 2 });
  const keys = new Set(made.paths.map(pathKey));
  const unique = !!again && again.unique === true && again.solutions[0].length === keys.size && again.solutions[0].every((p) => keys.has(pathKey(p)));
  if (model.diagnostics.some((d) => d.severity === 'error') || !unique) {
    throw new Error(`the made block does not read back unique: ${model.diagnostics.map((d) => d.message).join('; ')}`);
  }
  const figures = pathFigures(made.paths);
  const solvedByExclusions = again.difficulty === 'exclusions';
  if (options.has('--json')) {
    io.out(JSON.stringify({ block, unique, paths: figures.paths, meanLength: figures.meanLength, ones: figures.ones, solvedByExclusions,
      width: picture.width, height: picture.height, colours: picture.colours.length - 1, solves: made.solves, stopped: made.stopped, ms }));
    return 0;
  }
  const colourCount = picture.colours.length - 1;
  io.out(`// made from ${basename(file)}: ${picture.width}×${picture.height}, ${colourCount} colour${colourCount === 1 ? '' : 's'}`);
  io.out(`// unique, ${solvedByExclusions ? 'solved by exclusions alone' : 'needs search'}: ${figures.paths} paths, mean length ${figures.meanLength.toFixed(2)}, ${(100 * figures.ones).toFixed(0)} % of them 1s${stoppedNote(made.stopped, figures.ones)}`);
  for (const line of lines) io.out(line);
  return 0;
}

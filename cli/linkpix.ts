// `logel solve|check|import FILE` on Link-a-Pix files: the INF421 text format, clue lists and
// Conceptis XML (core/linkpix/formats.ts). main.ts hands a command here when its file is one.
import { buildModel } from '../core/read';
import { linkpixBlock } from '../core/linkpix/block';
import { LinkpixFormatError, parseLinkpixFile } from '../core/linkpix/formats';
import { cellName, LinkpixPuzzle } from '../core/linkpix/puzzle';
import { LINKPIX_MEMORY_BYTES, LinkpixSolveResult, pictureOf, solveLinkpix } from '../core/linkpix/solve';
import { parityProblems } from '../core/linkpix/check';
import { differingClues, linkpixBlocksOf } from '../core/linkpix/language';
import { standardLibrary } from '../core/language/library';
import { formatDiagnostic, sortDiagnostics } from './document';
import { parseArgs, readText } from './args';
import type { CliKind } from './kinds';
import type { CliIo } from './main';
import { escapeControls, withCommas } from '../core/language/text';
import { memoryOption } from './memory';

export const linkpixUsage = `
  solve FILE           solve a Link-a-Pix file (INF421 .txt, clue list, Conceptis .xml): [--json] [--memory MB]
  check FILE...        check Link-a-Pix files: clue parity, lonely clues, uniqueness [--memory MB]
  import FILE          print a Link-a-Pix file as a linkpix block of the language`;

// Options that take a value: `--memory MB`, the memory bound of a solve (LINKPIX_MEMORY_BYTES by default).
const VALUED = ['--memory'];

/** Link-a-Pix on the command line (cli/kinds.ts): its data files are those that are not .logel (after
 *  the nonogram's have been told apart); `import` is its own. */
export const linkpixCli: CliKind = {
  keyword: 'linkpix',
  command: (name, files) => name !== 'import' && !(files.length > 0 && files.every((f) => !f.endsWith('.logel'))) ? undefined
    : name === 'solve' ? runSolve : name === 'check' ? runCheck : name === 'import' ? runImport : undefined,
  solveBlock: runSolve,
  solveValued: VALUED,
};
/** The memory bound in bytes from `--memory MB` (cli/memory.ts), or the error line. */
function memoryBytesOption(value: string | true | undefined): number | string {
  const mb = memoryOption(value);
  return typeof mb === 'string' ? mb : value === undefined ? LINKPIX_MEMORY_BYTES : mb * (1 << 20);
}

function load(file: string, io: CliIo): LinkpixPuzzle | undefined {
  const text = readText(file, io);
  if (text === undefined) return undefined;
  if (file.endsWith('.logel')) {
    const model = buildModel(text, standardLibrary);
    const errors = sortDiagnostics(model.diagnostics.filter((d) => d.severity === 'error'));
    if (errors.length > 0) { io.err(formatDiagnostic(file, errors[0])); return undefined; }
    const puzzle = linkpixBlocksOf(model.tree)[0]?.puzzle;
    if (!puzzle) io.err(`logel: ${file} has no linkpix block to solve`);
    return puzzle;
  }
  try {
    return parseLinkpixFile(text, file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, ''));
  } catch (e) {
    if (e instanceof LinkpixFormatError) io.err(`${file}:${e.line}:${e.column}: error: ${e.message}`);
    else io.err(`${file}: error: ${(e as Error).message}`);
    return undefined;
  }
}

/** `file:line:col` of a clue cell when the file says where it is, else just the file. */
function at(file: string, puzzle: LinkpixPuzzle, cell: number): string {
  const s = puzzle.sourceOf?.(cell);
  return s ? `${file}:${s.line}:${s.column}` : file;
}

/** The documented JSON of a solve (docs/cli.md). */
export function linkpixJson(puzzle: LinkpixPuzzle, r: LinkpixSolveResult): object {
  const { width } = puzzle;
  const first = r.solutions[0];
  return {
    kind: 'linkpix', name: puzzle.name, width, height: puzzle.height,
    clues: r.clues.length,
    solutions: { total: r.solutions.length, complete: r.complete },
    unique: r.unique,
    difficulty: r.difficulty,
    paths: first ? first.map((p) => Array.from(p, (c) => [Math.floor(c / width), c % width])) : [],
    picture: first ? pictureOf(puzzle, first) : [],
    pipeline: r.pipeline,
    search: { ms: r.stats.ms, pathsMs: r.stats.pathsMs, exclusionsMs: r.stats.exclusionsMs, searchMs: r.stats.search.ms,
      placements: r.stats.search.placements, deadEnds: r.stats.search.deadEnds, cancelled: r.cancelled },
    ...(r.problem ? { problem: { row: Math.floor(r.problem.cell / width), col: r.problem.cell % width, message: r.problem.message } } : {}),
  };
}

async function runSolve(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, VALUED);
  const unknown = [...options.keys()].filter((o) => o !== '--json' && o !== '--memory');
  if (error || positional.length !== 1 || unknown.length > 0) {
    io.err(unknown.length ? `logel: unknown option ${unknown[0]} for a Link-a-Pix file` : error ? `logel: ${error}` : 'usage: logel solve FILE [--json] [--memory MB]');
    return 2;
  }
  const memoryBytes = memoryBytesOption(options.get('--memory'));
  if (typeof memoryBytes === 'string') { io.err(memoryBytes); return 2; }
  const file = positional[0];
  const puzzle = load(file, io);
  if (!puzzle) return 1;
  const json = options.has('--json');
  const progress = !json && process.stderr.isTTY;
  const r = solveLinkpix(puzzle, {
    memoryBytes,
    onProgress: progress ? (p) => process.stderr.write(`\r${p.stage}: ${withCommas(p.paths)} paths, ${withCommas(p.alive)} left, ${withCommas(p.placements)} placements, ${(p.ms / 1000).toFixed(1)} s `) : undefined,
  });
  if (progress) process.stderr.write('\r\x1b[K');
  if (json) {
    io.out(JSON.stringify(linkpixJson(puzzle, r)));
    return 0;
  }
  const n = withCommas;
  // A name comes from the file (a Conceptis title): on one line, whatever it holds.
  io.out(`linkpix ${escapeControls(puzzle.name)}: ${puzzle.width}×${puzzle.height}, ${n(r.clues.length)} clues`);
  io.out(`paths: ${n(r.pipeline.generated)} generated, ${n(r.pipeline.afterExclusions)} after exclusions, ${n(r.pipeline.searched)} searched`);
  io.out(`search: ${n(r.stats.search.placements)} placements, ${n(r.stats.search.deadEnds)} dead ends, ${(r.stats.ms / 1000).toFixed(3)} s`);
  if (r.problem) io.out(`${at(file, puzzle, r.problem.cell)}: ${r.problem.message}${boundHint(r)}`);
  if (r.solutions[0]) {
    io.out('');
    for (const row of pictureOf(puzzle, r.solutions[0])) io.out(`  ${row}`);
    io.out('');
  }
  const verdict = r.unique === true ? `unique solution (${r.difficulty === 'exclusions' ? 'the exclusions alone solve it' : 'needs the search'})`
    : r.unique === false && r.solutions.length >= 2 ? 'more than one solution'
    : r.unique === false ? 'no solution' : 'undecided (cancelled or given up)';
  io.out(`solutions: ${verdict}`);
  return r.problem && r.unique === null ? 1 : 0;
}

async function runCheck(args: string[], io: CliIo): Promise<number> {
  const { options, positional: files, error } = parseArgs(args, VALUED);
  const unknown = [...options.keys()].filter((o) => o !== '--memory');
  if (error || unknown.length > 0) { io.err(unknown.length ? `logel: unknown option ${unknown[0]} for a Link-a-Pix file` : `logel: ${error}`); return 2; }
  const memoryBytes = memoryBytesOption(options.get('--memory'));
  if (typeof memoryBytes === 'string') { io.err(memoryBytes); return 2; }
  let errors = 0;
  for (const file of files) {
    const puzzle = load(file, io);
    if (!puzzle) { errors++; continue; }
    const odd = parityProblems(puzzle);
    for (const p of odd) {
      const more = p.cells.length > 1 ? ` and ${p.cells.length - 1} more` : '';
      io.out(`${at(file, puzzle, p.cells[0])}: error odd-clue-count: ${p.message}: at ${cellName(puzzle, p.cells[0])}${more}`);
      errors++;
    }
    // Odd counts prove the puzzle impossible: nothing to solve. The solve makes the other cheap
    // refutations (a lonely clue, unbalanced clues) before it lists a path.
    if (odd.length > 0) continue;
    const r = solveLinkpix(puzzle, { memoryBytes });
    if (r.problem?.bound) { io.out(`${at(file, puzzle, r.problem.cell)}: error undecided: ${r.problem.message}${boundHint(r)}`); errors++; }
    else if (r.problem) { io.out(`${at(file, puzzle, r.problem.cell)}: error no-solution: ${r.problem.message}`); errors++; }
    else if (r.unique === false) {
      const differing = differingClues(r.solutions[0], r.solutions[1]);
      io.out(`${at(file, puzzle, differing[0] ?? 0)}: warning not-unique: ${escapeControls(puzzle.name)} has more than one solution; the paths differ at the clues ${differing.map((c) => `(${cellName(puzzle, c)})`).join(', ')}`);
    }
  }
  return errors > 0 ? 1 : 0;
}

/** What raises the bound that stopped a solve. */
function boundHint(r: LinkpixSolveResult): string {
  return r.problem?.bound === 'memory' ? ' (--memory MB raises it)' : '';
}

async function runImport(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) { io.err('usage: logel import FILE'); return 2; }
  const puzzle = load(files[0], io);
  if (!puzzle) return 1;
  for (const line of linkpixBlock(puzzle, puzzle.solution)) io.out(line);
  return 0;
}

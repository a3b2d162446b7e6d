// `logel solve|check|import` on nonogram files (.non, webpbn .xml, rows-blank-columns .txt,
// .dzn, .mk): a separate path that main.ts hands these files to.
import { formatOfFile, NonogramFormatError, parseNonogramFile } from '../core/nonogram/formats';
import { formatNonogramBlock, pictureRows } from '../core/nonogram/block';
import { checkNonogram } from '../core/nonogram/checks';
import { solveNonogram, type NonogramResult } from '../core/nonogram/solve';
import type { NonogramPuzzle } from '../core/nonogram/puzzle';
import { parseArgs, readText } from './document';
import type { CliIo } from './main';

type Command = (args: string[], io: CliIo) => Promise<number>;

const solveUsage = 'usage: logel solve FILE [--all | --first N] [--timeout SECONDS] [--json]';

// The command for a nonogram file, or undefined when the file is not one (the tiling path runs).
export function nonogramCommand(name: string, args: string[]): Command | undefined {
  if (name === 'import') return runImport;
  const file = args.find((a) => !a.startsWith('--'));
  if (file === undefined || formatOfFile(file, '') === null) return undefined;
  if (name === 'solve') return runSolveNonogram;
  if (name === 'check') return runCheckNonogram;
  return undefined;
}

function load(file: string, io: CliIo): NonogramPuzzle | undefined {
  const text = readText(file, io);
  if (text === undefined) return undefined;
  try {
    return parseNonogramFile(file, text);
  } catch (e) {
    if (!(e instanceof NonogramFormatError)) throw e;
    io.err(`${file}:${e.line}:${e.column}: error: ${e.message}`);
    return undefined;
  }
}

async function runImport(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || files.length !== args.length) { io.err('usage: logel import FILE   (a .non, .xml, .txt, .dzn or .mk nonogram)'); return 2; }
  const puzzle = load(files[0], io);
  if (!puzzle) return 1;
  io.out(formatNonogramBlock(puzzle));
  return 0;
}

async function runCheckNonogram(args: string[], io: CliIo): Promise<number> {
  let failed = false;
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const puzzle = load(file, io);
    if (!puzzle) { failed = true; continue; }
    const problems = checkNonogram(puzzle);
    for (const p of problems) io.out(`${file}: error ${p.kind}: ${p.message}`);
    if (problems.length > 0) { failed = true; continue; }
    const lineLogic = solveNonogram(puzzle, { stopAfter: 'line' });
    if (lineLogic.contradiction) {
      const { kind, index } = lineLogic.contradiction;
      io.out(`${file}: error contradictory-line: ${kind} ${index + 1} cannot be filled in once line logic has run on the whole puzzle`);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

export function nonogramJson(puzzle: NonogramPuzzle, r: NonogramResult): object {
  const total = r.solutions.length;
  return {
    kind: 'nonogram', name: puzzle.name, width: puzzle.width, height: puzzle.height,
    solutions: { total, complete: r.complete },
    unique: total >= 2 ? false : r.complete ? total === 1 : null,
    rating: r.rating,
    lineKnownPercent: round(r.lineKnownPercent), probeKnownPercent: round(r.probeKnownPercent),
    ...(r.contradiction ? { contradiction: r.contradiction } : {}),
    search: { ms: r.stats.ms, lineSolves: r.stats.lineSolves, probes: r.stats.probes, nodes: r.stats.searchNodes },
    pictures: r.solutions.map((s) => pictureRows(puzzle, s)),
  };
}

function round(percent: number): number { return Math.round(percent * 100) / 100; }

async function runSolveNonogram(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, ['--first', '--timeout']);
  const unknown = [...options.keys()].filter((o) => !['--first', '--all', '--timeout', '--json'].includes(o));
  if (error || positional.length !== 1 || unknown.length > 0) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : solveUsage);
    return 2;
  }
  if (options.has('--first') && options.has('--all')) { io.err('logel: choose one of --first, --all'); return 2; }
  let maxSolutions = 2;
  if (options.has('--all')) maxSolutions = Infinity;
  if (options.has('--first')) {
    maxSolutions = Number(options.get('--first'));
    if (!Number.isInteger(maxSolutions) || maxSolutions < 1) { io.err(`logel: --first needs a whole number of solutions, not '${options.get('--first')}'`); return 2; }
  }
  let deadline = Infinity;
  if (options.has('--timeout')) {
    const seconds = Number(options.get('--timeout'));
    if (!(seconds > 0)) { io.err(`logel: --timeout needs a number of seconds, not '${options.get('--timeout')}'`); return 2; }
    deadline = Date.now() + seconds * 1000;
  }
  const puzzle = load(positional[0], io);
  if (!puzzle) return 1;
  const json = options.has('--json');
  const progress = !json && process.stderr.isTTY;
  const result = solveNonogram(puzzle, {
    maxSolutions,
    shouldStop: () => Date.now() > deadline,
    onProgress: progress ? (p) => process.stderr.write(`\r${p.stage}: ${p.knownCells}/${p.cells} cells known, ${p.searchNodes} search nodes `) : undefined,
  });
  if (progress) process.stderr.write('\r\x1b[K');
  if (json) { io.out(JSON.stringify(nonogramJson(puzzle, result))); return 0; }
  const j = nonogramJson(puzzle, result) as ReturnType<typeof nonogramJson> & { unique: boolean | null };
  io.out(`nonogram ${puzzle.name}: ${puzzle.width}×${puzzle.height}, ${puzzle.colours.length - 1} colour${puzzle.colours.length > 2 ? 's' : ''}`);
  io.out(`line logic: ${round(result.lineKnownPercent)} % of the cells; with probing: ${round(result.probeKnownPercent)} %`);
  if (result.contradiction) io.out(`contradiction: ${result.contradiction.kind} ${result.contradiction.index + 1}`);
  io.out(`search: ${result.stats.lineSolves} line solves, ${result.stats.probes} probes, ${result.stats.searchNodes} nodes, ${(result.stats.ms / 1000).toFixed(2)} s${result.complete ? '' : ' (stopped)'}`);
  result.solutions.forEach((s, i) => {
    io.out('');
    io.out(`solution ${i + 1}:`);
    for (const row of pictureRows(puzzle, s)) io.out(`  ${row}`);
  });
  if (result.solutions.length > 0) io.out('');
  const n = result.solutions.length;
  const verdict = j.unique === true ? `unique, rating ${result.rating}`
    : j.unique === false ? (n === 0 ? 'no solution' : result.complete && n < maxSolutions ? `${n} solutions` : `not unique (stopped at ${n})`)
    : `undecided (search stopped)`;
  io.out(`solutions: ${n}: ${verdict}`);
  return 0;
}

// `logel solve|check|import` on nonogram files (.non, webpbn .xml, rows-blank-columns .txt,
// .dzn, .mk, .nin, TAAI tournament files of many puzzles), and `logel solve` on a nonogram block of a .logel file: a separate path that
// main.ts hands these files to.
import { nonogramsOf } from '../core/nonogram/build';
import { buildModel, maxCheckedLength } from '../core/document';
import { formatOfFile, NonogramFormatError, parseNonogramFile } from '../core/nonogram/formats';
import { parseTaai, type TaaiPuzzle } from '../core/nonogram/benchmarkFormats';
import { formatNonogramBlock, hintRows, pictureRows } from '../core/nonogram/block';
import { checkNonogram, refutations } from '../core/nonogram/checks';
import { solveNonogram, type NonogramResult } from '../core/nonogram/solve';
import type { NonogramPuzzle } from '../core/nonogram/puzzle';
import { nonogramProgressText } from '../core/nonogram/progress';
import { standardLibrary } from '../core/language/library';
import { escapeControls, withCommas } from '../core/language/text';
import { reportFirstError } from './document';
import { parseArgs, readCapped, readText } from './args';
import type { CliKind } from './kinds';
import type { CliIo } from './main';
import { solveNonogramWithCadical } from '../threads/cadical';
import { MemoryBound, memoryOption, stoppedByMemory } from './memory';

const solveUsage = 'usage: logel solve FILE [--nonogram NAME | --puzzle N] [--all | --first N] [--timeout SECONDS] [--memory MB] [--json]';
const solveValued = ['--first', '--timeout', '--nonogram', '--puzzle', '--memory'];

/** The nonogram on the command line (cli/kinds.ts). Its data files: `.txt` and `.xml` are shared with
 *  Link-a-Pix, told apart by content. */
export const nonogramCli: CliKind = {
  keyword: 'nonogram',
  command: (name, files) => files.length === 0 || !files.every(isNonogramFile) ? undefined
    : name === 'solve' ? runSolveNonogram : name === 'check' ? runCheckNonogram : name === 'import' ? runImport : undefined,
  solveBlock: runSolveNonogram,
  blockOption: '--nonogram',
  solveValued,
};

function isNonogramFile(file: string): boolean {
  const format = formatOfFile(file, '');
  const lower = file.toLowerCase();
  if (format !== null && format !== 'xml' && format !== 'rows-blank-columns' && !lower.endsWith('.ini')) return true;
  let text: string;
  // the nonogram path reports an unreadable file of its own extensions; one of no known extension
  // is a TAAI file by its content (tournament files go by any name), else Link-a-Pix's
  try { text = readCapped(file); } catch { return format !== null || lower.endsWith('.ini'); }
  if (format === null && !lower.endsWith('.ini')) return formatOfFile(file, text) === 'taai';
  if (format === 'xml') return /<puzzleset\b|<clues\b/.test(text);
  const byContent = formatOfFile(file, text);
  if (byContent === 'pynogram' || byContent === 'taai') return true;
  // rows, one blank line, columns: lines of numbers only, with a blank line between two groups
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  return /\S[ \t]*\r?\n([ \t]*\r?\n)+[ \t]*\d/.test(text) && lines.every((l) => /^[\d\s,]*$/.test(l));
}

// Every puzzle of the file: one, or a TAAI file's many.
function load(file: string, io: CliIo): (NonogramPuzzle | TaaiPuzzle)[] | undefined {
  const text = readText(file, io);
  if (text === undefined) return undefined;
  try {
    if (formatOfFile(file, text) !== 'taai') return [parseNonogramFile(file, text)];
    return parseTaai(text, (file.split(/[\\/]/).pop() ?? file).replace(/\.[^.]*$/, '') || 'taai');
  } catch (e) {
    if (!(e instanceof NonogramFormatError)) throw e;
    io.err(`${file}:${e.line}:${e.column}: error: ${escapeControls(e.message)}`);   // it may quote the file: no line of its own
    return undefined;
  }
}

/** The nonogram block to solve in a .logel file: the one named, or the only one; else one line saying why not. */
function loadBlock(file: string, name: string | undefined, io: CliIo): NonogramPuzzle | undefined {
  const text = readText(file, io);
  if (text === undefined) return undefined;
  if (text.length > maxCheckedLength) {
    io.err(`logel: ${file} is too large to solve: ${withCommas(text.length)} characters, more than ${withCommas(maxCheckedLength)}`);
    return undefined;
  }
  const model = buildModel(text, standardLibrary);
  if (reportFirstError(file, model, io)) return undefined;
  const names = nonogramsOf(model).map((n) => n.name);
  const has = names.length ? ` (it has ${names.join(', ')})` : '';
  if (name !== undefined) {
    const found = nonogramsOf(model).find((n) => n.name === name);
    if (!found) io.err(`logel: ${file} has no nonogram '${name}'${has}`);
    return found?.puzzle;
  }
  if (names.length === 1) return nonogramsOf(model)[0].puzzle;
  io.err(names.length === 0 ? `logel: ${file} has no nonogram to solve` : `logel: ${file} has ${names.length} nonograms; choose one with --nonogram${has}`);
  return undefined;
}

async function runImport(args: string[], io: CliIo): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || files.length !== args.length) { io.err('usage: logel import FILE   (a .non, .xml, .txt, .dzn, .mk, .g or .nin nonogram, or a TAAI file)'); return 2; }
  const puzzles = load(files[0], io);
  if (!puzzles) return 1;
  for (const line of puzzles.map(formatNonogramBlock).join('\n\n').split('\n')) io.out(line);
  return 0;
}

async function runCheckNonogram(args: string[], io: CliIo): Promise<number> {
  let failed = false;
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const puzzles = load(file, io);
    if (!puzzles) { failed = true; continue; }
    // a file of several puzzles names the one at fault
    for (const puzzle of puzzles) if (!checkOne(puzzles.length > 1 ? `${file}: ${escapeControls(puzzle.name)}` : file, puzzle, io)) failed = true;
  }
  return failed ? 1 : 0;
}

// Prints the problems of one puzzle; false when it has some.
function checkOne(where: string, puzzle: NonogramPuzzle, io: CliIo): boolean {
  const problems = checkNonogram(puzzle);
  for (const p of problems) io.out(`${where}: error ${p.kind}: ${escapeControls(p.message)}`);
  if (problems.length > 0) return false;
  const lineLogic = solveNonogram(puzzle, { stopAfter: 'line' });
  if (lineLogic.contradiction) {
    const { kind, index } = lineLogic.contradiction;
    io.out(`${where}: error contradictory-line: ${kind} ${index + 1} cannot be filled in once line logic has run on the whole puzzle`);
    return false;
  }
  return true;
}

export function nonogramJson(puzzle: NonogramPuzzle, r: NonogramResult): object {
  const total = r.solutions.length;
  const refuted = total === 0 ? refutations(puzzle)[0] : undefined;
  return {
    kind: 'nonogram', name: puzzle.name, width: puzzle.width, height: puzzle.height,
    solutions: { total, complete: r.complete },
    unique: total >= 2 ? false : r.complete ? total === 1 : null,
    rating: r.rating,
    lineKnownPercent: round(r.lineKnownPercent), probeKnownPercent: round(r.probeKnownPercent),
    ...(r.contradiction ? { contradiction: r.contradiction } : {}),
    ...(refuted ? { refuted: refuted.message } : {}),
    search: { ms: r.stats.ms, lineSolves: r.stats.lineSolves, probes: r.stats.probes, nodes: r.stats.searchNodes, conflicts: r.stats.conflicts },
    pictures: r.solutions.map((s) => pictureRows(puzzle, s)),
    // stopped before a solution: what line logic and probing decided, `?` open
    ...(total === 0 && !r.complete ? { known: hintRows(puzzle, r.known) } : {}),
  };
}

function round(percent: number): number { return Math.round(percent * 100) / 100; }

async function runSolveNonogram(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, solveValued);
  const unknown = [...options.keys()].filter((o) => ![...solveValued, '--all', '--json'].includes(o));
  if (error || positional.length !== 1 || unknown.length > 0) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : solveUsage);
    return 2;
  }
  if (options.has('--first') && options.has('--all')) { io.err('logel: choose one of --first, --all'); return 2; }
  let limit = 2;
  if (options.has('--all')) limit = Infinity;
  if (options.has('--first')) {
    limit = Number(options.get('--first'));
    if (!Number.isInteger(limit) || limit < 1) { io.err(`logel: --first needs a whole number of solutions, not '${options.get('--first')}'`); return 2; }
  }
  let seconds = Infinity;
  if (options.has('--timeout')) {
    seconds = Number(options.get('--timeout'));
    if (!(seconds > 0)) { io.err(`logel: --timeout needs a number of seconds, not '${options.get('--timeout')}'`); return 2; }
  }
  const memory = memoryOption(options.get('--memory'));
  if (typeof memory === 'string') { io.err(memory); return 2; }
  const bound = new MemoryBound(memory);
  const file = positional[0];
  const nonogramName = options.get('--nonogram') as string | undefined;
  if (nonogramName !== undefined && !file.endsWith('.logel')) { io.err(`logel: --nonogram picks a block of a .logel file; ${file} holds one puzzle`); return 2; }
  const label = options.get('--puzzle') as string | undefined;
  if (label !== undefined && !/^\d+$/.test(label)) { io.err(`logel: --puzzle needs the number N of a TAAI file's $N, not '${label}'`); return 2; }
  if (label !== undefined && file.endsWith('.logel')) { io.err('logel: --puzzle picks a puzzle of a TAAI file; use --nonogram for a .logel file'); return 2; }
  let puzzles = file.endsWith('.logel') ? [loadBlock(file, nonogramName, io)].filter((p) => p !== undefined) : load(file, io);
  if (!puzzles || puzzles.length === 0) return 1;
  if (label !== undefined) {
    const labels = puzzles.map((p) => 'label' in p ? p.label : -1);
    if (labels[0] < 0) { io.err(`logel: --puzzle picks a puzzle of a TAAI file; ${file} holds one puzzle`); return 2; }
    puzzles = puzzles.filter((_, i) => labels[i] === Number(label));
    if (puzzles.length === 0) { io.err(`logel: ${file} has no puzzle $${Number(label)} (it has ${labels.slice(0, 10).map((n) => `$${n}`).join(', ')}${labels.length > 10 ? ', …' : ''})`); return 1; }
  }
  const json = options.has('--json');
  // a file of several puzzles: each in turn, each with its own --timeout; --json prints a line each
  for (const puzzle of puzzles) {
    const deadline = Date.now() + seconds * 1000;
    const progress = !json && process.stderr.isTTY;
    const result = await solveNonogramWithCadical(puzzle, {
      limit,
      shouldStop: () => Date.now() > deadline || bound.exceeded(),
      onProgress: progress ? (p) => process.stderr.write(`\r${nonogramProgressText(p)} `) : undefined,
    });
    if (progress) process.stderr.write('\r\x1b[K');
    if (json) io.out(JSON.stringify(nonogramJson(puzzle, result)));
    else {
      if (puzzle !== puzzles[0]) io.out('');
      printResult(puzzle, result, limit, io);
    }
    if (bound.reached) break;
  }
  return stoppedByMemory(bound, io);
}

function printResult(puzzle: NonogramPuzzle, result: NonogramResult, limit: number, io: CliIo): void {
  const j = nonogramJson(puzzle, result) as ReturnType<typeof nonogramJson> & { unique: boolean | null };
  io.out(`nonogram ${escapeControls(puzzle.name)}: ${puzzle.width}×${puzzle.height}, ${puzzle.colours.length - 1} colour${puzzle.colours.length > 2 ? 's' : ''}`);
  io.out(`line logic: ${round(result.lineKnownPercent)} % of the cells; with probing: ${round(result.probeKnownPercent)} %`);
  const refuted = result.solutions.length === 0 ? refutations(puzzle)[0] : undefined;
  if (refuted) io.out(`refuted before solving: ${escapeControls(refuted.message)}`);
  else if (result.contradiction) io.out(`contradiction: ${result.contradiction.kind} ${result.contradiction.index + 1}`);
  io.out(`search: ${result.stats.lineSolves} line solves, ${result.stats.probes} probes, ${result.stats.searchNodes} nodes, ${(result.stats.ms / 1000).toFixed(2)} s${result.complete ? '' : ' (stopped)'}`);
  if (result.solutions.length === 0 && !result.complete) {
    io.out('');
    // a board of ? alone would say nothing, at the length of the board
    if (result.known.every((c) => c === -1)) io.out('known before the search: no cell (line logic and probing)');
    else {
      io.out('known before the search (line logic and probing; ? open):');
      for (const row of hintRows(puzzle, result.known)) io.out(`  ${row}`);
    }
  }
  result.solutions.forEach((s, i) => {
    io.out('');
    io.out(`solution ${i + 1}:`);
    for (const row of pictureRows(puzzle, s)) io.out(`  ${row}`);
  });
  if (result.solutions.length > 0 || !result.complete) io.out('');
  const n = result.solutions.length;
  const verdict = j.unique === true ? `unique, rating ${result.rating}`
    : j.unique === false ? (n === 0 ? 'no solution' : result.complete && n < limit ? `${n} solutions` : `not unique (stopped at ${n})`)
    : n >= limit ? `stopped at ${n}, uniqueness not decided` : `undecided (search stopped)`;
  io.out(`solutions: ${n}: ${verdict}`);
}

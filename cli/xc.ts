// `logel xc FILE [--all | --first N] [--threads N | --shard i/N] [--no-memo] [--no-symmetry] [--memory MB] [--json]`:
// an exact-cover problem in Knuth's dlx format. The number of solutions is the last line, so
// scripts can compare solvers on the same file. A count searches one option per orbit of the
// problem's symmetries on its first branch; --no-memo and --no-symmetry count by visiting every
// solution, as Knuth's programs do. --shard counts one share of the search tree and prints it as
// JSON, for `logel merge`.
import { parseDlx } from '../core/search/dlxFormat';
import { writeJson } from '../core/exactJson';
import { withCommas } from '../core/language/text';
import { addSearchStats, ExactCoverProblem, SEARCH_TREE, SearchStats, solveExactCover } from '../core/search/exactCover';
import { hashProblem } from '../core/search/problemHash';
import type { ShardResult, XcResult } from '../core/protocol';
import { parseArgs, readText } from './args';
import type { CliIo } from './main';
import { Shares, shardOption, shardUsage, threadsOption } from '../threads/shares';
import { MemoryBound, memoryOption, stoppedByMemory } from './memory';

export async function runXc(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, ['--first', '--threads', '--shard', '--memory']);
  const unknown = [...options.keys()].filter((o) => !['--first', '--all', '--json', '--threads', '--no-memo', '--no-symmetry', '--shard', '--memory'].includes(o));
  const exclusive = ['--first', '--all', '--shard'].filter((o) => options.has(o));
  if (error || positional.length !== 1 || unknown.length > 0 || exclusive.length > 1 || (options.has('--shard') && options.has('--threads'))) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : 'usage: logel xc FILE [--all | --first N] [--threads N | --shard i/N] [--no-memo] [--no-symmetry] [--memory MB] [--json]');
    return 2;
  }
  const shard = options.has('--shard') ? shardOption(options.get('--shard')!) : undefined;
  if (options.has('--shard') && !shard) { io.err(shardUsage(options.get('--shard')!)); return 2; }
  const limit = options.has('--first') ? Number(options.get('--first')) : undefined;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) { io.err(`logel: --first needs a whole number, not '${options.get('--first')}'`); return 2; }
  const threads = shard ? 1 : threadsOption(options.get('--threads'));
  if (threads === undefined) { io.err(`logel: --threads needs a whole number from 1, not '${options.get('--threads')}'`); return 2; }
  const file = positional[0];
  const text = readText(file, io);
  if (text === undefined) return 1;
  const mode = limit !== undefined ? 'first' : options.has('--all') ? 'all' : 'count';
  const memo = !options.has('--no-memo');
  const symmetry = !options.has('--no-symmetry');
  // Only a count runs on several threads (listed solutions come in one search's order), and only
  // one that goes on long enough (threads/shares.ts); the machine's load is measured from now.
  const memory = memoryOption(options.get('--memory'));
  if (typeof memory === 'string') { io.err(memory); return 2; }
  const bound = new MemoryBound(memory);
  const allThreads = bound.shared();
  const shares = mode === 'count' && threads > 1 ? new Shares<SearchStats>({ kind: 'xc', text, memo, symmetry, cancel: allThreads.cancel }, threads) : undefined;
  const parsed = parseDlx(text);
  if (!parsed.ok) {
    shares?.stop();
    for (const e of parsed.errors) io.err(`${file}:${e.line}:${e.column}: error: ${e.message}`);
    return 1;
  }
  const { problem, itemNames } = parsed;
  if (shard) {
    // One share on this thread; the JSON names the problem, so that `logel merge` can check the shares.
    const stats = solveExactCover(problem, { mode: 'count', memo, symmetry, share: shard, shouldStop: bound.exceeded });
    // A share cut short would add up to a wrong count in `logel merge`: nothing is printed of it.
    if (bound.reached) return stoppedByMemory(bound, io);
    const result: ShardResult = { problem: xcProblemName(problem, symmetry), searchTree: SEARCH_TREE, shard, kind: 'xc', ...xcResult(problem, stats, itemNames) };
    io.out(writeJson(result));
    return 0;
  }
  const json = options.has('--json');
  const listing = !json && (limit !== undefined || options.has('--all'));
  let shown = 0;
  const onThreads = async (counting: Shares<SearchStats>) => {
    const unwatch = allThreads.watch();
    const shared = counting.run((share, onProgress) => solveExactCover(problem, { mode: 'count', memo, symmetry, share, onProgress, shouldStop: allThreads.shouldStop }));
    return addSearchStats(await shared.finally(unwatch));
  };
  const stats = shares
    ? await onThreads(shares)
    : solveExactCover(problem, {
      mode, limit, memo, symmetry, shouldStop: bound.exceeded,
      onSolution: listing ? (chosen, length) => {
        shown++;
        io.out(`solution ${shown}:`);
        for (let k = 0; k < length; k++) io.out(`  ${Array.from(problem.options[chosen[k]], (i) => itemNames[i]).join(' ')}`);
      } : undefined,
    });
  if (json) {
    io.out(writeJson(xcResult(problem, stats, itemNames)));
    return stoppedByMemory(bound, io);
  }
  io.out(`items: ${problem.itemCount} (${problem.primaryCount} primary), options: ${problem.options.length}`);
  const found = stats.symmetry;
  if (found) io.out(`symmetries: ${found.symmetries} found; the count branches first on ${itemNames[found.item]} and searches ${found.orbits} of its ${found.options} options, one per orbit`);
  io.out(`search: ${withCommas(stats.placements)} placements, ${withCommas(stats.deadEnds)} dead ends, ${(stats.ms / 1000).toFixed(2)} s${stats.cancelled ? ' (cancelled)' : ''}`);
  io.out(String(stats.solutions));
  return stoppedByMemory(bound, io);
}

function xcResult(problem: ExactCoverProblem, stats: SearchStats, itemNames: readonly string[]): XcResult {
  const found = stats.symmetry;
  const symmetry = found ? { item: itemNames[found.item], options: found.options, orbits: found.orbits, symmetries: found.symmetries } : undefined;
  return { items: problem.itemCount, options: problem.options.length, solutions: stats.solutions, placements: stats.placements, deadEnds: stats.deadEnds, ms: stats.ms, ...(stats.cancelled && { cancelled: true }), ...(symmetry && { symmetry }) };
}

/** The name of a dlx problem's count: the hash of its items and options, and whether the count
 *  branches on orbits (its tree, and so its shares, differ). */
export const xcProblemName = (problem: ExactCoverProblem, symmetry: boolean): string =>
  hashProblem(problem).addText(symmetry ? 'xc count by orbits' : 'xc count').digest();

// `logel merge RESULTS... [--json]`: adds up the shares of one count searched apart
// (`logel xc FILE --shard i/N`, `logel solve FILE --shard i/N --json`, see docs/scale.md). Each
// file holds share results, one JSON object per line. Every share of the problem must be there
// exactly once: a missing share, a share given twice, or a share of another problem (another
// hash, or the same problem cut into another number of shares) is refused with a message that
// names the files, because a sum over the wrong shares would look like a count and be wrong.
import type { ShardResult, XcResult } from '../core/protocol';
import { addSolveResults, SolveResult } from '../core/tiling/solve';
import { parseArgs, readText } from './args';
import type { CliIo } from './main';
import { withCommas } from '../core/language/text';
import { printHuman } from './solve';

const usage = 'usage: logel merge RESULTS... [--json]   (files printed by logel xc --shard or logel solve --shard --json)';

interface Found { result: ShardResult; where: string }

export async function runMerge(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, []);
  const unknown = [...options.keys()].filter((o) => o !== '--json');
  if (error || positional.length === 0 || unknown.length > 0) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : usage);
    return 2;
  }
  const found: Found[] = [];
  for (const file of positional) {
    const text = readText(file, io);
    if (text === undefined) return 1;
    const lines = text.split('\n');
    const results = lines.flatMap((line, k) => (line.trim() ? [{ line, where: `${file}:${k + 1}` }] : []));
    if (results.length === 0) { io.err(`logel: ${file} holds no share result`); return 1; }
    for (const { line, where } of results) {
      const result = shardResult(line);
      if (!result) { io.err(`${where}:1: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints)`); return 1; }
      found.push({ result, where: results.length === 1 ? file : where });
    }
  }
  const problem = checkShares(found, io);
  if (!problem) return 1;
  const shares = found.map((f) => f.result).sort((a, b) => a.shard.index - b.shard.index);
  const count = shares.length;
  if (shares[0].kind === 'xc') {
    const sum = addXcResults(shares as (ShardResult & XcResult)[]);
    if (options.has('--json')) io.out(JSON.stringify({ problem, shards: count, kind: 'xc', ...sum }));
    else {
      io.out(`problem ${problem}: ${count} shares`);
      io.out(`items: ${sum.items}, options: ${sum.options}`);
      if (sum.symmetry) io.out(`symmetries: ${sum.symmetry.symmetries} found; the count branches first on ${sum.symmetry.item} and searches ${sum.symmetry.orbits} of its ${sum.symmetry.options} options, one per orbit`);
      io.out(`search: ${withCommas(sum.placements)} placements, ${withCommas(sum.deadEnds)} dead ends, ${(sum.ms / 1000).toFixed(2)} s in the longest share`);
      io.out(String(sum.solutions));
    }
    return 0;
  }
  const sum = addSolveResults(shares.map((s) => solveResultOf(s as ShardResult & SolveResult)));
  if (options.has('--json')) io.out(JSON.stringify({ problem, shards: count, kind: 'solve', ...sum }));
  else {
    io.out(`problem ${problem}: ${count} shares`);
    printHuman(sum, io);
  }
  return 0;
}

/** The problem all the shares name, or undefined after saying which are foreign, given twice or missing. */
function checkShares(found: Found[], io: CliIo): string | undefined {
  const first = found[0];
  const { problem, kind } = first.result;
  const count = first.result.shard.count;
  const at = new Map<number, string>();
  for (const { result, where } of found) {
    if (result.problem !== problem || result.kind !== kind) {
      io.err(`logel: ${where} is a share of another problem (${result.kind} ${result.problem}) than ${first.where} (${kind} ${problem})`);
      return undefined;
    }
    if (result.shard.count !== count) {
      io.err(`logel: ${where} is share ${result.shard.index} of ${result.shard.count}, but ${first.where} is one of ${count}: the shares of one count must be cut alike`);
      return undefined;
    }
    const before = at.get(result.shard.index);
    if (before !== undefined) {
      io.err(`logel: share ${result.shard.index} of ${count} is given twice: ${before} and ${where}`);
      return undefined;
    }
    at.set(result.shard.index, where);
  }
  if (at.size < count) {
    const missing: number[] = [];
    for (let i = 0; i < count && missing.length < 20; i++) if (!at.has(i)) missing.push(i);
    const more = count - at.size > missing.length ? `, ... (${count - at.size} in all)` : '';
    io.err(`logel: ${count - at.size} of ${count} shares ${count - at.size === 1 ? 'is' : 'are'} missing: ${missing.join(', ')}${more}`);
    return undefined;
  }
  return problem;
}

function addXcResults(shares: XcResult[]): XcResult {
  const { items, options, symmetry } = shares[0];
  const sum: XcResult = { items, options, solutions: 0, placements: 0, deadEnds: 0, ms: 0, ...(symmetry && { symmetry }) };
  for (const s of shares) {
    sum.solutions += s.solutions;
    sum.placements += s.placements;
    sum.deadEnds += s.deadEnds;
    sum.ms = Math.max(sum.ms, s.ms);
  }
  return sum;
}

function solveResultOf(share: ShardResult & SolveResult): SolveResult {
  const { problem: _problem, shard: _shard, kind: _kind, ...result } = share;
  return result;
}

// A line of JSON that has the fields of a share result (its other fields are taken as written).
function shardResult(line: string): ShardResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  const r = value as Partial<ShardResult> & { solutions?: unknown };
  const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min;
  if (typeof r !== 'object' || r === null || typeof r.problem !== 'string' || !/^[0-9a-f]{32}$/.test(r.problem)) return undefined;
  if (!r.shard || !whole(r.shard.count, 1) || !whole(r.shard.index, 0) || r.shard.index >= r.shard.count) return undefined;
  if (r.kind === 'xc') return whole(r.solutions, 0) && whole(r.placements, 0) && whole(r.deadEnds, 0) ? (r as ShardResult) : undefined;
  if (r.kind === 'solve') {
    const s = r as Partial<SolveResult>;
    // A share of a count by Burnside's lemma holds a whole classesTimesOrder, and its `unique`
    // (that over the group's order) may be a fraction: only the sum of the shares is whole.
    const classes = s.classesTimesOrder === undefined ? whole(s.solutions?.unique, 0)
      : whole(s.classesTimesOrder, 0) && whole(s.symmetry?.order, 1) && s.solutions?.unique === s.classesTimesOrder / s.symmetry!.order;
    return s.solutions && classes && whole(s.solutions.total, 0) && s.search && whole(s.search.placements, 0) ? (r as ShardResult) : undefined;
  }
  return undefined;
}

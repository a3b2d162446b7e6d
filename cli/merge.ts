// `logel merge RESULTS... [--json]`: adds up the shares of one count searched apart
// (`logel xc FILE --shard i/N`, `logel solve FILE --shard i/N --json`, see docs/scale.md). Each
// file holds share results, one JSON object per line. Every share of the problem must be there
// exactly once: a missing share, a share given twice, or a share of another problem (another
// hash, or the same problem cut into another number of shares) is refused with a message that
// names the files, because a sum over the wrong shares would look like a count and be wrong. So is
// a share cut from another search tree (another version of logel, which branches otherwise): its
// share k holds other subtrees, so the sum would miss some and count others twice. A
// result is read in full, whoever wrote it: every field of its kind with its type (counts are whole
// numbers of any size, read exactly), its counts consistent (unique <= total, a class count that
// is the classes times the symmetry order), and all shares describing the same problem alike (the
// pipeline numbers, the symmetry order), so a forged or damaged share gets a clear error, never a
// count such as "0.75 unique".
import type { ShardResult, XcResult } from '../core/protocol';
import { JsonValue, readJson, writeJson } from '../core/exactJson';
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
      const read = shardResult(line);
      if (!read.ok) { io.err(`${where}:${read.column}: error: not a share result (a line that logel xc --shard or logel solve --shard --json prints): ${read.message}`); return 1; }
      found.push({ result: read.result, where: results.length === 1 ? file : where });
    }
  }
  const problem = checkShares(found, io);
  if (!problem) return 1;
  const shares = found.map((f) => f.result).sort((a, b) => a.shard.index - b.shard.index);
  const count = shares.length;
  if (shares[0].kind === 'xc') {
    const sum = addXcResults(shares as (ShardResult & XcResult)[]);
    if (options.has('--json')) io.out(writeJson({ problem, shards: count, kind: 'xc', ...sum }));
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
  const order = BigInt(sum.symmetry.order);
  if (sum.classesTimesOrder !== undefined && sum.classesTimesOrder % order !== 0n) {
    io.err(`logel: the shares' classesTimesOrder add up to ${sum.classesTimesOrder}, not a multiple of the symmetry order ${order}: they are not the shares of one count`);
    return 1;
  }
  if (sum.solutions.unique > sum.solutions.total || (sum.classesTimesOrder !== undefined && sum.classesTimesOrder > sum.solutions.total * order)) {
    io.err(`logel: the shares add up to ${sum.solutions.unique} unique of ${sum.solutions.total} in all, more classes than solutions: they are not the shares of one count`);
    return 1;
  }
  if (options.has('--json')) io.out(writeJson({ problem, shards: count, kind: 'solve', ...sum }));
  else {
    io.out(`problem ${problem}: ${count} shares`);
    printHuman(sum, io);
  }
  return 0;
}

/** The problem all the shares name, or undefined after saying which are foreign, given twice, missing or described otherwise. */
function checkShares(found: Found[], io: CliIo): string | undefined {
  const first = found[0];
  const { problem, kind } = first.result;
  const count = first.result.shard.count;
  const described = description(first.result);
  const at = new Map<number, string>();
  for (const { result, where } of found) {
    if (result.problem !== problem || result.kind !== kind) {
      io.err(`logel: ${where} is a share of another problem (${result.kind} ${result.problem}) than ${first.where} (${kind} ${problem})`);
      return undefined;
    }
    if (result.searchTree !== first.result.searchTree) {
      io.err(`logel: ${where} was cut from search tree ${result.searchTree}, but ${first.where} from search tree ${first.result.searchTree} (another version of logel): their shares cover other parts of the search and cannot be added`);
      return undefined;
    }
    if (result.shard.count !== count) {
      io.err(`logel: ${where} is share ${result.shard.index} of ${result.shard.count}, but ${first.where} is one of ${count}: the shares of one count must be cut alike`);
      return undefined;
    }
    const differs = Object.keys(described).find((k) => described[k] !== description(result)[k]);
    if (differs !== undefined) {
      io.err(`logel: ${where} and ${first.where} name the same problem but describe it otherwise (${differs}: ${description(result)[differs]} against ${described[differs]}): a share was changed`);
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

// What every share of one problem must say alike, field by field (as JSON).
function description(r: ShardResult): Record<string, string> {
  if (r.kind === 'xc') return { items: writeJson(r.items), options: writeJson(r.options), symmetry: writeJson(r.symmetry ?? null) };
  return {
    form: writeJson(r.form), atoms: writeJson(r.atoms), tiles: writeJson(r.tiles), 'symmetry order': writeJson(r.symmetry.order),
    'restricted tile': writeJson(r.symmetry.restrictedTile), positions: writeJson(r.positions), countParts: writeJson(r.countParts ?? null),
    'a count by Burnside\'s lemma': String(r.classesTimesOrder !== undefined),
  };
}

function addXcResults(shares: XcResult[]): XcResult {
  const { items, options, symmetry } = shares[0];
  const sum: XcResult = { items, options, solutions: 0n, placements: 0, deadEnds: 0, ms: 0, ...(symmetry && { symmetry }) };
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

type Read = { ok: true; result: ShardResult } | { ok: false; column: number; message: string };

// A line of JSON with every field of a share result, of the right type, its counts consistent;
// counts come back as bigints.
function shardResult(line: string): Read {
  const json = readJson(line);
  if (!json.ok) return { ok: false, column: json.column, message: json.message };
  const bad = (message: string): Read => ({ ok: false, column: 1, message });
  const r = json.value;
  const problem = field(r, 'problem');
  if (typeof problem !== 'string' || !/^[0-9a-f]{32}$/.test(problem)) return bad('"problem" must be 32 hex digits');
  const searchTree = field(r, 'searchTree');
  if (!small(searchTree, 1)) return bad('"searchTree" must be a whole number from 1 (an older logel printed none: count the share again)');
  const shard = field(r, 'shard');
  const index = field(shard, 'index'), count = field(shard, 'count');
  if (!small(count, 1) || count > 1e9 || !small(index, 0) || index >= count) return bad('"shard" must be {"index": i, "count": N} with 0 <= i < N <= 1000000000');
  const kind = field(r, 'kind');
  const fields = kind === 'xc' ? xcFields : kind === 'solve' ? solveFields : undefined;
  if (!fields) return bad('"kind" must be "xc" or "solve"');
  for (const [path, test, what] of fields) {
    const value = path.reduce<JsonValue | undefined>((v, k) => field(v, k), r);
    if (!test(value)) return bad(`"${path.join('.')}" must be ${what}`);
  }
  if (kind === 'xc') {
    const s = r as unknown as XcResult;
    s.solutions = BigInt(s.solutions);
    return { ok: true, result: r as unknown as ShardResult };
  }
  const s = r as unknown as SolveResult;
  if (s.search.cancelled) return bad('the share was cancelled: its count is only part of its share');
  const order = BigInt(s.symmetry.order);
  const unique = BigInt(s.solutions.unique), total = BigInt(s.solutions.total);
  s.solutions = { unique, total };
  if (s.classesTimesOrder !== undefined) {
    s.classesTimesOrder = BigInt(s.classesTimesOrder);
    // A share of a count by Burnside's lemma: its unique is classesTimesOrder / order rounded down.
    if (unique !== s.classesTimesOrder / order) return bad(`"solutions.unique" must be "classesTimesOrder" / "symmetry.order" rounded down (${s.classesTimesOrder / order}), not ${unique}`);
  } else if (total !== unique * order) return bad(`"solutions.total" must be "solutions.unique" times "symmetry.order" (${unique * order}), not ${total}`);
  if (unique > total) return bad(`"solutions.unique" (${unique}) must not be more than "solutions.total" (${total})`);
  return { ok: true, result: r as unknown as ShardResult };
}

const field = (v: JsonValue | undefined, key: string): JsonValue | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
/** A whole number below 2^53, from `min`. */
const small = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
/** A count: a whole number of any size, from 0. */
const whole = (v: unknown) => small(v, 0) || (typeof v === 'bigint' && v >= 0n);
const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
const tileCounts = (v: unknown) => isObject(v) && ['generated', 'afterSymmetry', 'afterPruning'].every((k) => small(field(v as JsonValue, k), 0));

type Check = [path: string[], test: (v: JsonValue | undefined) => boolean, what: string];
const aCount: Check[1] = whole;
const stat: Check[1] = (v) => small(v, 0);
const ms: Check[1] = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const xcFields: Check[] = [
  [['items'], stat, 'a whole number'], [['options'], stat, 'a whole number'], [['solutions'], aCount, 'a whole number'],
  [['placements'], stat, 'a whole number'], [['deadEnds'], stat, 'a whole number'], [['ms'], ms, 'a number of milliseconds'],
  [['symmetry'], (v) => v === undefined || (isObject(v) && typeof field(v, 'item') === 'string' && ['options', 'orbits', 'symmetries'].every((k) => small(field(v, k), 0))),
    'left out, or {"item": a name, "options", "orbits", "symmetries": whole numbers}'],
];
const solveFields: Check[] = [
  [['form'], (v) => typeof v === 'string', 'a name'], [['atoms'], stat, 'a whole number'], [['tiles'], stat, 'a whole number'],
  [['symmetry', 'order'], (v) => small(v, 1), 'a whole number from 1'],
  [['symmetry', 'restrictedTile'], (v) => v === null || typeof v === 'string', 'a tile name or null'],
  [['positions'], tileCounts, '{"generated", "afterSymmetry", "afterPruning": whole numbers, "perTile"}'],
  [['positions', 'perTile'], (v) => isObject(v) && Object.values(v as object).every(tileCounts), 'an object of tile names and their three counts'],
  [['search', 'placements'], stat, 'a whole number'], [['search', 'deadEnds'], stat, 'a whole number'], [['search', 'ms'], ms, 'a number of milliseconds'],
  [['search', 'cancelled'], (v) => typeof v === 'boolean', 'true or false'],
  [['solutions', 'unique'], aCount, 'a whole number'], [['solutions', 'total'], aCount, 'a whole number'],
  [['classesTimesOrder'], (v) => v === undefined || whole(v), 'left out, or a whole number'],
  [['countParts'], (v) => v === undefined || (Array.isArray(v) && v.every((p) => isObject(p) && Array.isArray(field(p, 'without'))
    && (field(p, 'without') as JsonValue[]).every((t) => typeof t === 'string') && (field(p, 'tile') === null || typeof field(p, 'tile') === 'string')
    && small(field(p, 'kept'), 0) && small(field(p, 'stabilizer'), 1))), 'left out, or a list of {"without", "tile", "kept", "stabilizer"}'],
];

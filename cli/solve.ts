// `logel solve FILE [--form NAME] [--first N | --count | --all] [--threads N | --shard i/N] [--no-symmetry] [--json]`
// --shard counts one share of the search tree and prints it as JSON, for `logel merge`.
import { buildModel } from '../core/read';
import { checkArea } from '../core/tiling/checks';
import { standardLibrary } from '../core/language/library';
import { Model, Form } from '../core/language/model';
import { asciiTableau } from '../core/render/ascii';
import { overBudget, PreparationStopped, solveBudget } from '../core/tiling/positions';
import { addSolveResults, countPlan, exactCoverOf, PipelineNumbers, prepareForm, PreparedForm, solvePrepared, SolveResult } from '../core/tiling/solve';
import { withCommas } from '../core/language/text';
import { hashProblem } from '../core/search/problemHash';
import { SEARCH_TREE } from '../core/search/exactCover';
import type { ShardResult } from '../core/protocol';
import { writeJson } from '../core/exactJson';
import { formatDiagnostic, reportFirstError } from './document';
import { parseArgs, readText } from './args';
import type { CliIo } from './main';
import { Shares, shardOption, shardUsage, threadsOption } from '../threads/shares';
import { formShareScript } from '../threads/formShares';
import { MemoryBound, memoryOption, stoppedByMemory } from './memory';

const usage = 'usage: logel solve FILE [--form NAME] [--first N | --count | --all] [--threads N | --shard i/N] [--no-symmetry] [--memory MB] [--json]';

/** Past this many characters building the model alone would take hundreds of MB: such a file is not solved. */
const maxSolvedLength = 2_000_000;

/** Picks the form to work on, or explains in one line why none can be picked. */
export function pickForm(model: Model, file: string, name: string | undefined, io: CliIo): Form | undefined {
  if (reportFirstError(file, model, io)) return undefined;
  const names = model.forms.map((f) => f.name);
  if (name !== undefined) {
    const form = model.forms.find((f) => f.name === name);
    if (!form) io.err(`logel: ${file} has no form '${name}'${names.length ? ` (it has ${names.join(', ')})` : ''}`);
    return form;
  }
  if (model.forms.length === 1) return model.forms[0];
  io.err(model.forms.length === 0 ? `logel: ${file} has no form to solve` : `logel: ${file} has ${names.length} forms; choose one with --form (${names.join(', ')})`);
  return undefined;
}

/** Reads a file and picks a form that can be solved, or says in one line why not. */
export function loadForm(file: string, name: string | undefined, io: CliIo): Form | undefined {
  const text = readText(file, io);
  return text === undefined ? undefined : formOf(text, file, name, io);
}

/** Picks a form that can be solved from the text of a file, or says in one line why none can be. */
function formOf(text: string, file: string, name: string | undefined, io: CliIo): Form | undefined {
  if (text.length > maxSolvedLength) {
    io.err(`logel: ${file} is too large to solve: ${withCommas(text.length)} characters, more than ${withCommas(maxSolvedLength)}`);
    return undefined;
  }
  const form = pickForm(buildModel(text, standardLibrary), file, name, io);
  if (!form) return undefined;
  const area = checkArea(form);
  if (area.length > 0) { io.err(formatDiagnostic(file, area[0])); return undefined; }
  const tooMuch = overBudget(form, solveBudget);
  if (tooMuch) {
    io.err(`${file}:${form.nameRange.start.line + 1}:${form.nameRange.start.character + 1}: error: form ${form.name} is too large to solve: ${tooMuch}`);
    return undefined;
  }
  return form;
}

export async function runSolve(args: string[], io: CliIo): Promise<number> {
  const { options, positional, error } = parseArgs(args, ['--form', '--first', '--threads', '--shard', '--memory']);
  const unknown = [...options.keys()].filter((o) => !['--form', '--first', '--count', '--all', '--no-symmetry', '--json', '--threads', '--shard', '--memory'].includes(o));
  if (error || positional.length !== 1 || unknown.length > 0 || (options.has('--shard') && options.has('--threads'))) {
    io.err(error ? `logel: ${error}` : unknown.length ? `logel: unknown option ${unknown[0]}` : usage);
    return 2;
  }
  const modes = ['--first', '--count', '--all'].filter((m) => options.has(m));
  if (modes.length > 1) { io.err(`logel: choose one of ${modes.join(', ')}`); return 2; }
  let limit: number | undefined;
  if (options.has('--first')) {
    limit = Number(options.get('--first'));
    if (!Number.isInteger(limit) || limit < 1) { io.err(`logel: --first needs a whole number of solutions, not '${options.get('--first')}'`); return 2; }
  }
  const shard = options.has('--shard') ? shardOption(options.get('--shard')!) : undefined;
  if (options.has('--shard') && !shard) { io.err(shardUsage(options.get('--shard')!)); return 2; }
  if (shard && (options.has('--first') || options.has('--all'))) { io.err('logel: --shard counts: it goes with --count, not --first or --all'); return 2; }
  const memory = memoryOption(options.get('--memory'));
  if (typeof memory === 'string') { io.err(memory); return 2; }
  const bound = new MemoryBound(memory);
  const threads = shard ? 1 : threadsOption(options.get('--threads'));
  if (threads === undefined) { io.err(`logel: --threads needs a whole number from 1, not '${options.get('--threads')}'`); return 2; }
  const mode = options.has('--first') ? 'first' : options.has('--all') ? 'all' : 'count';
  const file = positional[0];
  const text = readText(file, io);
  if (text === undefined) return 1;
  const formName = options.get('--form') as string | undefined;
  const symmetry = options.has('--no-symmetry') ? false : undefined;
  // Only a count runs on several threads (listed solutions come in one search's order), and only
  // one that goes on long enough (threads/shares.ts); the machine's load is measured from now.
  const allThreads = bound.shared();
  const shares = mode === 'count' && threads > 1
    ? new Shares<SolveResult>({ kind: 'solve', text, form: formName, symmetry, cancel: allThreads.cancel }, threads, { script: formShareScript })
    : undefined;
  const form = formOf(text, file, formName, io);
  if (!form) { shares?.stop(); return 1; }

  try {
    if (shard) {
      // One share on this thread; the JSON names the problem, so that `logel merge` can check the shares.
      const prepared = prepareForm(form, { symmetry });
      const result: ShardResult = { problem: solveProblemName(prepared), searchTree: SEARCH_TREE, shard, kind: 'solve', ...solvePrepared(prepared, { mode: 'count', share: shard }) };
      io.out(writeJson(result));
      return 0;
    }
    const json = options.has('--json');
    const progress = !json && process.stderr.isTTY;
    const showProgress = (s: { placements: number; unique: number; ms: number }) =>
      process.stderr.write(`\r${withCommas(s.placements)} placements, ${withCommas(s.unique)} solutions, ${(s.ms / 1000).toFixed(1)} s `);
    const clearProgress = () => { if (progress) process.stderr.write('\r\x1b[K'); };
    if (shares) {
      const unwatch = allThreads.watch();
      const result = addSolveResults(await shares.run(
        (share, onProgress) => solvePrepared(prepareForm(form, { symmetry, shouldStop: allThreads.shouldStop }), { mode: 'count', share, onProgress, shouldStop: allThreads.shouldStop }),
        progress ? showProgress : undefined).finally(unwatch));
      clearProgress();
      if (json) io.out(writeJson(result));
      else printHuman(result, io);
      return stoppedByMemory(bound, io);
    }
    const prepared = prepareForm(form, { symmetry, shouldStop: bound.exceeded });
    if (mode === 'count') {
      const result = solvePrepared(prepared, { mode, onProgress: progress ? showProgress : undefined, shouldStop: bound.exceeded });
      clearProgress();
      if (json) io.out(writeJson(result));
      else printHuman(result, io);
      return stoppedByMemory(bound, io);
    }
    // A listing is printed as the search finds each class, and nothing of it is kept: millions of
    // solutions (the 12,988,816 domino tilings of 8×8) stream in constant memory. The JSON is one
    // object whose `list` array holds one solution per line, written as found.
    const names = (s: number[]) => s.map((j) => prepared.positions[j].name);
    let count = 0;
    if (json) io.out(`${writeJson(prepared.numbers).slice(0, -1)},"list":[`);
    else printPipeline(prepared.numbers, io);
    const result = solvePrepared(prepared, {
      mode, limit,
      shouldStop: bound.exceeded,
      onProgress: progress ? showProgress : undefined,
      onSolution: (s) => {
        count++;
        if (json) { io.out(`${count > 1 ? ',' : ''}${writeJson(names(s))}`); return; }
        clearProgress();
        io.out('');
        io.out(`solution ${count}: ${names(s).join(' ')}`);
        for (const line of asciiTableau(prepared, s)) io.out(`  ${line}`);
      },
    });
    clearProgress();
    if (json) {
      const rest = Object.fromEntries(Object.entries(result).filter(([k]) => !(k in prepared.numbers)));
      io.out(`],${writeJson(rest).slice(1)}`);
    } else {
      if (count > 0) io.out('');
      printOutcome(result, io);
    }
    return stoppedByMemory(bound, io);
  } catch (e) {
    // Stopped while it made the positions: nothing is found yet.
    if (!(e instanceof PreparationStopped || bound.reached)) throw e;
    return stoppedByMemory(bound, io);
  }
}

/** The name of a form's count: the hash of its exact-cover problem, of the symmetries it is counted up to and of the parts of a count by Burnside's lemma. */
export function solveProblemName(prepared: PreparedForm): string {
  const hash = hashProblem(exactCoverOf(prepared).problem).addText('solve count').addText(JSON.stringify(prepared.numbers.symmetry));
  for (const g of prepared.group.elements) hash.addAll(g.positions);
  const parts = countPlan(prepared);
  if (parts) hash.addText(JSON.stringify(parts));
  return hash.digest();
}

/** The text output of a count: the pipeline's numbers, then the search and the counts. */
export function printHuman(r: SolveResult, io: CliIo): void {
  printPipeline(r, io);
  printOutcome(r, io);
}

function printPipeline(r: PipelineNumbers, io: CliIo): void {
  const n = withCommas;
  io.out(`form ${r.form}: ${n(r.atoms)} atoms, ${r.tiles} tiles`);
  io.out(`symmetry: order ${r.symmetry.order}${r.symmetry.restrictedTile ? `, one position per orbit of tile ${r.symmetry.restrictedTile}` : r.symmetry.order > 1 ? ', solutions filtered to one per class' : ''}`);
  io.out(`positions: ${n(r.positions.generated)} generated, ${n(r.positions.afterSymmetry)} after symmetry, ${n(r.positions.afterPruning)} after pruning`);
  const names = Object.keys(r.positions.perTile);
  const w = Math.max(4, ...names.map((s) => s.length));
  io.out(`  ${'tile'.padEnd(w)}  generated  symmetry  pruning`);
  for (const name of names) {
    const t = r.positions.perTile[name];
    io.out(`  ${name.padEnd(w)}  ${n(t.generated).padStart(9)}  ${n(t.afterSymmetry).padStart(8)}  ${n(t.afterPruning).padStart(7)}`);
  }
}

function printOutcome(r: SolveResult, io: CliIo): void {
  const n = withCommas;
  io.out(`search: ${n(r.search.placements)} placements, ${n(r.search.deadEnds)} dead ends, ${(r.search.ms / 1000).toFixed(2)} s${r.search.cancelled ? ' (cancelled)' : ''}`);
  if (r.countParts) {
    const part = (p: NonNullable<SolveResult['countParts']>[number]) => (p.without.length ? `without ${p.without.join(' ')}: ` : '') +
      (p.tile ? `${p.tile} (${p.kept} kept${p.stabilizer > 1 ? `, each fixed by ${p.stabilizer} symmetries` : ''})` : 'no tile kept');
    io.out(`count: by Burnside's lemma in ${r.countParts.length} part${r.countParts.length === 1 ? '' : 's'}: ${r.countParts.map(part).join('; ')}`);
  }
  io.out(`solutions: ${n(r.solutions.unique)} unique, ${n(r.solutions.total)} in all`);
}

// `logel make challenge FILE --form NAME [--solution K] [--count N] [--json]`: pieces to place in advance
// in a form so that one completion is left (core/tiling/challenge.ts), each challenge printed as a form.
import { buildModel } from '../core/document';
import { containsPosition } from '../core/language/text';
import { standardLibrary } from '../core/language/library';
import { checkArea } from '../core/tiling/checks';
import { ChallengeError, makeChallenges } from '../core/tiling/challenge';
import { overBudget, solveBudget } from '../core/tiling/positions';
import { parseMakeArgs, readText, wholeNumberOption } from './args';
import { formatDiagnostic } from './document';
import type { CliIo } from './main';
import { pickForm } from './solve';

export const challengeUsage = `
  make challenge FILE  pieces to place in advance in a form so that exactly one completion is left, each
                       challenge minimal: --form NAME [--solution K | --positions 'F.1@1.1 ...'] [--count N] [--budget SETS] [--json]`;

const valued = ['--form', '--solution', '--positions', '--count', '--budget'];
const flags = ['--json'];

export async function runMakeChallenge(args: string[], io: CliIo): Promise<number> {
  const parsed = parseMakeArgs(args, 'challenge', valued, flags, challengeUsage, io);
  if (!parsed) return 2;
  const { options, file } = parsed;
  const number = (name: string, fallback: number, most: number) => wholeNumberOption(options, name, 1, most, fallback);
  const k = number('--solution', 1, 1_000_000), count = number('--count', 3, 1000), budget = number('--budget', 20_000, 1e9);
  const bad = [k, count, budget].find((v) => typeof v === 'string');
  if (bad !== undefined) { io.err(bad as string); return 2; }
  if (options.has('--solution') && options.has('--positions')) { io.err('logel: choose one of --solution, --positions'); return 2; }
  const positions = options.has('--positions') ? String(options.get('--positions')).split(/\s+/).filter((p) => p !== '') : undefined;
  const text = readText(file, io);
  if (text === undefined) return 1;
  const form = pickForm(buildModel(text, standardLibrary), file, options.get('--form') as string | undefined, io);
  if (!form) return 1;
  const area = checkArea(form);
  if (area.length > 0) { io.err(formatDiagnostic(file, area[0])); return 1; }
  const tooMuch = overBudget(form, solveBudget);
  if (tooMuch) { io.err(`logel: form ${form.name} is too large to solve: ${tooMuch}`); return 1; }
  const read = (t: string) => {
    const model = buildModel(t, standardLibrary);
    const errors = (f: typeof form) => model.diagnostics.filter((d) => d.severity === 'error' && containsPosition(f.decl.range, d.range.start)).map((d) => d.message);
    return { forms: model.forms, errors };
  };
  const started = performance.now();
  let made;
  try {
    made = makeChallenges(form, { solution: k as number, positions, count: count as number, budget: budget as number, text, read });
  } catch (e) {
    if (!(e instanceof ChallengeError)) throw e;
    io.err(`logel: ${e.message}`);
    return 1;
  }
  const seconds = (performance.now() - started) / 1000;
  if (options.has('--json')) {
    io.out(JSON.stringify({
      form: made.form,
      solution: made.solution,
      smallest: made.smallest,
      tried: made.tried,
      challenges: made.challenges.map((c) => ({ name: c.name, block: c.block, placed: c.placed, completions: c.completions, minimal: c.minimal, placements: c.placements, forced: c.forced })),
    }));
    return 0;
  }
  const { smallest } = made;
  io.out(`// form ${made.form}, ${positions ? 'the solution' : `solution ${k as number}`}: ${made.solution.join(' ')}`);
  io.out(`// ${smallest.placed} pre-placed piece${smallest.placed === 1 ? '' : 's'} at fewest: ${smallest.proved ? 'proved, every smaller set of the solution\'s pieces leaves more than one completion' : 'not proved, the smaller sets were past the budget'} (${made.tried} sets tried, ${seconds.toFixed(1)} s)`);
  for (const c of made.challenges) {
    io.out('');
    io.out(`// ${c.name}: ${c.placed.length} pre-placed, ${c.completions} completion, ${c.minimal ? 'minimal' : 'not minimal'}; the search needs ${c.placements} placements, ${c.forced} piece${c.forced === 1 ? '' : 's'} by forced moves`);
    for (const line of c.block.split('\n')) io.out(line);
  }
  return 0;
}

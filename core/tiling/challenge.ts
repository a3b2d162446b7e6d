// Tiling challenges: from one solution of a form, pieces to place in advance so that exactly one
// completion is left. A set of pre-placed pieces only shrinks the completions as it grows, and the
// solution itself is always one of them; so the smallest such set is found by trying every set of
// one piece, then two, ... (a proof that none smaller exists), and each set found at the smallest
// size is minimal. Every challenge is re-read and re-solved as a form of the language before it is given.
import { Form } from '../language/model';
import { ExactCoverProblem, solveExactCover } from '../search/exactCover';
import { exactCoverOf, prepareForm, PreparedForm, solvePrepared } from './solve';

export interface Challenge {
  /** The name of the challenge's form. */
  name: string;
  /** The form of the language with its pre-placed pieces (a `place` line), to add to the input file. */
  block: string;
  /** The pre-placed pieces as positions (`F.2@3.1`). */
  placed: string[];
  /** Completions of the challenge, counted by the solver on the form as read back: always 1. */
  completions: number;
  /** Taking away any one pre-placed piece leaves more than one completion (checked piece by piece). */
  minimal: boolean;
  /** Placements the search needed to find the completion and prove it the only one (--count --no-symmetry). */
  placements: number;
  /** Pieces that follow by forced moves alone (an atom or tile with one position left) before any guess. */
  forced: number;
}

export interface MadeChallenges {
  form: string;
  /** The solution the challenges come from, as positions. */
  solution: string[];
  challenges: Challenge[];
  /** The fewest pre-placed pieces found, and whether every smaller set was tried (a proof). */
  smallest: { placed: number; proved: boolean };
  /** Sets of pre-placed pieces tried. */
  tried: number;
}

export interface ChallengeOptions {
  /** Which solution (1-based) of `logel solve --first K` to start from. */
  solution?: number;
  /** The solution to start from, as positions (the one the panel shows); instead of `solution`. */
  positions?: string[];
  /** How many challenges to give. */
  count?: number;
  /** Sets of pieces tried in the exhaustive phase before falling back to removing pieces one by one. */
  budget?: number;
  /** Reads `text` (the input file with a challenge added) into a model's forms, to re-check a challenge. */
  read(text: string): { forms: Form[]; errors: (form: Form) => string[] };
  /** The input file's text. */
  text: string;
  shouldStop?(): boolean;
}

/** Why a form cannot give challenges. */
export class ChallengeError extends Error {}

export function makeChallenges(form: Form, options: ChallengeOptions): MadeChallenges {
  if (form.placed.length > 0) throw new ChallengeError(`form ${form.name} has pieces placed in advance already: make a challenge from the form without its 'place' line`);
  const wanted = options.count ?? 3;
  const solutionNames = options.positions ?? solutionOf(form, options.solution ?? 1);
  const search = new CompletionSearch(prepareForm(form, { symmetry: false }), solutionNames);
  const n = search.pieces.length;
  if (!search.isSolution()) throw new ChallengeError(`${solutionNames.join(' ')} is not a solution of form ${form.name}`);

  // Sets by size, smallest first, each size in full while the budget lasts: the unique ones of the first
  // size that has any are minimal, and every smaller set has been tried.
  const budget = options.budget ?? 20_000;
  const unique: number[][] = [];
  let tried = 0;
  let provedSize = -1;
  for (let size = 0; size <= n && unique.length < wanted; size++) {
    let complete = true;
    for (const set of subsets(n, size)) {
      if (tried >= budget || options.shouldStop?.()) { complete = false; break; }
      // A set holding a smaller unique set is unique but not minimal.
      if (unique.some((u) => u.every((i) => set.includes(i)))) continue;
      tried++;
      if (search.completions(set) === 1) unique.push(set);
      // Enough to grade and choose from: each is solved in full to grade it.
      if (unique.length >= 3 * wanted) break;
    }
    if (!complete) break;
    if (provedSize < 0 && unique.length > 0) provedSize = size;
  }
  // Past the budget: take pieces away one by one from the whole solution, in varied orders (each
  // result is minimal: a piece that could not go then cannot go later either, with fewer pieces left).
  let random = 0x9e3779b9;
  for (let round = 0; unique.length < wanted && round < 4 * wanted + 8 && !options.shouldStop?.(); round++) {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
      const j = random % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    let set = [...order];
    for (const piece of order) {
      const fewer = set.filter((i) => i !== piece);
      tried++;
      if (search.completions(fewer) === 1) set = fewer;
    }
    set.sort((a, b) => a - b);
    if (!unique.some((u) => u.length === set.length && u.every((v, i) => v === set[i]))) unique.push(set);
  }

  const challenges = unique.map((set, i) => challengeOf(form, options, search, set, `${form.name}Challenge${i + 1}`));
  // Fewest pre-placed pieces first; among as many, the hardest completion first.
  challenges.sort((a, b) => a.placed.length - b.placed.length || b.placements - a.placements);
  const shown = challenges.slice(0, wanted).map((c, i) => renamed(c, `${form.name}Challenge${i + 1}`));
  const fewest = Math.min(...unique.map((u) => u.length));
  return { form: form.name, solution: solutionNames, challenges: shown, smallest: { placed: fewest, proved: provedSize === fewest }, tried };
}

/** The k-th solution (1-based) that `logel solve --first k` lists, as positions. */
function solutionOf(form: Form, k: number): string[] {
  const listed = solvePrepared(prepareForm(form), { mode: 'first', limit: k }).list ?? [];
  if (listed.length < k) throw new ChallengeError(`form ${form.name} has ${listed.length === 0 ? 'no solution' : `only ${listed.length} solution${listed.length === 1 ? '' : 's'} up to symmetry`}${listed.length ? `, not ${k}` : ''}`);
  return listed[k - 1];
}

/** The completions of a solution's pieces, counted up to two, on the form's exact cover without symmetry. */
class CompletionSearch {
  /** Per piece of the solution: its option in the exact cover, its atoms, its tile. */
  readonly pieces: { option: number; atoms: Int32Array; tile: number; name: string }[];
  private readonly problem: ExactCoverProblem;

  constructor(private readonly prepared: PreparedForm, names: string[]) {
    this.problem = exactCoverOf(prepared).problem;
    const { positions, optionPositions } = prepared;
    this.pieces = names.map((name) => {
      const option = optionPositions.findIndex((i) => positions[i].name === name);
      if (option < 0) throw new ChallengeError(`${name} is not a position of form ${prepared.form.name} that a solution can use`);
      const p = positions[optionPositions[option]];
      return { option, atoms: p.atoms, tile: p.tile, name };
    });
  }

  /** Whether the pieces cover every atom of the form once, each tile as often as the form has it. */
  isSolution(): boolean {
    const { form, atoms } = this.prepared;
    const covered = new Uint8Array(atoms.count);
    const placedOf = new Int32Array(form.tiles.length);
    for (const piece of this.pieces) {
      placedOf[piece.tile]++;
      for (const a of piece.atoms) if (covered[a]++) return false;
    }
    return covered.every((c) => c === 1) && form.tiles.every((ft, t) => placedOf[t] >= ft.min && placedOf[t] <= ft.max);
  }

  /** 1 when these pieces (indices into `pieces`) have exactly one completion, 2 when more. */
  completions(set: readonly number[]): number {
    const { form, positions, optionPositions } = this.prepared;
    const taken = new Uint8Array(this.prepared.atoms.count);
    const placedOf = new Int32Array(form.tiles.length);
    const chosen = new Set<number>();
    for (const i of set) {
      const piece = this.pieces[i];
      for (const a of piece.atoms) taken[a] = 1;
      placedOf[piece.tile]++;
      chosen.add(piece.option);
    }
    const options = this.problem.options.filter((_, o) => {
      if (chosen.has(o)) return true;
      const p = positions[optionPositions[o]];
      if (placedOf[p.tile] >= form.tiles[p.tile].max) return false;
      for (let k = 0; k < p.atoms.length; k++) if (taken[p.atoms[k]]) return false;
      return true;
    });
    return Number(solveExactCover({ ...this.problem, options }, { mode: 'first', limit: 2 }).solutions);
  }
}

/** The challenge of these pieces as a form of the language, read back and solved again, with its grade. */
function challengeOf(form: Form, options: ChallengeOptions, search: CompletionSearch, set: number[], name: string): Challenge {
  const placed = set.map((i) => search.pieces[i].name);
  const block = challengeBlock(form, options.text, name, placed);
  const model = options.read(`${options.text}\n${block}\n`);
  const made = model.forms.find((f) => f.name === name);
  const errors = made ? model.errors(made) : ['it was not read back'];
  if (!made || errors.length > 0) throw new Error(`challenge ${name} of form ${form.name} does not read back: ${errors.join('; ')}`);
  const prepared = prepareForm(made, { symmetry: false });
  const result = solvePrepared(prepared, { mode: 'count' });
  if (result.solutions.total !== 1n) throw new Error(`challenge ${name} of form ${form.name} has ${result.solutions.total} completions, not 1`);
  const minimal = set.every((piece) => search.completions(set.filter((i) => i !== piece)) > 1);
  return { name, block, placed, completions: Number(result.solutions.total), minimal, placements: result.search.placements, forced: forcedMoves(prepared) };
}

function renamed(c: Challenge, name: string): Challenge {
  if (c.name === name) return c;
  return { ...c, name, block: c.block.replace(/^form \S+/, `form ${name}`) };
}

/**
 * The form's text as a new form `name` with a `place` line of these positions. The header and options
 * are written anew; the art is copied line for line (with the lines between its rows, such as `layer`),
 * so it reads as drawn.
 */
export function challengeBlock(form: Form, text: string, name: string, placed: readonly string[]): string {
  const { decl } = form;
  const lines = text.split(/\r\n|\r|\n/);
  const rows = decl.art?.rows.filter((r) => r.text.length > 0) ?? [];
  const first = rows[0], last = rows[rows.length - 1];
  const origin = first.line === decl.art!.range.start.line ? first.startChar : Math.min(...rows.map((r) => r.startChar));
  const optionLines = decl.options.filter((o) => o.kind !== 'place' && (o.range.start.line < first.line || o.range.start.line > last.line))
    .map((o) => '  ' + lines[o.range.start.line].slice(o.range.start.character, o.range.end.character).trim());
  const art: string[] = [];
  for (let line = first.line; line <= last.line; line++) {
    // A row keeps its column from the art's left edge; a line between rows (`layer`, a comment) is kept as it is.
    const row = rows.find((r) => r.line === line);
    art.push('  ' + (row ? ' '.repeat(Math.max(0, row.startChar - origin)) + row.text : lines[line].trim()));
  }
  const header = `form ${name} uses ${decl.uses.map((u) => u.text).join(', ')} {`;
  return [header, ...optionLines, ...(placed.length ? [`  place ${placed.join(' ')}`] : []), ...art, '}'].join('\n');
}

/** Pieces the completion gets by forced moves alone: an atom or a tile with one position left is placed, to a fixed point. */
export function forcedMoves(prepared: PreparedForm): number {
  const { problem } = exactCoverOf(prepared);
  const need = Array.from({ length: problem.itemCount }, (_, i) => (i < problem.primaryCount ? problem.multiplicity?.[i] ?? 1 : 1));
  const live = new Uint8Array(problem.options.length).fill(1);
  const byItem: number[][] = Array.from({ length: problem.itemCount }, () => []);
  problem.options.forEach((o, x) => { for (let k = 0; k < o.length; k++) byItem[o[k]].push(x); });
  const place = (x: number) => {
    for (let k = 0; k < problem.options[x].length; k++) {
      const item = problem.options[x][k];
      need[item]--;
      if (need[item] === 0) for (const y of byItem[item]) live[y] = 0;
    }
  };
  const placedOptions = new Set(prepared.placed.map((i) => prepared.optionPositions.indexOf(i)).filter((x) => x >= 0));
  for (const x of placedOptions) if (live[x]) place(x);
  let forced = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let item = 0; item < problem.primaryCount; item++) {
      if (need[item] !== 1) continue;
      const left = byItem[item].filter((x) => live[x]);
      if (left.length !== 1) continue;
      place(left[0]);
      forced++;
      changed = true;
    }
  }
  return forced;
}

/** Every set of `size` numbers below n, in increasing order, as sorted arrays. */
function* subsets(n: number, size: number): Generator<number[]> {
  const set = Array.from({ length: size }, (_, i) => i);
  if (size > n) return;
  for (;;) {
    yield [...set];
    let i = size - 1;
    while (i >= 0 && set[i] === n - size + i) i--;
    if (i < 0) return;
    set[i]++;
    for (let j = i + 1; j < size; j++) set[j] = set[j - 1] + 1;
  }
}

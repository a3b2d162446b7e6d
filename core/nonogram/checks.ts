// Checks of a puzzle that need no search: clues that cannot fit their line, row and column
// totals per colour, and a goal picture that does not satisfy the clues.
import type { Clue, NonogramPuzzle } from './puzzle';

export interface NonogramProblem {
  kind: 'clue-too-long' | 'totals-differ' | 'goal-differs';
  line?: { kind: 'row' | 'column'; index: number };
  message: string;
}

export function minimumLength(clue: Clue): number {
  let least = 0;
  for (let j = 0; j < clue.length; j++) least += clue[j].length + (j > 0 && clue[j - 1].colour === clue[j].colour ? 1 : 0);
  return least;
}

// The clue a line of a picture has.
export function clueOfLine(picture: Uint8Array, start: number, step: number, length: number): Clue {
  const clue: Clue = [];
  for (let i = 0; i < length; i++) {
    const c = picture[start + i * step];
    if (c === 0) continue;
    const last = clue[clue.length - 1];
    if (last && last.colour === c && i > 0 && picture[start + (i - 1) * step] === c) last.length++;
    else clue.push({ length: 1, colour: c });
  }
  return clue;
}

export function sameClue(a: Clue, b: Clue): boolean {
  return a.length === b.length && a.every((x, i) => x.length === b[i].length && x.colour === b[i].colour);
}

export function checkNonogram(puzzle: NonogramPuzzle): NonogramProblem[] {
  const problems = refutations(puzzle);
  if (puzzle.goal) {
    const { width, height, goal } = puzzle;
    const rows = puzzle.rows.flatMap((clue, y) => sameClue(clue, clueOfLine(goal, y * width, 1, width)) ? [] : [y + 1]);
    const columns = puzzle.columns.flatMap((clue, x) => sameClue(clue, clueOfLine(goal, x, width, height)) ? [] : [x + 1]);
    if (rows.length + columns.length > 0) {
      const list = (what: string, ns: number[]): string => ns.length === 0 ? '' : `${what} ${ns.slice(0, 10).join(', ')}${ns.length > 10 ? ` and ${ns.length - 10} more` : ''}`;
      problems.push({ kind: 'goal-differs', message: `the goal does not satisfy the clues of ${[list('rows', rows), list('columns', columns)].filter(Boolean).join('; ')}` });
    }
  }
  return problems;
}

/** The problems that prove at once that a puzzle has no solution: clues that cannot fit their line,
 *  totals per colour that differ. Linear in the clues; the solver asks this before anything else. */
export function refutations(puzzle: NonogramPuzzle): NonogramProblem[] {
  const problems: NonogramProblem[] = [];
  const lines: { kind: 'row' | 'column'; clues: Clue[]; length: number }[] = [
    { kind: 'row', clues: puzzle.rows, length: puzzle.width },
    { kind: 'column', clues: puzzle.columns, length: puzzle.height },
  ];
  for (const { kind, clues, length } of lines) {
    clues.forEach((clue, index) => {
      const least = minimumLength(clue);
      if (least > length) problems.push({ kind: 'clue-too-long', line: { kind, index }, message: `${kind} ${index + 1}: the clue needs ${least} cells, the ${kind} has ${length}` });
    });
  }
  const totals = (clues: Clue[]): number[] => {
    const sum = new Array<number>(puzzle.colours.length).fill(0);
    for (const clue of clues) for (const b of clue) sum[b.colour] = (sum[b.colour] ?? 0) + b.length;
    return sum;
  };
  const byRows = totals(puzzle.rows), byColumns = totals(puzzle.columns);
  for (let c = 1; c < Math.max(byRows.length, byColumns.length); c++) {
    if ((byRows[c] ?? 0) !== (byColumns[c] ?? 0)) {
      const colour = puzzle.colours.length > 2 ? ` of colour ${puzzle.colours[c]?.name ?? c}` : '';
      problems.push({ kind: 'totals-differ', message: `the rows hold ${byRows[c] ?? 0} cells${colour}, the columns ${byColumns[c] ?? 0}` });
    }
  }
  return problems;
}

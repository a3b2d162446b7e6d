// Proposals for a nonogram whose goal is not the only solution of its clues: the fewest cells to
// change in the goal, and the fewest starting hints (make.ts), found in the background examination;
// each as cells to mark in the goal and as the text edits that apply it (the goal rows and the clues
// rewritten, or a `hints` section added).
import type { RelatedInformation } from '../language/diagnostics';
import { cellRangeAt, Nonogram } from './build';
import { hintRows, pictureRows } from './block';
import { cluesOfPicture, cluesOfPictureEdits, ClueEdit } from './goalClues';
import { makeNonogram, makeNonogramHints, MakeOptions } from './make';
import { sameClue } from './checks';
import type { Picture } from './picture';

export interface NonogramProposal {
  kind: 'changes' | 'hints';
  /** Row-major cells, with the colour each gets (changes) or is given (hints). */
  cells: { cell: number; colour: number }[];
  /** The set is proved the fewest (make.ts says how). */
  fewest: boolean;
}

/** Solves the proof of fewest may spend in the background (the CLI's default is 2,000). */
const backgroundProofBudget = 200;

/**
 * Both proposals for a nonogram with a goal that satisfies its clues and no hints of its own; []
 * otherwise, or when neither is found before `shouldStop`.
 */
export function proposeRepairs(nonogram: Nonogram, options: MakeOptions): NonogramProposal[] {
  const { puzzle, block } = nonogram;
  if (!puzzle.goal || block.hints || !nonogram.goalCorner) return [];
  const picture: Picture = { width: puzzle.width, height: puzzle.height, colours: puzzle.colours, cells: puzzle.goal };
  const clues = cluesOfPicture(picture);
  if (!clues.rows.every((c, i) => sameClue(c, puzzle.rows[i])) || !clues.columns.every((c, i) => sameClue(c, puzzle.columns[i]))) return [];
  const out: NonogramProposal[] = [];
  const made = { proofBudget: backgroundProofBudget, ...options };
  const changed = makeNonogram(picture, nonogram.name, made);
  if (changed.unique && changed.changes.length > 0) out.push({ kind: 'changes', cells: changed.changes.map((c) => ({ cell: c.cell, colour: c.to })), fewest: changed.smallest.proved });
  const hinted = makeNonogramHints(picture, nonogram.name, made);
  if (hinted.unique && hinted.hints.length > 0) out.push({ kind: 'hints', cells: hinted.hints.map((cell) => ({ cell, colour: puzzle.goal![cell] })), fewest: hinted.smallest.proved });
  return out;
}

/** A proposal in words: `change 2 cells of the goal` or `give 2 starting hints`, and where. */
export function proposalTitle(nonogram: Nonogram, p: NonogramProposal): string {
  const n = p.cells.length;
  const what = p.kind === 'changes' ? `change ${n} cell${n === 1 ? '' : 's'} of the goal` : `give ${n} starting hint${n === 1 ? '' : 's'}`;
  return `Make unique: ${what} (${p.cells.map((c) => cellName(nonogram, c.cell)).join('; ')})${p.fewest ? ', proved fewest' : ''}`;
}

/** The proposal's cells marked in the goal: related information for the not-unique diagnostic. */
export function proposalMarks(nonogram: Nonogram, p: NonogramProposal): RelatedInformation[] {
  const { puzzle, goalCorner } = nonogram;
  if (!goalCorner) return [];
  const glyph = glyphs(nonogram);
  return p.cells.map(({ cell, colour }) => ({
    message: p.kind === 'changes' ? `proposed change at ${cellName(nonogram, cell)}: ${glyph[puzzle.goal![cell]]} -> ${glyph[colour]}` : `proposed starting hint at ${cellName(nonogram, cell)}: ${glyph[colour]}`,
    range: cellRangeAt(goalCorner, puzzle.width, cell),
  }));
}

/**
 * The edits that apply a proposal: changes rewrite each goal row they touch (whole, in the block
 * writer's glyphs) and the clues; hints add a `hints` section after the goal.
 */
export function proposalEdits(nonogram: Nonogram, p: NonogramProposal): ClueEdit[] {
  const { puzzle, block, goalCorner } = nonogram;
  const goal = block.goal!;
  const indent = ' '.repeat(goal.keyword.start.character);
  if (p.kind === 'hints') {
    const hints = new Int8Array(puzzle.width * puzzle.height).fill(-1);
    for (const { cell, colour } of p.cells) hints[cell] = colour;
    const rows = hintRows(puzzle, hints).map((r) => `${indent}  ${r}`);
    return [{ range: { start: goal.range.end, end: goal.range.end }, newText: `\n${indent}hints {\n${rows.join('\n')}\n${indent}}` }];
  }
  const cells = puzzle.goal!.slice();
  for (const { cell, colour } of p.cells) cells[cell] = colour;
  const rows = pictureRows(puzzle, cells);
  const edits: ClueEdit[] = [];
  for (const y of new Set(p.cells.map((c) => Math.floor(c.cell / puzzle.width)))) {
    const line = goalCorner!.line + y;
    const drawn = goal.art.rows.find((r) => r.line === line && r.text.length > 0);
    // A blank line between goal rows is a blank row: it gets the row, indented as the goal.
    if (drawn) edits.push({ range: { start: { line, character: goalCorner!.character }, end: { line, character: drawn.startChar + drawn.text.length } }, newText: rows[y] });
    else edits.push({ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: ' '.repeat(goalCorner!.character) + rows[y] });
  }
  const picture: Picture = { width: puzzle.width, height: puzzle.height, colours: puzzle.colours, cells };
  return [...cluesOfPictureEdits(block, picture), ...edits];
}

function cellName(nonogram: Nonogram, cell: number): string {
  const { width } = nonogram.puzzle;
  return `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
}

/** The glyph of each colour as the block writer draws it. */
function glyphs(nonogram: Nonogram): string[] {
  const { puzzle } = nonogram;
  return pictureRows({ ...puzzle, width: puzzle.colours.length, height: 1 }, Uint8Array.from(puzzle.colours.keys()))[0].split('');
}

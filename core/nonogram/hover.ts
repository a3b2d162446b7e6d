// Hover on a row or column clue: the line as the line solver knows it, alone and after line logic on
// the whole nonogram, drawn as block art, and the number of placements of the clue.
import { containsPosition, Position, Range } from '../language/text';
import { cellRangeAt, clueText, colourLabel, Nonogram } from './build';
import { countPlacements, solveLine } from './line';
import { NonogramFindings } from './examine';
import { examineBudgetMs } from '../kind';
import { solveNonogram } from './solve';

/** How long a hover may spend on line logic for the whole nonogram (it then shows what it knows so far). */
const hoverBudgetMs = 300;
/**
 * Above this many cells a hover does not run line logic on the whole nonogram: the solver looks at the
 * clock only every few hundred lines, which on long lines is too late for a hover.
 */
const hoverMaxCells = 40_000;

/** The line fixpoint of each nonogram, computed once: a model keeps its Nonogram objects while they are unchanged. */
const fixpoints = new WeakMap<Nonogram, { known: Int8Array; complete: boolean; contradiction: boolean }>();

export interface ClueAt { kind: 'row' | 'column'; index: number }

export function clueAt(nonogram: Nonogram, p: Position): ClueAt | undefined {
  const row = nonogram.rowRanges.findIndex((r) => containsPosition(r, p));
  if (row >= 0) return { kind: 'row', index: row };
  const column = nonogram.columnRanges.findIndex((r) => containsPosition(r, p));
  return column >= 0 ? { kind: 'column', index: column } : undefined;
}

function fixpoint(nonogram: Nonogram): { known: Int8Array; complete: boolean; contradiction: boolean } {
  let f = fixpoints.get(nonogram);
  if (!f) {
    const started = Date.now();
    const r = solveNonogram(nonogram.puzzle, { stopAfter: 'line', limit: 1, shouldStop: () => Date.now() - started > hoverBudgetMs });
    // A stopped run's cells are still sound: line logic only ever removes colours a cell cannot take.
    f = { known: r.known, complete: r.complete || r.stats.ms <= hoverBudgetMs, contradiction: r.contradiction !== undefined };
    fixpoints.set(nonogram, f);
  }
  return f;
}

function lineLength(nonogram: Nonogram, kind: 'row' | 'column'): number {
  return kind === 'row' ? nonogram.puzzle.width : nonogram.puzzle.height;
}

export function clueHover(nonogram: Nonogram, at: ClueAt): string {
  const { puzzle } = nonogram;
  const { colours } = puzzle;
  const clue = (at.kind === 'row' ? puzzle.rows : puzzle.columns)[at.index];
  const length = lineLength(nonogram, at.kind);
  // Block art: █ (or the colour's letter), · blank, ? not known.
  const glyph = (c: number) => (c < 0 ? '?' : c === 0 ? '·' : colours.length > 2 ? colours[c].name : '█');
  // Alone: what the clue says about an empty line.
  const all = colours.length >= 32 ? 0xffffffff : (1 << colours.length) - 1;
  const alone = new Uint32Array(length).fill(all);
  const fits = solveLine(clue, alone, colours.length);
  const single = (bits: number) => (bits & (bits - 1)) === 0 ? 31 - Math.clz32(bits) : -1;
  const aloneArt = fits ? Array.from(alone, (b) => glyph(single(b))).join('') : '(the clue does not fit)';
  const placements = countPlacements(clue, length);
  const count = placements === Infinity ? 'more than 2⁵³' : placements.toLocaleString('en-US');
  const known = (art: string) => [...art].filter((c) => c !== '?').length;
  const head = `**${at.kind} ${at.index + 1}** · clue \`${clueText(clue, colours)}\` · ${count} placement${placements === 1 ? '' : 's'} in ${length} cells`;
  const aloneLine = `${aloneArt}   this clue alone: ${fits ? known(aloneArt) : 0} of ${length} cells known`;
  if (puzzle.width * puzzle.height > hoverMaxCells) {
    return [head, '', '```', aloneLine, '```', '', `(${puzzle.width}×${puzzle.height} is too large for line logic on the whole nonogram in a hover: Solve runs it)`].join('\n');
  }
  const f = fixpoint(nonogram);
  const cell = (i: number) => (at.kind === 'row' ? at.index * puzzle.width + i : i * puzzle.width + at.index);
  const wholeArt = Array.from({ length }, (_, i) => glyph(f.known[cell(i)])).join('');
  const whole = f.contradiction ? ' (line logic finds the nonogram contradictory)' : f.complete ? '' : ' (line logic stopped early: this is what it knew then)';
  return [
    head,
    '',
    '```',
    aloneLine,
    `${wholeArt}   after line logic on all lines: ${known(wholeArt)} of ${length}${whole}`,
    '```',
  ].join('\n');
}

/** What the code lens and the name's hover say of the background solve. */
export function findingsSummary(findings: NonogramFindings | undefined): string {
  if (!findings) return 'solving…';
  if (findings.unique === null) return `undecided in ${examineBudgetMs / 1000} s (line logic and probing: ${Math.floor(findings.probeKnownPercent)} %)`;
  if (findings.solutions === 0) return 'no solution';
  if (findings.solutions > 1) return 'more than one solution';
  return findings.rating === 'line' ? 'line-solvable' : findings.rating === 'probing' ? 'needs probing' : 'needs search';
}

export function nonogramHover(nonogram: Nonogram, findings: NonogramFindings | undefined): string {
  const { puzzle } = nonogram;
  const colours = puzzle.colours.length > 2 ? `, ${puzzle.colours.length - 1} colours (${puzzle.colours.slice(1).map((c) => `${c.name} ${c.rgb}`).join(', ')})` : '';
  const hinted = puzzle.hints ? puzzle.hints.reduce((n, h) => n + (h >= 0 ? 1 : 0), 0) : 0;
  const hints = puzzle.hints ? `, ${hinted} starting hint${hinted === 1 ? '' : 's'}` : '';
  const lines = [`**nonogram ${nonogram.name}**: ${puzzle.width}×${puzzle.height}${colours}${puzzle.goal ? ', with a goal' : ''}${hints}`];
  if (nonogram.solvable) {
    lines.push('', `difficulty: ${findingsSummary(findings)}`);
    if (findings) lines.push('', `line logic alone decides ${Math.floor(findings.lineKnownPercent)} % of the cells, with probing ${Math.floor(findings.probeKnownPercent)} %`);
  }
  return lines.join('\n');
}

/** Hover on a cell of the hints art: the cell and the colour given (or that none is). */
export function hintAt(nonogram: Nonogram, p: Position): { markdown: string; range: Range } | undefined {
  const { puzzle, hintsCorner } = nonogram;
  if (!puzzle.hints || !hintsCorner) return undefined;
  const y = p.line - hintsCorner.line, x = p.character - hintsCorner.character;
  if (y < 0 || x < 0 || y >= puzzle.height || x >= puzzle.width) return undefined;
  const h = puzzle.hints[y * puzzle.width + x];
  const what = h < 0 ? 'no hint: the solver starts with this cell unknown' : `a starting hint: the solver starts with this cell ${h === 0 ? 'blank' : colourLabel(puzzle.colours, h)}`;
  return { markdown: `**row ${y + 1}, column ${x + 1}** · ${what}`, range: cellRangeAt(hintsCorner, puzzle.width, y * puzzle.width + x) };
}

// The `linkpix NAME { ... }` block of the language (docs/language.md), read line by line on
// its own so that the parser's hook stays one line:
//
//   linkpix Heart {
//     palette {            // optional: one-letter colour names
//       r = #ff0000
//     }
//     2r .  . 2r           // the clue grid: numbers (any width), `.` for an empty cell,
//     .  1r .  .           // in colour puzzles each number with its colour letter
//     goal {               // optional: the picture the clues must give, `.` blank,
//       rr.r               // `#` (or a colour letter) painted
//     }
//   }
//
// The checks that need no path are made here, with exact ranges: rows of unequal length, an
// unknown colour, a value that occurs an odd number of times per colour (every occurrence), clues
// of a value that do not balance on the checkerboard, a clue with no partner within reach.
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { LineIndex, Range } from '../language/text';
import { PuzzleBlock } from '../language/syntax';
import { BlockKind, blocksOf, coloursQuestion, Puzzle } from '../language/blocks';
import { PathEnumerator, OPEN, BLOCKED } from './paths';
import { cellName, LinkpixPuzzle, MAX_CELLS, pathKey } from './puzzle';
import { LinkpixSolveResult, pictureOf } from './solve';
import { pushAll } from '../arrays';
import { balanceProblems, clueGroups, parityProblems } from './check';

export interface LinkpixBlock extends PuzzleBlock {
  kind: 'linkpix';
  puzzle?: LinkpixPuzzle;     // when the grid could be read
  clueRanges: Map<number, Range>;  // clue cell -> where its number is written
  goal?: { rows: string[]; range: Range; rowRanges: Range[] };
  rowRanges: Range[];         // the clue rows
  letters: Map<number, string>;  // colour id -> its palette letter
}

/** A linkpix block in the model: the block already holds its puzzle (read with the block). */
export interface Linkpix extends Puzzle { kind: 'linkpix'; block: LinkpixBlock }

export function buildLinkpix(block: LinkpixBlock): Linkpix {
  return { kind: 'linkpix', name: block.name.text, nameRange: block.name.range, block, solvable: block.puzzle !== undefined };
}

/** The linkpix blocks of a syntax tree. */
export function linkpixBlocksOf(tree: { blocks: readonly PuzzleBlock[] }): LinkpixBlock[] {
  return blocksOf<LinkpixBlock>(tree, 'linkpix');
}

/** The longest path `logel make linkpix` joins unless told otherwise (core/linkpix/make.ts). */
export const DEFAULT_MAX_LENGTH = 16;

/** The linkpix block as the language front end reads and builds it (core/read.ts). */
export const linkpixBlocks: BlockKind = {
  keyword: 'linkpix',
  title: 'Link-a-Pix',
  solveCommand: 'logel.solveLinkpix',
  pictureMaker: {
    command: 'logel.makeLinkpix',
    progress: 'splitting the picture into paths with one solution',
    questions: [
      { title: 'Width in cells', option: '--width', value: 20, least: 1, most: 1000, png: true },
      coloursQuestion([2, 3, 4, 6]),
      { title: 'Longest path', option: '--max-length', value: DEFAULT_MAX_LENGTH, least: 1, most: 1000 },
    ],
  },
  read: (text, start, lines) => readLinkpixBlock(text, start, lines),
  build: (block) => buildLinkpix(block as LinkpixBlock),
};

export interface ReadBlock { block: LinkpixBlock; end: number; diagnostics: Diagnostic[] }

const CLUE = /^(\d+)([a-z]?)$/;

/** Reads the block whose `linkpix` keyword is at `start` (in text with \n line ends); `end` is past its closing brace. */
export function readLinkpixBlock(text: string, start: number, lines: LineIndex): ReadBlock {
  const diagnostics: Diagnostic[] = [];
  const startLine = lines.position(start).line;
  const at = (line: number, from: number, to: number): Range => ({ start: { line, character: from }, end: { line, character: to } });
  const header = lines.lineText(startLine).slice(lines.position(start).character);
  const m = /^linkpix(\s+([A-Za-z_][\w-]*))?\s*(\{)?\s*(\/\/.*)?$/.exec(header);
  const col0 = lines.position(start).character;
  const name = { text: m?.[2] ?? '', range: at(startLine, col0 + 8, col0 + 8 + (m?.[2]?.length ?? 0)) };
  const header0 = at(startLine, col0, col0 + header.length);
  const block: LinkpixBlock = { kind: 'linkpix', name, headerRange: { start: header0.start, end: name.range.end }, range: header0, clueRanges: new Map(), rowRanges: [], letters: new Map() };
  if (!m || !m[2] || !m[3]) {
    diagnostics.push(diagnostic('syntax', at(startLine, col0, col0 + header.trimEnd().length), `a linkpix block starts with 'linkpix NAME {' on one line`));
  }
  // The body: lines up to the closing brace on a line of its own (or the end of the file).
  const palette = new Map<string, string>();
  const paletteRanges = new Map<string, Range>();
  const rows: { cells: { text: string; range: Range }[]; range: Range }[] = [];
  let section: 'grid' | 'palette' | 'goal' = 'grid';
  let goalRows: { text: string; range: Range }[] | undefined;
  let goalRange: Range | undefined;
  let line = startLine + 1;
  let closed = false;
  const lastLine = lines.position(text.length).line;
  for (; line <= lastLine; line++) {
    const raw = lines.lineText(line);
    const code = raw.replace(/\/\/.*$/, '');
    const trimmed = code.trim();
    const indent = code.length - code.trimStart().length;
    if (trimmed === '') continue;
    if (trimmed === '}') {
      if (section === 'grid') { closed = true; break; }
      if (section === 'goal' && goalRange) goalRange = { start: goalRange.start, end: { line, character: indent + 1 } };
      section = 'grid';
      continue;
    }
    if (section === 'grid' && /^palette\s*\{$/.test(trimmed)) { section = 'palette'; continue; }
    if (section === 'grid' && /^goal\s*\{$/.test(trimmed)) {
      section = 'goal';
      goalRows = [];
      goalRange = at(line, indent, indent + trimmed.length);
      continue;
    }
    if (section === 'palette') {
      const p = /^([a-z])\s*=\s*(#[0-9a-fA-F]{6})$/.exec(trimmed);
      if (!p) { diagnostics.push(diagnostic('syntax', at(line, indent, indent + trimmed.length), `a palette entry is 'letter = #rrggbb', e.g. 'r = #ff0000'`)); continue; }
      if (palette.has(p[1])) diagnostics.push(diagnostic('duplicate-name', at(line, indent, indent + 1), `colour '${p[1]}' is defined twice`, [{ message: `first definition of '${p[1]}'`, range: paletteRanges.get(p[1])! }]));
      palette.set(p[1], p[2].toLowerCase());
      paletteRanges.set(p[1], at(line, indent, indent + 1));
      continue;
    }
    if (section === 'goal') {
      goalRows!.push({ text: trimmed, range: at(line, indent, indent + trimmed.length) });
      continue;
    }
    const cells: { text: string; range: Range }[] = [];
    const re = /\S+/g;
    let t: RegExpExecArray | null;
    while ((t = re.exec(code))) cells.push({ text: t[0], range: at(line, t.index, t.index + t[0].length) });
    rows.push({ cells, range: at(line, indent, indent + trimmed.length) });
  }
  const endLine = Math.min(line, lastLine);
  block.range = { start: block.range.start, end: closed ? { line, character: lines.lineText(line).indexOf('}') + 1 } : lines.position(text.length) };
  const end = closed ? lines.lineStart(line) + lines.lineText(line).indexOf('}') + 1 : text.length;
  if (!closed) diagnostics.push(diagnostic('syntax', at(startLine, col0, col0 + 7), `this linkpix block is never closed: add '}' on a line of its own`));
  if (section !== 'grid' && closed) diagnostics.push(diagnostic('syntax', at(endLine, 0, 1), `the ${section} is never closed`));
  block.rowRanges = rows.map((r) => r.range);

  // The clue grid.
  if (rows.length === 0) {
    diagnostics.push(diagnostic('empty-art', block.name.range, `linkpix ${name.text} has no clue grid`));
    return { block, end, diagnostics };
  }
  const width = rows[0].cells.length, height = rows.length;
  let ok = width * height <= MAX_CELLS;
  if (!ok) diagnostics.push(diagnostic('bad-grid', block.name.range, `a ${width}×${height} grid has more than ${MAX_CELLS.toLocaleString('en')} cells`));
  rows.forEach((r, i) => {
    if (r.cells.length !== width) {
      ok = false;
      diagnostics.push(diagnostic('ragged-art', r.range, `row ${i + 1} has ${r.cells.length} cells, the first row has ${width}`));
    }
  });
  const letters = new Map<string, number>([...palette.keys()].map((l, i) => [l, i + 1]));
  for (const [l, id] of letters) block.letters.set(id, l);
  const usesColour = palette.size > 0 || rows.some((r) => r.cells.some((c) => /^\d+[a-z]$/.test(c.text)));
  const clues: Int32Array = new Int32Array(ok ? width * height : 0);
  const colours: Int32Array = new Int32Array(ok ? width * height : 0);
  if (ok) {
    rows.forEach((r, row) => r.cells.forEach((c, col) => {
      const cell = row * width + col;
      if (c.text === '.') return;
      const cm = CLUE.exec(c.text);
      if (!cm || Number(cm[1]) < 1) { ok = false; diagnostics.push(diagnostic('syntax', c.range, `a cell is a clue (a number from 1${usesColour ? ' with its colour letter' : ''}) or '.', not '${c.text.slice(0, 20)}'`)); return; }
      const value = Number(cm[1]);
      if (value > width * height) { ok = false; diagnostics.push(diagnostic('bad-grid', c.range, `clue ${value} is longer than the ${width}×${height} grid`)); return; }
      let colour = 1;
      if (usesColour) {
        if (!cm[2]) { ok = false; diagnostics.push(diagnostic('syntax', c.range, `in a colour puzzle every clue has a colour letter, e.g. '${value}${[...palette.keys()][0] ?? 'a'}'`)); return; }
        if (!letters.has(cm[2])) { ok = false; diagnostics.push(diagnostic('unknown-name', { start: { line: c.range.end.line, character: c.range.end.character - 1 }, end: c.range.end }, `colour '${cm[2]}' is not in the palette${palette.size ? ` (it has ${[...palette.keys()].join(', ')})` : ''}`)); return; }
        colour = letters.get(cm[2])!;
      }
      clues[cell] = value;
      colours[cell] = colour;
      block.clueRanges.set(cell, c.range);
    }));
  }
  if (goalRows && goalRange) {
    block.goal = { rows: goalRows.map((g) => g.text), range: goalRange, rowRanges: goalRows.map((g) => g.range) };
    if (goalRows.length !== height || goalRows.some((g) => g.text.length !== width)) {
      diagnostics.push(diagnostic('ragged-art', goalRange, `the goal must be ${width} wide and ${height} high, like the clue grid`));
    }
  }
  if (!ok) return { block, end, diagnostics };
  const paletteById: Record<number, string> = {};
  for (const [l, id] of letters) paletteById[id] = palette.get(l)!;
  block.puzzle = { name: name.text, width, height, clues, colours, palette: paletteById, coloured: usesColour,
    sourceOf: (cell) => { const r = block.clueRanges.get(cell); return r && { line: r.start.line + 1, column: r.start.character + 1 }; } };
  pushAll(diagnostics, clueDiagnostics(block));
  return { block, end, diagnostics };
}

/** Values with an odd count per colour (every occurrence), unbalanced clues, and clues with no partner within reach. */
function clueDiagnostics(block: LinkpixBlock): Diagnostic[] {
  const puzzle = block.puzzle!;
  const { width, height, clues, colours } = puzzle;
  const out: Diagnostic[] = [];
  for (const p of parityProblems(puzzle)) {
    p.cells.forEach((cell, i) => out.push(diagnostic('odd-clue-count', block.clueRanges.get(cell)!, p.message,
      p.cells.filter((_, j) => j !== i).slice(0, 20).map((c) => ({ message: `another ${clues[c]} at ${cellName(puzzle, c)}`, range: block.clueRanges.get(c)! })))));
  }
  for (const p of balanceProblems(puzzle)) {
    p.cells.forEach((cell) => out.push(diagnostic('unbalanced-clues', block.clueRanges.get(cell)!, p.message)));
  }
  const owner = new Int32Array(width * height).fill(OPEN);
  for (let c = 0; c < clues.length; c++) if (clues[c] > 0) owner[c] = BLOCKED;
  const enumerator = new PathEnumerator(width, height);
  for (const cells of clueGroups(puzzle).values()) {
    const value = clues[cells[0]];
    // A partner within reach: same value and colour, a path of `value` cells possible around the clues.
    const steps = value - 1;
    // Candidates from the diamond around the clue when it is smaller than the group.
    const diamond = 2 * steps * (steps + 1);
    for (const c of cells) {
      const r = Math.floor(c / width), q = c % width;
      const partner = (d: number) => {
        if (d === c || clues[d] !== value || colours[d] !== colours[c]) return false;
        const dist = Math.abs(Math.floor(d / width) - r) + Math.abs((d % width) - q);
        return dist <= steps && ((steps - dist) & 1) === 0 && enumerator.reachable(owner, c, d, steps, -3, -3);
      };
      let reachable = false;
      if (diamond < cells.length) {
        for (let rr = Math.max(0, r - steps); rr <= Math.min(height - 1, r + steps) && !reachable; rr++) {
          const span = steps - Math.abs(rr - r);
          for (let qq = Math.max(0, q - span); qq <= Math.min(width - 1, q + span) && !reachable; qq++) reachable = partner(rr * width + qq);
        }
      } else reachable = cells.some(partner);
      if (!reachable) out.push(diagnostic('lonely-clue', block.clueRanges.get(c)!, `clue ${value} at ${cellName(puzzle, c)} has no partner within reach: no other ${value}${puzzle.coloured ? ' of its colour' : ''} can be joined by a path of ${value} cells around the other clues`));
    }
  }
  return out;
}

/** What a solve of the block's puzzle says about it, with the block's ranges. */
export function solverDiagnostics(block: LinkpixBlock, r: Pick<LinkpixSolveResult, 'solutions' | 'complete' | 'unique' | 'difficulty' | 'pipeline' | 'problem'>): Diagnostic[] {
  const puzzle = block.puzzle!;
  const out: Diagnostic[] = [];
  const clueRange = (cell: number) => block.clueRanges.get(cell) ?? block.name.range;
  if (r.problem && r.unique === false && !/no partner within reach/.test(r.problem.message)) {
    out.push(diagnostic('no-path-left', clueRange(r.problem.cell), r.problem.message));
  }
  if (r.unique === false && r.complete && r.solutions.length === 0 && !r.problem) {
    out.push(diagnostic('no-solution', block.name.range, `linkpix ${block.name.text} has no solution: no choice of paths joins every pair of clues`));
  }
  if (r.unique && r.difficulty === 'search') {
    out.push(diagnostic('needs-search', block.name.range, `needs search: the exclusions leave ${r.pipeline.searched} paths to search`));
  }
  if (r.unique === false && r.solutions.length >= 2) {
    const cells = differingClues(r.solutions[0], r.solutions[1]);
    out.push(diagnostic('not-unique', block.name.range, `linkpix ${block.name.text} has more than one solution: the paths of ${cells.length} clues differ`,
      cells.slice(0, 20).map((c) => ({ message: `clue ${puzzle.clues[c]} at ${cellName(puzzle, c)}: its path differs`, range: clueRange(c) }))));
  }
  if (block.goal && r.solutions.length > 0 && block.goal.rows.length === puzzle.height) {
    const letters = block.letters;
    const drawn = (paths: Int32Array[]) => {
      const rows = pictureOf(puzzle, paths);
      return puzzle.coloured ? rows.map((row) => row.replace(/[0-9a-z]/g, (ch) => letters.get(parseInt(ch, 36)) ?? ch)) : rows;
    };
    const goal = block.goal.rows;
    if (!r.solutions.some((s) => drawn(s).join('\n') === goal.join('\n'))) {
      const picture = drawn(r.solutions[0]);
      const row = picture.findIndex((line, i) => line !== goal[i]);
      let col = 0;
      while (col < picture[row].length && picture[row][col] === goal[row][col]) col++;
      const start = block.goal.rowRanges[row].start;
      out.push(diagnostic('goal-contradiction', { start: { line: start.line, character: start.character + col }, end: { line: start.line, character: start.character + col + 1 } },
        `the goal says '${goal[row][col] ?? ''}' at ${cellName(puzzle, row * puzzle.width + col)}, the clues give '${picture[row][col]}'${r.unique === false ? ' in each solution found' : ''}`));
    }
  }
  return out;
}

/** The clue cells whose path is not the same in two solutions. */
export function differingClues(a: ReadonlyArray<Int32Array>, b: ReadonlyArray<Int32Array>): number[] {
  const inA = new Set(a.map(pathKey));
  const cells = new Set<number>();
  for (const p of b) if (!inA.has(pathKey(p))) { cells.add(p[0]); cells.add(p[p.length - 1]); }
  return [...cells].sort((x, y) => x - y);
}

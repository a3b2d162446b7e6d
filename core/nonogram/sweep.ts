// The JavaScript side of the nonogram sweep in WebAssembly (wasm/sweep.ts): one instance per
// puzzle, its memory laid out for the puzzle's lines and clues, and typed views on the parts the
// probing and the search read (the cells, the trail, the lines' stamps).
import { sweepWasm, type SweepExports } from '../generated/sweepWasm';
import { instantiate } from '../wasm';
import type { Clue } from './puzzle';

export type { SweepExports };

/** The line-solve memo's words at most (16 MB). */
const LINE_MEMO_WORDS = 1 << 22;

/** What propagate() returns besides a contradictory line (>= 0). */
export const FIXPOINT = -1, OUT_OF_BUDGET = -2, LINE_CHANGED = -3;

/** A new instance of the sweep (one per puzzle; the module is compiled once). */
export function instantiateSweep(): SweepExports { return instantiate<SweepExports>(sweepWasm); }

/** A puzzle's sweep: lines are the rows, then the columns (`clues` in that order). */
export class Sweep {
  readonly exports: SweepExports;
  readonly cells: Uint32Array;           // per cell the bit set of colours still possible
  readonly lineStamp: Float64Array;      // per line: the stamp of its last change outside a probe
  readonly trail: Uint32Array;           // pairs: cell, its colours before the change
  readonly lines: Int32Array;            // a list of lines (linesSolvedIn)

  constructor(width: number, height: number, colourCount: number, clues: readonly Clue[], startBits: number) {
    this.exports = instantiateSweep();
    const e = this.exports;
    let blocks = 0, longestClue = 0;
    for (const clue of clues) { blocks += clue.length; longestClue = Math.max(longestClue, clue.length); }
    // a cell narrows at most once per colour it can lose along one path of the search
    let colours = 0;
    for (let rest = startBits; rest !== 0; rest &= rest - 1) colours++;
    const trail = width * height * Math.max(1, colours - 1);
    // the memo's words: pages the probing does not reach are never touched
    const memo = Math.min(LINE_MEMO_WORDS, Math.max(1 << 16, 256 * width * height));
    if (e.layout(width, height, colourCount, blocks, longestClue, trail, memo) === 0) {
      throw new RangeError(`a ${width}×${height} nonogram with ${blocks} blocks needs more memory than WebAssembly gives`);
    }
    const buffer = e.memory.buffer;
    const blockFrom = new Int32Array(buffer, e.blockFrom(), clues.length + 1);
    const blockLength = new Int32Array(buffer, e.blockLength(), blocks);
    const blockColour = new Int32Array(buffer, e.blockColour(), blocks);
    for (let l = 0, b = 0; l < clues.length; l++) {
      blockFrom[l] = b;
      for (const block of clues[l]) { blockLength[b] = block.length; blockColour[b++] = block.colour; }
      blockFrom[l + 1] = b;
    }
    this.cells = new Uint32Array(buffer, e.cells(), width * height);
    this.lineStamp = new Float64Array(buffer, e.lineStamp(), clues.length);
    this.trail = new Uint32Array(buffer, e.trail(), 2 * trail);
    this.lines = new Int32Array(buffer, e.lines(), clues.length);
    e.start(startBits);
  }
}

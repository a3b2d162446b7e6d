// Seeded randomness and brute-force references for the nonogram tests.
import type { Clue } from '../../../core/nonogram/puzzle';
import { clueOfLine } from '../../../core/nonogram/checks';

export function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sameClue(a: Clue, b: Clue): boolean {
  return a.length === b.length && a.every((x, i) => x.length === b[i].length && x.colour === b[i].colour);
}

// Every colouring of a line of `length` cells with `colours` colours whose clue is `clue`.
export function linesWithClue(clue: Clue, length: number, colours: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  const line = new Uint8Array(length);
  const visit = (i: number): void => {
    if (i === length) { if (sameClue(clueOfLine(line, 0, 1, length), clue)) out.push(line.slice()); return; }
    for (let c = 0; c < colours; c++) { line[i] = c; visit(i + 1); }
  };
  visit(0);
  return out;
}

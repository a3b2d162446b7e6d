// What every nonogram file reader shares: its error, located, and the bounds on a puzzle's size.
// A module of its own so that the readers in other files (benchmarkFormats.ts) and formats.ts,
// which hands files to them, do not import each other.
export class NonogramFormatError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) { super(message); }
}

// Bounds that keep a hostile file from exhausting memory before the solver's own bounds apply.
export const MAX_SIDE = 4096;
export const MAX_CELLS = 4_000_000;

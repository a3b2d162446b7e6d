// A nonogram: clues for every row and column, the colours they use, and maybe the intended picture.

export interface Colour { name: string; rgb: string }           // rgb '#rrggbb'
export interface Block { length: number; colour: number }       // colour: index into colours, >= 1
export type Clue = Block[];                                      // [] = empty line
export interface NonogramPuzzle {
  name: string; width: number; height: number;
  colours: Colour[];        // [0] blank (background); [1] black in black-and-white puzzles
  rows: Clue[]; columns: Clue[];   // top to bottom; left to right
  goal?: Uint8Array;        // row-major colour index per cell
}

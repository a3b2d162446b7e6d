// A nonogram (paint by number): a grid whose rows and columns carry clues, each clue the
// blocks of consecutive same-coloured cells in that line, in order. Colour 0 is the blank
// background; in colour nonograms two blocks of different colours need no gap.

export interface Colour { name: string; rgb: string }           // rgb '#rrggbb'
export interface Block { length: number; colour: number }       // colour: index into colours, >= 1
export type Clue = Block[];                                      // [] = empty line

export interface NonogramPuzzle {
  name: string;
  width: number; height: number;
  colours: Colour[];        // [0] blank (background); [1] black in black-and-white puzzles
  rows: Clue[];             // top to bottom
  columns: Clue[];          // left to right
  goal?: Uint8Array;        // the designer's picture: row-major colour index per cell
  hints?: Int8Array;        // starting hints: per cell the colour given, -1 where none is
}

export const BLACK_AND_WHITE: Colour[] = [
  { name: 'blank', rgb: '#ffffff' },
  { name: 'black', rgb: '#000000' },
];

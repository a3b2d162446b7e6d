// A picture as the panel's messages carry it (core/protocol.ts PictureString): one character per cell,
// the colour index as String.fromCharCode(48 + index) ('0' to 'N' for the 31 colours a cell can hold),
// '-' for a cell not known. '-' comes before '0', so no colour can be read as unknown (with '?' for
// unknown, colour 15 was: 48 + 15 is '?').
import type { PictureString } from '../protocol';

const UNKNOWN = '-';

export function pictureString(cells: ArrayLike<number>): PictureString {
  let s = '';
  for (let i = 0; i < cells.length; i++) s += cells[i] < 0 ? UNKNOWN : String.fromCharCode(48 + cells[i]);
  return s;
}

/** The colour index of each cell, -1 for unknown. */
export function pictureCells(picture: PictureString): Int16Array {
  const cells = new Int16Array(picture.length);
  for (let i = 0; i < picture.length; i++) cells[i] = picture[i] === UNKNOWN ? -1 : picture.charCodeAt(i) - 48;
  return cells;
}

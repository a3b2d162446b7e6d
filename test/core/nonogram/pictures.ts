// Seeded pictures for making nonograms: a few filled shapes (what a designer draws) with the
// places that make clues ambiguous added on purpose: 2×2 swaps, noise, thin stripes.
import { BLACK_AND_WHITE } from '../../../core/nonogram/puzzle';
import type { Picture } from '../../../core/nonogram/picture';
import { seeded } from '../../seeded';

export interface Ambiguities { swaps?: number; noise?: number; stripes?: number }

export function designedPicture(seed: number, width: number, height: number, add: Ambiguities = {}): Picture {
  const random = seeded(seed);
  const int = (n: number) => Math.floor(random() * n);
  const cells = new Uint8Array(width * height);
  const set = (x: number, y: number, c: number) => { if (x >= 0 && y >= 0 && x < width && y < height) cells[y * width + x] = c; };
  // Shapes: ellipses and rectangles, some painted blank again (holes).
  const shapes = 3 + int(4);
  for (let s = 0; s < shapes; s++) {
    const cx = int(width), cy = int(height), rx = 2 + int(Math.max(1, width / 4)), ry = 2 + int(Math.max(1, height / 4));
    const colour = s > 0 && random() < 0.25 ? 0 : 1;
    const ellipse = random() < 0.6;
    for (let y = cy - ry; y <= cy + ry; y++) {
      for (let x = cx - rx; x <= cx + rx; x++) {
        if (!ellipse || ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) set(x, y, colour);
      }
    }
  }
  // A 2×2 swap: the diagonal pair, which the other diagonal matches in both lines.
  for (let i = 0; i < (add.swaps ?? 0); i++) {
    const x = int(width - 1), y = int(height - 1);
    set(x, y, 1); set(x + 1, y + 1, 1); set(x + 1, y, 0); set(x, y + 1, 0);
  }
  for (let i = 0; i < (add.noise ?? 0); i++) { const c = int(width * height); cells[c] = 1 - cells[c]; }
  // Thin stripes: a patch of one-cell columns, alternately painted.
  for (let i = 0; i < (add.stripes ?? 0); i++) {
    const x0 = int(width - 4), y0 = int(height - 3), w = 4 + int(3), h = 3 + int(3);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, (x - x0) % 2 === 0 ? 1 : 0);
  }
  return { width, height, colours: [...BLACK_AND_WHITE], cells };
}

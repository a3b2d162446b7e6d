// The SAT search's phase hints (core/nonogram/phaseHints.ts): the forward-backward pass over a
// line's automaton against counting the line's placements, and belief propagation on a picture.
import * as assert from 'assert';
import { blackMessages, forwardBackward, linePattern } from '../../../core/nonogram/phaseHints';
import { linesWithClue, puzzleOf, seeded } from './random';

describe('nonogram phase hints', () => {
  it('at even odds, gives each cell the share of the placements that paint it black, as counting them does (300 random lines with known cells)', () => {
    const random = seeded(11);
    let checked = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 10);
      const picture = Uint8Array.from({ length: n }, () => random() < 0.5 ? 1 : 0);
      const clue = puzzleOf(picture, n, 1).rows[0];
      // some cells known as the picture has them, so that the line still has a placement
      const bits = Uint32Array.from(picture, (v) => random() < 0.3 ? (v ? 2 : 1) : 3);
      const fitting = linesWithClue(clue, n, 2).filter((line) => line.every((v, i) => (bits[i] & (v ? 2 : 1)) !== 0));
      const w = clue.reduce((s, b) => s + b.length + 1, 0) + 1;
      const posterior = forwardBackward(linePattern(clue.map((b) => b.length)), bits, new Float64Array(n).fill(0.5), new Float64Array((n + 1) * w), new Float64Array((n + 1) * w));
      assert.ok(posterior, `trial ${trial}`);
      // at even odds every cell weighs the same, so a placement's weight does not depend on it
      for (let i = 0; i < n; i++) {
        const share = fitting.filter((line) => line[i] === 1).length / fitting.length;
        assert.ok(Math.abs(posterior[i] - share) < 1e-9, `trial ${trial} cell ${i}: ${posterior[i]} against ${share}`);
        checked++;
      }
    }
    assert.ok(checked > 1000, `${checked} cells`);
  });

  it('finds no placement where the known cells leave none', () => {
    const clue = [2];
    const bits = Uint32Array.from([2, 1, 2]);          // black, blank, black: no block of 2 fits
    assert.strictEqual(forwardBackward(linePattern(clue), bits, new Float64Array(3).fill(0.5), new Float64Array(16), new Float64Array(16)), null);
  });

  it('propagates between rows and columns: on a picture whose clues fix it, every cell leans to its colour', () => {
    // a full row and a full column cross in a 5×5 picture: line logic alone solves it
    const picture = Uint8Array.from('0010000100111110010000100'.split(''), Number);
    const p = puzzleOf(picture, 5, 5);
    const m = blackMessages(5, 5, p.rows.map((c) => c.map((b) => b.length)), p.columns.map((c) => c.map((b) => b.length)), new Uint32Array(25).fill(3));
    for (let i = 0; i < 25; i++) {
      const r = m.row[i], c = m.column[i];
      assert.strictEqual(r * c > (1 - r) * (1 - c) ? 1 : 0, picture[i], `cell ${i}: row ${r}, column ${c}`);
    }
  });
});

import * as assert from 'assert';
import { countPlacements, solveLine } from '../../../core/nonogram/line';
import type { Clue } from '../../../core/nonogram/puzzle';
import { clueOfLine } from '../../../core/nonogram/checks';
import { linesWithClue, seeded } from './random';

describe('nonogram line solver', () => {
  it('agrees with brute force on 6,000 random lines (black and white, also inside longer lines; 3 and 4 colours)', () => {
    const random = seeded(11);
    let contradictions = 0, narrowed = 0;
    for (let trial = 0; trial < 6000; trial++) {
      // black and white (its own tables) on every other line, up to 13 cells
      const colours = trial % 2 === 0 ? 2 : trial % 4 === 1 ? 3 : 4;
      const length = 1 + Math.floor(random() * (colours === 2 ? 13 : colours === 3 ? 7 : 6));
      // a clue from a random picture, sometimes one block longer (maybe impossible)
      const picture = Uint8Array.from({ length }, () => random() < 0.45 ? 0 : 1 + Math.floor(random() * (colours - 1)));
      const clue: Clue = clueOfLine(picture, 0, 1, length);
      if (random() < 0.2 && clue.length > 0) clue[0] = { ...clue[0], length: clue[0].length + 1 };
      const full = (1 << colours) - 1;
      // what is known: some cells narrowed at random (not always consistent with the picture)
      const line = Uint32Array.from({ length }, () => random() < 0.3 ? (1 + Math.floor(random() * full)) : full);
      const expected = new Uint32Array(length);
      for (const candidate of linesWithClue(clue, length, colours)) {
        if (candidate.every((c, i) => (line[i] >> c) & 1)) candidate.forEach((c, i) => { expected[i] |= 1 << c; });
      }
      const consistent = expected.every((bits) => bits !== 0);
      const before = line.slice();
      const ok = solveLine(clue, line, colours);
      const context = `clue ${JSON.stringify(clue)} on ${Array.from(before).join(',')}`;
      assert.strictEqual(ok, consistent, context);
      if (ok) assert.deepStrictEqual(Array.from(line), Array.from(expected), context);
      else { contradictions++; assert.deepStrictEqual(line, before, 'a contradiction leaves the line as it was'); }
      if (ok && line.some((b, i) => b !== before[i])) narrowed++;
      if (colours === 2) {
        // lines past 63 cells take the tables cell by cell instead of in 64-bit words: the same
        // line among known blank cells must come out the same
        const left = Math.floor(random() * 30), padded = new Uint32Array(64 + Math.floor(random() * 30)).fill(1);
        padded.set(before, left);
        assert.strictEqual(solveLine(clue, padded, colours), consistent, `padded: ${context}`);
        if (ok) assert.deepStrictEqual(Array.from(padded.subarray(left, left + length)), Array.from(expected), `padded: ${context}`);
      }
    }
    // the random lines exercise both outcomes
    assert.ok(contradictions > 200 && narrowed > 1000, `${contradictions} contradictions, ${narrowed} narrowed`);
  });
  it('solves black-and-white lines of 30 to 63 cells in 64-bit words as cell by cell', () => {
    const random = seeded(12);
    let contradictions = 0, narrowed = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const length = 30 + Math.floor(random() * 34);
      const picture = Uint8Array.from({ length }, () => random() < 0.5 ? 0 : 1);
      const clue: Clue = clueOfLine(picture, 0, 1, length);
      if (random() < 0.2 && clue.length > 0) clue[clue.length - 1] = { ...clue[clue.length - 1], length: clue[clue.length - 1].length + 1 };
      const line = Uint32Array.from({ length }, () => random() < 0.15 ? 1 + Math.floor(random() * 3) : 3);
      // the same line among known blank cells, 64 cells or more: solved cell by cell
      const left = Math.floor(random() * 10), padded = new Uint32Array(64 + left + length).fill(1);
      padded.set(line, left);
      const before = line.slice();
      const ok = solveLine(clue, line, 2);
      const context = `clue ${clue.map((b) => b.length).join(' ')} on ${Array.from(before).join('')}`;
      assert.strictEqual(solveLine(clue, padded, 2), ok, context);
      if (ok) assert.deepStrictEqual(Array.from(line), Array.from(padded.subarray(left, left + length)), context);
      if (!ok) contradictions++; else if (line.some((b, i) => b !== before[i])) narrowed++;
    }
    assert.ok(contradictions > 100 && narrowed > 800, `${contradictions} contradictions, ${narrowed} narrowed`);
  });
  it('needs no gap between blocks of different colours', () => {
    const line = new Uint32Array(3).fill(0b111);
    assert.ok(solveLine([{ length: 1, colour: 1 }, { length: 2, colour: 2 }], line, 3));
    assert.deepStrictEqual(Array.from(line), [0b010, 0b100, 0b100]);
  });
  it('counts placements: C(free + blocks, blocks)', () => {
    const b = (...lengths: number[]): Clue => lengths.map((length) => ({ length, colour: 1 }));
    assert.strictEqual(countPlacements(b(), 7), 1);
    assert.strictEqual(countPlacements(b(3), 5), 3);
    assert.strictEqual(countPlacements(b(1, 1), 5), 6);
    assert.strictEqual(countPlacements(b(4, 4), 8), 0);
    assert.strictEqual(countPlacements([{ length: 2, colour: 1 }, { length: 2, colour: 2 }], 4), 1);
    assert.strictEqual(countPlacements(b(...new Array(60).fill(1)), 1000), Infinity);
    // brute force on small lines
    for (const clue of [b(1), b(2, 1), b(1, 1, 1)]) assert.strictEqual(countPlacements(clue, 7), linesWithClue(clue, 7, 2).length);
  });
});

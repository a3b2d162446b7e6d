import * as assert from 'assert';
import { FIXPOINT, LINE_CHANGED, OUT_OF_BUDGET, Sweep } from '../../../core/nonogram/sweep';
import { solveLine } from '../../../core/nonogram/line';
import type { NonogramPuzzle } from '../../../core/nonogram/puzzle';
import { puzzleOf, seeded } from './random';

// A random picture's puzzle, black and white or in three colours.
function randomPuzzle(random: () => number, width: number, height: number, colours: number): NonogramPuzzle {
  const picture = Uint8Array.from({ length: width * height }, () => random() < 0.45 ? 0 : 1 + Math.floor(random() * (colours - 1)));
  return puzzleOf(picture, width, height, colours);
}

function sweepOf(p: NonogramPuzzle): Sweep {
  const colours = Math.max(2, p.colours.length);
  return new Sweep(p.width, p.height, colours, p.rows.concat(p.columns), (1 << colours) - 1);
}

// The sweep to its end, with `budget` work per call; the calls it took and the work they did.
function sweepToEnd(s: Sweep, budget: number): { result: number; calls: number; work: number } {
  let work = 0;
  for (let calls = 1; ; calls++) {
    const result = s.exports.propagate(budget, 0);
    work += s.exports.work();
    if (result !== OUT_OF_BUDGET) return { result, calls, work };
  }
}

describe('nonogram sweep (WebAssembly)', () => {
  it('reaches the same fixpoint when it stops for a poll after every line as in one go', () => {
    const random = seeded(3);
    let stoppedOften = 0;
    for (let trial = 0; trial < 40; trial++) {
      const p = randomPuzzle(random, 6 + trial % 9, 5 + trial % 7, trial % 3 === 0 ? 3 : 2);
      const whole = sweepOf(p), stepped = sweepOf(p);
      whole.exports.queueAll(); stepped.exports.queueAll();
      const once = sweepToEnd(whole, Infinity), often = sweepToEnd(stepped, 1);
      assert.strictEqual(once.calls, 1);
      assert.strictEqual(often.result, once.result, `trial ${trial}`);
      assert.deepStrictEqual(Array.from(stepped.cells), Array.from(whole.cells), `trial ${trial}`);
      assert.strictEqual(stepped.exports.solves(), whole.exports.solves());
      assert.strictEqual(often.calls, whole.exports.solves() + (once.result === FIXPOINT ? 1 : 0), 'one line a call');
      if (often.calls > 10) stoppedOften++;
    }
    assert.ok(stoppedOften > 30, `${stoppedOften}`);
  });

  it('gives the same lines through the memo as solved anew, probe after probe, and undoes every probe', () => {
    const random = seeded(5);
    let contradictions = 0, remembered = 0;
    for (let trial = 0; trial < 30; trial++) {
      // colour lines; black-and-white lines over 63 cells (the rows here); black-and-white lines in
      // 64-bit words, which have a memo of their own
      const p = trial % 3 === 0 ? randomPuzzle(random, 64 + trial % 7, 4 + trial % 3, 2)
        : trial % 3 === 1 ? randomPuzzle(random, 8 + trial % 5, 7 + trial % 4, 3) : randomPuzzle(random, 20 + trial % 11, 15 + trial % 6, 2);
      const plain = sweepOf(p), remembering = sweepOf(p);
      for (const s of [plain, remembering]) { s.exports.queueAll(); sweepToEnd(s, Infinity); }
      remembering.exports.rememberLines();
      const before = Array.from(plain.cells), unknown = plain.exports.unknownCells();
      // the same probes twice over: the second round finds every line in the memo (a memo hit's
      // work is the line's length, a solve's the length times the blocks + 1; in words, 1 and the length)
      const work = [[0, 0], [0, 0]];
      for (let round = 0; round < 2; round++) {
        for (let cell = 0; cell < p.width * p.height; cell++) {
          for (let bit = 1; bit <= plain.cells[cell]; bit <<= 1) {
            if (!(plain.cells[cell] & bit) || plain.cells[cell] === bit) continue;
            const results = [plain, remembering].map((s, which) => {
              const mark = s.exports.trailMark();
              s.exports.set(cell, bit);
              const { result, work: done } = sweepToEnd(s, Infinity);
              work[round][which] += done;
              const after = Array.from(s.cells);
              s.exports.undo(mark);
              s.exports.clearQueue();
              return { result, after };
            });
            assert.strictEqual(results[1].result, results[0].result);
            if (results[0].result === FIXPOINT) assert.deepStrictEqual(results[1].after, results[0].after);
            else contradictions++;
          }
        }
        assert.deepStrictEqual(Array.from(plain.cells), before, 'undone');
        assert.deepStrictEqual(Array.from(remembering.cells), before, 'undone');
        assert.strictEqual(remembering.exports.unknownCells(), unknown);
      }
      assert.strictEqual(remembering.exports.solves(), plain.exports.solves(), 'a remembered line solve counts as one');
      assert.ok(work[0][1] <= work[0][0]);
      if (work[1][0] > 0) { assert.ok(work[1][1] < work[1][0], `trial ${trial}: ${work[1]}`); remembered++; }
    }
    assert.ok(contradictions > 40, `${contradictions} contradictions`);
    assert.ok(remembered >= 10, `${remembered} of 30 had probes`);
  });

  it('stops after each line that changed cells when asked, with the trail of what it changed', () => {
    const random = seeded(9);
    const p = randomPuzzle(random, 12, 10, 2);
    const s = sweepOf(p);
    s.exports.queueAll();
    let changes = 0, lines = 0;
    for (;;) {
      const result = s.exports.propagate(Infinity, 1);
      if (result !== LINE_CHANGED) { assert.strictEqual(result, FIXPOINT); break; }
      const from = s.exports.lastChangedFrom(), to = s.exports.trailMark(), line = s.exports.lastChangedLine();
      assert.ok(to > from);
      for (let i = from; i < to; i++) {
        const cell = s.trail[2 * i];
        const onLine = line < p.height ? Math.floor(cell / p.width) === line : cell % p.width === line - p.height;
        assert.ok(onLine, `cell ${cell} is on line ${line}`);
        assert.notStrictEqual(s.cells[cell], s.trail[2 * i + 1]);
      }
      changes += to - from; lines++;
    }
    assert.strictEqual(changes, s.exports.trailMark());
    assert.ok(lines > 3);
  });

  it('reaches the same end in a probe (lines first in, first out) as outside one, also when a probe leaves its queue half done', () => {
    const random = seeded(13);
    let compared = 0, contradictions = 0;
    for (let trial = 0; trial < 30; trial++) {
      const p = randomPuzzle(random, 12 + trial % 12, 10 + trial % 5, trial % 3 === 0 ? 3 : 2);
      const [outside, probing] = [sweepOf(p), sweepOf(p)];
      for (const s of [outside, probing]) { s.exports.queueAll(); sweepToEnd(s, Infinity); }
      for (let cell = 0; cell < p.width * p.height; cell++) {
        const bits = outside.cells[cell];
        if ((bits & (bits - 1)) === 0) continue;
        const bit = bits & -bits;
        const marks = [outside.exports.trailMark(), probing.exports.trailMark()];
        outside.exports.set(cell, bit);
        const expected = sweepToEnd(outside, Infinity).result;
        probing.exports.setProbing(1);
        probing.exports.set(cell, bit);
        // every other probe stops after a line, then goes on outside probing
        const halfDone = cell % 2 === 0 ? probing.exports.propagate(1, 0) : OUT_OF_BUDGET;
        probing.exports.setProbing(0);
        const result = halfDone === OUT_OF_BUDGET ? sweepToEnd(probing, Infinity).result : halfDone;
        assert.strictEqual(result === FIXPOINT, expected === FIXPOINT, `trial ${trial} cell ${cell}`);
        if (expected === FIXPOINT) assert.deepStrictEqual(Array.from(probing.cells), Array.from(outside.cells));
        else contradictions++;
        outside.exports.undo(marks[0]); outside.exports.clearQueue();
        probing.exports.undo(marks[1]); probing.exports.clearQueue();
        compared++;
      }
    }
    assert.ok(compared > 200 && contradictions > 20, `${compared} probes, ${contradictions} contradictions`);
  });

  it('lists the lines that a probe sweep solved, each once, as a pass over every line finds them', () => {
    const random = seeded(11);
    let probes = 0;
    for (let trial = 0; trial < 10; trial++) {
      const p = randomPuzzle(random, 10 + trial, 12, trial % 2 === 0 ? 2 : 3);
      const s = sweepOf(p);
      s.exports.queueAll();
      sweepToEnd(s, Infinity);
      const listOf = (sweep: number): number[] => Array.from(s.lines.slice(0, s.exports.linesSolvedIn(sweep)));
      for (let cell = 0; cell < p.width * p.height; cell++) {
        const bits = s.cells[cell];
        if ((bits & (bits - 1)) === 0) continue;
        const before = s.exports.nextSweep() - 1, mark = s.exports.trailMark(), solves = s.exports.solves();
        s.exports.set(cell, bits & -bits);
        const { result } = sweepToEnd(s, Infinity);
        const sweep = before + 1, kept = listOf(sweep);
        assert.strictEqual(new Set(kept).size, kept.length, 'each line once');
        // a contradiction may end the sweep before the second of them
        if (result === FIXPOINT) assert.ok(kept.includes(Math.floor(cell / p.width)) && kept.includes(p.height + cell % p.width), 'the probed cell\'s row and column');
        assert.ok(kept.length <= s.exports.solves() - solves);
        listOf(before);                                   // another sweep's list in lines(): the current one is found by a pass
        assert.deepStrictEqual(listOf(sweep), [...kept].sort((a, b) => a - b));
        s.exports.undo(mark);
        s.exports.clearQueue();
        probes++;
      }
    }
    assert.ok(probes > 150, `${probes} probes`);
  });

  it('solves a line on its own after longer lines with more colours, and a longer one after', () => {
    const full = (colours: number, n: number): Uint32Array => new Uint32Array(n).fill((1 << colours) - 1);
    const long = full(4, 40);
    assert.ok(solveLine([{ length: 20, colour: 3 }, { length: 19, colour: 3 }], long, 4));
    assert.strictEqual(long[20], 1, 'the gap');
    const short = full(2, 5);
    assert.ok(solveLine([{ length: 3, colour: 1 }], short, 2));
    assert.deepStrictEqual(Array.from(short), [3, 3, 2, 3, 3]);
    const longer = full(2, 299);
    assert.ok(solveLine(Array.from({ length: 150 }, () => ({ length: 1, colour: 1 })), longer, 2));
    assert.deepStrictEqual(Array.from(longer), Array.from({ length: 299 }, (_, i) => i % 2 === 0 ? 2 : 1));
    assert.ok(!solveLine([{ length: 300, colour: 1 }], longer, 2));
  });
});

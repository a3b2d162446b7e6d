// The bounds of a nonogram block, the same as the file readers': at most 30 colours (a cell's colours
// are a 32-bit set; a 32nd colour wrapped onto the first and solve answered a wrong picture as
// "unique"), 4,096 rows and columns and 4,000,000 cells (a 20,000×20,000 block was an internal error,
// 8,000×8,000 took 2.5 GB).
import * as assert from 'assert';
import { buildModel } from '../../../core/read';
import { nonogramsOf } from '../../../core/nonogram/build';
import { formatNonogramBlock, pictureRows } from '../../../core/nonogram/block';
import { formatNon, parseNon } from '../../../core/nonogram/formats';
import { solveNonogram } from '../../../core/nonogram/solve';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN';

/** One row of `n` one-cell blocks, each of its own colour, and a column per block. */
function rainbow(n: number): string {
  const used = letters.slice(0, n).split('');
  return ['nonogram R {', '  palette {', ...used.map((l, i) => `    ${l} = #${(i * 40503).toString(16).padStart(6, '0').slice(-6)}`), '  }',
    '  rows {', `    ${used.map((l) => `1${l}`).join(' ')}`, '  }', '  columns {', ...used.map((l) => `    1${l}`), '  }', '}'].join('\n');
}

const found = (text: string) => buildModel(text).diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.character, d.message]);

describe('nonogram block limits', () => {
  it('refuses a 40-colour palette at its 31st colour, and nothing else', () => {
    assert.deepStrictEqual(found(rainbow(40)), [['bad-nonogram', 32, 4, 5, "a nonogram has at most 30 colours; this palette has 40: from 'E' on they are too many"]]);
    assert.strictEqual(nonogramsOf(buildModel(rainbow(40)))[0].solvable, false);
    assert.throws(() => solveNonogram(nonogramsOf(buildModel(rainbow(40)))[0].puzzle), RangeError);
  });

  it('solves 30 colours, and writes them back as a block and as .non that read the same', () => {
    const model = buildModel(rainbow(30));
    assert.deepStrictEqual(model.diagnostics, []);
    const { puzzle } = nonogramsOf(model)[0];
    const r = solveNonogram(puzzle);
    assert.deepStrictEqual([r.complete, r.solutions.length, pictureRows(puzzle, r.solutions[0])], [true, 1, [letters.slice(0, 30)]]);
    assert.deepStrictEqual(nonogramsOf(buildModel(formatNonogramBlock(puzzle)))[0].puzzle, puzzle);
    const again = parseNon(formatNon(puzzle));
    assert.deepStrictEqual([again.colours, again.rows, again.columns], [puzzle.colours, puzzle.rows, puzzle.columns]);
  });

  it('refuses blocks past 4,096 a side or 4,000,000 cells, at the side that is too long', () => {
    const empty = (width: number, height: number) => `nonogram E {\n  rows {\n${'0\n'.repeat(height)}  }\n  columns {\n${'0\n'.repeat(width)}  }\n}\n`;
    assert.deepStrictEqual(found(empty(20_000, 20_000)), [['bad-nonogram', 1, 2, 6, 'nonogram E is 20000×20000: at most 4,096 rows and columns and 4,000,000 cells']]);
    assert.deepStrictEqual(found(empty(4097, 1)), [['bad-nonogram', 4, 2, 9, 'nonogram E is 4097×1: at most 4,096 rows and columns and 4,000,000 cells']]);
    assert.deepStrictEqual(found(empty(2000, 2001)), [['bad-nonogram', 0, 9, 10, 'nonogram E is 2000×2001: at most 4,096 rows and columns and 4,000,000 cells']]);
    assert.strictEqual(nonogramsOf(buildModel(empty(2000, 2000)))[0].puzzle.width, 2000);
  });
});

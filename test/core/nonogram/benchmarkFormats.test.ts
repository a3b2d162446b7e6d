import * as assert from 'assert';
import { NonogramFormatError, parseNonogramFile } from '../../../core/nonogram/formats';
import { parseTaai } from '../../../core/nonogram/benchmarkFormats';
import { solveNonogram } from '../../../core/nonogram/solve';

function failure(read: () => unknown): [number, number, string] {
  try { read(); } catch (e) {
    if (e instanceof NonogramFormatError) return [e.line, e.column, e.message];
    throw e;
  }
  assert.fail('no error');
}

const b = (...lengths: number[]): { length: number; colour: number }[] => lengths.map((length) => ({ length, colour: 1 }));

// A 25×25 TAAI puzzle whose first column is black and the rest blank (one solution).
function taaiPuzzle(label: number, separator = '\t'): string {
  const columns = ['25', ...Array.from({ length: 24 }, () => '0')];
  const rows = Array.from({ length: 25 }, () => '1');
  return [`$${label}`, ...columns, ...rows].join('\n').replace(/ /g, separator);
}

describe('nonogram benchmark formats (.nin, TAAI)', () => {
  it('reads .nin: width height, the rows, then the columns; 0 for an empty line', () => {
    const p = parseNonogramFile('cross.nin', '3 2\n1 1\n0\n1\n0\n1\n');
    assert.deepStrictEqual([p.name, p.width, p.height, p.rows, p.columns], ['cross', 3, 2, [b(1, 1), []], [b(1), [], b(1)]]);
    assert.deepStrictEqual(solveNonogram(p).solutions.map((s) => Array.from(s).join('')), ['101000']);
  });
  it('reports malformed .nin at the exact place', () => {
    const nin = (text: string): (() => unknown) => () => parseNonogramFile('x.nin', text);
    assert.deepStrictEqual(failure(nin('3\n1\n')), [1, 1, 'expected the size "width height" on the first line']);
    assert.deepStrictEqual(failure(nin('3 2\n1 1\n0\n1\n0\n')), [5, 1, 'expected 2 row clues and 3 column clues (5 lines after the size), found 4']);
    assert.deepStrictEqual(failure(nin('3 2\n1 1\n0\n1\n0\n1\n2\n')), [7, 1, 'expected 2 row clues and 3 column clues (5 lines after the size), found 6']);
    assert.deepStrictEqual(failure(nin('3 2\n1 x\n0\n1\n0\n1\n')), [2, 3, "expected a block length, found 'x'"]);
    assert.deepStrictEqual(failure(nin('3 2\n1 1\n0\n1\n3\n1\n')), [5, 1, 'block of 3 is longer than the line (2)']);
    assert.deepStrictEqual(failure(nin('3 2\n1 1\n\n1\n0\n1\n')), [3, 1, "a blank line among the clues: write '0' for a line with no blocks"]);
    assert.deepStrictEqual(failure(nin('3 2\n1 0\n0\n1\n0\n1\n')), [2, 3, "'0' stands alone, for a line with no blocks"]);
    assert.deepStrictEqual(failure(nin('5000 2\n')), [1, 1, 'size 5000×2 is out of range (1 to 4096 a side, at most 4000000 cells)']);
  });
  it('reads a TAAI file of several puzzles: $N, 25 column clues, 25 row clues, tab-separated', () => {
    const puzzles = parseTaai(`${taaiPuzzle(7)}\n\n${taaiPuzzle(8)}\n`, 'round1');
    assert.deepStrictEqual(puzzles.map((p) => [p.name, p.label, p.width, p.height]), [['round1-7', 7, 25, 25], ['round1-8', 8, 25, 25]]);
    assert.deepStrictEqual([puzzles[0].columns[0], puzzles[0].columns[1], puzzles[0].rows[24]], [b(25), [], b(1)]);
    const tabs = parseTaai('$1\n' + ['3\t1', ...Array.from({ length: 49 }, () => '1')].join('\n'));
    assert.deepStrictEqual(tabs[0].columns[0], b(3, 1));
    const solved = solveNonogram(puzzles[1]);
    assert.deepStrictEqual([solved.solutions.length, solved.complete, solved.rating], [1, true, 'line']);
    // one puzzle: read by parseNonogramFile, whatever the extension; several: parseTaai only
    assert.strictEqual(parseNonogramFile('q.txt', taaiPuzzle(3)).name, 'q-3');
    assert.deepStrictEqual(failure(() => parseNonogramFile('q.txt', `${taaiPuzzle(1)}\n${taaiPuzzle(2)}`)), [1, 1, 'the file holds 2 puzzles, not one']);
  });
  it('reports malformed TAAI files at the exact place', () => {
    const taai = (text: string): (() => unknown) => () => parseTaai(text);
    const lines = taaiPuzzle(1).split('\n');
    assert.deepStrictEqual(failure(taai(lines.slice(0, 40).join('\n') + '\n' + taaiPuzzle(2))), [41, 1, 'puzzle $1 has 39 clue lines, expected 50 (25 columns, then 25 rows)']);
    assert.deepStrictEqual(failure(taai([...lines, '1'].join('\n'))), [52, 1, "expected '$N' after the 50 clues of puzzle $1"]);
    assert.deepStrictEqual(failure(taai(`${taaiPuzzle(4)}\n${taaiPuzzle(4)}`)), [52, 1, 'a second puzzle $4']);
    const bad = lines.slice();
    bad[30] = '2\t26';
    assert.deepStrictEqual(failure(taai(bad.join('\n'))), [31, 3, 'block of 26 is longer than the line (25)']);
    bad[30] = '2 -1';
    assert.deepStrictEqual(failure(taai(bad.join('\n'))), [31, 3, "expected a block length, found '-1'"]);
  });
  it('never throws anything but a format error on random bytes', () => {
    let seed = 11;
    const random = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
    const pieces = ['$', '$1', '1', '0', '25', '3 3', '\t', ' ', '\n', '\n', '\n', 'x', '-', '99999999999999999999', '\r'];
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: Math.floor(random() * 120) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      for (const name of ['f.nin', 'f.txt']) {
        try { parseNonogramFile(name, text); } catch (e) { assert.ok(e instanceof NonogramFormatError, `${name}: ${JSON.stringify(text)}: ${e}`); }
      }
    }
  });
});

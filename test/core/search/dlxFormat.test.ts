import * as assert from 'assert';
import { DlxError, formatDlx, parseDlx } from '../../../core/search/dlxFormat';

function errorsOf(text: string): string[] {
  const parsed = parseDlx(text);
  assert.ok(!parsed.ok, 'expected errors');
  return parsed.errors.map((e: DlxError) => `${e.line}:${e.column}-${e.column + e.length}: ${e.message}`);
}

describe('dlx format', () => {
  it('reads items, the primary/secondary bar, options and comments', () => {
    const parsed = parseDlx('| a comment\n\na b 2|c | x y\r\n| another\na x\nb c y\n  c  \n');
    assert.ok(parsed.ok);
    assert.deepStrictEqual(parsed.itemNames, ['a', 'b', 'c', 'x', 'y']);
    assert.strictEqual(parsed.problem.itemCount, 5);
    assert.strictEqual(parsed.problem.primaryCount, 3);
    assert.deepStrictEqual(Array.from(parsed.problem.multiplicity!), [1, 1, 2]);
    assert.deepStrictEqual(parsed.problem.options.map((o) => Array.from(o)), [[0, 3], [1, 2, 4], [2]]);
    assert.deepStrictEqual(parsed.optionLines, [5, 6, 7]);
  });

  it('has no multiplicities when none is written', () => {
    const parsed = parseDlx('a b\na b\n');
    assert.ok(parsed.ok);
    assert.strictEqual(parsed.problem.multiplicity, undefined);
    assert.strictEqual(parsed.problem.primaryCount, 2);
  });

  it('reports each error with its line and column', () => {
    assert.deepStrictEqual(errorsOf('a b a | c | d\nc\n'), [
      "1:5-6: duplicate item name 'a'",
      "1:11-12: a second '|': only one bar may separate primary from secondary items",
      '2:1-2: empty option: it covers no primary item',
    ]);
    assert.deepStrictEqual(errorsOf('a b c\n  a  zz b\nb c b\n'), [
      "2:6-8: unknown item 'zz'",
      "3:5-6: item 'b' is repeated in this option",
    ]);
  });

  it('reads the line after a bad option afresh, and any white space between names', () => {
    // The first option line stops at zz after marking a as seen: the next line's a is no repeat.
    assert.deepStrictEqual(errorsOf('a b\na zz\na b\nb b\n'), ["2:3-5: unknown item 'zz'", "4:3-4: item 'b' is repeated in this option"]);
    const parsed = parseDlx('a b\u00a0| c\na\tc\u2003b\n\u00a0 \t\nb\f \u00a0\n');
    assert.ok(parsed.ok);
    assert.deepStrictEqual(parsed.problem.options.map((o) => Array.from(o)), [[0, 2, 1], [1]]);
    assert.deepStrictEqual(parsed.optionLines, [2, 4]);
  });

  it('rejects colors and multiplicity ranges with a plain sentence', () => {
    assert.deepStrictEqual(errorsOf('a b | c\na c:red\n'), [
      "2:3-8: 'c:red' has a color; colors (XCC) are not supported",
    ]);
    assert.deepStrictEqual(errorsOf('1:3|a b\na\n'), [
      "1:1-6: multiplicity 1:3 is a range; only an exact count like '1|a' is supported",
    ]);
  });

  it('reports a file without items', () => {
    assert.deepStrictEqual(errorsOf(''), ['1:1-2: no items: the file has no item line']);
    assert.deepStrictEqual(errorsOf('| only a comment\n\n'), ['1:1-2: no items: the file has no item line']);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['|', ' | ', 'a\n|x', ':', 'a:b c\n', '2|\n', 'a | 2|b\n', '\u0000 \uffff\n\u0000']) {
      assert.doesNotThrow(() => parseDlx(text), JSON.stringify(text));
    }
  });

  it('writes what it reads: formatDlx round trip', () => {
    const names = ['p', 'q', 'r', 's', 't'];
    const options = [[0, 3], [1, 2], [0, 1, 4], [2]];
    const text = formatDlx(names, 3, options, [1, 2, 1]);
    assert.strictEqual(text, 'p 2|q r | s t\np s\nq r\np q t\nr\n');
    const parsed = parseDlx(text);
    assert.ok(parsed.ok);
    assert.deepStrictEqual(parsed.itemNames, names);
    assert.strictEqual(parsed.problem.primaryCount, 3);
    assert.deepStrictEqual(Array.from(parsed.problem.multiplicity!), [1, 2, 1]);
    assert.deepStrictEqual(parsed.problem.options.map((o) => Array.from(o)), options);
    assert.strictEqual(formatDlx(['a', 'b'], 2, [[1, 0]]), 'a b\nb a\n');
  });

  it('rejects a multiplicity past 2^31 - 1 with its line, rather than wrap it round', () => {
    assert.deepStrictEqual(errorsOf('| big\n4294967297|A B\nA\n'), ['2:1-13: multiplicity 4294967297 is too large: at most 2147483647']);
    assert.deepStrictEqual(errorsOf('B 2147483648|A\nA\n'), ['1:3-15: multiplicity 2147483648 is too large: at most 2147483647']);
    const largest = parseDlx('2147483647|A\nA\n');
    assert.ok(largest.ok);
    assert.deepStrictEqual(Array.from(largest.problem.multiplicity!), [2147483647]);
  });

  it('escapes control characters it echoes in messages', () => {
    assert.deepStrictEqual(errorsOf('A\nA\x1b[2J \u202eB\n'), ["2:1-6: unknown item 'A\\u001b[2J'", "2:7-9: unknown item '\\u202eB'"]);
  });
});

// Reading the Link-a-Pix files: what the public files need tolerated, and broken files refused
// at their exact line and column.
import * as assert from 'assert';
import { LinkpixFormatError, parseLinkpixFile } from '../../../core/linkpix/formats';

function failure(text: string): [number, number, string] {
  try {
    parseLinkpixFile(text, 'f');
  } catch (e) {
    assert.ok(e instanceof LinkpixFormatError, String(e));
    return [e.line, e.column, e.message];
  }
  assert.fail('no error');
}

describe('linkpix formats', () => {
  it('INF421: width then height; CRLF, trailing blanks, blanks after the header and no last newline tolerated', () => {
    const p = parseLinkpixFile('3 \r\n2\r\n1 0 2  \r\n0 0 2', 'Tiny');
    assert.deepStrictEqual([p.name, p.width, p.height, Array.from(p.clues), p.coloured], ['Tiny', 3, 2, [1, 0, 2, 0, 0, 2], false]);
    assert.deepStrictEqual(p.sourceOf!(5), { line: 4, column: 5 });
  });
  it('lines end at \\n, \\r\\n or a lone \\r, as in the editor: the same puzzle, and errors at the same line and column', () => {
    const lf = parseLinkpixFile('3\n2\n1 0 2\n0 0 2\n', 'T');
    for (const eol of ['\r', '\r\n']) {
      const p = parseLinkpixFile(['3', '2', '1 0 2', '0 0 2', ''].join(eol), 'T');
      assert.deepStrictEqual([p.width, p.height, Array.from(p.clues)], [lf.width, lf.height, Array.from(lf.clues)]);
      assert.deepStrictEqual(p.sourceOf!(5), { line: 4, column: 5 });
      assert.deepStrictEqual(failure(['3', '2', '1 x 2', '0 0 2'].join(eol)), [3, 3, "row 0, col 1 must be a whole number, not 'x'"]);
      assert.deepStrictEqual(failure(['3 2', '0 0 2 1', '0 1'].join(eol)), [3, 1, 'a clue line is `row col number colour`, this one has 2 words']);
    }
    const xml = ['<puzzle><data>', '<dimensions width="3" height="1" />', '<solution>', '  <path color="1">0 0 2 0</path>', '</solution></data></puzzle>'].join('\r');
    assert.deepStrictEqual(failure(xml), [4, 19, 'the path jumps to row 0, col 2: its cells must be orthogonal neighbours']);
  });
  it('INF421: a short row, a word that is not a number, a missing row, a clue longer than the grid', () => {
    assert.deepStrictEqual(failure('3\n2\n1 0 2\n0 0\n'), [4, 1, 'row 1 has 2 numbers, the header says 3 columns']);
    assert.deepStrictEqual(failure('3\n2\n1 0 2 5\n0 0 1\n'), [3, 7, 'row 0 has 4 numbers, the header says 3 columns']);
    assert.deepStrictEqual(failure('3\n2\n1 x 2\n0 0 2\n'), [3, 3, "row 0, col 1 must be a whole number, not 'x'"]);
    assert.deepStrictEqual(failure('3\n3\n1 0 2\n0 0 2\n'), [5, 1, 'the header says 3 rows, the file has 2']);
    assert.deepStrictEqual(failure('2\n1\n9 9\n'), [3, 1, 'row 0, col 0: clue 9 is longer than the 2×1 grid']);
    assert.deepStrictEqual(failure('3 x\n'), [1, 3, "the height must be a whole number, not 'x'"]);
    assert.deepStrictEqual(failure(''), [1, 1, 'the file is empty: expected the grid width']);
    assert.deepStrictEqual(failure('5000\n5000\n'), [1, 1, 'a 5000×5000 grid has more than 4,000,000 cells']);
  });
  it('clue lists: comments, `W H`, `row col number colour`', () => {
    const p = parseLinkpixFile('# made by hand\n3 2\n0 0 2 1\n0 1 2 1\n1 2 1 4\n', 'L');
    assert.deepStrictEqual([Array.from(p.clues), Array.from(p.colours), p.coloured], [[2, 2, 0, 0, 0, 1], [1, 1, 0, 0, 0, 4], true]);
    assert.deepStrictEqual(failure('3 2\n0 0 2 1\n5 0 2 1\n'), [3, 1, 'row 5, col 0 is outside the 3×2 grid']);
    assert.deepStrictEqual(failure('3 2\n0 0 2 1\n0 0 2 1\n'), [3, 1, 'row 0, col 0 already has a clue (line 2)']);
    assert.deepStrictEqual(failure('3 2\n0 0\n'), [2, 1, 'a clue line is `row col number colour`, this one has 2 words']);
  });
  it('Conceptis XML: the clues are the ends of the solution\'s paths, with the palette and the name', () => {
    const xml = ['<puzzle><header><properties><text name="name">Dot</text></properties></header><data>',
      '<dimensions width="3" height="2" />',
      '<palette size="2"> <color id="0" rgb="ffffff" /> <color id="1" rgb="FF0000" /> </palette>',
      '<solution>',
      '  <path color="1">0 0 1 0 1 1</path>',
      '  <path color="1">2 1</path>',
      '</solution></data></puzzle>'].join('\n');
    const p = parseLinkpixFile(xml, 'f');
    assert.deepStrictEqual([p.name, Array.from(p.clues), p.palette[1], p.solution!.map((s) => Array.from(s))], ['Dot', [3, 0, 0, 0, 3, 1], '#ff0000', [[0, 1, 4], [5]]]);
    assert.deepStrictEqual(failure(xml.replace('0 0 1 0 1 1', '0 0 2 0')), [5, 19, 'the path jumps to row 0, col 2: its cells must be orthogonal neighbours']);
    assert.deepStrictEqual(failure(xml.replace('2 1<', '1 1<')), [6, 19, 'row 1, col 1 is on two paths']);
    assert.deepStrictEqual(failure(xml.replace('2 1<', '3 1<')), [6, 19, 'the path leaves the 3×2 grid at row 1, col 3']);
  });
  it('Conceptis XML: colour ids read exactly, refused past nine digits at their column (4294967297 is not colour 1)', () => {
    const xml = (a: string, b: string) => ['<puzzle><data>', '<dimensions width="2" height="1" />',
      `<palette size="2"> <color id="${a}" rgb="ff0000" /> <color id="${b}" rgb="0000ff" /> </palette>`,
      `<solution> <path color="${a}">0 0</path> <path color="${b}">1 0</path> </solution></data></puzzle>`].join('\n');
    const p = parseLinkpixFile(xml('1', '999999999'), 'f');
    assert.deepStrictEqual([Array.from(p.colours), p.coloured, p.palette], [[1, 999999999], true, { 1: '#ff0000', 999999999: '#0000ff' }]);
    assert.deepStrictEqual(failure(xml('1', '4294967297')), [3, 61, 'the colour id 4294967297 is out of range: ids are whole numbers up to 999,999,999']);
    assert.deepStrictEqual(failure(xml('1', '1'.repeat(5000))), [3, 61, 'the colour id 11111111111111111111… is out of range: ids are whole numbers up to 999,999,999']);
  });
  it('Conceptis XML: entity declarations and a DOCTYPE of its own refused where they stand; the files\' public DOCTYPE read', () => {
    const body = '<puzzle><data><dimensions width="1" height="1" /><solution><path color="1">0 0</path></solution></data></puzzle>';
    const doctype = '<!DOCTYPE puzzle PUBLIC "-//conceptispuzzles.com//DTD XHTML 1.1 plus Target 1.0//EN" "dtd/xhtml11-target.dtd">';
    assert.deepStrictEqual(Array.from(parseLinkpixFile(`${doctype}\n${body}`, 'f').clues), [1]);
    assert.deepStrictEqual(failure(`<!DOCTYPE puzzle [\n  <!ENTITY a "&b;&b;&b;">\n]>\n${body}`), [2, 3, 'entity declarations are refused: a Conceptis file has none']);
    assert.deepStrictEqual(failure(`<!DOCTYPE puzzle [ <!ATTLIST puzzle x CDATA "1"> ]>\n${body}`), [1, 18, 'a DOCTYPE with declarations of its own is refused: a Conceptis file has none']);
  });
  it('big grids read a line at a time: a 1000×1000 INF421 grid and a list of its million clues, with every clue\'s place', () => {
    const row = Array(1000).fill('1').join(' ');
    const grid = parseLinkpixFile(`1000\n1000\n${Array(1000).fill(row).join('\n')}\n`, 'g');
    assert.deepStrictEqual([grid.clues.length, grid.clues.every((v) => v === 1), grid.sourceOf!(999_999)], [1_000_000, true, { line: 1002, column: 1999 }]);
    const lines = ['1000 1000'];
    for (let r = 0; r < 1000; r++) for (let c = 0; c < 1000; c++) lines.push(`${r} ${c} 1 ${1 + ((r + c) % 2)}`);
    const list = parseLinkpixFile(lines.join('\n'), 'l');
    assert.deepStrictEqual([list.coloured, list.colours[1], list.colours[1001], list.sourceOf!(999_999)], [true, 2, 1, { line: 1_000_001, column: 1 }]);
    assert.deepStrictEqual(failure(`${lines.slice(0, 500_000).join('\n')}\n5 7 1\n`), [500_001, 1, 'row 5, col 7 already has a clue (line 5009)']);
  });
  it('a clue list after any number of comment lines', () => {
    const p = parseLinkpixFile(`${'# a comment\n'.repeat(100)}3 1\n0 0 1\n0 2 1\n`, 'c');
    assert.deepStrictEqual([p.width, Array.from(p.clues), p.sourceOf!(2)], [3, [1, 0, 1], { line: 103, column: 1 }]);
  });
  it('refuses any bytes with a message, never a crash', () => {
    const rnd = (() => { let s = 5; return () => { s = (s * 1103515245 + 12345) & 0x7fffffff; return s; }; })();
    for (let t = 0; t < 200; t++) {
      const bytes = Array.from({ length: rnd() % 60 }, () => String.fromCharCode(rnd() % 128)).join('');
      try { parseLinkpixFile(bytes, 'x'); } catch (e) { assert.ok(e instanceof Error && e.message.length > 0); }
    }
  });
});

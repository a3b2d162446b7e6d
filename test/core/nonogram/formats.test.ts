import * as assert from 'assert';
import { NonogramFormatError, parseNonogramFile, formatNon, parseNon } from '../../../core/nonogram/formats';
import { formatNonogramBlock } from '../../../core/nonogram/block';
import { runReaderFuzz } from '../../fuzz/nonogramReaders';

function failure(file: string, text: string): [number, number, string] {
  try { parseNonogramFile(file, text); } catch (e) {
    if (e instanceof NonogramFormatError) return [e.line, e.column, e.message];
    throw e;
  }
  assert.fail('no error');
}

const dancerNon = 'title "Dancer"\nwidth 5\nheight 10\n\nrows\n2\n2,1\n1,1\n3\n1,1\n1,1\n2\n1,1\n1,2\n2\n\ncolumns\n2,1\n2,1,3\n7\n1,3\n2,1\n\ngoal "01100011010010101110101001010000110010100101111000"\n';

describe('nonogram formats', () => {
  it('reads .non with its goal, and writes it back', () => {
    const p = parseNonogramFile('dancer.non', dancerNon);
    assert.deepStrictEqual([p.name, p.width, p.height, p.rows[1], p.columns[2]], ['Dancer', 5, 10, [{ length: 2, colour: 1 }, { length: 1, colour: 1 }], [{ length: 7, colour: 1 }]]);
    assert.strictEqual(Array.from(p.goal!).join(''), '01100011010010101110101001010000110010100101111000');
    assert.deepStrictEqual(parseNon(formatNon(p)), p);
  });
  it('reads colour .non: letters, `color` keys, no gap needed', () => {
    const p = parseNonogramFile('c.non', 'color a #ff0000\ncolor b #00ff00\nwidth 3\nheight 1\nrows\n1a,2b\ncolumns\n1a\n1b\n1b\ngoal "abb"\n');
    assert.deepStrictEqual(p.colours.map((c) => c.rgb), ['#ffffff', '#ff0000', '#00ff00']);
    assert.deepStrictEqual(p.rows[0], [{ length: 1, colour: 1 }, { length: 2, colour: 2 }]);
    assert.deepStrictEqual(Array.from(p.goal!), [1, 2, 2]);
    assert.strictEqual(formatNonogramBlock(p), 'nonogram c {\n  palette {\n    a = #ff0000\n    b = #00ff00\n  }\n  rows {\n    1a 2b\n  }\n  columns {\n    1a\n    1b\n    1b\n  }\n  goal {\n    abb\n  }\n}');
  });
  it('reports malformed .non at the exact place', () => {
    assert.deepStrictEqual(failure('x.non', 'width 5\nheight ten\n'), [2, 8, 'height must be a whole number']);
    assert.deepStrictEqual(failure('x.non', 'width 2\nheight 2\nrows\n1\n1,x\ncolumns\n1\n1\n'), [5, 3, "expected a block length (a whole number with an optional colour letter), found 'x'"]);
    assert.deepStrictEqual(failure('x.non', 'width 2\nheight 2\nrows\n1\n3\n'), [5, 1, 'block of 3 is longer than the line (2)']);
    assert.deepStrictEqual(failure('x.non', 'width 2\nheight 2\nrows\n1'), [4, 1, "'rows' needs 2 lines, found 1"]);
    assert.deepStrictEqual(failure('x.non', 'width 99999\nheight 2\nrows\n'), [3, 1, 'size 99999×2 is out of range (1 to 4096 a side, at most 4000000 cells)']);
    assert.deepStrictEqual(failure('x.non', 'width 2\nheight 1\nrows\n2\ncolumns\n1\n1\ngoal "1"\n'), [8, 7, 'goal has 1 cells, expected 2']);
  });
  it('refuses .non clues that are not plain whole numbers (they were read as 1, 1 in colour e, and 0)', () => {
    const non = (clue: string) => `width 2\nheight 1\nrows\n${clue}\ncolumns\n1\n1\n`;
    for (const clue of ['1.5', '1e308', '0x5', '+1', '-1', '1 2']) {
      assert.deepStrictEqual(failure('x.non', non(clue)), [4, 1, `expected a block length (a whole number with an optional colour letter), found '${clue}'`]);
    }
    assert.deepStrictEqual(failure('x.non', non(`1,${'9'.repeat(400)}`)), [4, 3, `block of ${'9'.repeat(20)}… is longer than the line (2)`]);
    assert.deepStrictEqual(parseNonogramFile('x.non', non('02')).rows, [[{ length: 2, colour: 1 }]]);
  });
  it('reads rows, blank line, columns', () => {
    const p = parseNonogramFile('t.txt', '1 1\n0\n\n1\n0\n1\n');
    assert.deepStrictEqual([p.width, p.height, p.rows, p.columns[1]], [3, 2, [[{ length: 1, colour: 1 }, { length: 1, colour: 1 }], []], []]);
    assert.deepStrictEqual(failure('t.txt', '1\n2\n'), [2, 1, 'expected the row clues, one blank line, then the column clues']);
    assert.deepStrictEqual(failure('t.txt', '1\n\n1 q\n'), [3, 3, "expected a block length, found 'q'"]);
  });
  it('reads webpbn XML with colours and a goal', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">
<puzzleset><puzzle type="grid" defaultcolor="black">
<title>Tiny</title>
<color name="white" char=".">fff</color>
<color name="black" char="X">000</color>
<color name="red" char="r">f00</color>
<clues type="columns"><line><count>1</count></line><line><count color="red">1</count></line></clues>
<clues type="rows"><line><count>1</count><count color="red">1</count></line></clues>
<solution type="goal"><image>
|Xr|
</image></solution>
</puzzle></puzzleset>`;
    const p = parseNonogramFile('tiny.xml', xml);
    assert.deepStrictEqual([p.name, p.width, p.height], ['Tiny', 2, 1]);
    assert.deepStrictEqual(p.colours.map((c) => [c.name, c.rgb]), [['white', '#ffffff'], ['black', '#000000'], ['red', '#ff0000']]);
    assert.deepStrictEqual(p.rows[0], [{ length: 1, colour: 1 }, { length: 1, colour: 2 }]);
    assert.deepStrictEqual(Array.from(p.goal!), [1, 2]);
    assert.deepStrictEqual(failure('tiny.xml', xml.replace('</title>', '</titel>')), [4, 12, 'expected </title>, found </titel>']);
    assert.deepStrictEqual(failure('tiny.xml', xml.replace('<count color="red">1</count></line></clues>', '<count color="blue">1</count></line></clues>')), [8, 58, "unknown colour 'blue'"]);
  });
  it('reads webpbn XML nested 100,000 deep without recursion, and refuses entity declarations', () => {
    const clues = '<clues type="rows"><line><count>1</count></line></clues><clues type="columns"><line><count>1</count></line></clues>';
    const deep = (open: string, close: string, n: number) => `<puzzleset><puzzle>${clues}${open.repeat(n)}${close.repeat(n)}</puzzle></puzzleset>`;
    assert.deepStrictEqual(parseNonogramFile('deep.xml', deep('<a>', '</a>', 100_000)).rows, [[{ length: 1, colour: 1 }]]);
    assert.strictEqual(parseNonogramFile('deep.xml', deep('<title>', '</title>', 100_000)).name, 'deep');
    const unclosed = deep('<a>', '</a>', 100_000).replace('</a></puzzle>', '</puzzle>');
    assert.deepStrictEqual(failure('deep.xml', unclosed), [1, unclosed.indexOf('</puzzle>') + 1, 'expected </a>, found </puzzle>']);
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE p [\n<!ENTITY a "aaaaaaaaaa">\n<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<puzzleset><puzzle><title>&b;</title>${clues}</puzzle></puzzleset>`;
    assert.deepStrictEqual(failure('bomb.xml', bomb), [2, 1, 'entity declarations and DTD subsets are not read: remove the [...] part of <!DOCTYPE> (a puzzle needs none)']);
    const external = `<!ENTITY x SYSTEM "file:///etc/passwd"><puzzleset><puzzle><title>&x;</title>${clues}</puzzle></puzzleset>`;
    assert.deepStrictEqual(failure('external.xml', external), [1, 1, 'entity declarations and DTD subsets are not read: remove the [...] part of <!DOCTYPE> (a puzzle needs none)']);
    // the predefined entities and character references are read; an undeclared entity stays as written
    const named = `<puzzleset><puzzle><title>Tom &amp; Jerry &#x263A; &#9731; &x; <![CDATA[<b>]]></title>${clues}</puzzle></puzzleset>`;
    assert.strictEqual(parseNonogramFile('named.xml', named).name, 'Tom & Jerry ☺ ☃ &x; <b>');
  });
  it('reads .dzn in time linear in its length: a 1,000,000-letter word, 200,000 `a=` without `;`', () => {
    assert.deepStrictEqual(failure('x.dzn', 'a'.repeat(1_000_000)), [1, 1, "missing 'rows = ...;'"]);
    assert.deepStrictEqual(failure('x.dzn', 'a='.repeat(200_000)), [1, 1, "missing 'rows = ...;'"]);
    assert.deepStrictEqual(failure('x.dzn', `rows = 1; cols = 1; row_rule_len = 1; col_rule_len = 1; row_rules = ${'['.repeat(100_000)}; col_rules = [1];`), [1, 69, "'row_rules' must hold a list [ ... ]"]);
  });
  it('refuses a 31st colour in every reader, the webpbn default colour included', () => {
    const names = 'abcdefghijklmnopqrstuvwxyzABCDE'.split('');
    const colours = (n: number) => names.slice(0, n).map((c) => `<color name="${c}" char="${c}">000</color>`).join('');
    const xml = (n: number, defaultColour: string) => `<puzzleset><puzzle defaultcolor="${defaultColour}">${colours(n)}<clues type="rows"><line><count color="a">1</count></line></clues><clues type="columns"><line><count color="a">1</count></line></clues></puzzle></puzzleset>`;
    assert.strictEqual(parseNonogramFile('c.xml', xml(30, 'a')).colours.length, 31);
    assert.deepStrictEqual(failure('c.xml', xml(30, 'black')), [1, 12, "too many colours (at most 30) with the default colour 'black'"]);
    assert.deepStrictEqual(failure('c.xml', xml(31, 'a')), [1, xml(31, 'a').indexOf('<color name="E"') + 1, 'too many colours (at most 30)']);
    const non = `width 31\nheight 1\nrows\n${names.map((c) => `1${c}`).join(',')}\ncolumns\n${names.map((c) => `1${c}`).join('\n')}\n`;
    assert.deepStrictEqual(failure('c.non', non), [4, 92, 'too many colours (at most 30)']);
  });
  it('reads a .non key line and a pynogram comment in linear time, U+2028 in the line included (found by the fuzz)', () => {
    assert.deepStrictEqual(failure('x.non', `title${' '.repeat(200_000)}x\u2028`), [1, 1, "missing 'width'"]);
    assert.deepStrictEqual(failure('x.ini', `[clues]\n${'#'.repeat(200_000)}\u2028`), [2, 1, "missing 'rows =' in [clues]"]);
  });
  it('reads MiniZinc .dzn and Olšák .mk', () => {
    const dzn = '% two\nrows = 2;\nrow_rule_len = 2;\nrow_rules = array2d(1..rows, 1..row_rule_len, [0,1, 1,1]);\ncols = 3;\ncol_rule_len = 1;\ncol_rules = array2d(1..cols, 1..col_rule_len, [1, 1, 1]);\n';
    const p = parseNonogramFile('t.dzn', dzn);
    assert.deepStrictEqual([p.width, p.height, p.rows[0], p.rows[1].length], [3, 2, [{ length: 1, colour: 1 }], 2]);
    assert.deepStrictEqual(failure('t.dzn', dzn.replace('[0,1,', '[0,z,')), [4, 50, "expected a number, found 'z'"]);
    const mk = parseNonogramFile('t.mk', '2 3\n1\n1 1\n#\n1\n1\n1\n');
    assert.deepStrictEqual([mk.width, mk.height, mk.rows[1].length], [3, 2, 2]);
    assert.deepStrictEqual(failure('t.mk', '2 3\n1\n1 1\n1\n'), [4, 1, "expected '#' after the row clues"]);
  });
  it("reads Olšák's .g with colours, refusing triangle colours", () => {
    const g = 'any preamble\n#d\n  1:*  black\n  r:&  red\n:\n1 2r\n0\n:\n1\n2r\n1r\n';
    const p = parseNonogramFile('t.g', g);
    assert.deepStrictEqual([p.width, p.height, p.colours.map((c) => c.rgb), p.rows[0], p.rows[1]], [3, 2, ['#ffffff', '#000000', '#ff0000'], [{ length: 1, colour: 1 }, { length: 2, colour: 2 }], []]);
    assert.deepStrictEqual(failure('t.g', g.replace('2r\n0', '2q\n0')), [6, 4, "unknown colour 'q'"]);
    assert.deepStrictEqual(failure('t.g', g.replace('r:&  red', 't:/  black/red')), [4, 8, 'triangle colours (triddlers) are not supported']);
  });
  it("reads pynogram's INI with comments, quotes and colours", () => {
    const ini = '# hi\n[colors]\n  g = (0, 204, 0) %\n[clues]\ncolumns = 1, "1g"\n    0 ; none\nrows =\n    1 1g\n\n    0\n';
    const p = parseNonogramFile('t.txt', ini);
    assert.deepStrictEqual([p.width, p.height, p.colours[2].rgb, p.rows[0], p.columns[2]], [3, 2, '#00cc00', [{ length: 1, colour: 1 }, { length: 1, colour: 2 }], []]);
    assert.deepStrictEqual(failure('t.txt', ini.replace('1 1g', '1 x')), [8, 7, "expected a block length with an optional colour letter, found 'x'"]);
  });
  it('never throws anything but a format error on random bytes', () => {
    let seed = 5;
    const random = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
    const pieces = ['[clues]', 'rows =', ':', '#d', '1:*', 'width', 'height', 'rows', 'columns', 'goal', '"', '\n', ' ', ',', '1', '3', '12', 'a', '#', '<', '>', '</', 'puzzle', 'clues', 'line', 'count', '=', ';', '[', ']', 'é', '\u0000'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: Math.floor(random() * 60) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      for (const name of ['f.non', 'f.xml', 'f.txt', 'f.dzn', 'f.mk', 'f.g']) {
        try { parseNonogramFile(name, text); } catch (e) { assert.ok(e instanceof NonogramFormatError, `${name}: ${JSON.stringify(text)}: ${e}`); }
      }
    }
  });
  it('a slice of the readers\' fuzz (npm run fuzz): 300 hostile files of every format read, or refused in place, and import back', function () {
    this.timeout(60_000);
    const summary = runReaderFuzz(15, 300, 20_000);
    assert.deepStrictEqual(summary.failures, []);
    assert.deepStrictEqual(Object.keys(summary.byFormat).sort(), ['read dzn', 'read g', 'read ini', 'read mk', 'read non', 'read txt', 'read xml']);
  });
});

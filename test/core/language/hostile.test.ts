// Hostile input to the core (issue 15): line breaks, huge rows and tiles, transforms of infinite order.
import { analyse, maxCheckedLength, buildModel, parse } from '../../../core/document';
import * as assert from 'assert';
import { completionsAt } from '../../../core/editor/completion';
import { standardLibrary } from '../../../core/language/library';
import { maxMemoizedShapeCells, memoizedShapeCells } from '../../../core/language/model';
import { escapeControls, LineIndex, withNewlines } from '../../../core/language/text';
import { analyseModel, documentDiagnostics } from '../../../core/document';

describe('hostile input to the core', function () {
  // Models of 130,000 cells take seconds on a busy machine; nothing here asserts a time.
  this.timeout(120_000);

  it('has one definition of a line break: \\n, \\r\\n and a lone \\r, not U+2028 or U+2029', () => {
    const lines = new LineIndex('a\rb\r\nc\nd\u2028e\u2029f\r');
    assert.strictEqual(lines.lineCount, 5);
    assert.deepStrictEqual([0, 1, 2, 3, 4].map((l) => lines.lineText(l)), ['a', 'b', 'c', 'd\u2028e\u2029f', '']);
    assert.deepStrictEqual(lines.position(5), { line: 2, character: 0 });
    assert.strictEqual(withNewlines('a\rb\r\nc'), 'a\nb\r\nc');
  });

  it('clamps lines and characters outside the text', () => {
    const lines = new LineIndex('ab\ncd');
    assert.strictEqual(lines.lineText(7), 'cd');
    assert.strictEqual(lines.lineText(-1), 'ab');
    assert.strictEqual(lines.offset({ line: 9, character: 99 }), 5);
    assert.strictEqual(lines.offset({ line: 0, character: -3 }), 0);
  });

  it('parses lone-CR files with the same lines as \\n files', () => {
    const cr = documentDiagnostics('// c\rform F uses nope {\r  #\r}\r', standardLibrary);
    const lf = documentDiagnostics('// c\nform F uses nope {\n  #\n}\n', standardLibrary);
    assert.deepStrictEqual(cr, lf);
    assert.deepStrictEqual(cr.map((d) => [d.code, d.range.start]), [['unknown-name', { line: 1, character: 12 }]]);
  });

  it('completes on a line holding \\r, U+2028 or U+2029 before the cursor, and past the last line', () => {
    for (const text of ['use pento\u2028minoes', 'use pento\u2029minoes', 'use pento\rminoes', 'use \u2028']) {
      const { tree, lines } = parse(text);
      assert.doesNotThrow(() => completionsAt(tree, lines, { line: 0, character: 14 }, standardLibrary), text);
      assert.doesNotThrow(() => completionsAt(tree, lines, { line: 5, character: 3 }, standardLibrary), text);
    }
    const { tree, lines } = parse('use pento\u2028minoes');
    assert.ok(completionsAt(tree, lines, { line: 0, character: 4 }, standardLibrary).some((c) => c.label === 'pentominoes' && c.kind === 'tileset'));
  });

  it('builds and checks a form of 140,000 rows (the model has no size cut, no stack overflow)', () => {
    const text = `use pentominoes\nform F uses pentominoes {\n${'  #\n'.repeat(140_000)}}\n`;
    const rows = buildModel(text, standardLibrary);
    assert.strictEqual(rows.forms[0].cells.length, 140_000);
    assert.deepStrictEqual(documentDiagnostics(text, standardLibrary, {}, analyseModel(rows, standardLibrary)).map((d) => d.message), ['the tiles cover 60 atoms but form F has 140000']);
  });

  it('builds a tile of 130,000 cells and skips placing it', () => {
    const text = `tileset T on square {\n  tile Z { ${'#'.repeat(130_000)} }\n}\nform F uses T {\n  ${'#'.repeat(130_000)}\n}\n`;
    const tile = buildModel(text, standardLibrary);
    assert.strictEqual(tile.tileSets.get('T')!.tiles[0].atomCount, 130_000);
    assert.deepStrictEqual(documentDiagnostics(text, standardLibrary, {}, analyseModel(tile, standardLibrary)).map((d) => `${d.code}: ${d.message}`),
      ['checks-skipped: form F is too large to check where its tiles fit: placing its tiles means looking at up to 33,800,000,000 cells, more than the 20,000,000 allowed; it is too large to solve as well']);
  });

  it('only parses a document past the size cut, and says so', () => {
    const text = `form F uses nope {\n  #\n}\n${' '.repeat(maxCheckedLength)}form`;
    const a = analyse(text, standardLibrary);
    assert.deepStrictEqual(a.diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['checks-skipped', 'information', 0], ['syntax', 'error', 3]]);
    assert.deepStrictEqual(a.model.forms, []);
    assert.strictEqual(a.model.tree.items.length, 1);
  });

  it('refuses a grid transform of infinite order, and one whose powers leave integers', () => {
    const model = buildModel('grid g {\n  cell c: a\n  glyph "#" = a\n  rotation r { (x, y) -> (3x + y, -x) }\n}\n', standardLibrary);
    assert.deepStrictEqual(model.diagnostics.map((d) => [d.code, d.range.start.line]), [['bad-grid', 3]]);
    assert.strictEqual(model.grids.get('g')!.transforms.length, 1);
  });

  it('keeps at most about a million cells of tile shapes memoized for a library grid, however many huge tiles it checks', () => {
    const square = standardLibrary.grid('square')!;
    let most = 0;
    let total = 0;
    for (let k = 1; k <= 12; k++) {
      // Each file draws a different L of 12,000 cells: its 8 shapes and the drawn cells, 108,000 cells memoized.
      const n = 12_000 + k;
      buildModel(`tileset T on square {\n  tile Z { ${'#'.repeat(n)}\n           # }\n}\n`, standardLibrary);
      total += 9 * (n + 1);
      most = Math.max(most, memoizedShapeCells(square));
    }
    assert.ok(total > maxMemoizedShapeCells && most > 0 && most <= maxMemoizedShapeCells + 9 * 12_013, `${most} of ${total}`);
  });

  it('escapes control characters, keeping newlines only when asked', () => {
    assert.strictEqual(escapeControls('a\x1b[2J\x07\0\u202e\r\nb'), 'a\\u001b[2J\\u0007\\u0000\\u202e\\u000d\\u000ab');
    assert.strictEqual(escapeControls('a\nb\tc', true), 'a\nb\\u0009c');
  });
});

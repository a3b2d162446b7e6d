import * as assert from 'assert';
import { tileHover } from '../../../core/editor/hover';
import { standardLibrary } from '../../../core/language/library';

describe('tile hover', () => {
  it('puts as many shapes to a row as fit in 60 characters: the 8 shapes of pentomino L in one row, 4 lines tall', () => {
    const tile = standardLibrary.tileSet('pentominoes')!.tiles.find((t) => t.name === 'L')!;
    const art = /```text\n([\s\S]*?)\n```/.exec(tileHover(tile, []))![1].split('\n');
    assert.strictEqual(tile.shapes.length, 8);
    assert.deepStrictEqual(art[0].split(/\s+/), ['1', '2', '3', '4', '5', '6', '7', '8']);
    assert.strictEqual(art.length, 1 + 4);
    assert.ok(Math.max(...art.map((l) => [...l].length)) <= 60);
  });
});

// Parts of a form (`parts { ... }`, `part a holds X`): read with located diagnostics, and counted by the
// engine as a brute-force tiler written here counts them (every piece within one part, a held tile
// within its own; classes under the square's maps that take parts onto parts and held parts onto themselves).
import * as assert from 'assert';
import { buildModel } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';
import { prepareForm, solvePrepared } from '../../../core/tiling/solve';
import { countBothWays } from './countBothWays';
import { Pt, seeded, shapeArt, squareSymmetries, tilingClasses, tilings } from './squareCells';

const pieces: Record<string, Pt[]> = {
  I: [[0, 0], [1, 0], [2, 0]],
  L: [[0, 0], [1, 0], [0, 1]],
  D: [[0, 0], [1, 0]],
  O: [[0, 0], [1, 0], [0, 1], [1, 1]],
  T: [[0, 0], [1, 0], [2, 0], [1, 1]],
  M: [[0, 0]],
};

/** All tilings of the cells by the pieces (a name listed twice is two copies), every piece within one part and a held one within its own. */
function bruteForce(partOf: Map<string, string>, names: string[], held: Map<string, string>): string[][] {
  return tilings(pieces, partOf.keys(), names, (name, keys) => {
    const part = partOf.get(keys[0]);
    return keys.every((k) => partOf.get(k) === part) && (!held.has(name) || held.get(name) === part);
  });
}

/** Classes of tilings under the square's maps of the cells that take parts onto parts and each held part onto itself. */
function classes(partOf: Map<string, string>, held: Map<string, string>, found: string[][]): number {
  const cells = new Set(partOf.keys());
  const symmetries = squareSymmetries(cells).filter((g) => {
    const image = new Map<string, string>();
    for (const c of cells) {
      const to = partOf.get(g(c.split(',').map(Number) as Pt).join(','))!;
      const from = partOf.get(c)!;
      if ((image.get(from) ?? to) !== to) return false;
      image.set(from, to);
    }
    return new Set(image.values()).size === image.size && [...held.values()].every((p) => image.get(p) === p);
  });
  return tilingClasses(symmetries, found);
}

const tileset = ['tileset small on square {', ...Object.entries(pieces).map(([n, pts]) => `  tile ${n} {\n${shapeArt(pts).map((r) => '    ' + r).join('\n')}\n  }`), '}'].join('\n');

/** A w×h rectangle cut into parts: columns in equal blocks (congruent parts), or grown at random from seeds. */
function randomParts(w: number, h: number, rnd: () => number, congruent: boolean): Map<string, string> {
  const partOf = new Map<string, string>();
  const letters = 'abc';
  if (congruent) {
    const k = [3, 2].find((d) => w % d === 0 && w > d) ?? 2;
    for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) partOf.set(`${x},${y}`, letters[Math.floor(x / (w / k))]);
    return partOf;
  }
  partOf.set('0,0', 'a');
  partOf.set(`${w - 1},${h - 1}`, 'b');
  while (partOf.size < w * h) {
    const list = [...partOf];
    const [at, p] = list[Math.floor(rnd() * list.length)];
    const [x, y] = at.split(',').map(Number);
    const [dx, dy] = [[1, 0], [-1, 0], [0, 1], [0, -1]][Math.floor(rnd() * 4)];
    if (x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h && !partOf.has(`${x + dx},${y + dy}`)) partOf.set(`${x + dx},${y + dy}`, p);
  }
  return partOf;
}

describe('parts of a form', () => {
  describe('counted against a brute-force tiler on small random forms', () => {
    const rnd = seeded(20261128);
    for (let trial = 0; trial < 24; trial++) {
      // A rectangle of 2 or 3 rows cut into parts, and pieces chosen part by part to cover each part's area.
      const h = 2 + Math.floor(rnd() * 2);
      const w = 4 + Math.floor(rnd() * 3);
      const partOf = randomParts(w, h, rnd, trial % 2 === 0);
      const names: string[] = [];
      for (const p of new Set(partOf.values())) {
        let left = [...partOf.values()].filter((q) => q === p).length;
        while (left > 0) {
          const fits = Object.keys(pieces).filter((n) => pieces[n].length <= left && names.filter((m) => m === n).length < 2);
          const n = fits[Math.floor(rnd() * fits.length)] ?? 'M';
          names.push(n);
          left -= pieces[n].length;
        }
      }
      names.sort();
      const partNames = [...new Set(partOf.values())];
      // Every third trial holds a tile in a part.
      const held = new Map<string, string>(trial % 3 === 1 ? [[names[0], partNames[Math.floor(rnd() * partNames.length)]]] : []);
      const drawing = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, x) => partOf.get(`${x},${h - 1 - r}`)).join(''));
      it(`trial ${trial}: ${names.join(' ')} in ${w}×${h} cut ${drawing.join('/')}${held.size ? `, ${names[0]} held in ${held.get(names[0])}` : ''}`, () => {
        const holds = [...held].map(([t, p]) => `  part ${p} holds ${t}\n`).join('');
        const counts = [...new Set(names)].map((n) => { const k = names.filter((m) => m === n).length; return k > 1 ? `${n} x${k}` : n; });
        const text = `${tileset}\nform F uses small {\n  tiles ${counts.join(' ')}\n  parts {\n${drawing.map((r) => '    ' + r).join('\n')}\n  }\n${holds}${drawing.map((r) => '  ' + r.replace(/./g, '#')).join('\n')}\n}`;
        const model = buildModel(text, standardLibrary);
        assert.deepStrictEqual(model.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), []);
        const found = bruteForce(partOf, names, held);
        const plain = solvePrepared(prepareForm(model.forms[0], { symmetry: false }), { mode: 'count' });
        assert.strictEqual(plain.solutions.total, BigInt(found.length));
        assert.deepStrictEqual(countBothWays(prepareForm(model.forms[0])), { unique: BigInt(classes(partOf, held, found)), total: BigInt(found.length) });
      });
    }
  });

  describe('diagnostics', () => {
    const form = (body: string) => `use tetrominoes\nform F uses tetrominoes {\n  tiles O4 L4\n${body}\n}`;
    const problems = (body: string) => buildModel(form(body), standardLibrary).diagnostics
      .map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.character, d.message]);

    it('reads two parts and a held tile, and keeps the tile in its part', () => {
      const m = buildModel(form('  parts {\n    aabb\n    aabb\n  }\n  part b holds O4\n  ####\n  ####'), standardLibrary);
      assert.deepStrictEqual(m.diagnostics, []);
      const parts = m.forms[0].parts!;
      assert.deepStrictEqual(parts.names, ['a', 'b']);
      assert.deepStrictEqual([...parts.held].map(([t, p]) => [t.name, parts.names[p]]), [['O4', 'b']]);
      // O4 lies in part b (one position), L4 cannot fill part a: no solution; without the hold, O4 in a and L4 in b neither.
      assert.strictEqual(solvePrepared(prepareForm(m.forms[0], { symmetry: false }), { mode: 'count' }).solutions.total, 0n);
      const p = prepareForm(m.forms[0], { symmetry: false });
      assert.deepStrictEqual(p.positions.filter((q) => m.forms[0].tiles[q.tile].tile.name === 'O4').map((q) => q.name), ['O4.1@3.1']);
    });

    it('a letter where the form has no cell, a glyph left in the drawing, a cell in no part', () => {
      assert.deepStrictEqual(problems('  parts {\n    aabbc\n    aa#b\n  }\n  ####\n  ####'), [
        ['bad-part', 4, 8, 9, "form F has no cell here: a part letter stands where the form's art has a glyph"],
        ['bad-part', 5, 6, 7, "write the letter of this cell's part here, not '#'"],
      ]);
      assert.deepStrictEqual(problems('  parts {\n    aabb\n    aa\n  }\n  ####\n  ####'), [
        ['bad-part', 8, 4, 5, "this cell of form F is in no part (and 1 more): give it a letter at its place in 'parts'"],
      ]);
    });

    it('holds: an unknown part, a tile the form does not use, a tile held twice, parts drawn twice or not at all', () => {
      assert.deepStrictEqual(problems('  parts {\n    aabb\n    aabb\n  }\n  part c holds O4\n  part a holds T4\n  part a holds L4\n  part b holds L4\n  ####\n  ####'), [
        ['unknown-name', 7, 7, 8, 'no part c in the parts of form F (they are a, b)'],
        ['bad-option', 8, 15, 17, 'tile T4 is not used by this form'],
        ['bad-part', 10, 15, 17, 'tile L4 lies in part a already: a tile is held by one part'],
      ]);
      assert.deepStrictEqual(problems('  part a holds O4\n  ####\n  ####'), [['bad-part', 3, 7, 8, "form F has no parts: draw them first with 'parts { ... }'"]]);
      assert.deepStrictEqual(problems('  parts {\n    aabb\n    aabb\n  }\n  parts {\n    abab\n    abab\n  }\n  ####\n  ####').map((d) => d.slice(0, 3)), [['bad-part', 7, 2]]);
      assert.deepStrictEqual(problems('  part a O4\n  ####\n  ####').map((d) => [d[0], d[4]]), [['syntax', "expected 'holds' and the tiles that lie in part a, e.g. 'part a holds A B'"]]);
    });
  });
});

describe('parts: the example of docs/language.md', () => {
  const text = `use pentominoes
form TwoBoxes uses pentominoes {
  tiles L N P U V Y
  parts {
    aaaaabbbbb
    aaaaabbbbb
    aaaaabbbbb
  }
  part a holds U
  ##########
  ##########
  ##########
}`;
  const counted = (t: string) => {
    const m = buildModel(t, standardLibrary);
    assert.deepStrictEqual(m.diagnostics, []);
    return countBothWays(prepareForm(m.forms[0]));
  };
  it('TwoBoxes: 8 of 16 with the U held in box a, 8 of 32 without, 9 of 36 without the parts', () => {
    assert.deepStrictEqual(counted(text), { unique: 8n, total: 16n });
    assert.deepStrictEqual(counted(text.replace('  part a holds U\n', '')), { unique: 8n, total: 32n });
    assert.deepStrictEqual(counted(text.replace(/  parts \{[^}]*\}\n  part a holds U\n/, '')), { unique: 9n, total: 36n });
  });
});

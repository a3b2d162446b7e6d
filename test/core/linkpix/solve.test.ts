// The solver on puzzles made here: laid out as random paths, so at least one solution is known;
// every solution found must keep the rules (verify.ts), a unique one must be the one laid out,
// and the search alone (no exclusions) must find as many. Plus the Logipix report's LogiX.
import * as assert from 'assert';
import { parseInf421 } from '../../../core/linkpix/formats';
import { BLOCKED, OPEN, PathEnumerator } from '../../../core/linkpix/paths';
import { LinkpixPuzzle, makePuzzle } from '../../../core/linkpix/puzzle';
import { pictureOf, solveLinkpix } from '../../../core/linkpix/solve';
import { ruleBroken } from '../../../core/linkpix/verify';

function random(seed: number): () => number {
  return () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
}

/** Random self-avoiding paths laid on a width×height grid; their ends become the clues. */
function layOut(width: number, height: number, rnd: () => number, colours = 1, longest = 7): { paths: number[][]; colour: number[] } {
  const used = new Uint8Array(width * height);
  const paths: number[][] = [];
  const colour: number[] = [];
  for (let attempt = 0; attempt < width * height * 2; attempt++) {
    const start = Math.floor(rnd() * width * height);
    if (used[start]) continue;
    const length = 1 + Math.floor(rnd() * longest);
    const path = [start];
    used[start] = 1;
    while (path.length < length) {
      const u = path[path.length - 1];
      const next = [u - width, u + width, u % width > 0 ? u - 1 : -1, u % width < width - 1 ? u + 1 : -1]
        .filter((v) => v >= 0 && v < width * height && !used[v]);
      if (next.length === 0) break;
      const v = next[Math.floor(rnd() * next.length)];
      used[v] = 1;
      path.push(v);
    }
    paths.push(path);
    colour.push(1 + Math.floor(rnd() * colours));
  }
  return { paths, colour };
}

/** The exclusions by their definition, on every path of every pair: a path goes while some
 *  other clue has no path left that it does not cross. Per clue cell: its paths left, or
 *  undefined when some clue loses all its paths. */
function excludedByDefinition(puzzle: LinkpixPuzzle): Map<number, number> | undefined {
  const { width, height, clues, colours } = puzzle;
  const owner = new Int32Array(width * height).fill(OPEN);
  const cells: number[] = [];
  clues.forEach((v, c) => { if (v > 0) { owner[c] = BLOCKED; cells.push(c); } });
  const paths: { ends: number[]; cells: Set<number> }[] = [];
  const enumerator = new PathEnumerator(width, height);
  cells.forEach((a, i) => cells.slice(i).forEach((b) => {
    if (clues[a] !== clues[b] || colours[a] !== colours[b] || (a === b) !== (clues[a] === 1)) return;
    enumerator.enumerate(owner, a, b, clues[a], -3, -3, 1e9, 1e9, (path) => paths.push({ ends: [a, b], cells: new Set(path) }));
  }));
  const alive = paths.map(() => true);
  const pathsOf = (clue: number) => paths.filter((p, i) => alive[i] && p.ends.includes(clue));
  for (let changed = true; changed;) {
    changed = false;
    for (const e of cells) {
      const own = pathsOf(e);
      if (own.length === 0) return undefined;
      paths.forEach((p, i) => {
        if (!alive[i] || p.ends.includes(e)) return;
        if (own.every((q) => [...q.cells].some((c) => p.cells.has(c)))) { alive[i] = false; changed = true; }
      });
    }
  }
  return new Map(cells.map((c) => [c, pathsOf(c).length]));
}

/** A puzzle whose clues are the ends of paths laid out at random (so it has a solution). */
function laidOutPuzzle(name: string, width: number, height: number, rnd: () => number, colours: number, longest = 7, keepEvery = 1): { puzzle: LinkpixPuzzle; paths: number[][] } {
  const laid = layOut(width, height, rnd, colours, longest);
  const paths = laid.paths.filter((_, i) => i % keepEvery === 0), colour = laid.colour.filter((_, i) => i % keepEvery === 0);
  const clues = paths.flatMap((p, i) => (p.length === 1 ? [p[0]] : [p[0], p[p.length - 1]])
    .map((c) => ({ row: Math.floor(c / width), col: c % width, value: p.length, colour: colour[i] })));
  return { puzzle: makePuzzle(name, width, height, clues), paths };
}

const key = (paths: ArrayLike<number>[]) => paths.map((p) => { const a = Array.from(p); return (a[0] <= a[a.length - 1] ? a : a.reverse()).join(','); }).sort().join('|');

describe('linkpix solver', () => {
  it('solves 150 laid-out puzzles: solutions keep the rules, a unique one is the one laid out, the search alone agrees', () => {
    const rnd = random(11);
    let unique = 0, several = 0, bySearch = 0;
    for (let t = 0; t < 150; t++) {
      const width = 3 + Math.floor(rnd() * 8), height = 3 + Math.floor(rnd() * 8);
      const { puzzle, paths } = laidOutPuzzle(`t${t}`, width, height, rnd, 1 + Math.floor(rnd() * 3));
      const r = solveLinkpix(puzzle);
      assert.ok(r.solutions.length >= 1 && r.unique !== null && r.complete, `puzzle ${t}`);
      for (const s of r.solutions) assert.strictEqual(ruleBroken(puzzle, s), undefined, `puzzle ${t}`);
      if (r.unique) {
        unique++;
        assert.strictEqual(key(r.solutions[0]), key(paths), `puzzle ${t}: the unique solution is the laid-out one`);
      } else {
        several++;
        assert.notStrictEqual(key(r.solutions[0]), key(r.solutions[1]));
      }
      if (r.difficulty === 'search') bySearch++;
      const alone = solveLinkpix(puzzle, { searchOnly: true });
      assert.strictEqual(alone.solutions.length, r.solutions.length, `puzzle ${t}: the search alone finds as many`);
    }
    assert.ok(unique > 10 && several > 10 && bySearch > 5, `a mix of puzzles: ${unique} unique, ${several} not, ${bySearch} by search`);
  });

  it('the exclusions reach the fixpoint of their definition (paths left per clue), on 150 laid-out puzzles, some with clues of more than 64 paths', () => {
    const rnd = random(23);
    let compared = 0, excluded = 0, manyPaths = 0;
    for (let t = 0; t < 150; t++) {
      // The last 30: longer paths, one in three kept, so that some clues have more than 32 and
      // 64 paths (cover bits in two words, then checked one by one).
      const long = t >= 120;
      const width = 3 + Math.floor(rnd() * 6), height = 3 + Math.floor(rnd() * 6);
      const { puzzle } = laidOutPuzzle(`x${t}`, width, height, rnd, 1 + Math.floor(rnd() * 2), long ? 13 : 7, long ? 3 : 1);
      const expected = excludedByDefinition(puzzle);
      if (!expected) continue;
      const r = solveLinkpix(puzzle);
      assert.deepStrictEqual(new Map(r.clues.map((c) => [c.cell, c.afterExclusions])), expected, `puzzle ${t}`);
      compared++;
      if (r.clues.some((c) => c.generated > 64)) manyPaths++;
      excluded += r.pipeline.generated - r.pipeline.afterExclusions;
    }
    assert.ok(compared > 120 && excluded > 200 && manyPaths >= 3, `${compared} puzzles compared, ${excluded} paths excluded, ${manyPaths} with a clue of more than 64 paths`);
  });

  it('solves the Logipix report\'s LogiX alone by exclusions, to the report\'s picture', () => {
    const puzzle = parseInf421([
      '11', '9',
      '2 2 3 0 0 0 0 0 0 4 1', '0 1 0 0 0 0 0 0 0 1 0', '0 0 3 1 0 0 0 1 4 0 0',
      '0 0 0 4 0 1 0 6 0 0 0', '0 0 0 3 0 6 0 3 0 0 0', '0 0 0 0 4 0 0 0 0 0 0',
      '0 0 1 3 0 0 0 3 3 0 0', '0 1 4 0 0 0 0 0 0 2 0', '4 0 0 0 0 0 0 0 3 2 1'].join('\r\n'), 'LogiX');
    const r = solveLinkpix(puzzle);
    assert.strictEqual(r.unique, true);
    assert.strictEqual(r.difficulty, 'exclusions');
    assert.deepStrictEqual(pictureOf(puzzle, r.solutions[0]), [
      '###.....###', '.##.....##.', '..##...##..', '...#####...', '...#####...', '...#####...', '..##...##..', '.##.....##.', '###.....###']);
    assert.deepStrictEqual(r.pipeline, { generated: r.pipeline.generated, afterExclusions: 19, searched: 0 });
    assert.ok(r.pipeline.generated >= 19);
  });

  it('stops before the search when asked for the clue counts alone (the hover), with the counts of the full solve', () => {
    // Unique, but the exclusions leave more than one path to some clues.
    const puzzle = parseInf421(['10', '6', '14 14 0 0 0 0 19 0 7 0', '0 0 0 0 0 0 0 0 1 0', '6 0 0 0 0 0 0 0 0 0',
      '0 19 0 0 2 2 0 7 7 1', '0 6 0 0 0 0 0 0 0 7', '0 0 0 0 3 0 3 0 0 0'].join('\n'), 'Deep');
    const full = solveLinkpix(puzzle);
    assert.deepStrictEqual([full.unique, full.difficulty], [true, 'search']);
    assert.ok(full.pipeline.searched > 0);
    const counts = solveLinkpix(puzzle, { exclusionsOnly: true });
    assert.deepStrictEqual([counts.unique, counts.complete, counts.solutions.length, counts.pipeline.searched, counts.stats.search.placements], [null, false, 0, 0, 0]);
    assert.deepStrictEqual(counts.clues, full.clues);
  });

  it('names the clue that shows there is no solution', () => {
    const lonely = solveLinkpix(parseInf421('3\n1\n2 0 2\n', 'x'));
    assert.deepStrictEqual([lonely.unique, lonely.problem?.cell, lonely.solutions.length], [false, 0, 0]);
    assert.match(lonely.problem!.message, /^clue 2 at row 1, column 1 has no partner within reach/);
    // Two 3s that could join only through the 1 between them.
    const blocked = solveLinkpix(parseInf421('3\n2\n3 1 3\n0 0 0\n', 'x'));
    assert.strictEqual(blocked.unique, false);
  });

  it('gives up on a clue of 10,000 in a 2000×2000 grid with a message, in bounded work, and can be cancelled', () => {
    const puzzle = makePuzzle('huge', 2000, 2000, [{ row: 1000, col: 1000, value: 10000, colour: 1 }, { row: 1000, col: 1001, value: 10000, colour: 1 }]);
    const r = solveLinkpix(puzzle, { maxWork: 2_000_000 });
    assert.strictEqual(r.unique, null);
    assert.match(r.problem!.message, /^stopped: more than 2,000,000 steps of listing paths; clue \(1001, 1001\) \(row, column from 1\), a 10000, and its partner at \(1001, 1002\) were still to be listed$/);
    let polls = 0;
    const smaller = makePuzzle('big', 500, 500, [{ row: 250, col: 250, value: 1000, colour: 1 }, { row: 250, col: 251, value: 1000, colour: 1 }]);
    const cancelled = solveLinkpix(smaller, { shouldStop: () => ++polls > 3 });
    assert.deepStrictEqual([cancelled.cancelled, cancelled.unique, cancelled.complete], [true, null, false]);
  });
});

// The shape of core/: the language front end names no puzzle kind, search or editor service (they reach
// it through the registry, core/kinds.ts), and no module imports values from itself back through others.
import * as assert from 'assert';
import { readdirSync, readFileSync, statSync } from 'fs';
import * as path from 'path';
import { puzzleKinds } from '../../core/kinds';
import { blockKinds } from '../../core/read';

/** Every TypeScript module of core/ (the AssemblyScript of wasm/ folders is not TypeScript for tsc). */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'wasm' ? [] : modules(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

/**
 * The modules of core/ a module imports, as paths like core/language/parser.ts; with `types` false, only
 * those it imports values from (type-only imports are erased: they order no module's loading).
 */
function importsOf(file: string, all: ReadonlySet<string>, types: boolean): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(import|export)( type)?\b[^;]*?from '(\.[^']*)'/gms)]
    .filter((m) => types || !m[2])
    .map((m) => path.join(path.dirname(file), m[3]) + '.ts')
    .filter((f) => all.has(f));
}

function importGraph(types: boolean): Map<string, string[]> {
  const files = modules('core');
  const all = new Set(files);
  return new Map(files.map((f) => [f, importsOf(f, all, types)]));
}

/** One cycle of the graph, as the path around it, or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): string[] | undefined => {
    if (state.get(f) === 'done') return undefined;
    if (state.get(f) === 'open') return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      const cycle = visit(g);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(f, 'done');
    return undefined;
  };
  for (const f of graph.keys()) {
    const cycle = visit(f);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the imports of core/', () => {
  const graph = importGraph(true);

  it('reads every module and its imports (the walk itself works)', () => {
    assert.ok(graph.size > 60, `${graph.size} modules`);
    assert.ok(graph.get(path.join('core', 'kinds.ts'))!.includes(path.join('core', 'nonogram', 'kind.ts')));
    assert.deepStrictEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
    assert.strictEqual(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), undefined);
  });

  it('core/language/ imports nothing but core/language/, the grids and the shared helpers', () => {
    const forbidden = /^core\/(nonogram|linkpix|tiling|search|editor|render)\/|^core\/(kinds|kind|document|protocol)\.ts$/;
    const bad = [...graph].flatMap(([f, imports]) => (f.startsWith(path.join('core', 'language')) ? imports.filter((i) => forbidden.test(i.split(path.sep).join('/'))).map((i) => `${f} -> ${i}`) : []));
    assert.deepStrictEqual(bad, []);
  });

  // Type-only cycles remain inside core/search (its modules share the types of exactCover.ts).
  it('has no import cycle of values', () => {
    assert.strictEqual(findCycle(importGraph(false))?.join(' -> '), undefined);
  });

  it('core/read.ts reads the blocks of the kinds core/kinds.ts lists, in the same order, with the same readers', () => {
    assert.deepStrictEqual(blockKinds.map((k) => k.keyword), puzzleKinds.map((k) => k.keyword));
    blockKinds.forEach((b, i) => assert.strictEqual(b.read, puzzleKinds[i].read, b.keyword));
  });
});

// Feeds 10,000 random and mutated inputs (seeded, reproducible) to the parser and the checker:
// each must return diagnostics without throwing, in bounded time.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { documentDiagnostics } from '../../core/document';
import { standardLibrary } from '../../core/language/library';

const corpus = [
  readFileSync('examples/quick.logel', 'utf8'),
  readFileSync('examples/tritetratan.logel', 'utf8'),
  'use pentominoes\nform S uses pentominoes {\n  tiles F I L\n  optional L\n  ###..\n  #####\n  #####\n}\n',
  'grid hexish {\n  cell h: a\n  glyph "o" = a\n  rotation r { (x, y) -> (-y, x + y) }\n  art h (x, y) at (2x + y, y)\n  touch a -> (x + 1, y) a\n}\ntileset H on hexish {\n  tile A { o o }\n}\nform F uses H {\n  o o\n   o o\n}\n',
];
const alphabet = ['{', '}', '(', ')', ',', '->', '#', '.', '◣', '◥', ' ', '\n', '//', '/*', '*/', '"', 'x', 'y', '2', '-', 'tile', 'form', 'tileset', 'grid', 'uses', 'on', 'use', 'transforms', 'layer', 'x3', 'symmetry', 'tiles', 'optional', 'any', 'limit', 'wrap', 'cell', 'glyph', 'rotation', 'mirror', ':', '=', 'empty', '\t', 'é', '𝕏', '\r\n'];

function random(seed: number) {
  return () => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed / 0x80000000; };
}

function mutate(text: string, rnd: () => number): string {
  let s = text;
  const edits = 1 + Math.floor(rnd() * 4);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rnd() * (s.length + 1));
    const len = Math.floor(rnd() * 6);
    const piece = alphabet[Math.floor(rnd() * alphabet.length)];
    const kind = rnd();
    s = kind < 0.33 ? s.slice(0, at) + piece + s.slice(at) : kind < 0.66 ? s.slice(0, at) + s.slice(at + len) : s.slice(0, at) + piece + s.slice(at + len);
  }
  return s;
}

describe('fuzzing parser and checker', function () {
  this.timeout(120000);
  it('10,000 random and mutated inputs: diagnostics, never an exception', () => {
    const rnd = random(42);
    let withDiagnostics = 0;
    for (let i = 0; i < 10000; i++) {
      const input = i % 5 === 4
        ? Array.from({ length: 1 + Math.floor(rnd() * 60) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join(rnd() < 0.5 ? ' ' : '')
        : mutate(corpus[i % corpus.length], rnd);
      let diagnostics;
      try {
        diagnostics = documentDiagnostics(input, standardLibrary);
      } catch (e) {
        assert.fail(`input ${i} threw ${(e as Error).stack}\n--- input ---\n${input}`);
      }
      if (diagnostics.length > 0) withDiagnostics++;
      for (const d of diagnostics) {
        assert.ok(d.range.start.line <= d.range.end.line && d.message.length > 0, `input ${i}: bad diagnostic ${JSON.stringify(d)}`);
      }
    }
    assert.ok(withDiagnostics > 5000, `only ${withDiagnostics} inputs got diagnostics`);
  });
});

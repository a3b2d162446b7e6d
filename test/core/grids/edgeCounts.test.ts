// The audit of Polyform Puzzler's edge-polyform counts (docs/edge-counts.md) against the examples: every
// form it names is in the file it names (or, where it names none, written in the test it names), every
// form of the three example files is in it, and every count it calls tested is named by that test.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import { join } from 'path';

const root = join(__dirname, '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const names = (cell: string) => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]);

interface AuditRow { cls: string; published: string; forms: string[]; file: string; checkedBy: string }

function auditRows(): AuditRow[] {
  return read('docs/edge-counts.md').split('\n').filter((l) => /^\| `\w+` \|/.test(l)).map((line) => {
    const [cls, published, forms, file, checkedBy] = line.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
    return { cls: names(cls)[0], published, forms: names(forms), file, checkedBy };
  });
}

const formsOf = (file: string) => [...read(`examples/${file}.logel`).matchAll(/^form (\w+)/gm)].map((m) => m[1]);

describe("the audit of Polyform Puzzler's edge-polyform counts (docs/edge-counts.md)", () => {
  const rows = auditRows();
  const files = ['polysticks', 'polytrigs', 'polytwigs'];
  // Puzzles the check rejects on purpose (a tile that fits nowhere) are examples of their own.
  const examples = [...files, 'polytrigs-impossible'];

  it('names each class once, with a form or a reason', () => {
    assert.strictEqual(new Set(rows.map((r) => r.cls)).size, rows.length);
    assert.ok(rows.length >= 147, `${rows.length} rows`);
    for (const r of rows) assert.ok(r.forms.length > 0 || /^not /.test(r.checkedBy), r.cls);
  });

  it('every form it names is in the example file it names, or in the test it names', () => {
    const missing: string[] = [];
    for (const r of rows) {
      if (r.forms.length === 0) continue;
      // A class may name forms in two files: Polyform Puzzler's board and the board as drawn.
      const files = r.file.split(', ');
      if (files.every((f) => examples.includes(f))) {
        const there = new Set(files.flatMap(formsOf));
        missing.push(...r.forms.filter((f) => !there.has(f)).map((f) => `${f} (${r.file})`));
      } else {
        // Forms the check rejects (a tile that fits nowhere) are written in the test, not the examples.
        const test = read(`test/core/grids/${/\((\w+\.test\.ts)\)/.exec(r.checkedBy)![1]}`);
        missing.push(...r.forms.filter((f) => !test.includes(`form ${f} uses`)).map((f) => `${f} (test)`));
      }
    }
    assert.deepStrictEqual(missing, []);
  });

  it('every form of examples/polysticks, polytrigs, polytrigs-impossible and polytwigs.logel is in it', () => {
    const named = new Set(rows.flatMap((r) => [r.cls, ...r.forms]));
    assert.deepStrictEqual(examples.flatMap(formsOf).filter((f) => !named.has(f)), []);
  });

  it('a count it calls tested is named by that test', () => {
    const unnamed: string[] = [];
    for (const r of rows) {
      const test = /^test \((\w+\.test\.ts)\)/.exec(r.checkedBy);
      if (!test) continue;
      const text = read(`test/core/grids/${test[1]}`);
      // The tritrig test lists every Tritrigs… form of the file with its count.
      unnamed.push(...r.forms.filter((f) => !text.includes(f)).map((f) => `${f} (${test[1]})`));
    }
    assert.deepStrictEqual(unnamed, []);
  });
});

// One diagnostics pipeline: `logel check` prints what the editor ends up showing for the same text, for
// every example and for hostile texts of each kind (forms, nonograms, Link-a-Pix), background findings included.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DiagnosticSeverity, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { LspClient } from './lsp';
import { inputFolder, run } from '../cli/run';

const severity = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information' } as Record<number, string>;

/** The editor's diagnostics in `logel check`'s words, in its order (by place). */
function asCheckLines(file: string, p: PublishDiagnosticsParams): string[] {
  return [...p.diagnostics]
    .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character)
    .map((d) => `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${severity[d.severity!]} ${d.code}: ${d.message}`);
}

const hostile: Record<string, string> = {
  // A 2×2 nonogram with two solutions (the two diagonals).
  'two-diagonals.logel': 'nonogram Diagonals {\n  rows {\n    1\n    1\n  }\n  columns {\n    1\n    1\n  }\n}\n',
  // A Link-a-Pix with two ways round.
  'two-ways.logel': 'linkpix Two {\n  3 .\n  . 3\n}\n',
  // A nonogram whose clues contradict, and one with a bad clue.
  'nonograms.logel': 'nonogram Never {\n  rows {\n    2\n    0\n  }\n  columns {\n    2\n    0\n  }\n}\nnonogram Bad {\n  rows {\n    1 x\n  }\n  columns {\n    1\n  }\n}\n',
  // A unique Link-a-Pix that the exclusions alone do not solve.
  'deep.logel': 'linkpix Deep {\n  14 14 . . . . 19 . 7 .\n  . . . . . . . . 1 .\n  6 . . . . . . . . .\n  . 19 . . 2 2 . 7 7 1\n  . 6 . . . . . . . 7\n  . . . . 3 . 3 . . .\n}\n',
  // Link-a-Pix clues with no partner and an odd count.
  'lonely.logel': 'linkpix Lonely {\n  2 . . 2\n  . . . .\n  3 . . .\n}\n',
  // Forms: a tile that fits nowhere, a parity that cannot be met, a syntax error.
  'forms.logel': 'tileset T on square {\n  tile L { ##\n           #. }\n  tile I { ### }\n}\nform Thin uses T {\n  ######\n}\nform F uses nope {\n  #\n}\nform ( {\n',
  // Garbage among the kinds' keywords.
  'garbage.logel': 'nonogram\nlinkpix {\n 2 2\nform F uses\n}}}\nnonogram N { rows { 1 } columns { 1 }\n',
};

describe('logel check and the editor agree', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  const folder = inputFolder('logel-agree-');
  const files = [
    ...readdirSync('examples').filter((f) => f.endsWith('.logel')).map((f) => join('examples', f)),
    ...Object.entries(hostile).map(([name, text]) => folder.write(name, text)),
  ];

  for (const file of files) {
    it(file.replace(/^.*[\\/]/, ''), async () => {
      const check = await run('check', file);
      const uri = client.open(readFileSync(file, 'utf8'));
      // The editor publishes the cheap checks first and the background findings as they come: wait for
      // as many as check prints (or time out showing what the editor has).
      const published = await client.diagnosticsFor(uri, (p) => p.diagnostics.length === check.out.length, 40_000);
      assert.deepEqual(asCheckLines(file, published), check.out);
    });
  }

  it('finds what the kinds say: a non-unique nonogram and a non-unique Link-a-Pix both warn not-unique', async () => {
    const nonogram = await run('check', folder.write('n.logel', hostile['two-diagonals.logel']));
    const linkpix = await run('check', folder.write('l.logel', hostile['two-ways.logel']));
    assert.deepEqual(nonogram.out.map((l) => l.replace(/^[^:]*:/, '')), ['1:10: warning not-unique: nonogram Diagonals has more than one solution: two differ in 4 cells, first at row 1, column 1']);
    assert.deepEqual(linkpix.out.map((l) => l.replace(/^[^:]*:/, '')), ['1:9: warning not-unique: linkpix Two has more than one solution: the paths of 2 clues differ']);
    const deep = await run('check', folder.write('d.logel', hostile['deep.logel']));
    assert.deepEqual(deep.out.map((l) => l.replace(/^[^:]*:/, '')), ['1:9: information needs-search: needs search: the exclusions leave 14 paths to search']);
    for (const name of ['two-diagonals.logel', 'two-ways.logel', 'deep.logel']) {
      const skipped = await run('check', '--no-examine', folder.write(`skip-${name}`, hostile[name]));
      assert.deepEqual(skipped.out, [], name);
    }
  });
});

// Nonograms over LSP: live and background diagnostics, hover on a clue and on the name, the code lens,
// and the editing features of the block (symbols, folding, completion, tokens, formatting).
import * as assert from 'node:assert/strict';
import { CodeLens, CompletionItem, DiagnosticSeverity, DocumentSymbol, FoldingRange, Hover, SemanticTokens, TextEdit } from 'vscode-languageserver-protocol';
import { LspClient, mark } from './lsp';
import { needsSearchBlock } from '../core/nonogram/needsSearch';
import { staircaseAndDiagonal } from '../core/nonogram/needsSat';
import { formatNonogramBlock } from '../../core/nonogram/block';
import { RUN_DECIDED_NOTIFICATION, type NonogramRunResult, type RunDecided } from '../../core/protocol';

const two = [
  'nonogram <|Two|> {',
  '  rows { 1',
  '         1 }',
  '  columns { 1',
  '            <|1|> }',
  '  goal { #.',
  '         .# }',
  '}',
  '',
].join('\n');

const dominoes = needsSearchBlock.replace('Dominoes', '<|Dominoes|>');

describe('server: nonograms', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('publishes the clue checks at once and the solver findings from the background', async () => {
    const { text, ranges } = mark(two);
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.severity, d.range]), [['not-unique', DiagnosticSeverity.Warning, ranges[0]]]);
    // the 4 cells where two solutions differ, then the proposed change and hint (test/server/nonogramProposals.test.ts)
    assert.equal(p.diagnostics[0].relatedInformation?.length, 6);
    client.change(uri, ranges[1], '2');
    const changed = await client.diagnosticsFor(uri, (d) => d.version === 2);
    assert.deepEqual(changed.diagnostics.map((d) => [d.code, d.range]), [
      ['totals-differ', { start: { line: 3, character: 2 }, end: { line: 3, character: 9 } }],
      ['goal-mismatch', { start: { line: 4, character: 12 }, end: { line: 4, character: 13 } }],
    ]);
    client.close(uri);
  });

  it('needs search: information on the name saying how far line logic and probing get; the lens and hover agree', async () => {
    const { text, ranges } = mark(dominoes);
    const uri = client.open(text);
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'needs-search'));
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.severity, d.range, d.message]), [
      ['needs-search', DiagnosticSeverity.Information, ranges[0], 'needs search: line logic and probing stop at 15 % of the cells'],
    ]);
    const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    const resolved = await client.request<CodeLens>('codeLens/resolve', lens);
    assert.deepEqual(resolved.command, { title: '▶ Solve nonogram · needs search', command: 'logel.solveNonogram', arguments: [uri, 'Dominoes'] });
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: ranges[0].start });
    assert.equal((hover.contents as { value: string }).value, '**nonogram Dominoes**: 11×13\n\ndifficulty: needs search\n\nline logic alone decides 15 % of the cells, with probing 15 %');
    client.close(uri);
  });

  it('the background solve of a nonogram that needs the SAT search: CaDiCaL in the counting thread finds the second solution', async () => {
    // the depth-first search alone would need over 4 million nodes, past the background solve's 20 s
    const uri = client.open(formatNonogramBlock(staircaseAndDiagonal(10).puzzle));
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.message]), [
      ['not-unique', 'nonogram Staircase10 has more than one solution: two differ in 4 cells, first at row 22, column 22'],
    ]);
    client.close(uri);
  });

  it('a Solve run that ran to its end stands for the background solve, which stops: the warning and the lens say what it found, also when the block comes back', async () => {
    // 16 dominoes: the background solve would not decide them within its 20 s, past this test's timeout
    const { puzzle, solutions } = staircaseAndDiagonal(16);
    const text = formatNonogramBlock(puzzle);
    const uri = client.open(text);
    const run: NonogramRunResult = {
      solutions, complete: true, cancelled: false, rating: null, lineKnownPercent: 0, probeKnownPercent: 0,
      known: '-'.repeat(puzzle.width * puzzle.height), steps: [], stats: { lineSolves: 0, probes: 0, searchNodes: 100, ms: 60000 },
    };
    // a run of the block as it was before an edit is not taken (taken, its one solution would stand)
    const before = text.replace(/rows \{\n(\s*)3\n/, 'rows {\n$12\n');
    assert.notEqual(before, text);
    const decided = (t: string, result: NonogramRunResult): RunDecided => ({ uri, kind: 'nonogram', name: puzzle.name, text: t, result });
    void client.rpc.sendNotification(RUN_DECIDED_NOTIFICATION, decided(before, { ...run, solutions: [solutions[0]] }));
    void client.rpc.sendNotification(RUN_DECIDED_NOTIFICATION, decided(text, run));
    const p = await client.diagnosticsFor(uri, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.message]), [
      ['not-unique', 'nonogram Staircase16 has more than one solution: two differ in 4 cells, first at row 34, column 34'],
    ]);
    const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.equal((await client.request<CodeLens>('codeLens/resolve', lens)).command?.title, '▶ Solve nonogram · more than one solution');
    client.close(uri);
    // the same block opened again, in another document: the run's result stands at once
    const again = client.open(`// opened again\n\n${text}`);
    const q = await client.diagnosticsFor(again, (d) => d.diagnostics.some((x) => x.code === 'not-unique'));
    assert.deepEqual(q.diagnostics.map((d) => [d.code, d.range.start.line]), [['not-unique', 2]]);
    client.close(again);
  });

  it('code lens: the rating of the background solve, and Solve', async () => {
    const uri = client.open('nonogram L {\n  rows { 2\n    1 }\n  columns { 2\n    1 }\n}\n' + mark(two).text.replace('Two', 'Again'));
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.deepEqual(lenses.map((l) => l.range), [
      { start: { line: 0, character: 0 }, end: { line: 0, character: 10 } },
      { start: { line: 6, character: 0 }, end: { line: 6, character: 14 } },
    ]);
    const resolved = await Promise.all(lenses.map((l) => client.request<CodeLens>('codeLens/resolve', l)));
    assert.deepEqual(resolved.map((l) => l.command), [
      { title: '▶ Solve nonogram · line-solvable', command: 'logel.solveNonogram', arguments: [uri, 'L'] },
      { title: '▶ Solve nonogram · more than one solution', command: 'logel.solveNonogram', arguments: [uri, 'Again'] },
    ]);
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 9 } });
    assert.equal((hover.contents as { value: string }).value, '**nonogram L**: 2×2\n\ndifficulty: line-solvable\n\nline logic alone decides 100 % of the cells, with probing 100 %');
  });

  it('hover on a clue: the line as line logic knows it, and its placements', async () => {
    const uri = client.open('nonogram H {\n  rows { 3\n    1 }\n  columns { 2\n    1\n    1 }\n}\n');
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 4 } });
    assert.deepEqual(hover, {
      contents: { kind: 'markdown', value: '**row 2** · clue `1` · 3 placements in 3 cells\n\n```\n???   this clue alone: 0 of 3 cells known\n█··   after line logic on all lines: 3 of 3\n```' },
      range: { start: { line: 2, character: 4 }, end: { line: 2, character: 5 } },
    });
  });

  it('symbols, folding, completion, semantic tokens and formatting know the block', async () => {
    const text = 'nonogram F {\n  palette { r = #ff0000 }\n  rows {\n    1r\n  }\ncolumns { 1r }\n  \n}\n';
    const uri = client.open(text);
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.deepEqual(symbols.map((s) => [s.name, s.detail]), [['F', 'nonogram 1×1, colour']]);
    const folds = await client.request<FoldingRange[]>('textDocument/foldingRange', { textDocument: { uri } });
    assert.deepEqual(folds.map((f) => [f.startLine, f.endLine]), [[0, 7], [2, 4]]);
    const keywords = await client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri }, position: { line: 6, character: 2 } });
    assert.deepEqual(keywords.map((c) => c.label), ['goal', 'hints']);
    const letters = await client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri }, position: { line: 3, character: 5 } });
    assert.deepEqual(letters.map((c) => c.label), ['r']);
    const tokens = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    // First tokens: keyword nonogram, the name (function), keyword palette.
    assert.deepEqual(tokens.data.slice(0, 15), [0, 0, 8, 0, 0, 0, 9, 1, 4, 0, 1, 2, 7, 0, 0]);
    const edits = await client.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    assert.deepEqual(edits.map((e) => [e.range.start.line, e.newText]), [[5, '  '], [6, '']]);
  });

  it('a 2000×2000 nonogram: diagnostics, and hovers answered while its background solve runs', async () => {
    const ones = Array.from({ length: 2000 }, () => '  1').join('\n');
    const uri = client.open(`nonogram Huge {\n rows {\n${ones}\n }\n columns {\n${ones}\n }\n}\n`);
    const p = await client.diagnosticsFor(uri, (d) => d.version === 1);
    assert.deepEqual(p.diagnostics, []);
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 2 } });
    const lines = (hover.contents as { value: string }).value.split('\n');
    assert.deepEqual([lines[0], lines[lines.length - 1]], ['**row 1** · clue `1` · 2,000 placements in 2000 cells', '(2000×2000 is too large for line logic on the whole nonogram in a hover: Solve runs it)']);
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.deepEqual(symbols.map((s) => [s.name, s.detail]), [['Huge', 'nonogram 2000×2000']]);
    client.close(uri);
  });
});

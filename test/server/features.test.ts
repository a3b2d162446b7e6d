// Every editing feature over LSP, on documents with marked cursors (<|>) and ranges (<|…|>).
import * as assert from 'node:assert/strict';
import { CodeAction, CodeLens, CompletionItem, DocumentHighlight, Hover, Location, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { LspClient, mark } from './lsp';

const trio = `use tritetratans

tileset trio on square {
  tile I3 { ### }
  tile L3 { ##
            #. }
}

form Corner uses trio {
  tiles I3 L3
  ###
  ##.
  #..
}
`;

describe('server: editing features', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  /** Opens the marked text and asks `method` at its first cursor. */
  async function at<R>(source: string, method: string, extra: object = {}): Promise<{ result: R; uri: string; ranges: ReturnType<typeof mark>['ranges'] }> {
    const { text, cursors, ranges } = mark(source);
    const uri = client.open(text);
    const result = await client.request<R>(method, { textDocument: { uri }, ...(cursors[0] ? { position: cursors[0] } : {}), ...extra });
    return { result, uri, ranges };
  }

  describe('hover', () => {
    it('on a tile: its shapes as block art, atoms, shapes and positions per form', async () => {
      const { text } = mark(trio);
      const uri = client.open(text);
      const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
      await client.request('codeLens/resolve', lens); // counts Corner, so the hover has its numbers
      const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 9, character: 11 } });
      assert.deepEqual(hover, {
        contents: { kind: 'markdown', value: '**tile L3** · tile set trio · 3 atoms · 4 distinct shapes\n\n```text\n1   2   3   4\n██  █·  ·█  ██\n█·  ██  ██  ·█\n```\n\nPositions after pruning:\n- form Corner: 1' },
        range: { start: { line: 9, character: 11 }, end: { line: 9, character: 13 } },
      });
      const form = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 8, character: 7 } });
      assert.equal((form.contents as { value: string }).value, '**form Corner** · uses trio · 6 atoms\n\n```text\n███\n██·\n█··\n```\n\n' +
        'Tile balance: 2 tiles with 6 atoms for 6 atoms ✓\n\nSymmetry order: 2 (one position per orbit of tile I3)\n\nPositions: 8 generated → 7 after symmetry → 2 after pruning');
    });

    it('on a tan tile: the shapes as a picture (half-cell glyphs drift in many fonts), numbered 1 to 4', async () => {
      const { text } = mark('tileset T on tan {\n  tile h { ◣ }\n}\n');
      const uri = client.open(text);
      const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 7 } });
      const value = (hover.contents as { value: string }).value;
      const [, alt, src] = /!\[([^\]]*)\]\((data:image\/svg\+xml;utf8,[^)]*)\)/.exec(value)!;
      assert.equal(alt, 'The 4 shapes of tile h, numbered');
      assert.ok(!value.includes('```'), 'no text art beside the picture');
      const svg = decodeURIComponent(src.slice('data:image/svg+xml;utf8,'.length));
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
      assert.deepEqual([...svg.matchAll(/<text [^>]*>(\d+)<\/text>/g)].map((m) => m[1]), ['1', '2', '3', '4']);
      // Each shape is a half cell: a triangle outline of three corners.
      assert.equal([...svg.matchAll(/<path d="(M[^"]*)" fill="none"/g)].filter((m) => m[1].split('L').length === 3).length, 4);
    });

    it("on Logelium's form: the numbers of Logelium's algorithm description", async () => {
      const text = 'use tritetratans\nform Logelium uses tritetratans {\n  symmetry tile K\n  ######\n  ####◥#\n  ##◢###\n  ###◤##\n  #◣####\n  ######\n}\n';
      const uri = client.open(text);
      const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
      const resolved = await client.request<CodeLens>('codeLens/resolve', lens);
      assert.deepEqual(resolved.command, { title: '▶ Solve form · 1,140 positions after pruning', command: 'logel.solveForm', arguments: [uri, 'Logelium'] });
      const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 6 } });
      assert.match((hover.contents as { value: string }).value, /\n\nSymmetry order: 4 \(one position per orbit of tile K\)\n\nPositions: 1,421 generated → 1,331 after symmetry → 1,140 after pruning$/);
    });

    it('on a pre-placed piece: its tile, shape and cells, over the whole position; on place, the keyword', async () => {
      const { result, ranges } = await at<Hover>('use pentominoes\nform F uses pentominoes {\n  tiles L\n  place <|L.6@<|>1.1|>\n  ##\n  #.\n  #.\n  #.\n}\n', 'textDocument/hover');
      assert.deepEqual(result, {
        contents: { kind: 'markdown', value: '**L.6@1.1** · placed in advance in form F: tile L, shape 6 of 8, first cell at 1.1\n\n```text\n██\n█·\n█·\n█·\n```\n\n' +
          'Covers cells 1.1, 1.2, 1.3, 1.4, 2.4; a solution of the form completes the pieces placed in advance.' },
        range: ranges[0],
      });
      assert.equal(((await at<Hover>('use pentominoes\nform F uses pentominoes {\n  pl<|>ace L.2@1.1\n  ##\n}\n', 'textDocument/hover')).result.contents as { value: string }).value,
        '`place F.2@3.1 ...`: pieces placed in advance, as positions (tile, shape, first cell); a solution completes them.');
    });

    it('on a keyword, a grid and a library tile set: one line', async () => {
      assert.deepEqual((await at<Hover>('tileset t o<|>n square {\n}\n', 'textDocument/hover')).result,
        { contents: { kind: 'markdown', value: '`on GRID`: the grid the tile set is drawn on.' }, range: { start: { line: 0, character: 10 }, end: { line: 0, character: 12 } } });
      assert.equal(((await at<Hover>('tileset t on sq<|>uare {\n}\n', 'textDocument/hover')).result.contents as { value: string }).value,
        '**grid square**: 2-dimensional, cells: square (1 atom); 8 orientations (4 rotations)');
      assert.equal(((await at<Hover>('use pento<|>minoes\n', 'textDocument/hover')).result.contents as { value: string }).value,
        '**tile set pentominoes** (standard library) on grid square: 12 tiles (F I L N P T U V W X Y Z)');
      assert.equal((await at<Hover>('form F uses pentominoes {\n  #<|>##\n}\n', 'textDocument/hover')).result, null);
    });
  });

  describe('completion', () => {
    const labels = async (source: string) => (await at<CompletionItem[]>(source, 'textDocument/completion')).result.map((c) => c.label);
    it('offers the keywords of the enclosing block', async () => {
      assert.deepEqual(await labels('<|>'), ['use', 'grid', 'tileset', 'form', 'linkpix', 'nonogram']);
      assert.deepEqual(await labels('tileset t on square {\n  <|>\n}\n'), ['tile', 'transforms', 'use']);
      assert.deepEqual(await labels('use pentominoes\nform F uses pentominoes {\n  li<|>\n  ##\n}\n'), ['tiles', 'optional', 'any', 'symmetry', 'limit', 'wrap', 'place', 'parts', 'part', 'layer']);
    });
    it('offers grids, transform rules, tile sets and tiles where they fit', async () => {
      assert.deepEqual(await labels('grid hexa {\n  cell h: a\n}\ntileset t on <|>'), ['hexa', ...(await import('../../core/language/library')).standardLibrary.gridNames()]);
      assert.deepEqual(await labels('tileset t on square {\n  transforms <|>\n}\n'), ['all', 'rotations', 'none', 'rotate180']);
      assert.deepEqual(await labels(trio.replace('form Corner uses trio', 'form Corner uses tr<|>')), ['trio', ...(await import('../../core/language/library')).standardLibrary.names()]);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 <|>')), ['I3', 'L3']);
      assert.deepEqual(await labels(trio.replace('  ##.', '  ##<|>.')), []);
    });
    it('offers no tile where a range or multiplicity wants a number', async () => {
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 1..<|>')), []);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 1..2<|>')), []);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 1<|>')), []);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 x2<|>')), []);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'tiles I3 0..2 <|>')), ['I3', 'L3']);
      assert.deepEqual(await labels(trio.replace('tiles I3 L3', 'optional I3 L<|>3')), ['I3', 'L3']);
    });
  });

  describe('navigation', () => {
    it('goes to a definition in the document and in the standard library', async () => {
      const { result, uri, ranges } = await at<Location>(trio.replace('tile L3 {', 'tile <|L3|> {').replace('tiles I3 L3', 'tiles I3 L<|>3'), 'textDocument/definition');
      assert.deepEqual(result, { uri, range: ranges[0] });
      const lib = (await at<Location>('use pento<|>minoes\n', 'textDocument/definition')).result;
      assert.match(lib.uri, /^file:\/\/.*\/stdlib\/pentominoes\.logel$/);
      assert.deepEqual(lib.range, { start: { line: 1, character: 8 }, end: { line: 1, character: 19 } });
    });

    it('finds references and highlights them', async () => {
      const source = trio.replace('tileset trio', 'tileset <|trio|>').replace('form Corner uses trio', 'form Corner uses <|tr<|>io|>');
      const refs = await at<Location[]>(source, 'textDocument/references', { context: { includeDeclaration: true } });
      assert.deepEqual(refs.result, refs.ranges.map((range) => ({ uri: refs.uri, range })));
      const highlights = await at<DocumentHighlight[]>(source, 'textDocument/documentHighlight');
      assert.deepEqual(highlights.result, [{ range: highlights.ranges[0], kind: 3 }, { range: highlights.ranges[1], kind: 2 }]);
    });

    it('renames tiles, tile sets and forms, but not the library', async () => {
      const source = trio.replace('tile I3', 'tile <|I3|>').replace('tiles I3', 'tiles <|I<|>3|>');
      const { result, uri, ranges } = await at<WorkspaceEdit>(source, 'textDocument/rename', { newName: 'Line' });
      assert.deepEqual(result, { changes: { [uri]: ranges.map((range) => ({ range, newText: 'Line' })) } });
      const prepared = await at(trio.replace('form Corner', 'form Cor<|>ner'), 'textDocument/prepareRename');
      assert.deepEqual(prepared.result, { start: { line: 8, character: 5 }, end: { line: 8, character: 11 } });
      await assert.rejects(at('use pento<|>minoes\n', 'textDocument/prepareRename'), /tile set pentominoes is defined in the standard library and cannot be renamed here/);
      await assert.rejects(at(trio.replace('form Corner', 'form Cor<|>ner'), 'textDocument/rename', { newName: 'tiles' }), /'tiles' is not a valid name/);
    });
  });

  describe('structure', () => {
    it('lists the outline and folding ranges', async () => {
      const symbols = await at<{ name: string; kind: number; children?: { name: string }[] }[]>(trio, 'textDocument/documentSymbol');
      assert.deepEqual(symbols.result.map((s) => [s.name, s.kind, s.children?.map((c) => c.name)]), [['trio', 4, ['I3', 'L3']], ['Corner', 19, undefined]]);
      const folding = await at(trio, 'textDocument/foldingRange');
      assert.deepEqual(folding.result, [{ startLine: 2, endLine: 6 }, { startLine: 4, endLine: 5 }, { startLine: 8, endLine: 13 }]);
    });

    it('gives art cells their own token type, apart from keywords and names', async () => {
      const { result } = await at<{ data: number[] }>('tileset t on square {\n  tile L x2 { #.\n              ## }\n}\n', 'textDocument/semanticTokens/full');
      const tokens: [number, number, number, string][] = [];
      const types = ['keyword', 'type', 'namespace', 'class', 'function', 'number', 'string'];
      let line = 0, char = 0;
      for (let i = 0; i < result.data.length; i += 5) {
        const [dl, dc, len, type] = result.data.slice(i, i + 4);
        line += dl; char = dl ? dc : char + dc;
        tokens.push([line, char, len, types[type]]);
      }
      assert.deepEqual(tokens, [
        [0, 0, 7, 'keyword'], [0, 8, 1, 'namespace'], [0, 10, 2, 'keyword'], [0, 13, 6, 'type'],
        [1, 2, 4, 'keyword'], [1, 7, 1, 'class'], [1, 9, 2, 'number'], [1, 14, 1, 'string'],
        [2, 14, 1, 'string'], [2, 15, 1, 'string'],
      ]);
    });
  });

  describe('formatting', () => {
    it('indents blocks and moves art as a whole, never changing a cell', async () => {
      const source = 'tileset t on square {\n    tile L { #.  \n               ## }\n}\nform F uses t {\ntiles L\n      ##\n       #\n  }\n';
      const { result } = await at<TextEdit[]>(source, 'textDocument/formatting', { options: { tabSize: 2, insertSpaces: true } });
      assert.deepEqual(result, [
        { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 4 } }, newText: '  ' },
        { range: { start: { line: 1, character: 15 }, end: { line: 1, character: 17 } }, newText: '' },
        { range: { start: { line: 2, character: 0 }, end: { line: 2, character: 15 } }, newText: ' '.repeat(13) },
        { range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, newText: '  ' },
        { range: { start: { line: 6, character: 0 }, end: { line: 6, character: 6 } }, newText: '  ' },
        { range: { start: { line: 7, character: 0 }, end: { line: 7, character: 7 } }, newText: '   ' },
        { range: { start: { line: 8, character: 0 }, end: { line: 8, character: 2 } }, newText: '' },
      ]);
    });
  });

  describe('code lens and quick fixes', () => {
    it('puts a lens above each form that solves it', async () => {
      const { result, uri } = await at<CodeLens[]>(trio, 'textDocument/codeLens');
      assert.deepEqual(result.map((l) => l.range), [{ start: { line: 8, character: 0 }, end: { line: 8, character: 22 } }]);
      const resolved = await client.request<CodeLens>('codeLens/resolve', result[0]);
      assert.deepEqual(resolved.command, { title: '▶ Solve form · 2 positions after pruning', command: 'logel.solveForm', arguments: [uri, 'Corner'] });
    });

    it('while the file has errors, the lens offers no solve and no count from an older version: it opens Problems', async () => {
      const uri = client.open(trio);
      const [lens] = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
      assert.match((await client.request<CodeLens>('codeLens/resolve', lens)).command!.title, /^▶ Solve form · 2 positions/);
      client.change(uri, { start: { line: 9, character: 11 }, end: { line: 9, character: 13 } }, 'L4');
      const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
      assert.deepEqual(lenses.map((l) => [l.range.start.line, l.command]), [[8, { title: '⚠ Fix the errors to solve (Problems)', command: 'workbench.actions.view.problems' }]]);
    });

    /** The quick fixes for the first diagnostic the server publishes for the text. */
    async function fixes(text: string): Promise<{ title: string; edits: TextEdit[] }[]> {
      const uri = client.open(text);
      const { diagnostics } = await client.diagnosticsFor(uri);
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: diagnostics[0].range, context: { diagnostics: [diagnostics[0]] } });
      return actions.map((a) => ({ title: a.title, edits: a.edit!.changes![uri] }));
    }

    it("adds a missing 'use'", async () => {
      assert.deepEqual(await fixes('// a comment\nform F uses pentominoes {\n  #####\n}\n'), [
        { title: "Add 'use pentominoes'", edits: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, newText: 'use pentominoes\n\n' }] },
      ]);
    });

    it('replaces an unknown name by the closest existing one', async () => {
      assert.deepEqual(await fixes(trio.replace('tiles I3 L3', 'tiles I3 L4')), [
        { title: "Change to 'L3'", edits: [{ range: { start: { line: 9, character: 11 }, end: { line: 9, character: 13 } }, newText: 'L3' }] },
      ]);
      // Equally close names are all offered, none preferred.
      const three = trio.replace('tile L3 { ##', 'tile L2 { ##').replace('tile I3 { ### }', 'tile I3 { ### }\n  tile L4 { #### }').replace('tiles I3 L3', 'tiles I3 L5');
      const all = await fixes(three);
      assert.deepEqual(all.map((f) => f.title), ["Change to 'L4'", "Change to 'L2'"]);
      assert.deepEqual(await fixes('use pentomino\n'), [
        { title: "Change to 'pentominoes'", edits: [{ range: { start: { line: 0, character: 4 }, end: { line: 0, character: 13 } }, newText: 'pentominoes' }] },
      ]);
    });

    it('closes a block that is never closed', async () => {
      assert.deepEqual(await fixes('tileset t on square {\n  tile I { ## }'), [
        { title: "Add '}' at the end of the file", edits: [{ range: { start: { line: 1, character: 15 }, end: { line: 1, character: 15 } }, newText: '\n}\n' }] },
      ]);
    });
  });
});

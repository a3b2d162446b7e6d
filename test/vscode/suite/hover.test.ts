import * as assert from 'assert';
import * as vscode from 'vscode';
import { openLogel, waitFor } from './helpers';

describe('hover', () => {
  it('shows a tile\'s shapes as block art', async () => {
    const { document } = await openLogel('fixtures', 'broken.logel');
    const at = new vscode.Position(2, 7); // the I of `tile I { #### }`
    assert.strictEqual(document.getText(new vscode.Range(at, at.translate(0, 1))), 'I');
    const hovers = await waitFor('a hover from the language server', async () => {
      const h = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, at);
      return h && h.length > 0 ? h : undefined;
    });
    const text = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
    assert.strictEqual(text, [
      '**tile I** · tile set Bars · 4 atoms · 2 distinct shapes',
      '',
      '```text',
      '1     2',
      '████  █',
      '      █',
      '      █',
      '      █',
      '```',
    ].join('\n'));
    const range = hovers[0].range!;
    assert.deepStrictEqual([range.start.line, range.start.character, range.end.line, range.end.character], [2, 7, 2, 8]);
  });
});

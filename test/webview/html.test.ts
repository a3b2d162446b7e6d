import * as assert from 'assert';
import { panelHtml } from '../../webview/html';

describe('solution panel page', () => {
  const html = panelHtml({ cspSource: 'vscode-resource:', nonce: 'abc123', scriptUri: 'vscode-resource:/dist/webview.js', styleUri: 'vscode-resource:/dist/webview.css', title: 'Solve <F>' });

  it('allows only its own script (by nonce), its stylesheet and data: images', () => {
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1].replace(/&#39;/g, "'");
    assert.strictEqual(csp, "default-src 'none'; img-src vscode-resource: data: blob:; style-src vscode-resource: 'nonce-abc123'; font-src vscode-resource:; script-src 'nonce-abc123'");
  });

  it('loads the bundle and the stylesheet, and escapes the title', () => {
    assert.ok(html.includes('<script nonce="abc123" src="vscode-resource:/dist/webview.js"></script>'));
    assert.ok(html.includes('<link rel="stylesheet" nonce="abc123" href="vscode-resource:/dist/webview.css">'));
    assert.ok(html.includes('<title>Solve &lt;F&gt;</title>'));
  });
});

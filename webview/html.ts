// The solution panel's HTML page, written by the extension host (no DOM here, so the host can import
// it). The strict CSP allows only our own script (by nonce) and stylesheet; tableau pictures for PNG
// export are drawn from data: URLs.

export interface PanelPage {
  /** `webview.cspSource` of the panel. */
  cspSource: string;
  /** A fresh random string per page load. */
  nonce: string;
  /** `asWebviewUri` of dist/webview.js and dist/webview.css. */
  scriptUri: string;
  styleUri: string;
  /** Shown until the first message arrives. */
  title?: string;
}

export function panelHtml({ cspSource, nonce, scriptUri, styleUri, title = 'Logel solutions' }: PanelPage): string {
  const csp = [
    "default-src 'none'",
    `img-src ${cspSource} data: blob:`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" nonce="${escapeAttribute(nonce)}" href="${escapeAttribute(styleUri)}">
<title>${escapeAttribute(title)}</title>
</head>
<body>
<div id="app"></div>
<script nonce="${escapeAttribute(nonce)}" src="${escapeAttribute(scriptUri)}"></script>
</body>
</html>
`;
}

function escapeAttribute(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

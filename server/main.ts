// The Logel language server: wires the connection to one handler file per feature. The same file runs
// as the position-counting worker thread (see positionCounts.ts), so the bundle stays one file.
import { isMainThread } from 'node:worker_threads';
import { createConnection, ProposedFeatures, TextDocuments, TextDocumentSyncKind } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { registerCodeActions } from './codeActions';
import { registerCodeLens } from './codeLens';
import { registerCompletion } from './completion';
import { registerConvertArt } from './convertArt';
import { CONVERT_ART_COMMAND, ServerRequest, ServerRequests } from '../core/protocol';
import { runPositionCountWorker } from './positionCountWorker';
import { registerDiagnostics } from './diagnostics';
import { registerRunDecided } from './runDecided';
import { registerFolding } from './folding';
import { registerFormatting } from './formatting';
import { registerHover } from './hover';
import { checkedTransport } from './incoming';
import { registerNavigation } from './navigation';
import { legend, registerSemanticTokens } from './semanticTokens';
import { registerSymbols } from './symbols';
import { Workspace } from './workspace';

function startServer(): void {
  const log = { write: (m: string): void => void process.stderr.write(`${m}\n`) };
  const { reader, writer } = checkedTransport(log);
  const connection = createConnection(ProposedFeatures.all, reader, writer);
  log.write = (m) => connection.console.error(m);
  const documents = new TextDocuments(TextDocument);
  const ws = new Workspace(connection, documents);

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      completionProvider: { triggerCharacters: [' ', ','] },
      definitionProvider: true,
      referencesProvider: true,
      documentHighlightProvider: true,
      renameProvider: { prepareProvider: true },
      documentSymbolProvider: true,
      foldingRangeProvider: true,
      semanticTokensProvider: { legend, full: true },
      documentFormattingProvider: true,
      codeLensProvider: { resolveProvider: true },
      codeActionProvider: { codeActionKinds: ['quickfix', 'refactor.rewrite'] },
      executeCommandProvider: { commands: [CONVERT_ART_COMMAND] },
    },
    serverInfo: { name: 'logel' },
  }));
  connection.onShutdown(() => ws.positionCounts.dispose());
  const answer = <R extends ServerRequest>(name: R, handler: (params: ServerRequests[R]['params']) => ServerRequests[R]['result']) => connection.onRequest(name, handler);
  answer('logel/cacheSizes', () => ws.cacheSizes());
  answer('logel/slicedParseCounts', () => ws.slicedParseCounts);

  registerRunDecided(ws, registerDiagnostics(ws));
  registerHover(ws);
  registerCompletion(ws);
  registerNavigation(ws);
  registerSymbols(ws);
  registerFolding(ws);
  registerSemanticTokens(ws);
  registerFormatting(ws);
  registerCodeLens(ws);
  registerCodeActions(ws);
  registerConvertArt(ws);

  documents.listen(connection);
  connection.listen();
}

if (isMainThread) startServer();
else void runPositionCountWorker();

// Starts the Logel language server (dist/server.js) in a Node process over IPC.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

export async function startLanguageClient(context: vscode.ExtensionContext): Promise<LanguageClient> {
  const module = vscode.Uri.joinPath(context.extensionUri, 'dist', 'server.js').fsPath;
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'logel' }],
    outputChannelName: 'Logel Language Server',
  };
  const client = new LanguageClient('logel', 'Logel Language Server', serverOptions, clientOptions);
  await client.start();
  return client;
}

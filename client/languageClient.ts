// Starts the Logel language server (dist/server.js) in a Node process over IPC; its log goes to
// the "Logel" output channel.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

export async function startLanguageClient(context: vscode.ExtensionContext, output: vscode.OutputChannel): Promise<LanguageClient> {
  const module = vscode.Uri.joinPath(context.extensionUri, 'dist', 'server.js').fsPath;
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'logel' }],
    outputChannel: output,
  };
  const client = new LanguageClient('logel', 'Logel Language Server', serverOptions, clientOptions);
  output.appendLine(`Logel ${context.extension.packageJSON.version}: starting the language server (${module})`);
  await client.start();
  output.appendLine('Logel: the language server is running.');
  return client;
}

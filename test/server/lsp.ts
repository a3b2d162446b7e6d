// Drives the real language server over LSP: spawns `node out/server/main.js --stdio` (the tsc build of
// server/main.ts, which `npx tsc -p test` makes just before mocha) and talks JSON-RPC to it.
// Test texts mark a cursor with <|> and a range with <|…|>, as in Langium's test helpers.
import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { createMessageConnection, MessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { Position, PublishDiagnosticsParams, Range } from 'vscode-languageserver-protocol';
import type { ServerRequest, ServerRequests } from '../../core/protocol';

export interface Marked { text: string; cursors: Position[]; ranges: Range[] }

/** Removes the markers and returns where they were: `<|>` a cursor, `<|` ... `|>` a range. */
export function mark(source: string): Marked {
  const cursors: Position[] = [];
  const ranges: Range[] = [];
  const open: Position[] = [];
  let text = '';
  let line = 0, character = 0;
  for (let i = 0; i < source.length;) {
    if (source.startsWith('<|>', i)) { cursors.push({ line, character }); i += 3; continue; }
    if (source.startsWith('<|', i)) { open.push({ line, character }); i += 2; continue; }
    if (source.startsWith('|>', i)) { ranges.push({ start: open.pop()!, end: { line, character } }); i += 2; continue; }
    const c = source[i++];
    text += c;
    if (c === '\n') { line++; character = 0; } else character++;
  }
  return { text, cursors, ranges };
}

export class LspClient {
  readonly diagnostics: PublishDiagnosticsParams[] = [];
  /** What the server logged (window/logMessage). */
  readonly logs: string[] = [];
  private readonly waiters: (() => void)[] = [];
  private versions = new Map<string, number>();
  private nextFile = 1;

  capabilities: Record<string, unknown> = {};
  /** How the server process ended ('' while it runs): a code or a signal. */
  exit = '';

  private constructor(private readonly proc: ChildProcess, readonly rpc: MessageConnection) {
    rpc.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.diagnostics.push(p);
      this.waiters.splice(0).forEach((w) => w());
    });
    rpc.onNotification('window/logMessage', (p: { message: string }) => { this.logs.push(p.message); });
    proc.on('exit', (code, signal) => { this.exit = String(signal ?? code); });
  }

  get pid(): number { return this.proc.pid!; }

  /** `nodeArgs` go to node before the server's file (e.g. a heap limit). */
  static async start(nodeArgs: string[] = []): Promise<LspClient> {
    const server = path.join(__dirname, '..', '..', 'server', 'main.js');
    const proc = spawn(process.execPath, [...nodeArgs, server, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout!), new StreamMessageWriter(proc.stdin!));
    rpc.listen();
    const client = new LspClient(proc, rpc);
    const init = await rpc.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} }) as { capabilities: Record<string, unknown> };
    client.capabilities = init.capabilities;
    await rpc.sendNotification('initialized', {});
    return client;
  }

  async stop(): Promise<void> {
    await this.rpc.sendRequest('shutdown');
    await this.rpc.sendNotification('exit');
    this.rpc.dispose();
    this.proc.kill();
  }

  /** Opens a new document with this text and returns its URI. */
  open(text: string): string {
    const uri = `file:///test/doc${this.nextFile++}.logel`;
    this.versions.set(uri, 1);
    void this.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'logel', version: 1, text } });
    return uri;
  }

  /** Replaces `range` by `text` (an incremental change); returns the new version. */
  change(uri: string, range: Range, text: string): number {
    const version = this.versions.get(uri)! + 1;
    this.versions.set(uri, version);
    void this.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    return version;
  }

  close(uri: string): void {
    void this.rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** The first publication for this URI (after `after` earlier ones) that satisfies `test`. */
  async diagnosticsFor(uri: string, test: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 10000): Promise<PublishDiagnosticsParams> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.diagnostics.find((p) => p.uri === uri && test(p));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching diagnostics for ${uri}: got ${JSON.stringify(this.diagnostics.filter((p) => p.uri === uri))}`);
      await new Promise<void>((resolve) => { this.waiters.push(resolve); setTimeout(resolve, 50); });
    }
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.rpc.sendRequest(method, params) as Promise<R>;
  }

  /** One of the server's own requests (core/protocol.ts). */
  ask<R extends ServerRequest>(name: R, params: ServerRequests[R]['params']): Promise<ServerRequests[R]['result']> {
    return this.request(name, params);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every JSON-RPC message is checked before the connection sees it: a request whose params lack what
// its handler reads is answered -32602 (InvalidParams) here, a malformed notification (a didOpen without
// text) is dropped, and both are logged. A framing error (a wrong Content-Length, random bytes) is
// different: vscode-jsonrpc reports it to no one and stops understanding the stream, so the server would
// stay up but deaf. It logs the error and exits instead, and the client (VS Code's LanguageClient)
// restarts it on a clean connection.
import {
  DataCallback, ErrorCodes, Event, IPCMessageReader, IPCMessageWriter, Message, MessageReader, MessageWriter,
  NotificationMessage, PartialMessageInfo, RequestMessage, StreamMessageReader, StreamMessageWriter,
} from 'vscode-languageserver/node';

/** Checks the value at `path`; returns what is wrong with it, or undefined. */
type Check = (value: unknown, path: string) => string | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole: Check = (v, path) => (Number.isSafeInteger(v) && (v as number) >= 0 ? undefined : `${path} must be a whole number from 0`);
const string: Check = (v, path) => (typeof v === 'string' ? undefined : `${path} must be a string`);
const boolean: Check = (v, path) => (typeof v === 'boolean' ? undefined : `${path} must be true or false`);
const object = (fields: Record<string, Check>, optional: string[] = []): Check => (v, path) => {
  if (!isObject(v)) return `${path} must be an object with ${Object.keys(fields).join(', ')}`;
  for (const [name, check] of Object.entries(fields)) {
    if (v[name] === undefined && optional.includes(name)) continue;
    const wrong = check(v[name], `${path}.${name}`);
    if (wrong) return wrong;
  }
  return undefined;
};
const arrayOf = (item: Check): Check => (v, path) => {
  if (!Array.isArray(v)) return `${path} must be an array`;
  for (let i = 0; i < v.length; i++) {
    const wrong = item(v[i], `${path}[${i}]`);
    if (wrong) return wrong;
  }
  return undefined;
};

const position = object({ line: whole, character: whole });
const range = object({ start: position, end: position });
const document = object({ uri: string });
const atPosition = { textDocument: document, position };

/** What each method's handler reads from its params; methods not listed are passed on unchecked. */
const required: Record<string, Check> = {
  'textDocument/didOpen': object({ textDocument: object({ uri: string, languageId: string, version: whole, text: string }) }),
  'textDocument/didChange': object({
    textDocument: object({ uri: string, version: whole }),
    contentChanges: arrayOf(object({ range, text: string }, ['range'])),
  }),
  'textDocument/didClose': object({ textDocument: document }),
  'textDocument/hover': object(atPosition),
  'textDocument/completion': object(atPosition),
  'textDocument/definition': object(atPosition),
  'textDocument/documentHighlight': object(atPosition),
  'textDocument/prepareRename': object(atPosition),
  'textDocument/references': object({ ...atPosition, context: object({ includeDeclaration: boolean }) }),
  'textDocument/rename': object({ ...atPosition, newName: string }),
  'textDocument/documentSymbol': object({ textDocument: document }),
  'textDocument/foldingRange': object({ textDocument: document }),
  'textDocument/semanticTokens/full': object({ textDocument: document }),
  'textDocument/formatting': object({ textDocument: document }),
  'textDocument/codeLens': object({ textDocument: document }),
  'codeLens/resolve': object({ range, data: object({ uri: string, version: whole, name: string }) }),
  'textDocument/codeAction': object({ textDocument: document, range, context: object({ diagnostics: arrayOf(object({ range, message: string })) }) }),
};

/** What is wrong with a message's params, or undefined when its handler can read them. */
export function invalidParams(method: string, params: unknown): string | undefined {
  return required[method]?.(params, 'params');
}

/**
 * A message begun but not finished after this long: its Content-Length promised more than the client
 * sent (a local client writes a whole message at once), and every later message would be read as its body.
 */
export const partialMessageTimeoutMs = 60_000;

/** Passes on the messages of `inner` that the handlers can read; answers or drops the others. */
class CheckedReader implements MessageReader {
  constructor(private readonly inner: MessageReader, private readonly writer: MessageWriter, private readonly log: (m: string) => void,
    lost: (why: string) => void) {
    inner.onError((e) => lost(`unreadable message from the client (${e.message})`));
    inner.onPartialMessage((p) => lost(`a message from the client unfinished after ${p.waitingTime / 1000} s (a wrong Content-Length?)`));
  }

  get onError(): Event<Error> { return this.inner.onError; }
  get onClose(): Event<void> { return this.inner.onClose; }
  get onPartialMessage(): Event<PartialMessageInfo> { return this.inner.onPartialMessage; }

  listen(callback: DataCallback) {
    return this.inner.listen((message: Message) => {
      const { method, params, id } = message as Partial<RequestMessage & NotificationMessage>;
      const wrong = typeof method === 'string' ? invalidParams(method, params) : undefined;
      if (!wrong) { callback(message); return; }
      if (id === undefined) { this.log(`ignored ${method}: ${wrong}`); return; }
      this.log(`refused ${method}: ${wrong}`);
      void this.writer.write({ jsonrpc: '2.0', id, error: { code: ErrorCodes.InvalidParams, message: `${method}: ${wrong}` } } as Message);
    });
  }

  dispose(): void { this.inner.dispose(); }
}

/**
 * The reader and writer of the transport the client chose (VS Code: --node-ipc; tests: --stdio), the
 * reader checked. `log` may be set once the connection exists. When the framing is lost the server
 * logs why, over the writer (which still works) and on stderr, and exits with code 1.
 */
export function checkedTransport(log: { write(m: string): void }): { reader: MessageReader; writer: MessageWriter } {
  const ipc = process.argv.includes('--node-ipc');
  const writer = ipc ? new IPCMessageWriter(process) : new StreamMessageWriter(process.stdout);
  const inner = ipc ? new IPCMessageReader(process) : new StreamMessageReader(process.stdin);
  if (inner instanceof StreamMessageReader) inner.partialMessageTimeout = partialMessageTimeoutMs;
  let exiting = false;
  const lost = (why: string) => {
    if (exiting) return;
    exiting = true;
    const message = `${why}: the connection cannot be trusted any more, so the server exits and the client may restart it`;
    process.stderr.write(`${message}\n`);
    const params = { type: 1, message };  // MessageType.Error
    void writer.write({ jsonrpc: '2.0', method: 'window/logMessage', params } as Message).finally(() => process.exit(1));
  };
  return { reader: new CheckedReader(inner, writer, (m) => log.write(m), lost), writer };
}

// The command behind "Logel: Convert art to ASCII / to Unicode": the server knows each art's grid,
// so it computes the edits and asks the client to apply them. Returns how many rows changed.
import { convertArt } from '../core/editor/convertArt';
import { CONVERT_ART_COMMAND, ServerCommands } from '../core/protocol';
import { Workspace } from './workspace';

export function registerConvertArt(ws: Workspace): void {
  ws.connection.onExecuteCommand(async (params): Promise<ServerCommands[typeof CONVERT_ART_COMMAND]['result'] | undefined> => {
    if (params.command !== CONVERT_ART_COMMAND) return undefined;
    const [uri, to] = params.arguments ?? [];
    if (typeof uri === 'string') await ws.ready(uri);
    const doc = typeof uri === 'string' ? ws.document(uri) : undefined;
    if (!doc || (to !== 'ascii' && to !== 'unicode')) return 0;
    const edits = convertArt(ws.analysis(doc).model, to);
    if (edits.length === 0) return 0;
    const applied = await ws.connection.workspace.applyEdit({ label: `Convert art to ${to === 'ascii' ? 'ASCII' : 'Unicode'}`, edit: { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] } });
    return applied.applied ? edits.length : 0;
  });
}

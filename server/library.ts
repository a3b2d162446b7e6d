// Where the standard library's files are on disk, so go-to-definition can open stdlib/NAME.logel.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Location } from 'vscode-languageserver/node';
import { Range } from '../core/language/text';

/** The extension's stdlib folder: beside dist/ (the bundle) or two levels up (tsc output in out/server/). */
function stdlibFolder(): string | undefined {
  const here = path.dirname(path.resolve(process.argv[1] ?? '.'));
  return [path.join(here, '..', 'stdlib'), path.join(here, '..', '..', 'stdlib')].find((d) => fs.existsSync(d));
}

let folder: string | undefined | null = null;

export function libraryLocation(file: string, range: Range): Location | undefined {
  if (folder === null) folder = stdlibFolder();
  if (folder === undefined) return undefined;
  return { uri: pathToFileURL(path.join(folder, `${file}.logel`)).href, range };
}

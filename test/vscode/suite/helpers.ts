// Shared steps of the extension tests: files of the test workspace, the extension's API, waiting.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import type { LogelApi } from '../../../client/extension';

export const EXTENSION_ID = 'logel.logel';

/** A file of the test workspace (a copy of test/vscode/fixtures and examples/ made by the driver). */
export function workspaceFile(...parts: string[]): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the tests need a workspace folder');
  return vscode.Uri.joinPath(folder.uri, ...parts);
}

export async function openLogel(...parts: string[]): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(...parts));
  return vscode.window.showTextDocument(document);
}

export async function logelApi(): Promise<LogelApi> {
  const extension = vscode.extensions.getExtension<LogelApi>(EXTENSION_ID);
  assert.ok(extension, `extension ${EXTENSION_ID} is not loaded`);
  return extension.activate();
}

/** Polls `probe` until it returns something other than undefined, or fails after `ms`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Asks the driver (runCodeServer.mjs) to take a screenshot of the window now and waits until it
 * has. The host exits when run() settles, so screenshots are taken from inside the tests.
 * Without the driver (LOGEL_E2E_SIGNALS unset) there is nobody to ask and nothing happens.
 */
export async function screenshot(name: string): Promise<string | undefined> {
  const dir = process.env.LOGEL_E2E_SIGNALS;
  if (!dir) return undefined;
  const done = path.join(dir, `${name}.done`);
  console.log(`LOGEL_E2E screenshot ${name}`);
  return waitFor(`the driver's screenshot ${name}`, () => (fs.existsSync(done) ? fs.readFileSync(done, 'utf8') : undefined), 60000);
}

/**
 * How many elements of the workbench's page match `selector` (asked of the driver, which sees the
 * DOM the extension host cannot). Undefined without the driver.
 */
export async function countInWindow(name: string, selector: string): Promise<number | undefined> {
  const dir = process.env.LOGEL_E2E_SIGNALS;
  if (!dir) return undefined;
  const done = path.join(dir, `${name}.done`);
  console.log(`LOGEL_E2E count ${name} ${selector}`);
  return Number(await waitFor(`the driver's count ${name}`, () => (fs.existsSync(done) ? fs.readFileSync(done, 'utf8') : undefined), 20000));
}

/**
 * Asks the driver to act in the solution panel whose heading is `heading` (a webview: its DOM is out
 * of the extension host's reach): `click` a button by its text (`option:NAME` a gallery card), like a user, or read the `text` of
 * an element once it shows. Answers what the driver saw; undefined without the driver.
 */
export async function inPanel(name: string, heading: string, action: 'click' | 'text', target: string): Promise<string | undefined> {
  const dir = process.env.LOGEL_E2E_SIGNALS;
  if (!dir) return undefined;
  const done = path.join(dir, `${name}.done`);
  console.log(`LOGEL_E2E panel ${name} ${JSON.stringify({ heading, action, target })}`);
  return waitFor(`the driver's ${action} ${name}`, () => (fs.existsSync(done) ? fs.readFileSync(done, 'utf8') : undefined), 30000);
}

/**
 * Asks the driver to answer the quick input titled `title` (a quick pick, an input box, or VS Code's
 * simple file dialog) like a user, once it shows: type `text` and press Enter, after a screenshot
 * `shot` when given. Answers `typed into TITLE`; undefined without the driver.
 */
export async function intoQuickInput(name: string, title: string, text: string, shot?: string): Promise<string | undefined> {
  const dir = process.env.LOGEL_E2E_SIGNALS;
  if (!dir) return undefined;
  const done = path.join(dir, `${name}.done`);
  console.log(`LOGEL_E2E quickInput ${name} ${JSON.stringify({ title, text, shot })}`);
  return waitFor(`the driver's answer ${name}`, () => (fs.existsSync(done) ? fs.readFileSync(done, 'utf8') : undefined), 60000);
}

/** Runs `test` with no editor open and VS Code's simple file dialog, a quick input the driver can type a
 *  path into (VS Code for the Web has no other), and puts the setting back afterwards. */
export async function withSimpleDialog(test: () => Promise<void>): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const settings = vscode.workspace.getConfiguration('files');
  await settings.update('simpleDialog.enable', true, vscode.ConfigurationTarget.Global);
  try {
    await test();
  } finally {
    await settings.update('simpleDialog.enable', undefined, vscode.ConfigurationTarget.Global);
  }
}

// One run lifecycle for every kind: a tiling form, a nonogram and a Link-a-Pix, each solved by the real
// worker bundle (dist/worker.js) through a SolveSession, its events forwarded as the host does, drawn
// in real Chromium. Every kind gets the same head: status, Cancel and Solve again in the same states.
import * as assert from 'assert';
import { readFileSync } from 'fs';
import * as path from 'path';
import { panelSuite } from './bundle';
import { SolveSession } from '../../client/solveSession';
import { PanelMessage, panelEvent, RunTarget } from '../../core/protocol';

const root = path.join(__dirname, '../../..');
const workerPath = path.join(root, 'dist', 'worker.js');

const runs: { target: RunTarget; text: string; title: string }[] = [
  { target: { kind: 'form', name: 'Rectangle4x8', options: { mode: 'all', symmetry: true, keep: 100 } }, text: readFileSync(path.join(root, 'examples', 'quick.logel'), 'utf8'), title: 'Rectangle4x8' },
  { target: { kind: 'nonogram', name: 'Duck', options: {} }, text: 'nonogram Duck {\n rows { 2\n 1 1\n 3 }\n columns { 2\n 1 1\n 3 }\n}', title: 'Nonogram Duck' },
  { target: { kind: 'linkpix', name: 'Two', options: {} }, text: 'linkpix Two {\n  3 . 1\n  . . .\n  3 . 1\n}\n', title: 'Link-a-Pix Two' },
];

/** The messages the host sends the panel for one run of `target` on `text`, solved by the worker. */
async function hostMessages(target: RunTarget, text: string, run: number): Promise<PanelMessage[]> {
  const session = new SolveSession({ file: 'file:///t.logel', text, memoryMb: 1024, ...target }, workerPath);
  const messages: PanelMessage[] = [{ type: 'runStarted', run, file: 'file:///t.logel', ...target }];
  session.onEvent((e) => messages.push({ ...panelEvent(e), run }));
  session.start();
  assert.strictEqual(await session.settled, 'done');
  return messages;
}

describe('one run lifecycle for every kind (Chromium)', function () {
  this.timeout(120_000);
  const panel = panelSuite(root, { 'editor-background': '#1f1f1f', 'editor-foreground': '#cccccc' });

  /** The head in view: its title, status, and each button's state and look. */
  const head = async () => {
    const shown = panel.page.locator('header.head:visible');
    assert.strictEqual(await shown.count(), 1, 'one head in view');
    const button = async (name: string) => {
      const b = shown.locator(`button:text-is("${name}")`);
      return `${await b.isDisabled() ? 'disabled' : 'enabled'} ${await b.getAttribute('class')}`;
    };
    return {
      title: await shown.locator('h1').textContent(), status: await shown.locator('.status').textContent(),
      cancel: await button('Cancel'), again: await button('Solve again'),
    };
  };

  for (const [i, { target, text, title }] of runs.entries()) {
    it(`${target.kind}: solving, done, Solve again; cancelled; failed — the same head`, async () => {
      const run = 10 * (i + 1);
      const messages = await hostMessages(target, text, run);
      assert.deepStrictEqual([...new Set(messages.map((m) => m.type))], ['runStarted', 'runPuzzle', ...(messages.some((m) => m.type === 'runProgress') ? ['runProgress'] : []), 'runDone']);
      assert.ok(messages.every((m) => !('kind' in m) || m.kind === target.kind), 'every step carries the run\'s kind');

      await panel.send(messages.filter((m) => m.type !== 'runDone'));
      assert.deepStrictEqual(await head(), { title, status: 'Solving…', cancel: 'enabled primary', again: 'disabled secondary' });
      assert.strictEqual(await panel.page.locator('[role="progressbar"]:visible').count(), 1);

      await panel.send(messages.filter((m) => m.type === 'runDone'));
      assert.deepStrictEqual(await head(), { title, status: 'Done', cancel: 'disabled secondary', again: 'enabled primary' });
      assert.strictEqual(await panel.page.locator('[role="progressbar"]:visible').count(), 0);
      await panel.page.locator('header.head:visible button:text-is("Solve again")').click();
      assert.deepStrictEqual(await panel.page.evaluate(() => window.posted), [{ type: 'ready' }, { type: 'solveAgain' }]);

      await panel.send([{ ...messages[0], run: run + 1 }, { type: 'runCancelled', run: run + 1 }]);
      assert.deepStrictEqual(await head(), { title, status: 'Cancelled', cancel: 'disabled secondary', again: 'enabled primary' });

      await panel.send([{ ...messages[0], run: run + 2 }, { type: 'runFailed', run: run + 2, message: 'the file has errors' }]);
      assert.deepStrictEqual(await head(), { title, status: 'Failed', cancel: 'disabled secondary', again: 'enabled primary' });
      assert.strictEqual(await panel.page.locator('[role="alert"]:visible').textContent(), 'the file has errors');
    });
  }
});

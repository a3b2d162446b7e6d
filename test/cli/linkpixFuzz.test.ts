// A fixed slice of the Link-a-Pix surface of `npm run fuzz` (test/fuzz/linkpixFuzz.ts), in process.
import * as assert from 'assert';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { hostileLinkpix, runLinkpixInput } from '../fuzz/linkpixFuzz';

describe('fuzzing the Link-a-Pix readers and solver (a slice of npm run fuzz)', function () {
  this.timeout(300_000);

  it('makes every kind of input: the three formats, untouched and attacked', () => {
    const inputs = Array.from({ length: 300 }, (_, i) => hostileLinkpix(15, i));
    const ends = new Set(inputs.map((x) => x.name.replace(/^.*\./, '')));
    assert.deepStrictEqual([...ends].sort(), ['clues', 'inf421', 'xml']);
    assert.ok(inputs.some((x) => x.untouched) && inputs.some((x) => !x.untouched));
    assert.ok(inputs.some((x) => x.text.includes('<!ENTITY')) && inputs.some((x) => x.text.includes('<a><a><a>')) && inputs.some((x) => x.text.includes('4294967297')));
  });

  it('300 hostile Link-a-Pix files to check, solve and import: no crash, no internal error, no wrong answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logel-fuzz-linkpix-slice-'));
    const failures = [];
    for (let i = 0; i < 300; i++) {
      const r = await runLinkpixInput(15, i, dir);
      if (r.verdict !== 'ok') failures.push(r);
    }
    assert.deepStrictEqual(failures, []);
  });
});

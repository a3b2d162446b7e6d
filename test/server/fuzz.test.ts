// A fixed slice of `npm run fuzz` (test/fuzz): 300 hostile edits with requests against the real server.
import * as assert from 'node:assert/strict';
import { runLspFuzz } from '../fuzz/lspFuzz';

describe('fuzzing the language server (a slice of npm run fuzz)', function () {
  this.timeout(600_000);

  it('300 hostile edits, each with a request, and malformed messages: no internal error, no silence, still running', async () => {
    const summary = await runLspFuzz(15, 300, 120_000);
    assert.deepEqual(summary.failures, []);
    assert.ok(summary.requests >= 300);
  });
});

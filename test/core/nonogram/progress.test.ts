// The words of a nonogram solve's progress, shared by the Solve notification, the panel and the CLI.
import * as assert from 'assert';
import { nonogramProgressText } from '../../../core/nonogram/progress';

describe('nonogram progress text', () => {
  const at = { knownCells: 2231, cells: 7600, searchNodes: 0, sat: false, ms: 400, known: '' };

  it('names the stage and the share of the cells known, and the seconds from the first on', () => {
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'line' }), 'line logic: 29 % of the cells known');
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'probing', ms: 999 }), 'probing: 29 % of the cells known');
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'search', searchNodes: 1234, ms: 1000 }), 'search, 1,234 nodes: 29 % of the cells known, 1 s');
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'search', searchNodes: 100, sat: true, ms: 42_950 }), 'SAT search after 100 nodes: 29 % of the cells known, 42 s');
  });

  it('puts the given space between a number and its unit, and counts no cells as none known', () => {
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'search', searchNodes: 100, sat: true, ms: 3000 }, '\u00a0'),
      'SAT search after 100\u00a0nodes: 29\u00a0% of the cells known, 3\u00a0s');
    assert.strictEqual(nonogramProgressText({ ...at, stage: 'line', knownCells: 0, cells: 0 }), 'line logic: 0 % of the cells known');
  });
});

// Every colour a nonogram may have reaches the panel and its .non export: the worker's picture strings
// read back as the solver's colours (colour 15 was sent as '?', the sign of an unknown cell).
import * as assert from 'assert';
import { solveNonogramRequest } from '../../client/nonogramWorker';
import { formatNon, parseNon } from '../../core/nonogram/formats';
import { pictureCells } from '../../core/nonogram/pictureString';
import type { SolveEvent } from '../../core/protocol';

const letters = 'abcdefghijklmnopqrstuvwxyzABCD';

describe('nonogram colours through the panel messages', () => {
  for (const n of [15, 16, 30]) {
    it(`${n} colours: the solution and the goal round-trip, and the .non export keeps the picture`, async () => {
      const used = letters.slice(0, n).split('');
      const text = ['nonogram R {', '  palette {', ...used.map((l, i) => `    ${l} = #${(0x10101 * (i + 1)).toString(16).padStart(6, '0')}`), '  }',
        '  rows {', `    ${used.map((l) => `1${l}`).join(' ')}`, '  }', '  columns {', ...used.map((l) => `    1${l}`), '  }',
        '  goal {', `    ${used.join('')}`, '  }', '}'].join('\n');
      const events: SolveEvent[] = [];
      await solveNonogramRequest({ kind: 'nonogram', text, name: 'R', options: {}, cancel: new SharedArrayBuffer(4), memoryMb: 1024 }, (e) => events.push(e));
      const puzzle = events.find((e) => e.type === 'runPuzzle')!;
      const done = events.find((e) => e.type === 'runDone');
      const result = done?.kind === 'nonogram' ? done.result : undefined;
      assert.ok(puzzle.type === 'runPuzzle' && puzzle.kind === 'nonogram' && result, JSON.stringify(events.map((e) => e.type)));
      const colours = Array.from({ length: n }, (_, i) => i + 1);
      assert.deepStrictEqual(Array.from(pictureCells(puzzle.puzzle.goal!)), colours);
      assert.deepStrictEqual(result.solutions.map((s) => Array.from(pictureCells(s))), [colours]);
      const exported = parseNon(formatNon({ ...puzzle.puzzle, goal: Uint8Array.from(pictureCells(result.solutions[0])) }));
      assert.deepStrictEqual(Array.from(exported.goal!), colours);
      assert.deepStrictEqual(exported.colours.map((c) => c.rgb), puzzle.puzzle.colours.map((c) => c.rgb));
    });
  }
});

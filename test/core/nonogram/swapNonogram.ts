// A 3×3 nonogram whose clues alone have two solutions (a 2×2 swap in the top-left corner), drawn
// with its goal; line numbers in the comments, for the tests' ranges.
export function swapNonogram(goal = ['#..', '.#.', '...'], hints?: string[]): string {
  return [
    'nonogram Swap {',        // 0
    '  rows { 1',             // 1
    '    1',                  // 2
    '    0 }',                // 3
    '  columns { 1',          // 4
    '    1',                  // 5
    '    0 }',                // 6
    '  goal {',               // 7
    ...goal.map((r) => `    ${r}`),  // 8-10
    '  }',                    // 11
    ...(hints ? ['  hints {', ...hints.map((r) => `    ${r}`), '  }'] : []), // 12-
    '}',
  ].join('\n');
}

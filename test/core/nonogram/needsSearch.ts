// A unique nonogram that line logic and probing cannot finish: a staircase of 3-and-1 "dominoes"
// (the pattern of webpbn's Domino Logic puzzles, 11×11 here), where no probe of one cell leads to a
// contradiction, under a blank row and a full row that line logic decides (22 of 143 cells, 15 %).
// The server, core and panel tests share it.
export const needsSearchBlock = [
  'nonogram Dominoes {',
  '  rows {',
  ...['3', '1', '3 1', '1', '3 1', '1', '3 1', '1', '3 1', '1', '1', '0', '11'].map((c) => `    ${c}`),
  '  }',
  '  columns {',
  ...['1 1', '1 1', '1 3 1', '1 1', '1 3 1', '1 1', '1 3 1', '1 1', '1 3 1', '1 1', '3 1'].map((c) => `    ${c}`),
  '  }',
  '}',
  '',
].join('\n');

/** Its one solution, row by row. */
export const needsSearchSolution = [
  '........###', '..........#', '......###.#', '........#..', '....###.#..', '......#....',
  '..###.#....', '....#......', '###.#......', '..#........', '..#........', '...........', '###########',
];

// The solve worker's nonogram side: builds the model, finds the nonogram, and solves it to a second
// solution with the deductions recorded, posting the puzzle, throttled progress, then the result.
// Cancelled through the same shared flag as tiling solves (the solver polls it). The SAT search
// is CaDiCaL's (threads/cadical.ts), loaded before the solve.
import { nonogramsOf } from '../core/nonogram/build';
import { buildModel } from '../core/read';
import { standardLibrary } from '../core/language/library';
import { SolveEvent, SolveRequestOf } from '../core/protocol';
import { runStop } from './runStop';
import { pictureString } from '../core/nonogram/pictureString';
import { solveNonogramWithCadical } from '../threads/cadical';
import { proposeRepairs } from '../core/nonogram/proposals';

/** How long the proposals for a nonogram with two solutions may take. */
const proposalMs = 10_000;

/** Above this many cells the replay is not recorded: it would be larger than the panel can use. */
const maxRecordedCells = 250_000;

export async function solveNonogramRequest(request: SolveRequestOf<'nonogram'>, post: (e: SolveEvent) => void): Promise<void> {
  const model = buildModel(request.text, standardLibrary);
  const nonogram = nonogramsOf(model).find((n) => n.name === request.name);
  if (!nonogram) {
    post({ type: 'runFailed', message: `there is no nonogram '${request.name}' in this file` });
    return;
  }
  if (!nonogram.solvable) {
    const first = model.diagnostics.find((d) => d.severity === 'error' && d.range.start.line >= nonogram.block.range.start.line && d.range.end.line <= nonogram.block.range.end.line);
    post({ type: 'runFailed', message: `nonogram ${nonogram.name} has errors${first ? `; first, line ${first.range.start.line + 1}: ${first.message}` : ''}` });
    return;
  }
  const { puzzle } = nonogram;
  post({ type: 'runPuzzle', kind: 'nonogram', puzzle: {
    name: puzzle.name, width: puzzle.width, height: puzzle.height, colours: puzzle.colours, rows: puzzle.rows, columns: puzzle.columns,
    ...(puzzle.goal ? { goal: pictureString(puzzle.goal) } : {}),
    ...(puzzle.hints ? { given: pictureString(puzzle.hints) } : {}),
  } });
  const cancelled = runStop(request.cancel, request.memoryMb);
  const result = await solveNonogramWithCadical(puzzle, {
    limit: 2,
    recordSteps: puzzle.width * puzzle.height <= maxRecordedCells,
    shouldStop: cancelled,
    onProgress: (progress) => post({ type: 'runProgress', kind: 'nonogram', progress }),
  });
  // Two solutions: what would make the goal unique, shown beside them (bounded: the run is done otherwise).
  const started = Date.now();
  const proposals = result.solutions.length > 1 ? proposeRepairs(nonogram, { shouldStop: () => cancelled() || Date.now() - started > proposalMs }) : [];
  post({ type: 'runDone', kind: 'nonogram', result: {
    solutions: result.solutions.map(pictureString),
    complete: result.complete,
    cancelled: !result.complete && cancelled(),
    ...(result.contradiction ? { contradiction: result.contradiction } : {}),
    rating: result.rating,
    lineKnownPercent: result.lineKnownPercent,
    probeKnownPercent: result.probeKnownPercent,
    known: pictureString(result.known),
    steps: result.steps,
    stats: result.stats,
    ...(proposals.length ? { proposals } : {}),
  } });
}

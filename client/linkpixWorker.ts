// The solve worker's Link-a-Pix side: reads the text, finds the `linkpix` block, and solves it to a
// second solution (uniqueness decided), posting the puzzle, throttled progress, then the result with
// the pipeline numbers. Cancelled through the same shared flag as the other solves (the solver polls it).
import { linkpixBlocksOf } from '../core/linkpix/language';
import { parse } from '../core/read';
import { containsPosition } from '../core/language/text';
import { LinkpixPuzzleMessage, SolveEvent, SolveRequestOf } from '../core/protocol';
import { runStop } from './runStop';
import { colourOf } from '../core/linkpix/block';
import { LinkpixPuzzle } from '../core/linkpix/puzzle';
import { LINKPIX_MEMORY_BYTES, solveLinkpix } from '../core/linkpix/solve';

const PROGRESS_MS = 100;

/** The puzzle for the panel; a colour puzzle's palette names every colour its clues use. */
export function linkpixPuzzleMessage(puzzle: LinkpixPuzzle): LinkpixPuzzleMessage {
  const palette: Record<number, string> = {};
  if (puzzle.coloured) for (let c = 0; c < puzzle.clues.length; c++) if (puzzle.clues[c] > 0) palette[puzzle.colours[c]] = colourOf(puzzle, puzzle.colours[c]);
  return {
    name: puzzle.name, width: puzzle.width, height: puzzle.height,
    clues: Array.from(puzzle.clues), colours: Array.from(puzzle.colours), palette, coloured: puzzle.coloured,
  };
}

export function solveLinkpixRequest(request: SolveRequestOf<'linkpix'>, post: (e: SolveEvent) => void): void {
  const parsed = parse(request.text);
  const block = linkpixBlocksOf(parsed.tree).find((b) => b.name.text === request.name);
  if (!block) {
    post({ type: 'runFailed', message: `there is no linkpix block '${request.name}' in this file` });
    return;
  }
  const first = parsed.diagnostics.find((d) => d.severity === 'error' && containsPosition(block.range, d.range.start));
  if (first || !block.puzzle) {
    post({ type: 'runFailed', message: `linkpix ${request.name} has errors${first ? `; first, line ${first.range.start.line + 1}: ${first.message}` : ''}` });
    return;
  }
  const puzzle = block.puzzle;
  post({ type: 'runPuzzle', kind: 'linkpix', puzzle: linkpixPuzzleMessage(puzzle) });
  const cancelled = runStop(request.cancel, request.memoryMb);
  let lastProgress = 0;
  const r = solveLinkpix(puzzle, {
    limit: 2,
    memoryBytes: LINKPIX_MEMORY_BYTES,
    shouldStop: cancelled,
    onProgress(progress) {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_MS) return;
      lastProgress = now;
      post({ type: 'runProgress', kind: 'linkpix', progress });
    },
  });
  post({ type: 'runDone', kind: 'linkpix', result: {
    solutions: r.solutions.map((paths) => paths.map((p) => Array.from(p))),
    complete: r.complete,
    cancelled: r.cancelled,
    unique: r.unique,
    difficulty: r.difficulty,
    pipeline: r.pipeline,
    stats: { pathsMs: r.stats.pathsMs, exclusionsMs: r.stats.exclusionsMs, placements: r.stats.search.placements, ms: r.stats.ms },
    ...(r.problem ? { problem: r.problem } : {}),
  } });
}

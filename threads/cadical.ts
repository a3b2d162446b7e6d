// CaDiCaL (Armin Biere's SAT solver, compiled to WebAssembly by the npm package cadical-wasm) as
// the SAT solver of the nonogram search (core/nonogram/satSearch.ts; why it, in the README). Core
// is pure TypeScript and does not load it, and its loading is asynchronous anyway, while the
// search is synchronous. So a thread that solves nonograms awaits loadCadical() and passes the
// factory it gets to solveNonogram: once, where it solves many (the server's counting thread,
// bench, conformance), or only when a solve comes to the SAT search (solveNonogramWithCadical:
// the CLI and the solve worker, for one puzzle each).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Cadical, CadicalModule } from 'cadical-wasm';
import type { SatSolver, SatSolverFactory } from '../core/nonogram/satSearch';
import { solveNonogram, type NonogramResult, type NonogramSolveOptions } from '../core/nonogram/solve';
import type { NonogramPuzzle } from '../core/nonogram/puzzle';

/** Makes CaDiCaL solvers; `memoryBytes` is the WebAssembly memory of the module that new solvers
 *  use, `renewed` settles once a renewal under way (see newCadical) is done. */
export interface CadicalFactory extends SatSolverFactory {
  memoryBytes(): number;
  renewed(): Promise<void>;
}

let loading: Promise<CadicalFactory> | undefined;

/** Loads CaDiCaL once per thread (about 11 ms of CPU and 8 ms of time). `wasmFile` is where
 *  cadical.wasm is: by default beside the running bundle (the build copies it into dist/), else in
 *  the package. */
export function loadCadical(wasmFile?: string): Promise<CadicalFactory> {
  return loading ??= newCadical(wasmFile);
}

/** solveNonogram with CaDiCaL for the SAT search, loaded only if the solve comes to it: line
 *  logic, probing and a short depth-first search decide most puzzles (all but 7 of the 29 survey
 *  puzzles), and a `logel solve` of those then spends no time on CaDiCaL. */
export async function solveNonogramWithCadical(puzzle: NonogramPuzzle, options: Omit<NonogramSolveOptions, 'satSolver'> = {}, wasmFile?: string): Promise<NonogramResult> {
  const result = solveNonogram(puzzle, { ...options, satSolver: 'later' });
  return result.continueWithSat ? result.continueWithSat(await loadCadical(wasmFile)) : result;
}

// The bundles never need the package's files (createRequire: the bundler leaves it alone).
const packageFile = (file: string): string => join(dirname(createRequire(__filename).resolve('cadical-wasm/cadical.wasm')), file);

function defaultWasmFile(): string {
  const beside = join(__dirname, 'cadical.wasm');
  return existsSync(beside) ? beside : packageFile('cadical.wasm');
}

// The bundles carry the package (esbuild takes this import in). Compiled by tsc alone (out/, the
// tests), the import becomes require('cadical-wasm'), which the package refuses (it exports its
// ES module for `import` only); then its file is required by path, an ES module that Node >= 20.19 requires.
async function cadicalPackage(): Promise<typeof import('cadical-wasm')> {
  try {
    return await import('cadical-wasm');
  } catch {
    return createRequire(__filename)(packageFile('index.js')) as typeof import('cadical-wasm');
  }
}

// `reverse`: lower-numbered variables are decided first (CaDiCaL's default is the last first), as
// the SAT search numbers the cells (satSearch.ts). No inprocessing (CaDiCaL's rounds of probing,
// subsumption, vivification and elimination between searches): on the big encodings they cost
// more than they give (Faase's first solution 70,121 conflicts with them, 26,673 without;
// Gettys 16,758 and 5,006), and on small ones a search is over before they start. `stabilizeonly`:
// CaDiCaL's stable mode throughout (its configuration for satisfiable problems: scores decide, rare
// restarts), not alternating with its focused mode; the first solutions are most of the work, and
// the hints, which it follows as before, lead there. Conflicts of the whole solve: 9-Dom 2,250 →
// 1,640, Sierp 18,318 → 9,920, #18297 27,756 → 19,748; the random colour #13 82,117 → 5,231
// (docs/decisions.md).
const SOLVER_OPTIONS = { reverse: true, inprocessing: false, stabilizeonly: true };

const CADICAL_TIERING_BUDGET = 500_000_000, DEFAULT_TIERING_BUDGET = 1_800_000;

// CaDiCaL asks whether to stop every `terminateint` turns of its search loop, 10 by default: 76,032
// calls into JavaScript for #8098's 3,425 conflicts. Every 50th turn the calls are a fifth, the
// search is the same, and the longest wait for a stop stays as long: it is set by inprocessing
// (#22336's SAT stage: 225 ms of CPU, against 201 ms every 10th turn).
const TERMINATE_INTERVAL = 50;

/** A solve that leaves the module's memory above this renews the module (see newCadical). */
export const RENEW_ABOVE_BYTES = 64 << 20;

// WebAssembly memory only grows: after a hard puzzle (#22336: 100 MB) a long-lived thread (the
// server's counting thread) would keep it for good. So when a solver is disposed with the memory
// above `renewAboveBytes`, a fresh module is made from the compiled code (about a millisecond),
// and the old one is freed with its last solver.
export async function newCadical(wasmFile = defaultWasmFile(), renewAboveBytes = RENEW_ABOVE_BYTES): Promise<CadicalFactory> {
  const { Cadical, createModule } = await cadicalPackage();
  // V8 optimises a WebAssembly function once it has run through a budget of about 1.8 MB of its
  // code; CaDiCaL's hot functions reach that within milliseconds, and optimising them cost #8098
  // about 0.5 s of CPU, more than its whole search. A budget 300 times larger keeps a short search
  // in the baseline code, and a long one is optimised a second or so later. A module takes the
  // budget when it is compiled, so the rest of the thread's WebAssembly keeps the default.
  setFlagsFromString(`--wasm-tiering-budget=${CADICAL_TIERING_BUDGET}`);
  let compiled: WebAssembly.Module;
  try {
    compiled = await WebAssembly.compile(readFileSync(wasmFile));
  } finally {
    setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_TIERING_BUDGET}`);
  }
  // What CaDiCaL prints (only the statistics, which `conflicts` reads) is caught here, so that
  // nothing reaches the CLI's output.
  const printed: string[] = [];
  const instantiate = (): Promise<CadicalModule> => createModule({
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      done(new WebAssembly.Instance(compiled, imports));
      return {};
    },
    print: (line) => printed.push(line), printErr: (line) => printed.push(line),
  });
  let module = await instantiate();
  let renewing: Promise<void> | undefined;
  const disposed = (on: CadicalModule): void => {
    if (on !== module || renewing || memoryBytes(on) <= renewAboveBytes) return;
    renewing = instantiate().then((fresh) => { module = fresh; }, () => undefined).finally(() => { renewing = undefined; });
  };
  const factory = (): SatSolver => {
    const on = module;
    return new CadicalSolver(new Cadical(on, { ...SOLVER_OPTIONS, terminateint: TERMINATE_INTERVAL }), printed, () => disposed(on));
  };
  return Object.assign(factory, { memoryBytes: () => memoryBytes(module), renewed: () => renewing ?? Promise.resolve() });
}

const memoryBytes = (module: CadicalModule): number => module.HEAP32.buffer.byteLength;

class CadicalSolver implements SatSolver {
  private variables = 0;
  private shouldStop: () => boolean = () => false;

  constructor(private readonly solver: Cadical, private readonly printed: string[], private readonly onDispose: () => void) {
    // CaDiCaL calls this every TERMINATE_INTERVAL turns of its loop: well within the 100 ms a cancel may take.
    this.solver.setTerminate(() => this.shouldStop());
  }

  newVariables(count: number): number {
    const first = this.variables + 1;
    this.variables += count;
    return first;
  }

  addClause(literals: readonly number[]): void {
    this.solver.addClause(literals);
  }

  solve(shouldStop: () => boolean, conflictLimit?: number): boolean | null {
    this.shouldStop = shouldStop;
    try {
      // (the package would take a limit of Infinity for 0, and give up at once)
      const status = this.solver.solve(conflictLimit !== undefined && Number.isFinite(conflictLimit) ? { conflicts: conflictLimit } : undefined);
      return status === 'satisfiable' ? true : status === 'unsatisfiable' ? false : null;
    } finally {
      this.shouldStop = () => false;
    }
  }

  value(variable: number): boolean {
    return this.solver.value(variable);
  }

  phase(literal: number): void {
    this.solver.phase(literal);
  }

  unphase(literal: number): void {
    this.solver.unphase(literal);
  }

  // The package does not expose CaDiCaL's counters, only the statistics it prints (a line
  // "c conflicts:   63327   ...").
  conflicts(): number {
    this.printed.length = 0;
    this.solver.printStatistics();
    const line = this.printed.find((l) => /^c conflicts:/.test(l));
    this.printed.length = 0;
    return line ? Number(/\d+/.exec(line)![0]) : 0;
  }

  dispose(): void {
    this.solver.dispose();
    this.onDispose();
  }
}

// CaDiCaL (Armin Biere's SAT solver, compiled to WebAssembly by the npm package cadical-wasm) as
// the SAT solver of the nonogram search (core/nonogram/satSearch.ts; why it, in the README). Core
// is pure TypeScript and cannot load WebAssembly, whose instantiation is asynchronous anyway: so
// each thread that solves nonograms (the CLI, the solve worker, the server's counting thread,
// bench and conformance) awaits loadCadical() once and passes the factory it gets to
// solveNonogram, whose search stays synchronous.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Cadical } from 'cadical-wasm';
import type { SatSolver, SatSolverFactory } from '../core/nonogram/satSearch';

let loading: Promise<SatSolverFactory> | undefined;

/** Loads CaDiCaL once per thread (about 12 ms). `wasmFile` is where cadical.wasm is: by default
 *  beside the running bundle (the build copies it into dist/), else in the package. */
export function loadCadical(wasmFile?: string): Promise<SatSolverFactory> {
  return loading ??= load(wasmFile ?? defaultWasmFile());
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

async function load(wasmFile: string): Promise<SatSolverFactory> {
  const { Cadical, createModule } = await cadicalPackage();
  // What CaDiCaL prints (only the statistics, which `conflicts` reads) is caught here, so that
  // nothing reaches the CLI's output.
  const printed: string[] = [];
  // (the glue takes the file's place from locateFile; it ignores a `wasmBinary` given)
  const module = await createModule({ locateFile: () => wasmFile, print: (line) => printed.push(line), printErr: (line) => printed.push(line) });
  return () => new CadicalSolver(new Cadical(module), printed);
}

class CadicalSolver implements SatSolver {
  private variables = 0;
  private shouldStop: () => boolean = () => false;

  constructor(private readonly solver: Cadical, private readonly printed: string[]) {
    // CaDiCaL calls this every few conflicts or decisions: well within the 100 ms a cancel may take.
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

  solve(shouldStop: () => boolean): boolean | null {
    this.shouldStop = shouldStop;
    try {
      const status = this.solver.solve();
      return status === 'satisfiable' ? true : status === 'unsatisfiable' ? false : null;
    } finally {
      this.shouldStop = () => false;
    }
  }

  value(variable: number): boolean {
    return this.solver.value(variable);
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
  }
}

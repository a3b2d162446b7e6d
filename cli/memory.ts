// The CLI's memory bound: a solve stops, and says so, when the process (its threads and WebAssembly
// memories included) passes `--memory MB`, 1 GB by default, rather than exhausting the machine.
import type { CliIo } from './main';

import { DEFAULT_MEMORY_MB, MIN_MEMORY_MB } from '../core/protocol';

const MB = 1 << 20;
/** How often the resident size is read: a search asks far more often than that. */
const checkEveryMs = 50;

/** The bound in megabytes from `--memory MB` (the default without it), or the error line. */
export function memoryOption(value: string | true | undefined): number | string {
  if (value === undefined) return DEFAULT_MEMORY_MB;
  const mb = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  return mb >= MIN_MEMORY_MB ? mb : `logel: --memory needs a whole number of megabytes from ${MIN_MEMORY_MB}, not '${value === true ? '' : value}'`;
}

export class MemoryBound {
  reached = false;
  private nextCheck = 0;
  constructor(readonly mb: number) {}

  /** A search's shouldStop: true once the process's resident size has passed the bound. */
  readonly exceeded = (): boolean => {
    if (this.reached) return true;
    const now = Date.now();
    if (now < this.nextCheck) return false;
    this.nextCheck = now + checkEveryMs;
    this.reached = process.memoryUsage.rss() > this.mb * MB;
    return this.reached;
  };

  /** For a count on several threads: `cancel` is the flag every counting thread reads as its
   *  shouldStop (threads/shares.ts). The resident size is the whole process's, threads included, so
   *  the counting thread checks it for all: from its own search through `shouldStop`, and while it
   *  waits for the others through `watch` (which returns the function that ends the watch). */
  shared(): { cancel: SharedArrayBuffer; shouldStop: () => boolean; watch: () => () => void } {
    const cancel = new SharedArrayBuffer(4);
    const flag = new Int32Array(cancel);
    const shouldStop = () => {
      if (!this.exceeded()) return false;
      Atomics.store(flag, 0, 1);
      return true;
    };
    const watch = () => {
      const timer = setInterval(shouldStop, checkEveryMs);
      return () => clearInterval(timer);
    };
    return { cancel, shouldStop, watch };
  }

  /** The line that says why the solve stopped. */
  get message(): string {
    return `logel: stopped: the solve passed the memory bound of ${this.mb} MB (--memory MB raises it); what is printed above is what it found until then`;
  }
}

/** After a solve: exit 1 with the reason when the memory bound stopped it, else 0. */
export function stoppedByMemory(bound: MemoryBound, io: CliIo): number {
  if (!bound.reached) return 0;
  io.err(bound.message);
  return 1;
}

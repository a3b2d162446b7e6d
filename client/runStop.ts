// When a solve worker's run stops: the host raises the shared flag to cancel, and the run raises it
// itself when the worker passes the memory bound its request carries (logel.solve.memoryMb). The
// worker's memory is its own isolate's: its heap and the buffers it holds, WebAssembly memories
// included (v8's external memory). The process's figures would be the whole extension host's.
import { getHeapStatistics } from 'v8';

/** The flag's values: 0 running, then who stopped the run. */
export const STOPPED_BY_HOST = 1;
export const STOPPED_BY_MEMORY = 2;

const MB = 1 << 20;
/** How often the isolate's memory is read: a search asks far more often than that. */
const checkEveryMs = 50;

/** The run's shouldStop: true once the host cancelled it or the worker passed `memoryMb`. */
export function runStop(cancel: SharedArrayBuffer, memoryMb: number): () => boolean {
  const flag = new Int32Array(cancel);
  let nextCheck = 0;
  return () => {
    if (Atomics.load(flag, 0) !== 0) return true;
    const now = Date.now();
    if (now < nextCheck) return false;
    nextCheck = now + checkEveryMs;
    const heap = getHeapStatistics();
    if (heap.used_heap_size + heap.external_memory <= memoryMb * MB) return false;
    Atomics.compareExchange(flag, 0, 0, STOPPED_BY_MEMORY);
    return true;
  };
}

/** What the panel says of a run the memory bound stopped. */
export const memoryStopMessage = (memoryMb: number): string =>
  `stopped: the solve passed the memory bound of ${memoryMb} MB (the setting logel.solve.memoryMb raises it); what it found until then is shown`;

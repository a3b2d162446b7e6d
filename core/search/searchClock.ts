// Progress reports and cancellation for a search loop that must not look at the clock on
// every node: it calls tick() per node, and the clock polls every `every` nodes, a count
// that adapts so that polls come every 5-20 ms whatever a node costs. The time comes from
// `control.clock` (Date.now unless a test drives its own), so tests need no wall clock.
import type { SearchControl, SearchStats } from './exactCover';

const PROGRESS_MS = 100;
const POLL_MIN_MS = 5;
const POLL_MAX_MS = 20;

export class SearchClock {
  private readonly now: () => number;
  readonly started: number;
  readonly stats: SearchStats = { placements: 0, deadEnds: 0, solutions: 0n, ms: 0, cancelled: false };
  private every = 256;
  private countdown = 256;
  private lastPoll: number;
  private lastProgress: number;

  constructor(private readonly control: SearchControl) {
    this.now = control.clock ?? Date.now;
    this.started = this.lastPoll = this.lastProgress = this.now();
  }

  // True when the search must stop.
  tick(): boolean {
    return --this.countdown > 0 ? false : this.poll();
  }

  /** Ticks to go before the next poll (for a loop that counts them itself, then calls poll). */
  get untilPoll(): number {
    return this.countdown;
  }

  /** The poll that tick() makes every so many ticks: true when the search must stop. */
  poll(): boolean {
    const now = this.now();
    const gap = now - this.lastPoll;
    if (gap < POLL_MIN_MS && this.every < 1 << 20) this.every *= 2;
    else if (gap > POLL_MAX_MS && this.every > 1) this.every >>= 1;
    this.countdown = this.every;
    return this.report(now);
  }

  /**
   * A listing search leaves its loop at each solution, and starts its count of nodes again: when
   * solutions come closer than a poll's nodes, no poll would come. It reads the clock at each
   * solution instead, and reports as a poll does once a poll's time has passed.
   */
  solutionFound(): boolean {
    const now = this.now();
    return now - this.lastPoll >= POLL_MAX_MS ? this.report(now) : this.stats.cancelled;
  }

  private report(now: number): boolean {
    this.lastPoll = now;
    if (this.control.onProgress && now - this.lastProgress >= PROGRESS_MS) {
      this.lastProgress = now;
      this.stats.ms = now - this.started;
      this.control.onProgress({ ...this.stats });
    }
    if (this.control.shouldStop?.()) this.stats.cancelled = true;
    // A bound on the work, not a cancellation: polls come by time, so it stops within one poll's placements past it.
    if (this.control.maxPlacements !== undefined && this.stats.placements > this.control.maxPlacements) this.stats.cancelled = this.stats.bounded = true;
    return this.stats.cancelled;
  }

  finish(): SearchStats {
    this.stats.ms = this.now() - this.started;
    return this.stats;
  }
}

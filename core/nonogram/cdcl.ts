// A small conflict-driven clause-learning SAT solver (the MiniSat design): two watched literals,
// first-UIP learning with local minimisation, VSIDS on a heap, phase saving, Luby restarts and
// learnt-clause reduction by LBD. Incremental: clauses may be added between solves (blocking
// clauses to find a second solution). Pure TypeScript on typed arrays; polls `shouldStop`.
//
// Literals: variable v (from 0) is 2v when true, 2v+1 when false.

const UNSET = 2;
const EMPTY = new Int32Array(0);
// Conflicts between looks at `shouldStop`: on a big puzzle a conflict can cost a few milliseconds
// early in the search, so a thousand would leave a cancel waiting for seconds.
const STOP_POLL_CONFLICTS = 50;

// Clauses live in one Int32Array arena (at `ref`: size, flags, then the literals; a propagation
// allocates nothing), and watch lists are Int32Arrays with their lengths beside them: on
// #22336's 200,000 variables and 600,000 clauses a conflict re-propagates some ten thousand
// literals, so the cost per propagated literal is the cost of the search.
const LEARNT = 1, DELETED = 2, LBD_SHIFT = 2;
const HEADER = 2;

export class SatSolver {
  private vars = 0;
  private value = new Uint8Array(0);        // per variable: 0 false, 1 true, 2 unset
  private level = new Int32Array(0);
  private reason = new Int32Array(0);       // clause ref, or -1
  private activity = new Float64Array(0);
  private phase = new Uint8Array(0);
  private seen = new Uint8Array(0);
  private heap: number[] = [];
  private heapIndex = new Int32Array(0);
  private arena = new Int32Array(1 << 16);
  private arenaTop = 0;
  private wasted = 0;                       // arena words of deleted clauses
  private learnts: number[] = [];           // refs of learnt clauses (some deleted)
  private watches: Int32Array[] = [];       // per literal p: (clause, blocker) pairs of long clauses that watch ¬p
  private watchCount = new Int32Array(0);
  private binaries: Int32Array[] = [];      // per literal p: (implied literal, clause) pairs of clauses (¬p ∨ l)
  private binaryCount = new Int32Array(0);
  private levelStamp = new Int32Array(1);
  private stamp = 0;
  private trail = new Int32Array(0);
  private trailLength = 0;
  private trailLimits: number[] = [];
  private head = 0;
  private increment = 1;
  private unsatisfiable = false;
  private learntCount = 0;
  conflicts = 0;
  decisions = 0;
  // Only variables below this are branched on by activity (the rest must follow by propagation;
  // any left unset are decided afterwards in order).
  branchVariables = Infinity;

  // Arrays grow by doubling: an encoding may ask for its variables one at a time.
  newVariables(count: number): number {
    const first = this.vars;
    const n = this.vars + count;
    if (n > this.value.length) {
      const capacity = Math.max(n, 2 * this.value.length, 64);
      const grow = <T extends Uint8Array | Int32Array | Float64Array>(a: T, size: number): T => {
        const b = new (a.constructor as { new(n: number): T })(size);
        b.set(a);
        return b;
      };
      this.value = grow(this.value, capacity);
      this.level = grow(this.level, capacity);
      this.reason = grow(this.reason, capacity);
      this.activity = grow(this.activity, capacity);
      this.phase = grow(this.phase, capacity);
      this.seen = grow(this.seen, capacity);
      this.heapIndex = grow(this.heapIndex, capacity);
      this.trail = grow(this.trail, capacity);
      this.watchCount = grow(this.watchCount, 2 * capacity);
      this.binaryCount = grow(this.binaryCount, 2 * capacity);
    }
    this.value.fill(UNSET, first, n);
    this.reason.fill(-1, first, n);
    this.heapIndex.fill(-1, first, n);
    for (let l = 2 * first; l < 2 * n; l++) { this.watches.push(EMPTY); this.binaries.push(EMPTY); }
    this.vars = n;
    for (let v = first; v < n; v++) if (v < this.branchVariables) this.heapInsert(v);
    return first;
  }

  get variableCount(): number { return this.vars; }

  modelValue(v: number): boolean { return this.value[v] === 1; }

  private litValue(lit: number): number {
    const v = this.value[lit >> 1];
    return v === UNSET ? UNSET : v ^ (lit & 1);
  }

  // Adds a clause (at level 0; undoes any search first). False when the formula became unsatisfiable.
  addClause(literals: number[]): boolean {
    if (this.unsatisfiable) return false;
    this.backtrack(0);
    const lits: number[] = [];
    for (const l of literals) {
      const val = this.litValue(l);
      if (val === 1 || lits.includes(l ^ 1)) return true;      // satisfied or a tautology
      if (val === 0 || lits.includes(l)) continue;
      lits.push(l);
    }
    if (lits.length === 0) { this.unsatisfiable = true; return false; }
    if (lits.length === 1) {
      this.assign(lits[0], -1);
      if (this.propagate() >= 0) { this.unsatisfiable = true; return false; }
      return true;
    }
    this.attach(lits, false, 0);
    return true;
  }

  private attach(lits: ArrayLike<number>, learnt: boolean, lbd: number): number {
    const size = lits.length;
    if (this.arenaTop + HEADER + size > this.arena.length) {
      const bigger = new Int32Array(Math.max(2 * this.arena.length, this.arenaTop + HEADER + size));
      bigger.set(this.arena.subarray(0, this.arenaTop));
      this.arena = bigger;
    }
    const ref = this.arenaTop;
    this.arena[ref] = size;
    this.arena[ref + 1] = (learnt ? LEARNT : 0) | (lbd << LBD_SHIFT);
    for (let k = 0; k < size; k++) this.arena[ref + HEADER + k] = lits[k];
    this.arenaTop += HEADER + size;
    this.watch(ref);
    if (learnt) { this.learntCount++; this.learnts.push(ref); }
    return ref;
  }

  private watch(ref: number): void {
    const a = this.arena[ref + HEADER], b = this.arena[ref + HEADER + 1];
    if (this.arena[ref] === 2) {
      this.push(this.binaries, this.binaryCount, a ^ 1, b, ref);
      this.push(this.binaries, this.binaryCount, b ^ 1, a, ref);
    } else {
      this.push(this.watches, this.watchCount, a ^ 1, ref, b);
      this.push(this.watches, this.watchCount, b ^ 1, ref, a);
    }
  }

  private push(lists: Int32Array[], counts: Int32Array, lit: number, x: number, y: number): void {
    let list = lists[lit];
    const n = counts[lit];
    if (n + 2 > list.length) {
      const bigger = new Int32Array(Math.max(8, 2 * list.length));
      bigger.set(list.subarray(0, n));
      lists[lit] = list = bigger;
    }
    list[n] = x; list[n + 1] = y;
    counts[lit] = n + 2;
  }

  private assign(lit: number, reason: number): void {
    const v = lit >> 1;
    this.value[v] = (lit & 1) ^ 1;
    this.level[v] = this.trailLimits.length;
    this.reason[v] = reason;
    this.trail[this.trailLength++] = lit;
  }

  // Unit propagation; returns the conflicting clause, or -1.
  private propagate(): number {
    const { value, watchCount, binaryCount } = this;
    const arena = this.arena;      // attach (which may grow it) is never called while propagating
    while (this.head < this.trailLength) {
      const p = this.trail[this.head++];          // p became true
      const implied = this.binaries[p];
      const bn = binaryCount[p];
      for (let i = 0; i < bn; i += 2) {
        const l = implied[i], lv = value[l >> 1];
        if (lv === UNSET) this.assign(l, implied[i + 1]);
        else if ((lv ^ (l & 1)) === 0) { this.head = this.trailLength; return implied[i + 1]; }
      }
      const list = this.watches[p];
      const n = watchCount[p];
      const falseLit = p ^ 1;
      let keep = 0;
      for (let i = 0; i < n; i += 2) {
        const ref = list[i], blocker = list[i + 1];
        const bv = value[blocker >> 1];
        if (bv !== UNSET && (bv ^ (blocker & 1)) === 1) { list[keep++] = ref; list[keep++] = blocker; continue; }
        if (arena[ref + 1] & DELETED) continue;
        const base = ref + HEADER;
        if (arena[base] === falseLit) { arena[base] = arena[base + 1]; arena[base + 1] = falseLit; }
        const first = arena[base];
        const fv = value[first >> 1];
        if (fv !== UNSET && (fv ^ (first & 1)) === 1) { list[keep++] = ref; list[keep++] = first; continue; }
        const end = base + arena[ref];
        let moved = false;
        for (let k = base + 2; k < end; k++) {
          const l = arena[k];
          const lv = value[l >> 1];
          if (lv === UNSET || (lv ^ (l & 1)) === 1) {
            arena[base + 1] = l; arena[k] = falseLit;
            this.push(this.watches, watchCount, l ^ 1, ref, first);   // l ^ 1 is never p: l is not false
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[keep++] = ref; list[keep++] = first;
        if (fv !== UNSET) {          // first is false too: conflict
          for (let j = i + 2; j < n; j++) list[keep++] = list[j];
          watchCount[p] = keep;
          this.head = this.trailLength;
          return ref;
        }
        this.assign(first, ref);
      }
      watchCount[p] = keep;
    }
    return -1;
  }

  private backtrack(level: number): void {
    if (this.trailLimits.length <= level) return;
    const stop = this.trailLimits[level];
    for (let i = this.trailLength - 1; i >= stop; i--) {
      const v = this.trail[i] >> 1;
      this.phase[v] = this.value[v];
      this.value[v] = UNSET;
      this.reason[v] = -1;
      if (this.heapIndex[v] < 0 && v < this.branchVariables) this.heapInsert(v);
    }
    this.trailLength = stop;
    this.head = stop;
    this.trailLimits.length = level;
  }

  // First-UIP analysis: the learnt clause (asserting literal first) and the level to go back to.
  private analyse(conflict: number): { lits: number[]; back: number; lbd: number } {
    const { seen, level, arena } = this;
    const current = this.trailLimits.length;
    const lits: number[] = [0];
    let pathCount = 0, p = -1, index = this.trailLength - 1;
    let ref = conflict;
    for (;;) {
      const base = ref + HEADER, end = base + arena[ref];
      for (let k = p < 0 ? base : base + 1; k < end; k++) {
        const q = arena[k], v = q >> 1;
        if (seen[v] || level[v] === 0) continue;
        seen[v] = 1;
        this.bump(v);
        if (level[v] >= current) pathCount++;
        else lits.push(q);
      }
      while (!seen[this.trail[index] >> 1]) index--;
      p = this.trail[index--];
      ref = this.reason[p >> 1];
      seen[p >> 1] = 0;
      if (--pathCount <= 0) break;
      // the reason's first literal is p itself
      const rb = ref + HEADER;
      if (arena[rb] !== p) {
        let at = rb + 1;
        while (arena[at] !== p) at++;
        arena[at] = arena[rb]; arena[rb] = p;
      }
    }
    lits[0] = p ^ 1;
    // recursive minimisation: drop literals implied by the others through their reasons
    let levels = 0;
    for (let i = 1; i < lits.length; i++) levels |= 1 << (level[lits[i] >> 1] & 31);
    const cleared: number[] = [];
    const kept: number[] = [lits[0]];
    for (let i = 1; i < lits.length; i++) {
      if (this.reason[lits[i] >> 1] < 0 || !this.redundant(lits[i], levels, cleared)) kept.push(lits[i]);
    }
    for (const l of lits) seen[l >> 1] = 0;
    for (const l of cleared) seen[l >> 1] = 0;
    let back = 0, at = 1;
    for (let i = 1; i < kept.length; i++) if (level[kept[i] >> 1] > back) { back = level[kept[i] >> 1]; at = i; }
    if (kept.length > 1) { const t = kept[1]; kept[1] = kept[at]; kept[at] = t; }
    if (this.levelStamp.length <= current) { const b = new Int32Array(2 * current + 2); b.set(this.levelStamp); this.levelStamp = b; }
    const stamp = ++this.stamp;
    let lbd = 0;
    for (const l of kept) { const lv = level[l >> 1]; if (this.levelStamp[lv] !== stamp) { this.levelStamp[lv] = stamp; lbd++; } }
    return { lits: kept, back, lbd };
  }

  // Whether `lit` follows from literals marked seen (the learnt clause's and those shown redundant
  // before) through reasons, looking only at levels the clause holds; marks what it shows.
  private redundant(lit: number, levels: number, cleared: number[]): boolean {
    const { seen, level, arena, reason } = this;
    const stack = [lit];
    const top = cleared.length;
    while (stack.length > 0) {
      const q = stack.pop()!;
      const r = reason[q >> 1];
      const end = r + HEADER + arena[r];
      for (let k = r + HEADER; k < end; k++) {
        const l = arena[k], v = l >> 1;
        if (v === q >> 1 || seen[v] || level[v] === 0) continue;
        if (reason[v] >= 0 && (levels & (1 << (level[v] & 31))) !== 0) {
          seen[v] = 1; stack.push(l); cleared.push(l);
        } else {
          for (let j = top; j < cleared.length; j++) seen[cleared[j] >> 1] = 0;
          cleared.length = top;
          return false;
        }
      }
    }
    return true;
  }

  private bump(v: number): void {
    if ((this.activity[v] += this.increment) > 1e100) {
      for (let i = 0; i < this.vars; i++) this.activity[i] *= 1e-100;
      this.increment *= 1e-100;
    }
    if (this.heapIndex[v] >= 0) this.heapUp(this.heapIndex[v]);
  }

  // Deletes half of the learnt clauses, those with the largest LBD, keeping reasons and LBD <= 2
  // (so binary clauses are never deleted).
  private reduce(): void {
    const { arena } = this;
    const candidates: number[] = [];
    const live: number[] = [];
    for (const ref of this.learnts) {
      if (arena[ref + 1] & DELETED) continue;
      live.push(ref);
      if ((arena[ref + 1] >> LBD_SHIFT) <= 2) continue;
      const v = arena[ref + HEADER] >> 1;
      if (this.reason[v] === ref && this.value[v] !== UNSET) continue;
      candidates.push(ref);
    }
    candidates.sort((a, b) => (arena[b + 1] >> LBD_SHIFT) - (arena[a + 1] >> LBD_SHIFT));
    for (let i = 0; i < candidates.length / 2; i++) {
      arena[candidates[i] + 1] |= DELETED;
      this.wasted += HEADER + arena[candidates[i]];
      this.learntCount--;
    }
    this.learnts = live;
  }

  // At level 0 (no reason is read there), moves the live clauses together and watches them again.
  private compact(): void {
    const old = this.arena;
    const arena = new Int32Array(Math.max(1 << 16, 2 * (this.arenaTop - this.wasted)));
    let top = 0;
    const learnts: number[] = [];
    this.watchCount.fill(0);
    this.binaryCount.fill(0);
    this.arena = arena;
    for (let ref = 0; ref < this.arenaTop; ref += HEADER + old[ref]) {
      if (old[ref + 1] & DELETED) continue;
      const size = HEADER + old[ref];
      arena.set(old.subarray(ref, ref + size), top);
      if (old[ref + 1] & LEARNT) learnts.push(top);
      this.watch(top);
      top += size;
    }
    for (let i = 0; i < this.trailLength; i++) this.reason[this.trail[i] >> 1] = -1;
    this.arenaTop = top;
    this.wasted = 0;
    this.learnts = learnts;
  }

  // true: satisfiable (read the model with modelValue); false: unsatisfiable; null: stopped.
  solve(shouldStop: () => boolean = () => false): boolean | null {
    if (this.unsatisfiable) return false;
    this.backtrack(0);
    if (this.propagate() >= 0) { this.unsatisfiable = true; return false; }
    let restart = 0, untilRestart = 100 * luby(0), untilReduce = 2000 + this.learntCount, countdown = STOP_POLL_CONFLICTS;
    for (;;) {
      const conflict = this.propagate();
      if (conflict >= 0) {
        this.conflicts++;
        if (this.trailLimits.length === 0) { this.unsatisfiable = true; return false; }
        const { lits, back, lbd } = this.analyse(conflict);
        this.backtrack(back);
        if (lits.length === 1) this.assign(lits[0], -1);
        else this.assign(lits[0], this.attach(lits, true, lbd));
        this.increment /= 0.95;
        if (--untilRestart <= 0) {
          restart++; untilRestart = 100 * luby(restart); this.backtrack(0);
          if (this.wasted > this.arenaTop / 2) this.compact();
        }
        if (this.learntCount >= untilReduce) { untilReduce += 1000; this.reduce(); }
        if (--countdown <= 0) { countdown = STOP_POLL_CONFLICTS; if (shouldStop()) { this.backtrack(0); return null; } }
        continue;
      }
      const v = this.pickBranch();
      if (v < 0) return true;
      this.decisions++;
      if ((this.decisions & 4095) === 0 && shouldStop()) { this.backtrack(0); return null; }
      this.trailLimits.push(this.trailLength);
      this.assign(2 * v + (this.phase[v] ? 0 : 1), -1);
    }
  }

  private pickBranch(): number {
    while (this.heap.length > 0) {
      const v = this.heapPop();
      if (this.value[v] === UNSET) return v;
    }
    for (let v = Math.min(this.branchVariables, this.vars); v < this.vars; v++) if (this.value[v] === UNSET) return v;
    return -1;
  }

  private heapInsert(v: number): void { this.heapIndex[v] = this.heap.length; this.heap.push(v); this.heapUp(this.heap.length - 1); }
  private heapUp(i: number): void {
    const { heap, heapIndex, activity } = this;
    const v = heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (activity[heap[parent]] >= activity[v]) break;
      heap[i] = heap[parent]; heapIndex[heap[i]] = i; i = parent;
    }
    heap[i] = v; heapIndex[v] = i;
  }
  private heapPop(): number {
    const { heap, heapIndex, activity } = this;
    const top = heap[0];
    const last = heap.pop()!;
    heapIndex[top] = -1;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        if (l >= heap.length) break;
        const child = r < heap.length && activity[heap[r]] > activity[heap[l]] ? r : l;
        if (activity[heap[child]] <= activity[last]) break;
        heap[i] = heap[child]; heapIndex[heap[i]] = i; i = child;
      }
      heap[i] = last; heapIndex[last] = i;
    }
    return top;
  }
}

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...
function luby(i: number): number {
  let size = 1, seq = 0;
  while (size < i + 1) { seq++; size = 2 * size + 1; }
  let x = i;
  while (size - 1 !== x) { size = (size - 1) >> 1; seq--; x = x % size; }
  return 2 ** seq;
}

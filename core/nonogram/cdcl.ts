// A small conflict-driven clause-learning SAT solver (the MiniSat design): two watched literals,
// first-UIP learning with local minimisation, VSIDS on a heap, phase saving, Luby restarts and
// learnt-clause reduction by LBD. Incremental: clauses may be added between solves (blocking
// clauses to find a second solution). Pure TypeScript on typed arrays; polls `shouldStop`.
//
// Literals: variable v (from 0) is 2v when true, 2v+1 when false.

const UNSET = 2;
// Conflicts between looks at `shouldStop`: on a big puzzle a conflict can cost a few milliseconds
// early in the search, so a thousand would leave a cancel waiting for seconds.
const STOP_POLL_CONFLICTS = 50;

export class SatSolver {
  private vars = 0;
  private value = new Uint8Array(0);        // per variable: 0 false, 1 true, 2 unset
  private level = new Int32Array(0);
  private reason = new Int32Array(0);       // clause index, or -1
  private activity = new Float64Array(0);
  private phase = new Uint8Array(0);
  private seen = new Uint8Array(0);
  private heap: number[] = [];
  private heapIndex = new Int32Array(0);
  private watches: number[][] = [];         // per literal p: (clause, blocker) pairs of long clauses that watch ¬p
  private binaries: number[][] = [];        // per literal p: (implied literal, clause) pairs of clauses (¬p ∨ l)
  private clauses: Int32Array[] = [];
  private learnt: Uint8Array = new Uint8Array(0);
  private lbd: number[] = [];
  private deleted: boolean[] = [];
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

  newVariables(count: number): number {
    const first = this.vars;
    const n = this.vars + count;
    const grow = <T extends Uint8Array | Int32Array | Float64Array>(a: T, fill: number): T => {
      const b = new (a.constructor as { new(n: number): T })(n);
      b.set(a); b.fill(fill, this.vars);
      return b;
    };
    this.value = grow(this.value, UNSET);
    this.level = grow(this.level, 0);
    this.reason = grow(this.reason, -1);
    this.activity = grow(this.activity, 0);
    this.phase = grow(this.phase, 0);
    this.seen = grow(this.seen, 0);
    this.heapIndex = grow(this.heapIndex, -1);
    const trail = new Int32Array(n); trail.set(this.trail.subarray(0, this.trailLength)); this.trail = trail;
    for (let l = 2 * this.vars; l < 2 * n; l++) { this.watches.push([]); this.binaries.push([]); }
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
    this.attach(Int32Array.from(lits), false, 0);
    return true;
  }

  private attach(lits: Int32Array, learnt: boolean, lbd: number): number {
    const index = this.clauses.length;
    this.clauses.push(lits);
    if (this.learnt.length <= index) { const b = new Uint8Array(Math.max(16, index * 2)); b.set(this.learnt); this.learnt = b; }
    this.learnt[index] = learnt ? 1 : 0;
    this.lbd.push(lbd);
    this.deleted.push(false);
    if (lits.length === 2) {
      this.binaries[lits[0] ^ 1].push(lits[1], index);
      this.binaries[lits[1] ^ 1].push(lits[0], index);
    } else {
      this.watches[lits[0] ^ 1].push(index, lits[1]);
      this.watches[lits[1] ^ 1].push(index, lits[0]);
    }
    if (learnt) this.learntCount++;
    return index;
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
    const { clauses, value } = this;
    while (this.head < this.trailLength) {
      const p = this.trail[this.head++];          // p became true
      const implied = this.binaries[p];
      for (let i = 0; i < implied.length; i += 2) {
        const l = implied[i], lv = value[l >> 1];
        if (lv === UNSET) this.assign(l, implied[i + 1]);
        else if ((lv ^ (l & 1)) === 0) { this.head = this.trailLength; return implied[i + 1]; }
      }
      const list = this.watches[p];
      const falseLit = p ^ 1;
      let keep = 0;
      for (let i = 0; i < list.length; i += 2) {
        const ci = list[i], blocker = list[i + 1];
        const bv = value[blocker >> 1];
        if (bv !== UNSET && (bv ^ (blocker & 1)) === 1) { list[keep++] = ci; list[keep++] = blocker; continue; }
        if (this.deleted[ci]) continue;
        const c = clauses[ci];
        if (c[0] === falseLit) { c[0] = c[1]; c[1] = falseLit; }
        const first = c[0];
        const fv = value[first >> 1];
        if (fv !== UNSET && (fv ^ (first & 1)) === 1) { list[keep++] = ci; list[keep++] = first; continue; }
        let moved = false;
        for (let k = 2; k < c.length; k++) {
          const l = c[k];
          const lv = value[l >> 1];
          if (lv === UNSET || (lv ^ (l & 1)) === 1) {
            c[1] = l; c[k] = falseLit;
            this.watches[l ^ 1].push(ci, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[keep++] = ci; list[keep++] = first;
        if (fv !== UNSET) {          // first is false too: conflict
          for (let j = i + 2; j < list.length; j++) list[keep++] = list[j];
          list.length = keep;
          this.head = this.trailLength;
          return ci;
        }
        this.assign(first, ci);
      }
      list.length = keep;
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
    const { seen, level } = this;
    const current = this.trailLimits.length;
    const lits: number[] = [0];
    let pathCount = 0, p = -1, index = this.trailLength - 1;
    let ci = conflict;
    for (;;) {
      const c = this.clauses[ci];
      if (this.learnt[ci]) this.bumpClause(ci);
      for (let k = p < 0 ? 0 : 1; k < c.length; k++) {
        const q = c[k], v = q >> 1;
        if (seen[v] || level[v] === 0) continue;
        seen[v] = 1;
        this.bump(v);
        if (level[v] >= current) pathCount++;
        else lits.push(q);
      }
      while (!seen[this.trail[index] >> 1]) index--;
      p = this.trail[index--];
      ci = this.reason[p >> 1];
      seen[p >> 1] = 0;
      if (--pathCount <= 0) break;
      // the reason's first literal is p itself
      const rc = this.clauses[ci];
      if (rc[0] !== p) { const at = rc.indexOf(p); rc[at] = rc[0]; rc[0] = p; }
    }
    lits[0] = p ^ 1;
    // local minimisation: drop literals implied by others in the clause
    const kept: number[] = [lits[0]];
    for (let i = 1; i < lits.length; i++) {
      const r = this.reason[lits[i] >> 1];
      let redundant = r >= 0;
      if (redundant) {
        const c = this.clauses[r];
        for (let k = 0; k < c.length; k++) {
          const v = c[k] >> 1;
          if (v !== lits[i] >> 1 && !seen[v] && level[v] > 0) { redundant = false; break; }
        }
      }
      if (!redundant) kept.push(lits[i]);
    }
    for (const l of lits) seen[l >> 1] = 0;
    let back = 0, at = 1;
    for (let i = 1; i < kept.length; i++) if (level[kept[i] >> 1] > back) { back = level[kept[i] >> 1]; at = i; }
    if (kept.length > 1) { const t = kept[1]; kept[1] = kept[at]; kept[at] = t; }
    const levels = new Set<number>();
    for (const l of kept) levels.add(level[l >> 1]);
    return { lits: kept, back, lbd: levels.size };
  }

  private bump(v: number): void {
    if ((this.activity[v] += this.increment) > 1e100) {
      for (let i = 0; i < this.vars; i++) this.activity[i] *= 1e-100;
      this.increment *= 1e-100;
    }
    if (this.heapIndex[v] >= 0) this.heapUp(this.heapIndex[v]);
  }

  private bumpClause(_ci: number): void { /* LBD alone ranks learnt clauses */ }

  // Deletes half of the learnt clauses, those with the largest LBD, keeping reasons and LBD <= 2.
  private reduce(): void {
    const candidates: number[] = [];
    for (let ci = 0; ci < this.clauses.length; ci++) {
      if (!this.learnt[ci] || this.deleted[ci] || this.lbd[ci] <= 2) continue;
      const c = this.clauses[ci];
      const v = c[0] >> 1;
      if (this.reason[v] === ci && this.value[v] !== UNSET) continue;
      candidates.push(ci);
    }
    candidates.sort((a, b) => this.lbd[b] - this.lbd[a]);
    for (let i = 0; i < candidates.length / 2; i++) {
      this.deleted[candidates[i]] = true;
      this.clauses[candidates[i]] = EMPTY;
      this.learntCount--;
    }
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
        else this.assign(lits[0], this.attach(Int32Array.from(lits), true, lbd));
        this.increment /= 0.95;
        if (--untilRestart <= 0) { restart++; untilRestart = 100 * luby(restart); this.backtrack(0); }
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

const EMPTY = new Int32Array(0);

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...
function luby(i: number): number {
  let size = 1, seq = 0;
  while (size < i + 1) { seq++; size = 2 * size + 1; }
  let x = i;
  while (size - 1 !== x) { size = (size - 1) >> 1; seq--; x = x % size; }
  return 2 ** seq;
}

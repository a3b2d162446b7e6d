// A name for an exact-cover problem: a 128-bit hash of its items and options (and of whatever
// else decides its count, such as a symmetry filter), written as 32 hex digits. Shares of one
// count searched apart (`logel xc --shard`, `logel solve --shard`) carry it, so that adding
// them up can refuse a share of another problem. Not a cryptographic hash: it tells problems
// apart, it does not resist forgery.
import type { ExactCoverProblem } from './exactCover';

// Four lanes of a multiply-rotate hash (as in MurmurHash3's x86 128-bit variant), each with
// its own constants, mixed together at the end.
const LANE_MULTIPLIER = [0x239b961b, 0xab0e9789, 0x38b34ae5, 0xa1e38b93];

export class ProblemHash {
  private readonly lanes = new Int32Array([0x6a09e667, 0xbb67ae85 | 0, 0x3c6ef372, 0xa54ff53a | 0]);
  private length = 0;

  add(n: number): this {
    const h = this.lanes;
    for (let k = 0; k < 4; k++) {
      let v = Math.imul(n ^ (k * 0x9e3779b9), LANE_MULTIPLIER[k]);
      v = (v << 15) | (v >>> 17);
      let x = h[k] ^ Math.imul(v, LANE_MULTIPLIER[(k + 1) & 3]);
      x = (x << 13) | (x >>> 19);
      h[k] = Math.imul(x, 5) + 0x561ccd1b + h[(k + 3) & 3];
    }
    this.length++;
    return this;
  }

  addAll(ns: ArrayLike<number>): this {
    this.add(ns.length);
    for (let k = 0; k < ns.length; k++) this.add(ns[k]);
    return this;
  }

  addText(text: string): this {
    this.add(text.length);
    for (let k = 0; k < text.length; k++) this.add(text.charCodeAt(k));
    return this;
  }

  /** 32 hex digits. */
  digest(): string {
    const h = Int32Array.from(this.lanes);
    for (let k = 0; k < 4; k++) h[k] ^= this.length;
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < 4; k++) h[k] += h[(k + 1) & 3];
      for (let k = 0; k < 4; k++) {
        let x = h[k];
        x ^= x >>> 16;
        x = Math.imul(x, 0x85ebca6b);
        x ^= x >>> 13;
        x = Math.imul(x, 0xc2b2ae35);
        h[k] = x ^ (x >>> 16);
      }
    }
    return Array.from(h, (x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
  }
}

/** The hash of a problem's items, multiplicities and options, in their order. */
export function hashProblem(problem: ExactCoverProblem, hash = new ProblemHash()): ProblemHash {
  hash.add(problem.itemCount).add(problem.primaryCount);
  for (let i = 0; i < problem.primaryCount; i++) hash.add(problem.multiplicity?.[i] ?? 1);
  hash.add(problem.options.length);
  for (const option of problem.options) hash.addAll(option);
  return hash;
}

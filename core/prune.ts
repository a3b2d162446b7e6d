// Step 4: remove positions that can never be part of a solution, repeated to a fixed point.
// A position stays only while every atom it leaves free can still be covered by another live
// position that does not overlap it, and every other required tile still has a place beside it.
import { Form } from './model';
import { Position } from './positions';

export function prune(form: Form, atomCount: number, positions: Position[], live: number[]): number[] {
  const words = Math.ceil(atomCount / 32);
  const masks = new Int32Array(positions.length * words);
  for (const i of live) for (const a of positions[i].atoms) masks[i * words + (a >> 5)] |= 1 << (a & 31);
  const full = new Int32Array(words);
  for (let a = 0; a < atomCount; a++) full[a >> 5] |= 1 << (a & 31);
  const required = form.tiles.map((ft) => ft.min > 0);
  const requiredCount = required.filter(Boolean).length;
  const once = form.tiles.map((ft) => ft.max === 1);
  const tileOf = Int32Array.from(positions, (pos) => pos.tile);
  // seenBy[t] === stamp: tile t has a position beside the position being checked (nothing is cleared per position).
  const seenBy = new Int32Array(form.tiles.length).fill(-1);
  let stamp = 0;
  const union = new Int32Array(words);
  let current = live;
  for (;;) {
    const next: number[] = [];
    const order = scrambled(current);
    for (const p of current) {
      const tp = tileOf[p];
      const pBase = p * words;
      union.fill(0);
      const needed = requiredCount - (required[tp] ? 1 : 0);
      let seen = 0;
      let keep = false;
      stamp++;
      for (const q of order) {
        const tq = tileOf[q];
        // The same tile can sit beside itself only when it is placed more than once.
        if (tq === tp && once[tp]) continue;
        const qBase = q * words;
        let disjoint = true;
        for (let w = 0; w < words; w++) if (masks[pBase + w] & masks[qBase + w]) { disjoint = false; break; }
        if (!disjoint) continue;
        if (required[tq] && tq !== tp && seenBy[tq] !== stamp) { seenBy[tq] = stamp; seen++; }
        for (let w = 0; w < words; w++) union[w] |= masks[qBase + w];
        // Most positions stay: stop scanning as soon as this one is known to.
        if (seen === needed) {
          let covered = true;
          for (let w = 0; w < words; w++) if (((union[w] | masks[pBase + w]) ^ full[w]) !== 0) { covered = false; break; }
          if (covered) { keep = true; break; }
        }
      }
      // A position that fills the form alone needs no neighbour at all.
      if (!keep && needed === 0) {
        keep = true;
        for (let w = 0; w < words; w++) if (((union[w] | masks[pBase + w]) ^ full[w]) !== 0) { keep = false; break; }
      }
      if (keep) next.push(p);
    }
    if (next.length === current.length) return current;
    current = next;
  }
}

/** The positions in a fixed scrambled order, so a scan meets every tile and every region of the form early. */
function scrambled(current: number[]): number[] {
  const out = [...current];
  let seed = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

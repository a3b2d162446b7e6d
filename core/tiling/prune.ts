// Step 4 (docs/engine.md): remove positions that can never be part of a solution, repeated to a
// fixed point. A position stays only while every atom it leaves free can still be covered by
// another remaining position that does not overlap it, and every other required tile still has a
// place beside it.
import { Form } from '../language/model';
import { Position } from './positions';

/**
 * The rule only gets stricter as positions go, so removing each failing position at once and sweeping
 * until nothing changes ends at the same set as checking whole rounds against the previous one.
 * Every test is on bit sets over the positions: a row per atom (the remaining positions holding it) and a row
 * per tile (its remaining positions); a position stays when each row it needs meets the positions that fit
 * beside it (remaining, not overlapping it, and not the same tile when that tile is placed once).
 */
export function prune(form: Form, atomCount: number, positions: Position[], candidates: number[]): number[] {
  const words = (positions.length + 31) >> 5;
  const tileCount = form.tiles.length;
  const rowCount = atomCount + tileCount;
  // rows[r * words + w]: rows 0..atomCount-1 are atoms, then one row per tile.
  const rows = new Int32Array(rowCount * words);
  const remaining = new Int32Array(words);
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    const w = i >> 5, bit = 1 << (i & 31);
    const p = positions[i];
    remaining[w] |= bit;
    rows[(atomCount + p.tile) * words + w] |= bit;
    const atoms = p.atoms;
    for (let j = 0; j < atoms.length; j++) rows[atoms[j] * words + w] |= bit;
  }
  // The words where each row has bits (positions come grouped by tile, so a tile's row is short).
  const lo = new Int32Array(rowCount).fill(words);
  const hi = new Int32Array(rowCount);
  for (let r = 0; r < rowCount; r++) {
    for (let w = 0; w < words; w++) if (rows[r * words + w] !== 0) { if (lo[r] === words) lo[r] = w; hi[r] = w + 1; }
  }
  const required: number[] = [];
  for (let t = 0; t < tileCount; t++) if (form.tiles[t].min > 0) required.push(t);
  // Per checked position, the words of the positions that fit beside it, computed when first needed.
  const fit = new Int32Array(words);
  const fitStamp = new Int32Array(words).fill(-1);
  const inPosition = new Int32Array(atomCount).fill(-1);
  let stamp = 0;
  let current = candidates;
  for (;;) {
    const next: number[] = [];
    for (let k = 0; k < current.length; k++) {
      const p = current[k];
      const { tile, atoms } = positions[p];
      // The same tile can sit beside itself only when it is placed more than once.
      const other = form.tiles[tile].max === 1 ? (atomCount + tile) * words : -1;
      stamp++;
      for (let j = 0; j < atoms.length; j++) inPosition[atoms[j]] = stamp;
      let keep = true;
      // Required tiles first (x < 0), then the atoms the position leaves free.
      for (let x = -required.length; x < atomCount && keep; x++) {
        let r: number;
        if (x < 0) {
          const t = required[x + required.length];
          if (t === tile) continue;
          r = atomCount + t;
        } else {
          if (inPosition[x] === stamp) continue;
          r = x;
        }
        keep = false;
        for (let w = lo[r], end = hi[r], base = r * words; w < end; w++) {
          const bits = rows[base + w];
          if (bits === 0) continue;
          let f: number;
          if (fitStamp[w] === stamp) f = fit[w];
          else {
            f = remaining[w];
            if (other >= 0) f &= ~rows[other + w];
            for (let j = 0; j < atoms.length && f !== 0; j++) f &= ~rows[atoms[j] * words + w];
            fit[w] = f;
            fitStamp[w] = stamp;
          }
          if ((f & bits) !== 0) { keep = true; break; }
        }
      }
      if (keep) next.push(p);
      else remaining[p >> 5] &= ~(1 << (p & 31));
    }
    if (next.length === current.length) return current;
    current = next;
  }
}

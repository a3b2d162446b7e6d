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
export function prune(form: Form, atomCount: number, positions: Position[], candidates: number[], shouldStop?: () => boolean): number[] {
  const words = (positions.length + 31) >> 5;
  const tileCount = form.tiles.length;
  const rowCount = atomCount + tileCount;
  // rows[r * words + w]: rows 0..atomCount-1 are atoms, then one row per tile.
  const rows = new Int32Array(rowCount * words);
  const remaining = new Int32Array(words);
  // holders[start[x] .. start[x + 1]]: the candidates that hold atom x.
  const start = new Int32Array(atomCount + 1);
  for (const i of candidates) for (const a of positions[i].atoms) start[a + 1]++;
  for (let x = 0; x < atomCount; x++) start[x + 1] += start[x];
  const holders = new Int32Array(start[atomCount]);
  const filled = start.slice(0, atomCount);
  // cover[x * tileCount + t]: the remaining positions of tile t that hold atom x; tilesAt[x]: the tiles with one.
  const cover = new Int32Array(atomCount * tileCount);
  const tilesAt = new Int32Array(atomCount);
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    const w = i >> 5, bit = 1 << (i & 31);
    const p = positions[i];
    remaining[w] |= bit;
    rows[(atomCount + p.tile) * words + w] |= bit;
    const atoms = p.atoms;
    for (let j = 0; j < atoms.length; j++) {
      const x = atoms[j];
      rows[x * words + w] |= bit;
      holders[filled[x]++] = i;
      if (cover[x * tileCount + p.tile]++ === 0) tilesAt[x]++;
    }
  }
  // The words where each row has bits (positions come grouped by tile, so a tile's row is short).
  const lo = new Int32Array(rowCount).fill(words);
  const hi = new Int32Array(rowCount);
  for (let r = 0; r < rowCount; r++) {
    for (let w = 0; w < words; w++) if (rows[r * words + w] !== 0) { if (lo[r] === words) lo[r] = w; hi[r] = w + 1; }
  }
  // Only the atoms near a position (held by a candidate that shares an atom with it) can lose their
  // cover to it; an atom farther away keeps every position that holds it, so it needs only a tile
  // other than the position's own when that tile is placed once. Testing the near atoms on bit sets
  // and the far ones by their tile counts gives the same fixed point as testing every atom on bit
  // sets, in time that grows with the form's positions, not with positions times atoms (a 60×60
  // form of pentominoes: 55 s before).
  const nearStart = new Int32Array(atomCount + 1);
  const nearList: number[] = [];
  const nearStamp = new Int32Array(atomCount).fill(-1);
  for (let x = 0; x < atomCount; x++) {
    for (let h = start[x]; h < start[x + 1]; h++) {
      for (const y of positions[holders[h]].atoms) if (nearStamp[y] !== x) { nearStamp[y] = x; nearList.push(y); }
    }
    nearStart[x + 1] = nearList.length;
  }
  nearStamp.fill(-1);
  // The atoms no remaining position holds, and those that only one tile's positions hold.
  let uncovered = 0;
  const oneTile = new Set<number>();
  for (let x = 0; x < atomCount; x++) {
    if (tilesAt[x] === 0) uncovered++;
    else if (tilesAt[x] === 1) oneTile.add(x);
  }
  const remove = (i: number) => {
    remaining[i >> 5] &= ~(1 << (i & 31));
    const { tile, atoms } = positions[i];
    for (const x of atoms) {
      if (--cover[x * tileCount + tile] !== 0) continue;
      const left = --tilesAt[x];
      if (left === 1) oneTile.add(x);
      else if (left === 0) { oneTile.delete(x); uncovered++; }
    }
  };
  const required: number[] = [];
  for (let t = 0; t < tileCount; t++) if (form.tiles[t].min > 0) required.push(t);
  // Per checked position, the words of the positions that fit beside it, computed when first needed.
  const fit = new Int32Array(words);
  const fitStamp = new Int32Array(words).fill(-1);
  const inPosition = new Int32Array(atomCount).fill(-1);
  const near: number[] = [];
  let stamp = 0;
  let current = candidates;
  for (;;) {
    const next: number[] = [];
    for (let k = 0; k < current.length; k++) {
      // Stopped, it keeps the positions as they stand: more than the fixed point, so no solution is lost.
      if ((k & 1023) === 0 && shouldStop?.()) return [...next, ...current.slice(k)];
      const p = current[k];
      const { tile, atoms } = positions[p];
      // The same tile can sit beside itself only when it is placed more than once.
      const once = form.tiles[tile].max === 1;
      const other = once ? (atomCount + tile) * words : -1;
      stamp++;
      for (let j = 0; j < atoms.length; j++) inPosition[atoms[j]] = stamp;
      near.length = 0;
      for (const a of atoms) {
        for (let n = nearStart[a]; n < nearStart[a + 1]; n++) {
          const y = nearList[n];
          if (nearStamp[y] !== stamp && inPosition[y] !== stamp) { nearStamp[y] = stamp; near.push(y); }
        }
      }
      let keep = uncovered === 0;
      // A far atom that only this tile covers.
      if (keep && once) for (const x of oneTile) if (cover[x * tileCount + tile] > 0 && nearStamp[x] !== stamp && inPosition[x] !== stamp) { keep = false; break; }
      // Required tiles first (x < 0), then the near atoms the position leaves free.
      for (let x = -required.length; x < near.length && keep; x++) {
        let r: number;
        if (x < 0) {
          const t = required[x + required.length];
          if (t === tile) continue;
          r = atomCount + t;
        } else r = near[x];
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
      else remove(p);
    }
    if (next.length === current.length) return current;
    current = next;
  }
}

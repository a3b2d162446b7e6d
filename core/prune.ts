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
  const union = new Int32Array(words);
  let current = live;
  for (;;) {
    const next: number[] = [];
    for (const p of current) {
      const tp = positions[p].tile;
      union.fill(0);
      const tilesSeen = new Set<number>();
      for (const q of current) {
        const tq = positions[q].tile;
        // The same tile can sit beside itself only when it is placed more than once.
        if (tq === tp && form.tiles[tp].max === 1) continue;
        let disjoint = true;
        for (let w = 0; w < words; w++) if (masks[p * words + w] & masks[q * words + w]) { disjoint = false; break; }
        if (!disjoint) continue;
        tilesSeen.add(tq);
        for (let w = 0; w < words; w++) union[w] |= masks[q * words + w];
      }
      let covered = true;
      for (let w = 0; w < words; w++) if (((union[w] | masks[p * words + w]) ^ full[w]) !== 0) { covered = false; break; }
      if (covered && required.every((r, t) => !r || t === tp || tilesSeen.has(t))) next.push(p);
    }
    if (next.length === current.length) return current;
    current = next;
  }
}

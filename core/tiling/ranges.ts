// Piece ranges (`tiles A 1..3`): the exact-cover search covers a tile's item an exact number of times
// (an optional tile's at most once), so a form whose tiles have wider ranges is counted as the sum of
// forms where each such tile is placed an exact number of times, one per count the area allows.
// Counting up to symmetry: a symmetry that swaps two tiles of one shape (a one-sided set's mirror
// pair) maps solutions with A twice and B once onto solutions with B twice and A once, so of the
// choices it maps onto each other only the first is counted, under the symmetries that keep it.
import { Form, FormTile } from '../language/model';
import { FormAtoms, Position } from './positions';
import { puzzleSymmetries } from './symmetry';

/** A tile whose range the search cannot hold as one item: placed MIN..MAX times with MAX > 1 and MIN < MAX. */
export function isWide(ft: FormTile): boolean {
  return ft.min < ft.max && ft.max > 1;
}

export function hasWideRanges(form: Form): boolean {
  return form.tiles.some(isWide);
}

/**
 * The forms whose counts add up to the count of `form`: each wide tile placed an exact number of times
 * (0 keeps the tile with no placement, so the forms keep the tiles' indices and symmetries), every
 * choice the area allows, and with `symmetric` one choice of those the form's symmetries map onto each
 * other, with how many choices it stands for (each has as many solutions); `order` is the order of
 * those symmetries (1 without).
 */
export function exactRangeForms(form: Form, atoms: FormAtoms, positions: Position[], symmetric: boolean): { forms: { form: Form; images: number }[]; order: number } {
  // The symmetries of the form with every tile under the same rule, and which tiles each one swaps.
  const anyRule = { ...form, tiles: form.tiles.map((ft) => ({ ...ft, min: 0, max: 1 })) };
  const group = symmetric ? puzzleSymmetries(anyRule, atoms, positions).elements : [];
  const swaps = group.map((g) => g.tiles).filter((s) => s.some((u, t) => u !== t));
  // With swaps, optional tiles are split too: a choice must be the tile counts of its solutions.
  const split = form.tiles.map((ft, t) => (isWide(ft) || (swaps.length > 0 && ft.min < ft.max) ? t : -1)).filter((t) => t >= 0);
  let least = 0, most = 0;
  form.tiles.forEach((ft, t) => { if (!split.includes(t)) { least += ft.min * ft.tile.atomCount; most += ft.max * ft.tile.atomCount; } });
  const counts: number[][] = [];
  const chosen = new Array<number>(split.length);
  // Depth-first over the split tiles, keeping the area within reach of the other tiles' ranges.
  const choose = (k: number, area: number): void => {
    if (k === split.length) {
      if (least + area <= atoms.count && atoms.count <= most + area) counts.push([...chosen]);
      return;
    }
    const ft = form.tiles[split[k]];
    for (let n = ft.min; n <= ft.max && least + area + n * ft.tile.atomCount <= atoms.count; n++) {
      chosen[k] = n;
      choose(k + 1, area + n * ft.tile.atomCount);
    }
  };
  choose(0, 0);
  const forms: Form[] = counts.map((c) => {
    const tiles = form.tiles.slice();
    split.forEach((t, k) => (tiles[t] = { tile: form.tiles[t].tile, min: c[k], max: c[k] }));
    return { ...form, tiles };
  });
  const order = Math.max(1, group.length);
  if (swaps.length === 0) return { forms: forms.map((f) => ({ form: f, images: 1 })), order };
  const keyOf = (tiles: readonly { min: number; max: number }[]) => tiles.map((r) => `${r.min}.${r.max}`).join(',');
  const keys = new Set(forms.map((f) => keyOf(f.tiles)));
  const first: { form: Form; images: number }[] = [];
  for (const f of forms) {
    const key = keyOf(f.tiles);
    const images = new Set([key]);
    for (const s of swaps) {
      const image = new Array<FormTile>(f.tiles.length);
      f.tiles.forEach((ft, t) => (image[s[t]] = ft));
      const k = keyOf(image);
      if (keys.has(k)) images.add(k);
    }
    if ([...images].every((k) => k >= key)) first.push({ form: f, images: images.size });
  }
  return { forms: first, order };
}

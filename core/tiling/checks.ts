// Checks of a form against its tiles: area balance (cheap, from the model) and the checks that need the
// generated positions: tiles that fit nowhere, atoms nothing can cover, and chessboard parity.
import { Diagnostic, diagnostic } from '../language/diagnostics';
import { applyAffine } from '../grids/grid';
import { Form } from '../language/model';
import { atomCount } from '../grids/shape';
import { checkBudget, FormAtoms, overBudget, Position, solveBudget } from './positions';
import { puzzleSymmetries, restrictToOrbits } from './symmetry';

/** What the position checks need: a prepared form has it, and so has a bare generation. */
export interface GeneratedForm { form: Form; atoms: FormAtoms; positions: Position[] }

/** Tile atoms against form atoms, honouring multiplicities and optional tiles. */
export function checkArea(form: Form): Diagnostic[] {
  const formAtoms = atomCount(form.cells);
  let least = 0, most = 0;
  for (const ft of form.tiles) { least += ft.min * ft.tile.atomCount; most += ft.max * ft.tile.atomCount; }
  if (formAtoms >= least && formAtoms <= most) return [];
  const tiles = least === most ? `the tiles cover ${least} atoms` : `the tiles cover ${least} to ${most} atoms`;
  return [diagnostic('area-mismatch', form.nameRange, `${tiles} but form ${form.name} has ${formAtoms}`)];
}

/**
 * A range's end that the area never allows (`tiles A 0..9` where at most 4 A fit beside the other
 * tiles' least): a warning on that number, with the end the area allows. Apart from checkArea, whose
 * findings keep a form from being solved.
 */
export function checkRanges(form: Form): Diagnostic[] {
  if (checkArea(form).length > 0) return [];
  const formAtoms = atomCount(form.cells);
  let least = 0;
  for (const ft of form.tiles) least += ft.min * ft.tile.atomCount;
  const out: Diagnostic[] = [];
  for (const o of form.decl.options) {
    if (o.kind !== 'tiles') continue;
    for (const e of o.entries) {
      const ft = e.range && form.tiles.find((x) => x.tile.name === e.name.text);
      if (!ft || !e.range || ft.min !== e.range.min.value || ft.max !== e.range.max.value) continue;
      const a = ft.tile.atomCount;
      const most = Math.floor((formAtoms - (least - ft.min * a)) / a);
      const fewest = Math.max(0, Math.ceil((formAtoms - (mostOf(form) - ft.max * a)) / a));
      if (ft.max > most) out.push(diagnostic('range-unreachable', e.range.max.range, `tile ${ft.tile.name} fits at most ${times(most)}: ${most + 1} of its ${a} atoms and the other tiles' least are more than form ${form.name}'s ${formAtoms}`));
      if (ft.min < fewest) out.push(diagnostic('range-unreachable', e.range.min.range, `tile ${ft.tile.name} is placed at least ${times(fewest)}: with fewer, the tiles cover less than form ${form.name}'s ${formAtoms} atoms`));
    }
  }
  return out;
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

function mostOf(form: Form): number {
  let most = 0;
  for (const ft of form.tiles) most += ft.max * ft.tile.atomCount;
  return most;
}

export function checkForm(p: GeneratedForm): Diagnostic[] {
  const { form, atoms, positions } = p;
  const out: Diagnostic[] = [];
  const counts = new Array(form.tiles.length).fill(0);
  const covered = new Uint8Array(atoms.count);
  for (const pos of positions) {
    counts[pos.tile]++;
    for (const a of pos.atoms) covered[a] = 1;
  }
  form.tiles.forEach((ft, t) => {
    if (counts[t] > 0) return;
    const related = ft.tile.set.source === '' ? [{ message: `tile ${ft.tile.name} defined here`, range: ft.tile.nameRange }] : undefined;
    out.push({ ...diagnostic('tile-fits-nowhere', form.nameRange, `tile ${ft.tile.name} fits nowhere in form ${form.name}`, related), severity: ft.min > 0 ? 'error' : 'warning' });
  });
  const seenCells = new Set<number>();
  for (let a = 0; a < atoms.count; a++) {
    if (covered[a] || seenCells.has(atoms.cellOf[a])) continue;
    seenCells.add(atoms.cellOf[a]);
    const cell = atoms.cells[atoms.cellOf[a]];
    const r = form.cellRanges.get(`${cell.kind}:${cell.c.join(',')}`) ?? form.nameRange;
    out.push(diagnostic('uncoverable-atom', r, `no tile fits over cell ${cell.c.join('.')} of form ${form.name}`));
  }
  if (out.length === 0 && checkArea(form).length === 0) {
    const parity = checkParity(p);
    if (parity) out.push(parity);
  }
  return out;
}

/**
 * Chessboard parity: each atom counts +1 on a light cell and -1 on a dark one. A solution's sum is the sum
 * over its positions, so if no choice of positions' values (one per placed tile) reaches the form's sum,
 * the form has no solution.
 */
function checkParity(p: GeneratedForm): Diagnostic | undefined {
  const { form, atoms, positions } = p;
  const colours = form.grid.colours;
  if (form.grid.kinds.some((_, k) => !colours[k])) return undefined;
  const atomValue = (a: number) => {
    const cell = atoms.cells[atoms.cellOf[a]];
    return (((applyAffine(colours[cell.kind]!, cell.c)[0] % 2) + 2) % 2) === 0 ? 1 : -1;
  };
  let target = 0;
  for (let a = 0; a < atoms.count; a++) target += atomValue(a);
  const values = form.tiles.map(() => new Set<number>());
  for (const pos of positions) {
    let v = 0;
    for (const a of pos.atoms) v += atomValue(a);
    values[pos.tile].add(v);
  }
  let reachable = new Set([0]);
  form.tiles.forEach((ft, t) => {
    for (let copy = 0; copy < ft.max; copy++) {
      const next = new Set<number>();
      for (const s of reachable) {
        if (copy >= ft.min) next.add(s);
        for (const v of values[t]) next.add(s + v);
      }
      reachable = next;
    }
  });
  if (reachable.has(target)) return undefined;
  const light = (atoms.count + target) / 2;
  return diagnostic('parity', form.nameRange,
    `form ${form.name} cannot be filled: coloured like a chessboard it has ${light} light and ${atoms.count - light} dark atoms, and no placement of the tiles covers that mix`);
}

/** An information diagnostic when placing the form's tiles is past the check budget: the checks that need positions are not run. */
export function skippedChecks(form: Form): Diagnostic | undefined {
  const why = overBudget(form, checkBudget);
  if (!why) return undefined;
  const solving = overBudget(form, solveBudget) ? 'it is too large to solve as well' : 'solving it still does';
  return diagnostic('checks-skipped', form.nameRange, `form ${form.name} is too large to check where its tiles fit: ${why}; ${solving}`);
}

/** The checks that need a form's positions: where tiles fit, atoms nothing covers, parity, and a `symmetry tile` that cannot be kept. */
export function positionChecks(p: GeneratedForm): Diagnostic[] {
  const out = checkForm(p);
  const unrestricted = checkSymmetryTile(p);
  if (unrestricted) out.push(unrestricted);
  return out;
}

/**
 * `symmetry tile X` asks for X to be kept to one position per orbit: say so when it cannot be, why,
 * and what the engine does instead (rather than fall back in silence).
 */
export function checkSymmetryTile(p: GeneratedForm): Diagnostic | undefined {
  const { form, atoms, positions } = p;
  const wanted = form.symmetryTile;
  const option = form.decl.options.find((o) => o.kind === 'symmetry' && o.tile);
  if (!wanted || !option || option.kind !== 'symmetry' || !form.symmetry) return undefined;
  const t = form.tiles.findIndex((ft) => ft.tile === wanted);
  if (t < 0) return undefined; // reported as a tile the form does not use
  const group = puzzleSymmetries(form, atoms, positions);
  const restriction = restrictToOrbits(form, positions, group, t);
  if (restriction.tile === t) return undefined;
  const ft = form.tiles[t];
  const most = form.tiles.reduce((s, x) => s + x.max * x.tile.atomCount, 0);
  const other = group.elements.find((g) => g.tiles[t] !== t);
  const why = group.elements.length <= 1 ? `form ${form.name} has no symmetry`
    : ft.max > 1 ? `it is placed ${ft.max} times, not once`
    : ft.min === 0 && most - ft.tile.atomCount >= atoms.count ? `it is optional, so not in every solution`
    : other ? `a symmetry of the form turns it into tile ${form.tiles[other.tiles[t]].tile.name}`
    : `no position of it fits`;
  const instead = group.elements.length <= 1 ? 'every solution is counted'
    : restriction.tile >= 0 ? `the engine restricts tile ${form.tiles[restriction.tile].tile.name} instead`
    : `no tile can be: a count uses Burnside's lemma, a listing compares each solution with its images`;
  return diagnostic('symmetry-tile', option.tile!.range, `tile ${wanted.name} cannot be kept to one position per orbit: ${why}; ${instead}`);
}

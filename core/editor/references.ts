// Names in a document and what they refer to: grids, tile sets, tiles and forms. Definition,
// references, highlights, rename and hover all start from the occurrence under the cursor.
import { Library, Model, Tile, TileSet } from '../language/model';
import { Art, FormDecl, Name, SyntaxTree } from '../language/syntax';
import { containsPosition, Position, Range } from '../language/text';

/** A puzzle's name has its kind's keyword as its symbol kind (`nonogram`, `linkpix`). */
export type SymbolKind = 'grid' | 'tileset' | 'tile' | 'form' | (string & {});

export interface Occurrence {
  kind: SymbolKind;
  name: string;
  range: Range;
  /** Whether this occurrence is the name in the symbol's own declaration. */
  definition: boolean;
  /** For a tile: the tile set that defines it (tiles are named inside their set). */
  owner?: string;
}

/** Identifies a symbol: two occurrences with the same key name the same thing. */
export function symbolKey(o: Occurrence): string {
  return `${o.kind}:${o.owner ?? ''}:${o.name}`;
}

/** Every name in the document, in source order. Tile names in form options resolve through the form's tile sets. */
export function occurrences(model: Model, library?: Library): Occurrence[] {
  const out: Occurrence[] = [];
  const add = (kind: SymbolKind, n: Name, definition: boolean, owner?: string) =>
    out.push({ kind, name: n.text, range: n.range, definition, ...(owner !== undefined ? { owner } : {}) });
  const setNamed = (name: string): TileSet | undefined => model.tileSets.get(name) ?? library?.tileSet(name);
  for (const item of model.tree.items) {
    switch (item.kind) {
      case 'use':
        add(library?.grid(item.name.text) ? 'grid' : 'tileset', item.name, false);
        break;
      case 'grid':
        add('grid', item.name, true);
        break;
      case 'tileset':
        add('tileset', item.name, true);
        if (item.grid) add('grid', item.grid, false);
        for (const inc of item.includes) add('tileset', inc, false);
        for (const t of item.tiles) add('tile', t.name, true, item.name.text);
        break;
      case 'form': {
        add('form', item.name, true);
        for (const u of item.uses) add('tileset', u, false);
        const sets = item.uses.map((u) => setNamed(u.text)).filter((s): s is TileSet => s !== undefined);
        const ownerOf = (n: Name) => sets.map((s) => s.tiles.find((t) => t.name === n.text)).find((t) => t)?.set.name;
        for (const o of item.options) {
          const names = o.kind === 'tiles' ? o.entries.map((e) => e.name) : o.kind === 'optional' ? o.names : o.kind === 'symmetry' && o.tile ? [o.tile]
            : o.kind === 'place' ? o.pieces.map((p) => p.tile) : o.kind === 'part' ? o.tiles : [];
          for (const n of names) add('tile', n, false, ownerOf(n));
        }
        break;
      }
    }
  }
  for (const block of model.tree.blocks) add(block.kind, block.name, true);
  return out;
}

export function occurrenceAt(all: readonly Occurrence[], p: Position): Occurrence | undefined {
  return all.find((o) => containsPosition(o.range, p));
}

/** All occurrences of the symbol `o` names, its declaration included. */
export function referencesTo(all: readonly Occurrence[], o: Occurrence): Occurrence[] {
  const key = symbolKey(o);
  return all.filter((x) => symbolKey(x) === key);
}

/** The tile an occurrence names, from the document or the library. */
export function tileOf(model: Model, library: Library | undefined, o: Occurrence): Tile | undefined {
  if (o.kind !== 'tile' || o.owner === undefined) return undefined;
  const set = model.tileSets.get(o.owner) ?? library?.tileSet(o.owner);
  return set?.tiles.find((t) => t.name === o.name && t.set === set);
}

/** Edit distance (Levenshtein), for suggesting the closest existing name. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

/**
 * The candidates closest to a name, within a third of its length (at least one edit): all of them
 * when several are equally close (L4 for an unknown L5: L3 and L6 as well), in their given order.
 */
export function closestNames(name: string, candidates: Iterable<string>): string[] {
  let best: string[] = [];
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const c of new Set(candidates)) {
    if (c === name) continue;
    const d = editDistance(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) { best = [c]; bestDistance = d; }
    else if (d === bestDistance) best.push(c);
  }
  return best;
}

/** Every text art of the document: tile shapes, form pictures and the arts of puzzle blocks (nonogram goals). */
export function artsOf(tree: SyntaxTree): Art[] {
  const items = tree.items.flatMap((i) => (i.kind === 'tileset' ? i.tiles.flatMap((t) => t.arts) : i.kind === 'form' ? formArts(i) : []));
  return [...items, ...tree.blocks.flatMap((b) => b.arts ?? [])];
}

/** A form's picture and its parts drawing (`parts { ... }`), which is art too. */
function formArts(form: FormDecl): Art[] {
  return [...form.options.flatMap((o) => (o.kind === 'parts' ? [o.art] : [])), ...(form.art ? [form.art] : [])];
}

/** Whether a position is on the glyphs of an art row (where every character is a cell, not code). */
export function inArt(tree: SyntaxTree, p: Position): boolean {
  return artsOf(tree).some((a) => a.rows.some((r) => r.line === p.line && r.text.length > 0 && p.character > r.startChar && p.character <= r.startChar + r.text.length));
}

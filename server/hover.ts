// Hover: tiles (shapes as block art, atoms, positions per form), forms (picture and the engine's
// numbers), tile sets, grids, keywords, and inside a puzzle block what its kind says. Never waits
// for counting: numbers not ready read "counting…".
import { FormPositionCounts } from '../core/document';
import { Hover, MarkupKind } from 'vscode-languageserver/node';
import { formHover, gridHover, keywordHover, placedHover, tileHover } from '../core/editor/hover';
import { inArt, occurrenceAt, tileOf } from '../core/editor/references';
import { PipelineNumbers } from '../core/tiling/solve';
import { kindOf } from '../core/kinds';
import { containsPosition } from '../core/language/text';
import { Workspace } from './workspace';

/** What a form's hover shows of its counts: none yet, the numbers, or that they were skipped. */
function counted(counts: FormPositionCounts | undefined): PipelineNumbers | 'skipped' | undefined {
  return counts && (counts.numbers ?? 'skipped');
}

export function registerHover(ws: Workspace): void {
  ws.connection.onHover(ws.whenReady((params): Hover | null => {
    const doc = ws.document(params.textDocument.uri);
    if (!doc) return null;
    const { model, occurrences } = ws.analysis(doc);
    const markdown = (value: string, range = undefined as Hover['range']): Hover => ({ contents: { kind: MarkupKind.Markdown, value }, ...(range ? { range } : {}) });
    // Inside a puzzle block its kind answers (a clue, the name); the findings only when they are ready.
    for (const puzzle of model.puzzles) {
      if (!containsPosition(puzzle.block.range, params.position)) continue;
      const found = kindOf(puzzle).hover?.(puzzle, params.position, ws.peekFindings(doc, puzzle));
      if (found) return markdown(found.markdown, found.range);
    }
    const placed = model.forms.flatMap((form) => form.placed.map((piece) => ({ form, piece }))).find(({ piece }) => containsPosition(piece.range, params.position));
    if (placed) return markdown(placedHover(placed.form, placed.piece), placed.piece.range);
    const o = occurrenceAt(occurrences, params.position);
    if (o) {
      switch (o.kind) {
        case 'tile': {
          const tile = tileOf(model, ws.library, o);
          if (!tile) return null;
          const uses = model.forms.filter((f) => f.tiles.some((ft) => ft.tile === tile))
            .map((f) => ({ form: f.name, afterPruning: ws.peekPositionCounts(doc, f)?.numbers?.positions.perTile[tile.name]?.afterPruning }));
          return markdown(tileHover(tile, uses), o.range);
        }
        case 'form': {
          const form = model.forms.find((f) => f.name === o.name);
          return form ? markdown(formHover(form, counted(ws.peekPositionCounts(doc, form))), o.range) : null;
        }
        case 'tileset': {
          const set = model.tileSets.get(o.name) ?? ws.library.tileSet(o.name);
          if (!set) return null;
          const from = set.source ? ' (standard library)' : '';
          return markdown(`**tile set ${set.name}**${from} on grid ${set.grid.name}: ${set.tiles.length} tiles (${set.tiles.map((t) => t.name).join(' ')})`, o.range);
        }
        case 'grid': {
          const grid = model.grids.get(o.name) ?? ws.library.grid(o.name);
          return grid ? markdown(gridHover(grid), o.range) : null;
        }
      }
    }
    if (inArt(model.tree, params.position)) return null;
    const line = model.lines.lineText(params.position.line);
    const c = params.position.character;
    const start = line.slice(0, c).search(/[A-Za-z_]*$/);
    const word = line.slice(start).match(/^[A-Za-z_][A-Za-z0-9_]*/)?.[0];
    const text = word && keywordHover(word);
    if (!text || line.slice(0, start).includes('//')) return null;
    return markdown(text, { start: { line: params.position.line, character: start }, end: { line: params.position.line, character: start + word.length } });
  }));
}

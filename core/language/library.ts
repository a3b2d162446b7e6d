// The standard library: grids and tile sets written in .logel (stdlib/), built once on first use.
import { stdlibFiles } from '../generated/stdlib';
import { Grid } from '../grids/grid';
import { buildModel, Library, Model, TileSet } from './model';

/** A library over named .logel texts; each file may use the grids and sets of the others. */
export class TextLibrary implements Library {
  private readonly models = new Map<string, Model>();
  private readonly owners = new Map<string, { file: string; kind: 'grid' | 'tileset' }>();
  private readonly building = new Set<string>();

  constructor(private readonly files: Readonly<Record<string, string>>) {
    // A cheap scan for declared names, so only the files actually needed get built.
    for (const [file, text] of Object.entries(files)) {
      for (const m of text.matchAll(/^\s*(grid|tileset)\s+([A-Za-z_][A-Za-z0-9_]*)/gm)) {
        this.owners.set(m[2], { file, kind: m[1] as 'grid' | 'tileset' });
      }
    }
  }

  /** The source text of a library file, for go-to-definition. */
  fileText(file: string): string | undefined { return this.files[file]; }

  fileOf(name: string): string | undefined { return this.owners.get(name)?.file; }

  names(): string[] { return [...this.owners].filter(([, o]) => o.kind === 'tileset').map(([n]) => n).sort(); }

  gridNames(): string[] { return [...this.owners].filter(([, o]) => o.kind === 'grid').map(([n]) => n).sort(); }

  grid(name: string): Grid | undefined {
    const owner = this.owners.get(name);
    return owner?.kind === 'grid' ? this.model(owner.file)?.grids.get(name) : undefined;
  }

  tileSet(name: string): TileSet | undefined {
    const owner = this.owners.get(name);
    return owner?.kind === 'tileset' ? this.model(owner.file)?.tileSets.get(name) : undefined;
  }

  private model(file: string): Model | undefined {
    let m = this.models.get(file);
    if (!m && !this.building.has(file)) {
      this.building.add(file);
      // The standard library holds grids and tile sets only: no puzzle kind's blocks.
      m = buildModel(this.files[file], [], this, `stdlib:${file}`);
      this.building.delete(file);
      this.models.set(file, m);
    }
    return m;
  }
}

export const standardLibrary = new TextLibrary(stdlibFiles);

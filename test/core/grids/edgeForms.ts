// What the edge-grid tests share: a model that must read clean, and a form's count both ways.
import * as assert from 'assert';
import { buildModel } from '../../../core/document';
import { standardLibrary } from '../../../core/language/library';
import { Model } from '../../../core/language/model';
import { prepareForm } from '../../../core/tiling/solve';
import { countBothWays } from '../tiling/countBothWays';

export function model(text: string): Model {
  const m = buildModel(text, standardLibrary);
  assert.deepStrictEqual(m.diagnostics.map((d) => d.message), []);
  return m;
}

export function count(m: Model, form: string): { unique: bigint; total: bigint } {
  return countBothWays(prepareForm(m.forms.find((f) => f.name === form)!));
}

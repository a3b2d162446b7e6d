// Counting a share of a form on a counting thread (threads/shares.ts): the language and the tiling
// engine, which the bundles that solve forms have and `logel xc`'s does without.
import { buildModel } from '../core/read';
import { standardLibrary } from '../core/language/library';
import { prepareForm, solvePrepared } from '../core/tiling/solve';
import { registerFormShareCounter } from './shares';

registerFormShareCounter((job, share, onProgress, shouldStop) => {
  const forms = buildModel(job.text, standardLibrary).forms;
  const form = job.form === undefined ? (forms.length === 1 ? forms[0] : undefined) : forms.find((f) => f.name === job.form);
  if (!form) throw new Error(job.form === undefined ? 'there is no single form' : `there is no form '${job.form}'`);
  const prepared = prepareForm(form, { symmetry: job.symmetry, shouldStop });
  return solvePrepared(prepared, { mode: 'count', share, onProgress, shouldStop });
});

/** The script a form's counting threads run: the bundle this is in, or this file itself (tests). */
export const formShareScript = __filename;

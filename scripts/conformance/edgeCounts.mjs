// The audit of edge-polyform counts (docs/edge-counts.md) against the shared data: every polystick,
// polytrig and polytwig class with a published count in Polyform Puzzler's docstrings (and every class
// the polystick table of KNOWN_COUNTS.md names) has a row there, with the docstring's figure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function edgeCountsConformance(data, check) {
  const tsv = join(data, 'polyform', 'polyform_puzzler_docstring_counts.tsv');
  if (!existsSync(tsv)) {
    console.log(`no Polyform Puzzler counts in ${data}`);
    return;
  }
  const audit = new Map(readFileSync('docs/edge-counts.md', 'utf8').split('\n').filter((l) => /^\| `\w+` \|/.test(l))
    .map((l) => l.split(' | ')).map(([cls, published]) => [cls.replace(/^\| `|`$/g, ''), published.replace(/,/g, '')]));
  const published = readFileSync(tsv, 'utf8').split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('module'))
    .map((l) => l.split('\t')).filter(([module, , , , count]) => /stick|trig|twig/.test(module) && count && count !== 'many');
  const wrong = published.filter(([, cls, , , count]) => audit.get(cls) !== count).map(([, cls, , , count]) => `${cls} ${count}: ${audit.get(cls) ?? 'missing'}`);
  check(`docs/edge-counts.md has all ${published.length} edge-polyform classes with a count in Polyform Puzzler's docstrings, with their figures`,
    wrong.length === 0, wrong.slice(0, 5).join('; '));
  const known = readFileSync(join(data, 'polyform', 'KNOWN_COUNTS.md'), 'utf8');
  const sticks = known.slice(known.indexOf('## D. Polysticks'), known.indexOf('## E.'));
  const classes = [...sticks.matchAll(/PP `(\w+)`/g)].map((m) => m[1]);
  check(`docs/edge-counts.md names the ${classes.length} classes of KNOWN_COUNTS.md's polystick table`,
    classes.length > 0 && classes.every((c) => audit.has(c)), classes.filter((c) => !audit.has(c)).join(', '));
}

// The TextMate grammar's one-line rules on statements: the scopes the editor paints. The rules are
// applied as TextMate does (at each place the earliest match wins, the first rule on a tie), with
// JavaScript regular expressions, which read these rules the same way as Oniguruma.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

interface Rule { match?: string; name?: string; captures?: Record<string, { name: string }> }

const grammar = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../syntaxes/logel.tmLanguage.json'), 'utf8')) as { patterns: Rule[] };
const rules = grammar.patterns.filter((r) => r.match !== undefined).map((r) => ({ ...r, re: new RegExp(r.match!, 'gu') }));

/** The painted pieces of one line, as [text, scope]. */
function scopes(line: string): [string, string][] {
  const out: [string, string][] = [];
  let at = 0;
  while (at < line.length) {
    let best: { m: RegExpExecArray; rule: (typeof rules)[number] } | undefined;
    for (const rule of rules) {
      rule.re.lastIndex = at;
      const m = rule.re.exec(line);
      if (m && m[0] !== '' && (!best || m.index < best.m.index)) best = { m, rule };
    }
    if (!best) break;
    const { m, rule } = best;
    if (rule.name) out.push([m[0], rule.name]);
    for (const [i, c] of Object.entries(rule.captures ?? {})) if (m[Number(i)] !== undefined) out.push([m[Number(i)], c.name]);
    at = m.index + m[0].length;
  }
  return out;
}

describe('TextMate grammar', () => {
  it('paints a range as two numbers and a range operator, not as empty art', () => {
    assert.deepEqual(scopes('  tiles A 1..3 B 0..12'), [
      ['tiles', 'keyword.other.statement.logel'],
      ['1', 'constant.numeric.range.logel'], ['..', 'keyword.operator.range.logel'], ['3', 'constant.numeric.range.logel'],
      ['0', 'constant.numeric.range.logel'], ['..', 'keyword.operator.range.logel'], ['12', 'constant.numeric.range.logel'],
    ]);
  });
  it('still paints empty art cells and plain numbers', () => {
    assert.deepEqual(scopes('  ##..'), [['##', 'markup.bold.art.logel'], ['..', 'comment.art.empty.logel']]);
    assert.deepEqual(scopes('  limit 2.5'), [['limit', 'keyword.other.statement.logel'], ['2.5', 'constant.numeric.logel']]);
  });
});

// Entry point of `logel xc` alone (dist/xc.js, chosen by bin/logel.js): the exact-cover search
// without the language, so that a process (and each of its counting threads) loads a fifth of the
// code of dist/cli.js.
import { countsGuarded, runFromProcess, escaping } from './process';
import { runXc } from './xc';

runFromProcess((argv, io) => countsGuarded(runXc)(argv.slice(1), escaping(io)));

// Entry point of the bundled CLI (dist/cli.js): every command.
import '../threads/formShares';   // its counting threads count forms too
import { main } from './main';
import { runFromProcess } from './process';

runFromProcess(main);

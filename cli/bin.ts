// Entry point of the bundled CLI (dist/cli.js): every command.
import '../threads/formShares';
import { main } from './main';
import { runFromProcess } from './process';

runFromProcess(main);

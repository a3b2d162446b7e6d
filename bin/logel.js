#!/usr/bin/env node
// `logel xc` loads its own small bundle (no language: a faster start); every other command the whole CLI.
require(process.argv[2] === 'xc' ? '../dist/xc.js' : '../dist/cli.js');

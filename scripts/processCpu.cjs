// Preloaded (node --require) into a benchmarked process: on exit it writes the CPU time of the
// whole process (every thread, user and system) and its peak resident memory to standard error,
// as one line `logel-bench-cpu {"cpu":seconds,"rssMb":megabytes}`.
const { writeSync } = require('node:fs');
process.on('exit', () => {
  const u = process.resourceUsage();
  const cpu = (u.userCPUTime + u.systemCPUTime) / 1e6;
  writeSync(2, `\nlogel-bench-cpu ${JSON.stringify({ cpu, rssMb: u.maxRSS / 1024 })}\n`);
});

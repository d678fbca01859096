// CPU time of a process and all its descendants, from Linux's /proc: the server as `npm start` runs it is a tree
// (npm start's script, then one server process or node:cluster's workers, each with PGlite's worker thread).
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ on every common build

/** [pid, parent pid, user + system ticks] of every readable process. */
function processes() {
  return fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields that matter follow its last ')'.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [[Number(name), Number(fields[1]), Number(fields[11]) + Number(fields[12])]];
    } catch {
      return []; // ended while being read
    }
  });
}

/** Microseconds of CPU the process `rootPid` and its descendants have used; null where /proc is not there. */
export function treeCpuMicros(rootPid) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const all = processes();
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of all) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const ticks = all.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , t]) => sum + t, 0);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/**
 * Microseconds of CPU used by every process named `command` (PostgreSQL's server and backends are all "postgres"),
 * with what their ended children used (a backend that closed counts in its postmaster's children's time).
 */
export function commandCpuMicros(command) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== command) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended while being read
    }
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc (USER_HZ): 100 on every Linux this runs on. */
const ticksPerSecond = 100;

/**
 * CPU time used so far by a process and every process below it, in ms, from /proc: the jail's
 * launcher (prlimit, then bubblewrap) is the child the server knows, workerd runs under it.
 * 0 where /proc cannot be read.
 */
export function processCpuMs(pid: number): number {
  let ticks = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
      const stat = readFileSync(`/proc/${next}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${next}/task`)) {
        const children = readFileSync(`/proc/${next}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

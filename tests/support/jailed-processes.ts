import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The uids of the processes whose command line `matches`, among those in a PID namespace other
 * than this one's (a jail's): what a test reads to prove a jail runs as its own unprivileged uid.
 */
export function jailedUids(matches: (commandLine: string) => boolean): string[] {
  const own = readlinkSync('/proc/self/ns/pid');
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (!matches(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) return [];
        if (readlinkSync(`/proc/${pid}/ns/pid`) === own) return [];
        return [/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? ''];
      } catch {
        return []; // gone meanwhile
      }
    });
}

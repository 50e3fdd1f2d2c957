import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A pids cgroup around one sandbox, where the server is root and cgroups are writable: it caps
 * the sandbox's own processes and threads whatever uid they run as. The process limit of prlimit
 * holds only for an unprivileged uid, and a root server falls back to root's own user namespace
 * when that uid cannot read the checkout (ADR 0018); this keeps a fork bomb bounded there too.
 */

/** Where a new pids cgroup can be made: cgroup v1's pids hierarchy, or v2's root with pids enabled. */
function pidsHierarchy() {
  const v1 = '/sys/fs/cgroup/pids';
  if (existsSync(path.join(v1, 'cgroup.procs'))) return v1;
  const v2 = '/sys/fs/cgroup';
  try {
    if (readFileSync(path.join(v2, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('pids')) return v2;
  } catch {
    // no cgroup v2 here
  }
  return null;
}

/** Moves `pid` (and so all it starts) into a new pids cgroup of at most `max`; answers how to remove it. */
export function capProcesses(pid: number, max: number): () => void {
  const hierarchy = process.getuid?.() === 0 ? pidsHierarchy() : null;
  if (!hierarchy) return () => undefined;
  const group = path.join(hierarchy, `shipwright-sandbox-${pid}`);
  try {
    mkdirSync(group);
    writeFileSync(path.join(group, 'pids.max'), String(max));
    writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
  } catch {
    return () => undefined;
  }
  const remove = (triesLeft: number) => {
    try {
      rmdirSync(group);
    } catch {
      // Its last processes are still being reaped: an empty group can be removed a moment later.
      if (triesLeft > 0) setTimeout(() => remove(triesLeft - 1), 500).unref();
    }
  };
  return () => remove(10);
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FunctionLimits } from '../../../shared/functions/limits';
import type { CloudEnvironment } from '../../db/schema';
import type { CloudAccess } from './cloud-binding';
import { type CallContext, type CallRequest, type CallResult, FunctionProcess } from './function-process';

/** Which app's functions, and from which build: a new build starts a new process. */
export interface FunctionSite {
  projectId: string;
  environment: CloudEnvironment;
  artifactId: string;
  /** The build's bundled functions, read only when a process has to start. */
  functions(): Promise<Record<string, string>>;
}

interface Running {
  artifactId: string;
  limits: string;
  process: Promise<FunctionProcess>;
}

/**
 * The apps' functions running on this server (ADR 0026): one workerd process per app and
 * environment, started on its first call, kept while used, stopped when the app has a newer
 * build, when its plan's limits change, when it crashed or was stopped by a limit (the next call
 * starts it again), or when more apps than `capacity` are running (the one used longest ago).
 */
export class FunctionHost {
  private readonly running = new Map<string, Running>();

  constructor(private readonly capacity: number) {}

  async call(
    site: FunctionSite,
    limits: FunctionLimits,
    name: string,
    request: CallRequest,
    context: CallContext,
    cloud?: CloudAccess,
  ) {
    const process = await this.processFor(site, limits);
    return process.call(name, request, context, cloud);
  }

  async close() {
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(all.map((r) => r.process.then((p) => p.stop()).catch(() => undefined)));
  }

  private async processFor(site: FunctionSite, limits: FunctionLimits): Promise<FunctionProcess> {
    const key = `${site.projectId}:${site.environment}`;
    const wanted = JSON.stringify(limits);
    const found = this.running.get(key);
    this.running.delete(key);
    if (found?.artifactId === site.artifactId && found.limits === wanted) {
      const process = await found.process.catch(() => null);
      if (process?.alive) {
        // Used now: it moves to the end of the map, the newest.
        this.running.set(key, found);
        return process;
      }
    }
    if (found) void found.process.then((p) => p.stop()).catch(() => undefined);
    const starting = site
      .functions()
      .then((functions) =>
        FunctionProcess.start({ modules: new Map(Object.entries(functions)), memoryMb: limits.memoryMb }, limits),
      );
    this.running.set(key, { artifactId: site.artifactId, limits: wanted, process: starting });
    starting.catch(() => {
      if (this.running.get(key)?.process === starting) this.running.delete(key);
    });
    for (const [oldKey, old] of this.running) {
      if (this.running.size <= this.capacity) break;
      this.running.delete(oldKey);
      void old.process.then((p) => p.stop()).catch(() => undefined);
    }
    return starting;
  }
}

/** What a call's outcome answers the app with when the function did not answer itself. */
export function failedCallStatus(result: CallResult): ContentfulStatusCode {
  const statuses: Record<string, ContentfulStatusCode> = {
    'not-found': 404,
    threw: 500,
    'bad-response': 502,
    'too-large': 502,
    crashed: 502,
    timeout: 504,
    cpu: 503,
    memory: 503,
  };
  return statuses[result.outcome] ?? 500;
}

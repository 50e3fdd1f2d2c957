import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

export interface AdmissionOptions {
  /** Requests handled at once; the rest wait their turn. */
  maxInFlight: number;
  /** How long a request may wait for its turn before it is turned away. */
  maxWaitMs: number;
  /** Requests waiting at most; beyond this they are turned away at once. */
  maxWaiting: number;
  /** An admitted request not answered within this long gets 503 (its work may still finish). */
  timeoutMs: number;
}

export const busyTexts = {
  busy: 'The server is busy right now. Please try again in a moment.',
  timeout: 'The server took too long to answer. Please try again in a moment.',
};

const busy = (message: string) => new ApiError(503, 'busy', message, { 'Retry-After': '1' });

/**
 * Load shedding in front of the database-backed routes. Under more load than the database can
 * take (PGlite runs one query at a time; a PostgreSQL pool has so many connections), requests
 * would otherwise queue without bound and every user would wait ever longer; here they wait
 * up to `maxWaitMs` for a turn and are then told to come back (503, Retry-After), and a turn
 * that hangs (slow queries holding every connection) ends in 503 after `timeoutMs`. A reply's
 * stream counts only until its Response exists, and large uploads are not timed (their bytes
 * arrive as fast as the client sends them).
 */
export function admission({ maxInFlight, maxWaitMs, maxWaiting, timeoutMs }: AdmissionOptions): MiddlewareHandler {
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (inFlight < maxInFlight) {
        inFlight += 1;
        return resolve();
      }
      if (waiting.length >= maxWaiting) return reject(busy(busyTexts.busy));
      // A released slot passes straight to the first waiter, so inFlight stays as it is.
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        reject(busy(busyTexts.busy));
      }, maxWaitMs);
      waiting.push(admit);
    });

  return async (c, next) => {
    await turn();
    const work = next().finally(release);
    if (Number(c.req.header('content-length') ?? 0) > 1024 * 1024) return work;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(busy(busyTexts.timeout)), timeoutMs);
    });
    try {
      await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * PGlite runs one query at a time, so a few requests in flight keep it busy; a PostgreSQL pool
 * serves its connections' worth, with as many again doing their non-database work meanwhile.
 */
export function admissionLimits(
  env: { DATABASE_POOL_MAX: number; REQUEST_TIMEOUT_MS: number },
  databaseKind: 'pglite' | 'postgres',
): AdmissionOptions {
  return {
    maxInFlight: databaseKind === 'pglite' ? 16 : env.DATABASE_POOL_MAX * 2,
    maxWaitMs: 3_000,
    maxWaiting: 1_000,
    timeoutMs: env.REQUEST_TIMEOUT_MS,
  };
}

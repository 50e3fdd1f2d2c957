import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sha256Hex } from '../core/sha256';
import type { Database, DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema';

/** One request counted in its window: how many the window has seen, and how long it has left. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Where fixed-window counters live; `hit` counts one request and says where the window stands,
 * `peek` says it without counting (null when no window is open).
 */
export interface RateLimitStore {
  hit(name: string, key: string, windowMs: number): Promise<RateLimitHit>;
  peek(name: string, key: string): Promise<RateLimitHit | null>;
}

/** What picks the store: the database every instance shares, or this process alone. */
export interface RateLimitStoreDeps {
  db: Database;
  databaseKind: DatabaseHandle['kind'];
}

const stores = new WeakMap<Database, RateLimitStore>();

/**
 * The store for a server's limits, one per database so all its limiters share it. On PostgreSQL
 * several instances may serve behind a load balancer, so the count is kept in the database; on
 * embedded PGlite one process serves everything, and a database round trip per limited request
 * would only cost (PGlite answers one query at a time).
 */
export function rateLimitStore({ db, databaseKind }: RateLimitStoreDeps): RateLimitStore {
  let store = stores.get(db);
  if (!store) {
    store = databaseKind === 'postgres' ? databaseRateLimitStore(db) : memoryRateLimitStore();
    stores.set(db, store);
  }
  return store;
}

/** Counters in this process: a restart forgetting them only ever helps a real user. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(name, key, windowMs) {
      const now = Date.now();
      const id = `${name}\n${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= now) {
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async peek(name, key) {
      const window = windows.get(`${name}\n${key}`);
      const now = Date.now();
      return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : null;
    },
  };
}

// Expired rows change nothing (the next hit restarts them), so sweeping them is only about size.
const sweepEveryMs = 60_000;

/**
 * Counters in the `rate_limits` table. Each hit is one upsert that restarts an expired window or
 * adds one, so concurrent hits from any number of instances never lose a count. Time is the
 * database's `now()`, so instances whose clocks disagree still share one window.
 */
export function databaseRateLimitStore(db: Database): RateLimitStore {
  let lastSweep = Date.now();
  return {
    async hit(name, key, windowMs) {
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now();
        // Off the request's path: a failed sweep only leaves rows for the next one.
        sweepExpiredRateLimits(db).catch(() => undefined);
      }
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          name,
          key: sha256Hex(key),
          count: 1,
          resetAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: [rateLimits.name, rateLimits.key],
          // Both right-hand sides read the row as it was before this hit.
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          resetInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)`.mapWith(Number),
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },
    async peek(name, key) {
      const [row] = await db
        .select({
          count: rateLimits.count,
          resetInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)`.mapWith(Number),
        })
        .from(rateLimits)
        .where(and(eq(rateLimits.name, name), eq(rateLimits.key, sha256Hex(key)), gt(rateLimits.resetAt, sql`now()`)));
      return row ?? null;
    },
  };
}

/**
 * Deletes windows that are over. A hit racing with it is safe: PostgreSQL rechecks the condition
 * on a row that hit just renewed, and a row deleted under a hit is inserted afresh at 1, which
 * is what the hit would have made of an expired window anyway.
 */
export async function sweepExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

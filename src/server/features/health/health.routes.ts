import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ReadyState } from '../../core/readiness';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/api-error';

/** What readiness asks besides the database: builds, App Functions (each answers its last check). */
export type ReadinessChecks = Record<string, () => Promise<ReadyState>>;

/**
 * `/healthz` is liveness: the process answers and reaches its database. `/readyz` is readiness:
 * 503 with the reasons while the database, builds or App Functions cannot serve, so a balancer
 * sends people elsewhere instead of to an instance whose every build would wait or fail.
 */
export const healthRoutes = ({ db, readiness = {} }: { db: Database; readiness?: ReadinessChecks }) =>
  new Hono()
    .get('/healthz', async (c) => {
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const });
      } catch {
        return c.json(errorBody('database_unavailable', 'The database is not answering.'), 503);
      }
    })
    .get('/readyz', async (c) => {
      const checks: ReadinessChecks = { database: () => databaseState(db), ...readiness };
      const states = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [name, await check()] as const),
      );
      const failing = states.filter(([, state]) => !state.ok);
      const summary = Object.fromEntries(states.map(([name, state]) => [name, state.ok ? 'ok' : state.reason]));
      if (!failing.length) return c.json({ status: 'ready' as const, checks: summary });
      const why = failing.map(([name, state]) => `${name}: ${state.ok ? '' : state.reason}`).join('; ');
      return c.json({ ...errorBody('not_ready', `Not ready: ${why}.`), checks: summary }, 503);
    });

async function databaseState(db: Database): Promise<ReadyState> {
  try {
    await db.execute(sql`select 1`);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'the database is not answering' };
  }
}

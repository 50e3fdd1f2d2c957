import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/api-error';

export const healthRoutes = ({ db }: { db: Database }) =>
  new Hono().get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const });
    } catch {
      return c.json(errorBody('database_unavailable', 'The database is not answering.'), 503);
    }
  });

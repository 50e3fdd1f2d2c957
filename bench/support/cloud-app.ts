import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orderSql, whereSql } from '../../src/server/apps/cloud/record-filter';
import type { Database } from '../../src/server/db/client';
import { cloudRecords, projectFiles } from '../../src/server/db/schema';
import type { RunningServer } from '../../src/server/server';
import { listQuerySchema } from '../../src/shared/cloud/query';
import type { PaidTier } from '../../src/shared/plans';
import { requestOnHost } from '../../tests/support/app-host';
import { grantPlan } from '../../tests/support/billing';
import { signedInUser } from './bench-server';

export interface BenchCloudApp {
  projectId: string;
  /** The preview's Host header, e.g. p-<id>.localhost:3000. */
  host: string;
  /** A new device of the preview: POST /identity on its host, as the SDK does first. */
  device(): Promise<{ token: string; id: string }>;
}

/**
 * A generated app with a build (and so a backend), made through the running server as a user
 * would: sign-up, a project from a prompt, the built-in engine's reply, the preview build. The
 * owner gets a paid plan the way a provider's event gives it, then `cloud.json` and a new build.
 */
export async function benchCloudApp(server: RunningServer, tier: PaidTier, rules: unknown): Promise<BenchCloudApp> {
  const owner = await signedInUser(server, 'cloud');
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie: owner.cookie, origin: server.url, 'content-type': 'application/json', ...init.headers },
    });
  const prompt = 'A task tracker with minutes spent per task';
  const project = (await (await api('/api/projects', { method: 'POST', body: JSON.stringify({ prompt }) })).json()) as {
    id: string;
  };
  const sent = await api(`/api/projects/${project.id}/messages`, {
    method: 'POST',
    body: JSON.stringify({ content: prompt }),
  });
  if (sent.status !== 202) throw new Error(`message refused: ${sent.status}`);
  const events = (await api(`/api/projects/${project.id}/generation/events`)).body;
  const decoder = new TextDecoder();
  let seen = '';
  for await (const chunk of events as unknown as AsyncIterable<Uint8Array>) {
    seen += decoder.decode(chunk, { stream: true });
    if (seen.includes('event: done')) break;
  }
  await grantPlan(server, owner.email, tier);
  const content = JSON.stringify(rules);
  await server.deps.db
    .insert(projectFiles)
    .values({ projectId: project.id, filePath: 'cloud.json', content, fileType: 'json' })
    .onConflictDoUpdate({ target: [projectFiles.projectId, projectFiles.filePath], set: { content } });
  const preview = (await (await api(`/api/projects/${project.id}/preview`)).json()) as {
    origin: string;
    build: { status: string; problems: unknown[] };
  };
  if (preview.build?.status !== 'ok') throw new Error(`build with cloud.json: ${JSON.stringify(preview.build)}`);
  const host = new URL(preview.origin).host;
  return {
    projectId: project.id,
    host,
    async device() {
      const res = await requestOnHost(server.url, preview.origin, '/_cloud/v1/identity', { method: 'POST' });
      if (res.status !== 201) throw new Error(`identity refused: ${res.status} ${res.text}`);
      const body = JSON.parse(res.text) as { token: string; identity: { id: string } };
      return { token: body.token, id: body.identity.id };
    },
  };
}

export interface Scope {
  projectId: string;
  collection: string;
  ownerId: string;
}

/**
 * `count` records in one collection of the preview, owned by one device, in one statement:
 * varied data, one second apart (newest last), and the environment's usage counters to match.
 */
export async function seedRecords(db: Database, { projectId, collection, ownerId }: Scope, count: number) {
  await db.execute(sql`
    insert into cloud_records (project_id, environment, collection, owner_id, data, size_bytes, created_at, updated_at)
    select ${projectId}::uuid, 'preview', ${collection}, ${ownerId}::uuid, d, octet_length(d::text), at, at
    from (
      select jsonb_build_object('name', 'Task ' || i, 'done', i % 2 = 0, 'minutes', i % 90, 'tag', 'tag' || (i % 50)) as d,
             now() - make_interval(secs => ${count} - i) as at
      from generate_series(1, ${count}::int) as i
    ) as rows`);
  await db.execute(sql`
    insert into cloud_usage (project_id, environment, records, stored_bytes)
    select ${projectId}::uuid, 'preview', count(*), coalesce(sum(size_bytes), 0)
    from cloud_records where project_id = ${projectId}::uuid and environment = 'preview'
    on conflict (project_id, environment) do update
      set records = excluded.records, stored_bytes = excluded.stored_bytes`);
  await db.execute(sql`analyze cloud_records`);
}

/** Rows of db.execute(): PGlite answers { rows }, postgres.js the array itself. */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/**
 * EXPLAIN ANALYZE of the list query exactly as records.service.ts builds it for an `owner`
 * collection (scope, the filters, the order, one row more than the page); `order` replaces the
 * ORDER BY, to show what another one would cost.
 */
export async function explainList(db: Database, scope: Scope, input: unknown, order?: SQL[]) {
  const query = listQuerySchema.parse(input);
  const inScope = and(
    eq(cloudRecords.projectId, scope.projectId),
    eq(cloudRecords.environment, 'preview'),
    eq(cloudRecords.collection, scope.collection),
    eq(cloudRecords.ownerId, scope.ownerId),
  ) as SQL;
  const select = db
    .select()
    .from(cloudRecords)
    .where(and(inScope, whereSql(query.where)))
    .orderBy(...(order ?? orderSql(query)))
    .limit(query.limit + 1)
    .offset(query.offset);
  const plan = rowsOf(await db.execute(sql`explain (analyze, buffers, costs off) ${select}`));
  return plan.map((row) => String(Object.values(row)[0]));
}

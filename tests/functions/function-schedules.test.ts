import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { cloudRecords, functionCalls } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';

// Schedules in cloud.json: checked by the build, set on the job queue when the app goes live,
// run by the queue's worker as nobody on the live build, shown in the panel, and gone with the app.

const digest = `export default async function (request: Request, ctx: any) {
  await ctx.cloud.asApp().collection('digests').add({ caller: ctx.caller, env: ctx.env, cron: request.headers.get('x-shipwright-schedule') });
  return Response.json({ sent: true });
}
`;
const rules = (schedules: Record<string, string>) => ({
  collections: { digests: { read: 'none', create: 'none' } },
  schedules,
});

let server: TestServer;
let app: CloudApp;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A book club');
  await app.addFiles({ 'functions/digest.ts': digest });
});
afterAll(() => server.close());

const scheduled = async () =>
  (await server.deps.jobs.schedules('function-schedule', `${app.projectId}/`)).map((s) => ({
    key: s.key,
    cron: s.cron,
  }));

describe('scheduled functions', { timeout: 60_000 }, () => {
  it('fail the build when they name no function or no cron expression', async () => {
    const missing = await app.setRules(rules({ nope: '0 8 * * *' }));
    expect(missing.status).toBe('failed');
    expect(missing.problems[0]?.message).toContain('there is no functions/nope.ts to run');
    const unreadable = await app.setRules(rules({ digest: '61 * * * *' }));
    expect(unreadable.status).toBe('failed');
    expect(unreadable.problems[0]?.message).toContain('schedules.digest: "61 * * * *" is not a cron expression');
    expect((await app.setRules(rules({ digest: 'every day' }))).status).toBe('failed');
    expect((await app.setRules(rules({ digest: '0 8 * * *' }))).status).toBe('ok');
  });

  it('are set on the job queue once the app is live, and not before', async () => {
    expect(await scheduled()).toEqual([]);
    await app.deploy();
    expect(await scheduled()).toEqual([{ key: `${app.projectId}/digest`, cron: '0 8 * * *' }]);
  });

  it('run through the queue’s worker as nobody on the live build, and show in the panel', async () => {
    await server.deps.jobs.send('function-schedule', { projectId: app.projectId, functionName: 'digest' });
    const ran = async () =>
      server.deps.db
        .select()
        .from(functionCalls)
        .where(and(eq(functionCalls.projectId, app.projectId), eq(functionCalls.trigger, 'schedule')));
    for (let i = 0; i < 100 && (await ran()).length === 0; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await ran()).toEqual([expect.objectContaining({ environment: 'live', outcome: 'ok', status: 200 })]);
    const [record] = await server.deps.db.select().from(cloudRecords).where(eq(cloudRecords.projectId, app.projectId));
    expect(record?.data).toEqual({ caller: null, env: 'live', cron: '0 8 * * *' });

    const panel = await (await app.owner.get(`/api/projects/${app.projectId}/functions?env=live`)).json();
    expect(panel.schedules).toEqual([
      {
        functionName: 'digest',
        cron: '0 8 * * *',
        nextRunAt: expect.stringMatching(/T08:00:00\.000Z$/),
        lastRun: expect.objectContaining({ status: 200, outcome: 'ok' }),
      },
    ]);
  });

  it('follow the live build, and go when the app is taken down', async () => {
    await app.setRules(rules({ digest: '30 6 * * 1' }));
    expect(await scheduled()).toEqual([{ key: `${app.projectId}/digest`, cron: '0 8 * * *' }]);
    await app.deploy();
    expect(await scheduled()).toEqual([{ key: `${app.projectId}/digest`, cron: '30 6 * * 1' }]);
    expect((await app.owner.delete(`/api/projects/${app.projectId}/deployments`)).status).toBe(200);
    expect(await scheduled()).toEqual([]);
  });
});

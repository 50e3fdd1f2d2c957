import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { functionCalls, functionUsage } from '../../src/server/db/schema';
import { functionLimits, functionTexts } from '../../src/shared/functions/limits';
import { usageMonth } from '../../src/shared/usage';
import { codeIn, latestMail, uniqueEmail } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { startTestServer, type TestServer } from '../support/test-server';

// App Functions on the app's own host, through the real server and the real workerd: who calls,
// where, what a failure tells the visitor and what it keeps for the owner, and the plan's count.

const echo = `export default async function (request: Request, ctx: any) {
  const headers = Object.fromEntries(request.headers);
  return Response.json({ method: request.method, body: await request.text(), caller: ctx.caller, env: ctx.env, headers }, {
    headers: { 'set-cookie': 'shipwright_live_access=stolen; Path=/' },
  });
}
`;
const failing = `export default async function (_request: Request, ctx: any) {
  ctx.log('about to fail');
  throw new Error('the database password is hunter2');
}
`;

let server: TestServer;
let app: CloudApp;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A guest book');
  await app.addFiles({ 'functions/echo.ts': echo, 'functions/failing.ts': failing });
  const { build } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
  expect(build.status).toBe('ok');
});
afterAll(() => server.close());

describe('an app’s functions', { timeout: 60_000 }, () => {
  it('are called by a visitor as their device, without the platform’s credentials', async () => {
    const visitor = await app.visitor();
    const res = await visitor.call('POST', '/functions/echo', { note: 'hello' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'POST', body: '{"note":"hello"}', env: 'preview' });
    expect(res.body.caller).toMatchObject({ kind: 'device', email: null });
    // The device token and cookies are the platform's: the function is told who calls, not given them.
    expect(res.body.headers.authorization).toBeUndefined();
    expect(res.body.headers.cookie).toBeUndefined();
    // Nor may it set the platform's cookies on the app's host.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('know a signed-in app user by their e-mail, through the session the app signed them in with', async () => {
    const visitor = await app.visitor();
    const email = uniqueEmail();
    expect((await visitor.call('POST', '/auth/code', { email })).status).toBe(200);
    const code = codeIn((await latestMail(server, email)).text);
    expect((await visitor.call('POST', '/auth/verify', { email, code })).status).toBe(200);
    const res = await visitor.call('POST', '/functions/echo', {});
    expect(res.body.caller).toMatchObject({ kind: 'user', email });
    // The session cookie is the platform's: the function learns who calls, not how they proved it.
    expect(res.body.headers.cookie).toBeUndefined();
  });

  it('know the owner in their own preview', async () => {
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    const res = await owner.call('GET', '/functions/echo');
    expect(res.status).toBe(200);
    expect(res.body.caller.kind).toBe('device');
    expect(res.body.headers['x-shipwright-grant']).toBeUndefined();
  });

  it('tell a visitor only that a function failed, and keep why, with its logs, for the owner', async () => {
    const visitor = await app.visitor();
    const res = await visitor.call('POST', '/functions/failing', {});
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ code: 'function_threw', message: functionTexts.threw('failing') });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    const [kept] = await server.deps.db
      .select()
      .from(functionCalls)
      .where(and(eq(functionCalls.projectId, app.projectId), eq(functionCalls.functionName, 'failing')));
    expect(kept).toMatchObject({ environment: 'preview', trigger: 'http', outcome: 'threw', status: 500 });
    expect(kept?.logs.map((l) => l.message).join('\n')).toContain('the database password is hunter2');
    expect(kept?.logs[0]?.message).toBe('about to fail');
  });

  it('answer 404 for a function the app does not have, or a name no function can have', async () => {
    const visitor = await app.visitor();
    for (const name of ['missing', 'Echo', '..%2Fecho', 'a_b']) {
      const res = await visitor.call('POST', `/functions/${name}`, {});
      expect(res.status).toBe(404);
    }
    // Answered before anything ran: nothing counted against the owner, nothing kept.
    const kept = await server.deps.db
      .select()
      .from(functionCalls)
      .where(and(eq(functionCalls.projectId, app.projectId), eq(functionCalls.functionName, 'missing')));
    expect(kept).toEqual([]);
  });

  it('run live on the live host once deployed', async () => {
    const live = await app.deploy();
    const visitor = await new CloudVisitor(server.url, live).join();
    const res = await visitor.call('POST', '/functions/echo', { from: 'live' });
    expect(res.status).toBe(200);
    expect(res.body.env).toBe('live');
  });

  it('stop at the plan’s calls for the month, with a clear error', async () => {
    // The one owner whose functions were called on this server so far.
    const [usage] = await server.deps.db.select().from(functionUsage);
    const userId = usage?.userId ?? '';
    const allowance = functionLimits.free.callsPerMonth;
    await server.deps.db
      .update(functionUsage)
      .set({ calls: allowance })
      .where(and(eq(functionUsage.userId, userId), eq(functionUsage.month, usageMonth())));
    const res = await (await app.visitor()).call('POST', '/functions/echo', {});
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: 'function_calls_used', message: functionTexts.callsUsed(allowance) });
  });
});

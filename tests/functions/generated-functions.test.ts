import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { cloudRecords, functionCalls, mailOutbox } from '../../src/server/db/schema';
import { requestOnHost } from '../support/app-host';
import { CloudVisitor } from '../support/cloud-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The server code the built-in engine writes, run for real: a site's notice of each RSVP (once per
// reply, from the record as stored, not for a stranger), and a list app's daily digest, sent by its
// schedule on the live app.

let server: TestServer;
let app: CloudApp;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A wedding website with our story and an RSVP form. Notify us when guests reply.');
});
afterAll(() => server.close());

describe('the generated functions/notify.ts', { timeout: 60_000 }, () => {
  it('tells the owner of a guest’s reply once, by e-mail and in its logs, and refuses a stranger', async () => {
    const guest = await app.visitor();
    const saved = await guest.call('POST', '/collections/rsvps/records', {
      name: 'Ada',
      email: 'ada@example.com',
      attending: true,
      guests: 2,
      message: 'Wouldn’t miss it',
    });
    expect(saved.status).toBe(201);
    const tell = { collection: 'rsvps', id: saved.body.id };
    expect(await guest.call('POST', '/functions/notify', tell)).toMatchObject({
      status: 200,
      body: { notified: true },
    });
    // Told already: a second call (a double click, a replay) tells nobody again.
    expect((await guest.call('POST', '/functions/notify', tell)).body).toEqual({ notified: true });
    const mails = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, app.email.toLowerCase()), eq(mailOutbox.subject, 'New RSVP')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('name: Ada');
    const stranger = await app.visitor();
    expect((await stranger.call('POST', '/functions/notify', tell)).status).toBe(500);
    expect((await guest.call('POST', '/functions/notify', { collection: 'users', id: 'x' })).status).toBe(400);

    const calls = await server.deps.db
      .select()
      .from(functionCalls)
      .where(and(eq(functionCalls.projectId, app.projectId), eq(functionCalls.functionName, 'notify')));
    const told = calls.flatMap((call) => call.logs.map((line) => line.message)).filter((m) => m.startsWith('New RSVP'));
    expect(told).toHaveLength(1);
    for (const line of ['name: Ada', 'email: ada@example.com', 'attending: true', 'guests: 2'])
      expect(told[0]?.split('\n')).toContain(line);
  });
});

describe('the generated functions/digest.ts', { timeout: 60_000 }, () => {
  it('sums up the day’s new records on the live app when its schedule comes', async () => {
    const leads = await cloudApp(server, 'A lead tracker for my agency. Send me a daily digest of new leads.');
    const live = await leads.deploy();
    const visitor = await new CloudVisitor(server.url, live).join();
    for (const name of ['Acme Corp', 'Globex'])
      expect((await visitor.call('POST', '/collections/leads/records', { name })).status).toBe(201);
    await server.deps.jobs.send('function-schedule', { projectId: leads.projectId, functionName: 'digest' });
    const told = async () =>
      (
        await server.deps.db
          .select()
          .from(functionCalls)
          .where(and(eq(functionCalls.projectId, leads.projectId), eq(functionCalls.trigger, 'schedule')))
      ).flatMap((call) => call.logs.map((line) => line.message));
    for (let i = 0; i < 100 && (await told()).length === 0; i++) await new Promise((r) => setTimeout(r, 200));
    const [summary] = await told();
    expect(summary).toMatch(/^2 new leads in the last day:\n/);
    expect(summary).toContain('- Acme Corp');
    expect(summary).toContain('- Globex');
  });
});

describe('the generated functions/webhook.ts', { timeout: 60_000 }, () => {
  it('adds a record from a signed body, and refuses one unsigned, forged, or before the secret is set', async () => {
    const leads = await cloudApp(
      server,
      'A lead tracker for my agency; new leads come in by webhook from our form tool',
    );
    const body = JSON.stringify({ name: 'Initech', company: 'Initech LLC', ignored: 'x' });
    const send = (sig: string) =>
      requestOnHost(server.url, leads.previewOrigin, '/_cloud/v1/hooks/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sig },
        body,
      });
    const secret = 'whsec_from_the_form_tool';
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    expect((await send(signature)).status).toBe(503);
    const saved = await leads.owner.put(
      `/api/projects/${leads.projectId}/functions/secrets/WEBHOOK_SECRET?env=preview`,
      {
        value: secret,
      },
    );
    expect(saved.status).toBe(200);
    expect((await send('0'.repeat(64))).status).toBe(401);
    const added = await send(signature);
    expect(added.status).toBe(201);
    const rows = await server.deps.db.select().from(cloudRecords).where(eq(cloudRecords.projectId, leads.projectId));
    expect(rows.map((row) => row.data)).toEqual([{ name: 'Initech', company: 'Initech LLC' }]);
  });
});

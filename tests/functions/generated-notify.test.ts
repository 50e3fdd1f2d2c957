import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { functionCalls } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';

// The server code the built-in engine writes for a site whose owner asked to be told of each
// RSVP, run for real: it tells once per reply, from the record as stored, and not for a stranger.

let server: TestServer;
let app: CloudApp;
beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A wedding website with our story and an RSVP form. Notify us when guests reply.');
});
afterAll(() => server.close());

describe('the generated functions/notify.ts', { timeout: 60_000 }, () => {
  it('tells the owner of a guest’s reply once, in its logs, and refuses a stranger', async () => {
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
      body: { notified: false },
    });
    // Told already: a second call (a double click, a replay) tells nobody again.
    expect((await guest.call('POST', '/functions/notify', tell)).body).toEqual({ notified: true });
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

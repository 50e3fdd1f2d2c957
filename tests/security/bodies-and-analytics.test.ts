import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { appAnalyticsDaily } from '../../src/server/db/schema';
import { type AnalyticsReport, beaconLimits, beaconPath } from '../../src/shared/analytics';
import { functionLimits, functionTexts } from '../../src/shared/functions/limits';
import { requestOnHost } from '../support/app-host';
import { CloudVisitor } from '../support/cloud-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { declaredOnly, endlessChunked } from './support/raw-bodies';

// Issue 48, parts 2 and 3, as an attacker would try them: bodies that are huge or never end, sent
// to a live app's page-view beacon and to its functions; answers a function makes too large; and a
// flood of page views, from one address and with made-up pages and referrers. Every body here is
// small: what is checked is that the server answers before reading more than its limit.

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const functions = {
  // How many bytes of the request reached the function.
  'functions/measure.ts': `export default async function (request: Request) {
  return Response.json({ bytes: (await request.arrayBuffer()).byteLength });
}`,
  // An answer of the size asked for.
  'functions/sized.ts': `export default async function (request: Request) {
  return new Response('x'.repeat(Number(new URL(request.url).searchParams.get('bytes'))));
}`,
  // An answer that never ends.
  'functions/endless.ts': `export default async function () {
  const chunk = new TextEncoder().encode('x'.repeat(65536));
  return new Response(new ReadableStream({ pull(controller) { controller.enqueue(chunk); } }));
}`,
};

let server: TestServer;
let app: CloudApp;
let liveHost: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  app = await cloudApp(server, 'A guest book');
  await app.addFiles(functions);
  liveHost = new URL(await app.deploy()).host;
}, 120_000);
afterAll(() => server?.close());

const beacon = (host: string, address: string, view: { path: string; referrer?: string }, ua = chrome) =>
  requestOnHost(server.url, `http://${host}`, beaconPath, {
    method: 'POST',
    headers: { 'x-forwarded-for': address, 'user-agent': ua, 'content-type': 'text/plain' },
    body: JSON.stringify(view),
  });

const report = async (projectId: string) =>
  (await (await app.owner.get(`/api/projects/${projectId}/analytics?range=7d`)).json()) as AnalyticsReport;

describe('the page-view beacon', { timeout: 60_000 }, () => {
  it('answers a huge declared body 413 at once, without waiting for a byte of it', async () => {
    const answer = await declaredOnly(server.url, liveHost, beaconPath, 100 * 1024 * 1024, { 'User-Agent': chrome });
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/connection: close/i);
    expect(answer.closed).toBe(true);
  });

  it('cuts off a chunked body that never ends, a little past 1 KB', async () => {
    const answer = await endlessChunked(server.url, liveHost, beaconPath, { 'User-Agent': chrome });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('payload_too_large');
    // The connection is closed under the sender: what it managed to write sits in socket buffers, unread.
    expect(answer.closed).toBe(true);
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('counts a flood from one address only up to its share, however many browsers it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < beaconLimits.perAddressPerMinute + 10; i++)
      statuses.push((await beacon(liveHost, '203.0.113.50', { path: '/' }, `${chrome} Flood/${i}`)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(beaconLimits.perAddressPerMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const { totals } = await report(app.projectId);
    expect(totals).toEqual({ views: beaconLimits.perAddressPerMinute, visitors: beaconLimits.perAddressPerMinute });
  });

  it('keeps a day’s distinct pages and referrers to the cap and counts the rest as Other', async () => {
    const other = await cloudApp(server, 'A bakery', { browser: app.owner, email: app.email });
    const host = new URL(await other.deploy()).host;
    const extra = 5;
    const views = beaconLimits.distinctValuesPerDay + extra;
    for (let i = 1; i <= views; i++) {
      const res = await beacon(host, `198.51.100.${i}`, { path: `/made-up-${i}`, referrer: `https://spam${i}.test/` });
      expect(res.status).toBe(204);
    }
    const numbers = await report(other.projectId);
    expect(numbers.totals.views).toBe(views);
    expect(numbers.pages[0]).toEqual({ value: 'Other', views: extra });
    expect(numbers.referrers[0]).toEqual({ value: 'Other', views: extra });
    const rows = await server.deps.db
      .select()
      .from(appAnalyticsDaily)
      .where(and(eq(appAnalyticsDaily.projectId, other.projectId), eq(appAnalyticsDaily.dimension, 'page')));
    expect(rows).toHaveLength(beaconLimits.distinctValuesPerDay + 1);
  });
});

describe('an app’s functions', { timeout: 60_000 }, () => {
  const free = functionLimits.free;
  let visitor: CloudVisitor;
  beforeAll(async () => {
    visitor = await new CloudVisitor(server.url, `http://${liveHost}`).join();
  });
  const auth = () => ({ Authorization: `Bearer ${visitor.token}` });

  it('take a body up to the plan’s size', async () => {
    const res = await visitor.call('POST', '/functions/measure', 'x'.repeat(200 * 1024));
    expect([res.status, res.body]).toEqual([200, { bytes: 200 * 1024 }]);
  });

  it('refuse a request declared past the plan’s size at once, with a clear error', async () => {
    const answer = await declaredOnly(
      server.url,
      liveHost,
      '/_cloud/v1/functions/measure',
      free.requestBytes + 1,
      auth(),
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('function_request_too_large');
    expect(answer.text).toContain(functionTexts.requestTooLarge('measure', free.requestBytes / (1024 * 1024)));
  });

  it('cut off a streamed request at the plan’s size', async () => {
    const answer = await endlessChunked(server.url, liveHost, '/_cloud/v1/functions/measure', auth());
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('function_request_too_large');
    expect(answer.closed).toBe(true);
  });

  it('refuse an answer past the plan’s size, and one that never ends, instead of holding it', async () => {
    const fits = await visitor.call('GET', '/functions/sized?bytes=1000');
    expect([fits.status, String(fits.body).length]).toEqual([200, 1000]);
    const message = functionTexts.responseTooLarge('sized', free.responseBytes / (1024 * 1024));
    const big = await visitor.call('GET', `/functions/sized?bytes=${free.responseBytes + 1}`);
    expect([big.status, big.body.error]).toEqual([502, { code: 'function_too_large', message }]);
    // Cut at the size (not left to run to the plan's wall time, which would answer function_timeout).
    const endless = await visitor.call('GET', '/functions/endless');
    expect([endless.status, endless.body.error.code]).toEqual([502, 'function_too_large']);
  });
});

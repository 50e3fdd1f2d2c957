import { describe, expect, it } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import type { AnalyticsReport } from '../../../shared/analytics';
import { appAnalyticsSalts } from '../../db/schema';
import { type DomainApp, domainTestServer } from '../domains/domains-test-kit';
import { sweepAnalytics } from './analytics-sweep';
import { recordPageView } from './page-views';

// Scripted visits to a live app: two people, a crawler and the app's owner, on its live link and
// its custom domain, counted without cookies.
const kit = domainTestServer();
const { ownerWithApp, publish, added } = kit;
const requestHost = (host: string, pathname: string, headers: Record<string, string>, body?: string) =>
  requestOnHost(kit.server.url, `http://${host}`, pathname, { method: body ? 'POST' : 'GET', headers, body });

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function liveHost(app: DomainApp) {
  const { url } = (await (await app.owner.browser.get(`/api/projects/${app.project.id}/deployments`)).json()) as {
    url: string;
  };
  return new URL(url).host;
}

const view = (host: string, from: { address: string; ua: string }, path: string, referrer = '') =>
  requestHost(
    host,
    '/__shipwright/pv',
    { 'x-forwarded-for': from.address, 'user-agent': from.ua, 'content-type': 'text/plain' },
    JSON.stringify({ path, referrer }),
  );

const report = async (app: DomainApp, range = '7d') =>
  (await (
    await app.owner.browser.get(`/api/projects/${app.project.id}/analytics?range=${range}`)
  ).json()) as AnalyticsReport;

describe('analytics of a live app', () => {
  it('counts two visitors by page, referrer, device and browser, and leaves out a bot and the owner', async () => {
    const app = await ownerWithApp('Counted Cafe');
    const host = await liveHost(app);
    const page = await requestHost(host, '/', { 'user-agent': chrome });
    expect(page.text).toContain("navigator.sendBeacon('/__shipwright/pv'");

    const alice = { address: '203.0.113.10', ua: chrome };
    const bob = { address: '198.51.100.7', ua: iphone };
    expect((await view(host, alice, '/', 'https://news.example.org/story')).status).toBe(204);
    await view(host, alice, '/menu', `http://${host}/`);
    await view(host, bob, '/');
    await view(host, { address: '66.249.66.1', ua: googlebot }, '/');

    // The owner opens the builder, then the live app from the same browser: not a visit.
    const owner = { address: app.owner.browser.address, ua: chrome };
    await app.owner.browser.send(`/api/projects/${app.project.id}`, {
      method: 'GET',
      headers: { 'user-agent': chrome },
    });
    await view(host, owner, '/');

    const numbers = await report(app);
    expect(numbers.live).toBe(true);
    expect(numbers.totals).toEqual({ views: 3, visitors: 2 });
    expect(numbers.daily.at(-1)).toMatchObject({ views: 3, visitors: 2 });
    expect(numbers.daily).toHaveLength(7);
    expect(numbers.pages).toEqual([
      { value: '/', views: 2 },
      { value: '/menu', views: 1 },
    ]);
    expect(numbers.referrers).toEqual([
      { value: '', views: 2 },
      { value: 'news.example.org', views: 1 },
    ]);
    expect(numbers.devices).toEqual([
      { value: 'Desktop', views: 2 },
      { value: 'Mobile', views: 1 },
    ]);
    expect(numbers.browsers).toEqual([
      { value: 'Chrome', views: 2 },
      { value: 'Safari', views: 1 },
    ]);
    // Refused input: not JSON, not a page view.
    expect((await requestHost(host, '/__shipwright/pv', { 'user-agent': chrome }, 'nope')).status).toBe(400);
    expect((await requestHost(host, '/__shipwright/pv', { 'user-agent': chrome }, '{"path":"x"}')).status).toBe(400);
  });

  it('rotates the salt daily: the same person is a new visitor the next day, and old salts are swept', async () => {
    const app = await ownerWithApp('Rotating Cafe');
    const { db } = kit.server.deps;
    const day1 = new Date('2026-11-20T12:00:00Z');
    const day2 = new Date('2026-11-21T12:00:00Z');
    const same = { path: '/', address: '203.0.113.20', userAgent: chrome, host: 'x' };
    await recordPageView(db, app.project.id, same, day1);
    await recordPageView(db, app.project.id, same, day1);
    await recordPageView(db, app.project.id, same, day2);
    const salts = await db.select().from(appAnalyticsSalts);
    const [one, two] = ['2026-11-20', '2026-11-21'].map((d) => salts.find((s) => s.day === d)?.salt);
    expect(one && two && one !== two).toBe(true);
    await sweepAnalytics(db, day2);
    expect((await db.select().from(appAnalyticsSalts)).map((s) => s.day)).toEqual(['2026-11-21']);
  });

  it('counts visits on the verified custom domain too, and only for members', async () => {
    const app = await ownerWithApp('Domain Cafe');
    const domain = await added(app, 'www.domain-cafe.test');
    publish(domain.records);
    expect((await app.verify(domain.id)).status).toBe('verified');
    await view('www.domain-cafe.test', { address: '203.0.113.30', ua: chrome }, '/');
    expect((await report(app)).totals).toEqual({ views: 1, visitors: 1 });

    const stranger = await ownerWithApp('Stranger Cafe', null);
    const res = await stranger.owner.browser.get(`/api/projects/${app.project.id}/analytics`);
    expect(res.status).toBe(403);
  });
});

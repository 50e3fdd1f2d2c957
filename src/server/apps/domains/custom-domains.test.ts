import { describe, expect, it } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import { grantPlan, setVisibility } from '../../../../tests/support/billing';
import { customDomains } from '../../db/schema';
import { checkDueDomains } from './domain-verification';
import { domainTestServer } from './domains-test-kit';

const kit = domainTestServer();
const { ownerWithApp, publish, added, onHost } = kit;

describe('custom domains', () => {
  it('verifies a domain with the right records and serves the live app on it, whatever its spelling', async () => {
    const app = await ownerWithApp('Tea Shop');
    const domain = await added(app, 'WWW.Tea-Shop.test.');
    expect(domain).toMatchObject({ domain: 'www.tea-shop.test', status: 'pending' });
    expect(domain.records.map((r) => `${r.type} ${r.name}`)).toEqual([
      'CNAME www.tea-shop.test',
      'TXT _shipwright.www.tea-shop.test',
    ]);
    expect(domain.records[0]?.value).toBe('domains.localhost'); // the fixed target, never the app's link
    expect((await onHost('www.tea-shop.test')).status).toBe(404); // pending: not served

    publish(domain.records);
    expect(await app.verify(domain.id)).toMatchObject({
      status: 'verified',
      failureReason: null,
      served: true,
      openUrl: `http://www.tea-shop.test:${new URL(kit.server.url).port}`,
    });
    const page = await onHost('www.tea-shop.test');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/\/__app\/[0-9a-f-]+\/app\.js/);
    expect((await onHost('WWW.TEA-SHOP.TEST')).status).toBe(200);
    expect((await onHost('www.tea-shop.test.:443')).status).toBe(200);

    const ask = (name: string) => kit.server.request(`/_shipwright/tls-ask?domain=${encodeURIComponent(name)}`);
    expect((await ask('www.tea-shop.test')).status).toBe(200);
    expect((await ask('other.tea-shop.test')).status).toBe(404);
    expect((await kit.server.request('/_shipwright/tls-ask')).status).toBe(400);

    // The daily re-check: records gone (the domain changed hands) fail it and stop serving it.
    kit.dns.clear();
    await checkDueDomains(kit.server.deps, new Date(Date.now() + 25 * 3_600_000));
    expect((await app.list()).domains[0]).toMatchObject({
      status: 'failed',
      failureReason: 'www.tea-shop.test does not exist (the DNS answered NXDOMAIN).',
    });
    expect((await onHost('www.tea-shop.test')).status).toBe(404);
  });

  it('keeps a domain failed with the resolver’s reason: missing TXT, wrong CNAME, NXDOMAIN', async () => {
    const app = await ownerWithApp('Reasons');
    const domain = await added(app, 'www.reasons.test');
    expect((await app.verify(domain.id)).failureReason).toBe(
      'www.reasons.test does not exist (the DNS answered NXDOMAIN).',
    );
    kit.dns.set('www.reasons.test', { CNAME: 'somewhere.example.net' });
    // A manual check within 5 s of the last answers with that one: as if the owner waited.
    await kit.server.deps.db.update(customDomains).set({ lastCheckedAt: null });
    expect(await app.verify(domain.id)).toMatchObject({
      status: 'failed',
      failureReason: 'www.reasons.test has a CNAME to somewhere.example.net, not domains.localhost.',
    });
    kit.dns.set('www.reasons.test', { CNAME: 'domains.localhost' });
    // The server's own re-check, once due, finds the TXT record still missing, then the fix.
    await checkDueDomains(kit.server.deps, new Date(Date.now() + 3_600_000));
    expect((await app.list()).domains[0]?.failureReason).toBe('_shipwright.www.reasons.test has no TXT record.');
    publish(domain.records);
    await checkDueDomains(kit.server.deps, new Date(Date.now() + 7_200_000));
    expect((await app.list()).domains[0]?.status).toBe('verified');
  });

  it('refuses a domain another account verified, and fails a pending claim once someone else verifies', async () => {
    const first = await ownerWithApp('First');
    const second = await ownerWithApp('Second');
    const early = await added(second, 'www.contested.test'); // a pending claim blocks nobody
    const claim = await added(first, 'www.contested.test');
    publish(claim.records);
    kit.dns.set('www.contested.test', { CNAME: 'first.localhost' });
    expect((await first.verify(claim.id)).status).toBe('verified');
    const refused = await second.add('www.contested.test');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('domain_taken');
    expect(await second.verify(early.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Another account has verified this domain.',
    });
  });

  it('is for paid plans: Free is refused, and a downgrade stops serving at once', async () => {
    const free = await ownerWithApp('Free App', null);
    expect((await free.list()).allowed).toBe(false);
    const refused = await free.add('www.free-app.test');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('plan_required');

    const subscriptionId = `test_sub_downgrade_${Date.now()}`;
    const app = await ownerWithApp('Downgraded', 'creator', subscriptionId);
    const domain = await added(app, 'www.downgraded.test');
    publish(domain.records);
    await app.verify(domain.id);
    expect((await onHost('www.downgraded.test')).status).toBe(200);
    await grantPlan(kit.server, app.owner.email, 'creator', { subscriptionId, status: 'canceled' });
    expect((await onHost('www.downgraded.test')).status).toBe(404);
    expect((await kit.server.request('/_shipwright/tls-ask?domain=www.downgraded.test')).status).toBe(404);
    expect((await app.list()).domains[0]).toMatchObject({ status: 'verified', served: false, openUrl: null });
  });

  it('stops serving when the domain is removed or the project deleted, and follows the live link’s rules', async () => {
    const app = await ownerWithApp('Hidden Tea');
    const domain = await added(app, 'tea.hidden.test');
    publish(domain.records);
    expect((await app.verify(domain.id)).status).toBe('verified');
    await setVisibility(kit.server, app.owner, app.project.id, 'secret');
    await app.owner.browser.get(`/api/projects/${app.project.id}/deployments`); // the link moves to a random label
    const secret = await onHost('tea.hidden.test');
    expect(secret.status).toBe(200);
    expect(secret.headers['x-robots-tag']).toBe('noindex, nofollow');
    await setVisibility(kit.server, app.owner, app.project.id, 'private');
    expect((await onHost('tea.hidden.test')).status).toBe(404); // no grant cookie
    // The owner's Open goes through the one-minute grant, which the domain turns into its own cookie.
    const openUrl = new URL((await app.list()).domains[0]?.openUrl as string);
    expect(openUrl.pathname).toBe('/__access');
    const exchange = await onHost('tea.hidden.test', openUrl.pathname + openUrl.search);
    expect(exchange.status).toBe(302);
    const cookie = String(exchange.headers['set-cookie']).split(';')[0] as string;
    const granted = await requestOnHost(kit.server.url, 'http://tea.hidden.test', '/', { headers: { cookie } });
    expect(granted.status).toBe(200);

    expect((await app.remove(domain.id)).status).toBe(200);
    expect((await onHost('tea.hidden.test')).status).toBe(404);

    const other = await ownerWithApp('Deleted');
    const kept = await added(other, 'www.deleted.test');
    publish(kept.records);
    await other.verify(kept.id);
    expect((await onHost('www.deleted.test')).status).toBe(200);
    await other.owner.browser.delete(`/api/projects/${other.project.id}`);
    expect((await onHost('www.deleted.test')).status).toBe(404);
  });

  it('answers unknown names with a 404 page and leaves IP literals and its own names to the main app', async () => {
    const unknown = await onHost('unknown.example.org', '/healthz');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This app isn’t available');
    const port = new URL(kit.server.url).port;
    expect((await onHost(`127.0.0.1:${port}`, '/healthz')).status).toBe(200);
    expect((await onHost(`[::1]:${port}`, '/healthz')).status).toBe(200);
    expect((await onHost(`LOCALHOST.:${port}`, '/healthz')).status).toBe(200);
  });

  it('refuses IP literals, localhost and the service’s own names with a 400', async () => {
    const app = await ownerWithApp('Validation');
    for (const input of ['203.0.113.9', 'localhost', 'x.localhost', 'validation.localhost', 'not a domain', ''])
      expect((await app.add(input)).status, input).toBe(400);
  });
});

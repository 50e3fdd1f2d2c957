import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setVisibility } from '../../../../tests/support/billing';
import { cnameTargetLabel } from '../../../shared/custom-domains';
import { reservedSlugs } from '../../../shared/deployments';
import { customDomains, projects } from '../../db/schema';
import { checkDueDomains } from './domain-verification';
import { type DomainApp, domainTestServer } from './domains-test-kit';

// ADR 0016: every custom domain's CNAME names domains.<APPS_DOMAIN>, never the app's own link.
const kit = domainTestServer();
const { ownerWithApp, publish, added, onHost } = kit;
const target = 'domains.localhost';

/** The app's live host as its owner is shown it now (reading it also moves the link to the visibility's kind). */
async function liveHost(app: DomainApp) {
  const res = await app.owner.browser.get(`/api/projects/${app.project.id}/deployments`);
  const { url } = (await res.json()) as { url: string | null };
  return url ? new URL(url).hostname : null;
}

/** The server's daily re-checks, a day apart each time it is called. */
let clock = Date.now();
const recheckNextDay = async () => {
  clock += 25 * 3_600_000;
  await checkDueDomains(kit.server.deps, new Date(clock));
};

describe('the CNAME target', () => {
  it('is the one fixed host for every app, and never shows a secret app’s link', async () => {
    const app = await ownerWithApp('Secret Garden');
    await setVisibility(kit.server, app.owner, app.project.id, 'secret');
    const secretHost = (await liveHost(app)) as string;
    expect(secretHost).toMatch(/^[0-9a-f]{32}\.localhost$/);
    const domain = await added(app, 'www.secret-garden.test');
    expect(domain.records).toEqual([
      { type: 'CNAME', name: 'www.secret-garden.test', value: target },
      { type: 'TXT', name: '_shipwright.www.secret-garden.test', value: expect.stringMatching(/^shipwright-verify=/) },
    ]);
    expect(JSON.stringify(await app.list())).not.toContain(secretHost.split('.')[0]);
    expect(domain.wwwInstead).toBeNull();
  });

  it('keeps a secret app’s verified domain through visibility changes, take-down and redeploy, and re-checks', async () => {
    const app = await ownerWithApp('Moving Label');
    await setVisibility(kit.server, app.owner, app.project.id, 'secret');
    const firstLabel = await liveHost(app);
    const domain = await added(app, 'www.moving-label.test');
    publish(domain.records);
    expect((await app.verify(domain.id)).status).toBe('verified');

    await setVisibility(kit.server, app.owner, app.project.id, 'public');
    expect(await liveHost(app)).toBe('moving-label.localhost'); // the link moved
    await recheckNextDay();
    expect((await app.list()).domains[0]).toMatchObject({ status: 'verified', served: true });
    expect((await onHost('www.moving-label.test')).status).toBe(200);

    await setVisibility(kit.server, app.owner, app.project.id, 'secret');
    expect(await liveHost(app)).not.toBe(firstLabel); // a new random label
    await recheckNextDay();
    const secret = await onHost('www.moving-label.test');
    expect(secret.status).toBe(200);
    expect(secret.headers['x-robots-tag']).toBe('noindex, nofollow');

    // Taken down: not served from the next request on, and the proxy gets no certificate for it.
    await app.owner.browser.delete(`/api/projects/${app.project.id}/deployments`);
    expect((await onHost('www.moving-label.test')).status).toBe(404);
    expect((await kit.server.request('/_shipwright/tls-ask?domain=www.moving-label.test')).status).toBe(404);
    expect((await app.list()).domains[0]).toMatchObject({ status: 'verified', served: false, openUrl: null });
    await recheckNextDay();
    expect((await app.list()).domains[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Deploy the app first: your domain points at its live link.',
    });

    // Deployed again at yet another random label: the same records verify it on the next check.
    await app.owner.browser.post(`/api/projects/${app.project.id}/deployments`);
    await recheckNextDay();
    expect((await app.list()).domains[0]).toMatchObject({ status: 'verified', served: true });
    expect((await onHost('www.moving-label.test')).status).toBe(200);
  });

  it('still accepts the app’s live host, which the dialog showed before, for as long as the app is there', async () => {
    const app = await ownerWithApp('Old Style');
    const domain = await added(app, 'www.old-style.test');
    publish(domain.records);
    kit.dns.set('www.old-style.test', { CNAME: 'old-style.localhost.' });
    expect((await app.verify(domain.id)).status).toBe('verified');
    await recheckNextDay();
    expect((await app.list()).domains[0]?.status).toBe('verified');
    expect((await onHost('www.old-style.test')).status).toBe(200);

    // Once the link moves, the old record names no host of this app: the reason names the fixed one.
    await setVisibility(kit.server, app.owner, app.project.id, 'secret');
    await liveHost(app);
    await recheckNextDay();
    expect((await app.list()).domains[0]).toMatchObject({
      status: 'failed',
      failureReason: `www.old-style.test has a CNAME to old-style.localhost, not ${target}.`,
    });
  });

  it('is no app’s host: no project can take it as its slug, and it serves no app', async () => {
    expect(reservedSlugs.has(cnameTargetLabel)).toBe(true);
    const app = await ownerWithApp('Domains');
    expect(await liveHost(app)).toBe('domains-2.localhost');
    const page = await onHost(`${target}:${new URL(kit.server.url).port}`); // as the apps domain has it here
    expect(page.status).toBe(404);
    expect(page.text).toContain('This app isn’t available');
    expect((await kit.server.request(`/_shipwright/tls-ask?domain=${target}`)).status).toBe(404);
    expect((await app.add(target)).status).toBe(400);
  });
});

describe('an apex domain without CUSTOM_DOMAIN_ADDRESSES', () => {
  const message =
    "apex-shop.test is an apex domain: it needs A/AAAA records naming this service's server addresses, and the " +
    'operator has not set them (CUSTOM_DOMAIN_ADDRESSES). Connect www.apex-shop.test instead.';

  it('is refused with a plain reason that offers the www form, which works', async () => {
    const app = await ownerWithApp('Apex Shop');
    const refused = await app.add('Apex-Shop.test.');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({ code: 'apex_needs_addresses', message });
    const www = await added(app, 'www.apex-shop.test');
    expect(www.records[0]).toEqual({ type: 'CNAME', name: 'www.apex-shop.test', value: target });
  });

  it('was never told to CNAME the apex if it was claimed before: it says the same and fails without asking DNS', async () => {
    const app = await ownerWithApp('Apex Before');
    const [project] = await kit.server.deps.db.select().from(projects).where(eq(projects.id, app.project.id));
    await kit.server.deps.db.insert(customDomains).values({
      projectId: app.project.id,
      userId: project?.userId as string,
      domain: 'apex-shop.test',
      token: 't0k3n',
    });
    const [claim] = (await app.list()).domains;
    expect(claim).toMatchObject({ wwwInstead: 'www.apex-shop.test', status: 'pending' });
    expect(claim?.records).toEqual([
      { type: 'TXT', name: '_shipwright.apex-shop.test', value: 'shipwright-verify=t0k3n' },
    ]);
    kit.dns.set('apex-shop.test', { CNAME: target });
    kit.dns.set('_shipwright.apex-shop.test', { TXT: ['shipwright-verify=t0k3n'] });
    expect(await app.verify(claim?.id as string)).toMatchObject({ status: 'failed', failureReason: message });
  });
});

import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { requestOnHost } from '../../../../tests/support/app-host';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { type FakeDnsServer, startFakeDnsServer } from '../../../../tests/support/fake-dns-server';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

/** What the custom-domain tests share: owners with a deployed app, their calls on its domains, DNS answers. */
export type Domain = {
  id: string;
  domain: string;
  status: string;
  failureReason: string | null;
  records: DnsRecord[];
  wwwInstead: string | null;
  served: boolean;
  openUrl: string | null;
};
export type DnsRecord = { type: string; name: string; value: string };

function domainCalls(browser: AuthSession, projectId: string) {
  const base = `/api/projects/${projectId}/domains`;
  return {
    add: (domain: string) => browser.post(base, { domain }),
    list: async () => (await (await browser.get(base)).json()) as { allowed: boolean; domains: Domain[] },
    verify: async (id: string) => {
      const res = await browser.post(`${base}/${id}/verify`);
      const body = (await res.json()) as { domains: Domain[] };
      return body.domains.find((d) => d.id === id) as Domain;
    },
    remove: (id: string) => browser.delete(`${base}/${id}`),
  };
}

/**
 * One test file's server, checking custom domains against its own DNS server (emptied before
 * each test), and the kit built on them. The two are read once the file's hooks have run.
 */
export function domainTestServer() {
  const parts = {} as { server: TestServer; dns: FakeDnsServer };
  beforeAll(async () => {
    parts.dns = await startFakeDnsServer();
    parts.server = await startTestServer({ TRUST_PROXY: 'true', CUSTOM_DOMAIN_DNS_SERVERS: parts.dns.address });
  });
  afterAll(async () => {
    await parts.server?.close();
    await parts.dns?.close();
  });
  beforeEach(() => parts.dns.clear());
  return Object.assign(
    parts,
    domainKit(
      () => parts.server,
      () => parts.dns,
    ),
  );
}

export function domainKit(server: () => TestServer, dns: () => FakeDnsServer) {
  /** A signed-in owner on Creator with a deployed app, and the calls on its domains. */
  async function ownerWithApp(name: string, tier: 'creator' | null = 'creator', subscriptionId?: string) {
    const owner = await signedInBrowser(server());
    if (tier) await grantPlan(server(), owner.email, tier, subscriptionId ? { subscriptionId } : {});
    const project = await (await owner.browser.post('/api/projects', { prompt: 'A booking site' })).json();
    await owner.browser.patch(`/api/projects/${project.id}`, { name });
    await sendAndWait(owner.browser, project.id, { content: 'A booking site' });
    await owner.browser.post(`/api/projects/${project.id}/deployments`);
    return { owner, project, ...domainCalls(owner.browser, project.id) };
  }

  /** Makes the fake DNS answer with exactly the records the dialog asks for. */
  const publish = (records: DnsRecord[]) => {
    for (const r of records)
      dns().set(r.name, r.type === 'CNAME' ? { CNAME: r.value } : r.type === 'TXT' ? { TXT: [r.value] } : {});
  };

  async function added(app: Awaited<ReturnType<typeof ownerWithApp>>, domain: string) {
    const res = await app.add(domain);
    expect(res.status).toBe(201);
    return ((await res.json()) as { domains: Domain[] }).domains.at(-1) as Domain; // the newest
  }

  const onHost = (host: string, pathname = '/') => requestOnHost(server().url, `http://${host}`, pathname);

  return { ownerWithApp, publish, added, onHost };
}

export type DomainApp = Awaited<ReturnType<ReturnType<typeof domainKit>['ownerWithApp']>>;

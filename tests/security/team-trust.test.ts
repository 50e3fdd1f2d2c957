import { sso } from '@better-auth/sso';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/server/db/schema';
import type { SsoView } from '../../src/shared/sso';
import { AuthSession, latestMail } from '../support/auth-session';
import { startFakeDnsServer } from '../support/fake-dns-server';
import { freePort } from '../support/free-port';
import { type OidcIdp, startOidcIdp } from '../support/sso/oidc-idp';
import { type SamlIdp, startSamlIdp } from '../support/sso/saml-idp';
import {
  accountExists,
  configureSso,
  freshDomain,
  passwordAccount,
  sessionEmail,
  signInWithSso,
  verifySso,
} from '../support/sso/sso-kit';
import { linkRequestToken, ssoSignInAs, teamOwnedBy } from '../support/sso/team-kit';
import { inviteTo, member, type Team, team } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let dns: Awaited<ReturnType<typeof startFakeDnsServer>>;
let ports: number[];
const idps: OidcIdp[] = [];
let saml: SamlIdp;

beforeAll(async () => {
  dns = await startFakeDnsServer();
  ports = [await freePort(), await freePort()];
  saml = await startSamlIdp();
  server = await startTestServer({
    CUSTOM_DOMAIN_DNS_SERVERS: dns.address,
    TRUST_PROXY: 'true',
    SSO_TRUSTED_ORIGINS: [...ports.map((p) => `http://127.0.0.1:${p}`), new URL(saml.entityId).origin].join(','),
  });
}, 120_000);

afterAll(async () => {
  for (const idp of idps) await idp?.close();
  await saml.close();
  await server?.close();
  await dns.close();
});

/** An OIDC identity provider on port `slot` that whoever runs it controls, for the team's callback. */
async function idpFor(t: Team, slot = 0) {
  await idps[slot]?.close();
  const idp = await startOidcIdp({
    port: ports[slot],
    redirectUris: [`${server.url}/api/auth/sso/callback/ws-${t.workspaceId}`],
  });
  idps[slot] = idp;
  return { protocol: 'oidc', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret };
}

/** The team's SAML provider for `domain`, trusted by the test IdP and proven by DNS. */
async function samlTeam(t: Team, domain: string) {
  const view = await configureSso(t, { protocol: 'saml', domain, metadataXml: saml.metadataXml });
  saml.trust(await (await server.request(view.spMetadataUrl?.replace(server.url, '') ?? '')).text());
  return verifySso(t, dns, view);
}

const enforce = async (t: Team) => {
  const res = await t.owner.browser.patch(`${t.path}/sso`, { enforced: true });
  expect(res.status).toBe(200);
  return (await res.json()) as { sso: SsoView; signedOut: number };
};

describe("an identity provider signs in only its own domain's people, on every route", () => {
  it("cannot make an account for another workspace's address through the shared callback", {
    timeout: 60_000,
  }, async () => {
    const t = await team(server);
    const view = await configureSso(t, { ...(await idpFor(t)), domain: freshDomain() });
    await verifySso(t, dns, view);
    // The victim's company: its own domain, SAML, enforced.
    const victimDomain = freshDomain('victim');
    const victimTeam = await team(server);
    await samlTeam(victimTeam, victimDomain);
    await enforce(victimTeam);
    const victim = `victim@${victimDomain}`;

    // The attacker's IdP asserts the victim; the code and state are posted to the shared callback.
    const held = await ssoSignInAs(server, view.providerId, victim, (url) => url.includes('/sso/callback/'));
    const heldUrl = held.end?.url ?? '';
    const shared = await held.client.request(`${server.url}/api/auth/sso/callback${new URL(heldUrl).search}`);
    expect(shared.status).toBe(404);
    // And the provider's own callback refuses the address.
    const own = await held.client.follow(heldUrl);
    expect(own.url).not.toBe(`${server.url}/dashboard`);
    expect(await accountExists(server, victim)).toBe(false);
    expect(await sessionEmail(server, held.client)).toBeNull();

    // The real person signs in at their own company's SSO as before.
    const real = await signInWithSso(server, victim);
    expect(await sessionEmail(server, real.client)).toBe(victim);
  });

  it('serves only the plugin routes it checks: every other route of the plugin answers 404', async () => {
    const checked = [
      '/sign-in/sso',
      '/sso/saml2/sp/metadata',
      '/sso/callback/:providerId',
      '/sso/saml2/sp/acs/:providerId',
    ];
    const routes = Object.values(sso({ domainVerification: { enabled: true } }).endpoints).map((e) => e.path);
    expect(routes).toEqual(expect.arrayContaining(checked));
    for (const route of routes.filter((r) => !checked.includes(r))) {
      const path = `/api/auth${route.replace(':providerId', 'ws-00000000-0000-0000-0000-000000000000')}`;
      for (const method of ['GET', 'POST']) {
        const res = await server.request(path, { method, headers: { origin: server.url } });
        expect(res.status, `${method} ${route}`).toBe(404);
      }
    }
  });
});

describe('enforcing single sign-on', () => {
  it("ends the domain's sessions opened with a password, keeping the admin's own", async () => {
    const t = await team(server);
    const domain = freshDomain();
    const view = await configureSso(t, { ...(await idpFor(t)), domain });
    const bob = `bob@${domain}`;
    const browser = new AuthSession(server);
    await passwordAccount(server, browser, bob);
    const token = await inviteTo(t, server, bob, 'editor');
    expect((await browser.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const made = await (
      await t.owner.browser.post('/api/projects', { prompt: 'A plan', workspaceId: t.workspaceId })
    ).json();
    expect((await t.owner.browser.patch(`/api/projects/${made.id}`, { visibility: 'private' })).status).toBe(200);
    expect((await browser.get(`/api/projects/${made.id}`)).status).toBe(200);

    await verifySso(t, dns, view);
    const { signedOut } = await enforce(t);
    expect((await browser.get(`/api/projects/${made.id}`)).status).toBe(404);
    expect((await browser.patch(`/api/projects/${made.id}`, { name: 'Mine now' })).status).toBe(401);
    expect((await t.owner.browser.get(`/api/projects/${made.id}`)).status).toBe(200);
    expect(signedOut).toBeGreaterThanOrEqual(1);
  });
});

describe('changing the identity provider', () => {
  it("needs a fresh DNS proof and the owner's approval, and never opens the owner's account on the IdP's word", {
    timeout: 60_000,
  }, async () => {
    const domain = freshDomain('own');
    const t = await teamOwnedBy(server, `owner@${domain}`);
    const first = await samlTeam(t, domain);
    const admin = await member(server, t, 'admin');

    // The admin points the provider at an IdP they run, same domain; the old TXT record is still there.
    const changed = await admin.browser.put(`${t.path}/sso`, { ...(await idpFor(t, 1)), domain });
    expect(changed.status).toBe(200);
    const view = ((await changed.json()) as { sso: SsoView }).sso;
    expect(view).toMatchObject({ domainVerified: false, enforced: false, ownerApproved: false });
    expect(view.txtValue).not.toBe(first.txtValue);
    expect((await admin.browser.post(`${t.path}/sso/verify`)).status).toBe(422);
    const blocked = await ssoSignInAs(server, view.providerId, t.owner.email);
    expect(blocked.refused).toBe(401);
    expect(await sessionEmail(server, blocked.client)).toBeNull();

    // Only the owner approves, and the admin cannot enforce meanwhile.
    expect((await admin.browser.post(`${t.path}/sso/approve`)).status).toBe(403);
    dns.set(view.txtName, { TXT: [view.txtValue] });
    expect((await admin.browser.post(`${t.path}/sso/verify`)).status).toBe(200);
    expect((await admin.browser.patch(`${t.path}/sso`, { enforced: true })).status).toBe(409);
    const approved = await t.owner.browser.post(`${t.path}/sso/approve`);
    expect(approved.status).toBe(200);

    // Approved and proven: still, the IdP saying "owner" links nothing without the owner's own word.
    const attempt = await ssoSignInAs(server, view.providerId, t.owner.email);
    expect(await sessionEmail(server, attempt.client)).toBeNull();
    expect(attempt.end?.url).toContain('SSO_LINK_CONSENT_SENT');
    expect((await latestMail(server, t.owner.email)).text).toContain('/sso/link?token=');
    // Nor can the admin hand the workspace to themself.
    expect((await admin.browser.post(`${t.path}/transfer`, { userId: admin.userId })).status).toBe(403);
  });

  it("links the owner's existing account once they approve it from their own mailbox", {
    timeout: 60_000,
  }, async () => {
    const domain = freshDomain('consent');
    const t = await teamOwnedBy(server, `owner@${domain}`);
    const view = await samlTeam(t, domain);
    const first = await ssoSignInAs(server, view.providerId, t.owner.email);
    expect(await sessionEmail(server, first.client)).toBeNull();
    const token = await linkRequestToken(server, t.owner.email);
    // Opening the link (a mail scanner does) approves nothing; the page's button does.
    expect((await server.request(`/api/sso/link-requests/${token}`)).status).toBe(200);
    expect(await sessionEmail(server, (await ssoSignInAs(server, view.providerId, t.owner.email)).client)).toBeNull();
    const token2 = await linkRequestToken(server, t.owner.email);
    expect((await server.postJson(`/api/sso/link-requests/${token2}/approve`, {})).status).toBe(200);
    expect((await server.postJson(`/api/sso/link-requests/${token2}/approve`, {})).status).toBe(404);
    const signedIn = await ssoSignInAs(server, view.providerId, t.owner.email);
    expect(await sessionEmail(server, signedIn.client)).toBe(t.owner.email);
  });
});

describe('handing a workspace over', () => {
  it('needs a sign-in from the last few minutes', async () => {
    const t = await team(server);
    const next = await member(server, t, 'admin');
    await server.deps.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, t.owner.userId));
    const stale = await t.owner.browser.post(`${t.path}/transfer`, { userId: next.userId });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ error: { code: 'reauthentication_required' } });
    await server.deps.db.update(session).set({ createdAt: sql`now()` }).where(eq(session.userId, t.owner.userId));
    expect((await t.owner.browser.post(`${t.path}/transfer`, { userId: next.userId })).status).toBe(200);
  });
});

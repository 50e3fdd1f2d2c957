import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema';
import { AuthSession, latestMail } from '../support/auth-session';
import { startFakeDnsServer } from '../support/fake-dns-server';
import { freePort } from '../support/free-port';
import { BrowserLikeClient } from '../support/sso/browser-like-client';
import { type OidcIdp, startOidcIdp } from '../support/sso/oidc-idp';
import { type SamlIdp, startSamlIdp } from '../support/sso/saml-idp';
import {
  accountExists,
  configureSso,
  freshDomain,
  membershipOf,
  passwordAccount,
  rawProvider,
  sessionEmail,
  signInWithSso,
  verifySso,
} from '../support/sso/sso-kit';
import { member, person, type Team, team } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let dns: Awaited<ReturnType<typeof startFakeDnsServer>>;
let oidcPort: number;
let oidc: OidcIdp | null = null;
let saml: SamlIdp;

beforeAll(async () => {
  dns = await startFakeDnsServer();
  oidcPort = await freePort();
  saml = await startSamlIdp();
  server = await startTestServer({
    CUSTOM_DOMAIN_DNS_SERVERS: dns.address,
    TRUST_PROXY: 'true',
    SSO_TRUSTED_ORIGINS: `http://127.0.0.1:${oidcPort},${new URL(saml.entityId).origin}`,
  });
});

afterAll(async () => {
  await oidc?.close();
  await saml.close();
  await server?.close();
  await dns.close();
});

/** A SAML sign-in up to the request `stop` picks, held there in a fresh client. */
async function startSamlSignIn(email: string, stop: (url: string) => boolean) {
  const client = new BrowserLikeClient();
  const discover = (await (await server.postJson('/api/sso/discover', { email })).json()) as { providerId: string };
  const start = await client.request(`${server.url}/api/auth/sign-in/sso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ providerId: discover.providerId, callbackURL: '/dashboard' }),
  });
  const { url } = (await start.json()) as { url: string };
  const held = await client.follow(url, { email }, {}, stop);
  return { client, url: held.url, pending: held.pending };
}

/** A team whose OIDC provider is the test IdP (started afresh for its callback URL), domain verified. */
async function oidcTeam(domain = freshDomain()) {
  const t = await team(server);
  await oidc?.close();
  oidc = await startOidcIdp({
    port: oidcPort,
    redirectUris: [`${server.url}/api/auth/sso/callback/ws-${t.workspaceId}`],
  });
  const view = await configureSso(t, {
    protocol: 'oidc',
    domain,
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  });
  return { t, domain, view };
}

describe('single sign-on through OIDC', () => {
  it('signs a new person of the domain in at the identity provider and joins them with the default role', async () => {
    const { t, domain, view } = await oidcTeam();
    expect(view).toMatchObject({ protocol: 'oidc', domain, domainVerified: false, hasClientSecret: true });
    expect(JSON.stringify(view)).not.toContain(oidc?.clientSecret);
    // The secret is sealed at rest, and the plugin still signs in with it.
    expect((await rawProvider(server, view.providerId))?.oidcConfig).not.toContain(oidc?.clientSecret);

    // Not before the domain is proven.
    const alice = `alice@${domain}`;
    expect((await signInWithSso(server, alice)).discover.status).toBe(404);
    await verifySso(t, dns, view);

    const { client, end } = await signInWithSso(server, alice);
    expect(end?.url).toBe(`${server.url}/dashboard`);
    expect(await sessionEmail(server, client)).toBe(alice);
    expect(await membershipOf(server, t.workspaceId, alice)).toBe('editor');

    // Again: the same account, no second membership, and the join is in the audit log once.
    const again = await signInWithSso(server, alice);
    expect(await sessionEmail(server, again.client)).toBe(alice);
    const joins = (await server.deps.db.select().from(auditEvents)).filter(
      (e) => e.workspaceId === t.workspaceId && e.action === 'member.joined' && e.target === alice,
    );
    expect(joins).toHaveLength(1);
  });

  it('refuses an address the identity provider asserts outside its domain', async () => {
    const { t, view } = await oidcTeam();
    await verifySso(t, dns, view);
    // The IdP's own user claims someone else's address; the browser starts from the team's provider.
    const victim = `victim-${Date.now()}@example.com`;
    const client = new BrowserLikeClient();
    const start = await client.request(`${server.url}/api/auth/sign-in/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        providerId: view.providerId,
        callbackURL: '/dashboard',
        errorCallbackURL: '/auth?sso_error=1',
      }),
    });
    const { url } = (await start.json()) as { url: string };
    const end = await client.follow(url, { login: victim });
    expect(end.url).not.toBe(`${server.url}/dashboard`);
    expect(await accountExists(server, victim)).toBe(false);
    expect(await sessionEmail(server, client)).toBeNull();
  });

  it('once enforced, refuses password and e-mail-code sign-in for the domain, and SSO still works', async () => {
    const { t, domain, view } = await oidcTeam();
    const bob = `bob@${domain}`;
    const browser = new AuthSession(server);
    await passwordAccount(server, browser, bob);
    await verifySso(t, dns, view);
    const enforce = await t.owner.browser.patch(`${t.path}/sso`, { enforced: true });
    expect(enforce.status).toBe(200);

    const password = await new AuthSession(server).post('/api/auth/sign-in/email', {
      email: bob,
      password: 'correct-horse',
    });
    expect(password.status).toBe(403);
    expect(await password.json()).toMatchObject({ error: { code: 'sso_required' } });
    const mailsBefore = (await latestMail(server, bob)).id;
    const code = await new AuthSession(server).post('/api/auth/email-otp/send-verification-otp', {
      email: bob,
      type: 'sign-in',
    });
    expect(code.status).toBe(403);
    expect((await latestMail(server, bob)).id).toBe(mailsBefore);

    // Bob's existing account is the one SSO signs in (linked: the provider's domain is verified).
    const { client } = await signInWithSso(server, bob);
    expect(await sessionEmail(server, client)).toBe(bob);
    expect(await membershipOf(server, t.workspaceId, bob)).toBe('editor');
  });
});

describe('single sign-on through SAML 2.0', () => {
  it('signs in with a signed assertion and joins with the role the admins chose', async () => {
    const t = await team(server);
    const domain = freshDomain('saml');
    const view = await configureSso(t, { protocol: 'saml', domain, metadataXml: saml.metadataXml });
    expect(view).toMatchObject({ protocol: 'saml', issuer: saml.entityId, hasClientSecret: false });
    saml.trust(await (await server.request(view.spMetadataUrl?.replace(server.url, '') ?? '')).text());
    await verifySso(t, dns, view);
    expect((await t.owner.browser.patch(`${t.path}/sso`, { joinRole: 'viewer' })).status).toBe(200);

    const carol = `carol@${domain}`;
    const { client, end } = await signInWithSso(server, carol);
    expect(end?.url).toBe(`${server.url}/dashboard`);
    expect(await sessionEmail(server, client)).toBe(carol);
    expect(await membershipOf(server, t.workspaceId, carol)).toBe('viewer');
  });

  it('refuses a response whose signed assertion was changed, and one replayed after use', async () => {
    const t = await team(server);
    const domain = freshDomain('saml');
    const view = await configureSso(t, { protocol: 'saml', domain, metadataXml: saml.metadataXml });
    saml.trust(await (await server.request(view.spMetadataUrl?.replace(server.url, '') ?? '')).text());
    await verifySso(t, dns, view);
    const acs = (url: string) => url.includes('/sso/saml2/sp/acs/');

    // The response for dave, held before it reaches us, rewritten to name eve.
    const held = await startSamlSignIn(`dave@${domain}`, acs);
    const form = new URLSearchParams(String(held.pending?.body));
    const xml = Buffer.from(form.get('SAMLResponse') ?? '', 'base64').toString('utf8');
    form.set('SAMLResponse', Buffer.from(xml.replaceAll('dave@', 'eve@')).toString('base64'));
    const tampered = await held.client.request(held.url, { ...held.pending, body: form });
    expect(tampered.headers.get('location') ?? '').not.toMatch(/\/dashboard$/);
    expect(await sessionEmail(server, held.client)).toBeNull();
    expect(await accountExists(server, `eve@${domain}`)).toBe(false);

    // The genuine one signs dave in once; the same response posted again signs nobody in.
    const genuine = await startSamlSignIn(`dave@${domain}`, acs);
    const first = await genuine.client.request(genuine.url, genuine.pending ?? {});
    expect(first.headers.get('location')).toMatch(/\/dashboard$/);
    const thief = new BrowserLikeClient();
    await thief.request(genuine.url, genuine.pending ?? {});
    expect(await sessionEmail(server, thief)).toBeNull();
  });
});

describe('who may set up single sign-on, and for which domain', () => {
  it('gives a verified domain to the first workspace that proves it; a second is told it is taken', async () => {
    const domain = freshDomain('shared');
    const first = await oidcTeam(domain);
    const secondTeam: Team = await team(server);
    // Both may claim it while neither has proven it.
    const second = await configureSso(secondTeam, {
      protocol: 'saml',
      domain,
      metadataXml: saml.metadataXml,
    });
    await verifySso(first.t, dns, first.view);
    dns.set(second.txtName, { TXT: [first.view.txtValue, second.txtValue] });
    const late = await secondTeam.owner.browser.post(`${secondTeam.path}/sso/verify`);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: 'domain_taken' } });
    // And a third cannot even set it up now.
    const third = await team(server);
    const refused = await third.owner.browser.put(`${third.path}/sso`, {
      protocol: 'saml',
      domain,
      metadataXml: saml.metadataXml,
    });
    expect(refused.status).toBe(409);
  });

  it('lets admins only: an editor is refused, a stranger sees nothing, a personal workspace has no SSO', async () => {
    const t = await team(server);
    const editor = await member(server, t, 'editor');
    expect((await editor.browser.get(`${t.path}/sso`)).status).toBe(403);
    const stranger = await person(server, 'stranger');
    expect((await stranger.browser.get(`${t.path}/sso`)).status).toBe(404);
    const personal = (await (await stranger.browser.get('/api/workspaces')).json()) as { workspaces: { id: string }[] };
    const own = await stranger.browser.get(`/api/workspaces/${personal.workspaces[0]?.id}/sso`);
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: { code: 'team_only' } });
  });

  it('does not let the server fetch a private address for an admin (unlisted issuer)', async () => {
    const t = await team(server);
    for (const issuer of ['http://127.0.0.1:9', 'https://10.0.0.7', 'https://169.254.169.254/latest']) {
      const res = await t.owner.browser.put(`${t.path}/sso`, {
        protocol: 'oidc',
        domain: freshDomain(),
        issuer,
        clientId: 'x',
        clientSecret: 'y',
      });
      expect(res.status, issuer).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'sso_discovery_failed' } });
    }
  });

  it('refuses metadata with a document type declaration (entity expansion)', async () => {
    const t = await team(server);
    const res = await t.owner.browser.put(`${t.path}/sso`, {
      protocol: 'saml',
      domain: freshDomain(),
      metadataXml: `<!DOCTYPE x [<!ENTITY a "aaaa">]>${saml.metadataXml}`,
    });
    expect(res.status).toBe(422);
  });
});

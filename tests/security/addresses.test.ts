import dns from 'node:dns';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { BlockList, createServer, isIP, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egressProxy } from '../../src/server/apps/functions/egress-proxy';
import { ssoProvider } from '../../src/server/db/schema';
import { isRefusedAddress } from '../../src/server/http/refused-addresses';
import { signedInBrowser } from '../support/auth-session';
import { grantPlan } from '../support/billing';
import { type FakeDnsServer, startFakeDnsServer } from '../support/fake-dns-server';
import { freePort } from '../support/free-port';
import { BrowserLikeClient } from '../support/sso/browser-like-client';
import { type OidcIdp, startOidcIdp } from '../support/sso/oidc-idp';
import { configureSso, freshDomain, verifySso } from '../support/sso/sso-kit';
import { type Team, team } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

// Every place the server connects to an address a stranger chose (a Git remote, an identity
// provider, an app function's fetch), written as that stranger: IPv6 spellings of loopback and
// private networks, and a name that answers a public address to the check and 127.0.0.1 to the
// socket (DNS rebinding).

const ipv6Disguises = [
  ['IPv4-compatible loopback', '::7f00:1'],
  ['IPv4-compatible, dotted', '::127.0.0.1'],
  ['IPv4-translated loopback', '::ffff:0:7f00:1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['NAT64 local-use', '64:ff9b:1::7f00:1'],
  ['NAT64 well-known, private inside', '64:ff9b::a9fe:a9fe'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['6to4 of a public address', '2002:808:808::1'],
  ['site-local', 'fec0::1'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['discard-only', '100::1'],
  ['documentation', '3fff::1'],
  ['multicast', 'ff02::1'],
  ['SRv6', '5f00::1'],
] as const;

/**
 * Node's resolver, answering for the rebinding names as an attacker's DNS with a zero TTL would:
 * the lookups that check a name go through dns/promises and are told a public address; the
 * sockets' own lookups go through dns.lookup and are told 127.0.0.1.
 */
const rebinding = new Map<string, { check: string; socket: string }>();
const usual = { lookup: dns.lookup, promisesLookup: dns.promises.lookup };
function hookResolver() {
  const answer = (address: string, all: boolean) =>
    all ? [{ address, family: isIP(address) }] : { address, family: isIP(address) };
  dns.promises.lookup = (async (host: string, options?: dns.LookupOptions) => {
    const name = rebinding.get(host);
    if (!name) return usual.promisesLookup(host, options as dns.LookupAllOptions);
    return answer(name.check, Boolean(options?.all));
  }) as typeof dns.promises.lookup;
  dns.lookup = ((host: string, options: unknown, callback?: unknown) => {
    const name = rebinding.get(host);
    if (!name) return (usual.lookup as (...args: unknown[]) => void)(host, options, callback);
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && Boolean((options as dns.LookupOptions).all);
    const found = answer(name.socket, all);
    process.nextTick(() => (all ? done(null, found) : done(null, name.socket, isIP(name.socket))));
  }) as typeof dns.lookup;
  syncBuiltinESMExports();
}
function unhookResolver() {
  dns.lookup = usual.lookup;
  dns.promises.lookup = usual.promisesLookup;
  syncBuiltinESMExports();
}

/** A TCP server on 127.0.0.1 that only counts who reached it: what a rebinding attacker is after. */
async function loopbackTarget() {
  const target = { connections: 0, port: 0, server: createServer((socket) => socket.destroy()) as Server };
  target.server.on('connection', () => target.connections++);
  await new Promise<void>((resolve) => target.server.listen(0, '127.0.0.1', resolve));
  target.port = (target.server.address() as { port: number }).port;
  return target;
}

let server: TestServer;
let target: Awaited<ReturnType<typeof loopbackTarget>>;
let oidc: OidcIdp;
let txtRecords: FakeDnsServer;
let oidcPort: number;
let names = 0;
/** A fresh rebinding name: public to the check, loopback to the socket. */
const rebindingName = () => {
  const name = `rebind-${++names}.example`;
  rebinding.set(name, { check: '2606:4700:4700::1111', socket: '127.0.0.1' });
  return name;
};

beforeAll(async () => {
  hookResolver();
  target = await loopbackTarget();
  oidcPort = await freePort();
  txtRecords = await startFakeDnsServer();
  server = await startTestServer({
    TRUST_PROXY: 'true',
    CUSTOM_DOMAIN_DNS_SERVERS: txtRecords.address,
    SSO_TRUSTED_ORIGINS: `http://127.0.0.1:${oidcPort}`,
  });
});

afterAll(async () => {
  unhookResolver();
  await oidc?.close();
  await server?.close();
  await txtRecords?.close();
  target?.server.close();
});

describe('the refused list', () => {
  it.each(ipv6Disguises)('refuses %s (%s)', (_what, address) => expect(isRefusedAddress(address)).toBe(true));

  // A BlockList also matches IPv4 addresses against its IPv6 rules: one shared list once refused every IPv4 address.
  it.each(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '64:ff9b::8.8.8.8'])(
    'lets public %s through',
    (address) => expect(isRefusedAddress(address)).toBe(false),
  );
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('Git sync', () => {
  // One Pro user's project: a refused connection saves nothing, so each case starts from the same place.
  let connect: (url: string) => Promise<Response>;
  beforeAll(async () => {
    const { browser, email } = await signedInBrowser(server);
    await grantPlan(server, email, 'pro');
    const { id } = (await (await browser.post('/api/projects', { prompt: 'A site' })).json()) as { id: string };
    connect = (url) => browser.post(`/api/projects/${id}/git`, { kind: 'remote', url, token: 'a-token' });
  });

  it.each(ipv6Disguises)('refuses a remote at %s (%s)', async (_what, address) => {
    const res = await connect(`https://[${address}]/x.git`);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toMatch(/private address/);
  });

  it('connects to the address it checked, not to the one a rebinding name gives next', async () => {
    const before = target.connections;
    const res = await connect(`https://${rebindingName()}:${target.port}/x.git`);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toMatch(/private address/);
    expect(target.connections).toBe(before);
  });
});

describe('single sign-on', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team(server);
  });
  const saveIssuer = (t: Team, issuer: string) =>
    t.owner.browser.put(`${t.path}/sso`, {
      protocol: 'oidc',
      domain: freshDomain(),
      issuer,
      clientId: 'x',
      clientSecret: 'y',
    });

  it('refuses an issuer at an IPv6 disguise of loopback or a private network', async () => {
    for (const [what, address] of ipv6Disguises) {
      const res = await saveIssuer(t, `https://[${address}]`);
      expect(res.status, what).toBe(422);
      expect((await errorOf(res)).message, what).toMatch(/private address/);
    }
  });

  it('fetches discovery only from the address it checked', async () => {
    const before = target.connections;
    const res = await saveIssuer(t, `https://${rebindingName()}:${target.port}`);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: 'sso_discovery_failed', message: /private address/ });
    expect(target.connections).toBe(before);
  });

  it('exchanges a sign-in code only with a token endpoint at the address it checked', async () => {
    const providerId = `ws-${t.workspaceId}`;
    oidc = await startOidcIdp({ port: oidcPort, redirectUris: [`${server.url}/api/auth/sso/callback/${providerId}`] });
    const view = await configureSso(t, {
      protocol: 'oidc',
      domain: freshDomain(),
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
    });
    await verifySso(t, txtRecords, view);
    // The identity provider's token endpoint moves to a rebinding name (its console was changed).
    const [row] = await server.deps.db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId));
    const config = JSON.parse(row?.oidcConfig ?? '{}');
    config.tokenEndpoint = `https://${rebindingName()}:${target.port}/token`;
    await server.deps.db
      .update(ssoProvider)
      .set({ oidcConfig: JSON.stringify(config) })
      .where(eq(ssoProvider.providerId, providerId));

    const client = new BrowserLikeClient();
    const start = await client.request(`${server.url}/api/auth/sign-in/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ providerId, callbackURL: '/dashboard', errorCallbackURL: '/auth?sso_error=1' }),
    });
    expect(start.status).toBe(200);
    const state = new URL(((await start.json()) as { url: string }).url).searchParams.get('state');
    const before = target.connections;
    const back = await client.request(
      `${server.url}/api/auth/sso/callback/${providerId}?code=a-code&state=${encodeURIComponent(state ?? '')}`,
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/error/);
    expect(target.connections).toBe(before);
  });
});

describe("app functions' egress", () => {
  // 127.0.0.2 stands for a public site here (the runtime's tests let it through the same way).
  const allowed = new BlockList();
  allowed.addAddress('127.0.0.2');
  let socketPath = '';
  let proxy: ReturnType<typeof egressProxy>;
  let site: http.Server;
  let sitePort = 0;

  beforeAll(async () => {
    socketPath = path.join(await mkdtemp(path.join(os.tmpdir(), 'egress-')), 'egress.sock');
    proxy = egressProxy({ subrequestsPerCall: 100, allowed });
    await proxy.listen(socketPath);
    site = http.createServer((_req, res) => res.end('public site'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
    sitePort = (site.address() as { port: number }).port;
  });
  afterAll(async () => {
    await proxy?.close();
    site?.close();
  });

  /** What workerd sends: a proxy request with the whole URL in the request line. */
  const viaProxy = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ socketPath, path: url, headers: { host: new URL(url).host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each(ipv6Disguises)('refuses %s (%s)', async (_what, address) => {
    const result = await viaProxy(`http://[${address}]:${target.port}/`);
    expect(result.status).toBe(403);
    expect(JSON.parse(result.body).error.code).toBe('egress_refused');
  });

  it('connects to the address it checked, not to the one a rebinding name gives next', async () => {
    const name = `rebind-egress-${++names}.example`;
    rebinding.set(name, { check: '127.0.0.2', socket: '127.0.0.1' });
    const before = target.connections;
    const result = await viaProxy(`http://${name}:${target.port}/`);
    expect(result.status).toBe(403);
    expect(target.connections).toBe(before);
  });

  it('still reaches a public site', async () => {
    expect(await viaProxy(`http://127.0.0.2:${sitePort}/`)).toEqual({ status: 200, body: 'public site' });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDnsServer, startFakeDnsServer } from '../../../../tests/support/fake-dns-server';
import { parseEnv } from '../../core/env';
import { createResolver } from '../../vendors/dns-resolver';
import { checkDns } from './dns-check';

// The real resolver (node:dns/promises) against a DNS server on 127.0.0.1 speaking the wire protocol.
let dns: FakeDnsServer;
let resolver: ReturnType<typeof createResolver>;
beforeAll(async () => {
  dns = await startFakeDnsServer();
  resolver = createResolver(parseEnv({ CUSTOM_DOMAIN_DNS_SERVERS: dns.address }));
});
afterAll(() => dns.close());
beforeEach(() => dns.clear());

const target = 'domains.apps.test';
const liveHost = 'my-shop.apps.test';
const expectation = {
  domain: 'www.shop.test',
  token: 'abc123',
  targets: [target, liveHost] as [string, string],
  addresses: [],
};
const proof = () => dns.set('_shipwright.www.shop.test', { TXT: ['shipwright-verify=abc123'] });

describe('checkDns', () => {
  it('accepts a CNAME to the fixed target with the TXT proof', async () => {
    dns.set('www.shop.test', { CNAME: `${target}.` });
    proof();
    expect(await checkDns(resolver, expectation)).toEqual({ ok: true });
  });

  it('still accepts a CNAME to the live host, which the dialog showed before the fixed target', async () => {
    dns.set('www.shop.test', { CNAME: liveHost.toUpperCase() });
    proof();
    expect(await checkDns(resolver, expectation)).toEqual({ ok: true });
  });

  it('says the TXT record is missing, or holds something else', async () => {
    dns.set('www.shop.test', { CNAME: target });
    expect(await checkDns(resolver, expectation)).toEqual({
      ok: false,
      reason: '_shipwright.www.shop.test has no TXT record.',
    });
    dns.set('_shipwright.www.shop.test', { TXT: ['shipwright-verify=someone-else'] });
    const verdict = await checkDns(resolver, expectation);
    expect(verdict.ok || verdict.reason).toMatch(/does not hold this project's verification value/);
  });

  it('names the wrong CNAME target', async () => {
    dns.set('www.shop.test', { CNAME: 'elsewhere.example.net' });
    proof();
    expect(await checkDns(resolver, expectation)).toEqual({
      ok: false,
      reason: `www.shop.test has a CNAME to elsewhere.example.net, not ${target}.`,
    });
  });

  it('reports NXDOMAIN for a name that does not exist', async () => {
    expect(await checkDns(resolver, expectation)).toEqual({
      ok: false,
      reason: 'www.shop.test does not exist (the DNS answered NXDOMAIN).',
    });
  });

  it('takes A/AAAA records naming this service for an apex, and refuses other addresses', async () => {
    const apex = { ...expectation, domain: 'shop.test', addresses: ['203.0.113.10', '2001:db8::10'] };
    dns.set('_shipwright.shop.test', { TXT: ['shipwright-verify=abc123'] });
    dns.set('shop.test', { A: ['203.0.113.10'], AAAA: ['2001:db8::10'] });
    expect(await checkDns(resolver, apex)).toEqual({ ok: true });
    dns.set('shop.test', { A: ['198.51.100.7'] });
    const verdict = await checkDns(resolver, apex);
    expect(verdict.ok || verdict.reason).toBe(
      'shop.test points at 198.51.100.7, which is not this service (203.0.113.10, 2001:db8::10).',
    );
  });

  it('asks for a CNAME when the service has no addresses configured', async () => {
    dns.set('www.shop.test', { A: ['203.0.113.10'] });
    proof();
    const verdict = await checkDns(resolver, expectation);
    expect(verdict.ok || verdict.reason).toBe(`www.shop.test needs a CNAME record pointing at ${target}.`);
  });
});

describe('DNS servers that do not answer', () => {
  it('say so, as a transient failure that leaves a verified domain alone', async () => {
    const silent = createResolver(parseEnv({ CUSTOM_DOMAIN_DNS_SERVERS: '127.0.0.1:9' }));
    const verdict = await checkDns(silent, expectation);
    expect(verdict).toMatchObject({ ok: false, transient: true });
    expect(verdict.ok || verdict.reason).toMatch(/^The DNS servers did not answer \(E[A-Z]+\)\. We will try again\.$/);
  }, 15_000);
});

describe('CUSTOM_DOMAIN_DNS_SERVERS', () => {
  it('takes IPs with optional ports and names the variable when wrong', () => {
    expect(
      parseEnv({ CUSTOM_DOMAIN_DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53' }).CUSTOM_DOMAIN_DNS_SERVERS,
    ).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
    expect(() => parseEnv({ CUSTOM_DOMAIN_DNS_SERVERS: 'dns.google' })).toThrow(/CUSTOM_DOMAIN_DNS_SERVERS/);
    expect(() => parseEnv({ CUSTOM_DOMAIN_ADDRESSES: '1.2.3.4:80' })).toThrow(/CUSTOM_DOMAIN_ADDRESSES/);
  });
});

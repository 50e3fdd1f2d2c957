import { describe, expect, it } from 'vitest';
import { hostName, normaliseDomain, parseCustomDomain } from './domain-name';

const env = { APP_URL: 'https://app.shipwright.test', APPS_DOMAIN: 'shipwright-apps.test' };
const refusal = (input: string) => {
  try {
    parseCustomDomain(env, input);
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('domain names', () => {
  it('spells a domain one way: lower case, no trailing dot, IDNA', () => {
    expect(normaliseDomain(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(normaliseDomain('https://www.example.com/path')).toBe('www.example.com');
    expect(normaliseDomain('bücher.example')).toBe('xn--bcher-kva.example');
    expect(hostName('WWW.EXAMPLE.COM.:443')).toBe('www.example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('127.0.0.1:3000')).toBe('127.0.0.1');
  });

  it('accepts subdomains and apexes, and refuses what cannot be a custom domain', () => {
    expect(parseCustomDomain(env, 'WWW.Shop.example.')).toBe('www.shop.example');
    expect(parseCustomDomain(env, 'example.co.uk')).toBe('example.co.uk');
    expect(refusal('203.0.113.7')).toBe('invalid_domain');
    expect(refusal('[2001:db8::1]')).toBe('invalid_domain');
    expect(refusal('localhost')).toBe('invalid_domain');
    expect(refusal('shop.localhost')).toBe('reserved_domain');
    expect(refusal('my-app.shipwright-apps.test')).toBe('reserved_domain');
    expect(refusal('app.shipwright.test')).toBe('reserved_domain');
    expect(refusal('-bad-.example.com')).toBe('invalid_domain');
    expect(refusal('under_score.example.com')).toBe('invalid_domain');
    expect(refusal('example')).toBe('invalid_domain');
  });
});

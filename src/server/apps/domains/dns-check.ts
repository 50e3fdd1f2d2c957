import type { Resolver } from 'node:dns/promises';
import { domainTexts, verificationName, verificationValue } from '../../../shared/custom-domains';

/** transient: the DNS servers did not answer, which says nothing about the records. */
export type DnsVerdict = { ok: true } | { ok: false; reason: string; transient?: boolean };

export interface DnsExpectation {
  domain: string;
  token: string;
  /**
   * Hosts a CNAME may name: first the one the dialog shows (domains.<APPS_DOMAIN>), then any older
   * form still accepted (the app's live host, shown before ADR 0016). Failure reasons name the first.
   */
  targets: [string, ...string[]];
  /** This service's addresses, which A/AAAA records may name instead (apex domains). */
  addresses: string[];
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown error';
const absentCodes = new Set(['ENODATA', 'ENOTFOUND']);
const unreachableCodes = new Set(['ETIMEOUT', 'ECONNREFUSED', 'ECONNRESET']);

const unanswered = (error: unknown) => (unreachableCodes.has(codeOf(error)) ? { transient: true } : {});

/** The resolver's complaint in words an owner can act on. */
function reasonFor(error: unknown, name: string, type: string) {
  const code = codeOf(error);
  if (code === 'ENOTFOUND') return domainTexts.nxdomain(name);
  if (code === 'ENODATA') return domainTexts.noRecord(name, type);
  if (unreachableCodes.has(code)) return domainTexts.dnsDown(code);
  return domainTexts.dnsFailed(name, code);
}

/** Records of one type, or [] when the name has none of that type (but does exist). */
async function lookup(resolve: () => Promise<string[]>) {
  try {
    return await resolve();
  } catch (error) {
    if (codeOf(error) === 'ENODATA') return [];
    throw error;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Does the domain point at this service, and does its TXT record hold the project's token? */
export async function checkDns(resolver: Resolver, expected: DnsExpectation): Promise<DnsVerdict> {
  const { domain, targets, addresses } = expected;
  const [target] = targets;
  try {
    const cnames = (await lookup(() => resolver.resolveCname(domain))).map(bare);
    if (cnames.length && !cnames.some((name) => targets.includes(name)))
      return { ok: false, reason: domainTexts.wrongCname(domain, cnames.join(', '), target) };
    if (!cnames.length) {
      if (!addresses.length) return { ok: false, reason: domainTexts.needsCname(domain, target) };
      const found = [
        ...(await lookup(() => resolver.resolve4(domain))),
        ...(await lookup(() => resolver.resolve6(domain))),
      ];
      if (!found.length) return { ok: false, reason: domainTexts.noRecord(domain, 'CNAME, A or AAAA') };
      const stray = found.filter((a) => !addresses.includes(a));
      if (stray.length)
        return { ok: false, reason: domainTexts.wrongAddress(domain, stray.join(', '), addresses.join(', ')) };
    }
  } catch (error) {
    return { ok: false, reason: reasonFor(error, domain, 'CNAME'), ...unanswered(error) };
  }
  const txtName = verificationName(domain);
  try {
    const values = (await resolver.resolveTxt(txtName)).map((chunks) => chunks.join(''));
    if (!values.includes(verificationValue(expected.token)))
      return { ok: false, reason: domainTexts.wrongTxt(txtName) };
  } catch (error) {
    return {
      ok: false,
      reason: absentCodes.has(codeOf(error)) ? domainTexts.noRecord(txtName, 'TXT') : reasonFor(error, txtName, 'TXT'),
      ...unanswered(error),
    };
  }
  return { ok: true };
}

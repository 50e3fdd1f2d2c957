import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { domainTexts } from '../../../shared/custom-domains';
import type { Env } from '../../core/env';
import { ApiError } from '../../http/api-error';
import { appsDomain } from '../hosting/app-hosts';

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The one spelling of a host name: lower-case ASCII (IDNA), no trailing dot, no port. Null when
 * it cannot be a DNS name at all. Used on what owners type and on every request's Host alike,
 * so "WWW.Example.com." and "www.example.com" are the same domain.
 */
export function normaliseDomain(input: string): string | null {
  let name = input.trim();
  if (name.includes('://')) name = URL.canParse(name) ? new URL(name).hostname : '';
  name = name.replace(/\.$/, '');
  if (!name || isIP(name.replace(/^\[|\]$/g, ''))) return name ? name.replace(/^\[|\]$/g, '') : null;
  const ascii = domainToASCII(name);
  return ascii ? ascii.replace(/\.$/, '') : null;
}

/** A Host header's name: its port dropped (IPv6 literals keep their brackets off). */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(header);
  if (bracketed?.[1]) return bracketed[1];
  return normaliseDomain(header.replace(/:\d*$/, ''));
}

const within = (name: string, parent: string) => name === parent || name.endsWith(`.${parent}`);

/** Names the service itself answers for: never anyone's custom domain. */
export function isServiceName(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, name: string) {
  const main = new URL(env.APP_URL).hostname.toLowerCase();
  const apps = appsDomain(env).replace(/:\d+$/, '');
  return within(name, 'localhost') || within(name, main) || within(name, apps);
}

/** Checks what an owner typed and returns the domain to store, or says why it cannot be served. */
export function parseCustomDomain(env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>, input: string): string {
  const name = normaliseDomain(input);
  if (name && isIP(name)) throw new ApiError(400, 'invalid_domain', domainTexts.ipLiteral);
  const labels = name?.split('.') ?? [];
  const valid =
    name !== null &&
    name.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => label.test(l)) &&
    !/^\d+$/.test(labels.at(-1) ?? '');
  if (!valid) throw new ApiError(400, 'invalid_domain', domainTexts.invalid);
  if (isServiceName(env, name)) throw new ApiError(400, 'reserved_domain', domainTexts.reserved);
  return name;
}

import { Resolver } from 'node:dns/promises';
import type { Env } from '../core/env';

/**
 * A resolver on the configured servers (the system's when none are), quick to give up: custom
 * domains and single sign-on check their TXT records through it.
 */
export function createResolver(env: Pick<Env, 'CUSTOM_DOMAIN_DNS_SERVERS'>) {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (env.CUSTOM_DOMAIN_DNS_SERVERS.length) resolver.setServers(env.CUSTOM_DOMAIN_DNS_SERVERS);
  return resolver;
}

import { z } from 'zod';

/** Custom domains for live apps: rules and words shared by the server and the Deploy dialog. */
export const customDomainsPerProject = 2;

/** Where the TXT record that proves control of a domain lives, and what it must hold. */
export const verificationName = (domain: string) => `_shipwright.${domain}`;
export const verificationValue = (token: string) => `shipwright-verify=${token}`;

/**
 * The one name every custom domain's CNAME points at, under the apps domain: `domains.<APPS_DOMAIN>`
 * (ADR 0016). Fixed, so it neither reveals a secret app's link nor moves when the link does; the
 * TXT token proves whose domain it is and the Host header picks the app. No app may take it as a slug.
 */
export const cnameTargetLabel = 'domains';

/** The www form of what an owner typed: what an apex domain can be connected as without server addresses. */
export function wwwFormOf(input: string) {
  const name = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/\.$/, '');
  return name.startsWith('www.') ? name : `www.${name}`;
}

export const addDomainSchema = z.object({ domain: z.string().trim().min(1, 'Enter a domain.').max(300) });

export type DomainStatus = 'pending' | 'verified' | 'failed';

export const domainTexts = {
  title: 'Custom domains',
  intro: 'Serve the live app at a domain you own, such as www.example.com.',
  upgrade: 'Custom domains come with the Creator plan and up.',
  upgradeLink: 'See plans',
  deployFirst: 'Deploy the app first: your domain points at its live link.',
  label: 'Domain',
  placeholder: 'www.example.com',
  add: 'Add domain',
  verify: 'Verify',
  verifying: 'Checking…',
  remove: 'Remove',
  removed: 'The domain was removed.',
  open: 'Open',
  records: 'Create these DNS records at your DNS provider:',
  type: 'Type',
  name: 'Name',
  value: 'Value',
  status: { pending: 'Waiting for DNS', verified: 'Verified', failed: 'Not verified yet' } satisfies Record<
    DomainStatus,
    string
  >,
  nextCheck: (time: string) => `Checking again automatically at ${time}.`,
  noMoreChecks: 'Automatic checks have stopped; press Verify once the records are in place.',
  verifiedNote: 'Requests to this domain now show the live app.',
  notServed: 'Verified, but not shown: the app is not live, or the plan no longer includes custom domains.',
  // Refusals.
  invalid: 'That is not a domain name we can serve. Enter one like www.example.com.',
  ipLiteral: 'Enter a domain name, not an IP address.',
  reserved: 'That domain belongs to this service and cannot be added.',
  taken: 'That domain is already connected to another app.',
  limit: `A project can have up to ${customDomainsPerProject} custom domains.`,
  duplicate: 'This project already has that domain.',
  planRequired: (planName: string) =>
    `Custom domains are not included in the ${planName} plan. Upgrade to connect one.`,
  // What the resolver said.
  nxdomain: (name: string) => `${name} does not exist (the DNS answered NXDOMAIN).`,
  noRecord: (name: string, type: string) => `${name} has no ${type} record.`,
  dnsDown: (code: string) => `The DNS servers did not answer (${code}). We will try again.`,
  dnsFailed: (name: string, code: string) => `Looking up ${name} failed (${code}).`,
  wrongCname: (domain: string, found: string, expected: string) =>
    `${domain} has a CNAME to ${found}, not ${expected}.`,
  wrongAddress: (domain: string, found: string, expected: string) =>
    `${domain} points at ${found}, which is not this service (${expected}).`,
  needsCname: (domain: string, expected: string) => `${domain} needs a CNAME record pointing at ${expected}.`,
  wrongTxt: (name: string) => `The TXT record at ${name} does not hold this project's verification value.`,
  verifiedElsewhere: 'Another account has verified this domain.',
  apexNeedsAddresses: (domain: string) =>
    `${domain} is an apex domain: it needs A/AAAA records naming this service's server addresses, and the ` +
    `operator has not set them (CUSTOM_DOMAIN_ADDRESSES). Connect ${wwwFormOf(domain)} instead.`,
  addWwwInstead: (www: string) => `Add ${www} instead`,
} as const;

import { z } from 'zod';

/**
 * Single sign-on per team workspace (ADR 0029): one identity provider (OIDC or SAML 2.0) for one
 * e-mail domain the workspace proves with a DNS TXT record. Read by the server and the browser.
 */
export const ssoProtocols = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof ssoProtocols)[number];

/** Roles a first SSO sign-in may give: admins are made by admins, never by an identity provider. */
export const ssoJoinRoles = ['editor', 'viewer'] as const;

/** The TXT record that proves a workspace holds a domain (`dig TXT _shipwright-sso.acme.com`). */
export const ssoVerificationName = (domain: string) => `_shipwright-sso.${domain}`;
export const ssoVerificationValue = (token: string) => `shipwright-sso=${token}`;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'Enter a domain such as acme.com.');

const httpUrl = z
  .string()
  .trim()
  .url('Enter a full URL, starting with https://.')
  .max(2000)
  .refine((value) => /^https?:\/\//.test(value), 'Enter a full URL, starting with https://.');

const oidcSchema = z.object({
  protocol: z.literal('oidc'),
  domain: domainSchema,
  /** The issuer; its /.well-known/openid-configuration is read by the server. */
  issuer: httpUrl,
  clientId: z.string().trim().min(1, 'Enter the client ID.').max(500),
  /** Left out on an update to keep the saved one. */
  clientSecret: z.string().trim().min(1).max(2000).optional(),
});

const samlSchema = z.object({
  protocol: z.literal('saml'),
  domain: domainSchema,
  /** The identity provider's metadata XML, as its admin console exports it. */
  metadataXml: z
    .string()
    .trim()
    .min(1, 'Paste the metadata XML of your identity provider.')
    .max(200_000)
    .refine((xml) => xml.includes('EntityDescriptor'), 'This is not SAML metadata: no EntityDescriptor in it.'),
});

export const ssoConfigSchema = z.discriminatedUnion('protocol', [oidcSchema, samlSchema]);
export type SsoConfigInput = z.infer<typeof ssoConfigSchema>;

export const ssoSettingsSchema = z
  .object({ enforced: z.boolean().optional(), joinRole: z.enum(ssoJoinRoles).optional() })
  .refine((v) => v.enforced !== undefined || v.joinRole !== undefined, 'Nothing to change.');

export const ssoDiscoverSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

/** What an admin sees of the workspace's SSO: never the client secret. */
export interface SsoView {
  protocol: SsoProtocol;
  providerId: string;
  domain: string;
  domainVerified: boolean;
  enforced: boolean;
  /** False while an admin's change of identity provider waits for the owner's approval. */
  ownerApproved: boolean;
  joinRole: (typeof ssoJoinRoles)[number];
  /** OIDC: the issuer and client id; SAML: the identity provider's entity id. */
  issuer: string;
  clientId: string | null;
  hasClientSecret: boolean;
  /** What the admin enters at the identity provider. */
  redirectUrl: string | null;
  acsUrl: string | null;
  spMetadataUrl: string | null;
  spEntityId: string | null;
  txtName: string;
  txtValue: string;
}

export const ssoTexts = {
  teamOnly: 'Single sign-on is part of the Team plan, in a team workspace.',
  notConfigured: 'Single sign-on is not set up for this workspace.',
  domainTaken: (domain: string) => `${domain} is already verified by another workspace.`,
  notVerified: 'Verify the domain before enforcing single sign-on.',
  discoveryFailed: (detail: string) => `We could not read the identity provider's configuration: ${detail}`,
  badMetadata: (detail: string) => `We could not use this metadata: ${detail}`,
  secretRequired: 'Enter the client secret.',
  verifyFailed: (name: string) =>
    `No TXT record with the value shown was found at ${name}. DNS changes can take a few minutes.`,
  noSsoForDomain: 'Single sign-on is not set up for this address.',
  ssoRequired: 'Your organization signs in with single sign-on. Use "Continue with SSO".',
  outsideDomain: 'This identity provider may sign in only addresses of its own domain.',
  awaitingOwner: "The workspace's owner has to approve this identity provider first.",
  ownerOnly: 'Only the owner of the workspace can approve an identity provider.',
  providerNotReady:
    "This workspace's single sign-on is waiting for its domain to be verified or for the owner to approve it.",
} as const;

/** Linking an existing account to an identity provider, when the person must approve it themself. */
export const ssoLinkTexts = {
  consentSent: (email: string) =>
    `To sign in to your existing account through single sign-on, approve it in the e-mail we sent to ${email}, then sign in again.`,
  unknownLink: 'This link has expired or was used already. Sign in through single sign-on again for a new one.',
} as const;

/** Looking up whether an address signs in with SSO: per client, like sign-in attempts. */
export const ssoDiscoverRateLimit = { max: 30, windowMs: 10 * 60_000 } as const;

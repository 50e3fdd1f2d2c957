import { type SsoProtocol, ssoTexts } from './sso';

// The words of single sign-on in the browser: the workspace's SSO tab and "Continue with SSO".
// The server's refusals are in sso.ts (ssoTexts); these reuse them where both say the same.

interface Toast {
  title: string;
  description?: string;
}

const failed =
  (title: string) =>
  (message?: string): Toast => ({ title, description: message });

const protocolNames: Record<SsoProtocol, string> = { oidc: 'OpenID Connect', saml: 'SAML 2.0' };

/** The Single sign-on tab of a team workspace's settings (admins). */
export const ssoSettingsTexts = {
  tab: 'Single sign-on',
  /** On a phone five tabs share one row: the short name shows, the long one is still read out. */
  tabShort: 'SSO',
  loading: 'Loading single sign-on...',
  loadFailed: "We couldn't load the single sign-on settings.",
  tryAgain: 'Try again',

  introHeading: 'Single sign-on',
  introBody:
    'Connect your identity provider with OpenID Connect or SAML 2.0 for one e-mail domain. People with an address at that domain sign in through it and join this workspace with a default role.',
  introSteps: [
    'Connect your identity provider below.',
    'Prove you hold the domain with a DNS TXT record.',
    'Optionally require single sign-on for everyone at that domain.',
  ],

  setupHeading: 'Set up single sign-on',
  editHeading: 'Edit identity provider',
  protocolLabel: 'Protocol',
  protocols: protocolNames,
  protocolHints: {
    oidc: 'Okta, Microsoft Entra ID, Google Workspace, Auth0, Keycloak',
    saml: 'Any identity provider that exports SAML 2.0 metadata',
  } satisfies Record<SsoProtocol, string>,
  domainLabel: 'E-mail domain',
  domainPlaceholder: 'acme.com',
  domainHint: 'People whose address ends in this domain sign in through your identity provider.',
  domainChangeHint: 'A new domain has to be verified again.',
  issuerLabel: 'Issuer URL',
  issuerPlaceholder: 'https://login.acme.com',
  clientIdLabel: 'Client ID',
  clientSecretLabel: 'Client secret',
  clientSecretKept: 'Saved — leave blank to keep',
  metadataLabel: 'Identity provider metadata (XML)',
  metadataPlaceholder: '<EntityDescriptor ...>',
  metadataHint: "Export it from your identity provider's admin console and paste it here.",
  metadataAgainHint: 'Paste the metadata again, or a newer export to replace it.',
  afterSaveNote: 'After you save, this page shows the values to enter at your identity provider.',
  changeNote:
    'Changing the issuer, client ID, metadata or domain starts over: the domain has to be verified again with a new DNS record, "Require SSO" is turned off, the workspace\'s owner has to approve the new provider, and everyone links their account again. A new client secret alone changes none of that.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',

  summaryHeading: 'Identity provider',
  summary: {
    protocol: 'Protocol',
    domain: 'Domain',
    issuer: 'Issuer',
    entityId: 'Entity ID',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    secretSaved: 'Saved',
    secretMissing: 'Not set',
  },

  idpHeading: 'At your identity provider',
  idpDescription: {
    oidc: 'Register Shipwright as a web application at your identity provider with this redirect URL.',
    saml: 'Add Shipwright as a service provider with these values, or give your identity provider the metadata URL.',
  } satisfies Record<SsoProtocol, string>,
  values: {
    redirectUrl: 'Redirect URL',
    acsUrl: 'Assertion consumer service (ACS) URL',
    spEntityId: 'Service provider entity ID',
    spMetadataUrl: 'Service provider metadata URL',
  },
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (what: string) => `Copy ${what}`,

  domainHeading: 'Verify your domain',
  domainDescription: (domain: string) =>
    `Prove that this workspace holds ${domain}: add this TXT record at your DNS provider, then verify it.`,
  verifiedDescription: (domain: string) =>
    `${domain} is verified. Keep the TXT record in place: people with an @${domain} address can sign in with single sign-on.`,
  recordType: 'Type',
  recordName: 'Name',
  recordValue: 'Value',
  verify: 'Verify domain',
  verifying: 'Verifying...',
  verified: 'Verified',
  notVerified: 'Not verified',

  policyHeading: 'Sign-in policy',
  joinRoleLabel: 'Default role for new members',
  joinRoleHint: 'People who sign in with single sign-on for the first time join this workspace with this role.',
  joinRoles: { editor: 'Editor', viewer: 'Viewer' },
  enforceLabel: (domain: string) => `Require SSO for ${domain}`,
  enforceHint: (domain: string) =>
    `Password and e-mail-code sign-in are refused for @${domain} addresses; they use "Continue with SSO".`,
  enforceNeedsVerification: 'Verify the domain first.',
  enforceTitle: (domain: string) => `Require single sign-on for ${domain}?`,
  enforceBody: (domain: string, includesYou: boolean) =>
    `Password and e-mail-code sign-in will be refused for every @${domain} address${
      includesYou ? ', including your own' : ''
    }. Everyone there signs in with "Continue with SSO" through your identity provider. Everyone at @${domain} who is signed in now${
      includesYou ? ', except you in this browser,' : ''
    } is signed out at once.`,
  enforceConfirm: 'Require SSO',

  approvalHeading: 'Approve the identity provider',
  approvalOwner:
    "An admin connected a new identity provider. Nobody signs in through it until you approve it: check the issuer and client above are your organization's own.",
  approvalWaiting:
    "The identity provider was changed. Nobody signs in through it until the workspace's owner approves it here.",
  approve: 'Approve identity provider',
  approving: 'Approving...',
  awaitingBadge: 'Awaiting owner',

  removeHeading: 'Remove single sign-on',
  removeDescription: 'Disconnect the identity provider. Members keep their accounts and sign in another way.',
  remove: 'Remove single sign-on',
  removeTitle: 'Remove single sign-on?',
  removeBody: (domain: string) =>
    `People at ${domain} can no longer sign in through your identity provider, and the domain's verification is forgotten. Members stay in the workspace and sign in with a password or an e-mail code.`,
  removeConfirm: 'Remove',
  working: 'Working...',
} as const;

/** Toasts of the Single sign-on tab. */
export const ssoToasts = {
  saved: {
    title: 'Single sign-on saved',
    description: 'Enter the values shown at your identity provider, then verify your domain.',
  } as Toast,
  saveFailed: failed('Failed to save single sign-on'),
  verified: (domain: string): Toast => ({ title: 'Domain verified', description: `${domain} is verified.` }),
  verifyFailed: failed('Failed to verify the domain'),
  roleChanged: (role: string): Toast => ({
    title: 'Default role changed',
    description: `New members from single sign-on join as ${role}.`,
  }),
  enforced: (domain: string, signedOut: number): Toast => ({
    title: 'Single sign-on required',
    description: `@${domain} addresses now sign in with single sign-on only. ${
      signedOut === 1 ? '1 session was' : `${signedOut} sessions were`
    } ended.`,
  }),
  approved: { title: 'Identity provider approved', description: 'Verify the domain to turn sign-in on.' } as Toast,
  approveFailed: failed('Failed to approve the identity provider'),
  notEnforced: (domain: string): Toast => ({
    title: 'Single sign-on optional',
    description: `@${domain} addresses may sign in with a password or an e-mail code again.`,
  }),
  updateFailed: failed('Failed to update single sign-on'),
  removed: { title: 'Single sign-on removed' } as Toast,
  removeFailed: failed('Failed to remove single sign-on'),
  copyFailed: {
    title: 'Failed to copy',
    description: 'Could not copy to the clipboard. Select the text and copy it by hand.',
  } as Toast,
} as const;

/** "Continue with SSO" on the sign-in page and dialog. */
export const ssoAuthTexts = {
  continue: 'Continue with SSO',
  // Not "email": the sign-in forms' own field is "Email", and a test looking for that label must find one.
  emailLabel: 'Work e-mail',
  emailPlaceholder: 'you@company.com',
  invalidEmail: 'Enter your work e-mail address.',
  notConfigured: ssoTexts.noSsoForDomain,
  didNotComplete: 'Single sign-on did not complete. Try again or ask your admin.',
  startFailed: 'Could not start single sign-on. Please try again.',
} as const;

/** The page an "approve single sign-on" e-mail opens. */
export const ssoLinkPageTexts = {
  loading: 'Loading the request...',
  title: 'Approve single sign-on',
  body: (email: string, workspace: string) =>
    `Someone signed in as ${email} through the identity provider of "${workspace}". Approve only if that was you: your existing account, with everything it holds, then signs in through that provider.`,
  approve: 'Approve',
  notMe: "This wasn't me",
  doneTitle: 'Approved',
  doneBody: 'Sign in through single sign-on again within 30 minutes to finish linking your account.',
  signIn: 'Go to sign-in',
} as const;

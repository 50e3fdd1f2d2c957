import type { Page } from '@playwright/test';
import { e2eFakeDnsPort, type FakeDnsServer, startFakeDnsServer } from '../support/fake-dns-server';
import { e2eOidcIdpPort, e2eSamlIdpPort } from '../support/sso/idp-ports';
import { type OidcIdp, startOidcIdp } from '../support/sso/oidc-idp';
import { type SamlIdp, startSamlIdp } from '../support/sso/saml-idp';
import { appOrigin, expect, latestMail, signedInAccount, subscribe, test } from './support/test';

// One worker for this file; the fake DNS is shared with custom-domains.spec.ts, which runs before
// this file (playwright.config.ts), since the server knows one DNS address.
test.describe.configure({ mode: 'default' });

const appPort = Number(process.env.E2E_PORT ?? 3100);
let dns: FakeDnsServer;
let oidc: OidcIdp | null = null;
let saml: SamlIdp;
test.beforeAll(async () => {
  dns = await startFakeDnsServer(e2eFakeDnsPort(appPort));
  saml = await startSamlIdp({ port: e2eSamlIdpPort(appPort) });
});
test.afterAll(async () => {
  await oidc?.close();
  await saml.close();
  await dns.close();
});

const domain = `journey-${Date.now().toString(36)}.test`;

async function teamWorkspace(page: Page) {
  await subscribe(page, 'team');
  const { workspaces } = (await (await page.request.get('/api/workspaces')).json()) as {
    workspaces: { id: string; kind: string }[];
  };
  return workspaces.find((w) => w.kind === 'team')?.id as string;
}

async function shoot(page: Page, name: string) {
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, '390'],
  ] as const) {
    await page.setViewportSize({ width, height: 1400 });
    await page.screenshot({ path: test.info().outputPath(`sso-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A changed provider's domain proven with its new TXT record, from the settings' Verify button. */
async function verifyAgain(page: Page, forDomain: string) {
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  const txtValue = await page.getByText(/^shipwright-sso=/).textContent();
  dns.set(`_shipwright-sso.${forDomain}`, { TXT: [txtValue?.trim() ?? ''] });
  await page.getByRole('button', { name: 'Verify domain' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
}

/** From /auth in a fresh browser: Continue with SSO, sign in at the identity provider, back signed in. */
async function signInBySso(page: Page, email: string, idpField: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Work e-mail').press('Enter');
  const field = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(field).toBeVisible();
  if (idpField === 'email') await field.fill(email);
  else await expect(field).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string } };
  expect(session.user.email).toBe(email);
}

test('an admin sets up OIDC, proves the domain and enforces SSO; people of the domain sign in through OIDC and SAML', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInAccount(page);
  const workspaceId = await teamWorkspace(page);
  oidc = await startOidcIdp({
    port: e2eOidcIdpPort(appPort),
    redirectUris: [`${appOrigin}/api/auth/sso/callback/ws-${workspaceId}`],
  });

  await page.goto(`/workspaces/${workspaceId}/settings`);
  await page.getByRole('tab', { name: 'Single sign-on' }).click();
  await page.getByLabel('E-mail domain').fill(domain);
  await page.getByLabel('Issuer URL').fill(oidc.issuer);
  await page.getByLabel('Client ID').fill(oidc.clientId);
  await page.getByLabel('Client secret').fill(oidc.clientSecret);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${appOrigin}/api/auth/sso/callback/ws-${workspaceId}`)).toBeVisible();
  await expect(page.getByText(`_shipwright-sso.${domain}`)).toBeVisible();
  await shoot(page, 'configured');

  // Verify: first without the record, then with it.
  await page.getByRole('button', { name: 'Verify domain' }).click();
  await expect(page.getByText(/No TXT record with the value shown was found/)).toBeVisible();
  const txtValue = await page.getByText(/^shipwright-sso=/).textContent();
  dns.set(`_shipwright-sso.${domain}`, { TXT: [txtValue?.trim() ?? ''] });
  await page.getByRole('button', { name: 'Verify domain' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByLabel('Default role for new members').click();
  await page.getByRole('option', { name: 'Viewer' }).click();

  // A person of the domain signs in at the OIDC provider and joins as a viewer.
  const dana = await browser.newContext();
  const danaPage = await dana.newPage();
  await signInBySso(danaPage, `dana@${domain}`, 'login');
  const joined = (await (await danaPage.request.get('/api/workspaces')).json()) as {
    workspaces: { id: string; role: string }[];
  };
  expect(joined.workspaces.find((w) => w.id === workspaceId)?.role).toBe('viewer');
  await dana.close();

  // Enforced: a password is refused for the domain before it is checked, and the page offers SSO instead.
  await page.getByRole('switch', { name: `Require SSO for ${domain}` }).click();
  await page.getByRole('button', { name: 'Require SSO' }).click();
  await expect(page.getByRole('switch', { name: `Require SSO for ${domain}` })).toBeChecked();
  await shoot(page, 'enforced');
  const erin = await browser.newContext();
  const erinPage = await erin.newPage();
  await erinPage.goto('/auth');
  await erinPage.getByRole('textbox', { name: 'Email' }).fill(`erin@${domain}`);
  await erinPage.getByLabel('Password').fill('any-password-1');
  await erinPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(erinPage.getByText(/Your organization signs in with single sign-on/)).toBeVisible();
  await erin.close();

  // The same domain through SAML: a new identity provider, so the domain is proven again.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('radio', { name: /SAML 2.0/ }).check();
  await page.getByLabel('Identity provider metadata (XML)').fill(saml.metadataXml);
  await page.getByRole('button', { name: 'Save' }).click();
  const metadataUrl = `${appOrigin}/api/auth/sso/saml2/sp/metadata?providerId=ws-${workspaceId}`;
  await expect(page.getByText(metadataUrl).first()).toBeVisible();
  saml.trust(await (await page.request.get(metadataUrl)).text());
  await verifyAgain(page, domain);
  const frank = await browser.newContext();
  const frankPage = await frank.newPage();
  await signInBySso(frankPage, `frank@${domain}`, 'email');
  await frank.close();
});

test('an admin who changes the identity provider is asked for a new DNS proof, and the owner approves the change', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = { origin: appOrigin };
  await signedInAccount(page);
  const workspaceId = await teamWorkspace(page);
  const path = `/api/workspaces/${workspaceId}`;
  const owned = `owned-${Date.now().toString(36)}.test`;
  // The owner's identity provider (SAML), its domain proven.
  const saved = await page.request.put(`${path}/sso`, {
    data: { protocol: 'saml', domain: owned, metadataXml: saml.metadataXml },
    headers,
  });
  const first = (await saved.json()).sso as { txtName: string; txtValue: string };
  dns.set(first.txtName, { TXT: [first.txtValue] });
  expect((await page.request.post(`${path}/sso/verify`, { headers })).status()).toBe(200);

  // An admin, invited by the owner.
  const adminContext = await browser.newContext({
    baseURL: appOrigin,
    extraHTTPHeaders: { 'x-forwarded-for': '10.252.3.7' },
  });
  const admin = await adminContext.newPage();
  const { email } = await signedInAccount(admin);
  expect((await page.request.post(`${path}/invitations`, { data: { email, role: 'admin' }, headers })).status()).toBe(
    201,
  );
  const token = /\/invite\/(\S+)/.exec((await latestMail(admin, email)).text)?.[1] ?? '';
  expect((await admin.request.post(`/api/invitations/${token}/accept`, { headers })).status()).toBe(200);

  // The admin points the provider at an OpenID provider of their own: the page says what that starts.
  await oidc?.close();
  oidc = await startOidcIdp({
    port: e2eOidcIdpPort(appPort),
    redirectUris: [`${appOrigin}/api/auth/sso/callback/ws-${workspaceId}`],
  });
  await admin.goto(`/workspaces/${workspaceId}/settings`);
  await admin.getByRole('tab', { name: 'Single sign-on' }).click();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await expect(admin.getByText(/starts over: the domain has to be verified again/)).toBeVisible();
  await admin.getByRole('radio', { name: /OpenID Connect/ }).check();
  await admin.getByLabel('Issuer URL').fill(oidc.issuer);
  await admin.getByLabel('Client ID').fill(oidc.clientId);
  await admin.getByLabel('Client secret').fill(oidc.clientSecret);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(admin.getByText(/^shipwright-sso=/)).not.toHaveText(first.txtValue);
  await expect(admin.getByText(/until the workspace's owner approves it here/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve identity provider' })).toHaveCount(0);
  await shoot(admin, 'admin-changed');
  await adminContext.close();

  // The owner sees the change waiting for them, and approves it.
  await page.goto(`/workspaces/${workspaceId}/settings`);
  await page.getByRole('tab', { name: 'Single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the identity provider' })).toBeVisible();
  await shoot(page, 'owner-approval');
  await page.getByRole('button', { name: 'Approve identity provider' }).click();
  await expect(page.getByText('Identity provider approved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approve the identity provider' })).toHaveCount(0);
  await verifyAgain(page, owned);
});

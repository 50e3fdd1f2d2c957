import * as OTPAuth from 'otpauth';
import { expect, signedInAccount, test } from './support/test';

/** The authenticator app: a code for the secret shown on screen, at a given moment. */
const codeFor = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

test('enrol two-factor, then sign-in stops at the code from the authenticator', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  await page.goto('/profile?tab=security');
  await expect(page.getByText('Not enabled')).toBeVisible();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).not.toHaveCount(0);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');

  await page.getByLabel('Verification code').fill('123');
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('Please enter a valid 6-digit verification code.')).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFor(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('2FA enabled')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  // Sign out, then the password alone is not enough.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect((await page.request.get('/api/account')).status()).toBe(401);

  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Please enter a 6-digit verification code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Verification Failed')).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toHaveValue('');

  // The next period's code: valid now, and not the one used to enrol (that one is spent).
  await page.getByLabel('Authentication code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('2FA verification completed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/account')).status()).toBe(200);
});

test('cancelling the second step leaves the user signed out', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  const origin = new URL(page.url()).origin;
  const enable = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers: { origin } });
  const { totpURI } = await enable.json();
  const secret = (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).secret.base32;
  const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: codeFor(secret, Date.now()) },
    headers: { origin },
  });
  expect(verified.status()).toBe(200);
  const out = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin } });
  expect(out.status(), await out.text()).toBe(200);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await expect(dialog.getByText(`Signed in as ${email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});

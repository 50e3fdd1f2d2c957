import * as OTPAuth from 'otpauth';
import { appOrigin, codeIn, expect, latestMail, signedInAccount, test, uniqueEmail } from './support/test';

test('profile settings: names persist, password rules, and the new password signs in', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  for (const name of ['Profile', 'Email', 'Password', 'Security']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByText('Last sign-in')).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');

  await page.getByRole('tab', { name: 'Email' }).click();
  await expect(page).toHaveURL(/\?tab=email$/);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Please enter a new email address.')).toBeVisible();

  // Keyboard: arrows move between tabs as in any tab list.
  await page.getByRole('tab', { name: 'Email' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=password$/);

  const update = page.getByRole('button', { name: 'Update Password' });
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await update.click();
  await expect(page.getByText('Please fill in all password fields.')).toBeVisible();
  await current.fill(password);
  await next.fill('brand-new-pass');
  await confirm.fill('something-else');
  await update.click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();

  await next.fill('brand-new-pass');
  await confirm.fill('brand-new-pass');
  await update.click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(current).toHaveValue('');

  const signOut = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: appOrigin } });
  expect(signOut.ok()).toBe(true);
  const signIn = (pass: string) =>
    page.request.post('/api/auth/sign-in/email', { data: { email, password: pass }, headers: { origin: appOrigin } });
  expect((await signIn(password)).status()).toBe(401);
  expect((await signIn('brand-new-pass')).ok()).toBe(true);
});

test('an account made by e-mail code sets its first password, then turns 2FA on and off', async ({ page }) => {
  const email = uniqueEmail('code');
  await page.request.post('/api/auth/email-otp/send-verification-otp', {
    data: { email, type: 'sign-in' },
    headers: { origin: appOrigin },
  });
  const otp = codeIn((await latestMail(page, email)).text);
  const signedIn = await page.request.post('/api/auth/sign-in/email-otp', {
    data: { email, otp },
    headers: { origin: appOrigin },
  });
  expect(signedIn.ok()).toBe(true);

  await page.goto('/profile?tab=security');
  await expect(page.getByText('Not enabled')).toBeVisible();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const enrol = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(enrol.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(enrol.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).not.toHaveCount(0);
  const secret = ((await enrol.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  const authenticator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  const code = enrol.getByLabel('Verification code');
  await code.fill('12ab3');
  await expect(code).toHaveValue('123');
  await enrol.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(enrol.getByText('Please enter a valid 6-digit verification code.')).toBeVisible();
  await code.fill(authenticator.generate());
  await enrol.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('2FA enabled')).toBeVisible();
  await expect(enrol).toBeHidden();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  // No password yet: turning it off takes a current authenticator code (the next period's, unused).
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  const disable = page.getByRole('dialog', { name: /Turn off two-factor/ });
  await disable.getByLabel('Authenticator code').fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await disable.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByText('2FA disabled')).toBeVisible();
  await expect(page.getByText('Not enabled')).toBeVisible();

  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm new password').fill('first-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  // The account has a password now, so the tab asks for it before any change.
  await expect(page.getByLabel('Current password')).toBeVisible();

  expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: appOrigin } })).ok()).toBe(true);
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'first-password' },
    headers: { origin: appOrigin },
  });
  expect(res.ok()).toBe(true);
});

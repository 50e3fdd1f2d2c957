import { codeIn, expect, latestMail, linkIn, signedInAccount, test, uniqueEmail } from './support/test';

test('sign-up with a password needs the e-mailed confirmation, which signs the user in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("We've sent you a confirmation link to complete your signup.")).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Check your email')).toBeVisible();

  const mail = await latestMail(page, email);
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText(email.slice(0, 2).toUpperCase());
});

// Told on screen only with the account's own password (ADR 0009); any other gets "Check your email".
test('an address that already has an account is told to sign in instead', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  await page.context().clearCookies();
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This email is already registered. Please sign in instead.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('sign-in with the e-mailed code: digits only, verify at six, back clears it', async ({ page }) => {
  const email = uniqueEmail('code');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enter Your Code' });
  await expect(dialog.getByText(`We've sent a 6-digit code to ${email}`)).toBeVisible();
  const codeBox = dialog.getByLabel('Code', { exact: true });
  const verify = dialog.getByRole('button', { name: 'Verify Code' });
  await codeBox.fill('12a3');
  await expect(codeBox).toHaveValue('123');
  await expect(verify).toBeDisabled();
  await dialog.getByRole('button', { name: '← Back to email' }).click();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('');

  const code = codeIn((await latestMail(page, email)).text);
  await page.getByLabel('Code', { exact: true }).fill(`${code}99`);
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText("You've successfully signed in with your magic link.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the one-click link in the code e-mail signs in from /auth', async ({ page }) => {
  const email = uniqueEmail('link');
  const res = await page.request.post('/api/auth/email-otp/send-verification-otp', {
    data: { email, type: 'sign-in' },
    headers: { origin: new URL(page.url() === 'about:blank' ? 'http://x' : page.url()).origin },
  });
  expect(res.status()).toBe(403); // no Origin of ours: refused, and nothing sent
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter Your Code' })).toBeVisible();
  await page.context().clearCookies();
  await page.goto(linkIn((await latestMail(page, email)).text));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test('signed-in pages send visitors to /auth and back after sign-in; sign-out ends it', async ({ page }) => {
  const { email, password } = await signedInAccount(page);
  await page.context().clearCookies();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText("You've successfully signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menu').getByText('Free Plan')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText("You've been successfully signed out.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});

test('a provider without credentials explains itself instead of redirecting', async ({ page }) => {
  await page.goto('/auth?from=payment');
  await expect(page.getByText('Payment successful! Create your account to access your subscription.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByText('Failed to sign in with GitHub')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?from=payment$/);
});

test('the phone menu offers the signed-in pages and signs out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signedInAccount(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByText(email)).toBeVisible();
  for (const name of ['Dashboard', 'Integrations', 'Profile Settings']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

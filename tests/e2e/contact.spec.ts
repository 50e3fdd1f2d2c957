import { expect, test } from './support/test';

test('the contact form shows what is missing, then sends and mails support', async ({ page, request }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Subject is required.')).toBeVisible();
  await expect(page.getByText('Message is required.')).toBeVisible();

  const subject = `Question ${Date.now()}`;
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Do you offer a discount for schools?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Name is required.')).toBeHidden();

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const res = await request.get('/dev/mailbox?to=support@shipwright.dev');
  const { mails } = await res.json();
  expect(mails.some((m: { subject: string }) => m.subject === `[Contact] ${subject}`)).toBe(true);
});

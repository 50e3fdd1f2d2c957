import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/** The app under test (playwright.config.ts starts it); writes must carry it as Origin. */
export const appOrigin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/**
 * Every journey looks like its own client address to the server (which trusts the header in
 * the E2E run), the way separate visitors would; rate limits then apply per journey.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  // Public pages arrive prerendered and look ready before their code runs: a click then would
  // be lost, as a person's would. Opening a page of the web app waits until it is running.
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const open = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await open(...args);
          await untilHydrated(page);
          return response;
        },
      });
    }
    await use(page);
  },
});

/**
 * Waits for a prerendered page to be running (any other page passes at once). Asked from here,
 * not with waitForFunction, whose polling stops while a journey holds the page's clock.
 */
export async function untilHydrated(page: Page, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const running = () =>
    page.evaluate(
      () =>
        !document.getElementById('root')?.hasAttribute('data-prerendered') ||
        document.documentElement.dataset.hydrated === 'true',
    );
  while (!(await running())) {
    if (Date.now() > deadline) throw new Error(`The page did not start running within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, from the dev mailbox (the outbox the server writes to offline). */
export async function latestMail(page: Page, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { mails: MailboxMessage[] };
      found = body.mails[0];
      return Boolean(found);
    })
    .toBe(true);
  return found as MailboxMessage;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';

/**
 * A confirmed account signed in to this page's browser context, made through the same HTTP
 * calls the sign-up screens use (the sign-up screens have their own journey).
 */
export async function signedInAccount(page: Page, password = 'journey-pass-1') {
  const email = uniqueEmail('journey');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '', callbackURL: '/dashboard' },
    headers: { origin: appOrigin },
  });
  expect(res.status()).toBe(200);
  const link = linkIn((await latestMail(page, email)).text);
  await page.goto(link);
  await page.waitForURL(/\/dashboard/);
  return { email, password };
}

/** Buys a plan for the signed-in account in the sandbox, as its checkout page would. */
export async function subscribe(page: Page, tier: 'creator' | 'pro' | 'team' = 'creator') {
  const headers = { origin: appOrigin };
  const checkout = await page.request.post('/api/functions/create-checkout', { data: { tier }, headers });
  expect(checkout.status()).toBe(200);
  const url = new URL((await checkout.json()).url);
  const id = url.pathname.split('/').pop();
  const paid = await page.request.post(`/api/billing/sandbox/checkout/${id}/pay`, {
    data: { token: url.hash.slice(1) },
    headers,
  });
  expect(paid.status()).toBe(200);
}

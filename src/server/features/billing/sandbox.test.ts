import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, latestMail, linkIn, signedInBrowser, uniqueEmail } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { billingTexts } from '../../../shared/billing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const check = async (browser: AuthSession) => (await browser.post('/api/functions/check-subscription')).json();

/** Starts a checkout and reads back the sandbox page's id and token from its URL. */
async function checkout(browser: AuthSession, body: Record<string, unknown>) {
  const res = await browser.post('/api/functions/create-checkout', body);
  expect(res.status).toBe(200);
  const url = new URL((await res.json()).url);
  const id = url.pathname.split('/').pop() as string;
  return { url, id, token: url.hash.slice(1) };
}
const pay = (browser: AuthSession, id: string, token: string) =>
  browser.post(`/api/billing/sandbox/checkout/${id}/pay`, { token });

describe('sandbox checkout for a signed-in buyer', () => {
  it('shows the order priced by the server, and Pay starts the trial of that plan', async () => {
    const { browser } = await signedInBrowser(server);
    expect(await check(browser)).toMatchObject({ subscribed: false, subscription_tier: null, subscription_end: null });
    const order = await checkout(browser, { tier: 'pro', isAnnual: true, boosterPrice: 17 });
    expect(order.url.origin + order.url.pathname).toBe(`${server.url}/sandbox/checkout/${order.id}`);
    const view = await (
      await browser.send(`/api/billing/sandbox/checkout/${order.id}`, { headers: { 'x-checkout-token': order.token } })
    ).json();
    expect(view).toMatchObject({ planName: 'Pro', isAnnual: true, boost: 'Power Pack', total: 691, trialDays: 14 });
    const paid = await pay(browser, order.id, order.token);
    expect(await paid.json()).toEqual({ url: `${server.url}/pricing?success=true` });
    const state = await check(browser);
    expect(state).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      status: 'trialing',
      is_annual: true,
      boost: 'power-pack',
    });
    expect(new Date(state.subscription_end).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect((await browser.get('/api/usage').then((r) => r.json())).allowance).toBe(13_000_000);
    // Paying twice is one event; a second checkout while subscribed is refused.
    expect((await pay(browser, order.id, order.token)).status).toBe(200);
    const again = await browser.post('/api/functions/create-checkout', { tier: 'team', isAnnual: false });
    expect([again.status, (await again.json()).error.code]).toEqual([409, 'already_subscribed']);
  });

  it('pays only one of two checkouts opened side by side', async () => {
    const { browser } = await signedInBrowser(server);
    const first = await checkout(browser, { tier: 'creator' });
    const second = await checkout(browser, { tier: 'pro' });
    expect((await pay(browser, first.id, first.token)).status).toBe(200);
    const again = await pay(browser, second.id, second.token);
    expect([again.status, (await again.json()).error.message]).toEqual([409, billingTexts.alreadySubscribed]);
    expect(await check(browser)).toMatchObject({ subscribed: true, subscription_tier: 'Creator' });
  });

  it('grants nothing for the success URL alone, nor for a canceled checkout', async () => {
    const { browser } = await signedInBrowser(server);
    const order = await checkout(browser, { tier: 'creator', isAnnual: false });
    await browser.get(`/pricing?success=true&session_id=${order.id}`);
    expect((await check(browser)).subscribed).toBe(false);
    const canceled = await browser.post(`/api/billing/sandbox/checkout/${order.id}/cancel`, { token: order.token });
    expect(await canceled.json()).toEqual({ url: `${server.url}/pricing?canceled=true` });
    expect((await pay(browser, order.id, order.token)).status).toBe(410);
    expect((await check(browser)).subscribed).toBe(false);
  });

  it("grants nothing with another user's checkout id, with or without its token", async () => {
    const alice = await signedInBrowser(server);
    const mallory = await signedInBrowser(server);
    const order = await checkout(alice.browser, { tier: 'team', isAnnual: false });
    for (const token of [order.token, 'forged-token']) {
      const res = await pay(mallory.browser, order.id, token);
      expect([res.status, (await res.json()).error.code]).toEqual([404, 'checkout_not_found']);
    }
    expect((await pay(alice.browser, order.id, 'forged-token')).status).toBe(404);
    expect((await pay(new AuthSession(server), order.id, order.token)).status).toBe(404);
    expect((await pay(mallory.browser, 'not-a-uuid', order.token)).status).toBe(404);
    expect((await check(mallory.browser)).subscribed).toBe(false);
    expect((await check(alice.browser)).subscribed).toBe(false);
  });

  it('refuses Free, bad input and anonymous buyers with the spec texts', async () => {
    const { browser } = await signedInBrowser(server);
    const free = await browser.post('/api/functions/create-checkout', { tier: 'free', isAnnual: false });
    expect([free.status, (await free.json()).error.message]).toEqual([400, billingTexts.freeNeedsNoCheckout]);
    const bad = await browser.post('/api/functions/create-checkout', { tier: 'pro', boosterPrice: 5 });
    expect(bad.status).toBe(400);
    const visitor = new AuthSession(server);
    const anon = await visitor.post('/api/functions/create-checkout', { tier: 'pro', isAnnual: false });
    expect([anon.status, (await anon.json()).error.message]).toEqual([401, billingTexts.checkoutNeedsUser]);
    const portal = await visitor.post('/api/functions/customer-portal');
    expect([portal.status, (await portal.json()).error.message]).toEqual([401, billingTexts.portalNeedsUser]);
    const none = await browser.post('/api/functions/customer-portal');
    expect([none.status, (await none.json()).error.code]).toEqual([404, 'no_subscription']);
  });
});

describe('the sandbox portal', () => {
  it('switches plan and interval, then cancels back to Free', async () => {
    const { browser } = await signedInBrowser(server);
    const order = await checkout(browser, { tier: 'creator', isAnnual: false });
    await pay(browser, order.id, order.token);
    const portal = await (await browser.post('/api/functions/customer-portal')).json();
    expect(portal.url).toBe(`${server.url}/sandbox/portal`);
    const switched = await browser.post('/api/billing/sandbox/portal', {
      action: 'switch',
      tier: 'team',
      isAnnual: true,
      boosterPrice: 37,
    });
    expect(await switched.json()).toMatchObject({ subscription_tier: 'Team', is_annual: true, boost: 'mega-fuel' });
    await browser.post('/api/billing/sandbox/portal', { action: 'cancel' });
    expect(await check(browser)).toMatchObject({ subscribed: false, subscription_tier: null });
    expect((await browser.get('/api/usage').then((r) => r.json())).plan).toBe('Free');
    // A canceled subscriber may buy again, without a second trial.
    const next = await checkout(browser, { tier: 'pro', isAnnual: false });
    const view = await browser.send(`/api/billing/sandbox/checkout/${next.id}`, {
      headers: { 'x-checkout-token': next.token },
    });
    expect((await view.json()).trialDays).toBe(0);
  });
});

describe('guest checkout', () => {
  it('belongs to the e-mail, lands on /auth?from=payment and is attached once that account is confirmed', async () => {
    const guest = new AuthSession(server);
    const email = uniqueEmail('guest');
    const order = await checkout(guest, { tier: 'creator', isAnnual: true, guestEmail: `  ${email.toUpperCase()} ` });
    expect(await (await pay(guest, order.id, order.token)).json()).toEqual({ url: `${server.url}/auth?from=payment` });

    await guest.post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: '' });
    const link = new URL(linkIn((await latestMail(server, email)).text));
    await guest.send(link.pathname + link.search, { method: 'GET' });
    expect(await check(guest)).toMatchObject({ subscribed: true, subscription_tier: 'Creator', is_annual: true });
  });

  it("cannot buy for someone else's existing account", async () => {
    const { email, browser } = await signedInBrowser(server);
    const res = await new AuthSession(server).post('/api/functions/create-checkout', {
      tier: 'team',
      isAnnual: false,
      guestEmail: email,
    });
    expect([res.status, (await res.json()).error.message]).toEqual([409, billingTexts.accountExists]);
    expect((await check(browser)).subscribed).toBe(false);
  });
});

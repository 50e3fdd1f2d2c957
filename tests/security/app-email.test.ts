import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from '../../src/server/apps/app-email/unsubscribe-token';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { appEmailSuppressions, cloudRecords, projects } from '../../src/server/db/schema';
import {
  appNameOf,
  mailFunction,
  onAppHost,
  sendThroughFunction,
  signedInOverSmtp,
  signInAppUser,
  unsubscribeLinkIn,
} from '../app-email/app-email-helpers';
import { uniqueEmail } from '../support/auth-session';
import { setVisibility } from '../support/billing';
import { CloudVisitor } from '../support/cloud-client';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { startTestServer, type TestServer } from '../support/test-server';

// E-mail from apps, attacked: an app (or its visitors) trying to use our mailer as an open relay,
// to forge headers, or to unsubscribe (or not) someone else with a made-up or borrowed link.

const authSecret = 'an-attacker-does-not-know-this-secret-0123456789';
let inbox: SmtpInbox;
let server: TestServer;
let shop: CloudApp;
let other: CloudApp;
let visitor: CloudVisitor;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: inbox.url, AUTH_SECRET: authSecret, TRUST_PROXY: 'true' });
  [shop, other] = [
    await cloudApp(server, 'A flower shop', await signedInOverSmtp(server, inbox)),
    await cloudApp(server, 'A book club', await signedInOverSmtp(server, inbox)),
  ];
  for (const app of [shop, other]) {
    await app.addFiles({ 'functions/mail.ts': mailFunction });
    expect((await app.setRules({ collections: { fans: { create: 'public' } } })).status).toBe('ok');
  }
  visitor = await shop.visitor();
}, 180_000);
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const expectNoServerError = () => expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
const suppressions = () => server.deps.db.$count(appEmailSuppressions);

describe('no open relay', { timeout: 60_000 }, () => {
  it('refuses whoever is not the owner, a user or a consenting address of this app and environment', async () => {
    const before = inbox.received.length;
    // A user of another app, and an address another app collected with consent.
    const otherUser = uniqueEmail('other-user');
    await signInAppUser(await other.visitor(), otherUser, async (email) => inbox.latestTo(email).text);
    const otherFan = uniqueEmail('other-fan');
    await (await other.visitor()).add('fans', { email: otherFan, emailConsent: true });
    // Consent in the live app's data does not reach the preview's mail, nor consent nested deeper.
    const liveFan = uniqueEmail('live-fan');
    await server.deps.db.insert(cloudRecords).values({
      projectId: shop.projectId,
      environment: 'live',
      collection: 'fans',
      ownerId: crypto.randomUUID(),
      data: { email: liveFan, emailConsent: true },
      sizeBytes: 64,
    });
    const nested = uniqueEmail('nested');
    await visitor.add('fans', { contact: { email: nested, emailConsent: true } });
    for (const to of [otherUser, otherFan, other.email, liveFan, nested, 'postmaster@example.com']) {
      const refused = await sendThroughFunction(visitor, { to, subject: 'Hi', text: 'Hello' });
      expect(refused, to).toMatchObject({ refused: { status: 403, code: 'email_recipient_not_allowed' } });
    }
    expect(inbox.received.length).toBe(before + 1); // the other app's sign-in code
  });

  it('lets a visitor who types a stranger’s address into a consent form cause one confirmation, and no more', async () => {
    const stranger = uniqueEmail('stranger');
    expect((await visitor.add('fans', { email: stranger, emailConsent: true })).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const refused = await sendThroughFunction(visitor, { to: stranger, subject: 'Buy now', text: 'Cheap!' });
      expect(refused).toMatchObject({ refused: { status: 409, code: 'email_unconfirmed' } });
    }
    expect(inbox.countTo(stranger)).toBe(1);
    const only = inbox.latestTo(stranger);
    expect(only.header('subject')).toMatch(/^Confirm e-mail from /);
    expect(only.text).not.toContain('Cheap!');
    // The link it carries confirms that address for that app only: not another, not another app.
    const link = new URL(/confirm here: (\S+)/.exec(only.text)?.[1] ?? '');
    const onOther = new URL(link.pathname + link.search, other.previewOrigin);
    expect((await onAppHost(server, onOther, 'POST', '')).status).toBe(400);
    expect(inbox.countTo(stranger)).toBe(1);
  });

  it('takes one recipient and nothing else a mail could carry: lists, copies, HTML, headers, a sender', async () => {
    const before = inbox.received.length;
    const stranger = uniqueEmail('stranger');
    const mail = { to: 'owner', subject: 'Hi', text: 'Hello' };
    for (const attempt of [
      { ...mail, to: `${shop.email}, ${stranger}` },
      { ...mail, to: `owner, ${stranger}` },
      { ...mail, to: [shop.email, stranger] },
      { ...mail, to: `Owner <${shop.email}>` },
      { ...mail, to: `${shop.email}\r\nBcc: ${stranger}` },
      { ...mail, cc: stranger },
      { ...mail, bcc: stranger },
      { ...mail, from: 'security@shipwright.dev' },
      { ...mail, html: '<a href="https://evil.test">Verify your account</a>' },
      { ...mail, headers: { Bcc: stranger } },
      { ...mail, subject: `Hi\r\nBcc: ${stranger}` },
      { ...mail, subject: `Hi\nBcc: ${stranger}` },
      { ...mail, replyTo: `${stranger}\r\nBcc: ${stranger}` },
    ]) {
      const refused = await sendThroughFunction(visitor, attempt);
      expect(refused, JSON.stringify(attempt)).toMatchObject({ refused: { status: 400, code: 'invalid_input' } });
    }
    expect(inbox.received.length).toBe(before);
    expectNoServerError();
  });

  it('answers a browser’s /email/send, however spelled, with a refusal and sends nothing', async () => {
    const before = inbox.received.length;
    const stranger = uniqueEmail('stranger');
    for (const path of ['/email/send', '/email/send/', '/email//send', '/email/send?x=1']) {
      const res = await visitor.call('POST', path, { to: stranger, subject: 'Hi', text: 'Hello' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    // From another origin, as an exported copy calls with its bearer token.
    const exported = new CloudVisitor(server.url, shop.previewOrigin, visitor.token, { origin: 'https://evil.test' });
    expect((await exported.call('POST', '/email/send', { to: 'owner', subject: 'Hi', text: 'Hello' })).status).toBe(
      403,
    );
    expect(inbox.received.length).toBe(before);
  });
});

describe('headers stay what we set', () => {
  it('keeps an app name with line breaks, quotes and an address in it to the display name', async () => {
    const [{ name } = { name: '' }] = await server.deps.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, shop.projectId));
    const stranger = uniqueEmail('victim');
    await server.deps.db
      .update(projects)
      .set({ name: `Flowers" <evil@evil.test>\r\nBcc: ${stranger}\r\nX-Evil: 1` })
      .where(eq(projects.id, shop.projectId));
    try {
      expect(
        await sendThroughFunction(visitor, { to: 'owner', subject: 'Order', text: 'Roses.\r\n.\r\nRSET' }),
      ).toEqual({
        sent: true,
      });
    } finally {
      await server.deps.db.update(projects).set({ name }).where(eq(projects.id, shop.projectId));
    }
    const mail = inbox.latestTo(shop.email);
    expect(mail.recipients).toEqual([shop.email]);
    expect(inbox.countTo(stranger)).toBe(0);
    expect(mail.raw).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(mail.headers.get('from')).toHaveLength(1);
    expect(mail.header('from')).toMatch(/<no-reply@shipwright\.dev>$/);
    expect(mail.header('from')).not.toContain('@evil.test');
    expect(mail.text).toMatch(/^Roses\.\n\.\nRSET\n/);
  });
});

describe('unsubscribe links', () => {
  let link: URL;
  let token: string;
  beforeAll(async () => {
    await sendThroughFunction(visitor, { to: 'owner', subject: 'Order', text: 'Tulips.' });
    link = unsubscribeLinkIn(inbox.latestTo(shop.email).text);
    token = link.searchParams.get('t') ?? '';
  });

  const withToken = (t: string) => {
    const forged = new URL(link);
    forged.searchParams.set('t', t);
    return forged;
  };

  it('refuses a made-up, tampered, truncated or foreign-keyed token, and unsubscribes nobody', async () => {
    const [payload = '', signature = ''] = token.split('.');
    const victim = Buffer.from(JSON.stringify({ p: shop.projectId, e: 'someone-else@example.com' })).toString(
      'base64url',
    );
    // Signed as we would, but with a key guessed from the secret's other uses.
    const guessedKey = Buffer.from(hkdfSync('sha256', authSecret, 'shipwright app access', 'x', 32));
    const wrongKey = createHmac('sha256', guessedKey).update(victim).digest('base64url');
    const forgeries = [
      '',
      'x',
      `${victim}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.`,
      `${payload}.${signature}.extra`,
      `${victim}.${wrongKey}`,
      createUnsubscribeTokens('another server’s secret').sign({ projectId: shop.projectId, email: shop.email }),
      `${'A'.repeat(5000)}.${signature}`,
    ];
    const before = await suppressions();
    for (const forged of forgeries) {
      for (const method of ['GET', 'POST']) {
        const res = await onAppHost(server, withToken(forged), method, method === 'POST' ? '' : undefined);
        expect(res.status, `${method} ${forged.slice(0, 40)}`).toBe(400);
        expect(res.text).toContain('This link does not work');
      }
    }
    expect((await onAppHost(server, new URL(link.pathname, link.origin), 'POST', '')).status).toBe(400);
    expect(await suppressions()).toBe(before);
    expectNoServerError();
  });

  it('refuses another app’s genuine link on this app’s host', async () => {
    await sendThroughFunction(await other.visitor(), { to: 'owner', subject: 'Meeting', text: 'Thursday.' });
    const theirs = unsubscribeLinkIn(inbox.latestTo(other.email).text);
    const onShop = new URL(theirs.pathname + theirs.search, shop.previewOrigin);
    const before = await suppressions();
    expect((await onAppHost(server, onShop)).status).toBe(400);
    expect((await onAppHost(server, onShop, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect(await suppressions()).toBe(before);
  });

  it('escapes the app’s name on the page and allows no script', async () => {
    const name = await appNameOf(server, shop.projectId);
    const rename = (to: string) =>
      server.deps.db.update(projects).set({ name: to }).where(eq(projects.id, shop.projectId));
    await rename('<script>alert(1)</script><img src=x onerror=alert(2)>');
    try {
      const page = await onAppHost(server, link);
      expect(page.status).toBe(200);
      expect(page.text).not.toMatch(/<script|<img/i);
      expect(page.text).toContain('&lt;script&gt;');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(page.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/);
    } finally {
      await rename(name);
    }
  });

  it('works on a private app, whose recipients hold no grant to it', async () => {
    await setVisibility(server, { email: other.email, browser: other.owner }, other.projectId, 'private');
    const stranger = new CloudVisitor(server.url, other.previewOrigin);
    expect((await stranger.call('POST', '/identity')).status).toBe(404);
    const theirs = unsubscribeLinkIn(inbox.latestTo(other.email).text);
    expect((await onAppHost(server, theirs)).status).toBe(200);
    expect((await onAppHost(server, theirs, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(200);
    const [row] = await server.deps.db
      .select()
      .from(appEmailSuppressions)
      .where(eq(appEmailSuppressions.projectId, other.projectId));
    expect(row).toMatchObject({ email: other.email, reason: 'unsubscribed' });
  });
});

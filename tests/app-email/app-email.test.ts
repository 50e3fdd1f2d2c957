import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { appEmailSends, appEmailSuppressions } from '../../src/server/db/schema';
import { appEmailsPerDay, emailTexts } from '../../src/shared/app-services/email';
import { uniqueEmail } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  appNameOf,
  leaveQuota,
  mailFunction,
  onAppHost,
  quoted,
  sendThroughFunction,
  signedInOverSmtp,
  signInAppUser,
  unsubscribeLinkIn,
} from './app-email-helpers';

// E-mail from generated apps through a real SMTP server: what a function may send and to whom,
// what each message carries, the daily quota, and unsubscribing by the link.

let inbox: SmtpInbox;
let server: TestServer;
let app: CloudApp;
let appName: string;
let visitor: CloudVisitor;
const codeMail = async (email: string) => inbox.latestTo(email).text;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: inbox.url, MAIL_FROM: 'Shipwright <no-reply@shipwright.test>' });
  app = await cloudApp(server, 'A newsletter for my bakery', await signedInOverSmtp(server, inbox));
  await app.addFiles({ 'functions/mail.ts': mailFunction });
  const build = await app.setRules({ collections: { subscribers: { create: 'public', read: 'owner' } } });
  expect(build.status).toBe('ok');
  appName = await appNameOf(server, app.projectId);
  visitor = await app.visitor();
}, 120_000);
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** The link to confirm in the newest message to `email`. */
const confirmLinkTo = (email: string) => {
  const link = /confirm here: (\S+)/.exec(inbox.latestTo(email).text)?.[1];
  if (!link) throw new Error(`no confirmation link to ${email}`);
  return new URL(link);
};

/**
 * A consenting subscriber, as the app's sign-up form stores one; unless told otherwise, one who
 * also followed the confirmation link the app's first e-mail to them brought.
 */
async function subscriber(consent: unknown = true, confirmed = consent === true) {
  const email = uniqueEmail('fan');
  expect((await visitor.add('subscribers', { email, emailConsent: consent })).status).toBe(201);
  if (!confirmed) return email;
  const asked = await sendThroughFunction(visitor, { to: email, subject: 'Hello', text: 'Hello' });
  expect(asked).toMatchObject({ refused: { code: 'email_unconfirmed' } });
  expect((await onAppHost(server, confirmLinkTo(email), 'POST', '')).status).toBe(200);
  return email;
}

describe('a function’s ctx.email.send', { timeout: 60_000 }, () => {
  it('e-mails the owner from the app’s name, with the footer and List-Unsubscribe headers', async () => {
    expect(await sendThroughFunction(visitor, { to: 'owner', subject: 'New order', text: 'Two loaves.' })).toEqual({
      sent: true,
    });
    const mail = inbox.latestTo(app.email);
    expect(mail.recipients).toEqual([app.email]);
    expect(mail.envelopeFrom).toBe('no-reply@shipwright.test');
    expect(mail.header('from')).toMatch(new RegExp(`^"?${quoted(appName)}"? <no-reply@shipwright\\.test>$`));
    expect(mail.header('subject')).toBe('New order');
    const link = unsubscribeLinkIn(mail.text);
    expect(mail.text).toBe(`Two loaves.\n\n—\nSent by ${appName}. Unsubscribe: ${link.href}\n`);
    expect(link.origin).toBe(app.previewOrigin);
    expect(link.pathname).toBe('/_cloud/v1/email/unsubscribe');
    expect(mail.header('list-unsubscribe')).toBe(`<${link.href}>`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('e-mails the owner’s own address however it is written, with the reply address given', async () => {
    const replyTo = uniqueEmail('customer');
    const sent = await sendThroughFunction(visitor, {
      to: app.email.toUpperCase(),
      subject: 'Question',
      text: 'Gluten free?',
      replyTo,
    });
    expect(sent).toEqual({ sent: true });
    expect(inbox.latestTo(app.email).header('reply-to')).toBe(replyTo);
  });

  it('e-mails a signed-in user of the app', async () => {
    const email = uniqueEmail('member');
    await signInAppUser(await app.visitor(), email, codeMail);
    expect(await sendThroughFunction(visitor, { to: email, subject: 'Welcome', text: 'Fresh bread daily.' })).toEqual({
      sent: true,
    });
    const mail = inbox.latestTo(email);
    expect(mail.header('subject')).toBe('Welcome');
    expect(mail.text).toContain(`Sent by ${appName}. Unsubscribe: `);
  });

  it('e-mails an address the app collected with consent once it confirms, and no address collected without', async () => {
    const fan = await subscriber(true, false);
    // The first e-mail asks the address to confirm, and is not sent itself.
    const first = await sendThroughFunction(visitor, { to: fan, subject: 'This week', text: 'Rye is back.' });
    expect(first).toEqual({ refused: { status: 409, code: 'email_unconfirmed', message: emailTexts.unconfirmed } });
    expect(inbox.countTo(fan)).toBe(1);
    expect(inbox.latestTo(fan).header('subject')).toBe(`Confirm e-mail from ${appName}`);
    // Trying again before it confirms asks nobody again.
    await sendThroughFunction(visitor, { to: fan, subject: 'This week', text: 'Rye is back.' });
    expect(inbox.countTo(fan)).toBe(1);
    const link = confirmLinkTo(fan);
    expect(link.origin).toBe(app.previewOrigin);
    expect(link.pathname).toBe('/_cloud/v1/email/confirm');
    const page = await onAppHost(server, link);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<button type="submit">Confirm<\/button>/);
    // An unsubscribe link is not a confirmation, nor is a tampered one.
    const unsubscribe = unsubscribeLinkIn(inbox.latestTo(fan).text);
    const wrong = new URL(link);
    wrong.searchParams.set('t', unsubscribe.searchParams.get('t') ?? '');
    expect((await onAppHost(server, wrong, 'POST', '')).status).toBe(400);
    expect((await onAppHost(server, link, 'POST', '')).text).toContain('Thank you, you are confirmed');
    expect(await sendThroughFunction(visitor, { to: fan, subject: 'This week', text: 'Rye is back.' })).toEqual({
      sent: true,
    });
    expect(inbox.latestTo(fan).text).toMatch(/^Rye is back\./);
    for (const consent of [false, 'yes', null]) {
      const asked = await subscriber(consent);
      const refused = await sendThroughFunction(visitor, { to: asked, subject: 'Hi', text: 'Hello' });
      expect(refused).toMatchObject({ refused: { status: 403, code: 'email_recipient_not_allowed' } });
      expect(inbox.countTo(asked)).toBe(0);
    }
  });

  it('refuses a stranger, and sends nothing', async () => {
    const stranger = uniqueEmail('stranger');
    const before = inbox.received.length;
    const refused = await sendThroughFunction(visitor, { to: stranger, subject: 'Buy now', text: 'Cheap!' });
    expect(refused).toEqual({
      refused: { status: 403, code: 'email_recipient_not_allowed', message: emailTexts.recipientNotAllowed },
    });
    expect(inbox.received.length).toBe(before);
  });
});

describe('from the browser', () => {
  it('refuses /email/send whatever it sends and whoever asks, the owner in the preview included', async () => {
    const { token } = await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const owner = new CloudVisitor(server.url, app.previewOrigin, null, { 'x-shipwright-grant': token });
    const before = inbox.received.length;
    for (const caller of [visitor, owner]) {
      for (const body of [{ to: 'owner', subject: 'Hi', text: 'Hello' }, { to: uniqueEmail() }, 'not json']) {
        const res = await caller.call('POST', '/email/send', body);
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ code: 'email_functions_only', message: emailTexts.functionsOnly });
      }
    }
    expect(inbox.received.length).toBe(before);
  });
});

describe('the daily quota', () => {
  it('refuses the send past the plan’s quota with 429 and sends nothing, until the day turns', async () => {
    const fan = await subscriber();
    const before = inbox.countTo(fan);
    await leaveQuota(server, app, 1);
    expect(await sendThroughFunction(visitor, { to: fan, subject: 'One', text: 'The last one today.' })).toEqual({
      sent: true,
    });
    const refused = await sendThroughFunction(visitor, { to: fan, subject: 'Two', text: 'One too many.' });
    expect(refused).toEqual({
      refused: { status: 429, code: 'email_quota', message: emailTexts.quota(appEmailsPerDay.free) },
    });
    expect(inbox.countTo(fan)).toBe(before + 1);
    // Yesterday's count is yesterday's: a new day starts from nothing.
    await server.deps.db
      .update(appEmailSends)
      .set({ day: '2000-01-01' })
      .where(eq(appEmailSends.projectId, app.projectId));
    expect(await sendThroughFunction(visitor, { to: fan, subject: 'Three', text: 'A new day.' })).toEqual({
      sent: true,
    });
  });
});

describe('unsubscribing', () => {
  const suppressionOf = async (email: string) =>
    (
      await server.deps.db
        .select()
        .from(appEmailSuppressions)
        .where(and(eq(appEmailSuppressions.projectId, app.projectId), eq(appEmailSuppressions.email, email)))
    )[0];

  it('asks on GET, unsubscribes on POST, then refuses sends to the address; the person may undo it', async () => {
    const fan = await subscriber();
    await sendThroughFunction(visitor, { to: fan, subject: 'News', text: 'Croissants.' });
    const link = unsubscribeLinkIn(inbox.latestTo(fan).text);

    const asked = await onAppHost(server, link);
    expect(asked.status).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(asked.headers['referrer-policy']).toBe('no-referrer');
    expect(asked.text).toContain(appName);
    const local = fan.split('@')[0] ?? '';
    expect(asked.text).toContain(`${local[0]}…${local.at(-1)}@example.com`);
    expect(asked.text).not.toContain(fan);
    expect(asked.text).toMatch(/<form method="post"[^>]*><button type="submit">Unsubscribe<\/button>/);
    // Opening the link changes nothing: mail scanners open links too.
    expect(await suppressionOf(fan)).toBeUndefined();

    const done = await onAppHost(server, link, 'POST', '');
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    expect((await suppressionOf(fan))?.reason).toBe('unsubscribed');
    // Twice is the same as once.
    expect((await onAppHost(server, link, 'POST', '')).status).toBe(200);

    const before = inbox.countTo(fan);
    const refused = await sendThroughFunction(visitor, { to: fan, subject: 'More news', text: 'Baguettes.' });
    expect(refused).toEqual({ refused: { status: 409, code: 'email_suppressed', message: emailTexts.suppressed } });
    expect(inbox.countTo(fan)).toBe(before);

    const undo = /action="([^"]*resubscribe[^"]*)"/.exec(done.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const again = await onAppHost(server, new URL(undo, link.origin), 'POST', '');
    expect(again.text).toContain('You are subscribed again');
    expect(await sendThroughFunction(visitor, { to: fan, subject: 'Back', text: 'Hello again.' })).toEqual({
      sent: true,
    });
  });

  it('unsubscribes with one click from the mail client (RFC 8058)', async () => {
    const fan = await subscriber();
    await sendThroughFunction(visitor, { to: fan, subject: 'News', text: 'Scones.' });
    const header = inbox.latestTo(fan).header('list-unsubscribe') ?? '';
    const link = new URL(header.slice(1, -1));
    const res = await onAppHost(server, link, 'POST', 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect((await suppressionOf(fan))?.reason).toBe('unsubscribed');
    const refused = await sendThroughFunction(visitor, { to: fan, subject: 'News', text: 'Muffins.' });
    expect(refused).toMatchObject({ refused: { code: 'email_suppressed' } });
  });

  it('stops the owner’s own notices too when the owner unsubscribes, and says so', async () => {
    await sendThroughFunction(visitor, { to: 'owner', subject: 'Order', text: 'One loaf.' });
    const link = unsubscribeLinkIn(inbox.latestTo(app.email).text);
    expect((await onAppHost(server, link, 'POST', '')).status).toBe(200);
    const refused = await sendThroughFunction(visitor, { to: 'owner', subject: 'Order', text: 'Two loaves.' });
    expect(refused).toEqual({
      refused: { status: 409, code: 'email_suppressed', message: emailTexts.ownerSuppressed },
    });
    // Only the link takes it back: the builder cannot lift an unsubscribe.
    const lift = await app.owner.delete(
      `/api/projects/${app.projectId}/email/suppressions/${encodeURIComponent(app.email)}`,
    );
    expect(lift.status).toBe(409);
    expect((await lift.json()).error.code).toBe('email_unsubscribed');
    await server.deps.db.delete(appEmailSuppressions).where(eq(appEmailSuppressions.projectId, app.projectId));
  });
});

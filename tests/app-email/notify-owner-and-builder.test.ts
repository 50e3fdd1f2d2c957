import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { mailOutbox } from '../../src/server/db/schema';
import { appEmailsPerDay, emailTexts, notifyOwnerLimits } from '../../src/shared/app-services/email';
import { latestMail, signedInBrowser, uniqueEmail } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { appNameOf, mailFunction, quoted, sendThroughFunction, signInAppUser } from './app-email-helpers';

// The outbox (no SMTP configured): the browser's one way to e-mail (notifying the owner, as
// cloud.json allows), and the owner's view of the app's e-mail in the builder.

let server: TestServer;
let app: CloudApp;
let appName: string;
const rules = { collections: { subscribers: { create: 'public', read: 'owner' } } };
const notice = { subject: 'Contact form', text: 'Do you cater weddings?' };
const codeMail = async (email: string) => (await latestMail(server, email)).text;
const ownerMails = () => server.deps.db.$count(mailOutbox, eq(mailOutbox.to, app.email));

beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A bakery with a contact form');
  await app.addFiles({ 'functions/mail.ts': mailFunction });
  expect((await app.setRules(rules)).status).toBe('ok');
  appName = await appNameOf(server, app.projectId);
}, 120_000);
afterAll(() => server.close());

describe('notifying the owner from the browser', { timeout: 90_000 }, () => {
  it('is refused while cloud.json does not say who may', async () => {
    const visitor = await app.visitor();
    const before = await ownerMails();
    const res = await visitor.call('POST', '/email/notify-owner', notice);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'email_not_allowed', message: emailTexts.notAllowed });
    expect(await ownerMails()).toBe(before);
  });

  it('is for signed-in app users under "signed-in", with their reply address', async () => {
    expect((await app.setRules({ ...rules, email: { notifyOwner: 'signed-in' } })).status).toBe('ok');
    const visitor = await app.visitor();
    const refused = await visitor.call('POST', '/email/notify-owner', notice);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('sign_in_required');
    const member = uniqueEmail('member');
    await signInAppUser(visitor, member, codeMail);
    const sent = await visitor.call('POST', '/email/notify-owner', { ...notice, replyTo: member });
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    const mail = await latestMail(server, app.email);
    expect(mail.from).toBe(`"${appName}" <no-reply@shipwright.dev>`);
    expect(mail.replyTo).toBe(member);
    expect(mail.subject).toBe(notice.subject);
    expect(mail.text).toMatch(
      new RegExp(
        `^${quoted(notice.text)}\\n\\n—\\nA visitor of ${quoted(appName)} wrote this message through the app\\.\\nSent by ${quoted(appName)}\\. Unsubscribe: http://p-`,
      ),
    );
  });

  it('is for any visitor under "public", a few an hour each, and never without an identity', async () => {
    expect((await app.setRules({ ...rules, email: { notifyOwner: 'public' } })).status).toBe('ok');
    const anonymous = new CloudVisitor(server.url, app.previewOrigin);
    const nobody = await anonymous.call('POST', '/email/notify-owner', notice);
    expect(nobody.status).toBe(401);
    expect(nobody.body.error.code).toBe('identity_required');

    const visitor = await app.visitor();
    const before = await ownerMails();
    for (let i = 0; i < notifyOwnerLimits.perIdentityPerHour; i++) {
      expect((await visitor.call('POST', '/email/notify-owner', notice)).status).toBe(200);
    }
    const limited = await visitor.call('POST', '/email/notify-owner', notice);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(await ownerMails()).toBe(before + notifyOwnerLimits.perIdentityPerHour);
  });

  it('takes only a subject, a text and a reply address: no recipient, no HTML, no headers', async () => {
    const visitor = await app.visitor();
    for (const body of [
      { ...notice, to: uniqueEmail('stranger') },
      { ...notice, html: '<a href="https://evil.test">Log in</a>' },
      { ...notice, replyTo: 'not an address' },
      { subject: '', text: 'x' },
      { subject: 'x'.repeat(201), text: 'x' },
    ]) {
      const res = await visitor.call('POST', '/email/notify-owner', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
  });
});

describe('the builder’s e-mail API', () => {
  const api = (path = '') => `/api/projects/${app.projectId}/email${path}`;

  it('shows today’s sends against the plan’s quota, per environment', async () => {
    const visitor = await app.visitor();
    await sendThroughFunction(visitor, { to: 'owner', subject: 'Order', text: 'Bread.' });
    const preview = await (await app.owner.get(api('?env=preview'))).json();
    expect(preview.quota).toBe(appEmailsPerDay.free);
    expect(preview.sentToday).toBeGreaterThanOrEqual(1);
    expect((await (await app.owner.get(api('?env=live'))).json()).sentToday).toBe(0);
    expect((await app.owner.get(api('?env=staging'))).status).toBe(400);
  });

  it('lets the owner stop e-mail to an address and lift their own stop, not a person’s unsubscribe', async () => {
    const visitor = await app.visitor();
    const fan = uniqueEmail('fan');
    await visitor.add('subscribers', { email: fan, emailConsent: true });
    const stopped = await app.owner.post(api('/suppressions'), { email: fan.toUpperCase() });
    expect(stopped.status).toBe(201);
    const { suppressions } = await (await app.owner.get(api())).json();
    expect(suppressions).toContainEqual({ email: fan, reason: 'owner', createdAt: expect.any(String) });
    const refused = await sendThroughFunction(visitor, { to: fan, subject: 'Hi', text: 'Hello' });
    expect(refused).toMatchObject({ refused: { status: 409, code: 'email_suppressed' } });
    expect(await server.deps.db.$count(mailOutbox, eq(mailOutbox.to, fan))).toBe(0);

    expect((await app.owner.delete(api(`/suppressions/${encodeURIComponent(fan)}`))).status).toBe(200);
    // Lifted: the app writes to the address again, first with the link it must confirm by.
    expect(await sendThroughFunction(visitor, { to: fan, subject: 'Hi', text: 'Hello' })).toMatchObject({
      refused: { status: 409, code: 'email_unconfirmed' },
    });
    expect(await server.deps.db.$count(mailOutbox, eq(mailOutbox.to, fan))).toBe(1);
    expect((await app.owner.delete(api(`/suppressions/${encodeURIComponent(fan)}`))).status).toBe(404);
    expect((await app.owner.post(api('/suppressions'), { email: 'nope' })).status).toBe(400);
  });

  it('is the owner’s alone: anyone else is told there is no such project', async () => {
    const { browser: stranger } = await signedInBrowser(server);
    expect((await stranger.get(api())).status).toBe(404);
    expect((await stranger.post(api('/suppressions'), { email: uniqueEmail() })).status).toBe(404);
    expect((await stranger.delete(api(`/suppressions/${encodeURIComponent(app.email)}`))).status).toBe(404);
    expect((await server.request(api())).status).toBe(401);
  });
});

describe('outbox mode', () => {
  it('keeps the app’s mail with its sender name and footer for /dev/mailbox', async () => {
    const visitor = await app.visitor();
    const member = uniqueEmail('member');
    await signInAppUser(visitor, member, codeMail);
    await sendThroughFunction(visitor, { to: member, subject: 'Welcome', text: 'Hello!' });
    const [mail] = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.from).toBe(`"${appName}" <no-reply@shipwright.dev>`);
    expect(mail?.text).toMatch(new RegExp(`^Hello!\\n\\n—\\nSent by ${quoted(appName)}\\. Unsubscribe: `));
  });
});

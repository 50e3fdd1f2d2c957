import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/support/smtp-inbox';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { mailOutbox } from '../db/schema';

describe('mail through SMTP', () => {
  let smtp: SmtpInbox;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'support@shipwright.test',
      MAIL_FROM: 'Shipwright <no-reply@shipwright.test>',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the contact message to support and writes nothing to the outbox', async () => {
    const res = await server.postJson('/api/functions/contact-form', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Enterprise',
      message: 'Please call me.',
    });
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelopeFrom).toBe('no-reply@shipwright.test');
    expect(mail.recipients).toEqual(['support@shipwright.test']);
    expect(mail.raw).toMatch(/^Reply-To: grace@example.com\r?$/m);
    expect(mail.raw).toMatch(/^Subject: \[Contact\] Enterprise\r?$/m);
    expect(mail.raw).toContain('Please call me.');
    expect(await server.deps.db.$count(mailOutbox)).toBe(0);
  });

  it('keeps header values on one line even when a caller passes line breaks', async () => {
    await server.deps.mailer.send({ to: 'x@example.com', subject: 'Hello\r\nBcc: victim@example.com', text: 'body' });
    const mail = smtp.received.at(-1);
    expect(mail?.recipients).toEqual(['x@example.com']);
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
  });
});

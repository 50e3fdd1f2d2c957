import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { mailOutbox } from '../db/schema';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it is sent. */
async function startSmtpServer() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
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
    expect(mail.from).toBe('no-reply@shipwright.test');
    expect(mail.to).toEqual(['support@shipwright.test']);
    expect(mail.raw).toMatch(/^Reply-To: grace@example.com\r?$/m);
    expect(mail.raw).toMatch(/^Subject: \[Contact\] Enterprise\r?$/m);
    expect(mail.raw).toContain('Please call me.');
    expect(await server.deps.db.$count(mailOutbox)).toBe(0);
  });

  it('keeps header values on one line even when a caller passes line breaks', async () => {
    await server.deps.mailer.send({ to: 'x@example.com', subject: 'Hello\r\nBcc: victim@example.com', text: 'body' });
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['x@example.com']);
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { contactMessages, mailOutbox } from '../../db/schema';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Team plan', message: 'We are 12 people.' };

describe('POST /api/functions/contact-form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SUPPORT_EMAIL: 'help@shipwright.test' });
  });
  afterAll(() => server.close());

  it('stores the message and mails it to support with the sender as reply-to', async () => {
    const res = await server.postJson('/api/functions/contact-form', { ...valid, name: '  Ada Lovelace  ' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await server.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid, name: 'Ada Lovelace' });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [mail] = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'help@shipwright.test'));
    expect(mail).toMatchObject({ replyTo: 'ada@example.com', subject: '[Contact] Team plan' });
    expect(mail.text).toContain('We are 12 people.');
  });

  it.each([
    ['name', { ...valid, name: '   ' }, 'name: Name is required.'],
    ['email', { ...valid, email: 'not-an-email' }, 'email: Please enter a valid email address.'],
    ['subject', { ...valid, subject: undefined }, 'subject: Subject is required.'],
    ['message', { ...valid, message: '' }, 'message: Message is required.'],
  ])('refuses a missing or bad %s with a 400 naming it', async (_field, body, message) => {
    const res = await server.postJson('/api/functions/contact-form', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } });
  });

  it.each([
    ['name', { ...valid, name: 'Ada\r\nBcc: victim@example.com' }],
    ['email', { ...valid, email: 'ada@example.com\nBcc: victim@example.com' }],
    ['subject', { ...valid, subject: 'Hi\nBcc: victim@example.com' }],
  ])('refuses line breaks in %s so nothing reaches the mail headers', async (_field, body) => {
    const before = await server.deps.db.$count(mailOutbox);
    const res = await server.postJson('/api/functions/contact-form', body);
    expect(res.status).toBe(400);
    expect(await server.deps.db.$count(mailOutbox)).toBe(before);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await server.request('/api/functions/contact-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
  });
});

describe('contact form rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows 5 messages per 10 minutes per client, then answers 429 with the wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await server.postJson('/api/functions/contact-form', valid)).status).toBe(201);
    }
    const res = await server.postJson('/api/functions/contact-form', valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    const body = await res.json();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests\. Please try again in 10 minutes\.$/);
    expect(await server.deps.db.$count(contactMessages)).toBe(5);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await server.postJson('/api/functions/contact-form', valid, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

describe('GET /dev/mailbox in outbox mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.deps.mailer.send({ to: 'Reader@Example.com', subject: 'First', text: 'one https://x.test/a?b=1' });
    await new Promise((r) => setTimeout(r, 5));
    await server.deps.mailer.send({ to: 'reader@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await server.deps.mailer.send({ to: 'other@example.com', subject: 'Elsewhere', text: 'three' });
  });
  afterAll(() => server.close());

  it('lists mail for one address as JSON, newest first, with subject, text and html', async () => {
    const res = await server.request('/dev/mailbox?to=READER@example.com');
    expect(res.status).toBe(200);
    const { mails } = await res.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({ to: 'reader@example.com', text: 'two', html: '<p>two</p>' });
  });

  it('renders a page for browsers, with links clickable and markup escaped', async () => {
    await server.deps.mailer.send({ to: 'page@example.com', subject: '<b>Hi</b>', text: 'go https://x.test/a' });
    const res = await server.request('/dev/mailbox?to=page@example.com', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page).toContain('<a href="https://x.test/a">');
    expect(page).not.toContain('<script');
  });
});

describe('GET /dev/mailbox with SMTP configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:2' });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    expect((await server.request('/dev/mailbox')).status).toBe(404);
  });
});

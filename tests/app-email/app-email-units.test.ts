import { describe, expect, it } from 'vitest';
import { composeAppEmail } from '../../src/server/apps/app-email/compose';
import { maskAddress } from '../../src/server/apps/app-email/unsubscribe-page';
import { createUnsubscribeTokens } from '../../src/server/apps/app-email/unsubscribe-token';
import { notifyOwnerSchema, sendSchema } from '../../src/shared/app-services/email';
import { cloudRulesSchema } from '../../src/shared/cloud/rules';

const projectId = '0c4f7a52-3a0e-4bb5-9d0e-5c7f1f0d2a11';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a secret of this server');

  it('stand for one address of one app, lower-cased, and are checked by signature alone', () => {
    const token = tokens.sign({ projectId, email: 'Ann@Example.com' });
    expect(tokens.verify(token)).toEqual({ projectId, email: 'ann@example.com' });
    expect(createUnsubscribeTokens('another secret').verify(token)).toBeNull();
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ p: projectId, e: 'bob@example.com' })).toString('base64url');
    expect(tokens.verify(`${other}.${signature}`)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}x`)).toBeNull();
    expect(tokens.verify(undefined)).toBeNull();
  });
});

describe('an app’s e-mail as it leaves', () => {
  const mail = composeAppEmail({
    appName: 'Jo@Home\r\nBakery',
    to: 'ann@example.com',
    subject: 'Hi',
    text: 'Fresh bread.',
    unsubscribeUrl: 'https://jo.apps.example/_cloud/v1/email/unsubscribe?t=abc',
  });

  it('names the app as sender (never as an address), adds the footer and List-Unsubscribe', () => {
    expect(mail.fromName).toBe('Jo Home Bakery');
    expect(mail.text).toBe(
      'Fresh bread.\n\n—\nSent by Jo@Home Bakery. Unsubscribe: https://jo.apps.example/_cloud/v1/email/unsubscribe?t=abc\n',
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://jo.apps.example/_cloud/v1/email/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toBeUndefined();
  });

  it('masks the address on the unsubscribe page', () => {
    expect(maskAddress('annabel@example.com')).toBe('a…l@example.com');
    expect(maskAddress('jo@example.com')).toBe('j…@example.com');
  });
});

describe('what apps may ask', () => {
  it('takes plain text with one-line subjects, and nothing else', () => {
    expect(sendSchema.parse({ to: 'OWNER@X.COM', subject: ' Hi ', text: 'Hello' })).toEqual({
      to: 'owner@x.com',
      subject: 'Hi',
      text: 'Hello',
    });
    expect(sendSchema.safeParse({ to: 'owner', subject: 'Hi\u2028Bcc: x@y.z', text: 'x' }).success).toBe(false);
    expect(notifyOwnerSchema.safeParse({ subject: 'Hi', text: 'x', to: 'x@y.z' }).success).toBe(false);
  });

  it('reads cloud.json’s email rules: nobody unless it says public or signed-in', () => {
    expect(cloudRulesSchema.parse({ email: {} }).email).toEqual({ notifyOwner: 'none' });
    expect(cloudRulesSchema.parse({}).email).toBeUndefined();
    expect(cloudRulesSchema.safeParse({ email: { notifyOwner: 'everyone' } }).success).toBe(false);
    expect(cloudRulesSchema.safeParse({ email: { notifyOwner: 'public', send: 'public' } }).success).toBe(false);
  });
});

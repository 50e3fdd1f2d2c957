import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has embedded defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, APP_URL: 'http://localhost:3000', BODY_LIMIT_BYTES: 1048576 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it('refuses a Stripe key without its webhook secret (payments would never be confirmed)', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY).toBe(
      'sk_live_x',
    );
  });

  it('names every wrong variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SUPPORT_EMAIL');
    }
  });

  it('treats empty optional URLs as unset and trims a trailing slash from APP_URL', () => {
    const env = parseEnv({ SMTP_URL: '', APP_URL: 'https://app.example.com/', TRUST_PROXY: 'true' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_URL).toBe('https://app.example.com');
    expect(env.TRUST_PROXY).toBe(true);
  });
});

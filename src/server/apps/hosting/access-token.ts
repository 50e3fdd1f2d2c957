import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** `preview-owner` opens the preview as its owner, who is also the app's one builder identity there. */
export const accessPurposes = ['preview', 'preview-owner', 'live-exchange', 'live-cookie', 'app-file'] as const;
export type AccessPurpose = (typeof accessPurposes)[number];

/**
 * One key per purpose, derived from the auth secret with HKDF (a distinct `info` label each), so
 * the secret itself never keys an HMAC here and a signature made for one purpose means nothing
 * to another. Changing this derivation (as when it replaced a single key for every purpose)
 * invalidates every grant signed before: previews' and private links' grants last minutes to
 * hours and are simply asked for again; stored file links fall back to the files rules.
 */
const purposeKey = (secret: string, purpose: AccessPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, 'shipwright app access', `shipwright app access: ${purpose}`, 32));

/**
 * Short-lived signed grants for app hosts, which never see the session cookie: the main app
 * (which knows the viewer) signs "may open project X until T", the app host checks it.
 */
export function createAccessTokens(secret: string) {
  const keys = new Map(accessPurposes.map((purpose) => [purpose, purposeKey(secret, purpose)]));
  const signature = (purpose: AccessPurpose, subject: string, expires: number) =>
    createHmac('sha256', keys.get(purpose) as Buffer)
      .update(`${subject}:${expires}`)
      .digest('base64url');
  return {
    sign(purpose: AccessPurpose, subject: string, ttlMs: number, now = Date.now()) {
      const expires = Math.floor((now + ttlMs) / 1000);
      return `${expires}.${signature(purpose, subject, expires)}`;
    },
    verify(token: string | undefined, purpose: AccessPurpose, subject: string, now = Date.now()) {
      const [expiresText, given] = (token ?? '').split('.');
      const expires = Number(expiresText);
      if (!given || !Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(signature(purpose, subject, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export const accessTtl = {
  preview: 15 * 60_000,
  liveExchange: 60_000,
  liveCookie: 12 * 60 * 60_000,
  /** An app file's URL works as long as the file exists: apps store these URLs in their records. */
  appFile: 10 * 365 * 24 * 60 * 60_000,
} as const;

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

/** A grant's holder: a member's user id (letters, digits, `_` and `-`, as Better Auth makes them). */
const holderPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Short-lived signed grants for app hosts, which never see the session cookie: the main app
 * (which knows the viewer) signs "may open project X until T", the app host checks it. A grant
 * given to a member names them (`expires.holder.signature`), so the host can ask whether they
 * still are one: removal ends it at once instead of at its expiry. Grants without a holder
 * (`expires.signature`) are for visitors of shared apps, the server's own renders and app files.
 */
export function createAccessTokens(secret: string) {
  const keys = new Map(accessPurposes.map((purpose) => [purpose, purposeKey(secret, purpose)]));
  const signature = (purpose: AccessPurpose, subject: string, expires: number, holder: string | null) =>
    createHmac('sha256', keys.get(purpose) as Buffer)
      .update(holder === null ? `${subject}:${expires}` : `${subject}:${holder}:${expires}`)
      .digest('base64url');
  /** The holder of a valid grant (null for one without), or undefined when it is not valid. */
  const holderOf = (token: string | undefined, purpose: AccessPurpose, subject: string, now = Date.now()) => {
    const parts = (token ?? '').split('.');
    const [expiresText, holder, given] = parts.length === 3 ? parts : [parts[0], null, parts[1]];
    const expires = Number(expiresText);
    if (parts.length > 3 || !given || !Number.isInteger(expires) || expires * 1000 < now) return undefined;
    if (holder !== null && !holderPattern.test(holder ?? '')) return undefined;
    const expected = Buffer.from(signature(purpose, subject, expires, holder ?? null));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? (holder ?? null) : undefined;
  };
  return {
    sign(purpose: AccessPurpose, subject: string, ttlMs: number, now = Date.now(), holder: string | null = null) {
      if (holder !== null && !holderPattern.test(holder)) throw new Error('a grant holder must be a user id');
      const expires = Math.floor((now + ttlMs) / 1000);
      const sig = signature(purpose, subject, expires, holder);
      return holder === null ? `${expires}.${sig}` : `${expires}.${holder}.${sig}`;
    },
    /** A member's grant: valid only while `holder` is still a member (the app host checks, app-site.ts). */
    signFor(holder: string, purpose: AccessPurpose, subject: string, ttlMs: number) {
      return this.sign(purpose, subject, ttlMs, Date.now(), holder);
    },
    holderOf,
    verify(token: string | undefined, purpose: AccessPurpose, subject: string, now = Date.now()) {
      return holderOf(token, purpose, subject, now) !== undefined;
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

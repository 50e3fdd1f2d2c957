import { createHmac, timingSafeEqual } from 'node:crypto';

/** `preview-owner` opens the preview as its owner, who is also the app's one builder identity there. */
export type AccessPurpose = 'preview' | 'preview-owner' | 'live-exchange' | 'live-cookie' | 'app-file';

/**
 * Short-lived signed grants for app hosts, which never see the session cookie: the main app
 * (which knows the viewer) signs "may open project X until T", the app host checks it.
 */
export function createAccessTokens(secret: string) {
  const key = createHmac('sha256', secret).update('shipwright app access').digest();
  const signature = (purpose: AccessPurpose, projectId: string, expires: number) =>
    createHmac('sha256', key).update(`${purpose}:${projectId}:${expires}`).digest('base64url');
  return {
    sign(purpose: AccessPurpose, projectId: string, ttlMs: number, now = Date.now()) {
      const expires = Math.floor((now + ttlMs) / 1000);
      return `${expires}.${signature(purpose, projectId, expires)}`;
    },
    verify(token: string | undefined, purpose: AccessPurpose, projectId: string, now = Date.now()) {
      const [expiresText, given] = (token ?? '').split('.');
      const expires = Number(expiresText);
      if (!given || !Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(signature(purpose, projectId, expires));
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

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { resolveAuthSecret } from '../../auth/auth-secret';
import type { Env } from '../../core/env';

/** Whom an unsubscribe link stands for: one address of one app (both environments). */
export interface UnsubscribeSubject {
  projectId: string;
  email: string;
}

const payloadSchema = z.object({ p: z.uuid(), e: z.string().min(3).max(254) }).strict();

// Long enough for any real link, short enough that a forged one costs nothing to refuse.
const maxTokenChars = 800;

/**
 * Links in e-mail stay valid as long as the mail is kept, so the token carries what it stands for
 * and is checked by its signature alone (no row to look up, none to lose). The key is derived from
 * the auth secret for this purpose only, so no other signature of ours can pass for one.
 */
export function createUnsubscribeTokens(secret: string, purpose: LinkPurpose = 'unsubscribe') {
  const key = Buffer.from(hkdfSync('sha256', secret, 'shipwright app email', `shipwright app email: ${purpose}`, 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ projectId, email }: UnsubscribeSubject) {
      const payload = Buffer.from(JSON.stringify({ p: projectId, e: email.toLowerCase() })).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string | undefined): UnsubscribeSubject | null {
      if (!token || token.length > maxTokenChars) return null;
      const [payload, given, ...rest] = token.split('.');
      if (!payload || !given || rest.length > 0) return null;
      const expected = Buffer.from(mac(payload));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      try {
        const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? { projectId: parsed.data.p, email: parsed.data.e } : null;
      } catch {
        return null;
      }
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** What a link in an app's e-mail does: each has a key of its own, so one cannot pass for the other. */
export type LinkPurpose = 'unsubscribe' | 'confirm';

const perEnv = new WeakMap<object, Map<LinkPurpose, UnsubscribeTokens>>();
/** One signer per configuration and purpose: the secret is read (or made) once, not per request. */
export function unsubscribeTokensFor(
  env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>,
  purpose: LinkPurpose = 'unsubscribe',
): UnsubscribeTokens {
  const signers = perEnv.get(env) ?? new Map<LinkPurpose, UnsubscribeTokens>();
  perEnv.set(env, signers);
  let tokens = signers.get(purpose);
  if (!tokens) {
    tokens = createUnsubscribeTokens(resolveAuthSecret(env), purpose);
    signers.set(purpose, tokens);
  }
  return tokens;
}

/** The link in each e-mail of an app, on the host the mail was sent from. */
export const unsubscribeUrl = (origin: string, token: string, purpose: LinkPurpose = 'unsubscribe') =>
  `${origin}/_cloud/v1/email/${purpose}?t=${encodeURIComponent(token)}`;

import { sso } from '@better-auth/sso';
import { APIError } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { ssoTexts } from '../../shared/sso';
import type { Database } from '../db/client';
import { ssoProvider, user, workspaceMembers } from '../db/schema';
import { ssoSignInPaths } from './sso-routes';

/** Ways to a password or e-mail code that an enforced domain refuses before anything is checked or mailed. */
const passwordAndCodePaths = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/sign-in/email-otp',
  '/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
]);

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** Whether an address belongs to a domain: the domain itself or one of its subdomains. */
export const inDomain = (email: string, domain: string) => {
  const own = domainOf(email);
  return own === domain || own.endsWith(`.${domain}`);
};

/**
 * The provider whose domain holds this address (the domain or a parent of it), if any: proven by
 * DNS and approved by its workspace's owner. One waiting for either signs nobody in and enforces
 * nothing.
 */
export async function verifiedProviderFor(db: Database, email: string | undefined) {
  if (!email?.includes('@')) return null;
  const labels = domainOf(email).split('.');
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  if (!candidates.length) return null;
  const rows = await db
    .select()
    .from(ssoProvider)
    .where(
      and(
        eq(ssoProvider.domainVerified, true),
        eq(ssoProvider.ownerApproved, true),
        sql`${ssoProvider.domain} in ${candidates}`,
      ),
    );
  // The most specific domain wins: sales.acme.com over acme.com.
  return rows.sort((a, b) => b.domain.length - a.domain.length)[0] ?? null;
}

const ssoRequired = () => new APIError('FORBIDDEN', { code: 'SSO_REQUIRED', message: ssoTexts.ssoRequired });

/** Refuses a password or code sign-in (or sign-up) for an address whose domain enforces SSO. */
export async function refuseIfSsoEnforced(db: Database, path: string, body: unknown) {
  if (!passwordAndCodePaths.has(path)) return;
  const provider = await verifiedProviderFor(db, (body as { email?: string } | undefined)?.email);
  if (provider?.enforced) throw ssoRequired();
}

/**
 * The catch-all behind that: any other way to a session (a social provider, the link in a
 * confirmation e-mail, a second factor) is refused too, unless it is the SSO sign-in itself,
 * which the SSO gate (sso-gate.ts) has held to the address's own provider already.
 */
export async function refuseSessionIfSsoEnforced(db: Database, userId: string, path: string | undefined) {
  if (path && ssoSignInPaths.has(path)) return;
  const [found] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  const provider = await verifiedProviderFor(db, found?.email);
  if (provider?.enforced) throw ssoRequired();
}

export interface SsoJoin {
  workspaceId: string;
  userId: string;
  role: string;
}

/**
 * Better Auth's SSO plugin, for team workspaces: a provider's organization is its workspace, and
 * every SSO sign-in makes sure the person is a member (the first one joins with the workspace's
 * default role). An address of a verified domain counts as confirmed.
 */
export function ssoPlugin(
  db: Database,
  onJoin: (join: SsoJoin) => Promise<void>,
  onConfirmed: (u: { id: string; email: string }) => Promise<void>,
) {
  return sso({
    domainVerification: { enabled: true },
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user: signedIn, provider }) => {
      const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.providerId, provider.providerId)).limit(1);
      if (!row?.organizationId || !row.domainVerified || !inDomain(signedIn.email, row.domain)) return;
      if (!signedIn.emailVerified) {
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, signedIn.id));
        await onConfirmed(signedIn);
      }
      const [added] = await db
        .insert(workspaceMembers)
        .values({ workspaceId: row.organizationId, userId: signedIn.id, role: row.joinRole })
        .onConflictDoNothing()
        .returning();
      if (added) await onJoin({ workspaceId: row.organizationId, userId: signedIn.id, role: row.joinRole });
    },
  });
}

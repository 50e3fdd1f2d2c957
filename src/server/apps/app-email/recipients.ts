import { and, eq, sql } from 'drizzle-orm';
import { emailErrorCodes, emailTexts } from '../../../shared/app-services/email';
import type { Database } from '../../db/client';
import { type CloudEnvironment, cloudIdentities, cloudRecords, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export interface AppRecipients {
  projectId: string;
  environment: CloudEnvironment;
  ownerId: string;
}

/** Who an app's e-mail goes to, and whether it is the app's owner (whose notices read differently). */
export interface Recipient {
  address: string;
  isOwner: boolean;
  /** Allowed only by a record's consent: written to once the address confirms (confirmations.ts). */
  byConsent: boolean;
}

export async function ownerAddress(db: Database, ownerId: string) {
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId)).limit(1);
  if (!owner) throw new ApiError(404, 'not_found', 'No app here.');
  return owner.email.toLowerCase();
}

async function isAppUser(db: Database, app: AppRecipients, address: string) {
  const [row] = await db
    .select({ id: cloudIdentities.id })
    .from(cloudIdentities)
    .where(
      and(
        eq(cloudIdentities.projectId, app.projectId),
        eq(cloudIdentities.environment, app.environment),
        eq(cloudIdentities.kind, 'user'),
        sql`lower(${cloudIdentities.email}) = ${address}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Collected with consent: a record of this app and environment, in any collection, whose data has
 * `email` equal to the address and `emailConsent: true` (what the app's sign-up or newsletter form
 * stores when the person ticks the box). The GIN index answers the consent part.
 */
async function isCollectedWithConsent(db: Database, app: AppRecipients, address: string) {
  const [row] = await db
    .select({ id: cloudRecords.id })
    .from(cloudRecords)
    .where(
      and(
        eq(cloudRecords.projectId, app.projectId),
        eq(cloudRecords.environment, app.environment),
        sql`${cloudRecords.data} @> ${JSON.stringify({ emailConsent: true })}::jsonb`,
        sql`lower(${cloudRecords.data}->>'email') = ${address}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whom an app may e-mail: its owner, its signed-in users, or addresses it collected with consent.
 * Anyone else is refused, so an app's functions are never an open relay.
 */
export async function recipientOf(db: Database, app: AppRecipients, to: string): Promise<Recipient> {
  const owner = await ownerAddress(db, app.ownerId);
  const address = to === 'owner' ? owner : to.toLowerCase();
  if (address === owner) return { address, isOwner: true, byConsent: false };
  // An app user proved the address by signing in with a code sent to it.
  if (await isAppUser(db, app, address)) return { address, isOwner: false, byConsent: false };
  if (await isCollectedWithConsent(db, app, address)) return { address, isOwner: false, byConsent: true };
  throw new ApiError(403, emailErrorCodes.recipientNotAllowed, emailTexts.recipientNotAllowed);
}

import { eq, sql } from 'drizzle-orm';
import { codeSendLimits } from '../../shared/auth';
import type { Database } from '../db/client';
import { codeSends } from '../db/schema';

export type SendSlot = { ok: true } | { ok: false; reason: 'cooldown' | 'hourly-cap'; retryAfterSeconds: number };

const cooldown = sql.raw(`interval '${codeSendLimits.cooldownSeconds} seconds'`);
const hour = sql.raw(`interval '1 hour'`);

/**
 * Takes the address's next send, or says how long to wait. One conditional upsert, so parallel
 * requests (from any number of client addresses) cannot each find the address idle. It counts
 * for every address alike, known or not, so a refusal says nothing about an account.
 */
export async function takeSendSlot(db: Database, email: string): Promise<SendSlot> {
  const hourOver = sql`${codeSends.hourStartedAt} <= now() - ${hour}`;
  // An address idle for an hour has nothing left to count; its row would start afresh anyway.
  await db.delete(codeSends).where(sql`${hourOver} and ${codeSends.lastSentAt} <= now() - ${hour}`);
  const taken = await db
    .insert(codeSends)
    .values({ email, lastSentAt: sql`now()`, hourStartedAt: sql`now()`, sends: 1 })
    .onConflictDoUpdate({
      target: codeSends.email,
      set: {
        lastSentAt: sql`now()`,
        hourStartedAt: sql`case when ${hourOver} then now() else ${codeSends.hourStartedAt} end`,
        sends: sql`case when ${hourOver} then 1 else ${codeSends.sends} + 1 end`,
      },
      setWhere: sql`${codeSends.lastSentAt} <= now() - ${cooldown}
        and (${codeSends.sends} < ${codeSendLimits.perHour} or ${hourOver})`,
    })
    .returning({ email: codeSends.email });
  if (taken.length > 0) return { ok: true };
  const [wait] = await db
    .select({
      cooldown: sql<number>`ceil(extract(epoch from ${codeSends.lastSentAt} + ${cooldown} - now()))`.mapWith(Number),
      hour: sql<number>`case when ${codeSends.sends} >= ${codeSendLimits.perHour}
        then ceil(extract(epoch from ${codeSends.hourStartedAt} + ${hour} - now())) else 0 end`.mapWith(Number),
    })
    .from(codeSends)
    .where(eq(codeSends.email, email));
  const [cooling, capped] = [wait?.cooldown ?? 1, wait?.hour ?? 0];
  return capped > 0
    ? { ok: false, reason: 'hourly-cap', retryAfterSeconds: Math.max(1, capped, cooling) }
    : { ok: false, reason: 'cooldown', retryAfterSeconds: Math.max(1, cooling) };
}

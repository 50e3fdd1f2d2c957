import { eq, sql } from 'drizzle-orm';
import { codeSendLimits } from '../../shared/auth';
import type { Database } from '../db/client';
import { codeSends } from '../db/schema';

export type SendSlot = { ok: true } | { ok: false; reason: 'cooldown' | 'hourly-cap'; retryAfterSeconds: number };

const cooldown = sql.raw(`interval '${codeSendLimits.cooldownSeconds} seconds'`);
const hour = sql.raw(`interval '1 hour'`);

/**
 * What a send counts against. `codes`: what anyone may ask for any address (codes, links), each
 * asked for alike whether or not the address has an account. `notices`: mail only an address
 * with an account gets (someone signed up with it), in a budget of its own: were it to take the
 * `codes` slot, a code asked for right after such a sign-up would be refused only for an address
 * that has an account, which would tell the asker so.
 */
export type SendBudget = 'codes' | 'notices';

/** The budget's row: `code_sends` is keyed by address, with notices under a prefix of their own. */
const budgetKey = (email: string, budget: SendBudget) => (budget === 'codes' ? email : `notice:${email}`);

/**
 * Takes the address's next send, or says how long to wait. One conditional upsert, so parallel
 * requests (from any number of client addresses) cannot each find the address idle. It counts
 * for every address alike, known or not, so a refusal says nothing about an account.
 */
export async function takeSendSlot(db: Database, address: string, budget: SendBudget = 'codes'): Promise<SendSlot> {
  const email = budgetKey(address, budget);
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

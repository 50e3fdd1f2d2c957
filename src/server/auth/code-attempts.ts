import { createHash, timingSafeEqual } from 'node:crypto';
import { desc, eq, lt, sql } from 'drizzle-orm';
import { authLimits } from '../../shared/auth';
import type { Database } from '../db/client';
import { codeAttempts, verification } from '../db/schema';

export type CodeGuess = 'right' | 'wrong' | 'exhausted' | 'expired' | 'no-code';

/**
 * Takes one of the code's 3 guesses and compares it, in that order. Better Auth's own count is
 * read and written around the comparison, so parallel guesses each saw "fewer than 3" and were
 * all evaluated. Here the count is one conditional upsert (`… where attempts < 3 returning`),
 * keyed on the stored code itself: whatever the concurrency, at most 3 guesses at a code are
 * ever compared. Only a right guess goes on to Better Auth, which checks it again and signs in.
 */
export async function guessCode(db: Database, identifier: string, otp: string): Promise<CodeGuess> {
  const [stored] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifier))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  // No code, or another request holds it for a moment (Better Auth takes it out while checking).
  if (!stored) return 'no-code';
  // Said here, not left to Better Auth: a newer code could arrive in between and go uncounted.
  if (stored.expiresAt < new Date()) return 'expired';
  // Better Auth stores "<SHA-256 of the code, base64url>:<its own attempt count>".
  const digest = stored.value.slice(0, stored.value.lastIndexOf(':'));
  const key = `${identifier}:${digest}`;
  if (!(await takeAttempt(db, key, stored.expiresAt))) return 'exhausted';
  if (!sameText(createHash('sha256').update(otp).digest('base64url'), digest)) return 'wrong';
  // Only wrong guesses use the code up: a password reset checks the right code, then uses it.
  await db
    .update(codeAttempts)
    .set({ attempts: sql`${codeAttempts.attempts} - 1` })
    .where(eq(codeAttempts.identifier, key));
  return 'right';
}

async function takeAttempt(db: Database, key: string, expiresAt: Date): Promise<boolean> {
  // Counts of codes that have expired are of no further use.
  await db.delete(codeAttempts).where(lt(codeAttempts.expiresAt, new Date()));
  const taken = await db
    .insert(codeAttempts)
    .values({ identifier: key, attempts: 1, expiresAt })
    .onConflictDoUpdate({
      target: codeAttempts.identifier,
      set: { attempts: sql`${codeAttempts.attempts} + 1` },
      setWhere: lt(codeAttempts.attempts, authLimits.codeAttempts),
    })
    .returning({ attempts: codeAttempts.attempts });
  return taken.length > 0;
}

function sameText(a: string, b: string) {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

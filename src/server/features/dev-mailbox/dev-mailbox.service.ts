import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Newest first; filtered by recipient when one is given. */
export function listOutbox(db: Database, to: string | undefined, limit = 50): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

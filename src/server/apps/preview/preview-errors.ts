import { and, desc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { previewErrors } from '../../db/schema';

/** What the builder sends of one thing the preview reported (the agent's runtime check reads them). */
export const previewErrorSchema = z.object({
  buildId: z.string().min(1).max(64),
  kind: z.enum(['error', 'console', 'request']),
  message: z.string().trim().min(1).max(1_000),
  detail: z.string().max(4_000).default(''),
});

/** Reports kept per project: the newest ones, which is what a fix needs. */
export const keptPreviewErrors = 50;

/** Records a report, and lets the oldest beyond the kept number go. */
export async function recordPreviewError(db: Database, projectId: string, report: z.output<typeof previewErrorSchema>) {
  await db.insert(previewErrors).values({ projectId, ...report });
  const newest = db
    .select({ id: previewErrors.id })
    .from(previewErrors)
    .where(eq(previewErrors.projectId, projectId))
    .orderBy(desc(previewErrors.createdAt))
    .limit(keptPreviewErrors);
  await db
    .delete(previewErrors)
    .where(and(eq(previewErrors.projectId, projectId), notInArray(previewErrors.id, newest)));
}

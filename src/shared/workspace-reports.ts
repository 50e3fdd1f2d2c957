import { z } from 'zod';

/** What admins read about a workspace: tokens by member and project, and the audit log. */

export const usageReportQuerySchema = z.object({
  /** The calendar month (UTC) to report; this month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.')
    .optional(),
});

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The start of an action, e.g. `member.` for everything about members. */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'Filter by an action such as member. or project.deployed.')
    .optional(),
});

/**
 * Where a project's tokens came from: its builder chat (replies), or its app's own AI features
 * drawing on the workspace's pool through the product's model.
 */
export type UsageSource = 'chat' | 'app-ai';

export const reportTexts = {
  /** A row of app AI tokens beside the project's chat row. */
  appAiRow: (projectName: string) => `${projectName} (app AI)`,
  /** The actor column of an event nobody in particular did: a billing provider's, an expiry. */
  systemActor: 'System',
} as const;

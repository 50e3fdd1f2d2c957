import { and, desc, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import { reportTexts, type UsageSource } from '../../../shared/workspace-reports';
import { allowanceFor } from '../../access/token-pool';
import type { Database } from '../../db/client';
import { appAiUsage, generationRuns, integrations, projects, tokenUsage, user } from '../../db/schema';

/** An app's whole-month row in app_ai_usage (see apps/app-ai/app-ai-usage.ts); visitors' rows are per day. */
const appSubject = 'app';

const byTokens = <T extends { tokens: number; name: string }>(rows: T[]) =>
  rows.sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name));

/**
 * Tokens an app's AI features drew from the pool in `month`, per project now in the workspace.
 * Counted per app rather than per call, so an app whose creator has connected their own OpenAI
 * key (whose calls do not touch the pool) is left out; a project moved in mid-month brings its
 * whole month with it.
 */
async function appAiRows(db: Database, workspaceId: string, month: string) {
  const ownKey = db
    .select({ one: sql`1` })
    .from(integrations)
    .where(and(eq(integrations.userId, projects.userId), eq(integrations.service, 'openai')));
  const rows = await db
    .select({ projectId: projects.id, name: projects.name, tokens: appAiUsage.usedTokens })
    .from(appAiUsage)
    .innerJoin(projects, eq(projects.id, appAiUsage.projectId))
    .where(
      and(
        eq(projects.workspaceId, workspaceId),
        eq(appAiUsage.period, month),
        eq(appAiUsage.subject, appSubject),
        gt(appAiUsage.usedTokens, 0),
        notExists(ownKey),
      ),
    );
  return rows.map((r) => ({
    projectId: r.projectId,
    name: reportTexts.appAiRow(r.name),
    tokens: r.tokens,
    replies: 0,
    source: 'app-ai' as UsageSource,
  }));
}

/**
 * One month of a workspace's token pool for its admins: the total against the allowance, and
 * what each member's and each project's replies spent (counted when each reply settled).
 */
export async function usageReport(db: Database, workspaceId: string, month: string) {
  const { planName, allowance } = await allowanceFor(db, workspaceId);
  const [pool] = await db
    .select()
    .from(tokenUsage)
    .where(and(eq(tokenUsage.workspaceId, workspaceId), eq(tokenUsage.month, month)))
    .limit(1);
  const settled = and(
    eq(generationRuns.usageWorkspaceId, workspaceId),
    eq(generationRuns.usageMonth, month),
    isNotNull(generationRuns.settledAt),
  );
  const tokens = sql<number>`coalesce(sum(${generationRuns.spentTokens}), 0)`.mapWith(Number);
  const replies = sql<number>`count(*)`.mapWith(Number);
  // Members who have since left still appear: runs are read, not the member list.
  const members = await db
    .select({ userId: generationRuns.userId, name: user.name, email: user.email, tokens, replies })
    .from(generationRuns)
    .leftJoin(user, eq(user.id, generationRuns.userId))
    .where(settled)
    .groupBy(generationRuns.userId, user.name, user.email)
    .orderBy(desc(tokens));
  const chats = await db
    .select({ projectId: generationRuns.projectId, name: projects.name, tokens, replies })
    .from(generationRuns)
    .innerJoin(projects, eq(projects.id, generationRuns.projectId))
    .where(settled)
    .groupBy(generationRuns.projectId, projects.name);
  return {
    month,
    planName,
    allowance,
    used: pool?.usedTokens ?? 0,
    reserved: pool?.reservedTokens ?? 0,
    byMember: byTokens(members.map((m) => ({ ...m, name: m.name ?? '', email: m.email ?? '' }))),
    byProject: byTokens([
      ...chats.map((p) => ({ ...p, source: 'chat' as UsageSource })),
      ...(await appAiRows(db, workspaceId, month)),
    ]),
  };
}

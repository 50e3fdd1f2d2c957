import { eq } from 'drizzle-orm';
import { personalWorkspaceId, teamWorkspaceFor } from '../../access/workspaces';
import type { Transaction } from '../../db/client';
import { subscriptions, user, workspaces } from '../../db/schema';

async function teamName(tx: Transaction, userId: string) {
  const [buyer] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  const who = buyer?.name.trim() || buyer?.email.split('@')[0] || 'My';
  return `${who}'s team`.slice(0, 60);
}

/**
 * Puts a subscription in the workspace it pays for, once it has an account: a Team one in a
 * team workspace of the buyer (made for it if need be), any other in the buyer's personal one.
 * A plan change across that line (Pro to Team, Team to Pro) moves it.
 */
export async function homeSubscription(tx: Transaction, providerSubscriptionId: string) {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  if (!sub?.userId) return null;
  const wantsTeam = sub.tier === 'team';
  if (sub.workspaceId) {
    const [home] = await tx
      .select({ kind: workspaces.kind })
      .from(workspaces)
      .where(eq(workspaces.id, sub.workspaceId));
    if (home && (home.kind === 'team') === wantsTeam) return sub.workspaceId;
  }
  const target = wantsTeam
    ? await teamWorkspaceFor(tx, sub.userId, await teamName(tx, sub.userId))
    : await personalWorkspaceId(tx, sub.userId);
  await tx.update(subscriptions).set({ workspaceId: target }).where(eq(subscriptions.id, sub.id));
  return target;
}

import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { reservedSlugs, slugFrom } from '../../../shared/deployments';
import type { Database, Transaction } from '../../db/client';
import { liveSites } from '../../db/schema';

/** Secret and private apps are not found by name: for a secret one, the link is the only key. */
export const hasUnguessableLink = (visibility: string) => visibility !== 'public';

/** The project name's slug, or the same with the first free number: "yoga-studio-2". */
export async function freeSlug(tx: Transaction, projectName: string) {
  // "p-…" is left to previews' hostnames.
  const base = slugFrom(projectName).replace(/^p-/, 'app-p-');
  const taken = new Set(
    (
      await tx
        .select({ slug: liveSites.slug })
        .from(liveSites)
        .where(like(liveSites.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base) && !reservedSlugs.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A live link's label for the visibility: the readable slug, or 128 random bits (32 hex digits). */
export async function liveLabel(tx: Transaction, project: { name: string; visibility: string }) {
  const unguessable = hasUnguessableLink(project.visibility);
  return { slug: unguessable ? randomBytes(16).toString('hex') : await freeSlug(tx, project.name), unguessable };
}

/** Slugs are decided one at a time across the service (deploys take the same lock). */
export const lockLiveSlugs = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('live_sites'))`);

/**
 * Moves a live app to a link of the kind its visibility needs, when it has the other kind: made
 * secret or private, it leaves its readable link (which then answers 404) for a random one; made
 * public, it gets a readable one. Hosts refuse a non-public app on a readable link meanwhile
 * (app-site.ts), so this only decides which new link the owner is shown.
 */
export async function alignLiveLink(db: Database, project: { id: string; name: string; visibility: string }) {
  const wanted = hasUnguessableLink(project.visibility);
  const [site] = await db.select().from(liveSites).where(eq(liveSites.projectId, project.id)).limit(1);
  if (!site || site.unguessable === wanted) return;
  await db.transaction(async (tx) => {
    await lockLiveSlugs(tx);
    await tx
      .update(liveSites)
      .set({ ...(await liveLabel(tx, project)), updatedAt: new Date() })
      .where(eq(liveSites.projectId, project.id));
  });
}

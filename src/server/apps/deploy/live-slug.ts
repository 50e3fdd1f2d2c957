import { like } from 'drizzle-orm';
import { reservedSlugs, slugFrom } from '../../../shared/deployments';
import type { Transaction } from '../../db/client';
import { liveSites } from '../../db/schema';

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

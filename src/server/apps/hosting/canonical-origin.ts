import { and, eq } from 'drizzle-orm';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { customDomains } from '../../db/schema';
import { liveOrigin } from './app-hosts';

/** Where a live app lives for good: its verified custom domain, else its live link. */
export async function canonicalOrigin(
  db: Database,
  env: Pick<Env, 'APPS_DOMAIN' | 'APP_URL'>,
  projectId: string,
  slug: string,
) {
  const [domain] = await db
    .select({ name: customDomains.domain })
    .from(customDomains)
    .where(and(eq(customDomains.projectId, projectId), eq(customDomains.status, 'verified')))
    .limit(1);
  return domain ? `${new URL(env.APP_URL).protocol}//${domain.name}` : liveOrigin(env, slug);
}

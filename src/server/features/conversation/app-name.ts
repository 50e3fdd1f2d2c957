import { and, eq, like } from 'drizzle-orm';
import { defaultProjectNamePrefix } from '../../../shared/project-names';
import { projectLimits } from '../../../shared/projects';
import type { Transaction } from '../../db/client';
import { projects } from '../../db/schema';

/** The starter's own title: not a name anyone chose. */
const starterTitle = 'My App';

/**
 * The name the app's files give it: the engine's `appName` in src/data.ts, else the page title
 * a hosted model wrote into index.html.
 */
export function appNameOf(files: ReadonlyMap<string, string>): string | null {
  const data = /export const appName = '((?:[^'\\]|\\.)*)'/.exec(files.get('src/data.ts') ?? '')?.[1];
  const title = /<title>([^<]*)<\/title>/i.exec(files.get('index.html') ?? '')?.[1];
  const name = (data?.replace(/\\(.)/g, '$1') ?? title ?? '').replace(/\s+/g, ' ').trim();
  return name && name !== starterTitle ? name.slice(0, projectLimits.nameMaxLength) : null;
}

/**
 * A project still called by its default name takes its app's name once a reply gave the app one,
 * so the dashboard lists "Yoga Studio Bookings", not a date. A name the owner chose is kept.
 */
export async function nameProjectAfterApp(tx: Transaction, projectId: string, files: ReadonlyMap<string, string>) {
  const name = appNameOf(files);
  if (!name) return;
  await tx
    .update(projects)
    .set({ name })
    .where(and(eq(projects.id, projectId), like(projects.name, `${defaultProjectNamePrefix}%`)));
}

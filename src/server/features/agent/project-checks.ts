import { and, desc, eq, sql } from 'drizzle-orm';
import type { Builds } from '../../apps/build/builds.service';
import type { AppRenders } from '../../apps/render/app-renders';
import type { Database } from '../../db/client';
import { cloudRecords, previewErrors } from '../../db/schema';
import { rulesInForce } from '../app-data/app-data-access';
import type { ProjectChecks } from './check-tools';

/** Records shown per collection, and collections at most: a glimpse of the data, not a dump. */
const cloudGlimpse = { records: 3, collections: 20, recordChars: 600 } as const;

/** The checks of one project's agent reply, on its builds, its preview's reports and its App Cloud data. */
export function projectChecks(
  { db, builds, renders }: { db: Database; builds: Builds; renders: AppRenders },
  projectId: string,
): ProjectChecks {
  return {
    problems: (files, check) => builds.problemsOf(projectId, files, check),

    render: (files, paths, followLinks) => renders.render(projectId, files, paths, followLinks),

    async runtimeErrors() {
      const latest = await builds.latestGoodId(projectId);
      const rows = await db
        .select({ kind: previewErrors.kind, message: previewErrors.message, detail: previewErrors.detail })
        .from(previewErrors)
        .where(and(eq(previewErrors.projectId, projectId), latest ? eq(previewErrors.buildId, latest) : undefined))
        .orderBy(desc(previewErrors.createdAt))
        .limit(20);
      return rows;
    },

    async cloud() {
      const counted = await db
        .select({ name: cloudRecords.collection, records: sql<number>`count(*)`.mapWith(Number) })
        .from(cloudRecords)
        .where(and(eq(cloudRecords.projectId, projectId), eq(cloudRecords.environment, 'preview')))
        .groupBy(cloudRecords.collection)
        .limit(cloudGlimpse.collections);
      const collections = await Promise.all(
        counted.map(async ({ name, records }) => {
          const newest = await db
            .select({ data: cloudRecords.data })
            .from(cloudRecords)
            .where(
              and(
                eq(cloudRecords.projectId, projectId),
                eq(cloudRecords.environment, 'preview'),
                eq(cloudRecords.collection, name),
              ),
            )
            .orderBy(desc(cloudRecords.createdAt))
            .limit(cloudGlimpse.records);
          return {
            name,
            records,
            newest: newest.map((r) => JSON.stringify(r.data).slice(0, cloudGlimpse.recordChars)),
          };
        }),
      );
      const rules = await rulesInForce({ db, builds }, { project: { id: projectId }, environment: 'preview' });
      return { collections, rules: rules ?? 'none yet: the preview has not been built with a cloud.json' };
    },
  };
}

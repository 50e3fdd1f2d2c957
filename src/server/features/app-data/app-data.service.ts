import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type CloudRules, publicWrites } from '../../../shared/cloud/rules';
import { cloudFiles, cloudIdentities, cloudRecords, cloudUsage } from '../../db/schema';
import { type AppDataDeps, type DataScope, rulesInForce } from './app-data-access';

const usersPageSize = 100;

const inEnvironment = <T extends typeof cloudRecords | typeof cloudIdentities | typeof cloudUsage | typeof cloudFiles>(
  table: T,
  { project, environment }: DataScope,
) => and(eq(table.projectId, project.id), eq(table.environment, environment));

/** Collections with data, plus those the rules name that have none yet, alphabetically. */
function collectionsOf(counted: Array<{ name: string; records: number; bytes: number }>, rules: CloudRules | null) {
  const byName = new Map(counted.map((c) => [c.name, { ...c, declared: false }]));
  for (const name of Object.keys(rules?.collections ?? {})) {
    byName.set(name, { ...(byName.get(name) ?? { name, records: 0, bytes: 0 }), declared: true });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What an environment of the app holds and the rules it runs under: the Database tab's overview. */
export async function dataSummary(deps: AppDataDeps, scope: DataScope) {
  const { db } = deps;
  const [counted, users, files, [usage], rules] = await Promise.all([
    db
      .select({
        name: cloudRecords.collection,
        records: sql<number>`count(*)`.mapWith(Number),
        bytes: sql<number>`coalesce(sum(${cloudRecords.sizeBytes}), 0)`.mapWith(Number),
      })
      .from(cloudRecords)
      .where(inEnvironment(cloudRecords, scope))
      .groupBy(cloudRecords.collection),
    db.$count(cloudIdentities, and(inEnvironment(cloudIdentities, scope), eq(cloudIdentities.kind, 'user'))),
    db.$count(cloudFiles, inEnvironment(cloudFiles, scope)),
    db.select().from(cloudUsage).where(inEnvironment(cloudUsage, scope)),
    rulesInForce(deps, scope),
  ]);
  return {
    environment: scope.environment,
    collections: collectionsOf(counted, rules),
    users,
    files,
    usage: {
      records: usage?.records ?? 0,
      storedBytes: usage?.storedBytes ?? 0,
      limits: {
        records: scope.limits.records,
        storedBytes: scope.limits.storedBytes,
        fileBytes: scope.limits.fileBytes,
      },
    },
    /** Null when nothing is served there: no build yet (preview), not deployed (live). */
    rules,
    publicWrites: rules ? publicWrites(rules) : [],
  };
}

/** The app's signed-in users in this environment, newest first. Devices are not people. */
export async function listAppUsers({ db }: AppDataDeps, scope: DataScope, offset: number) {
  const where = and(inEnvironment(cloudIdentities, scope), eq(cloudIdentities.kind, 'user'));
  const [rows, total] = await Promise.all([
    db
      .select({ id: cloudIdentities.id, email: cloudIdentities.email, createdAt: cloudIdentities.createdAt })
      .from(cloudIdentities)
      .where(where)
      .orderBy(desc(cloudIdentities.createdAt), asc(cloudIdentities.id))
      .limit(usersPageSize)
      .offset(offset),
    db.$count(cloudIdentities, where),
  ]);
  return { users: rows.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })), total };
}

/**
 * Before a deploy: which collections the build about to go live lets anyone add to, change or
 * delete. That is the current build, the one Deploy publishes.
 */
export async function deployRulesCheck({ builds }: AppDataDeps, scope: DataScope) {
  const build = await builds.current(scope.project.id);
  if (build?.status !== 'ok') return { buildId: build?.id ?? null, publicWrites: [] };
  return { buildId: build.id, publicWrites: publicWrites(build.cloudRules) };
}

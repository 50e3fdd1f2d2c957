import { and, desc, eq, type SQL } from 'drizzle-orm';
import { filesPageSize } from '../../../shared/app-data';
import { deleteFileRows, removeStoredFiles } from '../../apps/cloud/files.service';
import { ownerIdentity } from '../../apps/cloud/identity';
import { accessTtl } from '../../apps/hosting/access-token';
import { liveOrigin, previewOrigin } from '../../apps/hosting/app-hosts';
import { cloudFiles, cloudIdentities, liveSites } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { AppDataDeps, DataScope } from './app-data-access';

const notFound = () => new ApiError(404, 'not_found', 'No such file.');

const inEnvironmentFiles = ({ project, environment }: DataScope) =>
  and(eq(cloudFiles.projectId, project.id), eq(cloudFiles.environment, environment)) as SQL;

/**
 * Where the environment's app answers: the preview's host, or the live link's (null before the
 * first deploy). A file's URL is on the app's own host, never the main site's, so nothing in
 * an uploaded file ever runs beside the owner's session.
 */
async function appOrigin({ db, env }: AppDataDeps, scope: DataScope) {
  if (scope.environment === 'preview') return previewOrigin(env, scope.project.id);
  const [site] = await db
    .select({ slug: liveSites.slug })
    .from(liveSites)
    .where(eq(liveSites.projectId, scope.project.id))
    .limit(1);
  return site ? liveOrigin(env, site.slug) : null;
}

const ownerKind = (isOwner: boolean, identityKind: string | null): 'owner' | 'device' | 'user' =>
  isOwner ? 'owner' : identityKind === 'user' ? 'user' : 'device';

/**
 * An environment's uploaded files, newest first, each with its keyed URL on the app's host:
 * the same URL the app itself gets, which works in <img src> and links without a cookie.
 */
export async function listAppFiles(deps: AppDataDeps, scope: DataScope, offset: number) {
  const { db, appAccess } = deps;
  const where = inEnvironmentFiles(scope);
  const [owner, origin, rows, total] = await Promise.all([
    ownerIdentity(db, scope.project.id, scope.environment),
    appOrigin(deps, scope),
    db
      .select({ file: cloudFiles, identityKind: cloudIdentities.kind, email: cloudIdentities.email })
      .from(cloudFiles)
      .leftJoin(cloudIdentities, eq(cloudIdentities.id, cloudFiles.ownerId))
      .where(where)
      .orderBy(desc(cloudFiles.createdAt), desc(cloudFiles.id))
      .limit(filesPageSize)
      .offset(offset),
    db.$count(cloudFiles, where),
  ]);
  const files = rows.map(({ file, identityKind, email }) => ({
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
    url: origin
      ? `${origin}/_cloud/v1/files/${file.id}?key=${appAccess.sign('app-file', file.id, accessTtl.appFile)}`
      : null,
    // Who uploaded it, as records show it: the owner, an app user, or an anonymous visitor's device.
    owner: { kind: ownerKind(file.ownerId === owner.id, identityKind), email },
  }));
  return { files, total };
}

/** Deletes one file of the environment, whoever uploaded it: its row and usage now, its bytes after. */
export async function removeAppFile({ db, storage }: AppDataDeps, scope: DataScope, id: string) {
  if (!isUuid(id)) throw notFound();
  const app = { projectId: scope.project.id, environment: scope.environment };
  const deleted = await db.transaction(async (tx) => {
    const [row] = await deleteFileRows(tx, app, eq(cloudFiles.id, id), scope.limits);
    if (!row) throw notFound();
    return row;
  });
  await removeStoredFiles(storage, [deleted]);
  return { id: deleted.id };
}

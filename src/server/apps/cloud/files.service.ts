import { randomUUID } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type CloudLimits, cloudTexts, detectUploadType, uploadTypes } from '../../../shared/cloud/limits';
import type { Logger } from '../../core/logger';
import type { Database, Transaction } from '../../db/client';
import { type CloudEnvironment, cloudFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { type Storage, StorageUnavailableError } from '../../vendors/storage';
import { type AccessTokens, accessTtl } from '../hosting/access-token';
import type { SiteScope } from '../hosting/app-site';
import { type CloudCaller, fileScopeFor } from './cloud-access';
import { chargeUsage } from './cloud-usage';

export interface FileDeps {
  db: Database;
  storage: Storage;
  appAccess: AccessTokens;
  /** Where storage failures are reported with their system reason (the caller only sees a 503/507). */
  logger?: Logger;
}

type FileRow = typeof cloudFiles.$inferSelect;

const notFound = () => new ApiError(404, 'not_found', 'No such file.');

/** Every upload of an app sits under its folder, so deleting the app can clear it in one go. */
export const appStorageFolder = (projectId: string) => `cloud/${projectId}`;

/** A file as the app sees it; its URL carries a key, so <img src> works without any header. */
const fileView = (appAccess: AccessTokens, row: FileRow) => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  size: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  url: `/_cloud/v1/files/${row.id}?key=${appAccess.sign('app-file', row.id, accessTtl.appFile)}`,
});

const inApp = (app: { projectId: string; environment: CloudEnvironment }, ownerId: string | null): SQL =>
  and(
    eq(cloudFiles.projectId, app.projectId),
    eq(cloudFiles.environment, app.environment),
    ownerId ? eq(cloudFiles.ownerId, ownerId) : undefined,
  ) as SQL;

// Names are shown and offered as download names: keep them short and printable.
const cleanName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]+/gu, '_').slice(-120) || 'file';

/**
 * Stores an upload: the bytes must really be an allowed type and fit the plan; they are written
 * before the row that points at them, and removed again if the row cannot be written.
 */
export async function uploadFile({ db, storage, appAccess, logger }: FileDeps, caller: CloudCaller, file: File) {
  fileScopeFor(caller, 'create');
  if (file.size > caller.limits.fileBytes) {
    throw new ApiError(413, 'payload_too_large', cloudTexts.fileTooLarge(caller.limits.fileBytes / 1024 / 1024));
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = detectUploadType(bytes);
  if (!contentType) throw new ApiError(415, 'unsupported_type', cloudTexts.fileType);
  const id = randomUUID();
  const storageKey = `${appStorageFolder(caller.projectId)}/${caller.environment}/${id}.${uploadTypes[contentType].extension}`;
  await storage.put(storageKey, bytes, { contentType }).catch((err) => {
    if (err instanceof StorageUnavailableError) {
      logger?.error('app file not stored', { projectId: caller.projectId, storageKey, reason: err.reason });
    }
    throw err;
  });
  try {
    const row = await db.transaction(async (tx) => {
      await chargeUsage(tx, { ...caller, records: 0, bytes: bytes.length }, caller.limits);
      const [inserted] = await tx
        .insert(cloudFiles)
        .values({
          id,
          projectId: caller.projectId,
          environment: caller.environment,
          ownerId: caller.identity?.id as string,
          name: cleanName(file.name),
          contentType,
          sizeBytes: bytes.length,
          storageKey,
        })
        .returning();
      return inserted as FileRow;
    });
    return fileView(appAccess, row);
  } catch (error) {
    // The refusal (over the plan, say) is the answer; bytes left over by a failed removal are only logged.
    await storage.remove(storageKey).catch((removeError) => {
      logger?.error('stray stored file after failed insert', { storageKey, error: String(removeError) });
    });
    throw error;
  }
}

export async function listFiles({ db, appAccess }: FileDeps, caller: CloudCaller) {
  const { ownerId } = fileScopeFor(caller, 'read');
  const rows = await db
    .select()
    .from(cloudFiles)
    .where(inApp(caller, ownerId))
    .orderBy(desc(cloudFiles.createdAt))
    .limit(200);
  return { files: rows.map((row) => fileView(appAccess, row)) };
}

/**
 * A file's bytes for whoever holds its URL's key (checked by the route): the key is the
 * capability, so it works where no header or grant can be sent (<img src> in a private app).
 * Only in the app and environment it belongs to.
 */
export async function readFileByKey({ db, storage }: FileDeps, site: SiteScope, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(cloudFiles)
    .where(
      and(
        eq(cloudFiles.projectId, site.projectId),
        eq(cloudFiles.environment, site.environment),
        eq(cloudFiles.id, id),
      ),
    );
  const bytes = row ? await storage.get(row.storageKey) : null;
  return row && bytes ? { row, bytes } : null;
}

/** A file's bytes for whom the rules let read it. */
export async function readFile({ db, storage }: FileDeps, caller: CloudCaller, id: string) {
  if (!isUuid(id)) throw notFound();
  const { ownerId } = fileScopeFor(caller, 'read');
  const [row] = await db
    .select()
    .from(cloudFiles)
    .where(and(inApp(caller, ownerId), eq(cloudFiles.id, id)));
  const bytes = row ? await storage.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound();
  return { row, bytes };
}

export async function deleteFile({ db, storage }: FileDeps, caller: CloudCaller, id: string) {
  const { ownerId } = fileScopeFor(caller, 'delete');
  if (!isUuid(id)) throw notFound();
  const deleted = await db.transaction(async (tx) => {
    const rows = await deleteFileRows(tx, caller, eq(cloudFiles.id, id), caller.limits, ownerId);
    if (!rows[0]) throw notFound();
    return rows[0];
  });
  await removeStoredFiles(storage, [deleted]);
  return { id: deleted.id };
}

/**
 * Deletes an environment's files that `where` picks (and, with `ownerId`, only that owner's)
 * inside the caller's transaction, and frees their bytes from its usage there too. The stored
 * bytes stay: remove them with `removeStoredFiles` after the commit.
 */
export async function deleteFileRows(
  tx: Transaction,
  app: { projectId: string; environment: CloudEnvironment },
  where: SQL | undefined,
  limits: CloudLimits,
  ownerId: string | null = null,
) {
  const deleted = await tx
    .delete(cloudFiles)
    .where(and(inApp(app, ownerId), where))
    .returning();
  const freed = deleted.reduce((sum, row) => sum + row.sizeBytes, 0);
  if (deleted.length) await chargeUsage(tx, { ...app, records: 0, bytes: -freed }, limits);
  return deleted;
}

/**
 * After the commit: a failure here leaves bytes nobody points at, never a row without bytes.
 * A few at a time, so clearing many files does not open them all at once.
 */
export async function removeStoredFiles(storage: Storage, rows: ReadonlyArray<{ storageKey: string }>) {
  for (let start = 0; start < rows.length; start += 16) {
    await Promise.all(rows.slice(start, start + 16).map((row) => storage.remove(row.storageKey)));
  }
}
